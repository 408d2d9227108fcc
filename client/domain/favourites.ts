/**
 * Favourites without an account (issue 41, section 2): the ids a visitor saved in this browser
 * (localStorage under FAVOURITES_KEY, never sent to the server but as the `?ids=` of a page they
 * open or share), the favourites page's query and the distance between two listings. Pure: the page
 * script, the favourites page and the change mails share it.
 */
import * as v from "valibot";
import { LISTING_ID } from "../i18n/routes";

import { MAX_FAVOURITES } from "./favourites-key";

export { FAVOURITES_KEY, MAX_FAVOURITES } from "./favourites-key";
/** Listings compared side by side: at least two, at most four (the table's columns on a wide screen). */
export const MIN_COMPARED = 2;
export const MAX_COMPARED = 4;

/** The favourites page's query parameters: the listed ids and the compared ones (each one comma-separated value). */
export const FAVOURITES_QUERY_PARAMETERS = ["ids", "compare"] as const;

const IdSchema = v.pipe(v.string(), v.trim(), v.regex(LISTING_ID), v.transform(Number), v.safeInteger(), v.minValue(1));

/**
 * The ids of a `?ids=1,2,3` (or `compare=`) value: digits only, each once, in the given order, at
 * most `max`; undefined when the value is absent or empty, and a refusal (`"invalid"`) when any part
 * is not an id or there are too many (a bad link is said so, never half shown).
 */
export function parseIdList(value: string | undefined, max: number = MAX_FAVOURITES): number[] | "invalid" | undefined {
  if (value === undefined || value.trim() === "") return undefined;
  const parts = value.split(",");
  if (parts.length > max) return "invalid";
  const ids: number[] = [];
  for (const part of parts) {
    const parsed = v.safeParse(IdSchema, part);
    if (!parsed.success) return "invalid";
    if (!ids.includes(parsed.output)) ids.push(parsed.output);
  }
  return ids;
}

/** The favourites page's query: the listed ids and, when two to four of them are picked, the compared ones. */
export interface FavouritesQuery {
  ids: number[];
  compare: number[];
}

/**
 * Reads the favourites page's query: `ids` (the list) and `compare` (ids of the list, repeated
 * `compare=1&compare=2` as a form of checkboxes sends them, or `compare=1,2`). Compared ids outside
 * the list are dropped, beyond MAX_COMPARED the first ones are kept; fewer than MIN_COMPARED compare nothing.
 */
export function parseFavouritesQuery(ids: string | undefined, compare: readonly string[]): FavouritesQuery | "invalid" | undefined {
  const listed = parseIdList(ids);
  if (listed === undefined || listed === "invalid") return listed;
  const picked = parseIdList(compare.join(","), MAX_FAVOURITES);
  if (picked === "invalid") return "invalid";
  // More ticked than a table holds: the first four are compared, and the list is never lost for it.
  const compared = (picked ?? []).filter((id) => listed.includes(id)).slice(0, MAX_COMPARED);
  return { ids: listed, compare: compared.length >= MIN_COMPARED ? compared : [] };
}

/** A list's address: `/nl/favorieten/?ids=1,2,3`, with `&compare=1,2` when two to four are compared. */
export function favouritesHref(path: string, ids: readonly number[], compare: readonly number[] = []): string {
  if (ids.length === 0) return path;
  return `${path}?ids=${ids.join(",")}${compare.length > 0 ? `&compare=${compare.join(",")}` : ""}`;
}

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two points in kilometres (haversine). */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
