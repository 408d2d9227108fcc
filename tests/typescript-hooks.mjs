// Lets plain Node 24 import the repository's TypeScript modules (the feed benchmark, the soak's
// route table): Node strips the types itself, and this resolve hook adds the ".ts" that the
// repository's extensionless imports leave out (Vite and TypeScript's "Bundler" resolution add it;
// Node does not). No extra packages.
import { registerHooks } from "node:module";

const EXTENSIONS = [".ts", "/index.ts"];

registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      const relative = specifier.startsWith(".") || specifier.startsWith("/");
      if (!relative || !["ERR_MODULE_NOT_FOUND", "ERR_UNSUPPORTED_DIR_IMPORT"].includes(error?.code)) throw error;
      for (const extension of EXTENSIONS) {
        try {
          return nextResolve(specifier + extension, context);
        } catch {
          // try the next spelling
        }
      }
      throw error;
    }
  },
});
