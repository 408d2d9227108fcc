import type { I18n } from "@lingui/core";
import { cleanDescription } from "../../client/domain/description";
import type { Lang } from "../../client/i18n/languages";
import { ROUTES, type PageRouteKey } from "../../client/i18n/routes";
import type { Article, Content, Image, Page } from "../content/schema";
import type { Crumb } from "./breadcrumbs";
import { NOINDEX_ROUTES } from "./indexing";
import type { JsonLdNode } from "./json-ld";
import type { Meta } from "./meta";
import { pageSeo, type SeoFallbacks } from "./page-defaults";
import { agencyNode, breadcrumbNode } from "./structured-data";

/** What a page's search-engine texts default from on the public site (worker/seo/page-defaults.ts). */
export const seoFallbacksOf = (content: Content, lang: Lang): SeoFallbacks => ({
  agencyName: content.site.agency.name[lang],
  siteDescription: content.site.settings.description[lang],
  articleBody: (id) => content.articles.find((article) => article.id === id && article.status === "Published")?.body,
});

/** Search engines show about this many characters of a description. */
export const META_DESCRIPTION_MAX_CHARS = 160;

/**
 * Pages that carry the agency's RealEstateAgent node: home (the site's entity) and contact (the page
 * about reaching it). Elsewhere it would repeat the same block on every page; listings point to it by @id.
 */
const AGENCY_ROUTES: ReadonlySet<PageRouteKey> = new Set<PageRouteKey>(["home", "contact"]);

const imageMeta = (image: Image | undefined, lang: Lang) =>
  image ? { image: image.url, imageSize: { width: image.width, height: image.height }, imageAlt: image.alt[lang] } : {};

export interface PageMetaInput {
  content: Content;
  lang: Lang;
  /** The page's public path in `lang` (canonical). */
  path: string;
  origin: string;
  /** The trail the page shows, if it shows one: its JSON-LD lists the same crumbs. */
  crumbs?: readonly Crumb[] | undefined;
}

/**
 * A menu or content page's metadata (SPEC 3 Menu page params.metadata), with the image and the page's
 * JSON-LD. x-default is a route's language-less original path, or for a page the agency made its
 * address in the default language (`xDefaultPath`).
 */
export function contentPageMeta(page: Page, input: PageMetaInput & { xDefaultPath: string }): Meta {
  const { lang, content, origin, crumbs } = input;
  const { route } = page;
  const metadata = page.params.metadata[lang];
  // Left empty, the title and description default from the page's title and first text.
  const seo = pageSeo(page, lang, seoFallbacksOf(content, lang));
  const structuredData: JsonLdNode[] = [];
  if (route && AGENCY_ROUTES.has(route)) structuredData.push(agencyNode(content.site, lang, origin));
  if (crumbs) structuredData.push(breadcrumbNode(crumbs, origin));
  return {
    canonicalPath: input.path,
    xDefaultPath: route ? ROUTES[route].original : input.xDefaultPath,
    noindex: route ? NOINDEX_ROUTES.has(route) : false,
    title: seo.title,
    description: seo.description,
    ...imageMeta(page.params.image, lang),
    ...(metadata.ogImage ? { image: metadata.ogImage, imageSize: undefined, imageAlt: undefined } : {}),
    ogType: metadata.ogType,
    ogTitle: metadata.ogTitle,
    ogDescription: metadata.ogDescription,
    twitterTitle: metadata.twitterTitle,
    twitterDescription: metadata.twitterDescription,
    twitterImage: metadata.twitterImage,
    twitterSite: metadata.twitterSite,
    structuredData,
  };
}

/** An article's metadata: its title and summary, its image, and its breadcrumb. `xDefaultPath`: the article in the default language. */
export function articleMeta(article: Article, input: PageMetaInput & { xDefaultPath: string }): Meta {
  const { lang, content } = input;
  return {
    canonicalPath: input.path,
    xDefaultPath: input.xDefaultPath,
    noindex: false,
    title: `${article.title[lang]} | ${content.site.agency.name[lang]}`,
    description: cleanDescription(article.summary[lang], META_DESCRIPTION_MAX_CHARS),
    ogType: "article",
    ...imageMeta(article.image, lang),
    structuredData: input.crumbs ? [breadcrumbNode(input.crumbs, input.origin)] : [],
  };
}

/** A thank-you page: never indexed (it only makes sense after sending a form). */
export function thankYouMeta(input: PageMetaInput & { xDefaultPath: string; i18n: I18n }): Meta {
  const { site } = input.content;
  return {
    canonicalPath: input.path,
    xDefaultPath: input.xDefaultPath,
    noindex: true,
    title: `${input.i18n._("thanks.title")} | ${site.agency.name[input.lang]}`,
    description: site.settings.description[input.lang],
  };
}
