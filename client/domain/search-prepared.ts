import type { SearchCityEntry, SearchIndex, SearchProjectEntry, SearchPropertyEntry, SearchTypeEntry } from "./search-index";
import { foldText, nameKey } from "./text";

/**
 * A search index as the search box's matching reads it (client/domain/search.ts): every name folded
 * into the words a typed token is compared with, once per index, so a keystroke only compares tokens.
 */

/** The query's tokens: split on whitespace and commas, so references with hyphens stay whole. */
export function queryTokens(query: string): string[] {
  return foldText(query)
    .split(/[\s,;]+/)
    .filter(Boolean);
}

/**
 * A reference without its separators: "vt5082", "VT 5082" and "VT-5082" are the same reference, since
 * visitors copy it from a sign, a paper or a phone call, where the hyphen is easily lost.
 */
export const compactReference = (folded: string) => folded.replace(/[^\p{L}\p{N}]+/gu, "");

/**
 * A postcode written with its country prefix ("L-1611" in Luxembourg, "B-9000") is the postcode; any
 * other token is itself.
 */
export function asPostcode(token: string): string {
  const match = /^(?:[a-z]{1,2}-|[lb])(\d{4,5})$/.exec(token);
  return match ? match[1]! : token;
}

/** The words of a name ("Sint-Martens-Latem" → sint, martens, latem, sint-martens-latem). */
function wordsOf(name: string): string[] {
  const whole = foldText(name);
  return [...new Set([whole, ...whole.split(/[\s\-'’./()]+/).filter(Boolean)])];
}

const wordsOfAll = (names: readonly string[]) => [...new Set(names.flatMap(wordsOf))];

/** An index entry with the folded words its matching compares. */
interface Prepared<Entry> {
  entry: Entry;
  words: string[];
}

export type PreparedType = Prepared<SearchTypeEntry>;

/** A city with every name it is known by (nameKey, for the exact-match ranking) and every postcode of its listings. */
export interface PreparedCity extends Prepared<SearchCityEntry> {
  names: Set<string>;
  zips: Set<string>;
  /** Type webId → [sale, rent] of its listings on offer here. */
  typeCounts: Map<number, readonly [number, number]>;
}

export type PreparedProject = Prepared<SearchProjectEntry>;

/** A property with its id and reference tokens, and every token a query may add (zip, words of its city and type). */
export interface PreparedProperty extends Prepared<SearchPropertyEntry> {
  id: string;
  reference: string[];
  /** The reference without separators (compactReference). */
  compact: string;
  searchable: Set<string>;
}

export interface PreparedIndex {
  types: PreparedType[];
  cities: PreparedCity[];
  properties: PreparedProperty[];
  projects: PreparedProject[];
}

// Keyed by the index object, which lives as long as its snapshot version (the island's download,
// worker/feed/search-index.ts on the server): each index is folded once, not on every keystroke.
const preparedIndexes = new WeakMap<SearchIndex, PreparedIndex>();

/** The index folded for matching, built on first use. */
export function preparedIndex(index: SearchIndex): PreparedIndex {
  let prepared = preparedIndexes.get(index);
  if (prepared) return prepared;
  const cities = index.cities.map((entry): PreparedCity => {
    const [name, zip, , , zips, aliases, typeCounts] = entry;
    const all = [name, ...aliases];
    return {
      entry,
      words: wordsOfAll(all),
      names: new Set(all.map(nameKey)),
      zips: new Set([zip.trim(), ...zips.map((code) => code.trim())]),
      typeCounts: new Map(typeCounts.map(([webId, sale, rent]) => [webId, [sale, rent] as const])),
    };
  });
  // The city a property lies in: one of its postcodes, and its spelling among the city's names.
  const byPlace = new Map<string, PreparedCity>();
  for (const city of cities) for (const zip of city.zips) for (const name of city.names) byPlace.set(`${zip}|${name}`, city);
  const cityOf = (city: string, zip: string) => byPlace.get(`${zip.trim()}|${nameKey(city)}`);
  prepared = {
    types: index.types.map((entry) => ({ entry, words: wordsOfAll([entry[1], ...entry[4]]) })),
    cities,
    properties: index.properties.map((entry) => {
      const [id, reference, , typeName, city, zip] = entry;
      const referenceTokens = queryTokens(reference);
      // "REF-12 luik" finds REF-12 in Liège: the property's city is searched under all its names.
      const words = [...(cityOf(city, zip)?.words ?? wordsOf(city)), ...wordsOf(typeName)];
      // "VT 5082" is the reference VT-5082 typed in two tokens: each piece may be typed beside it.
      const pieces = referenceTokens.flatMap((token) => token.split(/[^\p{L}\p{N}]+/u)).filter(Boolean);
      const searchable = new Set([...referenceTokens, ...pieces, String(id), zip.trim(), ...words]);
      return { entry, words, id: String(id), reference: referenceTokens, compact: compactReference(foldText(reference)), searchable };
    }),
    projects: index.projects.map((entry) => ({ entry, words: wordsOf(entry[1]) })),
  };
  preparedIndexes.set(index, prepared);
  return prepared;
}
