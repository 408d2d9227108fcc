/**
 * Numbers, money and dates in the visitor's language: the one module that builds Intl formatters.
 * Prices (currency.ts), detail values, cards, the price list, mails and article dates all format
 * through here, so a page never mixes two ways of writing the same number.
 *
 * Each language formats with its INTL_LOCALE: nl-BE "€ 400.000", fr-BE "400 000 €", en-GB
 * "€400,000", de-BE "400.000 €". English is en-GB, not en-BE: ICU's en-BE writes a price "€400,000"
 * but a surface "1.250", so one card would group its two numbers differently; en-GB groups both with
 * commas, and the catalogue is written in British English. German is de-BE (the agency is Belgian),
 * which formats exactly as de-DE.
 *
 * The results hold no-break spaces: U+00A0 between "€" and the amount (nl, fr, de) and before a unit,
 * U+202F between thousands in French. The worker (workerd) and the browser (Chromium) both run V8
 * with full ICU and produce the same characters (tests/integration/formatting.test.ts and
 * tests/e2e/formatting.spec.ts hold both to the same strings), so an island that formats in the
 * browser hydrates without a mismatch. Never replace them with plain spaces.
 */
import { INTL_LOCALE, type Lang } from "../i18n/languages";

/** The number styles the site uses; each is built at most once per language. */
export const NUMBER_STYLES = {
  /** Surfaces, widths, energy values: grouped, up to two decimals ("1.250,5"). */
  decimal: { maximumFractionDigits: 2 },
  /** Counts: grouped whole numbers ("1.250"). */
  count: { maximumFractionDigits: 0 },
  /** A whole amount of euros ("€ 400.000"). */
  euro: { style: "currency", currency: "EUR", minimumFractionDigits: 0, maximumFractionDigits: 0 },
  /** An amount with cents ("€ 1.250,50"). */
  euroCents: { style: "currency", currency: "EUR", minimumFractionDigits: 2, maximumFractionDigits: 2 },
  /** A file's size in whole kilobytes with CLDR's unit: "1.234 kB", French "1 234 ko". */
  kilobytes: { style: "unit", unit: "kilobyte", unitDisplay: "short", maximumFractionDigits: 0 },
} as const satisfies Record<string, Intl.NumberFormatOptions>;
export type NumberStyle = keyof typeof NUMBER_STYLES;

/** The date styles the site uses; the time zone is given per call. */
/** The agency's clock (Belgium and Luxembourg share it): the days and times the site shows. */
export const AGENCY_TIME_ZONE = "Europe/Brussels";

export const DATE_STYLES = {
  /** "24/11/2026" (nl, fr, en), "24.11.2026" (de): detail values such as "available from". */
  numeric: { day: "2-digit", month: "2-digit", year: "numeric" },
  /** "24 november 2026", "24. November 2026": article dates. */
  long: { dateStyle: "long" },
  /** "dinsdag 24 november 2026": a visit moment in a mail. */
  full: { dateStyle: "full" },
  /** "dinsdag 24 november": a visit day in the visit form. */
  weekday: { weekday: "long", day: "numeric", month: "long" },
  /** "24 nov", "24 nov.", "24 Nov", "24. Nov.": the owner portal's chart axis and week labels. */
  dayMonth: { day: "numeric", month: "short" },
  /** "24 november 2026 om 10:15": when a passkey was added or a session began (owner portal, its mails). */
  dateTime: { dateStyle: "long", timeStyle: "short" },
  /** "30/11/2026 16:05": a moment in a staff list (the inbox, the overview). */
  shortDateTime: { dateStyle: "short", timeStyle: "short" },
  /** "november 2026", "November 2026": the month an owner's monthly report and its print view cover. */
  monthYear: { month: "long", year: "numeric" },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
export type DateStyle = keyof typeof DATE_STYLES;

/** Between a number and its unit ("120 m²"), so the unit never wraps onto a line of its own. */
export const UNIT_SPACE = "\u00a0";

// Intl formatters are immutable and hold nothing of a request, so one per language and style is
// shared by every request of the isolate (and every render in the browser) for its whole life:
// building one costs far more than using it. The keys are a fixed set (4 languages × the styles
// above × the one or two time zones callers pass), so these maps never grow past a few dozen.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(lang: Lang, style: NumberStyle): Intl.NumberFormat {
  const key = `${lang}|${style}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(INTL_LOCALE[lang], NUMBER_STYLES[style])));
  return format;
}

function dateFormat(lang: Lang, style: DateStyle, timeZone: string): Intl.DateTimeFormat {
  const key = `${lang}|${style}|${timeZone}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(INTL_LOCALE[lang], { ...DATE_STYLES[style], timeZone })));
  return format;
}

/** "1.250,5" (nl), "1 250,5" (fr), "1,250.5" (en), "1.250,5" (de): at most two decimals. */
export function formatNumber(value: number, lang: Lang): string {
  return numberFormat(lang, "decimal").format(value);
}

/** A count, grouped: "1.250" (nl), "1 250" (fr), "1,250" (en). */
export function formatCount(value: number, lang: Lang): string {
  return numberFormat(lang, "count").format(value);
}

/** A number with its unit, joined by a no-break space: "1.250 m²", "12,5 m". */
export function formatMeasure(value: number, unit: string, lang: Lang): string {
  return `${formatNumber(value, lang)}${UNIT_SPACE}${unit}`;
}

/** Bytes in a kilobyte as CLDR's "kilobyte" counts them (SI), the unit formatFileSize writes. */
export const BYTES_PER_KILOBYTE = 1000;

/**
 * A file's size in whole kilobytes, rounded up so a small file never reads "0 kB": "1.234 kB" (nl, de),
 * "1 234 ko" (fr), "1,234 kB" (en). Intl puts a plain space before "kB" (a narrow no-break one in
 * French): the size is shown in mail only, never hydrated.
 */
export function formatFileSize(bytes: number, lang: Lang): string {
  return numberFormat(lang, "kilobytes").format(Math.ceil(bytes / BYTES_PER_KILOBYTE));
}

/**
 * An amount of euros as the language writes it, with cents only when the amount has some after
 * rounding to the cent: "€ 1.250" but "€ 1.250,50". Minus zero shows as zero.
 */
export function formatEuros(amount: number, lang: Lang): string {
  const cents = Math.round(amount * 100) / 100 + 0; // "+ 0" turns -0 into 0
  return numberFormat(lang, Number.isInteger(cents) ? "euro" : "euroCents").format(cents);
}

/**
 * A moment (a Date or an ISO text) as the date it is in `timeZone`; the feed's dates use the
 * agency's zone, where "2026-09-01T00:00:00+02:00" is still 1 September. Text that is not a date
 * is returned as it is rather than failing the page.
 */
export function formatInstant(value: Date | string, lang: Lang, style: DateStyle, timeZone: string): string {
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  return dateFormat(lang, style, timeZone).format(date);
}

/**
 * A calendar day ("2026-11-24") in words, the same wherever it is formatted: it is read as noon
 * UTC and formatted in UTC, so neither the server's nor the visitor's time zone can shift it.
 */
export function formatDay(day: string, lang: Lang, style: DateStyle): string {
  return formatInstant(/^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day}T12:00:00Z` : day, lang, style, "UTC");
}
