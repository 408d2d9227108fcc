import type { LngLat } from "../../client/domain/area";
import type { PropertySummary } from "./model";
import { GARDEN, TERRACE, type ListingColumns } from "./query-columns";
import type { SortedListings } from "./query-index";
import { countBelow, type Postings } from "./query-postings";

/** A list query's filters as checks on the index's columns, worked out once per query. */
export interface ColumnFilter {
  /** Per type value (ListingColumns.typeValues), 1 where the type filter takes that type group; null for any type. */
  types: Uint8Array | null;
  /** The type values the type filter takes, for a walk through their postings. */
  typeValues: readonly number[];
  /** Per place value, 1 where the city filter takes that place; null for any place. */
  places: Uint8Array | null;
  /** The place values the city filter takes, for a walk through their postings. */
  placeValues: readonly number[];
  priceMin: number | undefined;
  priceMax: number | undefined;
  bedroomsMin: number | undefined;
  area: { inArea: (point: LngLat) => boolean; positions: Float64Array } | null;
  /** The filters on a listing's facts (ListingColumns.facts); null when none is asked. */
  facts: FactFilter | null;
}

export interface FactFilter {
  livingMin: number | undefined;
  plotMin: number | undefined;
  /** The worst EPC grade rank that passes (worker/feed/query-epc.ts gradeRank). */
  epcRankMax: number | undefined;
  /** A drop at or after this instant (ms) passes. */
  droppedSinceMs: number | undefined;
  garden: boolean;
  terrace: boolean;
}

/** Whether the listing at `position` passes the fact filters (an unknown surface, label or drop passes no bound on it). */
function passesFacts(columns: ListingColumns, facts: FactFilter, position: number): boolean {
  const { living, plot, epcRank, droppedAt, outdoor } = columns.facts;
  if (facts.livingMin !== undefined && !(living[position]! >= facts.livingMin)) return false;
  if (facts.plotMin !== undefined && !(plot[position]! >= facts.plotMin)) return false;
  if (facts.epcRankMax !== undefined && epcRank[position]! > facts.epcRankMax) return false;
  if (facts.droppedSinceMs !== undefined && !(droppedAt[position]! >= facts.droppedSinceMs)) return false;
  if (facts.garden && (outdoor[position]! & GARDEN) === 0) return false;
  if (facts.terrace && (outdoor[position]! & TERRACE) === 0) return false;
  return true;
}

/** The hits one list query counts while it walks an order, keeping only the items of the page it shows. */
export class PageCollector {
  total = 0;
  readonly items: PropertySummary[] = [];
  private readonly properties: readonly PropertySummary[];
  private readonly start: number;
  private readonly end: number;

  /** Keeps the hits from the `start`th (0-based) up to before the `end`th. */
  constructor(properties: readonly PropertySummary[], start: number, end: number) {
    this.properties = properties;
    this.start = start;
    this.end = end;
  }

  add(position: number): void {
    if (this.total >= this.start && this.total < this.end) this.items.push(this.properties[position]!);
    this.total++;
  }
}

/** The drawn area's test is handed one point, refilled for each listing (no pair allocated per listing). */
const point: [number, number] = [0, 0];

/** Whether the listing at snapshot position `position` passes every filter (null price or bedrooms fail a bound on them). */
function passes(columns: ListingColumns, filter: ColumnFilter, position: number): boolean {
  if (filter.types && filter.types[columns.typeOf[position]!] === 0) return false;
  if (filter.places && filter.places[columns.placeOf[position]!] === 0) return false;
  if (filter.priceMin !== undefined || filter.priceMax !== undefined) {
    const price = columns.price[position]!;
    if (Number.isNaN(price) || (filter.priceMin !== undefined && price < filter.priceMin) || (filter.priceMax !== undefined && price > filter.priceMax))
      return false;
  }
  if (filter.bedroomsMin !== undefined) {
    const bedrooms = columns.bedrooms[position]!;
    if (Number.isNaN(bedrooms) || bedrooms < filter.bedroomsMin) return false;
  }
  if (filter.facts && !passesFacts(columns, filter.facts, position)) return false;
  if (filter.area) {
    point[0] = filter.area.positions[position * 2]!;
    point[1] = filter.area.positions[position * 2 + 1]!;
    if (Number.isNaN(point[0]) || !filter.area.inArea(point)) return false;
  }
  return true;
}

/**
 * Hands `collector` every listing of `sorted` that passes `filter`, in the order, among its first
 * `limit` (those on offer, or all with the references). The walk starts from the fewest candidates:
 * the whole order, the merged postings of the type groups the type filter takes, or those of the
 * places the city filter takes.
 */
export function walkFiltered(columns: ListingColumns, sorted: SortedListings, limit: number, filter: ColumnFilter, collector: PageCollector): void {
  let [postings, values, cost]: [Postings | null, readonly number[], number] = [null, [], limit];
  const choices: [Postings, readonly number[]][] = [];
  if (filter.types) choices.push([sorted.byType, filter.typeValues]);
  if (filter.places) choices.push([sorted.byPlace, filter.placeValues]);
  for (const [of, merged] of choices) {
    // A merge of k postings costs about k comparisons per candidate.
    const mergeCost = merged.reduce((sum, value) => sum + countBelow(of, value, limit), 0) * merged.length;
    if (mergeCost < cost) [postings, values, cost] = [of, merged, mergeCost];
  }
  const { order } = sorted;
  if (!postings) {
    for (let rank = 0; rank < limit; rank++) if (passes(columns, filter, order[rank]!)) collector.add(order[rank]!);
    return;
  }
  const { starts, ranks } = postings;
  const next = Int32Array.from(values, (value) => starts[value]!);
  const ends = Int32Array.from(values, (value) => starts[value + 1]!);
  for (;;) {
    // The lowest rank at the head of the merged postings; none left below `limit` ends the walk.
    let head = -1;
    let rank = limit;
    for (let value = 0; value < next.length; value++) {
      if (next[value]! < ends[value]! && ranks[next[value]!]! < rank) {
        head = value;
        rank = ranks[next[value]!]!;
      }
    }
    if (head < 0) return;
    next[head]! += 1;
    if (passes(columns, filter, order[rank]!)) collector.add(order[rank]!);
  }
}
