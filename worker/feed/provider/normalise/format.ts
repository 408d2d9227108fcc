/** Detail values as text in one language. Numbers use the language's locale; money uses SPEC 9's euro format. */
import { formatPrice } from "../../../../client/domain/currency";
import { INTL_LOCALE, type Lang } from "../../../../client/i18n/languages";
import { AGENCY_TIME_ZONE } from "../../../stats/day";
import type { DetailKind } from "./labels";
import type { Words } from "./words";

export interface FormatContext {
  lang: Lang;
  words: Words;
}

export type RawValue = string | number | boolean | readonly unknown[] | object | null | undefined;

const NUMBER_FORMATS = new Map<Lang, Intl.NumberFormat>();
const DATE_FORMATS = new Map<Lang, Intl.DateTimeFormat>();

export function formatNumber(value: number, lang: Lang): string {
  let format = NUMBER_FORMATS.get(lang);
  if (!format) NUMBER_FORMATS.set(lang, (format = new Intl.NumberFormat(INTL_LOCALE[lang], { maximumFractionDigits: 2 })));
  return format.format(value);
}

/**
 * Dates as day/month/year in the language's order, on the agency's clock: a provider's "2026-09-01
 * 00:00:00" is Brussels midnight, which in UTC is still 31 August.
 */
export function formatDate(iso: string, lang: Lang): string {
  let format = DATE_FORMATS.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[lang], { day: "2-digit", month: "2-digit", year: "numeric", timeZone: AGENCY_TIME_ZONE });
    DATE_FORMATS.set(lang, format);
  }
  return format.format(new Date(iso));
}

/** The text of one detail value, or null when there is nothing to show (absent, blank, zero where zero means unknown). */
export function formatDetailValue(kind: DetailKind, value: RawValue, { lang, words }: FormatContext): string | null {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value === "boolean") return kind === "flag" ? (value ? words.yes : words.no) : null;
  if (typeof value === "string") return kind === "text" || kind === "flag" ? value : kind === "date" ? formatDate(value, lang) : null;
  if (typeof value !== "number") return null;
  switch (kind) {
    case "count":
      return value >= 0 ? formatNumber(value, lang) : null;
    case "year":
      return value > 0 ? String(value) : null; // no grouping: "1998", not "1.998"
    case "surface":
      return value > 0 ? `${formatNumber(value, lang)} ${words.squareMetres}` : null;
    case "width":
      return value > 0 ? `${formatNumber(value, lang)} ${words.metres}` : null;
    case "money":
      return value > 0 ? formatPrice(value) : null;
    case "energyPerArea":
      return `${formatNumber(value, lang)} ${words.energyPerArea}`;
    case "energyPerYear":
      return `${formatNumber(value, lang)} ${words.energyPerYear}`;
    case "co2":
      return `${formatNumber(value, lang)} ${words.co2PerArea}`;
    case "judicial":
      return value === 1 ? words.yes : value === 0 ? words.no : value === 2 ? words.asRequired : null;
    case "facades":
      return value >= 4 ? words.facadesOpen : value === 3 ? words.facadesHalfOpen : value === 2 ? words.facadesClosed : null;
    default:
      return null;
  }
}
