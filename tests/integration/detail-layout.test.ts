import { describe, expect, it } from "vitest";
import { LANGUAGES, type Lang } from "../../client/i18n/languages";
import { CODE_SLUGS, fixedPath, pathFor } from "../../client/i18n/routes";
import { get } from "./worker";

const decode = (text: string) =>
  text
    .replace(/<[^>]+>/g, "")
    .replaceAll("&amp;", "&")
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .trim();

/** Label → value of every dt/dd pair inside `html`. */
function pairs(html: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of html.matchAll(/<dt>([\s\S]*?)<\/dt><dd[^>]*>([\s\S]*?)<\/dd>/g)) found.set(decode(match[1]!), decode(match[2]!));
  return found;
}

/** The detail pages of the first houses for sale (type 1) in `lang`. */
async function houseDetails(lang: Lang, count: number): Promise<string[]> {
  const list = await (await get(`${fixedPath("forSale", lang)}?type=1`)).text();
  const links = [...list.matchAll(/<a href="([^"]+)" class="property-card-link"/g)].map((match) => match[1]!).slice(0, count);
  return Promise.all(links.map(async (link) => (await get(link)).text()));
}

const keyFactsOf = (html: string) => /<dl class="key-facts"[\s\S]*?<\/dl>/.exec(html)?.[0] ?? "";
const gridOf = (html: string) => [...html.matchAll(/<section class="detail-group"[\s\S]*?<\/section>/g)].map((match) => match[0]).join("");

describe("a property's key facts", () => {
  for (const lang of LANGUAGES) {
    it(`in ${lang} lead with the price and repeat the grid's own bedrooms, living area and plot`, async () => {
      for (const html of await houseDetails(lang, 3)) {
        const facts = pairs(keyFactsOf(html));
        const grid = pairs(gridOf(html));
        const [first] = [...facts.keys()];
        expect(first).toBeDefined();
        expect(/<dd class="property-price">[^<]+<\/dd>/.test(keyFactsOf(html))).toBe(true);
        const shared = [...facts.entries()].filter(([label]) => grid.has(label));
        // A house for sale in the demo has bedrooms and a living area at least.
        expect(shared.length).toBeGreaterThanOrEqual(2);
        for (const [label, value] of shared) expect(value, label).toBe(grid.get(label));
      }
    });
  }

  it("show the EPC grade when the listing has one", async () => {
    const pages = await houseDetails("nl", 6);
    const graded = pages.filter((html) => /<img class="epc-label"/.test(html));
    expect(graded.length).toBeGreaterThan(0);
    for (const html of graded) expect(keyFactsOf(html)).toMatch(/<dt>EPC<\/dt><dd><span class="epc-grade epc-grade-[a-z_]+">[A-I+]{1,3}<\/span><\/dd>/);
  });
});

describe("a printed detail page", () => {
  it("carries the agency's logo and whom to call, for a property and a project", async () => {
    const [property] = await houseDetails("fr", 1);
    const projects = await (await get(fixedPath("projects", "fr"))).text();
    const projectLink = /<a href="([^"]+)" class="project-card-link"/.exec(projects)?.[1];
    const project = await (await get(projectLink!)).text();
    for (const html of [property!, project]) {
      const brand = /<div class="print-brand">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? "";
      expect(brand).toMatch(/<img src="\/images\/logo\.svg" width="220" height="56" alt="[^"]+"\/>/);
      expect(brand).toMatch(/\+32 9 123 45 67|Votre interlocuteur/);
    }
  });
});

describe("the logo", () => {
  it("is the light-lettered variant over the home banner, in the header and the search block, and the regular one elsewhere", async () => {
    const home = await (await get("/nl/")).text();
    expect(home).toMatch(/<img class="logo-on-dark" src="\/images\/logo-on-dark\.svg"/);
    expect(home).toMatch(/<img class="search-logo" src="\/images\/logo-on-dark\.svg"/);
    const contact = await (await get(pathFor(CODE_SLUGS, "contact", "nl"))).text();
    expect(contact).toMatch(/<img class="logo-on-light" src="\/images\/logo\.svg"/);
    expect(/<img class="logo-on-dark"/.test(contact)).toBe(false);
  });
});
