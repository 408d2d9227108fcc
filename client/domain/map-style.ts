import * as v from "valibot";

/**
 * What the island needs to know of a map style: whether a fetched document is one, the address of
 * our own, how close a detail map zooms on it, and the plain style built in code when none answers.
 */

/** How long the island waits for a configured style before it falls back to the plain one. */
export const MAP_STYLE_TIMEOUT_MS = 4_000;
/** Background of the built-in style used when no tile style is configured or it cannot be reached. */
export const FALLBACK_BACKGROUND = "#e9efec";

/** A maplibre style document (version 8), as far as the island needs to trust a fetched one. */
const StyleDocument = v.looseObject({
  version: v.literal(8),
  sources: v.record(v.string(), v.unknown()),
  layers: v.array(v.looseObject({ id: v.string(), type: v.string() })),
});
export type StyleDocument = v.InferOutput<typeof StyleDocument>;

export function isStyleDocument(json: unknown): json is StyleDocument {
  return v.is(StyleDocument, json);
}

/**
 * What our own styles (worker/routes/map-style.ts) tell the island in their `metadata`: how close a
 * detail map may zoom on this base (the offline base has no streets, so a town's surroundings say
 * more than an empty street would).
 */
export const STYLE_DETAIL_ZOOM_KEY = "vitrine:detail-zoom";
/** The address of the site's own style in a language (worker/routes/map-style.ts): every map's base unless MAP_STYLE_URL names another. */
export function mapStyleHref(lang: string): string {
  return `/api/map/style/${lang}.json`;
}

/** The id of the offline base's layer of city names (worker/map/offline-style.ts); list maps move its names clear of their clusters. */
export const PLACE_LABELS_LAYER = "place-labels";

/**
 * Where a list map may write a city's name, in ems from its dot, best first: beside the dot as the
 * base writes it, then, when a marker stands there (a cluster sits on the city's listings, so on its
 * dot), beside the marker: a cluster is up to 48 px wide, 2.4 em at the smallest names' 11 px.
 */
export const LABEL_PLACES_NEAR_MARKERS = (["left", "right", "top", "bottom"] as const)
  .flatMap((anchor) => [anchor, offsetOf(anchor, 0.5)])
  .concat((["left", "right", "top", "bottom"] as const).flatMap((anchor) => [anchor, offsetOf(anchor, 2.4)]));

function offsetOf(anchor: "left" | "right" | "top" | "bottom", ems: number): [number, number] {
  return anchor === "left" ? [ems, 0] : anchor === "right" ? [-ems, 0] : anchor === "top" ? [0, ems] : [0, -ems];
}

/** The offline base's static asset (worker/dev/basemap/build.ts writes it into client/public, Vite copies it). */
export const OFFLINE_BASE_PATH = "/map/benelux-base.json";

/** Closest a detail map zooms when its style does not say. */
export const DEFAULT_DETAIL_ZOOM = 15;

/** The detail zoom a style asks for in its metadata, or the default. */
export function detailZoomOf(style: StyleDocument): number {
  const metadata = style["metadata"];
  const value = metadata && typeof metadata === "object" ? (metadata as Record<string, unknown>)[STYLE_DETAIL_ZOOM_KEY] : undefined;
  return typeof value === "number" && value >= 0 && value <= 22 ? value : DEFAULT_DETAIL_ZOOM;
}

/** The style built in code: one background layer, no sources, so nothing is fetched and markers still show. */
export function fallbackStyle(background = FALLBACK_BACKGROUND): StyleDocument {
  return { version: 8, sources: {}, layers: [{ id: "background", type: "background", paint: { "background-color": background } }] };
}
