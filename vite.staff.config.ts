import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/**
 * Builds the staff area's script (client/staff/entry.tsx and its islands) after the public build,
 * into the same dist/client/assets but with its own manifest. A second build rather than a second
 * input: Rollup would split React into a chunk shared with the public entry, and every public page
 * would pay for the staff area's existence.
 */
export default defineConfig({
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
});
