import { Hono, type Context } from "hono";
import { isRenamable, PAGE_ROUTE_KEYS, pathFor, type FixedRouteKey, type PageRouteKey, type RouteSlugs } from "../../client/i18n/routes";
import { INTL_LOCALE, LANGUAGES, type Lang } from "../../client/i18n/languages";
import { articlePathOf, visitorTestimonials } from "../content";
import { freePagesOf } from "../content/page-paths";
import type { Article, Content } from "../content/schema";
import type { AppEnv } from "../env";
import { listFacetsOf } from "../feed/facets";
import { bannerProjects, bannerProperties } from "../feed/project-list";
import { ArticleBody, HomeBody, type ShownTestimonial } from "../pages/bodies";
import type { BannerListings } from "../pages/home/Banner";
import type { ListingCounts } from "../pages/home/SearchBlock";
import { renderPage } from "../render/page";
import { pageCrumbs } from "../seo/breadcrumbs";
import { articleMeta } from "../seo/page-meta";
import type { Services } from "../services";
import { shownAt, type SiteArea } from "./area";
import { alternatesIn, renderContentPage, renderFreePage } from "./content-page";
import { leadFormProps } from "./lead-form-props";

/**
 * The content pages of the menu and the legal pages; the lists, projects and login live in their own
 * areas. Those whose address the agency may rename are found in the published version's slug table
 * (renamedRouteAt); the search alert's page keeps the code's address and has a route of its own.
 */
const FIXED_CONTENT_ROUTES = ["demandRegister"] as const satisfies readonly (FixedRouteKey & PageRouteKey)[];
/** Every page route a publish may rename, from the route table (a route made renamable there is found here too). */
const RENAMABLE_CONTENT_ROUTES = PAGE_ROUTE_KEYS.filter(isRenamable);

/** The renamable content page whose address in `slugs` (the request's published version's) is `path`. */
const renamableRouteAt = (slugs: RouteSlugs, lang: Lang, path: string): PageRouteKey | undefined =>
  RENAMABLE_CONTENT_ROUTES.find((route) => pathFor(slugs, route, lang) === path);

// Isolate-lifetime, per content object: the seed only changes with a deploy; a published content version is a new object.
const articleIndexes = new WeakMap<Content, Map<string, Article>>();

/** The Published article (without a route of its own) at a lower-cased path, e.g. /nl/onze-diensten/. */
function articleAt(content: Content, path: string): Article | undefined {
  let byPath = articleIndexes.get(content);
  if (!byPath) {
    byPath = new Map();
    for (const article of content.articles) {
      if (article.status !== "Published" || article.route) continue;
      for (const lang of LANGUAGES) byPath.set(articlePathOf(article, lang), article);
    }
    articleIndexes.set(content, byPath);
  }
  return byPath.get(path);
}

/** The search block's totals: the snapshot's, or the configured ones until a snapshot exists. */
async function homeListings(services: Services, lang: Lang): Promise<{ counts: ListingCounts; banner: BannerListings | undefined }> {
  const [forSale, forRent] = services.content.site.propertySearch.data.countProperty;
  const index = await services.listings.index(lang);
  if (!index) return { counts: { forSale, forRent }, banner: undefined };
  const type = services.content.site.banner.type;
  const banner =
    type === "properties"
      ? { properties: bannerProperties(services.listings.queries(index).newest) }
      : type === "projects"
        ? { projects: bannerProjects(await services.listings.projects(index), INTL_LOCALE[lang]) }
        : undefined;
  // The same totals as the search box and the lists (worker/feed/offer.ts, counted in worker/feed/facets.ts).
  return { counts: listFacetsOf(index).totals, banner };
}

/** Testimonials visitors sent in `lang` and the staff approved: content documents, published with the content (worker/content/testimonials.ts). */
function approvedTestimonials(content: Content, lang: Lang): ShownTestimonial[] {
  return visitorTestimonials(lang, content).map(({ name, comment, website, date }) => ({ name, comment, website, date }));
}

/**
 * What the content shows at an address no route of the code answers: a menu or legal page at the
 * address the published version gives it, a page the agency made, or an article.
 */
async function renderAtOwnAddress(c: Context<AppEnv>, area: SiteArea): Promise<Response> {
  const { services, i18n, enabledLanguages, defaultLanguage } = c.var;
  // Hono's path is decoded, and lower case by now (worker/middleware/locale.ts), as the article index is.
  const publicPath = area.preview ? c.req.path.replace(`/${area.lang}/preview/`, `/${area.lang}/`) : c.req.path;
  const route = renamableRouteAt(services.links.slugs, area.lang, publicPath);
  if (route) return renderContentPage(c, area, route);
  const free = freePagesOf(services.content).at.get(publicPath);
  if (free) return renderFreePage(c, area, free.page, free.paths);
  const article = articleAt(services.content, publicPath);
  if (!article) return c.notFound();
  const { lang } = area;
  const path = articlePathOf(article, lang);
  const crumbs = pageCrumbs(article.title[lang], path, lang, i18n);
  const meta = articleMeta(article, {
    content: services.content,
    lang,
    path,
    origin: services.origin,
    crumbs,
    xDefaultPath: articlePathOf(article, defaultLanguage),
  });
  return renderPage(c, {
    ...shownAt(
      area,
      path,
      alternatesIn(enabledLanguages, (code) => articlePathOf(article, code)),
    ),
    meta,
    body: (
      <ArticleBody
        article={article}
        crumbs={crumbs}
        // An article that shows testimonials invites the next one (stored, published only once the agency approves it).
        testimonialForm={article.testimonials ? await leadFormProps(services, "testimonial", { lang, page: path }) : undefined}
        approved={article.testimonials ? approvedTestimonials(services.content, lang) : undefined}
      />
    ),
  });
}

/** Home, the menu and legal pages, the pages the agency made and the articles of one language (the last pattern catches what no other area answered). */
export function pages(area: SiteArea) {
  const app = new Hono<AppEnv>().get(area.paths.page("home"), (c) =>
    renderContentPage(c, area, "home", {
      body: async (modules) => <HomeBody modules={modules} {...await homeListings(c.var.services, area.lang)} />,
    }),
  );
  for (const route of FIXED_CONTENT_ROUTES) app.get(area.paths.page(route), (c) => renderContentPage(c, area, route));
  return app.get(area.paths.article, (c) => renderAtOwnAddress(c, area));
}
