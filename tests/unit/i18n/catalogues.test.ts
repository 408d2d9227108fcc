import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../../client/i18n/languages";
import { DETAIL_LABEL_IDS, WORD_IDS } from "../../../worker/feed/provider";
import { idsReached, referencesIn } from "../../../worker/dev/i18n/client-ids";

const ROOT = join(import.meta.dirname, "../../..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/**
 * Message ids used in code: every string literal that is an id, and every id under the literal head
 * of one built at run time (`staff.criteria.type.${type}`), read with the TypeScript parser the client
 * catalogue uses (worker/dev/i18n/client-ids.ts), over the worker and the client; plus the label and
 * word ids the feed normaliser writes.
 */
function idsInCode(catalogueIds: readonly string[]): Set<string> {
  const files = [...sourceFiles(join(ROOT, "client")), ...sourceFiles(join(ROOT, "worker"))];
  const references = files.flatMap((file) => referencesIn(relative(ROOT, file), readFileSync(file, "utf8")));
  const ids = idsReached(references, catalogueIds);
  for (const id of [...DETAIL_LABEL_IDS, ...Object.values(WORD_IDS)]) ids.add(id);
  // An id written only as a literal to t(...) that the catalogue lacks must still be found missing.
  for (const reference of references) if (reference.kind === "exact" && reference.translated) ids.add(reference.text);
  // Form, mail and alert messages also travel as values (valibot issue messages, label maps): those
  // spelled in their folders must exist even when nothing passes them to t(...) literally.
  for (const file of files) {
    if (!/[/\\](forms|mail|leads|alerts|lead-[\w-]+)([/\\]|\.tsx?$)/.test(file)) continue;
    for (const match of readFileSync(file, "utf8").matchAll(/"((?:form|mail|alert)\.[\w-]+(?:\.[\w-]+)*)"/g)) ids.add(match[1]!);
  }
  return ids;
}

/** msgid → msgstr of a .po file (single-line entries, as the catalogues are written). */
function catalogue(lang: string): Map<string, string> {
  const text = readFileSync(join(ROOT, "locales", lang, "messages.po"), "utf8");
  const entries = new Map<string, string>();
  for (const match of text.matchAll(/^msgid "(.+)"\nmsgstr "(.*)"$/gm)) entries.set(match[1]!, match[2]!);
  return entries;
}

describe("translation catalogues", () => {
  const used = idsInCode([...new Set(LANGUAGES.flatMap((lang) => [...catalogue(lang).keys()]))]);

  it("finds the ids the code uses", () => {
    expect(used.size).toBeGreaterThan(40);
    expect(used.has("FREE_EVALUATION")).toBe(true);
  });

  for (const lang of LANGUAGES) {
    it(`has a non-empty ${lang} translation for every id used in code`, () => {
      const entries = catalogue(lang);
      const missing = [...used].filter((id) => !entries.get(id)?.trim());
      expect(missing).toEqual([]);
    });

    it(`holds no ${lang} message that no code uses`, () => {
      const unused = [...catalogue(lang).keys()].filter((id) => !used.has(id));
      expect(unused).toEqual([]);
    });

    it(`marks every ${lang} id as explicit, so Lingui keeps it as the key`, () => {
      const text = readFileSync(join(ROOT, "locales", lang, "messages.po"), "utf8");
      const ids = text.match(/^msgid ".+"$/gm) ?? [];
      const explicit = text.match(/^#\. js-lingui-explicit-id\nmsgid ".+"$/gm) ?? [];
      expect(explicit.length).toBe(ids.length);
    });
  }

  it("keeps the same ids in all four languages", () => {
    const reference = [...catalogue("en").keys()].sort();
    for (const lang of LANGUAGES) expect([...catalogue(lang).keys()].sort()).toEqual(reference);
  });
});
