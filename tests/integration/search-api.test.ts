import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { SearchIndexSchema, type SearchIndex } from "../../client/domain/search-index";
import { LANGUAGES } from "../../client/i18n/languages";
import { get } from "./worker";

const summaryCount = (html: string) => Number(/<p class="list-summary" role="status">(\d+)/.exec(html.replace(/<!-- -->/g, ""))?.[1]);

async function searchIndex(lang: string, query = ""): Promise<{ response: Response; index: SearchIndex }> {
  const response = await get(`/api/search/${lang}.json${query}`);
  expect(response.status).toBe(200);
  return { response, index: v.parse(SearchIndexSchema, await response.json()) };
}

/** The search index version the pages pass to the search box ("{snapshot}-{build}"), read from the header island's props. */
async function pageVersion(path: string): Promise<string> {
  const html = await (await get(path)).text();
  const version = /&quot;version&quot;:&quot;([^&]+)&quot;/.exec(html)?.[1];
  expect(version).toBeDefined();
  return version!;
}

describe("GET /api/search/{lang}.json (demo feed)", () => {
  it.each(LANGUAGES)("serves the compact index in %s: types, cities and properties with detail paths in that language", async (lang) => {
    const { response, index } = await searchIndex(lang);
    expect(response.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(index.lang).toBe(lang);
    expect(index.types.length).toBeGreaterThanOrEqual(6);
    expect(index.cities.length).toBeGreaterThan(5);
    expect(index.properties.length).toBe(180);
    for (const [, , title, , , , , path] of index.properties) {
      expect(title.length).toBeLessThanOrEqual(100);
      expect(path.startsWith(`/${lang}/`)).toBe(true);
    }
  });

  it("gives every type and city the sale and rent counts the list pages' filters show", async () => {
    const { index } = await searchIndex("nl");
    const page = async (path: string) =>
      (await (await get(path)).text())
        .replace(/<!-- -->/g, "")
        .replace(/&amp;/g, "&")
        .replace(/&#x27;/g, "'");
    const [sale, rent] = [await page("/nl/te-koop/"), await page("/nl/te-huur/")];
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const typeCount = (html: string, webId: number, name: string) =>
      Number(new RegExp(`<option value="${webId}"[^>]*>${escape(name)} – (\\d+)</option>`).exec(html)?.[1]);
    for (const [webId, name, saleCount, rentCount] of index.types) {
      expect([name, typeCount(sale, webId, name), typeCount(rent, webId, name)]).toEqual([name, saleCount, rentCount]);
    }
    const cityCount = (html: string, name: string, zip: string) =>
      Number(new RegExp(`<option value="${escape(`${name}|${zip}`)}">[^<]* – (\\d+)</option>`).exec(html)?.[1] ?? 0);
    for (const [name, zip, saleCount, rentCount] of index.cities) {
      expect([name, cityCount(sale, name, zip), cityCount(rent, name, zip)]).toEqual([name, saleCount, rentCount]);
    }
  });

  it("links to lists that hold exactly the counted properties (those on offer)", async () => {
    const { index } = await searchIndex("nl");
    const [name, zip, saleCount] = index.cities.find(([, , count]) => count > 0)!;
    const list = await (await get(`/nl/te-koop/?${new URLSearchParams({ city: `${name}|${zip}` }).toString()}`)).text();
    expect(summaryCount(list)).toBe(saleCount);
  });

  it("passes the page's snapshot and build to the search box, and that address is immutable", async () => {
    const version = await pageVersion("/nl/");
    const [snapshot, build] = version.split(/-(.*)/s);
    expect(build).toMatch(/^[\w-]{12}$/);
    const { response, index } = await searchIndex("nl", `?${new URLSearchParams({ v: version }).toString()}`);
    expect(index.version).toBe(Number(snapshot));
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
  });

  it("keeps an address without the current snapshot and build only briefly: a deploy that changes the index is a new address", async () => {
    const version = await pageVersion("/fr/");
    const snapshot = version.split("-")[0]!;
    // The snapshot alone is what a page of an earlier build asked for: the exonyms or synonyms may have changed since.
    for (const query of ["", `?v=${snapshot}`, `?v=${snapshot}&format=2`, `?v=${Number(snapshot) + 1}-${version.split(/-(.*)/s)[1]}`, "?v=abc"]) {
      const response = await get(`/api/search/fr.json${query}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("Cache-Control")).toBe("public, max-age=60");
    }
  });

  it("answers 304 to a revalidation with the ETag of the same snapshot and build", async () => {
    const version = await pageVersion("/de/");
    const first = await get("/api/search/de.json");
    const etag = first.headers.get("ETag");
    expect(etag).toBe(`"search-de-${version}"`);
    expect((await get("/api/search/de.json", { "If-None-Match": etag! })).status).toBe(304);
    // Cloudflare weakens the ETag when it compresses; the browser sends that form back.
    expect((await get("/api/search/de.json", { "If-None-Match": `W/${etag!}` })).status).toBe(304);
    // An earlier build's ETag (the snapshot alone) is not confirmed: its index may differ.
    expect((await get("/api/search/de.json", { "If-None-Match": `"search-de-${version.split("-")[0]!}"` })).status).toBe(200);
  });

  it.each(["xx.json", "es.json", "NL.json", "nl.js"])("answers 404 for /api/search/%s", async (file) => {
    const response = await get(`/api/search/${file}`);
    expect(response.status).toBe(404);
  });
});
