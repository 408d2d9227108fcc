import type { Context } from "hono";
import type { ReactNode } from "react";
import { LANGUAGES, type Lang } from "../../client/i18n/languages";
import { pathFor, type PageRouteKey } from "../../client/i18n/routes";
import { pageByRoute } from "../content";
import type { AppEnv } from "../env";
import type { LoadedModule } from "../pages/modules/data";
import { ContentBody } from "../pages/bodies";
import { renderPage } from "../render/page";
import { pageCrumbs } from "../seo/breadcrumbs";
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

/**
 * A menu or content page (SPEC 3 Menu page): Published only (anything else is a 404), or a redirect
 * where the page says so; its modules' data loaded by their loaders. `body` replaces the standard
 * content body (home has its banner); `isHome` marks the home page for the frame.
 */
export async function renderContentPage(
  c: Context<AppEnv>,
  area: SiteArea,
  route: PageRouteKey,
  options: { body?: (modules: LoadedModule[]) => Promise<ReactNode> | ReactNode } = {},
): Promise<Response> {
  const { services, i18n, enabledLanguages } = c.var;
  const { lang } = area;
  const page = pageByRoute(route, services.content);
  if (!page) return c.notFound();
  if (page.params.redirect && page.params.redirectUrl) return c.redirect(page.params.redirectUrl, 302);
  const path = pathFor(route, lang);
  const crumbs = page.params.showBreadCrumb && route !== "home" ? pageCrumbs(page.params.title[lang].text, path, lang, i18n) : undefined;
  const search = new URL(c.req.url).searchParams;
  let index: ReturnType<typeof services.listings.index> | undefined;
  const modules = await loadModules(page, { services, lang, route, path, search, index: () => (index ??= services.listings.index(lang)) });
  const meta = contentPageMeta(page, { content: services.content, lang, path, origin: services.origin, crumbs });
  return renderPage(c, {
    ...shownAt(
      area,
      path,
      alternatesIn(enabledLanguages, (code) => pathFor(route, code)),
    ),
    meta,
    isHome: route === "home",
    body: options.body ? await options.body(modules) : <ContentBody page={page} modules={modules} crumbs={crumbs} />,
  });
}
