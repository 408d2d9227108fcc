import { describe, expect, it } from "vitest";
import { seedContent } from "../../../worker/content";
import { withCodePages } from "../../../worker/content/code-pages";
import { ARTICLE_ID } from "../../../worker/content/data/articles/ids";
import { contentProblems } from "../../../worker/content/publish-check";

const withoutStatement = () => ({
  ...structuredClone(seedContent),
  pages: seedContent.pages.filter((page) => page.route !== "accessibility"),
  articles: seedContent.articles.filter((article) => article.id !== ARTICLE_ID.accessibility),
});

describe("a content version published before a page of the code existed", () => {
  it("gets the build's accessibility statement, page and article, and passes the whole-site check", () => {
    const old = withoutStatement();
    expect(contentProblems(old)).toContainEqual({ code: "missingPage", at: "pages", route: "accessibility" });
    const upgraded = withCodePages(old);
    expect(upgraded.pages.find((page) => page.route === "accessibility")).toEqual(seedContent.pages.find((page) => page.route === "accessibility"));
    expect(upgraded.articles.map((article) => article.id)).toContain(ARTICLE_ID.accessibility);
    expect(contentProblems(upgraded)).toEqual([]);
  });

  it("keeps the agency's own page for the route, even as a draft, and its article as edited", () => {
    const current = structuredClone(seedContent);
    const page = current.pages.find((candidate) => candidate.route === "accessibility")!;
    page.status = "Draft";
    const article = current.articles.find((candidate) => candidate.id === ARTICLE_ID.accessibility)!;
    article.summary.en = "Edited by the agency.";
    expect(withCodePages(current)).toBe(current);
  });

  it("adds the later pages next to an agency page numbered after the build's last page, and the whole still publishes", () => {
    const later = new Set(["accessibility", "favourites", "buyingCosts"]);
    const old = withoutStatement();
    old.pages = old.pages.filter((page) => !later.has(page.route ?? ""));
    const lastBuilt = Math.max(...old.pages.map((page) => page.id));
    const { route: _route, ...aboutUs } = structuredClone(old.pages.find((page) => page.route === "aboutUs")!);
    const slug = { nl: "eigen-pagina", fr: "page-propre", en: "own-page", de: "eigene-seite" };
    const agencyPage = { ...aboutUs, id: lastBuilt + 1, name: "agency-own", sort: lastBuilt + 1, params: { ...aboutUs.params, path: slug, modules: [] } };
    old.pages.push(agencyPage);
    const upgraded = withCodePages(old);
    expect(
      upgraded.pages
        .filter((page) => later.has(page.route ?? ""))
        .map((page) => page.route)
        .sort(),
    ).toEqual(["accessibility", "buyingCosts", "favourites"]);
    expect(contentProblems(upgraded)).toEqual([]);
  });
});
