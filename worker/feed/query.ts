import { areaTest, decodeArea } from "../../client/domain/area";
import type { Goal, PropertySummary } from "./model";
import { inCity, readCityFilter, wholePlaces } from "./place";
import type { QueryIndex } from "./query-index";
import type { SortKey } from "./query-order";
import { gradeRank, type EpcFilterGrade } from "../../client/domain/epc-filter";
import { dayNumber, PRICE_DROP_DAYS, sinceMs } from "../../client/domain/listing-recency";
import { PageCollector, walkFiltered, type ColumnFilter } from "./query-walk";

export { buildQueryIndex, listingPositions, type QueryIndex } from "./query-index";
export { COMPARATORS, SORT_KEYS, type SortKey } from "./query-order";

export interface ListQuery {
  goal: Goal;
  /**
   * SPEC 2: `city={name}|{zip}`; a name alone or a zip alone also works (worker/feed/place.ts). Several
   * places, comma-separated (`city=Gent|9000,9050`; a search alert's zones), take a listing in any of them.
   */
  cities?: readonly string[] | undefined;
  /** Type groups (SPEC 3 WebID), `type=1` or several (`type=1,2`): a listing of any of them. */
  types?: readonly number[] | undefined;
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  bedroomsMin?: number | undefined;
  /** A drawn area in its canonical `?area=` text (client/domain/area.ts normaliseArea): listings whose position lies in it. */
  area?: string | undefined;
  /** Living surface and plot surface at least, in m² (`living=`, `plot=`). */
  livingMin?: number | undefined;
  plotMin?: number | undefined;
  /** This EPC label or a better one (`epc=b`; worker/feed/query-epc.ts). */
  epc?: EpcFilterGrade | undefined;
  /** A price drop in the last PRICE_DROP_DAYS days (`lowered=1`; worker/feed/recency.ts). */
  priceLowered?: boolean | undefined;
  /** With a garden, with a terrace (`garden=1`, `terrace=1`). */
  garden?: boolean | undefined;
  terrace?: boolean | undefined;
  /** Sold and rented references too, after every listing on offer (`references=1`; worker/feed/offer.ts). */
  references?: boolean | undefined;
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

/** A type group as the list's filter and the search box offer it, counted by worker/feed/offer.ts. */
export interface TypeFacet {
  webId: number;
  name: string;
  saleCount: number;
  rentCount: number;
  /** What else visitors call it, in every language (client/domain/type-synonyms.ts). */
  aliases: readonly string[];
}

/** A place (a municipality, or a spelling and postcode outside the table) with listings, named in the page's language. */
export interface PlaceFacet {
  /** worker/feed/place.ts Place.key */
  key: string;
  name: string;
  /**
   * The postcode its links carry, so that `city={name}|{zip}` finds the whole place again: for a
   * municipality the lowest of its listings' postcodes the table gives it (else its own first one),
   * for a place outside the table its listings' postcode.
   */
  zip: string;
  /** Every postcode of its listings. */
  zips: readonly string[];
  /** Every name it is known by, and every spelling of its listings. */
  aliases: readonly string[];
  /** Its sale and rent counts per type group ([webId, sale, rent], on offer only), so "house Ghent" is offered only where it finds something. */
  typeCounts: readonly (readonly [number, number, number])[];
  saleCount: number;
  rentCount: number;
}

/** The choices a list's filter offers, with the same counts as the home page and the search box. */
export interface ListFacets {
  types: TypeFacet[];
  cities: PlaceFacet[];
  totals: { forSale: number; forRent: number };
}

export const NO_FACETS: ListFacets = { types: [], cities: [], totals: { forSale: 0, forRent: 0 } };

/**
 * The query's filters as column checks; "all" when it filters nothing, "none" when no listing of the
 * version can pass (a type no listing has, a city none is in: a typo, the plain search's text).
 */
function columnFilter(index: QueryIndex, query: ListQuery, nowMs: number): ColumnFilter | "all" | "none" {
  const cities = (query.cities ?? []).map(readCityFilter).filter((filter) => filter !== null);
  const types = query.types ?? [];
  const ring = decodeArea(query.area);
  const facts = factFilter(query, nowMs);
  if (
    types.length === 0 &&
    cities.length === 0 &&
    query.priceMin === undefined &&
    query.priceMax === undefined &&
    query.bedroomsMin === undefined &&
    !ring &&
    !facts
  )
    return "all";
  const { typeValues: valueOfType, placeList } = index.columns;
  let typeSet: Uint8Array | null = null;
  const typeValues: number[] = [];
  if (types.length > 0) {
    typeSet = new Uint8Array(valueOfType.size);
    for (const type of types) {
      const value = valueOfType.get(type);
      if (value === undefined || typeSet[value] === 1) continue;
      typeSet[value] = 1;
      typeValues.push(value);
    }
    if (typeValues.length === 0) return "none";
  }
  let places: Uint8Array | null = null;
  const placeValues: number[] = [];
  if (cities.length > 0) {
    places = new Uint8Array(placeList.length);
    placeList.forEach((place, value) => {
      if (!cities.some((city) => inCity(place, city))) return;
      places![value] = 1;
      placeValues.push(value);
    });
    if (placeValues.length === 0) return "none";
  }
  const { priceMin, priceMax, bedroomsMin } = query;
  const area = ring ? { inArea: areaTest(ring), positions: index.positions() } : null;
  return { types: typeSet, typeValues, places, placeValues, priceMin, priceMax, bedroomsMin, area, facts };
}

/** The filters on the listing's facts (surfaces, EPC, garden, terrace, a recent drop); null when none is asked. */
function factFilter(query: ListQuery, nowMs: number): ColumnFilter["facts"] {
  const { livingMin, plotMin, epc, priceLowered, garden, terrace } = query;
  if (livingMin === undefined && plotMin === undefined && !epc && !priceLowered && !garden && !terrace) return null;
  return {
    livingMin,
    plotMin,
    epcRankMax: epc ? gradeRank(epc) : undefined,
    droppedSinceMs: priceLowered ? sinceMs(dayNumber(nowMs), PRICE_DROP_DAYS) : undefined,
    garden: garden === true,
    terrace: terrace === true,
  };
}

/**
 * One page of a list, with its total and page count; "price lowered" counts from the day of `nowMs`. No sort and no copy of the hits: an unfiltered
 * page is a stretch of the index's order; a filtered one walks the order, or only the type's or the
 * places' listings in it when fewer, counting the hits and keeping the page's.
 */
export function listProperties(index: QueryIndex, query: ListQuery, nowMs: number = Date.now()): ListResult {
  const sorted = index.sorted[query.goal][query.sort];
  // Sold and let references follow the listings on offer; a reference's last drop is no "price lowered" for a buyer.
  const limit = query.references && !query.priceLowered ? sorted.order.length : index.onOffer[query.goal];
  const filter = columnFilter(index, query, nowMs);
  const requested = Math.max(1, Math.floor(query.page));
  const pagesOf = (total: number) => Math.max(1, Math.ceil(total / query.pageSize));
  if (filter === "all") {
    // Every listing of the order's first `limit` is a hit: the page is a stretch of the order.
    const [pages, items] = [pagesOf(limit), [] as PropertySummary[]];
    const page = Math.min(requested, pages);
    const end = Math.min(limit, page * query.pageSize);
    for (let rank = (page - 1) * query.pageSize; rank < end; rank++) items.push(index.properties[sorted.order[rank]!]!);
    return { items, total: limit, page, pages };
  }
  const collect = (page: number) => {
    const collector = new PageCollector(index.properties, (page - 1) * query.pageSize, page * query.pageSize);
    if (filter !== "none") walkFiltered(index.columns, sorted, limit, filter, collector);
    return collector;
  };
  let collector = collect(requested);
  const pages = pagesOf(collector.total);
  const page = Math.min(requested, pages);
  // Only a page beyond the last walks twice: how many pages there are is known after the first walk.
  if (page !== requested) collector = collect(page);
  return { items: collector.items, total: collector.total, page, pages };
}

/**
 * The place facet a list's city parameter selects (the filter's select shows it as chosen, in the page's
 * language, whichever language or spelling the address has); none for a zip alone or an unknown name.
 */
export function selectedPlace(facets: ListFacets, cityParam: string | undefined): PlaceFacet | undefined {
  const filter = cityParam ? readCityFilter(cityParam) : null;
  if (!filter) return undefined;
  const keys = wholePlaces(filter);
  return facets.cities.find((facet) => keys.has(facet.key));
}
