/**
 * The geometry of the owner portal's views chart: round y-axis ticks and which days get an x label.
 * Pure, so the rules are tested on their own (tests/unit/portal/chart-scale.test.ts).
 */

/** Round steps of each power of ten a tick may use (counts are whole numbers: 2.5 only from 10 up). */
const STEP_FACTORS = [1, 2, 2.5, 5] as const;

/** The axis never has fewer intervals than this (a flat line of zeros still gets 0, 1, 2). */
const MIN_INTERVALS = 2;
/** At most this many intervals: 3 or 4 ticks in all. */
const MAX_INTERVALS = 3;

/**
 * The ticks of a count axis from 0 to at least `max`: 3 or 4 round values (steps of 1, 2, 2.5 or 5
 * times a power of ten, whole numbers only), the top one at or above `max`.
 */
export function countTicks(max: number): number[] {
  const wanted = Math.max(0, max) / MAX_INTERVALS;
  let step = 1;
  for (let power = 1; step < wanted; power *= 10) {
    const next = STEP_FACTORS.map((factor) => factor * power).find((candidate) => Number.isInteger(candidate) && candidate >= wanted);
    step = next ?? 10 * power;
  }
  const intervals = Math.max(MIN_INTERVALS, Math.ceil(Math.max(0, max) / step));
  return Array.from({ length: intervals + 1 }, (_, index) => index * step);
}

/** Days between two x labels. */
export const LABEL_EVERY_DAYS = 7;

/** The indexes of `count` days that get a date label: every LABEL_EVERY_DAYS days, counted back from the last (today). */
export function labelledDays(count: number): number[] {
  const out: number[] = [];
  for (let index = count - 1; index >= 0; index -= LABEL_EVERY_DAYS) out.unshift(index);
  return out;
}
