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

const remembered = new Map<number, Remembered>();

/** The calendar read for `propertyId` and `window` less than VISIT_CALENDAR_SHOWN_MS before `now`. */
export function recentCalendar(propertyId: number, window: string, now: number): VisitDay[] | undefined {
  const entry = remembered.get(propertyId);
  if (!entry) return undefined;
  if (entry.window !== window || now - entry.readAt >= VISIT_CALENDAR_SHOWN_MS) {
    // Too old to show: gone, rather than kept until pushed out.
    remembered.delete(propertyId);
    return undefined;
  }
  // Most recently read last in the map's order, so the oldest is the first one dropped.
  remembered.delete(propertyId);
  remembered.set(propertyId, entry);
  return entry.calendar;
}

export function rememberCalendar(propertyId: number, window: string, now: number, calendar: VisitDay[]): void {
  remembered.delete(propertyId);
  remembered.set(propertyId, { window, readAt: now, calendar });
  for (const oldest of remembered.keys()) {
    if (remembered.size <= VISIT_CALENDARS_KEPT) break;
    remembered.delete(oldest);
  }
}

/** A visit request was stored for the property: its next page reads D1 again. */
export function forgetCalendar(propertyId: number): void {
  remembered.delete(propertyId);
}
