import type { PropertySummary } from "./model";

/**
 * What the site counts and lists as "for sale" or "for rent", defined once for the home page's totals,
 * the search box's suggestions, the list filters' counts and the lists themselves: a listing on offer
 * is an available one. Sold and rented listings are references: a list shows them only when asked
 * (`references=1`), after everything on offer, and no count includes them. A listing under option
 * (or sale agreed) is still available: the provider keeps it on the market, so it is counted and
 * listed, but its card shows that badge instead of a price, so a price sort puts it after the priced ones.
 */
export function isOnOffer(item: Pick<PropertySummary, "status">): boolean {
  return item.status === "available";
}

/** A sale and a rent tally. */
export interface OfferCounts {
  saleCount: number;
  rentCount: number;
}

/** Adds a listing to its goal's tally when it is on offer: every sale and rent count of the site counts so. */
export function countOnOffer(counts: OfferCounts, item: Pick<PropertySummary, "status" | "goal">): void {
  if (!isOnOffer(item)) return;
  if (item.goal === 0) counts.saleCount++;
  else counts.rentCount++;
}

/**
 * How a listing places in a price sort: 0 on offer with its price shown, 1 on offer without one (a
 * badge such as "under option" replaces it, or the price is on request), 2 a sold or rented reference.
 */
export function priceSortGroup(item: Pick<PropertySummary, "status" | "price" | "marquee">): 0 | 1 | 2 {
  if (!isOnOffer(item)) return 2;
  return item.price !== null && item.marquee === null ? 0 : 1;
}
