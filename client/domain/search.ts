import type { SearchCityEntry, SearchIndex, SearchPropertyEntry, SearchTypeEntry } from "./search-index";

/**
 * The search box's matching rules (SPEC 5). How we read the spec:
 * - Query and data are normalised the same way: lower case, accents stripped, whitespace collapsed.
 *   The query is split into tokens on whitespace and commas ("REF-12" stays one token).
 * - Property, "reference ID (exact, all tokens)": every token of the reference ("AB 7" has two) is
 *   typed exactly, or the numeric id is; and every other query token exactly equals one of the
 *   property's searchable tokens (zip, a word of its city or type name). "REF-12 gent" finds REF-12
 *   when it is in Gent; "REF-1" does not find "REF-12" and "ab" does not find "AB 7" (no partial references).
 * - City, "by name, zip or accent-stripped name (exact threshold 0)": a zip must be typed in full,
 *   but a name word may be typed in part ("gen" already shows Gent), since a box that shows nothing
 *   until the last letter is poor; every token must match the same city.
 * - Type, by name: every token is the start of a word of the type name ("app" → Appartement).
 */

/** Entries shown per group (units: results); the rest is reachable through the list pages. */
export const MAX_TYPE_RESULTS = 4;
export const MAX_CITY_RESULTS = 6;
export const MAX_PROPERTY_RESULTS = 8;

export interface TypeHit {
  webId: number;
  name: string;
  saleCount: number;
  rentCount: number;
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

/** SPEC 5: "Results are grouped Type, City, Property"; an empty query has no results. */
export interface SearchResults {
  types: TypeHit[];
  cities: CityHit[];
  properties: PropertyHit[];
}

export const NO_RESULTS: SearchResults = { types: [], cities: [], properties: [] };

/** Lower case, accents stripped, whitespace collapsed: "  Liège " → "liege". */
export function normalise(text: string): string {
  return text.normalize("NFD").replace(/\p{M}+/gu, "").toLowerCase().replace(/\s+/g, " ").trim();
}

/** The query's tokens: split on whitespace and commas, so references with hyphens stay whole. */
export function queryTokens(query: string): string[] {
  return normalise(query).split(/[\s,;]+/).filter(Boolean);
}

/** The words of a name ("Sint-Martens-Latem" → sint, martens, latem, sint-martens-latem). */
function wordsOf(name: string): string[] {
  const whole = normalise(name);
  return [...new Set([whole, ...whole.split(/[\s\-'’./()]+/).filter(Boolean)])];
}

const startsAWord = (words: readonly string[], token: string) => words.some((word) => word.startsWith(token));

function matchesType([, name]: SearchTypeEntry, tokens: readonly string[]): boolean {
  const words = wordsOf(name);
  return tokens.every((token) => startsAWord(words, token));
}

function matchesCity([name, zip]: SearchCityEntry, tokens: readonly string[]): boolean {
  const words = wordsOf(name);
  return tokens.every((token) => token === zip.trim() || startsAWord(words, token));
}

function matchesProperty([id, reference, , typeName, city, zip]: SearchPropertyEntry, tokens: readonly string[]): boolean {
  const referenceTokens = queryTokens(reference);
  const named = tokens.includes(String(id)) || (referenceTokens.length > 0 && referenceTokens.every((token) => tokens.includes(token)));
  if (!named) return false;
  const searchable = new Set([...referenceTokens, String(id), zip.trim(), ...wordsOf(city), ...wordsOf(typeName)]);
  return tokens.every((token) => searchable.has(token));
}

/** Cities whose whole name or zip is the query come first, then by how much they offer, then by name. */
function cityRank(query: string) {
  return (a: SearchCityEntry, b: SearchCityEntry) => {
    const exact = (city: SearchCityEntry) => (normalise(city[0]) === query || city[1] === query ? 0 : 1);
    return exact(a) - exact(b) || b[2] + b[3] - (a[2] + a[3]) || a[0].localeCompare(b[0]) || a[1].localeCompare(b[1]);
  };
}

/** Runs a query against an index: grouped Type, City, Property, each group capped. */
export function search(index: SearchIndex, query: string): SearchResults {
  const tokens = queryTokens(query);
  if (tokens.length === 0) return NO_RESULTS;
  const types = index.types
    .filter((entry) => matchesType(entry, tokens))
    .slice(0, MAX_TYPE_RESULTS)
    .map(([webId, name, saleCount, rentCount]) => ({ webId, name, saleCount, rentCount }));
  const cities = index.cities
    .filter((entry) => matchesCity(entry, tokens))
    .sort(cityRank(tokens.join(" ")))
    .slice(0, MAX_CITY_RESULTS)
    .map(([name, zip, saleCount, rentCount]) => ({ name, zip, saleCount, rentCount }));
  const properties = index.properties
    .filter((entry) => matchesProperty(entry, tokens))
    .slice(0, MAX_PROPERTY_RESULTS)
    .map(([id, reference, title, typeName, city, zip, goal, path]) => ({ id, reference, title, typeName, city, zip, goal, path }));
  return { types, cities, properties };
}

export function resultCount(results: SearchResults): number {
  return results.types.length + results.cities.length + results.properties.length;
}
