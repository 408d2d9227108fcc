/**
 * "New" and "price lowered", as the cards' badges, the list filter and the detail page read them. Both
 * are a function of the listing and of the day (UTC calendar days), never of the instant: a card's
 * markup kept per snapshot (worker/pages/Memoized.tsx) names its badges in its variant, and a map
 * payload kept per snapshot names the day when it filters on a drop, so neither outlives the day
 * that made it. An edge-cached page keeps what it said for its EDGE_CACHE_TTL_S (ten minutes) at most.
 * Pure rules on a listing's summary (worker/feed/model.ts), shared by the list query and the pages.
 */

/** A lower price than the one before it (worker/feed/model.ts PriceDrop). */
interface Drop {
  previousPrice: number;
  /** ISO instant. */
  at: string;
}
type Status = "available" | "sold" | "rented";

/** A listing is new on the day it is first published and the NEW_LISTING_DAYS - 1 days after. */
export const NEW_LISTING_DAYS = 7;
/** A drop counts as recent on its day and the PRICE_DROP_DAYS - 1 days after. */
export const PRICE_DROP_DAYS = 30;
const DAY_MS = 86_400_000;

/** The UTC day number of an instant (days since the epoch). */
export function dayNumber(nowMs: number): number {
  return Math.floor(nowMs / DAY_MS);
}

/** The first instant (ms) that still counts as within `days` days of `day`. */
export function sinceMs(day: number, days: number): number {
  return (day - days + 1) * DAY_MS;
}

function atOrAfter(iso: string | null | undefined, since: number): boolean {
  if (!iso) return false;
  const at = Date.parse(iso);
  return Number.isFinite(at) && at >= since;
}

/** Published within the last NEW_LISTING_DAYS days (and on offer). */
export function isNewListing(item: { publishedAt?: string | null | undefined; status: Status }, day: number): boolean {
  return item.status === "available" && atOrAfter(item.publishedAt, sinceMs(day, NEW_LISTING_DAYS));
}

/** The listing's drop when it happened within the last PRICE_DROP_DAYS days (and it is on offer); else null. */
export function recentDrop(item: { priceDrop?: Drop | null | undefined; status: Status; price: number | null }, day: number): Drop | null {
  const drop = item.priceDrop ?? null;
  return drop && item.status === "available" && item.price !== null && atOrAfter(drop.at, sinceMs(day, PRICE_DROP_DAYS)) ? drop : null;
}

/**
 * The price per m² a card and the detail page show: a sale's price over its living surface, rounded
 * to the euro; null for a rent, a hidden price or no living surface (a plot's price per m² is another
 * figure, not the one a buyer compares homes by).
 */
export function pricePerSquareMetre(item: {
  goal: 0 | 1;
  price: number | null;
  priceUnit?: string | null | undefined;
  livingSurface?: number | null | undefined;
}): number | null {
  const surface = item.livingSurface ?? null;
  if (item.goal !== 0 || item.price === null || item.price <= 0 || surface === null || surface <= 0) return null;
  // A price per month, per m² or "from" is not a sale price to divide.
  if (item.priceUnit) return null;
  return Math.round(item.price / surface);
}
