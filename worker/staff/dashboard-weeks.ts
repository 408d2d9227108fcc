import { agencyWallTime } from "../stats/agency-time";
import { addDays, dayOf, startOfMonth, startOfWeek, type Day } from "../stats/day";

/** Weeks the dashboard counts, the current one included. */
export const DASHBOARD_WEEKS = 8;

/** One week on the agency's clock: Monday to Sunday, and the instants it spans (`to` exclusive). */
export interface AgencyWeek {
  /** Its Monday. */
  start: Day;
  /** Its Sunday: the inbox's `to` (a whole day). */
  end: Day;
  /** The agency's midnight starting Monday, ms epoch. */
  from: number;
  /** The agency's midnight ending Sunday, ms epoch: a summer-time week is an hour shorter, a winter-time one an hour longer. */
  to: number;
}

/** The agency's midnight starting `day`, ms epoch. */
export function agencyMidnight(day: Day): number {
  const instant = agencyWallTime(`${day} 00:00:00`);
  if (!instant) throw new RangeError(`not a calendar day: ${day}`);
  return instant.getTime();
}

/** The last `count` weeks up to the one holding `now`, oldest first, Monday to Sunday on the agency's clock. */
export function agencyWeeks(now: Date, count: number = DASHBOARD_WEEKS): AgencyWeek[] {
  const current = startOfWeek(dayOf(now));
  return Array.from({ length: count }, (_, index) => {
    const start = addDays(current, (index - count + 1) * 7);
    return { start, end: addDays(start, 6), from: agencyMidnight(start), to: agencyMidnight(addDays(start, 7)) };
  });
}

/** The index in `weeks` of the week holding `at` (ms epoch), or -1 outside them all. */
export function weekIndexOf(weeks: readonly AgencyWeek[], at: number): number {
  return weeks.findIndex((week) => at >= week.from && at < week.to);
}

/** The agency's current month so far: its first day and today (property_views' days). */
export function monthSoFar(now: Date): { from: Day; to: Day } {
  const today = dayOf(now);
  return { from: startOfMonth(today), to: today };
}
