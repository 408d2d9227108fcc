import { INTL_LOCALE, type Lang } from "../../client/i18n/languages";
import { AGENCY_TIME_ZONE } from "../stats/day";

// Module-lifetime: one formatter per language (4 at most); a formatter holds nothing of a request.
const formats = new Map<Lang, Intl.DateTimeFormat>();

/** A stored moment (ms epoch, or an ISO text) as the agency's date and time, in the staff member's language. */
export function formatWhen(value: number | string | null | undefined, lang: Lang): string {
  if (value === null || value === undefined || value === "") return "";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  let format = formats.get(lang);
  if (!format) formats.set(lang, (format = new Intl.DateTimeFormat(INTL_LOCALE[lang], { dateStyle: "short", timeStyle: "short", timeZone: AGENCY_TIME_ZONE })));
  return format.format(date);
}

/** A moment as the machine-readable value of a <time> element. */
export function isoOf(value: number | string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "" : date.toISOString();
}

const sheetParts = new Intl.DateTimeFormat("en-GB", {
  timeZone: AGENCY_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/**
 * A stored moment as a spreadsheet reads a date and time: "2026-11-30 16:05" on the agency's clock
 * (Excel and LibreOffice take this form as a date in every locale; an ISO text in UTC they keep as
 * text, an hour off what the screen shows).
 */
export function sheetTime(value: number | null | undefined): string {
  if (value === null || value === undefined) return "";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  const part = Object.fromEntries(sheetParts.formatToParts(date).map(({ type, value: text }) => [type, text]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}
