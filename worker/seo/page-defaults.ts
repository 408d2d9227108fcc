import { cleanDescription } from "../../client/domain/description";
import type { Lang } from "../../client/i18n/languages";

/**
 * A page's search-engine texts when staff leave them empty (issue 42, "SEO that fills itself"):
 * the title from the page's title, the description from its first text. The public pages'
 * <title>, meta description, og:* and twitter:* and the editor's search-result preview all read
 * them from here, so the preview shows what search engines get.
 *
 * It reads the page loosely (a draft in the editor is not yet checked by the schema), so a missing
 * or misshapen part only means "no text there".
 */

/** Search engines show about this many characters of a description; a default is cut at a word near it. */
export const DEFAULT_DESCRIPTION_CHARS = 155;

/** Search engines show about this many characters of a title; a default one is cut at a word to fit, the agency's name kept. */
export const DEFAULT_TITLE_CHARS = 60;
/** However long the agency's name, this much of the page's title is kept in a default title. */
const MIN_TITLE_PART_CHARS = 30;

/** `text` cut at a word to at most `max` characters with "…" (hard at `max` when no space lies in its last third). */
export function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > (max * 2) / 3 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The default <title>: the page's title, cut at a word so that with " | {agency}" it stays near DEFAULT_TITLE_CHARS. */
export function defaultTitle(title: string, agencyName: string): string {
  if (!title) return agencyName;
  const suffix = ` | ${agencyName}`;
  return `${cutAtWord(title, Math.max(DEFAULT_TITLE_CHARS - suffix.length, MIN_TITLE_PART_CHARS))}${suffix}`;
}

/** What the defaults need besides the page: the agency's name, the site's description, and an article's body by id. */
export interface SeoFallbacks {
  /** The agency's name in the language (the title's suffix, as the site's other titles carry it). */
  agencyName: string;
  /** The site's description in the language: the description of a page without any text. */
  siteDescription: string;
  /** A published article's body by id (a module that shows an article gives its text). */
  articleBody: (id: number) => unknown;
}

export interface PageSeo {
  /** The <title>: the meta title typed, else "{page title} | {agency}" (the page title cut at a word when long: defaultTitle). */
  title: string;
  /** The meta description: the one typed, else the page's first paragraph, else the site's description. */
  description: string;
  /** Whether each was typed (not defaulted). */
  typed: { title: boolean; description: boolean };
}

const recordOf = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const textOf = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

/** The page's title in `lang` (params.title[lang].text), or "". */
export function pageTitleIn(page: unknown, lang: Lang): string {
  return textOf(recordOf(recordOf(recordOf(recordOf(page).params).title)[lang]).text);
}

/** The first paragraph of rich-text blocks, or "". */
export function firstParagraph(blocks: unknown): string {
  if (!Array.isArray(blocks)) return "";
  for (const block of blocks) {
    const { type, text } = recordOf(block);
    if (type === "p" && textOf(text)) return textOf(text);
  }
  return "";
}

/**
 * The page's first text in `lang`: the first paragraph of the first shown module that has text, a
 * text module's own or the article a module shows, in the order the page shows them.
 */
export function firstTextOf(page: unknown, lang: Lang, articleBody: SeoFallbacks["articleBody"]): string {
  const modules = recordOf(recordOf(page).params).modules;
  if (!Array.isArray(modules)) return "";
  const shown = modules
    .map(recordOf)
    .filter((module) => module.status === "Published")
    .sort((a, b) => (Number(a.sort) || 0) - (Number(b.sort) || 0));
  for (const module of shown) {
    const { type, id } = recordOf(module.relations);
    const blocks = type === "text" ? recordOf(module.text)[lang] : type === "article" && typeof id === "number" ? recordOf(articleBody(id))[lang] : undefined;
    const paragraph = firstParagraph(blocks);
    if (paragraph) return paragraph;
  }
  return "";
}

/** The title and description search engines get for `page` in `lang`, the typed ones or their defaults. */
export function pageSeo(page: unknown, lang: Lang, fallbacks: SeoFallbacks): PageSeo {
  const metadata = recordOf(recordOf(recordOf(recordOf(page).params).metadata)[lang]);
  const typedTitle = textOf(metadata.metadataTitle);
  const typedDescription = textOf(metadata.metadataDescription);
  const title = pageTitleIn(page, lang);
  const defaultDescription = cleanDescription(firstTextOf(page, lang, fallbacks.articleBody) || fallbacks.siteDescription, DEFAULT_DESCRIPTION_CHARS);
  return {
    title: typedTitle || defaultTitle(title, fallbacks.agencyName),
    description: typedDescription || defaultDescription,
    typed: { title: typedTitle !== "", description: typedDescription !== "" },
  };
}
