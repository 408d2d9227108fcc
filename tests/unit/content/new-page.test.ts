import { describe, expect, it } from "vitest";
import { seedContent } from "../../../worker/content";
import { draftIssues } from "../../../worker/content/documents";
import { newPageBody, proposedPaths, proposeSlug } from "../../../worker/content/new-page";
import { checkContent } from "../../../worker/content/publish";
import { DEFAULT_DESCRIPTION_CHARS, pageSeo, type SeoFallbacks } from "../../../worker/seo/page-defaults";

const FALLBACKS: SeoFallbacks = { agencyName: "Vitrine Vastgoed", siteDescription: "Uw makelaar in Gent.", articleBody: () => undefined };
const today = "2026-11-28";

describe("a new page's address, proposed from its title", () => {
  it("follows SPEC 2's slug rule: lower case, accents removed, words joined by hyphens, German umlauts written out", () => {
    expect(proposeSlug("Onze kantoren", "nl")).toBe("onze-kantoren");
    expect(proposeSlug("Nos bureaux à Liège — l'équipe", "fr")).toBe("nos-bureaux-a-liege-lequipe");
    expect(proposeSlug("Unsere Büros", "de")).toBe("unsere-bueros");
    expect(proposeSlug("  Our   Offices!  ", "en")).toBe("our-offices");
    expect(proposeSlug("???", "en")).toBe("");
  });

  it("is cut between words at 80 characters", () => {
    const slug = proposeSlug("word ".repeat(30), "en");
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug).toMatch(/^word(-word)*$/);
  });

  it("keeps an address typed (in slug form), and proposes the others from their title or else the staff member's", () => {
    const paths = proposedPaths({ title: { nl: "Onze kantoren", fr: "Nos bureaux" }, path: { fr: "Bureaux Gand" } }, "nl");
    expect(paths).toEqual({ nl: "onze-kantoren", fr: "bureaux-gand", en: "onze-kantoren", de: "onze-kantoren" });
  });
});

describe("a new page made in one go", () => {
  const body = newPageBody(
    {
      title: { nl: "Onze kantoren" },
      path: {},
      text: { nl: [{ type: "p", text: "Twee kantoren." }] },
      parentId: null,
      inMenu: true,
    },
    { staffLang: "nl", sort: 20, today },
  );

  it("is shown on the site once published, with one text module holding the text, and saves as a draft with only a Dutch title", () => {
    expect(body).toMatchObject({ status: "Published", name: "Onze kantoren", inMenu: true, params: { path: { nl: "onze-kantoren" } } });
    const modules = (body.params as { modules: unknown[] }).modules;
    expect(modules).toHaveLength(1);
    expect(modules[0]).toMatchObject({ relations: { type: "text" }, status: "Published", text: { nl: [{ type: "p", text: "Twee kantoren." }], fr: [] } });
    expect(
      draftIssues({ kind: "page", id: "30" }, { ...body, id: 30, params: { ...(body.params as object), modules: [{ ...(modules[0] as object), id: 900 }] } }),
    ).toEqual([]);
  });

  it("cannot be published until its title and text are in every shown language, and then needs no search-engine text", () => {
    const module = { ...((body.params as { modules: object[] }).modules[0] as object), id: 900 };
    const page = (params: object) => ({ ...body, id: 30, params: { ...(body.params as object), ...params } });
    const everywhere = <T>(value: (lang: "nl" | "fr" | "en" | "de") => T) => ({ nl: value("nl"), fr: value("fr"), en: value("en"), de: value("de") });
    const titles = everywhere((lang) => ({ text: `Kantoren ${lang}`, public: true }));
    const texts = everywhere((lang) => [{ type: "p", text: `Tekst ${lang}` }]);
    const publishing = (candidate: object) => checkContent({ ...seedContent, pages: [...seedContent.pages, candidate] });

    expect("problems" in publishing(page({ modules: [module] }))).toBe(true);
    // A text module without its text: named, language by language.
    const untexted = publishing(page({ title: titles, modules: [{ ...module, text: undefined }] }));
    const problems = "problems" in untexted ? untexted.problems : [];
    expect(problems.filter((problem) => problem.code === "missingTranslation").map((problem) => problem.at)).toEqual(
      ["nl", "fr", "en", "de"].map((lang) => `pages[${seedContent.pages.length}].params.modules[0].text.${lang}`),
    );
    expect("content" in publishing(page({ title: titles, modules: [{ ...module, text: texts }] }))).toBe(true);
  });
});

describe("a page's search-engine texts, left empty", () => {
  const page = (params: object) => ({ params: { title: { nl: { text: "Onze kantoren", public: true } }, metadata: { nl: {} }, modules: [], ...params } });
  const text = (blocks: object[], extra: object = {}) => ({ status: "Published", sort: 1, relations: { type: "text", id: 0 }, text: { nl: blocks }, ...extra });

  it("take the title from the page's title, with the agency's name", () => {
    expect(pageSeo(page({}), "nl", FALLBACKS)).toMatchObject({ title: "Onze kantoren | Vitrine Vastgoed", typed: { title: false } });
  });

  it("take the description from the first paragraph of the first shown text, else the site's description", () => {
    expect(pageSeo(page({}), "nl", FALLBACKS).description).toBe("Uw makelaar in Gent.");
    const modules = [
      text([{ type: "p", text: "Verborgen." }], { status: "Draft", sort: 0 }),
      text([
        { type: "h2", text: "Kop" },
        { type: "p", text: "Eerste alinea." },
        { type: "p", text: "Tweede." },
      ]),
    ];
    expect(pageSeo(page({ modules }), "nl", FALLBACKS).description).toBe("Eerste alinea.");
  });

  it("take the text of the article a module shows", () => {
    const fallbacks = { ...FALLBACKS, articleBody: (id: number) => (id === 7 ? { nl: [{ type: "p", text: "Uit het artikel." }] } : undefined) };
    const modules = [{ status: "Published", sort: 0, relations: { type: "article", id: 7 } }];
    expect(pageSeo(page({ modules }), "nl", fallbacks).description).toBe("Uit het artikel.");
  });

  it("cut a long first paragraph at a word boundary near 155 characters", () => {
    const long = "Ons kantoor ligt midden in de stad. ".repeat(10);
    const { description } = pageSeo(page({ modules: [text([{ type: "p", text: long }])] }), "nl", FALLBACKS);
    expect(description.length).toBeLessThanOrEqual(DEFAULT_DESCRIPTION_CHARS + 1);
    expect(description.length).toBeGreaterThan(DEFAULT_DESCRIPTION_CHARS * 0.8);
    expect(description.endsWith("…")).toBe(true);
    expect(long.startsWith(description.slice(0, -1))).toBe(true);
    expect(long[description.length - 1]).toBe(" ");
  });

  it("give way to what staff typed", () => {
    const typed = page({ metadata: { nl: { metadataTitle: "Kantoren", metadataDescription: "Waar u ons vindt." } } });
    expect(pageSeo(typed, "nl", FALLBACKS)).toEqual({ title: "Kantoren", description: "Waar u ons vindt.", typed: { title: true, description: true } });
  });
});
