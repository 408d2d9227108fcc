/**
 * The price line of a listing (SPEC 3 and 9).
 *
 * Marquee decision: SPEC 3 says Marquee is "an integer 1 to 4, meaning not shown" and MarqueeName
 * "a badge shown instead of the price for ignored marquee ids". We read ids 1–4 as the provider's
 * ordinary states (for sale, for rent, new, …) whose badge is not shown; any other id with a name
 * (sold, rented, option, sale agreed, …) is a badge, and that badge replaces the price text.
 *
 * Order: badge → sold/rented word → "price on request" (PublishPrice false, no price, or a price of
 * 0 or less, which providers send for "unknown") → formatted price with its unit ("from" for unit 7).
 */
import { formatPriceWithUnit } from "../../../../client/domain/currency";
import type { PropertyStatus } from "../../model";
import type { Words } from "./words";

/** Marquee ids whose badge is never shown. */
export const HIDDEN_MARQUEE_IDS: readonly number[] = [1, 2, 3, 4];

/** The badge to show, or null. */
export function marqueeBadge(marquee: number | null | undefined, name: string | null | undefined): string | null {
  if (marquee === null || marquee === undefined || HIDDEN_MARQUEE_IDS.includes(marquee)) return null;
  return name?.trim() || null;
}

/** The numeric price when it may be shown (for sorting and filtering), else null. */
export function publishedPrice(price: number | null | undefined, publish: boolean | null | undefined): number | null {
  return publish !== false && typeof price === "number" && price > 0 ? price : null;
}

export interface PriceTextInput {
  price: number | null;
  priceUnit?: number | null | undefined;
  priceUnitText?: string | null | undefined;
  badge: string | null;
  status: PropertyStatus;
}

export function priceText(input: PriceTextInput, words: Words): string {
  if (input.badge !== null) return input.badge;
  if (input.status === "sold") return words.sold;
  if (input.status === "rented") return words.rented;
  if (input.price === null) return words.priceOnRequest;
  return formatPriceWithUnit({
    price: input.price,
    priceUnit: input.priceUnit ?? null,
    priceUnitText: input.priceUnitText ?? null,
    fromLabel: words.from,
  });
}

/** Sold and rented as the flags say; a flag that contradicts the goal still wins (the provider knows). */
export function statusOf(sold: boolean | null | undefined, rented: boolean | null | undefined, goal: 0 | 1): PropertyStatus {
  if (sold && rented) return goal === 0 ? "sold" : "rented";
  if (sold) return "sold";
  if (rented) return "rented";
  return "available";
}
