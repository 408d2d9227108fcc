import { LruMap } from "./lru-map";

/**
 * Isolate-lifetime memory of the views this isolate has counted: a visitor counts once per property
 * and agency day (D1 `property_view_visitors` decides), so a reload, a return from the gallery or a
 * second tab that this isolate already counted is known without a D1 write that would change
 * nothing. Keys carry the day, so yesterday's never match today's; the least recently used are
 * dropped beyond COUNTED_VIEWS_KEPT. Another isolate still asks D1, which stays the authority.
 */
export const COUNTED_VIEWS_KEPT = 20_000;

const counted = new LruMap<string, true>({ maxEntries: COUNTED_VIEWS_KEPT });

const keyOf = (day: string, propertyId: number, visitor: string) => `${day}|${propertyId}|${visitor}`;

/** Whether this isolate already counted `visitor`'s view of the property on `day`. */
export function alreadyCounted(day: string, propertyId: number, visitor: string): boolean {
  return counted.get(keyOf(day, propertyId, visitor)) !== undefined;
}

/** Remembers a view D1 has recorded (counted, or found counted before). */
export function rememberCounted(day: string, propertyId: number, visitor: string): void {
  counted.set(keyOf(day, propertyId, visitor), true);
}

/** Forgets every counted view (tests that empty D1 between cases). */
export function forgetCountedViews(): void {
  counted.clear();
}
