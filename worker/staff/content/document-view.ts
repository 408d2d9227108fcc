import * as v from "valibot";
import type { Translate } from "../../../client/i18n/catalog";
import { isLang, LANGUAGES, type Lang } from "../../../client/i18n/languages";
import { textFromBlocks, type Block } from "../../../client/staff/block-text";
import { fixedPath, isRenamable, PAGE_ROUTE_KEYS, type PageRouteKey, pathFor, previewPath, slugFor, type RouteSlugs } from "../../../client/i18n/routes";
import { articlePathOf } from "../../content";
import { fillTranslations, isUntranslated, type ContentDocument } from "../../content/documents";
import { ArticleSchema } from "../../content/schema";
import { fieldLabel } from "./labels";

/** A value's fields, or none when it is not an object: for reading a document that is not yet checked. */
export const recordOf = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const text = (value: unknown): string => (typeof value === "string" ? value : "");

/** What staff call a document: a site section's name, a page's name, an article's title, a member's or a testimonial's sender's name. */
export function documentLabel(t: Translate, document: ContentDocument, lang: Lang): string {
  const body = recordOf(document.body);
  switch (document.kind) {
    case "site":
      return fieldLabel(t, document.id);
    case "page": {
      const title = recordOf(recordOf(recordOf(body.params).title)[lang]);
      return text(title.text) || text(body.name) || document.id;
    }
    case "article": {
      const title = recordOf(body.title);
      return text(title[lang]) || Object.values(title).map(text).find(Boolean) || document.id;
    }
    case "team":
      return `${text(body.firstName)} ${text(body.lastName)}`.trim() || document.id;
    case "testimonial":
      // The sender, and the language the comment was written in: the only one it shows in.
      return text(body.name) ? `${text(body.name)} (${text(body.lang).toUpperCase()})` : document.id;
  }
}

const BLOCK_TYPES = new Set(["p", "h2", "h3", "ul", "link"]);
const isBlocks = (value: unknown[]): value is Block[] =>
  value.length > 0 && value.every((item) => typeof recordOf(item).type === "string" && BLOCK_TYPES.has(recordOf(item).type as string));
/** An object keyed by language codes: a text (or anything else) per language. */
const isPerLanguage = (value: Record<string, unknown>): boolean => {
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => isLang(key));
};
const oneLine = (shown: string): string => shown.replace(/\s*\n\s*/g, " ").trim();

/** A value's first words, preferring `lang`: a text, a language's text, a rich text; never a code such as a choice. */
function firstText(value: unknown, lang: Lang): string {
  if (typeof value === "string") return value.trim();
  if (Array.isArray(value)) return isBlocks(value) ? oneLine(textFromBlocks(value)) : "";
  if (typeof value !== "object" || value === null) return "";
  const record = recordOf(value);
  if (isPerLanguage(record)) return [record[lang], ...LANGUAGES.map((code) => record[code])].map((entry) => firstText(entry, lang)).find(Boolean) ?? "";
  return firstText(record.text, lang);
}

/** What an item of a list is called: its title in `lang` (or another language), its name, or its first text. */
function itemName(item: unknown, lang: Lang): string {
  if (typeof item !== "object" || item === null) return typeof item === "string" || typeof item === "number" ? String(item) : "";
  const record = recordOf(item);
  const fullName = `${text(record.firstName)} ${text(record.lastName)}`.trim();
  const params = recordOf(record.params);
  const candidates = [record.title, params.title, record.name, fullName, record.label, record.text, record.description, record.alt, record.comment];
  return candidates.map((candidate) => firstText(candidate, lang)).find(Boolean) ?? "";
}

/** The most characters one side of a comparison shows. */
const SHOWN_LENGTH = 500;

/**
 * A stored value in words, for a side-by-side comparison in `lang` (the staff member's language):
 * a rich text as its text, a text per language as one "Nederlands: …" line per language, a list as
 * one line per item named by its title (or name, or first words), yes or no for a choice of two.
 * Never an id, a field's key or JSON: what has no words (a number's place in a list) is left out.
 */
export function shownValue(t: Translate, lang: Lang, value: unknown): string {
  const shown = words(t, lang, value);
  return shown.length > SHOWN_LENGTH ? `${shown.slice(0, SHOWN_LENGTH)}\u2026` : shown;
}

function words(t: Translate, lang: Lang, value: unknown): string {
  if (value === undefined || value === null || value === "") return "\u2014";
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  if (typeof value === "boolean") return t(value ? "staff.content.value.yes" : "staff.content.value.no");
  if (Array.isArray(value)) {
    if (value.length === 0) return "\u2014";
    if (isBlocks(value)) return textFromBlocks(value);
    return value
      .map((item, index) => {
        const name = typeof item === "boolean" ? words(t, lang, item) : itemName(item, lang);
        return `\u2022 ${name || t("staff.content.value.item", { number: index + 1 })}`;
      })
      .join("\n");
  }
  const record = recordOf(value);
  if (isPerLanguage(record))
    return LANGUAGES.filter((code) => code in record)
      .map((code) => `${t(`staff.content.lang.${code}`)}: ${oneLine(words(t, lang, record[code]))}`)
      .join("\n");
  return itemName(record, lang) || "\u2026";
}

const ownSlug = (body: Record<string, unknown>, lang: Lang): string | undefined => {
  const slug = recordOf(recordOf(body.params).path)[lang];
  return typeof slug === "string" && slug ? slug : undefined;
};

/**
 * A page's address in `lang` as the preview answers it: a route's published one (in `slugs`, the
 * published version's: the preview's router
 * is the public site's), or for a page the agency made its own, under its parent's as the working copy
 * places it (the preview finds such a page in the working copy: worker/routes/pages.tsx).
 */
export function pageAddress(body: Record<string, unknown>, lang: Lang, documents: readonly ContentDocument[], slugs: RouteSlugs): string | undefined {
  if (typeof body.route === "string")
    return (PAGE_ROUTE_KEYS as readonly string[]).includes(body.route) ? pathFor(slugs, body.route as PageRouteKey, lang) : undefined;
  const own = ownSlug(body, lang);
  if (!own) return undefined;
  const parent = body.parentId === null ? undefined : documents.find((other) => other.kind === "page" && Number(other.id) === body.parentId);
  if (!parent) return `/${lang}/${own}/`;
  const above = recordOf(parent.body);
  const route = PAGE_ROUTE_KEYS.find((key) => key === above.route);
  const aboveSlug = route ? ((isRenamable(route) ? ownSlug(above, lang) : undefined) ?? slugFor(slugs, route, lang)) : ownSlug(above, lang);
  return aboveSlug ? `/${lang}/${aboveSlug}/${own}/` : undefined;
}

/**
 * Where a document shows in the preview copy of the site, in `lang`: a page at its address, an article
 * at its own, a testimonial on the article that shows testimonials (of the working copy's `documents`)
 * in the language it was written in, the rest on the home page.
 */
export function previewHref(document: ContentDocument, lang: Lang, slugs: RouteSlugs, documents: readonly ContentDocument[] = []): string {
  const body = recordOf(document.body);
  if (document.kind === "testimonial") {
    const shownOn = documents.find((other) => other.kind === "article" && Boolean(recordOf(other.body).testimonials));
    const written = LANGUAGES.find((code) => code === body.lang) ?? lang;
    return shownOn ? previewHref(shownOn, written, slugs) : previewPath(fixedPath("home", written), written);
  }
  if (document.kind === "page") {
    const path = pageAddress(body, lang, documents, slugs);
    if (path) return previewPath(path, lang);
  }
  if (document.kind === "article") {
    const parsed = v.safeParse(
      ArticleSchema,
      fillTranslations(body, (entry) => Object.values(entry).find((value) => !isUntranslated(value))),
    );
    if (parsed.success) return previewPath(parsed.output.route ? pathFor(slugs, parsed.output.route, lang) : articlePathOf(parsed.output, lang), lang);
  }
  return previewPath(fixedPath("home", lang), lang);
}
