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
