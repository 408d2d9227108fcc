import { truncateTitle, type SearchIndex } from "../../client/domain/search-index";
import type { LanguageIndex } from "./snapshot-store";

/**
 * The compact search index of one language's snapshot (client/domain/search-index.ts): type groups
 * and cities with their sale and rent counts (as the sync computed them: available properties,
 * cities by accent- and case-insensitive name plus zip), and every property with a detail page.
 */
export function buildSearchIndex(index: LanguageIndex): SearchIndex {
  return {
    version: index.version,
    lang: index.lang,
    types: index.typeGroups.map((group) => [group.webId, group.name, group.saleCount, group.rentCount]),
    cities: index.cities.map((city) => [city.name, city.zip, city.saleCount, city.rentCount]),
    properties: index.properties.map((item) => [item.id, item.reference, truncateTitle(item.title), item.typeName, item.city, item.zip, item.goal, item.path]),
  };
}

// Isolate-lifetime, keyed by the parsed index object (as below): the plain search form's queries reuse it.
const built = new WeakMap<LanguageIndex, SearchIndex>();

/** The search index of `index`, built once per snapshot version. */
export function searchIndexOf(index: LanguageIndex): SearchIndex {
  let searchIndex = built.get(index);
  if (searchIndex === undefined) {
    searchIndex = buildSearchIndex(index);
    built.set(index, searchIndex);
  }
  return searchIndex;
}

// Isolate-lifetime, keyed by the parsed index object: a new snapshot version is a new object (see
// worker/feed/reader.ts), so each version's JSON is built once and the old one is collected with it.
const serialised = new WeakMap<LanguageIndex, string>();

/** The search index of `index` as the JSON text the endpoint serves, built once per version. */
export function searchIndexJson(index: LanguageIndex): string {
  let json = serialised.get(index);
  if (json === undefined) {
    json = JSON.stringify(searchIndexOf(index));
    serialised.set(index, json);
  }
  return json;
}
