import { describe, expect, it } from "vitest";
import { DEFAULT_DETAIL_ZOOM, detailZoomOf, fallbackStyle, isStyleDocument, mapStyleHref } from "../../../client/domain/map-style";

describe("map styles", () => {
  it("builds a fallback style with only a background layer and nothing to fetch", () => {
    const style = fallbackStyle();
    expect(isStyleDocument(style)).toBe(true);
    expect(style.sources).toEqual({});
    expect(style.layers.map((layer) => layer.type)).toEqual(["background"]);
    expect(JSON.stringify(style)).not.toMatch(/https?:|glyphs|sprite/);
  });

  it("accepts a fetched style document and rejects anything else", () => {
    expect(
      isStyleDocument({
        version: 8,
        sources: { osm: { type: "raster" } },
        layers: [{ id: "osm", type: "raster", source: "osm" }],
        glyphs: "https://x/{fontstack}/{range}.pbf",
      }),
    ).toBe(true);
    expect(isStyleDocument({ version: 7, sources: {}, layers: [] })).toBe(false);
    expect(isStyleDocument({ error: "not found" })).toBe(false);
    expect(isStyleDocument(null)).toBe(false);
  });
});

describe("a style's detail zoom", () => {
  it("is what our style's metadata asks for, else the default", () => {
    expect(detailZoomOf({ ...fallbackStyle(), metadata: { "vitrine:detail-zoom": 11 } })).toBe(11);
    expect(detailZoomOf(fallbackStyle())).toBe(DEFAULT_DETAIL_ZOOM);
    expect(detailZoomOf({ ...fallbackStyle(), metadata: { "vitrine:detail-zoom": "11" } })).toBe(DEFAULT_DETAIL_ZOOM);
    expect(detailZoomOf({ ...fallbackStyle(), metadata: { "vitrine:detail-zoom": 99 } })).toBe(DEFAULT_DETAIL_ZOOM);
  });

  it("comes from a style address per language", () => {
    expect(mapStyleHref("fr")).toBe("/api/map/style/fr.json");
  });
});
