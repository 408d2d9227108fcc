import { describe, expect, it } from "vitest";
import { parseContent, seedContent } from "../../../worker/content";
import { assembleContent, changedPaths, documentsOf, draftIssues, SITE_SECTIONS } from "../../../worker/content/documents";

describe("the content as documents", () => {
  it("splits the site into one document per site section, page, article and team member, and assembles it back whole", () => {
    const documents = documentsOf(seedContent);
    expect(documents.filter((document) => document.kind === "site").map((document) => document.id)).toEqual(SITE_SECTIONS);
    expect(documents.filter((document) => document.kind === "page")).toHaveLength(seedContent.pages.length);
    expect(new Set(documents.map((document) => `${document.kind}:${document.id}`)).size).toBe(documents.length);
    expect(assembleContent(documents)).toEqual(seedContent);
  });

  it("lets a later document of the same kind and id replace the earlier one in place", () => {
    const banner = { ...seedContent.site.banner, showLogo: !seedContent.site.banner.showLogo };
    const page = { ...seedContent.pages[1]!, name: "Renamed" };
    const assembled = assembleContent([
      ...documentsOf(seedContent),
      { kind: "site", id: "banner", body: banner },
      { kind: "page", id: String(page.id), body: page },
    ]);
    expect(assembled).toMatchObject({ site: { banner }, pages: seedContent.pages.map((each) => (each.id === page.id ? page : each)) });
  });
});

describe("visitors' testimonials as documents", () => {
  const testimonial = {
    id: "6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b",
    status: "Published",
    lang: "fr",
    name: "Claire D.",
    comment: "Une vente rapide",
    date: "2026-11-20",
  } as const;

  it("are one document each, under the lead's id, and come back whole; a version from before them reads as none", () => {
    const content = { ...seedContent, testimonials: [testimonial] };
    const documents = documentsOf(content);
    expect(documents.filter((document) => document.kind === "testimonial")).toEqual([{ kind: "testimonial", id: testimonial.id, body: testimonial }]);
    expect(assembleContent(documents)).toEqual(content);
    const { testimonials: _none, ...before } = seedContent;
    expect(parseContent(before).testimonials).toEqual([]);
  });

  it("are checked as the testimonial form checks them: a language, a lead's id, a comment within its length, a web address that can be a link", () => {
    expect(draftIssues({ kind: "testimonial", id: testimonial.id }, testimonial)).toEqual([]);
    const wrong = { ...testimonial, id: "7", lang: "es", comment: "x".repeat(2001), website: "javascript:alert(1)" };
    expect(draftIssues({ kind: "testimonial", id: "7" }, wrong).map((issue) => issue.at)).toEqual(["id", "lang", "comment", "website"]);
  });
});

describe("a draft document's check", () => {
  it("lets a text wait for its translation, and nothing else", () => {
    const banner = structuredClone(seedContent.site.banner);
    banner.title.de = "";
    expect(draftIssues({ kind: "site", id: "banner" }, banner)).toEqual([]);
    const footer = structuredClone(seedContent.site.footer);
    footer.bgColor = "red";
    footer.maxWidth = 10;
    expect(draftIssues({ kind: "site", id: "footer" }, footer).map((issue) => issue.at)).toEqual(["bgColor", "maxWidth"]);
    const member = { ...seedContent.team[0]!, status: "Hidden" };
    expect(draftIssues({ kind: "team", id: String(member.id) }, member).map((issue) => issue.at)).toEqual(["status"]);
    expect(draftIssues({ kind: "site", id: "nothing" }, {})).toHaveLength(1);
  });
});

describe("what a save changed", () => {
  it("names the changed leaves and the items added or removed", () => {
    const before = { title: { nl: "a", fr: "b" }, links: [{ label: "x" }], show: true };
    const after = { title: { nl: "a", fr: "c" }, links: [{ label: "x" }, { label: "y" }], show: true };
    expect(changedPaths(before, after)).toEqual(["title.fr", "links[1]"]);
    expect(changedPaths(before, structuredClone(before))).toEqual([]);
    expect(changedPaths({ a: [1] }, { a: { 0: 1 } })).toEqual(["a"]);
  });
});
