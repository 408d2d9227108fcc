/**
 * The price line of a listing (SPEC 3 and 9), and what its price is for (priceUnitOf).
 *
 * Which badge a listing carries (marquee, sub-status) is decided in state.ts; a badge replaces the price text.
 *
 * Order: badge → sold/rented word → "price on request" (PublishPrice false, no price, or a price of
 * 0 or less, which providers send for "unknown") → formatted price with its unit ("from" for unit 7).
 */
import { FROM_PRICE_UNIT, formatPriceWithUnit } from "../../../../client/domain/currency";
import type { Lang } from "../../../../client/i18n/languages";
import type { PriceUnit, PropertyStatus } from "../../model";
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

/** The price text in `lang`: a badge, the sold/rented word, "price on request", or the formatted price with its unit. */
export function priceText(input: PriceTextInput, words: Words, lang: Lang): string {
  if (input.badge !== null) return input.badge;
  if (input.status === "sold") return words.sold;
  if (input.status === "rented") return words.rented;
  if (input.price === null) return words.priceOnRequest;
  return formatPriceWithUnit(
    {
      price: input.price,
      priceUnit: input.priceUnit ?? null,
      priceUnitText: input.priceUnitText ?? null,
      fromLabel: words.from,
    },
    lang,
  );
}

/**
 * Words a provider's unit text uses for a month and a year, in the four languages, without accents.
 * SPEC 9 gives a meaning to PriceUnit 7 only; for the others the unit text, which the page shows
 * after the price, is what says the period.
 */
const MONTH_WORDS = new Set(["maand", "mnd", "maandelijks", "mois", "mensuel", "mensuelle", "month", "monthly", "monat", "monatlich", "mtl"]);
const YEAR_WORDS = new Set(["jaar", "jaarlijks", "an", "annee", "annuel", "annuelle", "year", "yearly", "annual", "jahr", "jahrlich"]);
const SQUARE_METRE_WORDS = new Set(["m2", "sqm"]);

/**
 * What the price is for, from the provider's PriceUnit and PriceUnitText (SPEC 9): unit 7 is a
 * "from" price; otherwise the text names a month ("€/maand", "€ par mois"), a year ("€/jaar",
 * "€/an") or a square metre ("€/m²/jaar": a price per m², whatever its period). Null when it names
 * none of them or both periods, or is only the currency ("€"): the site then claims no unit.
 */
export function priceUnitOf(priceUnit: number | null | undefined, priceUnitText: string | null | undefined): PriceUnit | null {
  if (priceUnit === FROM_PRICE_UNIT) return "from";
  const words = (priceUnitText ?? "")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/m\s*²/g, "m2")
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  if (words.some((word) => SQUARE_METRE_WORDS.has(word))) return "squareMetre";
  const month = words.some((word) => MONTH_WORDS.has(word));
  const year = words.some((word) => YEAR_WORDS.has(word));
  return month === year ? null : month ? "month" : "year";
}
