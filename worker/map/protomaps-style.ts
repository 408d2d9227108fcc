import { layers, namedFlavor } from "@protomaps/basemaps";
import { DEFAULT_DETAIL_ZOOM, STYLE_DETAIL_ZOOM_KEY, type StyleDocument } from "../../client/domain/map-style";
import type { Lang } from "../../client/i18n/languages";

/** The source name Protomaps' layers read from. */
const SOURCE = "protomaps";
/** OpenStreetMap's licence asks for this credit wherever its data is shown. */
export const OSM_ATTRIBUTION = '<a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener">© OpenStreetMap</a> · Protomaps';

/** What the tile archive's header says about its tiles (pmtiles Header). */
export interface ArchiveExtent {
  minZoom: number;
  maxZoom: number;
  bounds: [number, number, number, number];
}

type Layer = StyleDocument["layers"][number];

/**
 * Our sprite-less copy of a layer: we serve no icon sprite (points of interest and town dots would be
 * its only users), so a layer that shows an icon keeps its text without the icon, and one that shows
 * nothing but an icon is left out.
 */
function withoutIcons(layer: Layer): Layer | null {
  const layout = (layer as { layout?: Record<string, unknown> }).layout;
  if (!layout || !("icon-image" in layout)) return layer;
  if (!("text-field" in layout)) return null;
  const textOnly = Object.fromEntries(Object.entries(layout).filter(([name]) => !name.startsWith("icon-")));
  return { ...layer, layout: textOnly };
}

/**
 * Protomaps' light basemap over our own tile route, with names in the page's language (falling back
 * to English, then the local name). No `glyphs` and no `sprite`: MapLibre draws the labels with the
 * browser's fonts, so the map needs nothing but its tiles, all from our origin.
 */
export function protomapsStyle({ tilesUrl, extent, lang }: { tilesUrl: string; extent: ArchiveExtent; lang: Lang }): StyleDocument {
  const flavor = { ...namedFlavor("light"), pois: undefined };
  const styleLayers = (layers(SOURCE, flavor, { lang }) as unknown as Layer[]).map(withoutIcons).filter((layer): layer is Layer => layer !== null);
  return {
    version: 8,
    name: "Vitrine Protomaps light",
    metadata: { [STYLE_DETAIL_ZOOM_KEY]: DEFAULT_DETAIL_ZOOM, "vitrine:base": "protomaps" },
    sources: {
      [SOURCE]: {
        type: "vector",
        tiles: [tilesUrl],
        minzoom: extent.minZoom,
        maxzoom: extent.maxZoom,
        bounds: extent.bounds,
        attribution: OSM_ATTRIBUTION,
      },
    },
    layers: styleLayers,
  };
}
