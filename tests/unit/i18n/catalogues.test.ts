import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../../client/i18n/languages";
import { DETAIL_LABEL_IDS, WORD_IDS } from "../../../worker/feed/provider";

const ROOT = join(import.meta.dirname, "../../..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/**
 * Message ids used in code: the literal first argument of t(...) or i18n._(...), the values of
 * literal id maps (`sold: "listing.sold"`), any literal form or mail id (valibot messages, label maps),
 * and the label and word ids the feed normaliser writes.
 */
function idsInCode(): Set<string> {
  const ids = new Set<string>([...DETAIL_LABEL_IDS, ...Object.values(WORD_IDS)]);
  for (const file of [...sourceFiles(join(ROOT, "client")), ...sourceFiles(join(ROOT, "worker"))]) {
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(/\b(?:t|_)\(\s*"([^"]+)"/g)) ids.add(match[1]!);
    for (const match of text.matchAll(/:\s*"((?:thanks|consent\.flag|detail\.group|list\.sort|listing)\.[\w-]+)"/g)) ids.add(match[1]!);
    // Form and mail messages are also passed around as values (valibot issue messages, label maps).
    if (/[/\\](forms|mail|leads|lead-[\w-]+)([/\\]|\.tsx?$)/.test(file))
      for (const match of text.matchAll(/"((?:form|mail)\.[\w-]+(?:\.[\w-]+)*)"/g)) ids.add(match[1]!);
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
  const used = idsInCode();

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
