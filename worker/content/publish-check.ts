/**
 * The whole-site check a content version passes before it may be published (issue 17: "published
 * whole or not at all"). The schema (worker/content/schema.ts) checks each document's shape; this
 * checks what only the whole site shows: ids unique, every address unique per language and made by
 * SPEC 2's slug rule, every internal link and module relation leading to published content, every
 * route kept by a page, and every enabled language filled. It answers the list of problems, each
 * with where it is (a dotted path into the content) so the editor can point at the field; an empty
 * list is a site that may be published. The repository's own content (the seed) must pass it.
 */
import { isPreviewPath } from "../../client/domain/preview";
import type { Lang } from "../../client/i18n/languages";
import { PAGE_ROUTE_KEYS, pageTargetOf, pathFor, type RouteKey } from "../../client/i18n/routes";
import { fieldPath, isLanguageKeyed } from "./documents";
import { articleById, articlePathOf, enabledLanguages, pageByRoute, teamByCategory } from "./index";
import { pagePathIn, pagePathProblems, showsPage, reservedSegments, routeSlugsOf, type PagePathProblem } from "./page-paths";
import type { Content } from "./schema";

export type ContentProblem =
  /** Two items of one kind share an id: links and module relations could not tell them apart. */
  | { code: "duplicateId"; at: string; kind: "page" | "module" | "article" | "team"; id: number }
  /** Two published pages or articles answer at one address in a language. */
  | { code: "duplicatePath"; at: string; lang: Lang; path: string; with: string }
  /** An article's title (and categories) give no address by the slug rule in a language. */
  | { code: "emptySlug"; at: string; lang: Lang }
  /** An article's address falls in the address family of the listings (for sale, for rent, projects). */
  | { code: "reservedPath"; at: string; lang: Lang; path: string }
  /** A link to a page that is not published (by its route, or `page-{id}` for a page the agency made). */
  | { code: "brokenLink"; at: string; route: string }
  /** A published module shows an article that is not published, or a team category with nobody in it. */
  | { code: "brokenRelation"; at: string; relation: "article" | "category"; id: number }
  /** A route of the site without a published page: its address would have nothing to show. */
  | { code: "missingPage"; at: string; route: RouteKey }
  /** A text left empty in a language the site shows. */
  | { code: "missingTranslation"; at: string; lang: Lang }
  | PagePathProblem;

/** The routes whose addresses below them belong to listings: no article may live there. */
const LISTING_ROUTES = ["forSale", "forRent", "projects", "project"] as const satisfies readonly RouteKey[];

function duplicateIds(content: Content): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const check = (kind: "page" | "module" | "article" | "team", items: readonly { id: number; at: string }[]) => {
    const seen = new Set<number>();
    for (const { id, at } of items) {
      if (seen.has(id)) problems.push({ code: "duplicateId", at, kind, id });
      seen.add(id);
    }
  };
  check(
    "page",
    content.pages.map((page, index) => ({ id: page.id, at: `pages[${index}]` })),
  );
  check(
    "module",
    content.pages.flatMap((page, index) =>
      page.params.modules.map((module, position) => ({ id: module.id, at: `pages[${index}].params.modules[${position}]` })),
    ),
  );
  check(
    "article",
    content.articles.map((article, index) => ({ id: article.id, at: `articles[${index}]` })),
  );
  check(
    "team",
    content.team.map((member, index) => ({ id: member.id, at: `team[${index}]` })),
  );
  return problems;
}

function addressProblems(content: Content, languages: readonly Lang[]): ContentProblem[] {
  const problems: ContentProblem[] = [...pagePathProblems(content, languages)];
  const slugs = routeSlugsOf(content);
  for (const lang of languages) {
    const owners = new Map<string, string>();
    const claim = (path: string, at: string) => {
      const holder = owners.get(path);
      if (holder) problems.push({ code: "duplicatePath", at, lang, path, with: holder });
      else owners.set(path, at);
    };
    content.pages.forEach((page, index) => {
      if (page.status !== "Published") return;
      // A page the agency made that cannot be placed has no address (pagePathProblems says why).
      const path = pagePathIn(content, pageTargetOf(page), lang);
      if (path) claim(path, page.params.path ? `pages[${index}].params.path.${lang}` : `pages[${index}]`);
    });
    const listingRoots = LISTING_ROUTES.map((route) => pathFor(slugs, route, lang));
    const reserved = reservedSegments(lang);
    content.articles.forEach((article, index) => {
      // A route-bound article (privacy, cookie policy...) is shown at its route's page address.
      if (article.status !== "Published" || article.route) return;
      const at = `articles[${index}]`;
      const path = articlePathOf(article, lang);
      if (path === `/${lang}/`) problems.push({ code: "emptySlug", at, lang });
      else if (listingRoots.some((root) => path.startsWith(root))) problems.push({ code: "reservedPath", at, lang, path });
      // Under a thank-you, form, portal or preview address the article could never be reached.
      // Nor where "preview" in the address makes it a preview (SPEC 2): never cached, no consent question.
      else if (reserved.has(path.split("/")[2] ?? "") || isPreviewPath(path)) problems.push({ code: "reservedSlug", at, lang, path });
      else claim(path, at);
    });
  }
  return problems;
}

/** Every link object ({ route }) in `value`, with its dotted path. */
function eachRouteLink(value: unknown, visit: (at: string, route: string) => void, at = ""): void {
  if (Array.isArray(value)) value.forEach((item, index) => eachRouteLink(item, visit, `${at}[${index}]`));
  else if (value && typeof value === "object") {
    const entries = Object.entries(value);
    // The schema's link is exactly { route } (valibot objects drop other keys); a page or article has more.
    if (entries.length === 1 && entries[0]?.[0] === "route" && typeof entries[0][1] === "string") visit(at, entries[0][1]);
    else for (const [key, item] of entries) eachRouteLink(item, visit, at ? `${at}.${key}` : key);
  }
}

function linkProblems(content: Content): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const check = (value: unknown, at: string) =>
    eachRouteLink(
      value,
      (where, route) => {
        // A project detail is a listing's address, never a page of the content.
        if (route !== "project" && !showsPage(content, route)) problems.push({ code: "brokenLink", at: where, route });
      },
      at,
    );
  check(content.site, "site");
  content.pages.forEach((page, index) => page.status === "Published" && check(page.params, `pages[${index}].params`));
  content.articles.forEach((article, index) => article.status === "Published" && check(article, `articles[${index}]`));
  return problems;
}

function relationProblems(content: Content, languages: readonly Lang[]): ContentProblem[] {
  const problems: ContentProblem[] = [];
  content.pages.forEach((page, index) => {
    if (page.status !== "Published") return;
    page.params.modules.forEach((module, position) => {
      if (module.status !== "Published") return;
      const at = `pages[${index}].params.modules[${position}].relations`;
      const { type, id } = module.relations;
      if (type === "article" && !articleById(id, content)) problems.push({ code: "brokenRelation", at, relation: "article", id });
      if (type === "category" && teamByCategory(id, 1, content).length === 0) problems.push({ code: "brokenRelation", at, relation: "category", id });
      // A text module shows its own text: each language the site shows needs it.
      if (type === "text")
        for (const lang of languages)
          if (!module.text || module.text[lang].length === 0)
            problems.push({ code: "missingTranslation", at: `pages[${index}].params.modules[${position}].text.${lang}`, lang });
    });
  });
  for (const route of PAGE_ROUTE_KEYS) if (!pageByRoute(route, content)) problems.push({ code: "missingPage", at: "pages", route });
  return problems;
}

const missingTranslation = (value: unknown, languages: readonly Lang[], at: string): ContentProblem[] =>
  untranslated(value, languages, at).map(({ at: where, lang }) => ({ code: "missingTranslation", at: where, lang }));

const isEmpty = (text: unknown) =>
  text === "" || (Array.isArray(text) && text.length === 0) || (typeof text === "object" && text !== null && "text" in text && text.text === "");

/**
 * Every text keyed by the four languages (worker/content/schema.ts `localized`) left empty in one of
 * `languages`: what publishing refuses, and what the editor counts before it.
 */
export function untranslated(value: unknown, languages: readonly Lang[], at = ""): { at: string; lang: Lang }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => untranslated(item, languages, fieldPath(at, index)));
  if (!value || typeof value !== "object") return [];
  if (isLanguageKeyed(value)) return languages.filter((lang) => isEmpty(value[lang])).map((lang) => ({ at: fieldPath(at, lang), lang }));
  const record = value as Record<string, unknown>;
  return Object.keys(record).flatMap((key) => untranslated(record[key], languages, fieldPath(at, key)));
}

/** What keeps `content` from being published on a site that shows `languages` (by default its own enabled ones); empty when nothing does. */
export function contentProblems(content: Content, languages: readonly Lang[] = enabledLanguages(content.site)): ContentProblem[] {
  return [
    ...duplicateIds(content),
    ...addressProblems(content, languages),
    ...linkProblems(content),
    ...relationProblems(content, languages),
    ...missingTranslation(content.site, languages, "site"),
    ...content.pages.flatMap((page, index) => (page.status === "Published" ? missingTranslation(page, languages, `pages[${index}]`) : [])),
    ...content.articles.flatMap((article, index) => (article.status === "Published" ? missingTranslation(article, languages, `articles[${index}]`) : [])),
    ...content.team.flatMap((member, index) => (member.status === "Published" ? missingTranslation(member, languages, `team[${index}]`) : [])),
  ];
}
