import type { Map as MapLibre } from "maplibre-gl";
import { circleRing, type ApproximateArea } from "../../domain/map-area";

const AREA_SOURCE = "approximate-area";
/** The approximate area's colours: the site's blue, see-through so the base shows under it. */
const AREA_FILL = "rgba(11, 93, 99, 0.18)";
const AREA_LINE = "#0b5d63";

/** Draws a hidden address's area as a circle (after the style loaded): the base stays readable under it. */
export function showArea(map: MapLibre, area: ApproximateArea): void {
  map.addSource(AREA_SOURCE, { type: "geojson", data: { type: "Feature", properties: {}, geometry: { type: "Polygon", coordinates: [circleRing(area)] } } });
  map.addLayer({ id: `${AREA_SOURCE}-fill`, type: "fill", source: AREA_SOURCE, paint: { "fill-color": AREA_FILL } });
  map.addLayer({
    id: `${AREA_SOURCE}-line`,
    type: "line",
    source: AREA_SOURCE,
    paint: { "line-color": AREA_LINE, "line-width": 2, "line-dasharray": [2, 1.5] },
  });
}
