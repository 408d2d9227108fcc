import { areaTest, decodeArea, type LngLat } from "../../client/domain/area";
import { approximateArea, mapPlaces } from "./map-places";
import type { Goal, PropertySummary } from "./model";
import { isOnOffer, priceSortGroup } from "./offer";
import { inCity, mayHave, placesOf, readCityFilter, wholePlaces, type CityFilter, type ListingPlace, type PlaceIndex } from "./place";

export const SORT_KEYS = ["newest", "price-asc", "price-desc", "type", "city"] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export interface ListQuery {
  goal: Goal;
  /** SPEC 2: `city={name}|{zip}`; a name alone or a zip alone also works (worker/feed/place.ts). */
  city?: string | undefined;
  type?: number | undefined;
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  bedroomsMin?: number | undefined;
  /** A drawn area in its canonical `?area=` text (client/domain/area.ts normaliseArea): listings whose position lies in it. */
  area?: string | undefined;
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

/** The order of each sort key; every order ends on the id so pages never shuffle between requests. */
export const COMPARATORS: Record<SortKey, (a: PropertySummary, b: PropertySummary) => number> = {
  newest: (a, b) => offerFirst(a, b) || byDateDesc(a.updatedAt, b.updatedAt) || byId(a, b),
  "price-asc": (a, b) => byPriceGroup(a, b) || nullsLast(a.price, b.price) || byId(a, b),
  "price-desc": (a, b) => byPriceGroup(a, b) || nullsLast(a.price === null ? null : -a.price, b.price === null ? null : -b.price) || byId(a, b),
  type: (a, b) => offerFirst(a, b) || collator.compare(a.typeName, b.typeName) || byId(a, b),
  city: (a, b) => offerFirst(a, b) || collator.compare(a.city, b.city) || byId(a, b),
};

export interface QueryIndex {
  /** Per goal, the properties already sorted by each key: those on offer first, in every order. */
  sorted: Record<Goal, Record<SortKey, PropertySummary[]>>;
  /** Per goal, how many are on offer (the length of the sorted lists' leading part). */
  onOffer: Record<Goal, number>;
  /** Available properties of both goals, newest first (home's "newest properties"). */
  newest: PropertySummary[];
  /** Each listing's place, worked out once per version: a city filter compares keys, never folds a name. */
  places: PlaceIndex;
  /** Each listing's position for a drawn area (listingPositions), worked out at the first query with an area. */
  positionOf: (item: PropertySummary) => LngLat | null;
}

/**
 * Where a listing lies for a drawn area: its published address, else the centre of its city's
 * approximate area on the map (worker/feed/map-places.ts), as the alert matcher places it
 * (worker/alerts/changes.ts); null when neither is known (such a listing is in no area).
 */
export function listingPositions(properties: readonly PropertySummary[]): (item: PropertySummary) => LngLat | null {
  let positions: Map<number, LngLat | null> | undefined;
  const build = () => {
    const places = mapPlaces(properties);
    const built = new Map<number, LngLat | null>();
    for (const item of properties) {
      const area = item.geo ? null : approximateArea(item, places);
      built.set(item.id, item.geo ? [item.geo.lng, item.geo.lat] : area ? [area.lng, area.lat] : null);
    }
    return built;
  };
  return (item) => (positions ??= build()).get(item.id) ?? null;
}

/** Sorts once per snapshot so a list request only filters and slices. */
export function buildQueryIndex(properties: readonly PropertySummary[]): QueryIndex {
  const sortedFor = (goal: Goal) => {
    const items = properties.filter((item) => item.goal === goal);
    return Object.fromEntries(SORT_KEYS.map((key) => [key, [...items].sort(COMPARATORS[key])])) as Record<SortKey, PropertySummary[]>;
  };
  const onOfferFor = (goal: Goal) => properties.filter((item) => item.goal === goal && isOnOffer(item)).length;
  const newest = properties.filter(isOnOffer).sort(COMPARATORS.newest);
  return {
    sorted: { 0: sortedFor(0), 1: sortedFor(1) },
    onOffer: { 0: onOfferFor(0), 1: onOfferFor(1) },
    newest,
    places: placesOf(properties),
    positionOf: listingPositions(properties),
  };
}

type InArea = ((point: LngLat) => boolean) | null;

function matches(
  item: PropertySummary,
  query: ListQuery,
  city: CityFilter | null,
  place: ListingPlace | undefined,
  inArea: InArea,
  index: QueryIndex,
): boolean {
  if (query.type !== undefined && item.typeGroup !== query.type) return false;
  if (city && !(place && inCity(place, city))) return false;
  if (query.priceMin !== undefined && (item.price === null || item.price < query.priceMin)) return false;
  if (query.priceMax !== undefined && (item.price === null || item.price > query.priceMax)) return false;
  if (query.bedroomsMin !== undefined && (item.bedrooms === null || item.bedrooms < query.bedroomsMin)) return false;
  if (inArea) {
    const point = index.positionOf(item);
    if (!point || !inArea(point)) return false;
  }
  return true;
}

export function listProperties(index: QueryIndex, query: ListQuery): ListResult {
  const city = query.city ? readCityFilter(query.city) : null;
  const ring = decodeArea(query.area);
  const inArea = ring ? areaTest(ring) : null;
  const sorted = index.sorted[query.goal][query.sort];
  const pool = query.references ? sorted : sorted.slice(0, index.onOffer[query.goal]);
  const unfiltered =
    query.type === undefined && !city && query.priceMin === undefined && query.priceMax === undefined && query.bedroomsMin === undefined && !inArea;
  // A city no listing of this version is in (a typo, the plain search's text) needs no look at the listings.
  const hits = unfiltered
    ? pool
    : city && !mayHave(index.places, city)
      ? []
      : pool.filter((item) => matches(item, query, city, index.places.byId.get(item.id), inArea, index));
  const pages = Math.max(1, Math.ceil(hits.length / query.pageSize));
  const page = Math.min(Math.max(1, Math.floor(query.page)), pages);
  return { items: hits.slice((page - 1) * query.pageSize, page * query.pageSize), total: hits.length, page, pages };
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
