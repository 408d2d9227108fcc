import * as v from "valibot";
import type { Translate } from "../../../client/i18n/catalog";
import { LANGUAGES, type Lang } from "../../../client/i18n/languages";
import { isRenamable, PAGE_ROUTE_KEYS, pathFor, previewPath, slugFor, type PageRouteKey } from "../../../client/i18n/routes";
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

/** A stored value as one line of text, for a side-by-side comparison. */
export function shownValue(value: unknown): string {
  if (value === undefined) return "\u2014";
  const shown = typeof value === "string" ? value : JSON.stringify(value);
  return shown.length > 500 ? `${shown.slice(0, 500)}\u2026` : shown;
}

const ownSlug = (body: Record<string, unknown>, lang: Lang): string | undefined => {
  const slug = recordOf(recordOf(body.params).path)[lang];
  return typeof slug === "string" && slug ? slug : undefined;
};

/**
 * A page's address in `lang` as the preview answers it: a route's published one (the preview's router
 * is the public site's), or for a page the agency made its own, under its parent's as the working copy
 * places it (the preview finds such a page in the working copy: worker/routes/pages.tsx).
 */
export function pageAddress(body: Record<string, unknown>, lang: Lang, documents: readonly ContentDocument[]): string | undefined {
  if (typeof body.route === "string")
    return (PAGE_ROUTE_KEYS as readonly string[]).includes(body.route) ? pathFor(body.route as PageRouteKey, lang) : undefined;
  const own = ownSlug(body, lang);
  if (!own) return undefined;
  const parent = body.parentId === null ? undefined : documents.find((other) => other.kind === "page" && Number(other.id) === body.parentId);
  if (!parent) return `/${lang}/${own}/`;
  const above = recordOf(parent.body);
  const route = PAGE_ROUTE_KEYS.find((key) => key === above.route);
  const aboveSlug = route ? ((isRenamable(route) ? ownSlug(above, lang) : undefined) ?? slugFor(route, lang)) : ownSlug(above, lang);
  return aboveSlug ? `/${lang}/${aboveSlug}/${own}/` : undefined;
}

/**
 * Where a document shows in the preview copy of the site, in `lang`: a page at its address, an article
 * at its own, a testimonial on the article that shows testimonials (of the working copy's `documents`)
 * in the language it was written in, the rest on the home page.
 */
export function previewHref(document: ContentDocument, lang: Lang, documents: readonly ContentDocument[] = []): string {
  const body = recordOf(document.body);
  if (document.kind === "testimonial") {
    const shownOn = documents.find((other) => other.kind === "article" && Boolean(recordOf(other.body).testimonials));
    const written = LANGUAGES.find((code) => code === body.lang) ?? lang;
    return shownOn ? previewHref(shownOn, written) : previewPath(pathFor("home", written), written);
  }
  if (document.kind === "page") {
    const path = pageAddress(body, lang, documents);
    if (path) return previewPath(path, lang);
  }
  if (document.kind === "article") {
    const parsed = v.safeParse(
      ArticleSchema,
      fillTranslations(body, (entry) => Object.values(entry).find((value) => !isUntranslated(value))),
    );
    if (parsed.success) return previewPath(parsed.output.route ? pathFor(parsed.output.route, lang) : articlePathOf(parsed.output, lang), lang);
  }
  return previewPath(pathFor("home", lang), lang);
}
