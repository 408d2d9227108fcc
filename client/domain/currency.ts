/**
 * Prices (SPEC 9) in the page's language, through format.ts's Intl formatters: nl "€ 350.000",
 * fr "350 000 €", en "€350,000", de "350.000 €", with cents only when there are some. SPEC 9's other
 * rules stay: price unit 7 puts the "from" word in front, any other unit text follows the price
 * without its euro sign, and an unreadable price is the text "NaN" (SPEC 8).
 */
import type { Lang } from "../i18n/languages";
import { formatEuros } from "./format";

/** Text shown when a price cannot be read (SPEC 8: "currency formatting yields NaN text on failure"). */
export const PRICE_FAILURE_TEXT = "NaN";

/** PriceUnit value meaning "starting from" (SPEC 9). */
export const FROM_PRICE_UNIT = 7;

const EURO = "€";

/**
 * Reads a price given as a number or text. Text may carry "€" and spaces; a single "," is a
 * decimal comma (Belgian), "." followed by groups of exactly three digits is grouping ("350.000"),
 * another single "." is a decimal point ("350000.00"); with both, the last one is the decimal mark.
 * Returns NaN when the text is not a number.
 */
export function parsePrice(value: unknown): number {
  if (typeof value === "number") return Number.isFinite(value) ? value : NaN;
  if (typeof value !== "string") return NaN;
  const compact = value.replace(/€|\s/g, "");
  if (!/^-?\d[\d.,]*$/.test(compact) || /[.,]$/.test(compact)) return NaN;
  const sign = compact.startsWith("-") ? -1 : 1;
  const digits = compact.replace(/^-/, "");
  const lastDot = digits.lastIndexOf(".");
  const lastComma = digits.lastIndexOf(",");
  let normalised: string;
  if (lastDot !== -1 && lastComma !== -1) {
    const [group, decimal]: ["." | ",", "." | ","] = lastDot > lastComma ? [",", "."] : [".", ","];
    const [whole = "", fraction = ""] = digits.split(decimal);
    if (digits.split(decimal).length !== 2 || !isGrouped(whole, group)) return NaN;
    normalised = `${whole.split(group).join("")}.${fraction}`;
  } else if (lastDot !== -1) {
    if (isGrouped(digits, ".")) normalised = digits.split(".").join("");
    else if (digits.split(".").length === 2) normalised = digits;
    else return NaN;
  } else if (lastComma !== -1) {
    if (digits.split(",").length === 2) normalised = digits.replace(",", ".");
    else if (isGrouped(digits, ",")) normalised = digits.split(",").join("");
    else return NaN;
  } else {
    normalised = digits;
  }
  const parsed = sign * Number(normalised);
  return Number.isFinite(parsed) ? parsed : NaN;
}

/** "1.250.000" with "." → true: one to three digits, then groups of exactly three. */
function isGrouped(text: string, separator: "." | ","): boolean {
  const [first = "", ...rest] = text.split(separator);
  return /^\d{1,3}$/.test(first) && rest.every((group) => /^\d{3}$/.test(group));
}

/** "€ 350.000" (nl), "350 000 €" (fr), "€350,000" (en), "350.000 €" (de), or "NaN" when unreadable. */
export function formatPrice(value: unknown, lang: Lang): string {
  const amount = parsePrice(value);
  return Number.isNaN(amount) ? PRICE_FAILURE_TEXT : formatEuros(amount, lang);
}

export interface PriceWithUnit {
  price: unknown;
  priceUnit?: number | string | null;
  priceUnitText?: string | null;
  /** The translated "starting from" word ("vanaf", "à partir de", "from", "ab"). */
  fromLabel?: string | null;
}

/**
 * The price line of a listing: "vanaf € 350.000" for price unit 7, otherwise the price followed
 * by the unit text without its euro sign ("€/mois" → "950 € /mois"). An unreadable price gives
 * "NaN" alone, without prefix or unit.
 */
export function formatPriceWithUnit(input: PriceWithUnit, lang: Lang): string {
  const price = formatPrice(input.price, lang);
  if (price === PRICE_FAILURE_TEXT) return price;
  if (Number(input.priceUnit) === FROM_PRICE_UNIT) {
    const from = tidy(input.fromLabel ?? "");
    return from === "" ? price : `${from} ${price}`;
  }
  const unit = tidy((input.priceUnitText ?? "").replaceAll(EURO, ""));
  return unit === "" ? price : `${price} ${unit}`;
}

function tidy(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}
