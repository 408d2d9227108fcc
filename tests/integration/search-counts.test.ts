import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { search } from "../../client/domain/search";
import { SearchIndexSchema, type SearchIndex } from "../../client/domain/search-index";
import { LANGUAGES, type Lang } from "../../client/i18n/languages";
import { CODE_SLUGS, fixedPath, pathFor } from "../../client/i18n/routes";
import { get } from "./worker";

/** Counts agree (demo feed): the home page, the search box and the lists say the same number for the same thing. */

const text = async (path: string) => (await (await get(path)).text()).replace(/<!-- -->/g, "");
const index = async (lang: Lang): Promise<SearchIndex> => v.parse(SearchIndexSchema, await (await get(`/api/search/${lang}.json`)).json());

/** The list's own count: "12 objecten · Pagina 1 van 1" (digits of any grouping). */
const listCount = async (path: string) =>
  Number(/<p class="list-summary" role="status">([\d.,\s\u00a0\u202f]+)/.exec(await text(path))?.[1]?.replace(/\D/g, ""));

/** The home page's sale and rent buttons: "Te koop (123)". */
async function homeCounts(lang: Lang): Promise<[number, number]> {
  const html = await text(fixedPath("home", lang));
  const count = (goal: "forSale" | "forRent") =>
    Number(new RegExp(`href="${pathFor(CODE_SLUGS, goal, lang)}">[^<]*<span class="count"> \\(([^)]+)\\)</span>`).exec(html)?.[1]?.replace(/\D/g, ""));
  return [count("forSale"), count("forRent")];
}

const listOf = (lang: Lang, goal: 0 | 1, params: Record<string, string> = {}) => {
  const query = new URLSearchParams(params).toString();
  return `${fixedPath(goal === 0 ? "forSale" : "forRent", lang)}${query ? `?${query}` : ""}`;
};

// Each language's case renders dozens of list pages one after another: more than the default 5 s on a busy machine.
describe("counts agree: home page == list == search suggestion", { timeout: 30_000 }, () => {
  it.each(LANGUAGES)("for every goal, type and city in %s", async (lang) => {
    const [homeSale, homeRent] = await homeCounts(lang);
    expect(homeSale).toBeGreaterThan(0);
    expect([await listCount(listOf(lang, 0)), await listCount(listOf(lang, 1))]).toEqual([homeSale, homeRent]);

    const { types, cities } = await index(lang);
    expect(types.reduce((sum, [, , sale]) => sum + sale, 0)).toBe(homeSale);
    expect(types.reduce((sum, [, , , rent]) => sum + rent, 0)).toBe(homeRent);
    for (const [webId, name, sale, rent] of types) {
      const counted = [
        sale > 0 ? await listCount(listOf(lang, 0, { type: String(webId) })) : 0,
        rent > 0 ? await listCount(listOf(lang, 1, { type: String(webId) })) : 0,
      ];
      expect([name, ...counted]).toEqual([name, sale, rent]);
    }
    expect(cities.reduce((sum, [, , sale]) => sum + sale, 0)).toBe(homeSale);
    for (const [name, zip, sale, rent] of cities) {
      const city = `${name}|${zip}`;
      const counted = [sale > 0 ? await listCount(listOf(lang, 0, { city })) : 0, rent > 0 ? await listCount(listOf(lang, 1, { city })) : 0];
      expect([city, ...counted]).toEqual([city, sale, rent]);
    }
  });

  it("finds the same count for a city typed in another language as for its own name", async () => {
    const nl = await index("nl");
    const [luik] = search(nl, "Liège").cities;
    expect(luik?.name).toBe("Luik");
    expect(await listCount(listOf("nl", 0, { city: "Liège" }))).toBe(luik!.saleCount);
    expect(await listCount(listOf("nl", 0, { city: "Lüttich" }))).toBe(luik!.saleCount);
    expect(await listCount(listOf("fr", 0, { city: "Luik|4000" }))).toBe(luik!.saleCount);
  });

  it("offers no suggestion with a count of 0 and no city or type without listings", async () => {
    for (const lang of LANGUAGES) {
      const served = await index(lang);
      for (const name of [...served.types.map(([, typeName]) => typeName), ...served.cities.map(([cityName]) => cityName)]) {
        const results = search(served, name);
        for (const hit of [...results.types, ...results.cities]) expect(hit.saleCount + hit.rentCount, `${lang} ${name}`).toBeGreaterThan(0);
      }
    }
  });

  it("lists sold and rented references only when asked, after everything on offer", async () => {
    const plain = await listCount(listOf("nl", 0));
    const all = await listCount(listOf("nl", 0, { references: "1" }));
    expect(all).toBeGreaterThan(plain);
    const lastPage = Math.ceil(all / 12);
    const html = await text(listOf("nl", 0, { references: "1", sort: "price-asc", page: String(lastPage) }));
    expect(html).toContain("status-sold");
    const first = await text(listOf("nl", 0, { references: "1", sort: "price-asc" }));
    expect(first).not.toContain("status-sold");
  });
});
