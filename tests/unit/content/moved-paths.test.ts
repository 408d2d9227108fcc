import { describe, expect, it } from "vitest";
import { articlePathOf, seedContent } from "../../../worker/content";
import { movedPaths } from "../../../worker/content/moved-paths";
import type { Content } from "../../../worker/content/schema";

const article = seedContent.articles.find((candidate) => candidate.status === "Published" && !candidate.route)!;
const withArticle = (changes: Partial<typeof article>): Content => ({
  ...seedContent,
  articles: seedContent.articles.map((candidate) => (candidate.id === article.id ? { ...candidate, ...changes } : candidate)),
});

describe("the addresses a publish moves content away from", () => {
  it("is nothing when no path changes", () => {
    expect(movedPaths(seedContent, seedContent)).toEqual([]);
  });

  it("names each language whose path a new title or a category changes, pointing at the article", () => {
    const renamed = withArticle({ title: { ...article.title, fr: "Tout autre chose" }, category: { nl: "", fr: "", en: "", de: "Neues" } });
    expect(movedPaths(seedContent, renamed)).toEqual([
      { path: articlePathOf(article, "fr"), lang: "fr", target: { kind: "article", id: String(article.id) } },
      { path: articlePathOf(article, "de"), lang: "de", target: { kind: "article", id: String(article.id) } },
    ]);
  });

  it("leaves no redirect for an article withdrawn, deleted, or not yet shown before", () => {
    const moved = { title: { ...article.title, en: "Elsewhere" } };
    expect(movedPaths(seedContent, withArticle({ ...moved, status: "Draft" }))).toEqual([]);
    expect(movedPaths(seedContent, { ...seedContent, articles: seedContent.articles.filter((candidate) => candidate.id !== article.id) })).toEqual([]);
    expect(movedPaths(withArticle({ status: "Draft" }), withArticle(moved))).toEqual([]);
  });
});
