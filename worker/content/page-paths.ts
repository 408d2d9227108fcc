import { LANGUAGES, type Lang } from "../../client/i18n/languages";
import {
  CODE_SLUGS,
  FIXED_SLUG_ROUTES,
  FORM_PREFIX,
  isRenamable,
  NEWSLETTER_SEGMENT,
  PAGE_ROUTE_KEYS,
  PORTAL_PREFIX,
  PREVIEW_SEGMENT,
  routePath,
  type RouteKey,
  type RouteSlugs,
  THANK_YOU_PREFIX,
} from "../../client/i18n/routes";
import { pageByRoute } from "./index";
import type { Content } from "./schema";

// Isolate-lifetime, per content object: a published content version is a new object.
const slugTables = new WeakMap<Content, RouteSlugs>();

/**
 * The slugs the site answers with `content` published: the route table's, with each renamable page's
 * own `params.path` (SPEC 3 "path per language") over its route's. A fixed route keeps the code's
 * slug whatever its page says (publishing refuses such a page: fixedPath).
 */
export function routeSlugsOf(content: Content): RouteSlugs {
  let slugs = slugTables.get(content);
  if (!slugs) {
    const table: Record<RouteKey, Readonly<Record<Lang, string>>> = { ...CODE_SLUGS };
    for (const route of PAGE_ROUTE_KEYS) {
      const path = isRenamable(route) ? pageByRoute(route, content)?.params.path : undefined;
      if (path) table[route] = { ...path };
    }
    slugs = table;
    slugTables.set(content, slugs);
  }
  return slugs;
}

/** The first segments the site's own address families use in `lang`: no page may take one. */
export function reservedSegments(lang: Lang): Set<string> {
  const fixed = FIXED_SLUG_ROUTES.map((route) => CODE_SLUGS[route][lang]).filter((slug) => slug !== "");
  return new Set([...fixed, THANK_YOU_PREFIX[lang], FORM_PREFIX[lang], PORTAL_PREFIX[lang], NEWSLETTER_SEGMENT, PREVIEW_SEGMENT]);
}

export type PagePathProblem =
  /** A page of a fixed route (home, the listings, search alerts, login) given another address. */
  | { code: "fixedPath"; at: string; route: RouteKey; lang: Lang }
  /** A page or article given an address that starts another family of the site's addresses (a thank-you page, the portal...). */
  | { code: "reservedSlug"; at: string; lang: Lang; path: string };

/** The languages in which a page of a fixed route is given another address than the code's: none for a renamable route. */
export function fixedPathChanges(route: RouteKey, path: Partial<Record<Lang, string>> | undefined, languages: readonly Lang[] = LANGUAGES): Lang[] {
  if (!path || isRenamable(route)) return [];
  return languages.filter((lang) => path[lang] !== CODE_SLUGS[route][lang]);
}

/** What is wrong with the published pages' own addresses, beyond their form (the schema) and their uniqueness (publish-check). */
export function pagePathProblems(content: Content, languages: readonly Lang[]): PagePathProblem[] {
  return content.pages.flatMap((page, index): PagePathProblem[] => {
    const path = page.params.path;
    if (page.status !== "Published" || !path) return [];
    const at = `pages[${index}].params.path`;
    if (!isRenamable(page.route))
      return fixedPathChanges(page.route, path, languages).map((lang) => ({ code: "fixedPath", at: `${at}.${lang}`, route: page.route, lang }));
    return languages
      .filter((lang) => reservedSegments(lang).has(path[lang]))
      .map((lang) => ({ code: "reservedSlug", at: `${at}.${lang}`, lang, path: `/${lang}/${path[lang]}/` }));
  });
}

/** A page address that `after` gives up for another: the old path, and the route whose page it was. */
export interface MovedPage {
  path: string;
  lang: Lang;
  route: RouteKey;
}

/** The addresses of pages published in both that `after` renames: each keeps answering with a 301 to the new one. */
export function movedPages(before: Content, after: Content): MovedPage[] {
  const [old, now] = [routeSlugsOf(before), routeSlugsOf(after)];
  return PAGE_ROUTE_KEYS.filter((route) => isRenamable(route) && pageByRoute(route, before) && pageByRoute(route, after)).flatMap((route) =>
    LANGUAGES.flatMap((lang) => {
      const path = routePath(old, route, lang);
      return path !== routePath(now, route, lang) ? [{ path, lang, route }] : [];
    }),
  );
}
