import { validateStyleMin, type StyleSpecification } from "@maplibre/maplibre-gl-style-spec";
import { describe, expect, it } from "vitest";
import { fallbackStyle, type StyleDocument } from "../../../client/domain/map-style";
import { OFFLINE_DETAIL_ZOOM, offlineStyle } from "../../../worker/map/offline-style";
import { protomapsStyle } from "../../../worker/map/protomaps-style";
import { keptStyle, MAX_KEPT_STYLES } from "../../../worker/map/style-memo";

const problems = (style: StyleDocument) => validateStyleMin(style as unknown as StyleSpecification).map((error) => error.message);

describe("the offline base's style", () => {
  const style = offlineStyle({
    baseUrl: "https://www.example.be/map/benelux-base.json",
    places: [
      { name: "Luik", lat: 50.63, lng: 5.57, count: 12, radiusM: 2_000 },
      { name: "Spa", lat: 50.49, lng: 5.86, count: 1, radiusM: 1_000 },
    ],
  });

  it("is a valid MapLibre style that fetches nothing but the base", () => {
    expect(problems(style)).toEqual([]);
    expect(style).not.toHaveProperty("glyphs");
    expect(style).not.toHaveProperty("sprite");
    expect(style.sources["base"]).toMatchObject({ type: "geojson", data: "https://www.example.be/map/benelux-base.json" });
    expect(style.metadata).toMatchObject({ "vitrine:detail-zoom": OFFLINE_DETAIL_ZOOM });
  });

  it("labels the cities it is given, at their places", () => {
    const features = (style.sources["places"] as { data: { features: { properties: { name: string }; geometry: { coordinates: number[] } }[] } }).data.features;
    expect(features.map((feature) => [feature.properties.name, feature.geometry.coordinates])).toEqual([
      ["Luik", [5.57, 50.63]],
      ["Spa", [5.86, 50.49]],
    ]);
  });
});

describe("the Protomaps style", () => {
  const style = protomapsStyle({
    tilesUrl: "https://www.example.be/api/map/tiles/abc/{z}/{x}/{y}.mvt",
    extent: { minZoom: 0, maxZoom: 15, bounds: [2.5, 49.4, 6.6, 51.6] },
    lang: "de",
  });

  it("is a valid MapLibre style over our tile route, crediting OpenStreetMap", () => {
    expect(problems(style)).toEqual([]);
    expect(style.sources["protomaps"]).toMatchObject({ type: "vector", tiles: ["https://www.example.be/api/map/tiles/abc/{z}/{x}/{y}.mvt"], maxzoom: 15 });
    expect(JSON.stringify(style.sources)).toContain("OpenStreetMap");
  });

  it("names places in the page's language and needs no sprite or glyphs", () => {
    const layers = JSON.stringify(style.layers);
    expect(layers).toContain("name:de");
    expect(layers).not.toContain("icon-image");
    expect(style).not.toHaveProperty("sprite");
    expect(style).not.toHaveProperty("glyphs");
    expect(style.layers.some((layer) => layer.id === "places_locality")).toBe(true);
  });
});

describe("the styles an isolate keeps", () => {
  const identity = { lang: "nl", base: "archive:abc", build: "b1", origin: "https://www.example.be" };

  it("are built once per language, base version, build and origin", async () => {
    let builds = 0;
    const build = () => (builds++, fallbackStyle());
    const first = await keptStyle(identity, build);
    expect(await keptStyle({ ...identity }, build)).toBe(first);
    expect(builds).toBe(1);
    for (const other of [{ lang: "fr" }, { base: "archive:def" }, { base: "offline:12" }, { build: "b2" }, { origin: "https://other.example.be" }]) {
      await keptStyle({ ...identity, ...other }, build);
    }
    expect(builds).toBe(6);
  });

  it("carry an ETag of their text and build", async () => {
    const style = await keptStyle({ ...identity, base: "archive:etag" }, () => fallbackStyle("#123456"));
    expect(JSON.parse(style.body)).toEqual(fallbackStyle("#123456"));
    expect(style.etag).toMatch(/^"map-style-nl-[0-9a-f]{24}"$/);
    const rebuilt = await keptStyle({ ...identity, base: "archive:etag", build: "b9" }, () => fallbackStyle("#123456"));
    expect(rebuilt.etag).not.toBe(style.etag);
  });

  it("are at most MAX_KEPT_STYLES, the oldest dropped first", async () => {
    let builds = 0;
    const build = () => (builds++, fallbackStyle());
    for (let version = 0; version <= MAX_KEPT_STYLES; version++) await keptStyle({ ...identity, base: `offline:${version}` }, build);
    expect(builds).toBe(MAX_KEPT_STYLES + 1);
    await keptStyle({ ...identity, base: `offline:${MAX_KEPT_STYLES}` }, build);
    expect(builds).toBe(MAX_KEPT_STYLES + 1);
    await keptStyle({ ...identity, base: "offline:0" }, build);
    expect(builds).toBe(MAX_KEPT_STYLES + 2);
  });
});
