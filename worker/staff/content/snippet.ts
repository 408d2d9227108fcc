import type { Lang } from "../../../client/i18n/languages";
import type { RouteSlugs } from "../../../client/i18n/routes";
import type { SiteConfig } from "../../content/schema";
import type { ContentDocument } from "../../content/documents";
import { pageSeo, pageTitleIn, type SeoFallbacks } from "../../seo/page-defaults";
import { pageAddress, recordOf } from "./document-view";

/** A page as a search engine would list it, in one language: what the edit form previews. */
export interface SearchSnippet {
  lang: Lang;
  title: string;
  /** The page's whole address, or undefined while it has none in this language. */
  url: string | undefined;
  description: string;
}

/** What a draft page's search-engine texts default from: the site's name and description, and the working copy's articles. */
export function draftFallbacks(site: SiteConfig, lang: Lang, documents: readonly ContentDocument[]): SeoFallbacks {
  return {
    agencyName: site.agency.name[lang],
    siteDescription: site.settings.description[lang],
    articleBody: (id) => recordOf(documents.find((document) => document.kind === "article" && document.id === String(id))?.body).body,
  };
}

/**
 * A draft page's search-result snippet in `lang` and the defaults its empty search-engine fields
 * stand for (placeholders by field path), computed by the function the public pages use.
 */
export function pageSnippet(
  page: unknown,
  lang: Lang,
  {
    site,
    documents,
    origin,
    shown,
    slugs,
  }: { site: SiteConfig; documents: readonly ContentDocument[]; origin: string; shown: readonly Lang[]; slugs: RouteSlugs },
): { snippet: SearchSnippet; placeholders: Map<string, string> } {
  const placeholders = new Map<string, string>();
  // What an empty field stands for: the default, whatever was typed in it.
  const untyped = { ...recordOf(page), params: { ...recordOf(recordOf(page).params), metadata: {} } };
  for (const code of shown) {
    const defaults = pageSeo(untyped, code, draftFallbacks(site, code, documents));
    const at = `params.metadata.${code}`;
    const title = pageTitleIn(page, code);
    if (title) placeholders.set(`${at}.pageTitle`, title);
    placeholders.set(`${at}.metadataTitle`, defaults.title);
    placeholders.set(`${at}.metadataDescription`, defaults.description);
  }
  const seo = pageSeo(page, lang, draftFallbacks(site, lang, documents));
  const path = pageAddress(recordOf(page), lang, documents, slugs);
  return { snippet: { lang, title: seo.title, url: path ? `${origin}${path}` : undefined, description: seo.description }, placeholders };
}
