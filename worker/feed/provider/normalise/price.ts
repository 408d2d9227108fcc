/**
 * The price line of a listing (SPEC 3 and 9).
 *
 * Which badge a listing carries (marquee, sub-status) is decided in state.ts; a badge replaces the price text.
 *
 * Order: badge → sold/rented word → "price on request" (PublishPrice false, no price, or a price of
 * 0 or less, which providers send for "unknown") → formatted price with its unit ("from" for unit 7).
 */
import { formatPriceWithUnit } from "../../../../client/domain/currency";
import type { PropertyStatus } from "../../model";
import type { Words } from "./words";

/**
 * The numeric price when it may be shown (for sorting and filtering), else null. A sold or rented
 * listing is a reference: its price is never kept, so no page, feed or JSON-LD can show it.
 */
export function publishedPrice(price: number | null | undefined, publish: boolean | null | undefined, status: PropertyStatus = "available"): number | null {
  return status === "available" && publish !== false && typeof price === "number" && price > 0 ? price : null;
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
