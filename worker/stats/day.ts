/**
 * Calendar days of view counters. A day is `YYYY-MM-DD` on the agency's clock (Europe/Brussels,
 * which Luxembourg shares), so "today" in the owner portal starts at local midnight, not at 01:00
 * or 02:00 as a UTC day would. Arithmetic on days is pure calendar arithmetic (no time zone).
 */

import { AGENCY_TIME_ZONE } from "../../client/domain/format";

/** The time zone of the agency and its owners (Belgium and Luxembourg), kept with the formatting the pages share. */
export { AGENCY_TIME_ZONE };

export type Day = string;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const MS_PER_DAY = 86_400_000;

// en-CA formats dates as YYYY-MM-DD. Module-lifetime: a formatter holds no state between calls.
const dayFormatter = new Intl.DateTimeFormat("en-CA", { timeZone: AGENCY_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });

export function isDay(value: string): value is Day {
  return DAY_PATTERN.test(value) && toUtcMs(value) !== undefined;
}

/**
 * The last day worked out and the minute it was for: the agency's offsets from UTC have been whole
 * hours since 1940, so its days start on a whole minute and every instant of a minute has the same
 * day. Every view of a detail page asks, cached ones too: the date is then formatted once a minute.
 */
let lastDay: { minute: number; day: Day } | undefined;

/** The agency's calendar day at `instant`. */
export function dayOf(instant: Date): Day {
  const minute = Math.floor(instant.getTime() / 60_000);
  if (lastDay?.minute !== minute) lastDay = { minute, day: dayFormatter.format(instant) };
  return lastDay.day;
}

function toUtcMs(day: Day): number | undefined {
  const [year = 0, month = 0, date = 0] = day.split("-").map(Number);
  const ms = Date.UTC(year, month - 1, date);
  return new Date(ms).toISOString().slice(0, 10) === day ? ms : undefined;
}

function fromUtcMs(ms: number): Day {
  return new Date(ms).toISOString().slice(0, 10);
}

function utcMsOf(day: Day): number {
  const ms = toUtcMs(day);
  if (ms === undefined) throw new RangeError(`not a calendar day: ${day}`);
  return ms;
}

export function addDays(day: Day, days: number): Day {
  return fromUtcMs(utcMsOf(day) + days * MS_PER_DAY);
}

/** Monday of `day`'s week (weeks start on Monday in Belgium and Luxembourg). */
export function startOfWeek(day: Day): Day {
  const weekday = new Date(utcMsOf(day)).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

export function startOfMonth(day: Day): Day {
  utcMsOf(day);
  return `${day.slice(0, 7)}-01`;
}
