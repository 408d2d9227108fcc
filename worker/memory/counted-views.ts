import type { Day } from "../stats/day";
import type { VisitorTraits } from "../stats/visitor";
import { LruMap } from "./lru-map";

/**
 * Isolate-lifetime memory of the views this isolate has counted: a visitor counts once per property
 * and agency day (D1 `property_view_visitors` decides), so a reload, a return from the gallery or a
 * second tab that this isolate already counted is known without a D1 write that would change
 * nothing, and without the keyed hash that names the visitor in D1 (worker/stats/visitor.ts), the
 * most costly step of a cached detail page. Keys carry the day, so yesterday's never match today's;
 * the least recently used are dropped beyond COUNTED_VIEWS_KEPT. Another isolate still asks D1,
 * which stays the authority.
 *
 * The visitor is kept as a quick 64-bit hash of their address and User-Agent: never the traits
 * themselves, and only in this isolate's memory, never stored or sent. Two visitors of one property
 * on one day sharing a hash would count as one view; were the hash perfectly spread, the chance among
 * COUNTED_VIEWS_KEPT entries would be about one in 10^11, and a test tells thousands of visitors apart.
 */
export const COUNTED_VIEWS_KEPT = 20_000;

const counted = new LruMap<string, true>({ maxEntries: COUNTED_VIEWS_KEPT });

/** Two 32-bit FNV-1a hashes from different starts, mixed apart at the end: a memory key, not a secret. */
function quickHash(text: string): string {
  let [first, second] = [0x811c9dc5, 0x01000193 ^ text.length];
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    first = Math.imul(first ^ code, 0x01000193);
    second = Math.imul(second ^ code, 0x5bd1e995);
  }
  first = Math.imul(first ^ (first >>> 15), 0x85ebca6b);
  second = Math.imul(second ^ (second >>> 13), 0xc2b2ae35);
  return `${(first >>> 0).toString(36)}.${(second >>> 0).toString(36)}`;
}

// Header values cannot hold a line break, so the address and the User-Agent cannot run into one another.
const keyOf = (day: Day, propertyId: number, { address, userAgent }: VisitorTraits) => `${day}|${propertyId}|${quickHash(`${address}\n${userAgent}`)}`;

/** Whether this isolate already counted the view of the property on `day` by the visitor with these traits. */
export function alreadyCounted(day: Day, propertyId: number, traits: VisitorTraits): boolean {
  return counted.get(keyOf(day, propertyId, traits)) !== undefined;
}

/** Remembers a view D1 has recorded (counted, or found counted before). */
export function rememberCounted(day: Day, propertyId: number, traits: VisitorTraits): void {
  counted.set(keyOf(day, propertyId, traits), true);
}

/** Forgets every counted view (tests that empty D1 between cases). */
export function forgetCountedViews(): void {
  counted.clear();
}
