/**
 * `node worker/dev/i18n/fix-french-typography.ts`: gives every French message (locales/fr/messages.po)
 * its typography's spaces (worker/dev/i18n/french-typography.ts). Read the diff before committing:
 * tests/unit/i18n/french-typography.test.ts then keeps the catalogue right.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { frenchTypography } from "./french-typography.ts";

const path = join(import.meta.dirname, "../../../locales/fr/messages.po");
const before = readFileSync(path, "utf8");
let changed = 0;
const after = before.replace(/^msgstr "(.*)"$/gm, (line, text: string) => {
  const fixed = frenchTypography(text);
  if (fixed === text) return line;
  changed++;
  return `msgstr "${fixed}"`;
});
writeFileSync(path, after);
console.log(`${changed} French messages given their typography's spaces.`);
