/**
 * The local demo's listing history before its first snapshot (issue 41: "the demo feed produces such
 * changes", so a fresh `npm start` shows "new" and "price lowered" badges and a history on detail
 * pages): each demo listing first published some days back over the last weeks, a few with a price
 * drop in the last 30 days, the sold and let ones with the day they went. The first sync reads these
 * rows as the listings' recorded facts (worker/feed/listing-facts.ts); later runs carry them, and
 * the drifting demo (drift.ts) keeps making real price changes. Pure: the same listings, seed and
 * moment give the same rows.
 */
import type { ListingHistoryRow } from "../listing-history";
import type { PropertySummary } from "../model";
import { createRng, mix } from "./random";

const DAY_MS = 86_400_000;
/** Published dates spread over this many days back (about one listing in ten within the last week). */
const PUBLISHED_WITHIN_DAYS = 75;
/** About one listing on offer with a shown price in this many had its price lowered in the last 30 days. */
const DROP_EVERY = 6;
/** How much higher the price was before a drop, at most (percent). */
const DROP_PERCENT_MAX = 8;
/** Keeps these draws apart from the shapes' and the drift's with the same seed. */
const HISTORY_SALT = 0x41a7c3;

/** Rounded as agencies round: to 5 in the price's third digit (1 085 000, 41 500, 160). */
function agencyRound(price: number): number {
  const step = 5 * 10 ** Math.max(0, Math.floor(Math.log10(price)) - 2);
  return Math.round(price / step) * step;
}

/**
 * The seeded rows of `listings` (the demo's first snapshot, one language) at `nowMs`, under negative
 * versions so they sort before every real snapshot's row; listings in `skip` (the demo owners', which
 * worker/owner/demo-seed.ts gives a history of its own) get none.
 */
export function demoHistoryRows(listings: readonly PropertySummary[], nowMs: number, seed: number, skip: ReadonlySet<number> = new Set()): ListingHistoryRow[] {
  const rows: ListingHistoryRow[] = [];
  for (const item of listings) {
    if (skip.has(item.id)) continue;
    const rng = createRng(mix(seed ^ HISTORY_SALT, item.id));
    const publishedDaysAgo = rng.int(1, PUBLISHED_WITHIN_DAYS);
    const base = { propertyId: item.id, goal: item.goal, priceUnit: item.priceUnit ?? null };
    const at = (daysAgo: number, hour: number) => nowMs - daysAgo * DAY_MS - hour * 3_600_000;
    const later = rng.int(1, Math.min(29, Math.max(1, publishedDaysAgo - 1)));
    const dropped = item.status === "available" && item.price !== null && publishedDaysAgo > 2 && rng.int(1, DROP_EVERY) === 1;
    if (item.status !== "available") {
      // On offer first, then sold or let.
      rows.push({ ...base, version: -2, changedAt: at(publishedDaysAgo, 3), status: "available", price: item.price });
      rows.push({ ...base, version: -1, changedAt: at(later, 2), status: item.status, price: item.price });
    } else if (dropped && item.price !== null) {
      const earlier = agencyRound(item.price * (1 + rng.int(3, DROP_PERCENT_MAX) / 100));
      rows.push({ ...base, version: -2, changedAt: at(publishedDaysAgo, 3), status: "available", price: earlier });
      rows.push({ ...base, version: -1, changedAt: at(later, 2), status: "available", price: item.price });
    } else {
      rows.push({ ...base, version: -1, changedAt: at(publishedDaysAgo, 3), status: "available", price: item.price });
    }
  }
  return rows;
}
