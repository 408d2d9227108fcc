import react from "@vitejs/plugin-react";
import metadata from "libphonenumber-js/min/metadata";
import { defineConfig, type Plugin, type UserConfig } from "vite";
import { withoutFormats } from "./client/domain/phone-rules";

/**
 * The phone rules the browser validates with (client/forms/phone-rules.ts): libphonenumber's min set
 * without its formats, which validates the same (tests/unit/domain/phone.test.ts) in half the bytes;
 * the worker, which formats numbers for the agency, keeps the whole set.
 */
function phoneRulesWithoutFormats(): Plugin {
  return {
    name: "phone-rules-without-formats",
    load(id) {
      return id.replaceAll("\\", "/").endsWith("/libphonenumber-js/metadata.min.json.js")
        ? `export default ${JSON.stringify(withoutFormats(metadata))};`
        : null;
    },
  };
}

/**
 * Builds the browser side: the island entry (islands and catalogues become lazy chunks) and the site
 * stylesheet, with content-hashed names and a manifest the worker reads to link them.
 * client/public (images, EPC labels, _headers) is copied as is.
 */
const site: UserConfig = {
  plugins: [react(), phoneRulesWithoutFormats()],
  publicDir: "client/public",
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    manifest: true,
    target: "es2022",
    cssCodeSplit: true,
    rollupOptions: {
      input: ["client/entry.tsx", "client/styles/site.css"],
    },
  },
};

/**
 * `vite build --mode staff`, run after the site's build: the staff area's script (client/staff/entry.tsx
 * and its islands) into the same dist/client/assets with a manifest of its own. A second build rather
 * than a second input: Rollup would split React into a chunk shared with the public entry, and every
 * public page would pay for the staff area's existence.
 */
const staff: UserConfig = {
  plugins: [react()],
  publicDir: false,
  build: {
    outDir: "dist/client",
    emptyOutDir: false,
    manifest: ".vite/staff-manifest.json",
    target: "es2022",
    rollupOptions: {
      input: ["client/staff/entry.tsx"],
      output: { entryFileNames: "assets/staff-[hash].js", chunkFileNames: "assets/staff-[name]-[hash].js" },
    },
  },
};

export default defineConfig(({ mode }) => (mode === "staff" ? staff : site));
