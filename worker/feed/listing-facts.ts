/**
 * A listing's history facts on its summary: when the site first published it and its last price
 * drop. They are carried from the published snapshot into the next one by the sync (worker/feed/sync.ts),
 * not read from listing_history at each run: the sync already holds both snapshots in memory (as it
 * does for the alert changes and the history rows), an incremental run re-normalises only the
 * changed listings and this puts back what the others had, and the list query reads the facts from
 * the summaries without a D1 read per request. listing_history (worker/feed/listing-history-store.ts)
 * is read only for listings the published snapshot cannot tell about: a snapshot of an older format
 * (written before these facts existed), a listing that comes back after a withdrawal, or the seeded
 * local demo's first run. A site's very first snapshot takes the provider's creation date.
 */
import type { Goal, LanguageSnapshot, PriceDrop, PriceUnit, PropertyDetail } from "./model";

/** What the sync carries per listing. */
export interface ListingFacts {
  publishedAt: string;
  priceDrop: PriceDrop | null;
}

/** The price a listing had when it was last seen: what a new price is compared with. */
interface LastPrice {
  goal: Goal;
  price: number | null;
  priceUnit?: PriceUnit | null | undefined;
}

/** What listing_history recorded of a listing: its facts, and its latest state to compare the new one with. */
export interface RecordedFacts extends ListingFacts {
  last: LastPrice;
}

/** One listing_history point, oldest first (ListingHistoryPoint of the store). */
export interface HistoryPointLike extends LastPrice {
  changedAt: number;
}

/**
 * The drop from `earlier` to `later`: a new drop when the price went down (same goal and unit, both
 * prices shown), none when it went up or the goal changed, and `kept` (the earlier drop) otherwise.
 */
function dropAfter(earlier: LastPrice, later: LastPrice, kept: PriceDrop | null, at: string): PriceDrop | null {
  if (earlier.goal !== later.goal || (earlier.priceUnit ?? null) !== (later.priceUnit ?? null)) return null;
  if (earlier.price === null || later.price === null || earlier.price === later.price) return kept;
  return later.price < earlier.price ? { previousPrice: earlier.price, at } : null;
}

/** The facts a listing's recorded history gives; null for no points. */
export function factsFromHistory(points: readonly HistoryPointLike[]): RecordedFacts | null {
  const [first] = points;
  if (!first) return null;
  let drop: PriceDrop | null = null;
  for (let index = 1; index < points.length; index++) {
    drop = dropAfter(points[index - 1]!, points[index]!, drop, new Date(points[index]!.changedAt).toISOString());
  }
  const last = points[points.length - 1]!;
  return { publishedAt: new Date(first.changedAt).toISOString(), priceDrop: drop, last: { goal: last.goal, price: last.price, priceUnit: last.priceUnit } };
}

/** Ids of `after` whose facts the published snapshot `before` does not hold (the sync asks listing_history about them). */
export function withoutCarriedFacts(before: LanguageSnapshot | null, after: LanguageSnapshot): number[] {
  const known = new Set(before?.properties.flatMap((item) => (item.publishedAt ? [item.id] : [])));
  return after.properties.flatMap((item) => (known.has(item.id) ? [] : [item.id]));
}

/**
 * Each listing's facts in `after`, a run at `now` (ISO) going from the published `before` (null for
 * none) to it: the published date of the snapshot (else of listing_history, else the provider's
 * creation date when the site had no snapshot or an older one without these facts, else now), and
 * the drop between the price last seen and the new one.
 */
export function listingFacts(
  before: LanguageSnapshot | null,
  after: LanguageSnapshot,
  now: string,
  recorded: ReadonlyMap<number, RecordedFacts> = new Map(),
): Map<number, ListingFacts> {
  const previous = new Map(before?.properties.map((item) => [item.id, item] as const));
  const facts = new Map<number, ListingFacts>();
  for (const item of after.properties) {
    const earlier = previous.get(item.id);
    const carried = earlier?.publishedAt ? { publishedAt: earlier.publishedAt, priceDrop: earlier.priceDrop ?? null, last: earlier } : recorded.get(item.id);
    if (carried) {
      facts.set(item.id, { publishedAt: carried.publishedAt, priceDrop: dropAfter(carried.last, item, carried.priceDrop, now) });
      continue;
    }
    // Nothing recorded: the provider's date is the best the site knows only when it has no record of
    // its own (a first snapshot, or one from before these facts); a new listing on a running site is new now.
    const provider = before === null || earlier ? item.publishedAt : null;
    const publishedAt = provider && provider < now ? provider : now;
    facts.set(item.id, { publishedAt, priceDrop: earlier ? dropAfter(earlier, item, null, now) : null });
  }
  return facts;
}

/** `snapshot` with each listing's facts put in (a listing `facts` does not name keeps its own). */
export function withFacts(snapshot: LanguageSnapshot, facts: ReadonlyMap<number, ListingFacts>): LanguageSnapshot {
  const properties = snapshot.properties.map((item): PropertyDetail => {
    const known = facts.get(item.id);
    return known ? { ...item, publishedAt: known.publishedAt, priceDrop: known.priceDrop } : item;
  });
  return { ...snapshot, properties };
}
