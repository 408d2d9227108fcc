/* A list address's query string read as the list query and the view (for-sale and for-rent pages, their map payload). */
import * as v from "valibot";
import { normaliseArea } from "../../client/domain/area";
import { EPC_FILTER_GRADES } from "../../client/domain/epc-filter";
import type { Goal } from "./model";
import { SORT_KEYS, type ListQuery } from "./query";

/** Properties per list page (module maxItems on list pages). */
export const LIST_PAGE_SIZE = 12;
const MAX_PRICE_EUR = 100_000_000;
/** Larger than any living surface or plot a list is filtered on (a 1 000 ha estate). */
const MAX_SURFACE_M2 = 10_000_000;
/** Longer than any area of AREA_MAX_POINTS corners ("-7.12345,52.12345_" is 18 characters each). */
const AREA_TEXT_MAX_CHARS = 1_200;

/** The most places or type groups one list filter takes (a search alert's zones and types, folded into towns). */
export const MAX_LIST_CHOICES = 12;

const integer = (max: number) => v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.regex(/^\d{1,9}$/), v.transform(Number), v.maxValue(max))), undefined);

/** A comma list's parts, trimmed, without empty ones or repeats, in their order. */
function commaList(text: string): string[] {
  return [...new Set(text.split(",").map((part) => part.trim()))].filter(Boolean);
}

/** Each parameter is read on its own: a bad one is ignored, the others still filter. */
const ListParams = v.object({
  /** `city=Gent|9000` or several places, comma-separated (no place's name has a comma). */
  city: v.fallback(
    v.optional(
      v.pipe(
        v.string(),
        v.regex(/^[^<>"]*$/),
        v.transform(commaList),
        v.check((places) => places.length > 0 && places.length <= MAX_LIST_CHOICES && places.every((place) => place.length <= 100)),
      ),
    ),
    undefined,
  ),
  /** `type=1` or several type groups, comma-separated. */
  type: v.fallback(
    v.optional(
      v.pipe(
        v.string(),
        v.transform(commaList),
        v.check((types) => types.length > 0 && types.length <= MAX_LIST_CHOICES && types.every((type) => /^\d{1,2}$/.test(type))),
        v.transform((types) => types.map(Number)),
      ),
    ),
    undefined,
  ),
  priceMin: integer(MAX_PRICE_EUR),
  priceMax: integer(MAX_PRICE_EUR),
  bedrooms: integer(20),
  /** A drawn area (client/domain/area.ts), in its canonical text; one that is not a usable area is ignored. */
  area: v.fallback(
    v.optional(
      v.pipe(
        v.string(),
        v.maxLength(AREA_TEXT_MAX_CHARS),
        v.transform((text: string) => normaliseArea(text)),
      ),
    ),
    undefined,
  ),
  /** Living surface and plot surface, at least, in m². */
  living: integer(MAX_SURFACE_M2),
  plot: integer(MAX_SURFACE_M2),
  /** `epc=b`: this EPC label or a better one (worker/feed/query-epc.ts). */
  epc: v.fallback(v.optional(v.picklist(EPC_FILTER_GRADES)), undefined),
  /** `lowered=1`: a price drop in the last 30 days (worker/feed/recency.ts); `garden=1`, `terrace=1`. */
  lowered: v.fallback(v.optional(v.picklist(["1"])), undefined),
  garden: v.fallback(v.optional(v.picklist(["1"])), undefined),
  terrace: v.fallback(v.optional(v.picklist(["1"])), undefined),
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
    cities: params.city,
    types: params.type,
    priceMin: params.priceMin,
    priceMax: params.priceMax,
    bedroomsMin: params.bedrooms,
    area: params.area,
    livingMin: params.living,
    plotMin: params.plot,
    epc: params.epc,
    priceLowered: params.lowered === "1" || undefined,
    garden: params.garden === "1" || undefined,
    terrace: params.terrace === "1" || undefined,
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

/** Builds a list address (what readListQuery and readListView read back) with the current filters and one change (page or sort), in the given view. */
export function listHref(path: string, query: ListQuery, change: Partial<ListQuery>, view: ListView = "list"): string {
  const merged = { ...query, ...change };
  const params = new URLSearchParams();
  if (merged.cities?.length) params.set("city", merged.cities.join(","));
  if (merged.types?.length) params.set("type", merged.types.join(","));
  if (merged.priceMin !== undefined) params.set("priceMin", String(merged.priceMin));
  if (merged.priceMax !== undefined) params.set("priceMax", String(merged.priceMax));
  if (merged.bedroomsMin !== undefined) params.set("bedrooms", String(merged.bedroomsMin));
  if (merged.livingMin !== undefined) params.set("living", String(merged.livingMin));
  if (merged.plotMin !== undefined) params.set("plot", String(merged.plotMin));
  if (merged.epc) params.set("epc", merged.epc);
  if (merged.priceLowered) params.set("lowered", "1");
  if (merged.garden) params.set("garden", "1");
  if (merged.terrace) params.set("terrace", "1");
  if (merged.area) params.set("area", merged.area);
  if (merged.references) params.set("references", "1");
  if (merged.sort !== "newest") params.set("sort", merged.sort);
  if (merged.page > 1) params.set("page", String(merged.page));
  if (view === "map") params.set("view", "map");
  // Commas stay readable in a shared address (a drawn area is "lng,lat_lng,lat_...").
  const search = params.toString().replace(/%2C/gi, ",");
  return search ? `${path}?${search}` : path;
}
