import { LANGUAGES, type Lang } from "../../client/i18n/languages";
import { articlePathOf } from "./index";
import { movedPages } from "./page-paths";
import type { Content } from "./schema";

/** An address a publish moves content away from, and what is there now. */
export interface MovedPath {
  /** The old public path, /{lang}/... */
  path: string;
  lang: Lang;
  /** An article by its id, or a page by the route it serves or, made by the agency, its `page-{id}` (pageTargetOf). */
  target: { kind: "article" | "page"; id: string };
}

/**
 * The public addresses that `after` takes away from content that `before` showed there and that is
 * still shown elsewhere: a Published article whose path changed (its title or category was edited),
 * a page whose own address was renamed or that was placed under another page. An article or page withdrawn or deleted leaves no redirect: its
 * address answers 404, as it should.
 */
export function movedPaths(before: Content, after: Content): MovedPath[] {
  const pages = movedPages(before, after).map(({ path, lang, target }): MovedPath => ({ path, lang, target: { kind: "page", id: target } }));
  return [...pages, ...movedArticles(before, after)];
}

function movedArticles(before: Content, after: Content): MovedPath[] {
  const now = new Map(after.articles.filter((article) => article.status === "Published" && !article.route).map((article) => [article.id, article]));
  return before.articles.flatMap((article) => {
    const current = now.get(article.id);
    if (article.status !== "Published" || article.route || !current) return [];
    return LANGUAGES.flatMap((lang): MovedPath[] => {
      const path = articlePathOf(article, lang);
      return path !== articlePathOf(current, lang) ? [{ path, lang, target: { kind: "article", id: String(article.id) } }] : [];
    });
  });
}
