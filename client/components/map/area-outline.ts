import type { Map as MapLibre } from "maplibre-gl";
import { boxOf, type AreaRing } from "../../domain/area";
import type { Bounds } from "../../domain/map";

const OUTLINE_SOURCE = "drawn-area";
/** The site's blue, as the approximate area and the drawing map use it. */
const OUTLINE_COLOUR = "#0b5d63";

/** The drawn area's box as maplibre frames it. */
export function outlineBounds(ring: AreaRing): Bounds {
  const box = boxOf(ring);
  return [
    [box.west, box.south],
    [box.east, box.north],
  ];
}

/** Outlines a list's drawn search area (after the style loaded), lightly filled so the markers stay readable. */
export function showOutline(map: MapLibre, ring: AreaRing): void {
  const closed = [...ring, ring[0]!].map(([lng, lat]) => [lng, lat]);
  map.addSource(OUTLINE_SOURCE, { type: "geojson", data: { type: "Feature", properties: {}, geometry: { type: "Polygon", coordinates: [closed] } } });
  map.addLayer({ id: `${OUTLINE_SOURCE}-fill`, type: "fill", source: OUTLINE_SOURCE, paint: { "fill-color": OUTLINE_COLOUR, "fill-opacity": 0.08 } });
  map.addLayer({ id: `${OUTLINE_SOURCE}-line`, type: "line", source: OUTLINE_SOURCE, paint: { "line-color": OUTLINE_COLOUR, "line-width": 2 } });
}
