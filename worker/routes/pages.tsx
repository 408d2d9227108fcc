import { Hono, type Context } from "hono";
import { isPreviewPath } from "../../client/domain/preview";
import { isLang, type Lang } from "../../client/i18n/languages";
import { content } from "../content";
import type { AppEnv } from "../env";
import { useLanguage } from "../middleware/locale";
import { ArticleBody, ContentBody, HomeBody, ThankYouBody } from "../pages/bodies";
import { pageMeta, siteOrigin } from "../seo/page-meta";
import { renderPage } from "../render/page";
import { alternatesOf, resolvePath, type Resolved } from "../site/resolve";
import { queryIndexOf } from "../feed/listings";
import { listingIndex } from "./listing-index";
import { listProperties } from "../feed/query";
import type { ListingCounts } from "../pages/home/SearchBlock";
import type { PageListings } from "../pages/listings/data";
import { readListQuery } from "./list-query";
import { searchTarget } from "./list-search";
import { readListView } from "./list-view";
import { mapDataHref } from "./map-api";
import { renderNotFound } from "./not-found";
import { isPropertyPath, renderProperty } from "./property";
import { isProjectPath, renderProject } from "./project";
import { homeBannerListings, projectListings } from "./project-listings";

/** Home's "newest properties" module shows at most this many (its maxItems is 4). */
const NEWEST_MAX_ITEMS = 4;

function segmentsOf(pathname: string): string[] | undefined {
  try {
    return pathname.split("/").filter(Boolean).map(decodeURIComponent);
  } catch {
    return undefined;
  }
}

/** Preview addresses carry the word "preview" after the language: /nl/preview/over-ons/. */
function withPreview(path: string, lang: Lang): string {
  return path.replace(`/${lang}/`, `/${lang}/preview/`);
}

/**
 * The listing data a page shows: totals for the search block (the configured ones until a snapshot
 * exists), the newest properties on home, and the filtered list on the for-sale and for-rent pages.
 */
async function pageListings(c: Context<AppEnv>, resolved: Resolved, lang: Lang, path: string): Promise<{ counts: ListingCounts; listings: PageListings }> {
  const [forSale, forRent] = content.site.propertySearch.data.countProperty;
  const fallback = { counts: { forSale, forRent }, listings: { newest: [] } };
  if (resolved.kind !== "page" || !["home", "forSale", "forRent", "projects"].includes(resolved.route)) return fallback;
  const index = await listingIndex(c, lang);
  if (!index) return fallback;
  const queries = queryIndexOf(index);
  const counts = { forSale: index.counts.forSale, forRent: index.counts.forRent };
  if (resolved.route === "projects") return { counts, listings: { newest: [], projects: await projectListings(c, index) } };
  if (resolved.route === "home")
    return { counts, listings: { newest: queries.newest.slice(0, NEWEST_MAX_ITEMS), banner: await homeBannerListings(c, index, queries) } };
  const goal = resolved.route === "forSale" ? 0 : 1;
  const search = new URL(c.req.url).searchParams;
  const query = readListQuery(search, goal);
  const view = readListView(search);
  const markersUrl = view === "map" ? mapDataHref(lang, query, index.version) : undefined;
  const list = { goal, query, result: listProperties(queries, query), typeGroups: index.typeGroups, cities: index.cities, path, view, markersUrl } as const;
  return { counts, listings: { newest: [], list } };
}

/** The plain search form's `q` on a list page becomes the address the search box would have chosen. */
async function plainSearchRedirect(c: Context<AppEnv>, resolved: Resolved, lang: Lang, path: string): Promise<string | undefined> {
  const q = new URL(c.req.url).searchParams.get("q")?.trim();
  if (!q || resolved.kind !== "page" || (resolved.route !== "forSale" && resolved.route !== "forRent")) return undefined;
  const index = await listingIndex(c, lang);
  return index ? searchTarget(index, path, resolved.route === "forSale" ? 0 : 1, q) : undefined;
}

/** Every page under a language prefix: /{lang}/{localized path}/, including preview and thank-you pages. */
export const pages = new Hono<AppEnv>().get("*", async (c, next) => {
  const all = segmentsOf(new URL(c.req.url).pathname);
  const [lang, ...rest] = all ?? [];
  if (!all || !isLang(lang)) return next();
  if (!c.var.enabledLanguages.includes(lang)) return renderNotFound(c);
  useLanguage(c, lang);
  const isPreview = isPreviewPath(c.req.path);
  const segments = isPreview ? rest.filter((segment) => segment.toLowerCase() !== "preview") : rest;
  if (isPropertyPath(lang, segments)) return renderProperty(c, lang, segments, isPreview);
  if (isProjectPath(lang, segments)) return renderProject(c, lang, segments, isPreview);
  const resolved = resolvePath(lang, segments);
  if (resolved.kind === "notFound") return renderNotFound(c);
  if (resolved.kind === "redirect") return c.redirect(resolved.location, 302);

  const alternates = alternatesOf(resolved, c.var.enabledLanguages);
  const path = alternates[lang] ?? `/${lang}/`;
  const searched = await plainSearchRedirect(c, resolved, lang, path);
  if (searched) return c.redirect(searched, 302);
  const meta = pageMeta({ resolved, path, lang, defaultLanguage: c.var.defaultLanguage, i18n: c.var.i18n, origin: siteOrigin(c) });
  if (isPreview) {
    meta.noindex = true;
    for (const code of Object.keys(alternates) as Lang[]) alternates[code] = withPreview(alternates[code] ?? "", code);
  }
  const { counts, listings } = await pageListings(c, resolved, lang, path);
  const body =
    resolved.kind === "page" ? (
      resolved.route === "home" ? (
        <HomeBody page={resolved.page} counts={counts} />
      ) : (
        <ContentBody page={resolved.page} />
      )
    ) : resolved.kind === "article" ? (
      <ArticleBody article={resolved.article} />
    ) : (
      <ThankYouBody form={resolved.form} />
    );
  return renderPage(c, {
    body,
    meta,
    path: isPreview ? withPreview(path, lang) : path,
    alternates,
    isHome: resolved.kind === "page" && resolved.route === "home",
    isPreview,
    listings,
  });
});
