import { INTL_LOCALE, type Lang } from "../../client/i18n/languages";
import type { Day } from "../stats/day";

// Module-lifetime: one formatter per language and kind (8 at most); a formatter holds nothing of a request.
const numbers = new Map<Lang, Intl.NumberFormat>();
const weekDays = new Map<Lang, Intl.DateTimeFormat>();

/** A count in the staff member's language (1.234 in Dutch, 1 234 in French, 1,234 in English). */
export function formatCount(value: number, lang: Lang): string {
  let format = numbers.get(lang);
  if (!format) numbers.set(lang, (format = new Intl.NumberFormat(INTL_LOCALE[lang])));
  return format.format(value);
}

/** A week as its days, "23–29 Nov" or "30 Nov – 6 Dec", in the staff member's language. */
export function formatWeek(start: Day, end: Day, lang: Lang): string {
  let format = weekDays.get(lang);
  // The days are calendar days: read and written in UTC, so no clock change moves them.
  if (!format) weekDays.set(lang, (format = new Intl.DateTimeFormat(INTL_LOCALE[lang], { day: "numeric", month: "short", timeZone: "UTC" })));
  return format.formatRange(new Date(`${start}T00:00:00Z`), new Date(`${end}T00:00:00Z`));
}
