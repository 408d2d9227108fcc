/**
 * The providers' clock. Omnicasa writes dates as "YYYY-MM-DD hh:mm:ss" and Whise as
 * "YYYY-MM-DDThh:mm:ss.fff", both without a zone: they are wall times of the agency's office in
 * Europe/Brussels. Reading them as UTC, or as the process's own zone, moves every listing by one or two
 * hours (and a run near midnight by a day), so they are converted here with the zone's own rules.
 */
import { AGENCY_TIME_ZONE } from "./day";

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?$/;

// en-GB with h23 gives "DD/MM/YYYY, hh:mm:ss"; the parts API is read instead of the text.
const wallFormatter = new Intl.DateTimeFormat("en-GB", {
  timeZone: AGENCY_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** The agency's wall time at `instant`, as the fields of a UTC date (so arithmetic stays zone-free). */
export function wallClockMs(instant: number): number {
  const parts = Object.fromEntries(wallFormatter.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  return Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
}

/** Milliseconds the agency's clock is ahead of UTC at `instant` (3 600 000 in winter, 7 200 000 in summer). */
function offsetAt(instant: number): number {
  return wallClockMs(instant) - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant of a wall time without a zone ("2026-03-29 02:30:00"), read on the agency's clock;
 * undefined when the text is not such a time or names an impossible date. A time in the hour the
 * clocks repeat in autumn reads as its first (summer) instant; one in the hour they skip in spring
 * (which no clock showed) as the instant an hour before the skip ends, never as an error.
 */
export function agencyWallTime(text: string): Date | undefined {
  const match = WALL_TIME.exec(text.trim());
  if (!match) return undefined;
  const [year, month, day, hour = 0, minute = 0, second = 0] = match.slice(1, 7).map((part) => (part === undefined ? 0 : Number(part)));
  const milliseconds = Math.floor(Number(`0.${match[7] ?? "0"}`) * 1000);
  const wall = Date.UTC(year!, month! - 1, day!, hour, minute, second);
  const check = new Date(wall);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month! - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) {
    return undefined;
  }
  // The instant whose Brussels clock reads this wall time: of the two offsets around it, the one
  // that gives the wall time back (the earlier one in the repeated hour; none in the skipped hour).
  const candidates = [wall - offsetAt(wall - 3_600_000 * 3), wall - offsetAt(wall + 3_600_000 * 3)];
  const exact = candidates.filter((instant) => wallClockMs(instant) === wall).sort((a, b) => a - b);
  return new Date((exact[0] ?? Math.min(...candidates)) + milliseconds);
}

/** `instant` as the agency's wall time, "YYYY-MM-DD hh:mm:ss": the form Omnicasa's ChangeSince and Whise's date filters expect. */
export function toAgencyWallTime(instant: Date): string {
  return new Date(wallClockMs(instant.getTime())).toISOString().slice(0, 19).replace("T", " ");
}
