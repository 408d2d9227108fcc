import type { Goal, LanguageSnapshot, PriceUnit, PropertyStatus } from "./model";

/** One row of a listing's price and state history (migrations/0008 listing_history). */
export interface ListingHistoryRow {
  propertyId: number;
  /** The snapshot version that first showed it. */
  version: number;
  /** When that version was published (ms since the epoch). */
  changedAt: number;
  goal: Goal;
  status: PropertyStatus;
  price: number | null;
  priceUnit: PriceUnit | null;
}

/**
 * The history rows a published snapshot adds: a listing `after` has that `before` did not (or every
 * listing when `before` is null: the very first snapshot records each once), and one whose status,
 * price, goal or price unit changed. A listing that left the snapshot adds nothing (its last state
 * stays the latest row). One language is enough: ids, prices and states are the same in every language.
 */
export function historyRows(before: LanguageSnapshot | null, after: LanguageSnapshot, version: number, now: number): ListingHistoryRow[] {
  const previous = new Map(before?.properties.map((item) => [item.id, item] as const));
  const rows: ListingHistoryRow[] = [];
  for (const item of after.properties) {
    const earlier = previous.get(item.id);
    const priceUnit = item.priceUnit ?? null;
    if (earlier && earlier.status === item.status && earlier.price === item.price && earlier.goal === item.goal && (earlier.priceUnit ?? null) === priceUnit) {
      continue;
    }
    rows.push({ propertyId: item.id, version, changedAt: now, goal: item.goal, status: item.status, price: item.price, priceUnit });
  }
  return rows;
}
