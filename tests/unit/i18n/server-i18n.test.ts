import type { Messages } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { createI18n } from "../../../client/i18n/catalog";
import { LANGUAGES } from "../../../client/i18n/languages";
import { i18nFor, TRANSLATIONS_KEPT } from "../../../worker/i18n";
import { messages as de } from "../../../locales/de/messages";
import { messages as en } from "../../../locales/en/messages";
import { messages as fr } from "../../../locales/fr/messages";
import { messages as nl } from "../../../locales/nl/messages";

const catalogues: Record<string, Messages> = { nl, fr, en, de };

/** Every placeholder a compiled message names, in its branches too. */
function placeholders(message: unknown, names = new Set<string>()): Set<string> {
  if (!Array.isArray(message)) return names;
  for (const token of message) {
    if (!Array.isArray(token)) continue;
    const [name, , format] = token as [unknown, unknown, unknown];
    if (typeof name === "string") names.add(name);
    if (format && typeof format === "object") for (const branch of Object.values(format)) placeholders(branch, names);
  }
  return names;
}

describe("the worker's translations", () => {
  it("give every message of every catalogue exactly what Lingui gives, with counts and texts, formatted or remembered", () => {
    for (const lang of LANGUAGES) {
      const lingui = createI18n(lang, catalogues[lang]!);
      for (const [id, message] of Object.entries(catalogues[lang]!)) {
        const names = [...placeholders(message)];
        for (const value of [0, 1, 2, 21, 1234.5, "Gent"]) {
          const values = names.length > 0 ? Object.fromEntries(names.map((name) => [name, value])) : undefined;
          const expected = lingui._(id, values);
          expect(i18nFor(lang)._(id, values), `${lang} ${id} ${String(value)}`).toBe(expected);
          expect(i18nFor(lang)._(id, values), `${lang} ${id} ${String(value)} (remembered)`).toBe(expected);
        }
      }
    }
  });

  it("format a text value each time, and keep texts of other languages apart", () => {
    const [id] = Object.entries(en).find(([, message]) => placeholders(message).size > 0)!;
    const name = [...placeholders(en[id])][0]!;
    expect(i18nFor("en")._(id, { [name]: 1 })).toBe(createI18n("en", en)._(id, { [name]: 1 }));
    expect(i18nFor("en")._(id, { [name]: "1" })).toBe(createI18n("en", en)._(id, { [name]: "1" }));
    expect(i18nFor("nl")._("footer.privacy")).toBe(createI18n("nl", nl)._("footer.privacy"));
    expect(i18nFor("de")._("footer.privacy")).toBe(createI18n("de", de)._("footer.privacy"));
  });

  it("format values that are not numbers each time, and keep within TRANSLATIONS_KEPT", () => {
    const when = new Date(Date.UTC(2026, 10, 28));
    const [id] = Object.entries(fr).find(([, message]) => placeholders(message).size > 0)!;
    const name = [...placeholders(fr[id])][0]!;
    expect(i18nFor("fr")._(id, { [name]: when })).toBe(createI18n("fr", fr)._(id, { [name]: when }));
    for (let index = 0; index < TRANSLATIONS_KEPT + 10; index++)
      expect(i18nFor("fr")._(id, { [name]: index })).toBe(createI18n("fr", fr)._(id, { [name]: index }));
  });
});
