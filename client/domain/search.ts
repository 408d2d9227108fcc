import type { SearchCityEntry, SearchIndex, SearchTypeEntry } from "./search-index";
import { asPostcode, compactReference, preparedIndex, queryTokens, type PreparedCity, type PreparedIndex, type PreparedProperty } from "./search-prepared";
import { nameKey } from "./text";

/**
 * The search box's matching rules (SPEC 5). How we read the spec:
 * - Query and data are normalised the same way: lower case, accents stripped, whitespace collapsed.
 *   The query is split into tokens on whitespace and commas ("REF-12" stays one token).
 * - Property, "reference ID (exact, all tokens)": every token of the reference ("AB 7" has two) is
 *   typed exactly, or the numeric id is; and every other query token exactly equals one of the
 *   property's searchable tokens (zip, a word of its city or type name). "REF-12 gent" finds REF-12
 *   when it is in Gent; "REF-1" does not find "REF-12" and "ab" does not find "AB 7" (no partial references).
 *   A reference typed without its separators is the same reference ("vt5082" finds VT-5082).
 * - City, "by name, zip or accent-stripped name (exact threshold 0)": a zip must be typed in full,
 *   but a name word may be typed in part ("gen" already shows Gent), since a box that shows nothing
 *   until the last letter is poor; every token must match the same city. A city is a municipality,
 *   found under any of its names in any language ("Liège", "Luik", "Lüttich" on every site) and by
 *   any postcode of its listings (also with its country prefix: "L-1611"); it is shown under its name
 *   in the page's language.
 * - Type and town typed together ("huis gent", "appartement Bruxelles"): the tokens that start a word
 *   of a type, the others all matching one city, give that type in that city, offered with the type
 *   results only where that city has listings of that type on offer.
 * - Project, by its name: every token starts a word of the name.
 * - Type, by name or synonym in any of the four languages: every token is the start of a word of
 *   them ("app" → Appartement, "wohnung" → Appartement).
 * - Only what leads somewhere is offered: a type or city none of whose listings is on offer is not
 *   a result (its list would be empty), and a sale or rent link with a count of 0 is not shown.
 */

/** Entries shown per group (units: results); the rest is reachable through the list pages. */
export const MAX_TYPE_RESULTS = 4;
export const MAX_CITY_RESULTS = 6;
export const MAX_PROPERTY_RESULTS = 8;
export const MAX_PROJECT_RESULTS = 4;

export interface TypeHit {
  webId: number;
  name: string;
  saleCount: number;
  rentCount: number;
  /** The city a type was typed with ("huis gent"): the counts are this type's in this city. */
  city?: { name: string; zip: string };
}

export interface ProjectHit {
  id: number;
  name: string;
  city: string;
  zip: string;
  path: string;
}

export interface CityHit {
  name: string;
  zip: string;
  saleCount: number;
  rentCount: number;
}

export interface PropertyHit {
  id: number;
  reference: string;
  title: string;
  typeName: string;
  city: string;
  zip: string;
  goal: 0 | 1;
  path: string;
}

/** SPEC 5: "Results are grouped Type, City, Property" (projects after them); an empty query has no results. */
export interface SearchResults {
  types: TypeHit[];
  cities: CityHit[];
  properties: PropertyHit[];
  projects: ProjectHit[];
}

export const NO_RESULTS: SearchResults = { types: [], cities: [], properties: [], projects: [] };

const startsAWord = (words: readonly string[], token: string) => words.some((word) => word.startsWith(token));

function matchesProperty(property: PreparedProperty, tokens: readonly string[]): boolean {
  const isCompact = (token: string) => property.compact.length > 0 && compactReference(token) === property.compact;
  const named =
    tokens.includes(property.id) || (property.reference.length > 0 && property.reference.every((token) => tokens.includes(token))) || tokens.some(isCompact);
  return named && tokens.every((token) => property.searchable.has(token) || isCompact(token));
}

const matchesCity = (city: PreparedCity, token: string) => city.zips.has(token) || startsAWord(city.words, token);

/** Cities one of whose whole names or postcodes is the query come first, then by how much they offer, then by name. */
function cityRank(query: string) {
  const whole = nameKey(query);
  return (a: PreparedCity, b: PreparedCity) => {
    const exact = (city: PreparedCity) => (city.names.has(whole) || city.zips.has(query) ? 0 : 1);
    const [nameA, zipA, saleA, rentA] = a.entry;
    const [nameB, zipB, saleB, rentB] = b.entry;
    return exact(a) - exact(b) || saleB + rentB - (saleA + rentA) || nameA.localeCompare(nameB) || zipA.localeCompare(zipB);
  };
}

/**
 * A type and a city typed together: the tokens that start a word of a type, and the others (at least
 * one) all matching one city; each pair with that type's counts in that city, 0 included.
 */
function typeInCityHits(prepared: PreparedIndex, tokens: readonly string[], placeTokens: readonly string[]): TypeHit[] {
  if (tokens.length < 2) return [];
  return prepared.types.flatMap((type) => {
    const typed = tokens.map((token) => startsAWord(type.words, token));
    const rest = placeTokens.filter((_, n) => !typed[n]);
    if (rest.length === 0 || rest.length === tokens.length) return [];
    const [webId, name] = type.entry;
    return prepared.cities
      .filter((city) => rest.every((token) => matchesCity(city, token)))
      .sort(cityRank(rest.join(" ")))
      .map((city): TypeHit => {
        const [saleCount, rentCount] = city.typeCounts.get(webId) ?? [0, 0];
        return { webId, name, saleCount, rentCount, city: { name: city.entry[0], zip: city.entry[1] } };
      });
  });
}

/**
 * The type and city a query names together ("appartement Bruxelles"), even where that city has no
 * listing of that type: the plain search form leads to that (empty) list, which offers the wider ones.
 */
export function typeInCity(index: SearchIndex, query: string): TypeHit | undefined {
  const tokens = queryTokens(query);
  return typeInCityHits(preparedIndex(index), tokens, tokens.map(asPostcode))[0];
}

/** Runs a query against an index: grouped Type, City, Property, each group capped. */
export function search(index: SearchIndex, query: string): SearchResults {
  const tokens = queryTokens(query);
  if (tokens.length === 0) return NO_RESULTS;
  const placeTokens = tokens.map(asPostcode);
  const prepared = preparedIndex(index);
  const offered = ({ entry }: { entry: SearchTypeEntry | SearchCityEntry }) => entry[2] + entry[3] > 0;
  const types = prepared.types
    .filter((type) => offered(type) && tokens.every((token) => startsAWord(type.words, token)))
    .slice(0, MAX_TYPE_RESULTS)
    .map(({ entry: [webId, name, saleCount, rentCount] }) => ({ webId, name, saleCount, rentCount }));
  const typesInCities = typeInCityHits(prepared, tokens, placeTokens).filter((hit) => hit.saleCount + hit.rentCount > 0);
  const cities = prepared.cities
    .filter((city) => offered(city) && placeTokens.every((token) => matchesCity(city, token)))
    .sort(cityRank(placeTokens.join(" ")))
    .slice(0, MAX_CITY_RESULTS)
    .map(({ entry: [name, zip, saleCount, rentCount] }) => ({ name, zip, saleCount, rentCount }));
  const properties = prepared.properties
    .filter((property) => matchesProperty(property, tokens))
    .slice(0, MAX_PROPERTY_RESULTS)
    .map(({ entry: [id, reference, title, typeName, city, zip, goal, path] }) => ({ id, reference, title, typeName, city, zip, goal, path }));
  const projects = prepared.projects
    .filter((project) => tokens.every((token) => startsAWord(project.words, token)))
    .slice(0, MAX_PROJECT_RESULTS)
    .map(({ entry: [id, name, city, zip, path] }) => ({ id, name, city, zip, path }));
  return { types: [...types, ...typesInCities].slice(0, MAX_TYPE_RESULTS), cities, properties, projects };
}

export function resultCount(results: SearchResults): number {
  return results.types.length + results.cities.length + results.properties.length + results.projects.length;
}
