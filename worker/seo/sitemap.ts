/**
 * What one language's sitemap lists: every indexable page of the content (menu pages, legal pages,
 * articles) and every listing of the current snapshot, each with its alternates in every enabled
 * language plus x-default, and its last change.
 */
import type { Lang } from "../../client/i18n/languages";
import { pageTargetOf, ROUTES } from "../../client/i18n/routes";
import { articlePathOf, publishedPages } from "../content";
import { pagePathIn } from "../content/page-paths";
import type { Content } from "../content/schema";
import type { LanguageIndex } from "../feed/snapshot-store";
import { NOINDEX_ROUTES } from "./indexing";
import type { SitemapEntry } from "./sitemap-xml";
import { knownDate } from "./structured-data";

export interface SitemapInput {
  lang: Lang;
  enabled: readonly Lang[];
  defaultLanguage: Lang;
  origin: string;
  /** The current snapshot's index per enabled language (missing before the first sync). */
  indexes: Partial<Record<Lang, LanguageIndex>>;
  /** When the snapshot was published: the last change of a listing the provider gives no date for. */
  snapshotTime: string | undefined;
  content: Content;
}

type Paths = Partial<Record<Lang, string>>;

function entryOf(input: SitemapInput, paths: Paths, xDefault: string | undefined, lastmod: string | undefined): SitemapEntry | null {
  const own = paths[input.lang];
  if (!own) return null;
  const absolute = (path: string) => new URL(path, input.origin).toString();
  const alternates: SitemapEntry["alternates"][number][] = input.enabled.flatMap((code) => {
    const path = paths[code];
    return path ? [{ hreflang: code, href: absolute(path) }] : [];
  });
  if (xDefault) alternates.push({ hreflang: "x-default", href: absolute(xDefault) });
  return { loc: absolute(own), lastmod, alternates };
}

const pathsIn = (enabled: readonly Lang[], pathOf: (lang: Lang) => string | undefined): Paths =>
  Object.fromEntries(enabled.map((code) => [code, pathOf(code)]).filter(([, path]) => path !== undefined));

/** Content pages and articles: Published, not redirecting elsewhere, not kept out of search engines. */
function contentEntries(input: SitemapInput): SitemapEntry[] {
  const source = input.content;
  const pages = publishedPages(source).filter((page) => !(page.params.redirect && page.params.redirectUrl) && !(page.route && NOINDEX_ROUTES.has(page.route)));
  const articles = source.articles.filter((article) => article.status === "Published" && !article.route);
  return [
    ...pages.map((page) => {
      // A route's page at the route's address (x-default its language-less original); a page the agency made at its own.
      const paths = pathsIn(input.enabled, (code) => pagePathIn(source, pageTargetOf(page), code));
      return entryOf(input, paths, page.route ? ROUTES[page.route].original : paths[input.defaultLanguage], page.modifyDate);
    }),
    ...articles.map((article) => {
      const paths = pathsIn(input.enabled, (code) => articlePathOf(article, code));
      return entryOf(input, paths, paths[input.defaultLanguage], article.date);
    }),
  ].filter((entry): entry is SitemapEntry => entry !== null);
}

/** Properties and projects of the snapshot, matched across languages by id. */
function listingEntries(input: SitemapInput): SitemapEntry[] {
  const own = input.indexes[input.lang];
  if (!own) return [];
  const lookup = <T extends { id: number; path: string }>(pick: (index: LanguageIndex) => readonly T[]) => {
    const byLang = new Map(
      input.enabled.map((code) => [code, new Map((input.indexes[code] ? pick(input.indexes[code]) : []).map((item) => [item.id, item.path]))]),
    );
    return (id: number) => pathsIn(input.enabled, (code) => byLang.get(code)?.get(id));
  };
  const propertyPaths = lookup((index) => index.properties);
  const projectPaths = lookup((index) => index.projects);
  const lastmod = (updatedAt: string) => knownDate(updatedAt) ?? input.snapshotTime;
  return [
    ...own.properties.map((item) => {
      const paths = propertyPaths(item.id);
      return entryOf(input, paths, paths[input.defaultLanguage], lastmod(item.updatedAt));
    }),
    ...own.projects.map((item) => {
      const paths = projectPaths(item.id);
      return entryOf(input, paths, paths[input.defaultLanguage], lastmod(item.updatedAt));
    }),
  ].filter((entry): entry is SitemapEntry => entry !== null);
}

/** Every address of one language's sitemap: pages first, then listings. */
export function sitemapEntries(input: SitemapInput): SitemapEntry[] {
  return [...contentEntries(input), ...listingEntries(input)];
}
