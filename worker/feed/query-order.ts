import type { Goal, PropertySummary } from "./model";
import { isOnOffer, priceSortGroup } from "./offer";
import type { DistinctTexts, OrderColumns } from "./query-columns";
import { radixOrder } from "./radix-order";

export const SORT_KEYS = ["newest", "price-asc", "price-desc", "surface-desc", "surface-asc", "type", "city"] as const;
export type SortKey = (typeof SORT_KEYS)[number];

const byId = (a: PropertySummary, b: PropertySummary) => a.id - b.id;
// One collator for every sort: String#localeCompare builds a new one per call, which made sorting
// 50,000 properties take seconds (npm run bench:feed).
const collator = new Intl.Collator("nl-BE");
// ISO dates order correctly as plain strings.
const byDateDesc = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);
const nullsLast = (a: number | null, b: number | null) => (a === null ? (b === null ? 0 : 1) : b === null ? -1 : a - b);
/** References (sold, rented) after everything on offer, in every order. */
const offerFirst = (a: PropertySummary, b: PropertySummary) => Number(!isOnOffer(a)) - Number(!isOnOffer(b));
/** A price order never mixes in what shows no price (worker/feed/offer.ts priceSortGroup). */
const byPriceGroup = (a: PropertySummary, b: PropertySummary) => priceSortGroup(a) - priceSortGroup(b);
/** "Newest" is the date the site first published it; a snapshot from before that date (format 1) has only the updated date. */
const publishedOf = (item: PropertySummary) => item.publishedAt ?? item.updatedAt;

/**
 * The order of each sort key, written plainly; every order ends on the id so pages never shuffle
 * between requests. sortOrders builds exactly these orders with numbers instead (the tests compare).
 */
export const COMPARATORS: Record<SortKey, (a: PropertySummary, b: PropertySummary) => number> = {
  newest: (a, b) => offerFirst(a, b) || byDateDesc(publishedOf(a), publishedOf(b)) || byId(a, b),
  "price-asc": (a, b) => byPriceGroup(a, b) || nullsLast(a.price, b.price) || byId(a, b),
  "price-desc": (a, b) => byPriceGroup(a, b) || nullsLast(a.price === null ? null : -a.price, b.price === null ? null : -b.price) || byId(a, b),
  // A listing without a surface after every one with a surface, in both directions.
  "surface-desc": (a, b) => offerFirst(a, b) || nullsLast(a.surface === null ? null : -a.surface, b.surface === null ? null : -b.surface) || byId(a, b),
  "surface-asc": (a, b) => offerFirst(a, b) || nullsLast(a.surface, b.surface) || byId(a, b),
  type: (a, b) => offerFirst(a, b) || collator.compare(a.typeName, b.typeName) || byId(a, b),
  city: (a, b) => offerFirst(a, b) || collator.compare(a.city, b.city) || byId(a, b),
};

/** Positions in the snapshot's listing array, in the orders a list query walks. */
export interface SortedOrders {
  /** Per goal, its listings in each sort key's order: those on offer first, in every order. */
  byGoal: Record<Goal, Record<SortKey, Int32Array>>;
  /** Per goal, how many are on offer (the length of each order's leading part). */
  onOffer: Record<Goal, number>;
  /** Available listings of both goals, newest first. */
  newest: Int32Array;
}

/**
 * The indexes of `values` that `keep` keeps, ascending by value, equal values in index order: in
 * linear time when they are whole numbers (radixOrder), else by comparing them.
 */
function ascendingOrder(values: Float64Array, keep?: (index: number) => boolean): Int32Array {
  const order = radixOrder(values, keep);
  if (order) return order;
  const kept: number[] = [];
  for (let index = 0; index < values.length; index++) if (!keep || keep(index)) kept.push(index);
  return Int32Array.from(kept).sort((a, b) => values[a]! - values[b]! || a - b);
}

/** Each listing's rank (0 first) by one of its values in some order, equal values sharing one; `ranks` is how many there are. */
interface Ranks {
  rankAt: Int32Array;
  ranks: number;
}

/**
 * Ranks by a text in `compare`'s order (texts equal to `compare` share a rank), or without `compare`
 * in plain string order (String#<, as ISO dates order; the default sort's order, and far faster than
 * a comparator over thousands of distinct dates). Only the distinct texts are sorted, and ISO
 * instants of one form as numbers (instantRanks).
 */
function textRanks({ indexAt, indexOf }: DistinctTexts, compare?: (a: string, b: string) => number): Ranks {
  const { rankOfDistinct, ranks } = (!compare && instantRanks(indexOf)) || comparedRanks(indexOf, compare);
  const rankAt = new Int32Array(indexAt.length);
  for (let position = 0; position < rankAt.length; position++) rankAt[position] = rankOfDistinct[indexAt[position]!]!;
  return { rankAt, ranks };
}

/** Each distinct text's rank (by its index), and how many ranks there are. */
interface DistinctRanks {
  rankOfDistinct: Int32Array;
  ranks: number;
}

function comparedRanks(indexOf: ReadonlyMap<string, number>, compare?: (a: string, b: string) => number): DistinctRanks {
  const sorted = compare ? [...indexOf.keys()].sort(compare) : [...indexOf.keys()].sort();
  const rankOfDistinct = new Int32Array(sorted.length);
  let rank = 0;
  sorted.forEach((text, position) => {
    // Distinct texts never tie in plain order.
    if (position > 0 && (!compare || compare(sorted[position - 1]!, text) !== 0)) rank++;
    rankOfDistinct[indexOf.get(text)!] = rank;
  });
  return { rankOfDistinct, ranks: sorted.length === 0 ? 0 : rank + 1 };
}

/** Where `YYYY-MM-DDTHH:MM:SS.sssZ` (Date#toISOString, as the feed's dates are written) has its separators. */
const ISO_SEPARATORS: readonly (readonly [number, string])[] = [
  [4, "-"],
  [7, "-"],
  [10, "T"],
  [13, ":"],
  [16, ":"],
  [19, "."],
  [23, "Z"],
];
const ISO_LENGTH = 24;
const IS_SEPARATOR: readonly boolean[] = Array.from({ length: ISO_LENGTH }, (_, at) => ISO_SEPARATORS.some(([separatorAt]) => separatorAt === at));
const ZERO = 48;

/**
 * An ISO instant's digits as one number, in the same order as the texts in plain string order (all
 * have the same length and separators), or NaN for any other text. The year counts from 1900 so the
 * seventeen digits stay within a double's exact integers; a year outside 1900 to 2099 is NaN too.
 */
function instantKey(text: string): number {
  if (text.length !== ISO_LENGTH) return Number.NaN;
  for (const [at, separator] of ISO_SEPARATORS) if (text[at] !== separator) return Number.NaN;
  let key = 0;
  for (let at = 0; at < ISO_LENGTH - 1; at++) {
    if (IS_SEPARATOR[at]) continue;
    const digit = text.charCodeAt(at) - ZERO;
    if (digit < 0 || digit > 9) return Number.NaN;
    key = key * 10 + digit;
    if (at === 3) {
      if (key < 1900 || key > 2099) return Number.NaN;
      key -= 1900;
    }
  }
  return key;
}

/**
 * textRanks in plain string order for texts that are all ISO instants of one form (the listings'
 * dates, thousands of them distinct): their numbers are sorted instead of the texts, several times
 * faster (npm run bench:feed). Null when any text is of another form.
 */
function instantRanks(indexOf: ReadonlyMap<string, number>): DistinctRanks | null {
  // indexOf's keys come in the order of their indexes (distinctTexts numbers them as first met).
  const keys = new Float64Array(indexOf.size);
  let index = 0;
  for (const text of indexOf.keys()) {
    const key = instantKey(text);
    if (Number.isNaN(key)) return null;
    keys[index++] = key;
  }
  const sorted = keys.slice().sort();
  const rankOfDistinct = new Int32Array(keys.length);
  // Distinct texts of one form are distinct numbers: a text's rank is its number's place.
  for (let distinct = 0; distinct < keys.length; distinct++) {
    let [low, high] = [0, sorted.length];
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (sorted[middle]! < keys[distinct]!) low = middle + 1;
      else high = middle;
    }
    rankOfDistinct[distinct] = low;
  }
  return { rankOfDistinct, ranks: keys.length };
}

/** The same ranks, last first (in place). */
function reversed({ rankAt, ranks }: Ranks): Ranks {
  for (let position = 0; position < rankAt.length; position++) rankAt[position] = ranks - 1 - rankAt[position]!;
  return { rankAt, ranks };
}

/** Ranks by a number (a price, a surface; NaN: none), lowest first and highest first; a listing without one ranks after every one with it in both. */
function numberRanks(price: Float64Array): { ascending: Ranks; descending: Ranks } {
  const byPrice = ascendingOrder(price, (position) => !Number.isNaN(price[position]));
  const [ascending, descending] = [new Int32Array(price.length), new Int32Array(price.length)];
  let distinct = 0;
  for (let at = 0; at < byPrice.length; at++) {
    const position = byPrice[at]!;
    if (at > 0 && price[position] !== price[byPrice[at - 1]!]) distinct++;
    ascending[position] = distinct;
  }
  if (byPrice.length > 0) distinct++;
  for (let position = 0; position < price.length; position++) {
    const shown = !Number.isNaN(price[position]);
    if (!shown) ascending[position] = distinct;
    descending[position] = shown ? distinct - 1 - ascending[position]! : distinct;
  }
  return { ascending: { rankAt: ascending, ranks: distinct + 1 }, descending: { rankAt: descending, ranks: distinct + 1 } };
}

/**
 * What places a listing in one order before its id decides: its group (on offer or not;
 * priceSortGroup, at most 3), then its rank. Their bucket, group × ranks + rank, is computed where it is read.
 */
interface OrderKey extends Ranks {
  group: Uint8Array;
}

function orderKeys(columns: OrderColumns, price: Float64Array): Record<SortKey, OrderKey> {
  // References after everything on offer.
  const offerGroup = columns.onOffer.map((onOffer) => 1 - onOffer);
  const prices = numberRanks(price);
  const surfaces = numberRanks(columns.surface);
  return {
    // byDateDesc: plain string order, newest first.
    newest: { group: offerGroup, ...reversed(textRanks(columns.publishedAt)) },
    "price-asc": { group: columns.priceGroup, ...prices.ascending },
    "price-desc": { group: columns.priceGroup, ...prices.descending },
    "surface-desc": { group: offerGroup, ...surfaces.descending },
    "surface-asc": { group: offerGroup, ...surfaces.ascending },
    type: { group: offerGroup, ...textRanks(columns.typeName, collator.compare) },
    city: { group: offerGroup, ...textRanks(columns.city, collator.compare) },
  };
}

/** `entries` (snapshot positions, in id order) stably sorted by their bucket: a counting sort in two linear passes (count, then place). */
function sortedByKey(entries: Int32Array, { group, rankAt, ranks }: OrderKey): Int32Array {
  const next = new Int32Array(ranks * 3 + 1);
  for (const position of entries) next[group[position]! * ranks + rankAt[position]! + 1]! += 1;
  for (let bucket = 0; bucket < ranks * 3; bucket++) next[bucket + 1]! += next[bucket]!;
  const order = new Int32Array(entries.length);
  for (const position of entries) order[next[group[position]! * ranks + rankAt[position]!]!++] = position;
  return order;
}

/**
 * Sorts once per snapshot so a list request only walks an order. Each comparison of COMPARATORS is
 * turned into numbers: one sort of the ids, then per order a bucket per listing (its group and the
 * rank of its date, price, type or city name) and a counting sort of the id order by bucket, so
 * listings in one bucket stay in id order. The ids and prices are put in order by their digits
 * (radixOrder; compared only when they are not whole numbers), and only the distinct texts meet a comparison sort.
 */
export function sortOrders(columns: OrderColumns, price: Float64Array): SortedOrders {
  const byId = ascendingOrder(columns.id);
  const keys = orderKeys(columns, price);
  const inIdOrder = (test: (position: number) => boolean) => {
    const entries = new Int32Array(byId.length);
    let kept = 0;
    for (const position of byId) if (test(position)) entries[kept++] = position;
    return entries.slice(0, kept);
  };
  const ordersOf = (goal: Goal) => {
    const entries = inIdOrder((position) => columns.goal[position] === goal);
    return Object.fromEntries(SORT_KEYS.map((key) => [key, sortedByKey(entries, keys[key])])) as Record<SortKey, Int32Array>;
  };
  const onOfferOf = (goal: Goal) => columns.goal.reduce((total, of, position) => total + Number(of === goal && columns.onOffer[position] === 1), 0);
  return {
    byGoal: { 0: ordersOf(0), 1: ordersOf(1) },
    onOffer: { 0: onOfferOf(0), 1: onOfferOf(1) },
    newest: sortedByKey(
      inIdOrder((position) => columns.onOffer[position] === 1),
      keys.newest,
    ),
  };
}
