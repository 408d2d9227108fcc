import type { LngLat } from "../../client/domain/area";
import { approximateArea, mapPlaces } from "./map-places";
import type { Goal, PropertySummary } from "./model";
import { placesOf, type PlaceIndex } from "./place";
import { readColumns, type ListingColumns } from "./query-columns";
import { SORT_KEYS, sortOrders, type SortKey } from "./query-order";
import { postingsOf, type Postings } from "./query-postings";

/** One goal's listings in one sort order, and the same grouped by type group and by place for filtered walks. */
export interface SortedListings {
  /** Snapshot positions, on offer first. */
  order: Int32Array;
  byType: Postings;
  byPlace: Postings;
}

export interface QueryIndex {
  /** The snapshot's listings: every column and order below holds positions in this array. */
  properties: readonly PropertySummary[];
  columns: ListingColumns;
  /** Per goal, its listings in each sort order: those on offer first, in every order. */
  sorted: Record<Goal, Record<SortKey, SortedListings>>;
  /** Per goal, how many are on offer (the length of the orders' leading part). */
  onOffer: Record<Goal, number>;
  /** Available properties of both goals, newest first (home's "newest properties"). */
  newest: PropertySummary[];
  /** Each listing's place, worked out once per version: a city filter compares keys, never folds a name. */
  places: PlaceIndex;
  /**
   * Each listing's position for a drawn area (listingPositions), as lng, lat pairs by snapshot
   * position (NaN where it has none). Worked out at the first query with an area and then kept with
   * the index, so it lives and goes with the snapshot version (worker/jobs/sync-listings.ts queryIndexOf).
   */
  positions: () => Float64Array;
}

/**
 * Where a listing lies for a drawn area: its published address, else the centre of its city's
 * approximate area on the map (worker/feed/map-places.ts), as the alert matcher places it
 * (worker/feed/listing-changes.ts); null when neither is known (such a listing is in no area).
 */
export function listingPositions(properties: readonly PropertySummary[]): (item: PropertySummary) => LngLat | null {
  let positions: Map<number, LngLat | null> | undefined;
  const build = () => {
    const places = mapPlaces(properties);
    const built = new Map<number, LngLat | null>();
    for (const item of properties) {
      const area = item.geo ? null : approximateArea(item, places);
      built.set(item.id, item.geo ? [item.geo.lng, item.geo.lat] : area ? [area.lng, area.lat] : null);
    }
    return built;
  };
  return (item) => (positions ??= build()).get(item.id) ?? null;
}

function positionColumns(properties: readonly PropertySummary[]): Float64Array {
  const positionOf = listingPositions(properties);
  const positions = new Float64Array(properties.length * 2).fill(Number.NaN);
  properties.forEach((item, position) => {
    const point = positionOf(item);
    if (point) positions.set(point, position * 2);
  });
  return positions;
}

/**
 * Everything a list query reads, built once per snapshot version and language (worker/jobs/sync-listings.ts
 * keeps it): filter columns, each goal's listings in every sort order, and per order the same grouped
 * by type group and by place, so a filtered query walks only the smallest group and pays one column
 * check per listing in it.
 */
export function buildQueryIndex(properties: readonly PropertySummary[]): QueryIndex {
  const places = placesOf(properties);
  const { typeValues, typeOf, placeList, placeOf, price, bedrooms, facts, ...orderColumns } = readColumns(properties, places);
  // Only what the filters read stays with the index.
  const columns: ListingColumns = { typeValues, typeOf, placeList, placeOf, price, bedrooms, facts };
  const orders = sortOrders(orderColumns, price);
  const sortedFor = (goal: Goal) =>
    Object.fromEntries(
      SORT_KEYS.map((key) => {
        const order = orders.byGoal[goal][key];
        const byType = postingsOf(order, columns.typeOf, columns.typeValues.size);
        return [key, { order, byType, byPlace: postingsOf(order, columns.placeOf, columns.placeList.length) }];
      }),
    ) as Record<SortKey, SortedListings>;
  const newest: PropertySummary[] = [];
  for (const position of orders.newest) newest.push(properties[position]!);
  let positions: Float64Array | undefined;
  return {
    properties,
    columns,
    sorted: { 0: sortedFor(0), 1: sortedFor(1) },
    onOffer: orders.onOffer,
    newest,
    places,
    positions: () => (positions ??= positionColumns(properties)),
  };
}
