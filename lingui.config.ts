import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";

/**
 * Catalogues are written by hand with explicit message ids (the worker is bundled by wrangler's esbuild,
 * which runs no macro transform); `lingui compile` turns them into typed modules (locales/{lang}/messages.ts)
 * for the worker. `npm run i18n:compile` then cuts from each the messages client code uses
 * (scripts/i18n/client-messages.ts → locales/{lang}/client-messages.ts), which is all the islands load.
 * tests/unit/i18n/catalogues.test.ts keeps the ids used in code and the four catalogues in step.
 */
export default defineConfig({
  sourceLocale: "en",
  locales: ["nl", "fr", "en", "de"],
  catalogs: [{ path: "<rootDir>/locales/{locale}/messages", include: ["client", "worker"] }],
  compileNamespace: "ts",
  format: formatter({ lineNumbers: false }),
});
