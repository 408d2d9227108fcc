import type { Context } from "hono";
import type { ReactNode } from "react";
import { LANGUAGES, type Lang } from "../../client/i18n/languages";
import { pageTargetOf, pathFor, type PageRouteKey } from "../../client/i18n/routes";
import { pageByRoute } from "../content";
import { pagePathIn } from "../content/page-paths";
import type { Content, Page } from "../content/schema";
import type { AppEnv } from "../env";
import type { LoadedModule } from "../pages/modules/data";
import { ContentBody } from "../pages/bodies";
import { renderPage } from "../render/page";
import { pageCrumbs, type Crumb } from "../seo/breadcrumbs";
import { contentPageMeta } from "../seo/page-meta";
import { shownAt, type SiteArea } from "./area";
import { loadModules } from "./modules";

/** A page's own address in every enabled language (hreflang, the language switcher). */
export function alternatesIn(enabled: readonly Lang[], pathOf: (lang: Lang) => string | undefined): Partial<Record<Lang, string>> {
  const out: Partial<Record<Lang, string>> = {};
  for (const lang of LANGUAGES) {
    const path = enabled.includes(lang) ? pathOf(lang) : undefined;
    if (path) out[lang] = path;
  }
  return out;
}

type BodyOf = (modules: LoadedModule[]) => Promise<ReactNode> | ReactNode;

/**
 * A menu or content page (SPEC 3 Menu page) of a route: Published only (anything else is a 404), or
 * a redirect where the page says so; its modules' data loaded by their loaders. `body` replaces the
 * standard content body (home has its banner).
 */
export async function renderContentPage(c: Context<AppEnv>, area: SiteArea, route: PageRouteKey, options: { body?: BodyOf } = {}): Promise<Response> {
  const page = pageByRoute(route, c.var.services.content);
  if (!page) return c.notFound();
  return renderShownPage(c, area, page, { pathIn: (lang) => pathFor(c.var.services.links.slugs, route, lang), body: options.body });
}

/** A page the agency made, at its own address (worker/content/page-paths.ts freePagesOf). */
export function renderFreePage(c: Context<AppEnv>, area: SiteArea, page: Page, paths: Readonly<Record<Lang, string>>): Promise<Response> {
  return renderShownPage(c, area, page, { pathIn: (lang) => paths[lang] });
}

/** The page a child page sits under, as its trail's middle crumb. */
function parentCrumb(page: Page, content: Content, lang: Lang): Crumb[] {
  const parent = page.parentId === null || page.route ? undefined : content.pages.find((candidate) => candidate.id === page.parentId);
  const path = parent && pagePathIn(content, pageTargetOf(parent), lang);
  return parent && path ? [{ name: parent.params.title[lang].text, path }] : [];
}

async function renderShownPage(
  c: Context<AppEnv>,
  area: SiteArea,
  page: Page,
  { pathIn, body }: { pathIn: (lang: Lang) => string; body?: BodyOf | undefined },
): Promise<Response> {
  const { services, i18n, enabledLanguages, defaultLanguage } = c.var;
  const { lang } = area;
  const { route } = page;
  if (page.params.redirect && page.params.redirectUrl) return c.redirect(page.params.redirectUrl, 302);
  const path = pathIn(lang);
  const title = page.params.title[lang].text;
  const crumbs = page.params.showBreadCrumb && route !== "home" ? pageCrumbs(title, path, lang, i18n, parentCrumb(page, services.content, lang)) : undefined;
  const search = new URL(c.req.url).searchParams;
  let index: ReturnType<typeof services.listings.index> | undefined;
  const modules = await loadModules(page, { services, lang, route, path, search, index: () => (index ??= services.listings.index(lang)) });
  const meta = contentPageMeta(page, { content: services.content, lang, path, origin: services.origin, crumbs, xDefaultPath: pathIn(defaultLanguage) });
  return renderPage(c, {
    ...shownAt(area, path, alternatesIn(enabledLanguages, pathIn)),
    meta,
    isHome: route === "home",
    body: body ? await body(modules) : <ContentBody page={page} modules={modules} crumbs={crumbs} />,
  });
}
