import { LruMap } from "../memory/lru-map";
import type { VisitDay } from "./visit-slots";

/**
 * Isolate-lifetime memory of each property's visit calendar (the requests D1 holds against the slot
 * capacity), so a property page shows it without a D1 read on every view. What a page shows may be VISIT_CALENDAR_SHOWN_MS old:
 * less than the edge cache already keeps the whole page (EDGE_CACHE_TTL_S), and harmless, since a
 * visit request is checked against a fresh read when it is posted (visitCalendarOf with `fresh`).
 * Invalidated by time, and at once in this isolate when it stores a visit request for the property.
 */
export const VISIT_CALENDAR_SHOWN_MS = 60_000;
/** Properties remembered at once; the least recently read is dropped first. */
export const VISIT_CALENDARS_KEPT = 2_000;

interface Remembered {
  /** What the calendar was worked out for: the agency's day and the slot capacity (a new day is a new read). */
  window: string;
  readAt: number;
  /** Shared by every page that shows it: never changed. */
  calendar: VisitDay[];
}

const remembered = new LruMap<number, Remembered>({ maxEntries: VISIT_CALENDARS_KEPT });

/** The calendar read for `propertyId` and `window` less than VISIT_CALENDAR_SHOWN_MS before `now`. */
export function recentCalendar(propertyId: number, window: string, now: number): VisitDay[] | undefined {
  const entry = remembered.get(propertyId);
  if (entry && entry.window === window && now - entry.readAt < VISIT_CALENDAR_SHOWN_MS) return entry.calendar;
  // Too old to show: gone, rather than kept until pushed out.
  remembered.delete(propertyId);
  return undefined;
}

export function rememberCalendar(propertyId: number, window: string, now: number, calendar: VisitDay[]): void {
  remembered.set(propertyId, { window, readAt: now, calendar });
}

/** A visit request was stored for the property: its next page reads D1 again. */
export function forgetCalendar(propertyId: number): void {
  remembered.delete(propertyId);
}
