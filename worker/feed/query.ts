import { foldText } from "../../client/domain/text";
import type { Goal, PropertySummary } from "./model";

export const SORT_KEYS = ["newest", "price-asc", "price-desc", "type", "city"] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export interface ListQuery {
  goal: Goal;
  /** SPEC 2: `city={name}|{zip}`; a name alone or a zip alone also works. */
  city?: string | undefined;
  type?: number | undefined;
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  bedroomsMin?: number | undefined;
  sort: SortKey;
  /** 1-based. */
  page: number;
  pageSize: number;
}

export interface ListResult {
  items: PropertySummary[];
  total: number;
  page: number;
  pages: number;
}

const byId = (a: PropertySummary, b: PropertySummary) => a.id - b.id;
// One collator for every sort: String#localeCompare builds a new one per call, which made sorting
// 50,000 properties take seconds (npm run bench:feed).
const collator = new Intl.Collator("nl-BE");
// ISO dates order correctly as plain strings.
const byDateDesc = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);
const nullsLast = (a: number | null, b: number | null) => (a === null ? (b === null ? 0 : 1) : b === null ? -1 : a - b);

/** The order of each sort key; every order ends on the id so pages never shuffle between requests. */
export const COMPARATORS: Record<SortKey, (a: PropertySummary, b: PropertySummary) => number> = {
  newest: (a, b) => byDateDesc(a.updatedAt, b.updatedAt) || byId(a, b),
  "price-asc": (a, b) => nullsLast(a.price, b.price) || byId(a, b),
  "price-desc": (a, b) => nullsLast(a.price === null ? null : -a.price, b.price === null ? null : -b.price) || byId(a, b),
  type: (a, b) => collator.compare(a.typeName, b.typeName) || byId(a, b),
  city: (a, b) => collator.compare(a.city, b.city) || byId(a, b),
};

export interface QueryIndex {
  /** Per goal, the properties already sorted by each key. */
  sorted: Record<Goal, Record<SortKey, PropertySummary[]>>;
  /** Available properties of both goals, newest first (home's "newest properties"). */
  newest: PropertySummary[];
  /** Each city name as foldText gives it; a snapshot names a few hundred cities at most. */
  folded: Map<string, string>;
}

/** Sorts once per snapshot so a list request only filters and slices. */
export function buildQueryIndex(properties: readonly PropertySummary[]): QueryIndex {
  const folded = new Map<string, string>();
  for (const item of properties) if (!folded.has(item.city)) folded.set(item.city, foldText(item.city));
  const sortedFor = (goal: Goal) => {
    const items = properties.filter((item) => item.goal === goal);
    return Object.fromEntries(SORT_KEYS.map((key) => [key, [...items].sort(COMPARATORS[key])])) as Record<SortKey, PropertySummary[]>;
  };
  const newest = properties.filter((item) => item.status === "available").sort(COMPARATORS.newest);
  return { sorted: { 0: sortedFor(0), 1: sortedFor(1) }, newest, folded };
}

/** Reads SPEC 2's city parameter into the name and zip it asks for. */
export function parseCityParam(value: string): { name?: string; zip?: string } {
  const [first = "", second = ""] = value.split("|").map((part) => part.trim());
  if (/^\d{4}$/.test(first) && !second) return { zip: first };
  return { ...(first ? { name: foldText(first) } : {}), ...(/^\d{4}$/.test(second) ? { zip: second } : {}) };
}

function matches(item: PropertySummary, query: ListQuery, city: { name?: string; zip?: string }, foldedCity: string): boolean {
  if (query.type !== undefined && item.typeGroup !== query.type) return false;
  if (city.zip && item.zip !== city.zip) return false;
  if (city.name && foldedCity !== city.name) return false;
  if (query.priceMin !== undefined && (item.price === null || item.price < query.priceMin)) return false;
  if (query.priceMax !== undefined && (item.price === null || item.price > query.priceMax)) return false;
  if (query.bedroomsMin !== undefined && (item.bedrooms === null || item.bedrooms < query.bedroomsMin)) return false;
  return true;
}

export function listProperties(index: QueryIndex, query: ListQuery): ListResult {
  const city = query.city ? parseCityParam(query.city) : {};
  const sorted = index.sorted[query.goal][query.sort];
  const unfiltered =
    query.type === undefined && !city.name && !city.zip && query.priceMin === undefined && query.priceMax === undefined && query.bedroomsMin === undefined;
  const hits = unfiltered ? sorted : sorted.filter((item) => matches(item, query, city, index.folded.get(item.city) ?? ""));
  const pages = Math.max(1, Math.ceil(hits.length / query.pageSize));
  const page = Math.min(Math.max(1, Math.floor(query.page)), pages);
  return { items: hits.slice((page - 1) * query.pageSize, page * query.pageSize), total: hits.length, page, pages };
}
