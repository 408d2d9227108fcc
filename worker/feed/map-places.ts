import { roundCoordinate } from "../../client/domain/map";
import type { ApproximateArea, MapPlace } from "../../client/domain/map-area";
import type { PropertySummary } from "./model";
import type { LanguageIndex } from "./snapshot-store";
import { VersionMemo } from "../memory/version-memo";

/** An approximate area is never drawn smaller than this (a city with one located listing still gets a neighbourhood)... */
export const MIN_AREA_RADIUS_M = 1_000;
/** ...nor larger than this (a municipality's far-flung hamlets would otherwise make it a province). */
export const MAX_AREA_RADIUS_M = 4_000;
const EARTH_RADIUS_M = 6_371_000;

/** Great-circle distance in metres (haversine). */
export function distanceM(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

const placeKey = (zip: string, city: string) => `${zip}|${city}`;

interface PlaceWithKey extends MapPlace {
  key: string;
  zip: string;
}

/**
 * Where to write each city's name on the map: the mean position of the listings with a published
 * address in that city (postcode and name as the feed gives them in this language, so the label
 * reads "Luik" on the Dutch site and "Liège" on the French one), and how far they spread (the radius
 * of a hidden address's approximate area). Cities with no located listing have no place.
 */
export function mapPlaces(properties: readonly PropertySummary[]): PlaceWithKey[] {
  const groups = new Map<string, { zip: string; city: string; points: { lat: number; lng: number }[] }>();
  for (const item of properties) {
    if (!item.geo) continue;
    const key = placeKey(item.zip, item.city);
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { zip: item.zip, city: item.city, points: [] }));
    group.points.push(item.geo);
  }
  const places: PlaceWithKey[] = [];
  for (const [key, { zip, city, points }] of groups) {
    const centre = {
      lat: points.reduce((sum, point) => sum + point.lat, 0) / points.length,
      lng: points.reduce((sum, point) => sum + point.lng, 0) / points.length,
    };
    const spread = Math.max(...points.map((point) => distanceM(centre, point)));
    places.push({
      key,
      zip,
      name: city,
      lat: roundCoordinate(centre.lat),
      lng: roundCoordinate(centre.lng),
      count: points.length,
      radiusM: Math.round(Math.min(MAX_AREA_RADIUS_M, Math.max(MIN_AREA_RADIUS_M, spread))),
    });
  }
  // Stable order (the style's ETag and the labels' collision order do not depend on the feed's order).
  return places.sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
}

/**
 * The approximate area of a property whose address is not published: its city's place (same
 * postcode and name, else the same postcode), or null when no listing there has a known position.
 * A property with a published address has none (its map shows its own marker).
 */
export function approximateArea(item: Pick<PropertySummary, "zip" | "city" | "geo">, places: readonly PlaceWithKey[]): ApproximateArea | null {
  if (item.geo) return null;
  const place = places.find((candidate) => candidate.key === placeKey(item.zip, item.city)) ?? places.find((candidate) => candidate.zip === item.zip);
  return place ? { lat: place.lat, lng: place.lng, radiusM: place.radiusM } : null;
}

// Isolate-lifetime, one entry per language and snapshot version (VersionMemo drops older versions):
// a few dozen places each.
const memo = new VersionMemo<PlaceWithKey[]>();

/** The places of one language's snapshot, computed once per version. */
export function placesOf(index: LanguageIndex): PlaceWithKey[] {
  return memo.get(index.version, index.lang, () => mapPlaces(index.properties));
}
