import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { isStyleDocument, OFFLINE_BASE_PATH, type StyleDocument } from "../../client/domain/map-style";
import { ARCHIVE_CHECK_INTERVAL_MS } from "../../worker/map/archive-state";
import { ARCHIVE_KEY, fetchCounting, startEachTestAMinuteLater, TEST_EXTENT, uploadArchive, type R2Calls } from "./map-pmtiles-writer";
import { get, ORIGIN } from "./worker";

type Style = StyleDocument & { name?: string; metadata?: Record<string, unknown> };

async function parsedStyle(response: Response): Promise<Style> {
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toContain("application/json");
  const json: unknown = await response.json();
  expect(isStyleDocument(json)).toBe(true);
  return json as Style;
}

const styleOf = async (lang: string) => parsedStyle(await get(`/api/map/style/${lang}.json`));
const tilesOf = (style: StyleDocument) => (style.sources["protomaps"] as { tiles: string[] }).tiles[0]!;

const advanceClock = startEachTestAMinuteLater();

describe("the maps' base without a tile archive", () => {
  it("answers the offline base: the generated land and borders, and the feed's cities in the page's language", async () => {
    const nl = await styleOf("nl");
    expect(nl.name).toBe("Vitrine offline base");
    expect(nl.metadata?.["vitrine:base"]).toBe("offline");
    const base = nl.sources["base"] as { type: string; data: string };
    expect(base).toMatchObject({ type: "geojson" });
    expect(new URL(base.data).pathname).toBe(OFFLINE_BASE_PATH);
    expect(nl.layers.map((layer) => layer.id)).toEqual(["sea", "land", "home", "borders", "place-dots", "place-labels"]);
    // No glyphs and no sprite: labels are drawn with the browser's fonts, so the map needs no other download.
    expect(nl).not.toHaveProperty("glyphs");
    expect(nl).not.toHaveProperty("sprite");

    const names = (style: StyleDocument) =>
      (style.sources["places"] as { data: { features: { properties: { name: string } }[] } }).data.features.map((feature) => feature.properties.name);
    const fr = await styleOf("fr");
    expect(names(nl)).toContain("Luik");
    expect(names(nl)).not.toContain("Liège");
    expect(names(fr)).toContain("Liège");
    expect(names(fr)).toContain("Gand");
    expect(names(nl).length).toBeGreaterThan(20);
  });

  it("writes its addresses on the site's public origin, whatever host the request named", async () => {
    // SITE_ORIGIN is http://localhost:8787 in the tests; the same worker is asked at another address.
    const response = await exports.default.fetch(new Request("http://127.0.0.1:8787/api/map/style/nl.json"));
    const base = (await parsedStyle(response)).sources["base"] as { data: string };
    expect(base.data).toBe(`${ORIGIN}${OFFLINE_BASE_PATH}`);
  });

  it("is cached briefly, confirmed with its ETag, and refused for a language the site does not have", async () => {
    const first = await get("/api/map/style/de.json");
    expect(first.headers.get("Cache-Control")).toBe("public, max-age=300");
    const etag = first.headers.get("ETag")!;
    expect(etag).toMatch(/^"map-style-de-[0-9a-f]+"$/);
    expect((await get("/api/map/style/de.json", { "If-None-Match": etag })).status).toBe(304);
    expect((await get("/api/map/style/xx.json")).status).toBe(404);
  });
});

describe("the maps' base with a PMTiles archive in R2", () => {
  it("answers Protomaps' style over our own tile route, with names in the page's language", async () => {
    const version = await uploadArchive(env.MAP_TILES!, "a");
    const style = await styleOf("fr");
    expect(style.metadata?.["vitrine:base"]).toBe("protomaps");
    const source = style.sources["protomaps"] as { type: string; tiles: string[]; minzoom: number; maxzoom: number; bounds: number[]; attribution: string };
    expect(source).toMatchObject({ type: "vector", minzoom: 0, maxzoom: 8 });
    expect(source.bounds.map((value) => Math.round(value * 10) / 10)).toEqual(TEST_EXTENT.bounds);
    expect(source.tiles).toEqual([`${ORIGIN}/api/map/tiles/${version}/{z}/{x}/{y}.mvt`]);
    expect(source.attribution).toContain("OpenStreetMap");
    expect(JSON.stringify(style.layers)).toContain("name:fr");
    // Everything comes from our origin: no glyphs, sprite or icon the style would fetch elsewhere.
    expect(style).not.toHaveProperty("glyphs");
    expect(style).not.toHaveProperty("sprite");
    expect(JSON.stringify(style.layers)).not.toContain("icon-image");
  });

  it("asks R2 at most once a minute per isolate, and answers the same style meanwhile", async () => {
    await uploadArchive(env.MAP_TILES!, "b");
    const calls: R2Calls = { heads: 0, gets: 0 };
    const first = await fetchCounting("/api/map/style/nl.json", calls);
    const body = await first.text();
    expect(calls.heads).toBe(1);

    const again = { heads: 0, gets: 0 };
    const second = await fetchCounting("/api/map/style/nl.json", again);
    expect(await second.text()).toBe(body);
    expect(second.headers.get("ETag")).toBe(first.headers.get("ETag"));
    expect(again).toEqual({ heads: 0, gets: 0 });
  });

  it("names a new upload once the isolate's minute is up", async () => {
    const before = await uploadArchive(env.MAP_TILES!, "c");
    expect(tilesOf(await styleOf("en"))).toContain(`/${before}/`);
    const after = await uploadArchive(env.MAP_TILES!, "d");
    expect(after).not.toBe(before);
    // Within the minute the isolate still names what it knew (browsers keep a style five minutes anyway).
    expect(tilesOf(await styleOf("en"))).toContain(`/${before}/`);
    advanceClock(ARCHIVE_CHECK_INTERVAL_MS);
    expect(tilesOf(await styleOf("en"))).toContain(`/${after}/`);
  });

  it("falls back to the offline base once the archive is gone", async () => {
    await uploadArchive(env.MAP_TILES!, "e");
    expect((await styleOf("de")).metadata?.["vitrine:base"]).toBe("protomaps");
    await env.MAP_TILES!.delete(ARCHIVE_KEY);
    advanceClock(ARCHIVE_CHECK_INTERVAL_MS);
    expect((await styleOf("de")).metadata?.["vitrine:base"]).toBe("offline");
  });
});
