import type { I18n } from "@lingui/core";
import type { Context } from "hono";
import { cleanDescription } from "../../client/domain/description";
import type { Lang } from "../../client/i18n/languages";
import { pathFor, ROUTES, type RouteKey } from "../../client/i18n/routes";
import { content } from "../content";
import type { Image } from "../content/schema";
import type { AppEnv } from "../env";
import type { Meta } from "../pages/Document";
import { alternatesOf, type Resolved } from "../site/resolve";
import { NOINDEX_ROUTES } from "./indexing";
import type { JsonLdNode } from "./json-ld";
import { agencyNode, breadcrumbNode } from "./structured-data";

/** Search engines show about this many characters of a description. */
export const META_DESCRIPTION_MAX_CHARS = 160;

/**
 * Pages that carry the agency's RealEstateAgent node: home (the site's entity) and contact (the page
 * about reaching it). Elsewhere it would repeat the same block on every page; listings point to it by @id.
 */
const AGENCY_ROUTES: ReadonlySet<RouteKey> = new Set<RouteKey>(["home", "contact"]);

/** The public origin of absolute addresses (canonical, og:url, JSON-LD): SITE_ORIGIN, else the request's. */
export function siteOrigin(c: Context<AppEnv>): string {
  return c.env.SITE_ORIGIN || new URL(c.req.url).origin;
}

const imageMeta = (image: Image | undefined, lang: Lang) =>
  image ? { image: image.url, imageSize: { width: image.width, height: image.height }, imageAlt: image.alt[lang] } : {};

export interface PageMetaInput {
  resolved: Resolved;
  /** The page's path in `lang` (canonical). */
  path: string;
  lang: Lang;
  defaultLanguage: Lang;
  i18n: I18n;
  origin: string;
}

/**
 * The metadata of a content page, article or thank-you page, taken from the content (SPEC 3 Menu
 * page params.metadata) with the site's title, description and image as fallbacks.
 */
export function pageMeta({ resolved, path, lang, defaultLanguage, i18n, origin }: PageMetaInput): Meta {
  const { site } = content;
  const fallback = { title: site.settings.title[lang], description: site.settings.description[lang] };
  const defaultPath = alternatesOf(resolved, [defaultLanguage])[defaultLanguage] ?? "/";
  const base = { canonicalPath: path, xDefaultPath: defaultPath, noindex: false };
  const crumbs = (title: string) =>
    breadcrumbNode(
      [
        { name: i18n._("common.home"), path: pathFor("home", lang) },
        { name: title, path },
      ],
      origin,
    );
  switch (resolved.kind) {
    case "page": {
      const { page, route } = resolved;
      const metadata = page.params.metadata[lang];
      const structuredData: JsonLdNode[] = [];
      if (AGENCY_ROUTES.has(route)) structuredData.push(agencyNode(site, lang, origin));
      if (page.params.showBreadCrumb && route !== "home") structuredData.push(crumbs(page.params.title[lang].text));
      return {
        ...base,
        title: metadata.metadataTitle,
        description: metadata.metadataDescription,
        xDefaultPath: ROUTES[route].original,
        noindex: NOINDEX_ROUTES.has(route),
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
    case "article": {
      const { article } = resolved;
      return {
        ...base,
        title: `${article.title[lang]} | ${site.agency.name}`,
        description: cleanDescription(article.summary[lang], META_DESCRIPTION_MAX_CHARS),
        ogType: "article",
        ...imageMeta(article.image, lang),
        structuredData: [crumbs(article.title[lang])],
      };
    }
    case "thankYou":
      return { ...base, title: `${i18n._("thanks.title")} | ${site.agency.name}`, description: fallback.description, noindex: true };
    default:
      return { ...base, ...fallback };
  }
}
