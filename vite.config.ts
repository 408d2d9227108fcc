import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/**
 * Builds the browser side: the island entry (islands and catalogues become lazy chunks) and the site
 * stylesheet, with content-hashed names and a manifest the worker reads to link them.
 * client/public (images, EPC labels, _headers) is copied as is. The staff area's script is built
 * apart (vite.staff.config.ts), so that it never shares, or grows, a public chunk.
 */
export default defineConfig({
  plugins: [react()],
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
});
