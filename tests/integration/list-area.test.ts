import { describe, expect, it } from "vitest";
import { boxOf, decodeArea, inRing, normaliseArea, type AreaRing } from "../../client/domain/area";
import { parseMapPayload } from "../../client/domain/map";
import { cacheKeyUrl } from "../../worker/middleware/cache-key";
import { get } from "./worker";

const html = async (path: string) => (await (await get(path)).text()).replace(/<!-- -->/g, "");
const decode = (text: string) => text.replace(/&amp;/g, "&").replace(/&quot;/g, '"');
/** The list's "N objecten" (its total with these filters). */
const totalOf = (page: string) => Number(/<p class="list-summary" role="status">(\d+) object/.exec(page)?.[1] ?? NaN);
const payloadOf = async (path: string) => parseMapPayload(await (await get(path)).json())!;
const islandProps = <P>(page: string, name: string) => {
  const raw = new RegExp(`data-island="${name}" data-props="([^"]+)"`).exec(page)?.[1];
  return raw ? (JSON.parse(decode(raw)) as P) : undefined;
};

/** A ring around the western half of the rentals with a published address: some inside, some out. */
async function westernHalf(): Promise<{ area: string; ring: AreaRing; all: number }> {
  const { markers } = await payloadOf("/api/map/nl/rent.json");
  const box = boxOf(markers.map((marker) => [marker.lng, marker.lat]));
  const middle = (box.west + box.east) / 2;
  const area = `${box.west - 0.01},${box.south - 0.01}_${middle},${box.south - 0.01}_${middle},${box.north + 0.01}_${box.west - 0.01},${box.north + 0.01}`;
  return { area: normaliseArea(area)!, ring: decodeArea(area)!, all: markers.length };
}

describe("a drawn area on the for-rent list", () => {
  it("lists only the listings inside it, and its map payload only their markers", async () => {
    const { area, ring, all } = await westernHalf();
    const everything = totalOf(await html("/nl/te-huur/"));
    const page = await html(`/nl/te-huur/?area=${area}`);
    const total = totalOf(page);
    const payload = await payloadOf(`/api/map/nl/rent.json?area=${area}`);
    expect(payload.markers.length).toBeGreaterThan(1);
    expect(payload.markers.length).toBeLessThan(all);
    for (const marker of payload.markers) expect(inRing(ring, [marker.lng, marker.lat])).toBe(true);
    // Every listing the list finds is on the map, or counted as hidden (placed at its city's centre).
    expect(total).toBe(payload.markers.length + payload.hidden);
    expect(total).toBeLessThan(everything);
  });

  it("carries the area in the map view's payload address, the paging, the view switch and the filters", async () => {
    const { area } = await westernHalf();
    const page = await html(`/nl/te-huur/?area=${area}&view=map`);
    const map = islandProps<{ markersUrl: string; outline: string }>(page, "ListingMap")!;
    expect(new URL(map.markersUrl, "http://x").searchParams.get("area")).toBe(area);
    expect(map.outline).toBe(area);
    const draw = islandProps<{ mode: string; listUrl: string; markersUrl: string; area: string }>(page, "AreaDraw")!;
    expect(draw).toMatchObject({ mode: "list", area, listUrl: "/nl/te-huur/?view=map" });
    expect(new URL(draw.markersUrl, "http://x").searchParams.has("area")).toBe(false);
    const form = /<form class="list-filters"[\s\S]*?<\/form>/.exec(page)![0];
    expect(form).toContain(`<input type="hidden" name="area" value="${area}"/>`);
    expect(form).toMatch(/<a href="\/nl\/te-huur\/\?view=map">Getekende zone verwijderen<\/a>/);
    const toggle = [...page.matchAll(/<nav class="view-toggle"[\s\S]*?<\/nav>/g)][0]![0];
    expect(decode(toggle)).toContain(`href="/nl/te-huur/?area=${area}"`);
  });

  it("ignores an area that is not one, like any bad parameter", async () => {
    const plain = await html("/nl/te-huur/?bedrooms=1");
    for (const bad of ["abc", "3,50_4,50", "100,50_101,50_101,51", "3,50_4,50_x"]) {
      const page = await html(`/nl/te-huur/?bedrooms=1&area=${encodeURIComponent(bad)}`);
      expect(totalOf(page), bad).toBe(totalOf(plain));
      expect(page).not.toContain('name="area"');
      expect(page).not.toContain("Mail mij nieuwe panden");
    }
    const payload = await payloadOf("/api/map/nl/rent.json?area=abc");
    expect(payload.markers.length).toBe((await payloadOf("/api/map/nl/rent.json")).markers.length);
  });

  it("keeps the area through the language switch and in the edge cache key", async () => {
    const { area } = await westernHalf();
    const page = await html(`/nl/te-huur/?area=${area}&view=map&utm_source=x`);
    const nav = /<nav class="language-switcher[\s\S]*?<\/nav>/.exec(page)![0];
    const french = decode(/<a href="([^"]+)" hrefLang="fr"/.exec(nav)![1]!);
    expect(Object.fromEntries(new URL(french, "http://x").searchParams)).toEqual({ area, view: "map" });
    const key = (query: string) => cacheKeyUrl(`http://localhost/nl/te-huur/?${query}`, "b", 1, 0);
    expect(key(`area=${area}`)).not.toBe(key(""));
    expect(key(`area=${area}`)).not.toBe(key("area=3,50_4,50_4,51"));
    expect(key(`area=${area}&utm_source=x`)).toBe(key(`area=${area}`));
  });

  it("links to an alert for this search: goal, area and the list's filters, for the demand-register form", async () => {
    const { area } = await westernHalf();
    for (const view of ["list", "map"]) {
      const page = await html(`/nl/te-huur/?area=${area}&type=2&bedrooms=1&priceMax=2000&sort=price-asc&view=${view}`);
      expect(page).toContain("<p>Mail mij nieuwe panden in deze zone</p>");
      const href = decode(/<a class="button button-primary" href="([^"]+)">Bewaar deze zoekopdracht<\/a>/.exec(page)![1]!);
      const url = new URL(href, "http://x");
      expect(url.pathname).toBe("/nl/zoekopdracht/");
      expect(Object.fromEntries(url.searchParams)).toEqual({ goal: "1", area, type: "2", priceMax: "2000", bedrooms: "1" });
    }
    const sale = await html(`/fr/a-vendre/?area=${area}`);
    const french = decode(/<a class="button button-primary" href="([^"]+)">Enregistrer cette recherche<\/a>/.exec(sale)?.[1] ?? "");
    expect(french).toBe(`/fr/recherche/?goal=0&area=${area}`);
    expect(await html("/nl/te-huur/?view=map")).not.toContain("Mail mij nieuwe panden in deze zone");
  });
});
