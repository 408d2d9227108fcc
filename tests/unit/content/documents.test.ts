import { describe, expect, it } from "vitest";
import { seedContent } from "../../../worker/content";
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
