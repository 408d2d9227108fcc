import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { SearchIndexSchema } from "../../client/domain/search-index";
import { get } from "./worker";

/** The search form without JavaScript sends `q` to the for-sale list (demo feed). */
describe("the plain search form", () => {
  const index = async (lang: string) => v.parse(SearchIndexSchema, await (await get(`/api/search/${lang}.json`)).json());

  it("leads a typed reference straight to its property", async () => {
    const [, reference, , , , , , path] = (await index("nl")).properties[0]!;
    const response = await get(`/nl/te-koop/?q=${encodeURIComponent(` ${reference} `)}`);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(path);
  });

  it("filters the list by a city typed without its accents", async () => {
    const { cities } = await index("fr");
    const [name, zip] = cities.find(([cityName, , sale]) => /[éèàç]/i.test(cityName) && sale > 0) ?? cities.find(([, , sale]) => sale > 0)!;
    const typed = name
      .normalize("NFD")
      .replace(/\p{M}+/gu, "")
      .toUpperCase();
    const response = await get(`/fr/a-vendre/?q=${encodeURIComponent(typed)}`);
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("Location")!, "http://localhost");
    expect(location.pathname).toBe("/fr/a-vendre/");
    expect(location.searchParams.get("city")).toBe(`${name}|${zip}`);
  });

  it("filters the list by a city typed in another language, under the page's name for it", async () => {
    for (const [path, typed, city] of [
      ["/nl/te-koop/", "Liège", "Luik|4000"],
      ["/fr/a-vendre/", "Luik", "Liège|4000"],
      ["/de/zu-verkaufen/", "Brussels", "Brüssel|1000"],
    ] as const) {
      const response = await get(`${path}?q=${encodeURIComponent(typed)}`);
      expect(response.status).toBe(302);
      expect(new URL(response.headers.get("Location")!, "http://localhost").searchParams.get("city")).toBe(city);
    }
  });

  it("filters the list by a type synonym in another language", async () => {
    const response = await get(`/nl/te-huur/?q=Wohnung`);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/nl/te-huur/?type=2");
  });

  it("filters the list by a type name", async () => {
    const response = await get(`/en/for-rent/?q=apartment`);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/en/for-rent/?type=2");
  });

  it("says no properties were found for text that matches nothing", async () => {
    const response = await get(`/de/zu-verkaufen/?q=xyzzy`);
    expect(response.status).toBe(302);
    const list = await get(response.headers.get("Location")!);
    const html = await list.text();
    expect(list.status).toBe(200);
    expect(html).toContain("Für diese Suche gibt es keine Immobilien.");
  });
});
