/**
 * When a search alert's digest is due (issue 9): an instant alert at once, a daily one from 07:00 on
 * the agency's clock (Europe/Brussels, summer and winter time alike), a weekly one on Monday from
 * 07:00. Pure: the cron's sweep asks it with the time of its run.
 */
import { wallClockMs } from "../stats/agency-time";
import { AGENCY_TIME_ZONE } from "../stats/day";
import type { AlertFrequency } from "./types";

/** The agency's clock (Belgium and Luxembourg share it). */
export const DIGEST_TIME_ZONE = AGENCY_TIME_ZONE;
/** The hour of the agency's day from which daily and weekly digests go out. */
export const DIGEST_HOUR = 7;
/** Monday, as Date.getUTCDay counts. */
const MONDAY = 1;
const MS_PER_DAY = 86_400_000;
const MS_PER_HOUR = 3_600_000;

/** The instant at which the agency's wall clock reads `wall` (no daylight-saving change happens near 07:00). */
function instantOfWallClock(wall: number): number {
  const guess = wall - (wallClockMs(wall) - wall);
  // A second pass settles a guess that landed across a change of offset.
  return wall - (wallClockMs(guess) - guess);
}

/**
 * The start of the digest period `now` lies in: for "daily" the last 07:00 at or before now, for
 * "weekly" the last Monday 07:00; for "instant", now itself.
 */
export function periodStart(frequency: AlertFrequency, now: number): number {
  if (frequency === "instant") return now;
  const wall = wallClockMs(now);
  const midnight = Math.floor(wall / MS_PER_DAY) * MS_PER_DAY;
  let start = midnight + DIGEST_HOUR * MS_PER_HOUR;
  if (start > wall) start -= MS_PER_DAY;
  if (frequency === "weekly") start -= ((new Date(start).getUTCDay() - MONDAY + 7) % 7) * MS_PER_DAY;
  return instantOfWallClock(start);
}

/**
 * Whether an alert whose last digest was made at `lastDigestAt` (or, before its first, that was
 * confirmed then) may get one at `now`: once per period, from the period's start. The sweep also
 * requires a listing matched before that start, so a listing found at noon waits for the next morning.
 */
export function isDigestDue(frequency: AlertFrequency, lastDigestAt: number | null, now: number): boolean {
  if (frequency === "instant") return true;
  return lastDigestAt === null || lastDigestAt < periodStart(frequency, now);
}
