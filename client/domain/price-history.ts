/**
 * What a property page tells of a listing's history (issue 41): when the site first published it,
 * each price change with its date, and a sale or a letting. Read from listing_history (the rows the
 * sync records after each published snapshot), completed by the snapshot's own facts when the
 * history holds less (a site whose history started after the listing, a history not yet written).
 */

/** One recorded point of a listing's history, oldest first (worker/feed/listing-history-store.ts ListingHistoryPoint). */
export interface HistoryPoint {
  changedAt: number;
  status: "available" | "sold" | "rented";
  price: number | null;
  priceUnit: string | null;
  goal: 0 | 1;
}

/** What the listing's summary adds (worker/feed/model.ts PropertySummary). */
interface ListingFactsOf {
  publishedAt?: string | null | undefined;
  priceDrop?: { previousPrice: number; at: string } | null | undefined;
  price: number | null;
  priceUnit?: string | null | undefined;
}

export type HistoryEntry =
  | { kind: "published"; at: string }
  /** `unit`: what the price is for ("month" of a rent), as the feed says; null for a sale price. */
  | { kind: "price"; at: string; from: number; to: number; unit?: string | null }
  | { kind: "sold" | "rented"; at: string };

const iso = (ms: number) => new Date(ms).toISOString();

/** The entries, oldest first. */
export function historyEntries(points: readonly HistoryPoint[], item: ListingFactsOf): HistoryEntry[] {
  const entries: HistoryEntry[] = [];
  const first = points[0];
  const published = [item.publishedAt, first ? iso(first.changedAt) : null].filter((at): at is string => !!at).sort()[0];
  if (published) entries.push({ kind: "published", at: published });
  for (let index = 1; index < points.length; index++) {
    const [before, after] = [points[index - 1]!, points[index]!];
    const at = iso(after.changedAt);
    if (after.status !== before.status && after.status !== "available") entries.push({ kind: after.status === "sold" ? "sold" : "rented", at });
    else if (
      after.goal === before.goal &&
      after.priceUnit === before.priceUnit &&
      after.price !== null &&
      before.price !== null &&
      after.price !== before.price
    )
      entries.push({ kind: "price", at, from: before.price, to: after.price, unit: after.priceUnit });
  }
  // A drop the snapshot knows and the history does not (its rows came later, or not yet).
  const drop = item.priceDrop;
  if (drop && item.price !== null && !entries.some((entry) => entry.kind === "price" && entry.to === item.price && entry.from === drop.previousPrice)) {
    entries.push({ kind: "price", at: drop.at, from: drop.previousPrice, to: item.price, unit: item.priceUnit ?? null });
  }
  return entries.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}
