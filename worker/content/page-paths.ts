import { isPreviewPath } from "../../client/domain/preview";
import { LANGUAGES, type Lang } from "../../client/i18n/languages";
import {
  CODE_SLUGS,
  FIXED_SLUG_ROUTES,
  FORM_PREFIX,
  isRenamable,
  type Links,
  NEWSLETTER_SEGMENT,
  PAGE_ROUTE_KEYS,
  type PageRouteKey,
  pageTargetOf,
  pathFor,
  PORTAL_PREFIX,
  PREVIEW_SEGMENT,
  type RouteKey,
  type RouteSlugs,
  THANK_YOU_PREFIX,
} from "../../client/i18n/routes";
import { pageByRoute, publishedPages } from "./index";
import type { Content, Page } from "./schema";

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

/** The page addresses `content` publishes: its slug table and its free pages' paths (both kept per content object above). */
export function linksOf(content: Content): Links {
  return { slugs: routeSlugsOf(content), freePages: freePagesOf(content).paths };
}

/** A page the agency made: no route of the code, an address of its own. */
export const isFreePage = (page: Pick<Page, "route">): boolean => page.route === undefined;

export type ParentProblem = "unknown" | "unpublished" | "nested" | "fixed" | "itself";

/**
 * What keeps the page `parentId` names from holding pages under its address: a child sits one level
 * down (SPEC 2: /{parent path}/{child path}/), under a Published top-level page whose address the
 * agency owns. The listing roots, home, search alerts and login have addresses of their own below them.
 */
export function parentProblem(page: Pick<Page, "id" | "parentId">, content: Content): ParentProblem | undefined {
  if (page.parentId === null) return undefined;
  if (page.parentId === page.id) return "itself";
  const parent = content.pages.find((candidate) => candidate.id === page.parentId);
  if (!parent) return "unknown";
  if (parent.status !== "Published") return "unpublished";
  return holdingProblem(parent);
}

/**
 * Why a page cannot hold others under its address, whatever its state: it is itself a child (pages
 * sit one level down), or its route's address is fixed. The editor offers the parents this allows.
 */
export function holdingProblem(page: { route?: RouteKey | undefined; parentId: number | null }): "nested" | "fixed" | undefined {
  if (page.route) return isRenamable(page.route) ? undefined : "fixed";
  return page.parentId === null ? undefined : "nested";
}

/** Where the Published pages the agency made answer, by target and by path; a page that cannot be placed (no path, a parent it cannot sit under) has no address. */
export interface FreePageTable {
  paths: ReadonlyMap<string, Readonly<Record<Lang, string>>>;
  at: ReadonlyMap<string, { page: Page; paths: Readonly<Record<Lang, string>> }>;
}

// Isolate-lifetime, per content object, as the slug tables.
const freePageTables = new WeakMap<Content, FreePageTable>();

/** The addresses of `content`'s Published pages without a route: /{lang}/{path}/, or /{lang}/{parent's path}/{path}/. */
export function freePagesOf(content: Content): FreePageTable {
  let table = freePageTables.get(content);
  if (!table) {
    const slugs = routeSlugsOf(content);
    const paths = new Map<string, Record<Lang, string>>();
    const at = new Map<string, { page: Page; paths: Record<Lang, string> }>();
    for (const page of publishedPages(content)) {
      const own = page.params.path;
      if (!isFreePage(page) || !own || parentProblem(page, content)) continue;
      const parent = page.parentId === null ? undefined : content.pages.find((candidate) => candidate.id === page.parentId);
      const above = (lang: Lang): string | undefined => (parent ? (parent.route ? slugs[parent.route][lang] : parent.params.path?.[lang]) : "");
      const entry = {} as Record<Lang, string>;
      let placed = true;
      for (const lang of LANGUAGES) {
        const prefix = above(lang);
        if (prefix === undefined) placed = false;
        entry[lang] = `/${lang}/${prefix ? `${prefix}/` : ""}${own[lang]}/`;
      }
      if (!placed) continue;
      paths.set(pageTargetOf(page), entry);
      for (const lang of LANGUAGES) at.set(entry[lang], { page, paths: entry });
    }
    table = { paths, at };
    freePageTables.set(content, table);
  }
  return table;
}

const pageRoute = (target: string): PageRouteKey | undefined => PAGE_ROUTE_KEYS.find((key) => key === target);

/** Whether `content` shows the page `target` names (pageTargetOf) at an address. */
export function showsPage(content: Content, target: string): boolean {
  const route = pageRoute(target);
  return route ? pageByRoute(route, content) !== undefined : freePagesOf(content).paths.has(target);
}

/** A page's address in `lang` as `content` publishes it (the route's, or its own); undefined for a page `content` does not show. */
export function pagePathIn(content: Content, target: string, lang: Lang): string | undefined {
  const route = pageRoute(target);
  if (route) return pageByRoute(route, content) ? pathFor(routeSlugsOf(content), route, lang) : undefined;
  return freePagesOf(content).paths.get(target)?.[lang];
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
  | { code: "reservedSlug"; at: string; lang: Lang; path: string }
  /** A page the agency made without an address of its own. */
  | { code: "missingPath"; at: string }
  /** A page the agency made placed under a page it cannot sit under. */
  | { code: "badParent"; at: string; problem: ParentProblem };

/** The languages in which a page of a fixed route is given another address than the code's: none for a renamable route. */
export function fixedPathChanges(route: RouteKey, path: Partial<Record<Lang, string>> | undefined, languages: readonly Lang[] = LANGUAGES): Lang[] {
  if (!path || isRenamable(route)) return [];
  return languages.filter((lang) => path[lang] !== CODE_SLUGS[route][lang]);
}

/** What is wrong with the published pages' own addresses, beyond their form (the schema) and their uniqueness (publish-check). */
export function pagePathProblems(content: Content, languages: readonly Lang[]): PagePathProblem[] {
  return content.pages.flatMap((page, index): PagePathProblem[] => {
    if (page.status !== "Published") return [];
    const path = page.params.path;
    const at = `pages[${index}].params.path`;
    if (isFreePage(page)) {
      const problem = parentProblem(page, content);
      if (problem) return [{ code: "badParent", at: `pages[${index}].parentId`, problem }];
      if (!path) return [{ code: "missingPath", at }];
    } else if (!path) return [];
    const route = page.route;
    if (route && !isRenamable(route)) return fixedPathChanges(route, path, languages).map((lang) => ({ code: "fixedPath", at: `${at}.${lang}`, route, lang }));
    // Below a parent, the first segment is the parent's: only a top-level page can take another family's.
    const topLevel = route !== undefined || page.parentId === null;
    // "preview" anywhere makes an address a preview (SPEC 2): never cached, no consent question.
    return languages
      .filter((lang) => (topLevel && reservedSegments(lang).has(path[lang])) || isPreviewPath(path[lang]))
      .map((lang) => ({ code: "reservedSlug", at: `${at}.${lang}`, lang, path: pagePathIn(content, pageTargetOf(page), lang) ?? `/${lang}/${path[lang]}/` }));
  });
}

/** A page address that `after` gives up for another: the old path, and the page that was there (pageTargetOf). */
export interface MovedPage {
  path: string;
  lang: Lang;
  target: string;
}

/** The addresses of pages published in both that `after` moves (renamed, or a page the agency made placed elsewhere): each keeps answering with a 301 to the new one. */
export function movedPages(before: Content, after: Content): MovedPage[] {
  const targets = new Set(publishedPages(before).map(pageTargetOf));
  return publishedPages(after)
    .map(pageTargetOf)
    .filter((target) => targets.has(target))
    .flatMap((target) =>
      LANGUAGES.flatMap((lang) => {
        const [path, now] = [pagePathIn(before, target, lang), pagePathIn(after, target, lang)];
        return path && now && path !== now ? [{ path, lang, target }] : [];
      }),
    );
}
