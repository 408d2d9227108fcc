/** Detail values as text in one language, through client/domain/format.ts (numbers, dates) and currency.ts (money). */
import { formatPrice } from "../../../../client/domain/currency";
import { formatInstant, formatMeasure, formatNumber } from "../../../../client/domain/format";
import type { Lang } from "../../../../client/i18n/languages";
import { AGENCY_TIME_ZONE } from "../../../stats/day";
import type { DetailKind } from "./labels";
import type { Words } from "./words";

export interface FormatContext {
  lang: Lang;
  words: Words;
}

export type RawValue = string | number | boolean | readonly unknown[] | object | null | undefined;

/**
 * Dates as day/month/year in the language's order, on the agency's clock: a provider's "2026-09-01
 * 00:00:00" is Brussels midnight, which in UTC is still 31 August.
 */
function formatDate(iso: string, lang: Lang): string {
  return formatInstant(iso, lang, "numeric", AGENCY_TIME_ZONE);
}

/** The text of one detail value, or null when there is nothing to show (absent, blank, zero where zero means unknown). */
export function formatDetailValue(kind: DetailKind, value: RawValue, { lang, words }: FormatContext): string | null {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value === "boolean") return kind === "flag" ? (value ? words.yes : words.no) : null;
  if (typeof value === "string") return kind === "text" || kind === "flag" ? value : kind === "date" ? formatDate(value, lang) : null;
  if (typeof value !== "number") return null;
  switch (kind) {
    case "count":
      return value >= 0 ? formatNumber(value, lang) : null; // a provider may send half counts (1.5 bathrooms)
    case "year":
      return value > 0 ? String(value) : null; // no grouping: "1998", not "1.998"
    case "surface":
      return value > 0 ? formatMeasure(value, words.squareMetres, lang) : null;
    case "width":
      return value > 0 ? formatMeasure(value, words.metres, lang) : null;
    case "money":
      return value > 0 ? formatPrice(value, lang) : null;
    case "energyPerArea":
      return formatMeasure(value, words.energyPerArea, lang);
    case "energyPerYear":
      return formatMeasure(value, words.energyPerYear, lang);
    case "co2":
      return formatMeasure(value, words.co2PerArea, lang);
    case "judicial":
      return value === 1 ? words.yes : value === 0 ? words.no : value === 2 ? words.asRequired : null;
    case "facades":
      return value >= 4 ? words.facadesOpen : value === 3 ? words.facadesHalfOpen : value === 2 ? words.facadesClosed : null;
    default:
      return null;
  }
}
