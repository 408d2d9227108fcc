import type { Translate } from "../../../client/i18n/catalog";
import type { Lang } from "../../../client/i18n/languages";
import { fieldPath, isLanguageKeyed, isUntranslated, type ContentDocument } from "../../content/documents";
import { fieldLabel } from "./labels";

const record = (value: unknown): Record<string, unknown> => (value !== null && typeof value === "object" ? (value as Record<string, unknown>) : {});
const text = (value: unknown): string => (typeof value === "string" ? value : "");

/** What staff call a document: a site section's name, a page's name, an article's title, a member's name. */
export function documentLabel(t: Translate, document: ContentDocument, lang: Lang): string {
  const body = record(document.body);
  switch (document.kind) {
    case "site":
      return fieldLabel(t, document.id);
    case "page": {
      const title = record(record(record(body.params).title)[lang]);
      return text(title.text) || text(body.name) || document.id;
    }
    case "article": {
      const title = record(body.title);
      return text(title[lang]) || Object.values(title).map(text).find(Boolean) || document.id;
    }
    case "team":
      return `${text(body.firstName)} ${text(body.lastName)}`.trim() || document.id;
  }
}

/** The paths of the texts still empty in a language the site shows: publishing waits for them. */
export function missingTranslations(value: unknown, shown: readonly Lang[], at = ""): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => missingTranslations(item, shown, fieldPath(at, index)));
  if (value === null || typeof value !== "object") return [];
  const entries = Object.entries(value);
  if (isLanguageKeyed(value)) {
    const strings = entries.every(([, entry]) => typeof entry === "string" || Array.isArray(entry));
    if (strings) return shown.filter((lang) => isUntranslated(value[lang])).map((lang) => fieldPath(at, lang));
  }
  return entries.flatMap(([key, entry]) => missingTranslations(entry, shown, fieldPath(at, key)));
}

/** A stored value as one line of text, for a side-by-side comparison. */
export function shownValue(value: unknown): string {
  if (value === undefined) return "\u2014";
  const shown = typeof value === "string" ? value : JSON.stringify(value);
  return shown.length > 500 ? `${shown.slice(0, 500)}\u2026` : shown;
}

/** The value at a path of a document. */
export function valueAt(document: unknown, keys: readonly (string | number)[]): unknown {
  return keys.reduce<unknown>((at, key) => (at !== null && typeof at === "object" ? (at as Record<string | number, unknown>)[key] : undefined), document);
}
