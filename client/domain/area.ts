/**
 * A drawn search area: one polygon ring of [longitude, latitude] points, as the for-sale and for-rent
 * map views carry it in `?area=` and a search alert stores it. Pure: the list query, the alert
 * matcher and the drawing islands share it.
 *
 * In an address the ring is written "lng,lat_lng,lat_..." with 5 decimals (about a metre), the
 * closing point left out: short enough to share, readable, and the same text for the same area
 * (the edge cache key and the alert's criteria compare it as text).
 */

export type LngLat = readonly [lng: number, lat: number];
export type AreaRing = readonly LngLat[];

/** A ring needs three corners; more than this is a drawing gone wrong (and a URL too long to share). */
export const AREA_MIN_POINTS = 3;
export const AREA_MAX_POINTS = 60;
/** Where an area may lie: Belgium and Luxembourg with a margin (the site sells nothing elsewhere). */
export const AREA_BOUNDS = { west: 1.5, south: 48.5, east: 7.5, north: 52.5 } as const;
const DECIMALS = 5;

const round = (value: number) => Math.round(value * 10 ** DECIMALS) / 10 ** DECIMALS;

/** The ring as `?area=` text; the closing point (equal to the first) is dropped. */
export function encodeArea(ring: AreaRing): string {
  const open = ring.length > 1 && ring[0]![0] === ring.at(-1)![0] && ring[0]![1] === ring.at(-1)![1] ? ring.slice(0, -1) : ring;
  return open.map(([lng, lat]) => `${round(lng)},${round(lat)}`).join("_");
}

/** The ring of `?area=` text, or undefined when it is not a usable area (too few or many points, outside the bounds, not numbers). */
export function decodeArea(text: string | null | undefined): AreaRing | undefined {
  if (!text) return undefined;
  const parts = text.trim().split("_");
  if (parts.length < AREA_MIN_POINTS || parts.length > AREA_MAX_POINTS) return undefined;
  const ring: LngLat[] = [];
  for (const part of parts) {
    const match = /^(-?\d{1,3}(?:\.\d{1,7})?),(-?\d{1,2}(?:\.\d{1,7})?)$/.exec(part);
    if (!match) return undefined;
    const lng = Number(match[1]);
    const lat = Number(match[2]);
    if (lng < AREA_BOUNDS.west || lng > AREA_BOUNDS.east || lat < AREA_BOUNDS.south || lat > AREA_BOUNDS.north) return undefined;
    ring.push([round(lng), round(lat)]);
  }
  return ring;
}

/** The area's text in its one canonical form (rounded, no closing point), or undefined. */
export function normaliseArea(text: string | null | undefined): string | undefined {
  const ring = decodeArea(text);
  return ring ? encodeArea(ring) : undefined;
}

export interface AreaBox {
  west: number;
  south: number;
  east: number;
  north: number;
}

export function boxOf(ring: AreaRing): AreaBox {
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const [lng, lat] of ring) {
    west = Math.min(west, lng);
    east = Math.max(east, lng);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  }
  return { west, south, east, north };
}

/** Whether a point lies inside the ring (even-odd rule; a point on an edge may fall either way). */
export function inRing(ring: AreaRing, [lng, lat]: LngLat): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** A ring ready for many point tests: its box is checked first, so most points cost four comparisons. */
export function areaTest(ring: AreaRing): (point: LngLat) => boolean {
  const box = boxOf(ring);
  return (point) => point[0] >= box.west && point[0] <= box.east && point[1] >= box.south && point[1] <= box.north && inRing(ring, point);
}
