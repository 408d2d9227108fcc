import { municipalitiesAt, municipalitiesNamed, municipalityOf, type Municipality } from "../../client/domain/municipalities";
import { foldText } from "../../client/domain/text";
import type { PropertySummary } from "./model";

/**
 * Where a listing lies, as the list's city filter, its counts and the search box group it: its
 * municipality (client/domain/municipalities: by postcode, the same in every language), or, for a
 * listing outside Belgium and Luxembourg or with a postcode no municipality has, its own spelling
 * and postcode.
 */
export interface Place {
  /** The municipality's key, or `?{zip}|{folded city}` (outsideKey). */
  key: string;
  municipality: Municipality | null;
}

/** A listing's place with what the city filter compares, worked out once per snapshot version. */
export interface ListingPlace extends Place {
  /** The postcode, trimmed. */
  zip: string;
  /** The city as spelled in the listing, folded (foldText). */
  folded: string;
}

type Located = Pick<PropertySummary, "countryId" | "zip" | "city">;

/** The place key of a listing the municipality table does not place: its postcode (trimmed) and its spelling (folded). */
const outsideKey = (zip: string, folded: string) => `?${zip}|${folded}`;

/** Where a listing lies (no memory: the query index keeps each listing's once per version, placesOf). */
export function listingPlace(item: Located): ListingPlace {
  const municipality = municipalityOf(item);
  const [zip, folded] = [item.zip.trim(), foldText(item.city)];
  return { key: municipality?.key ?? outsideKey(zip, folded), municipality, zip, folded };
}

/**
 * The places of one snapshot version's listings, with what lets a city filter that names none of
 * them be answered without looking at a single listing. Built with the version's query index
 * (worker/feed/query.ts), so it lives and goes with that version.
 */
export interface PlaceIndex {
  /** Each distinct place once, in the order first met; listings at the same spelling, postcode and country share one. */
  list: readonly ListingPlace[];
  /** Each listing's place as an index into `list`, by its position in the listings placesOf was given (the snapshot's order). */
  indexAt: Int32Array;
  keys: ReadonlySet<string>;
  spellings: ReadonlySet<string>;
  zips: ReadonlySet<string>;
}

export function placesOf(items: readonly Located[]): PlaceIndex {
  // Only for this build: a snapshot has a few hundred distinct places for thousands of listings.
  // Country, then postcode, then spelling: each listing is looked up by its own strings, rather
  // than by a key joined from them, which cost a new string per listing (npm run bench:feed).
  const distinct = new Map<number, Map<string, Map<string, number>>>();
  const indexAt = new Int32Array(items.length);
  const list: ListingPlace[] = [];
  for (let position = 0; position < items.length; position++) {
    const item = items[position]!;
    let inCountry = distinct.get(item.countryId);
    if (!inCountry) distinct.set(item.countryId, (inCountry = new Map()));
    let atZip = inCountry.get(item.zip);
    if (!atZip) inCountry.set(item.zip, (atZip = new Map()));
    let index = atZip.get(item.city);
    if (index === undefined) {
      atZip.set(item.city, (index = list.length));
      list.push(listingPlace(item));
    }
    indexAt[position] = index;
  }
  return {
    list,
    indexAt,
    keys: new Set(list.map((place) => place.key)),
    spellings: new Set(list.map((place) => place.folded)),
    zips: new Set(list.map((place) => place.zip)),
  };
}

/**
 * What SPEC 2's `city={name}|{zip}` asks for (a name alone or a zip alone also works):
 * - `places`: listings in one of these places. A name the municipality table knows, in any language or
 *   spelling, is that municipality ("Liège", "Luik|4000" and "Lüttich" are the same list); a postcode
 *   the table has tells homonyms apart, and also finds the listings outside the table spelled so there.
 * - `zip`: a zip alone, the listings with that postcode.
 * - `spelling`: the listings whose city is spelled so (accents and case aside), at the postcode if one
 *   is given; a name the table does not know, or a table postcode none of the named municipalities has.
 * - `exact`: a postcode the table does not have (a foreign one, "Comines|59560"; a PO box code): the
 *   listings at exactly that postcode whose city is spelled so or lies in a municipality of that name.
 *   Never a municipality's other listings: the postcode says the visitor means another place.
 */
export type CityFilter =
  | { kind: "places"; keys: ReadonlySet<string> }
  | { kind: "zip"; zip: string }
  | { kind: "spelling"; name: string; zip?: string }
  | { kind: "exact"; name: string; zip: string; keys: ReadonlySet<string> };

/** Belgian and Luxembourg postcodes: what a zip alone is read as. */
const ZIP_ALONE = /^\d{4}$/;

const inTable = (zip: string) => municipalitiesAt("BE", zip).length > 0 || municipalitiesAt("LU", zip).length > 0;

export function readCityFilter(value: string): CityFilter | null {
  const [first = "", second = ""] = value.split("|").map((part) => part.trim());
  if (ZIP_ALONE.test(first) && !second) return { kind: "zip", zip: first };
  const zip = second || undefined;
  if (!first) return zip ? { kind: "zip", zip } : null;
  const name = foldText(first);
  const named = municipalitiesNamed(first);
  if (!zip) return named.length > 0 ? { kind: "places", keys: new Set(named.map((municipality) => municipality.key)) } : { kind: "spelling", name };
  if (!inTable(zip)) return { kind: "exact", name, zip, keys: new Set(named.map((municipality) => municipality.key)) };
  const atZip = named.filter((municipality) => municipalitiesAt(municipality.country, zip).includes(municipality));
  if (atZip.length === 0) return { kind: "spelling", name, zip };
  return { kind: "places", keys: new Set([...atZip.map((municipality) => municipality.key), outsideKey(zip, name)]) };
}

/**
 * The places a filter asks for whole (the list's select shows one as chosen): a `places` filter's, or
 * the place outside the table a spelling and postcode name; none for a zip alone or part of a place.
 */
export function wholePlaces(filter: CityFilter): ReadonlySet<string> {
  if (filter.kind === "places") return filter.keys;
  if (filter.kind === "zip" || !filter.zip) return new Set();
  return new Set([outsideKey(filter.zip, filter.name)]);
}

/** Whether a listing at `place` is in what the filter asks for. */
export function inCity(place: ListingPlace, filter: CityFilter): boolean {
  switch (filter.kind) {
    case "places":
      return filter.keys.has(place.key);
    case "zip":
      return place.zip === filter.zip;
    case "spelling":
      return place.folded === filter.name && (!filter.zip || place.zip === filter.zip);
    case "exact":
      return place.zip === filter.zip && (place.folded === filter.name || filter.keys.has(place.key));
  }
}

/** Whether any place of the index can be in what the filter asks for: when none can, no listing needs a look. */
export function mayHave(places: PlaceIndex, filter: CityFilter): boolean {
  switch (filter.kind) {
    case "places":
      return [...filter.keys].some((key) => places.keys.has(key));
    case "zip":
    case "exact":
      return places.zips.has(filter.zip);
    case "spelling":
      return places.spellings.has(filter.name);
  }
}
