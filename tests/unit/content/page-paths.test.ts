import { describe, expect, it } from "vitest";
import { CODE_SLUGS, FIXED_SLUG_ROUTES, pathFor, ROUTE_KEYS, type RouteKey } from "../../../client/i18n/routes";
import { pageByRoute, seedContent } from "../../../worker/content";
import { draftIssues } from "../../../worker/content/documents";
import { movedPaths } from "../../../worker/content/moved-paths";
import { freePagesOf, movedPages, pagePathIn, routeSlugsOf } from "../../../worker/content/page-paths";
import { contentProblems } from "../../../worker/content/publish-check";
import { checkContent } from "../../../worker/content/publish";
import type { Content } from "../../../worker/content/schema";

const copy = (): Content => structuredClone(seedContent);
const indexOf = (content: Content, route: RouteKey) => content.pages.findIndex((page) => page.route === route && page.status === "Published");

/** `content` with the page of `route` given `path` in some languages. */
function renamed(route: RouteKey, path: Partial<Record<"nl" | "fr" | "en" | "de", string>>, content = copy()): Content {
  const page = content.pages[indexOf(content, route)]!;
  page.params.path = { ...CODE_SLUGS[route], ...page.params.path, ...path };
  return content;
}

describe("a page's own address (params.path)", () => {
  it("is the route table's in the repository's content, so the site answers where it always did", () => {
    expect(routeSlugsOf(seedContent)).toEqual(CODE_SLUGS);
    for (const route of ROUTE_KEYS) expect(pathFor(routeSlugsOf(seedContent), route, "nl")).toBe(pathFor(CODE_SLUGS, route, "nl"));
  });

  it("renames its route's address in the languages it changes, and only there", () => {
    const slugs = routeSlugsOf(renamed("contact", { nl: "contacteer-ons", de: "kontaktieren" }));
    expect(pathFor(slugs, "contact", "nl")).toBe("/nl/contacteer-ons/");
    expect(pathFor(slugs, "contact", "de")).toBe("/de/kontaktieren/");
    expect(pathFor(slugs, "contact", "fr")).toBe("/fr/contact/");
    expect(pathFor(slugs, "aboutUs", "nl")).toBe("/nl/over-ons/");
  });

  it("of a draft page changes nothing the public site answers", () => {
    const content = renamed("contact", { nl: "contacteer-ons" });
    const page = content.pages[indexOf(content, "contact")]!;
    content.pages.push({ ...page, status: "Draft", id: 999, params: { ...page.params, path: { ...CODE_SLUGS.contact, nl: "nog-niet" } } });
    expect(routeSlugsOf(content).contact.nl).toBe("contacteer-ons");
  });

  it("is refused on a route whose address is fixed (home, listings, search alerts, login), naming the language", () => {
    for (const route of FIXED_SLUG_ROUTES.filter((key) => key !== "home" && key !== "project")) {
      const content = renamed(route, { fr: "autre-chose" });
      expect(contentProblems(content), route).toContainEqual({
        code: "fixedPath",
        at: `pages[${indexOf(content, route)}].params.path.fr`,
        route,
        lang: "fr",
      });
      // Whatever the page says, the fixed address stays the code's.
      expect(routeSlugsOf(content)[route]).toEqual(CODE_SLUGS[route]);
    }
  });

  it("of a fixed route is refused as soon as the page is saved, not only when publishing", () => {
    const content = renamed("login", { de: "einloggen" });
    const login = content.pages[indexOf(content, "login")]!;
    expect(draftIssues({ kind: "page", id: String(login.id) }, login)).toEqual([{ at: "params.path.de", code: "fixedPath", message: "a fixed address" }]);
    const contact = renamed("contact", { de: "kontaktieren" }).pages[indexOf(content, "contact")]!;
    expect(draftIssues({ kind: "page", id: String(contact.id) }, contact)).toEqual([]);
  });

  it("is refused when it takes another address family's first segment or another page's address", () => {
    const thanks = renamed("contact", { nl: "bedankt" });
    expect(contentProblems(thanks)).toContainEqual({
      code: "reservedSlug",
      at: `pages[${indexOf(thanks, "contact")}].params.path.nl`,
      lang: "nl",
      path: "/nl/bedankt/",
    });
    const listing = renamed("disclaimer", { en: "for-sale" });
    expect(contentProblems(listing)).toContainEqual(expect.objectContaining({ code: "reservedSlug", lang: "en", path: "/en/for-sale/" }));
    const twice = renamed("disclaimer", { de: "kontakt" });
    expect(contentProblems(twice)).toContainEqual(expect.objectContaining({ code: "duplicatePath", lang: "de", path: "/de/kontakt/" }));
  });

  it("that another address family starts is refused to an article too, which could never be reached there", () => {
    const content = copy();
    const index = content.articles.findIndex((article) => !article.route && article.status === "Published");
    content.articles[index]!.category = { ...content.articles[index]!.category!, nl: "Bedankt", fr: "Preview" };
    const problems = contentProblems(content).filter((problem) => problem.code === "reservedSlug");
    expect(problems.map((problem) => [problem.at, problem.lang])).toEqual([
      [`articles[${index}]`, "nl"],
      [`articles[${index}]`, "fr"],
    ]);
  });

  it("must be a slug by SPEC 2's rule in every language", () => {
    const checked = checkContent(renamed("aboutUs", { nl: "Over Ons!" }));
    expect("problems" in checked && checked.problems).toContainEqual(
      expect.objectContaining({ code: "invalid", at: `pages[${indexOf(copy(), "aboutUs")}].params.path.nl`, check: "regex" }),
    );
  });

  it("left by a publish keeps answering: the old address moves to the page, per language renamed", () => {
    const after = renamed("aboutUs", { nl: "wie-zijn-wij", fr: "a-propos" });
    expect(movedPages(seedContent, after)).toEqual([
      { path: "/nl/over-ons/", lang: "nl", target: "aboutUs" },
      { path: "/fr/qui-sommes-nous/", lang: "fr", target: "aboutUs" },
    ]);
    expect(movedPaths(seedContent, after)).toContainEqual({ path: "/nl/over-ons/", lang: "nl", target: { kind: "page", id: "aboutUs" } });
    // A page withdrawn gives its address up: a 404 then, not a redirect.
    const withdrawn = copy();
    withdrawn.pages[indexOf(withdrawn, "disclaimer")]!.status = "Draft";
    expect(movedPages(seedContent, withdrawn)).toEqual([]);
    expect(pageByRoute("disclaimer", withdrawn)).toBeUndefined();
  });
});

describe("a page the agency made (no route)", () => {
  const OWN = { nl: "kantoren", fr: "bureaux", en: "offices", de: "bueros" };
  /** `content` with a Published page of its own, id 500, at OWN (under `parentId` when given). */
  function withOwnPage(fields: { parentId?: number | null; path?: Record<"nl" | "fr" | "en" | "de", string> | undefined } = {}, content = copy()): Content {
    const { route: _route, ...template } = content.pages[indexOf(content, "contact")]!;
    content.pages.push({
      ...structuredClone(template),
      id: 500,
      parentId: fields.parentId ?? null,
      inMenu: false,
      params: { ...template.params, modules: [], path: "path" in fields ? fields.path : OWN },
    });
    return content;
  }
  const aboutUsId = seedContent.pages.find((page) => page.route === "aboutUs")!.id;
  const forSaleId = seedContent.pages.find((page) => page.route === "forSale")!.id;

  it("answers at /{lang}/{path}/, or under its parent's address, and is named page-{id} by links", () => {
    expect(freePagesOf(withOwnPage()).paths.get("page-500")).toEqual({ nl: "/nl/kantoren/", fr: "/fr/bureaux/", en: "/en/offices/", de: "/de/bueros/" });
    const child = withOwnPage({ parentId: aboutUsId });
    expect(freePagesOf(child).paths.get("page-500")?.fr).toBe("/fr/qui-sommes-nous/bureaux/");
    expect(freePagesOf(child).at.get("/en/services/offices/")?.page.id).toBe(500);
    expect(pagePathIn(child, "page-500", "de")).toBe("/de/ueber-uns/bueros/");
    expect(pagePathIn(child, "aboutUs", "de")).toBe("/de/ueber-uns/");
    expect(freePagesOf(seedContent).paths.size).toBe(0);
  });

  it("is placed only under a Published top-level page whose address the agency owns, and refused otherwise", () => {
    const problemOf = (content: Content) =>
      contentProblems(content, ["nl", "fr", "en", "de"]).filter((problem) => problem.code === "badParent" || problem.code === "missingPath");
    expect(problemOf(withOwnPage({ parentId: aboutUsId }))).toEqual([]);
    expect(problemOf(withOwnPage({ parentId: forSaleId }))).toMatchObject([{ code: "badParent", problem: "fixed" }]);
    expect(problemOf(withOwnPage({ parentId: 500 }))).toMatchObject([{ code: "badParent", problem: "itself" }]);
    expect(problemOf(withOwnPage({ parentId: 4242 }))).toMatchObject([{ code: "badParent", problem: "unknown" }]);
    const nested = withOwnPage({ parentId: aboutUsId });
    nested.pages.push({ ...structuredClone(nested.pages.at(-1)!), id: 501, parentId: 500 });
    expect(problemOf(nested)).toMatchObject([{ code: "badParent", at: `pages[${nested.pages.length - 1}].parentId`, problem: "nested" }]);
    const unpublished = withOwnPage({ parentId: aboutUsId });
    unpublished.pages[indexOf(unpublished, "aboutUs")]!.status = "Draft";
    expect(problemOf(unpublished)).toContainEqual(expect.objectContaining({ code: "badParent", problem: "unpublished" }));
    expect(problemOf(withOwnPage({ path: undefined }))).toMatchObject([{ code: "missingPath" }]);
    // Without a place, it has no address at all.
    expect(freePagesOf(withOwnPage({ parentId: forSaleId })).paths.size).toBe(0);
  });

  it("cannot take another page's address, nor start another family's, at the top level", () => {
    const problems = contentProblems(withOwnPage({ path: { ...OWN, fr: "contact", en: "thank-you" } }), ["nl", "fr", "en", "de"]);
    expect(problems).toContainEqual(expect.objectContaining({ code: "duplicatePath", lang: "fr", path: "/fr/contact/" }));
    expect(problems).toContainEqual(expect.objectContaining({ code: "reservedSlug", lang: "en", path: "/en/thank-you/" }));
    // Under a parent, the first segment is the parent's.
    expect(contentProblems(withOwnPage({ parentId: aboutUsId, path: { ...OWN, en: "thank-you" } }), ["nl", "fr", "en", "de"])).toEqual([]);
    // "preview" anywhere makes an address a preview (SPEC 2): never cached, no consent question.
    expect(contentProblems(withOwnPage({ path: { ...OWN, nl: "preview-kantoren" } }), ["nl"])).toMatchObject([
      { code: "reservedSlug", path: "/nl/preview-kantoren/" },
    ]);
    expect(contentProblems(withOwnPage({ parentId: aboutUsId, path: { ...OWN, de: "buero-preview" } }), ["de"])).toMatchObject([
      { code: "reservedSlug", path: "/de/ueber-uns/buero-preview/" },
    ]);
  });

  it("must have an address before it is saved, which a page of a route need not", () => {
    const { route: _route, ...page } = structuredClone(seedContent.pages[indexOf(seedContent, "contact")]!);
    expect(draftIssues({ kind: "page", id: "500" }, { ...page, params: { ...page.params, path: undefined } })).toMatchObject([
      { at: "params.path", code: "missingPath" },
    ]);
    expect(draftIssues({ kind: "page", id: "500" }, { ...page, params: { ...page.params, path: OWN } })).toEqual([]);
  });

  it("moves with its parent or its own address, and its old addresses answer with a 301 to the new", () => {
    const before = withOwnPage({ parentId: aboutUsId });
    const after = renamed("aboutUs", { en: "about-the-agency" }, withOwnPage({ parentId: aboutUsId }));
    expect(movedPages(before, after)).toEqual([
      { path: "/en/services/", lang: "en", target: "aboutUs" },
      { path: "/en/services/offices/", lang: "en", target: "page-500" },
    ]);
    expect(movedPaths(before, withOwnPage())).toHaveLength(4);
    // Deleted: its address answers 404, no redirect.
    expect(movedPages(before, seedContent)).toEqual([]);
  });
});
