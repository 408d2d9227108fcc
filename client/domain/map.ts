import * as v from "valibot";

/**
 * The listing map's markers, shared by the worker (which encodes the marker payload) and the
 * ListingMap island (which decodes it and frames the markers). Styles are in map-style.ts, a hidden
 * address's area in map-area.ts, markers sharing one spot in map-groups.ts. No maplibre here.
 */

/** Coordinates are sent with 5 decimals (about 1 m): enough for a marker, and shorter rows. */
export const COORDINATE_DECIMALS = 5;
/** A single marker (or markers on one street) would otherwise be framed at an absurd zoom. */
export const MIN_BOUNDS_SPAN_DEG = 0.005;

export const MARKER_STATUSES = ["available", "sold", "rented"] as const;
export type MarkerStatus = (typeof MARKER_STATUSES)[number];
/** A status in a row: its index in MARKER_STATUSES. */
type StatusCode = 0 | 1 | 2;
const STATUS_CODE: Record<MarkerStatus, StatusCode> = { available: 0, sold: 1, rented: 2 };

/** One marker with what its popup card shows. */
export interface MapMarker {
  id: number;
  lat: number;
  lng: number;
  status: MarkerStatus;
  /** Property type name, e.g. "Woning". */
  type: string;
  city: string;
  /** The price as the card shows it (SPEC 9); the island shows the sold/rented label instead when not available. */
  price: string;
  /** Localized detail path. */
  path: string;
  /** Small picture address, or null when the property has none. */
  picture: string | null;
}

/** A marker as the endpoint sends it: a row instead of an object, so hundreds of markers stay small. */
export type MarkerRow = [
  id: number,
  lat: number,
  lng: number,
  status: StatusCode,
  type: string,
  city: string,
  price: string,
  path: string,
  picture: string | null,
];

/** What the map endpoint answers: the markers, and how many matching properties have no published address. */
export interface MapPayload {
  markers: MarkerRow[];
  hidden: number;
}

export function roundCoordinate(value: number): number {
  const factor = 10 ** COORDINATE_DECIMALS;
  return Math.round(value * factor) / factor;
}

export function toRow(marker: MapMarker): MarkerRow {
  const { id, lat, lng, status, type, city, price, path, picture } = marker;
  return [id, roundCoordinate(lat), roundCoordinate(lng), STATUS_CODE[status], type, city, price, path, picture];
}

/** What a listing gives its marker: the list's payload and a detail page's map build rows the same way. */
export interface MarkedListing {
  id: number;
  status: MarkerStatus;
  typeName: string;
  city: string;
  priceText: string;
  path: string;
}

/** The marker row of a listing at `geo`; `picture` is the small picture's address for the card, or null. */
export function listingRow(item: MarkedListing, geo: { lat: number; lng: number }, picture: string | null): MarkerRow {
  return toRow({
    id: item.id,
    lat: geo.lat,
    lng: geo.lng,
    status: item.status,
    type: item.typeName,
    city: item.city,
    price: item.priceText,
    path: item.path,
    picture,
  });
}

const Row = v.tuple([
  v.pipe(v.number(), v.integer()),
  v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
  v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
  v.picklist([0, 1, 2]),
  v.string(),
  v.string(),
  v.string(),
  // Only our own detail paths: a row can never turn a card into a link elsewhere.
  v.pipe(v.string(), v.regex(/^\/[a-z]{2}\/[^?#]*\/$/)),
  v.nullable(v.pipe(v.string(), v.regex(/^(\/|https:\/\/)/))),
]);

const Payload = v.object({ markers: v.array(Row), hidden: v.pipe(v.number(), v.integer(), v.minValue(0)) });

/** Reads the endpoint's (untrusted) JSON into markers; null when it is not a map payload. */
export function parseMapPayload(json: unknown): { markers: MapMarker[]; hidden: number } | null {
  const result = v.safeParse(Payload, json);
  if (!result.success) return null;
  return { markers: result.output.markers.map(fromRow), hidden: result.output.hidden };
}

export function fromRow([id, lat, lng, status, type, city, price, path, picture]: MarkerRow): MapMarker {
  return { id, lat, lng, status: MARKER_STATUSES[status], type, city, price, path, picture };
}

/** South-west and north-east corners as maplibre takes them: [[west, south], [east, north]]. */
export type Bounds = [[number, number], [number, number]];

/**
 * The box that frames every marker, widened to at least MIN_BOUNDS_SPAN_DEG each way so one marker
 * is shown with its street around it; null without markers.
 */
export function boundsOf(points: readonly { lat: number; lng: number }[]): Bounds | null {
  if (points.length === 0) return null;
  let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const { lat, lng } of points) {
    west = Math.min(west, lng);
    east = Math.max(east, lng);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  }
  const widen = (low: number, high: number): [number, number] => {
    const missing = MIN_BOUNDS_SPAN_DEG - (high - low);
    return missing > 0 ? [low - missing / 2, high + missing / 2] : [low, high];
  };
  [west, east] = widen(west, east);
  [south, north] = widen(south, north);
  return [
    [west, south],
    [east, north],
  ];
}
