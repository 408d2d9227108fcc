import type { MapPlace } from "../../client/domain/map-area";
import { PLACE_LABELS_LAYER, STYLE_DETAIL_ZOOM_KEY, type StyleDocument } from "../../client/domain/map-style";

/**
 * The offline base's colours: a pale sea, neighbouring land a shade darker than Belgium and
 * Luxembourg, grey borders, and city names dark enough on either (contrast above 7:1 on both lands).
 */
export const OFFLINE_COLOURS = {
  sea: "#c9dde8",
  land: "#e6e3da",
  home: "#f7f5ef",
  border: "#8f8a80",
  place: "#5b574f",
  label: "#2f2d29",
  halo: "#ffffff",
} as const;

/** The offline base has no streets: a detail map shows the town around a property rather than a blank street. */
export const OFFLINE_DETAIL_ZOOM = 11;

/** The cities' labels as a GeoJSON source written into the style (a few dozen points: smaller than a request). */
export function placesSource(places: readonly MapPlace[]) {
  return {
    type: "geojson",
    data: {
      type: "FeatureCollection",
      features: places.map((place) => ({
        type: "Feature",
        properties: { name: place.name, count: place.count },
        geometry: { type: "Point", coordinates: [place.lng, place.lat] },
      })),
    },
  };
}

/**
 * The offline base as a MapLibre style: the generated land and borders (worker/dev/basemap, a static
 * asset at `baseUrl`) under the feed's city names. The style has no `glyphs` address: MapLibre then
 * draws every label with the browser's own sans-serif font, so nothing is fetched but the base itself.
 */
export function offlineStyle({ baseUrl, places }: { baseUrl: string; places: readonly MapPlace[] }): StyleDocument {
  return {
    version: 8,
    name: "Vitrine offline base",
    metadata: { [STYLE_DETAIL_ZOOM_KEY]: OFFLINE_DETAIL_ZOOM, "vitrine:base": "offline" },
    sources: {
      base: { type: "geojson", data: baseUrl, maxzoom: 12, tolerance: 0.5 },
      places: placesSource(places),
    },
    layers: [
      { id: "sea", type: "background", paint: { "background-color": OFFLINE_COLOURS.sea } },
      { id: "land", type: "fill", source: "base", filter: ["==", ["get", "kind"], "land"], paint: { "fill-color": OFFLINE_COLOURS.land } },
      { id: "home", type: "fill", source: "base", filter: ["==", ["get", "kind"], "home"], paint: { "fill-color": OFFLINE_COLOURS.home } },
      {
        id: "borders",
        type: "line",
        source: "base",
        filter: ["==", ["get", "kind"], "border"],
        layout: { "line-join": "round" },
        paint: { "line-color": OFFLINE_COLOURS.border, "line-width": ["interpolate", ["linear"], ["zoom"], 6, 1, 12, 2.5], "line-dasharray": [3, 1.5] },
      },
      {
        id: "place-dots",
        type: "circle",
        source: "places",
        paint: { "circle-radius": 3, "circle-color": OFFLINE_COLOURS.place, "circle-stroke-color": OFFLINE_COLOURS.halo, "circle-stroke-width": 1 },
      },
      {
        id: PLACE_LABELS_LAYER,
        type: "symbol",
        source: "places",
        layout: {
          "text-field": ["get", "name"],
          "text-font": ["sans-serif"],
          "text-size": ["interpolate", ["linear"], ["zoom"], 7, ["step", ["get", "count"], 11, 5, 13], 12, ["step", ["get", "count"], 14, 5, 17]],
          // The city with most listings keeps its label when two collide.
          "symbol-sort-key": ["-", ["get", "count"]],
          "text-variable-anchor": ["left", "right", "top", "bottom"],
          "text-radial-offset": 0.5,
          "text-justify": "auto",
          "text-padding": 2,
        },
        paint: { "text-color": OFFLINE_COLOURS.label, "text-halo-color": OFFLINE_COLOURS.halo, "text-halo-width": 1.5 },
      },
    ],
  };
}
