import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../../client/i18n/languages";
import { CODE_SLUGS, fixedPath, pathFor } from "../../../client/i18n/routes";
import { articlePathOf, seedContent } from "../../../worker/content";
import { contentProblems } from "../../../worker/content/publish-check";
import type { Content } from "../../../worker/content/schema";

/** A copy of the repository's content to spoil. */
const copy = (): Content => structuredClone(seedContent);

/** The published article that has an address of its own (the services article). */
const addressedArticle = (content: Content) => content.articles.findIndex((article) => !article.route && article.status === "Published");

describe("the whole-site check before publishing", () => {
  it("passes the repository's content, in all four languages and in any one of them", () => {
    expect(contentProblems(seedContent)).toEqual([]);
    expect(contentProblems(seedContent, LANGUAGES)).toEqual([]);
    for (const lang of LANGUAGES) expect(contentProblems(seedContent, [lang])).toEqual([]);
  });

  it("names an id used twice, of a page, a module, an article or a team member", () => {
    const content = copy();
    content.articles.push({ ...content.articles[0]!, status: "Draft" });
    content.team.push(content.team[0]!);
    const [page] = content.pages;
    page!.params.modules.push({ ...page!.params.modules[0]! });
    const problems = contentProblems(content).filter((problem) => problem.code === "duplicateId");
    expect(problems).toEqual([
      { code: "duplicateId", at: `pages[0].params.modules[${page!.params.modules.length - 1}]`, kind: "module", id: page!.params.modules[0]!.id },
      { code: "duplicateId", at: `articles[${content.articles.length - 1}]`, kind: "article", id: content.articles[0]!.id },
      { code: "duplicateId", at: `team[${content.team.length - 1}]`, kind: "team", id: content.team[0]!.id },
    ]);
  });

  it("names two published articles at one address, in each language where they meet, and the one it clashes with", () => {
    const content = copy();
    const index = addressedArticle(content);
    content.articles.push({ ...content.articles[index]!, id: 9001 });
    const clash = contentProblems(content).filter((problem) => problem.code === "duplicatePath");
    expect(clash).toEqual(
      LANGUAGES.map((lang) => ({
        code: "duplicatePath",
        at: `articles[${content.articles.length - 1}]`,
        lang,
        path: articlePathOf(content.articles[index]!, lang),
        with: `articles[${index}]`,
      })),
    );
    // A draft at the same address is no clash: only published content has an address.
    content.articles.at(-1)!.status = "Draft";
    expect(contentProblems(content)).toEqual([]);
  });

  it("names an article that would answer at a page's address, or inside the listings' addresses", () => {
    const content = copy();
    const index = addressedArticle(content);
    const article = content.articles[index]!;
    delete article.category;
    delete article.subCategory;
    article.title = { ...article.title, nl: "Contact", fr: "À vendre" };
    const problems = contentProblems(content).filter((problem) => "lang" in problem && (problem.lang === "nl" || problem.lang === "fr"));
    expect(problems).toEqual([
      {
        code: "duplicatePath",
        at: `articles[${index}]`,
        lang: "nl",
        path: pathFor(CODE_SLUGS, "contact", "nl"),
        with: expect.stringMatching(/^pages\[\d+\]\.params\.path\.nl$/),
      },
      { code: "reservedPath", at: `articles[${index}]`, lang: "fr", path: fixedPath("forSale", "fr") },
    ]);
  });

  it("names an article whose title gives no address by the slug rule", () => {
    const content = copy();
    const index = addressedArticle(content);
    const article = content.articles[index]!;
    delete article.category;
    delete article.subCategory;
    article.title = { ...article.title, de: "!!!" };
    expect(contentProblems(content)).toEqual([{ code: "emptySlug", at: `articles[${index}]`, lang: "de" }]);
  });

  it("names every link to a page that is not published, and the route left without a page", () => {
    const content = copy();
    const contact = content.pages.findIndex((page) => page.route === "contact");
    content.pages[contact]!.status = "Draft";
    const problems = contentProblems(content);
    expect(problems.filter((problem) => problem.code === "missingPage")).toEqual([{ code: "missingPage", at: "pages", route: "contact" }]);
    const broken = problems.filter((problem) => problem.code === "brokenLink");
    expect(broken.length).toBeGreaterThan(0);
    expect(broken.every((problem) => problem.route === "contact" && /^(site|pages|articles)/.test(problem.at))).toBe(true);
    expect(problems.filter((problem) => !["missingPage", "brokenLink"].includes(problem.code))).toEqual([]);
  });

  it("names a published module whose article is not published, or whose team category has nobody", () => {
    const content = copy();
    const aboutUs = content.pages.findIndex((page) => page.route === "aboutUs");
    const modules = content.pages[aboutUs]!.params.modules;
    const article = modules.findIndex((module) => module.relations.type === "article");
    const category = modules.findIndex((module) => module.relations.type === "category");
    modules[article]!.relations.id = 99_999;
    modules[category]!.relations.id = 77;
    expect(contentProblems(content)).toEqual([
      { code: "brokenRelation", at: `pages[${aboutUs}].params.modules[${article}].relations`, relation: "article", id: 99_999 },
      { code: "brokenRelation", at: `pages[${aboutUs}].params.modules[${category}].relations`, relation: "category", id: 77 },
    ]);
    // A module in draft shows nothing: what it points to does not matter yet.
    modules[article]!.status = "Draft";
    modules[category]!.status = "Draft";
    expect(contentProblems(content)).toEqual([]);
  });

  it("names a text left empty in a language the site shows, and only there", () => {
    const content = copy();
    const home = content.pages.findIndex((page) => page.route === "home");
    content.pages[home]!.params.title.fr.text = "";
    content.site.banner.title = { ...content.site.banner.title, de: "" };
    expect(contentProblems(content)).toEqual([
      { code: "missingTranslation", at: "site.banner.title.de", lang: "de" },
      { code: "missingTranslation", at: `pages[${home}].params.title.fr`, lang: "fr" },
    ]);
    expect(contentProblems(content, ["nl", "en"])).toEqual([]);
  });
});
