import type { SearchCityEntry, SearchIndex, SearchPropertyEntry, SearchTypeEntry } from "./search-index";
import { foldText } from "./text";

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

/** The query's tokens: split on whitespace and commas, so references with hyphens stay whole. */
export function queryTokens(query: string): string[] {
  return foldText(query)
    .split(/[\s,;]+/)
    .filter(Boolean);
}

/** The words of a name ("Sint-Martens-Latem" → sint, martens, latem, sint-martens-latem). */
function wordsOf(name: string): string[] {
  const whole = foldText(name);
  return [...new Set([whole, ...whole.split(/[\s\-'’./()]+/).filter(Boolean)])];
}

/** An index entry with the folded words its matching compares, so a keystroke only compares tokens. */
interface Prepared<Entry> {
  entry: Entry;
  words: string[];
}
interface PreparedIndex {
  types: Prepared<SearchTypeEntry>[];
  cities: (Prepared<SearchCityEntry> & { folded: string; zip: string })[];
  properties: (Prepared<SearchPropertyEntry> & { id: string; reference: string[]; searchable: Set<string> })[];
}

// Keyed by the index object, which lives as long as its snapshot version (the island's download,
// worker/feed/search-index.ts on the server): each index is folded once, not on every keystroke.
const preparedIndexes = new WeakMap<SearchIndex, PreparedIndex>();

function prepare(index: SearchIndex): PreparedIndex {
  let prepared = preparedIndexes.get(index);
  if (prepared) return prepared;
  prepared = {
    types: index.types.map((entry) => ({ entry, words: wordsOf(entry[1]) })),
    cities: index.cities.map((entry) => ({ entry, words: wordsOf(entry[0]), folded: foldText(entry[0]), zip: entry[1].trim() })),
    properties: index.properties.map((entry) => {
      const [id, reference, , typeName, city, zip] = entry;
      const referenceTokens = queryTokens(reference);
      const words = [...wordsOf(city), ...wordsOf(typeName)];
      return { entry, words, id: String(id), reference: referenceTokens, searchable: new Set([...referenceTokens, String(id), zip.trim(), ...words]) };
    }),
  };
  preparedIndexes.set(index, prepared);
  return prepared;
}

const startsAWord = (words: readonly string[], token: string) => words.some((word) => word.startsWith(token));

function matchesProperty(property: PreparedIndex["properties"][number], tokens: readonly string[]): boolean {
  const named = tokens.includes(property.id) || (property.reference.length > 0 && property.reference.every((token) => tokens.includes(token)));
  return named && tokens.every((token) => property.searchable.has(token));
}

/** Cities whose whole name or zip is the query come first, then by how much they offer, then by name. */
function cityRank(query: string) {
  return (a: PreparedIndex["cities"][number], b: PreparedIndex["cities"][number]) => {
    const exact = (city: PreparedIndex["cities"][number]) => (city.folded === query || city.zip === query ? 0 : 1);
    const [nameA, zipA, saleA, rentA] = a.entry;
    const [nameB, zipB, saleB, rentB] = b.entry;
    return exact(a) - exact(b) || saleB + rentB - (saleA + rentA) || nameA.localeCompare(nameB) || zipA.localeCompare(zipB);
  };
}

/** Runs a query against an index: grouped Type, City, Property, each group capped. */
export function search(index: SearchIndex, query: string): SearchResults {
  const tokens = queryTokens(query);
  if (tokens.length === 0) return NO_RESULTS;
  const prepared = prepare(index);
  const types = prepared.types
    .filter(({ words }) => tokens.every((token) => startsAWord(words, token)))
    .slice(0, MAX_TYPE_RESULTS)
    .map(({ entry: [webId, name, saleCount, rentCount] }) => ({ webId, name, saleCount, rentCount }));
  const cities = prepared.cities
    .filter((city) => tokens.every((token) => token === city.zip || startsAWord(city.words, token)))
    .sort(cityRank(tokens.join(" ")))
    .slice(0, MAX_CITY_RESULTS)
    .map(({ entry: [name, zip, saleCount, rentCount] }) => ({ name, zip, saleCount, rentCount }));
  const properties = prepared.properties
    .filter((property) => matchesProperty(property, tokens))
    .slice(0, MAX_PROPERTY_RESULTS)
    .map(({ entry: [id, reference, title, typeName, city, zip, goal, path] }) => ({ id, reference, title, typeName, city, zip, goal, path }));
  return { types, cities, properties };
}

export function resultCount(results: SearchResults): number {
  return results.types.length + results.cities.length + results.properties.length;
}
