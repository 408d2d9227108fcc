/* A list address's query string read as the list query and the view (for-sale and for-rent pages, their map payload). */
import * as v from "valibot";
import type { Goal } from "./model";
import { SORT_KEYS, type ListQuery } from "./query";

/** Properties per list page (module maxItems on list pages). */
export const LIST_PAGE_SIZE = 12;
const MAX_PRICE_EUR = 100_000_000;

const integer = (max: number) => v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.regex(/^\d{1,9}$/), v.transform(Number), v.maxValue(max))), undefined);

/** Each parameter is read on its own: a bad one is ignored, the others still filter. */
const ListParams = v.object({
  city: v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100), v.regex(/^[^<>"]*$/))), undefined),
  type: integer(99),
  priceMin: integer(MAX_PRICE_EUR),
  priceMax: integer(MAX_PRICE_EUR),
  bedrooms: integer(20),
  /** `references=1`: sold and rented listings too (worker/feed/offer.ts). */
  references: v.fallback(v.optional(v.picklist(["1"])), undefined),
  sort: v.fallback(v.optional(v.picklist(SORT_KEYS)), undefined),
  page: integer(100_000),
});

/** The list query of a for-sale or for-rent address, from its (untrusted) query string. */
export function readListQuery(search: URLSearchParams, goal: Goal, pageSize = LIST_PAGE_SIZE): ListQuery {
  const raw: Record<string, string> = {};
  for (const key of Object.keys(ListParams.entries)) {
    const value = search.get(key);
    if (value !== null && value !== "") raw[key] = value;
  }
  const params = v.parse(ListParams, raw);
  return {
    goal,
    city: params.city || undefined,
    type: params.type,
    priceMin: params.priceMin,
    priceMax: params.priceMax,
    bedroomsMin: params.bedrooms,
    references: params.references === "1" || undefined,
    sort: params.sort ?? "newest",
    page: params.page ?? 1,
    pageSize,
  };
}

/** SPEC 2's "change of view": a property list is shown as cards (the default) or on a map. */
export const LIST_VIEWS = ["list", "map"] as const;
export type ListView = (typeof LIST_VIEWS)[number];

/** The view a list address asks for (`view=map`); anything else is the card list. */
export function readListView(search: URLSearchParams): ListView {
  return search.get("view") === "map" ? "map" : "list";
}
