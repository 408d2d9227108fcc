import { formatInstant } from "../../client/domain/format";
import type { Lang } from "../../client/i18n/languages";
import { AGENCY_TIME_ZONE } from "../stats/day";

/** A stored moment (ms epoch, or an ISO text) on the agency's clock, in the staff member's language: "30/11/2026 16:05", or with `style` "30 november 2026 om 16:05". */
export function formatWhen(value: number | string | null | undefined, lang: Lang, style: "shortDateTime" | "dateTime" = "shortDateTime"): string {
  if (value === null || value === undefined || value === "") return "";
  return formatInstant(typeof value === "string" ? value : new Date(value), lang, style, AGENCY_TIME_ZONE);
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
