import { truncateTitle, type SearchIndex } from "../../client/domain/search-index";
import { listFacetsOf } from "./facets";
import type { LanguageIndex } from "./snapshot-store";
import { VersionMemo } from "../memory/version-memo";

/**
 * The compact search index of one language's snapshot (client/domain/search-index.ts): type groups
 * and places with the sale and rent counts the home page and the lists' filters show (one rule,
 * worker/feed/facets.ts), each with its other names, every property with a detail page and every project.
 */
export function buildSearchIndex(index: LanguageIndex): SearchIndex {
  const facets = listFacetsOf(index);
  return {
    version: index.version,
    lang: index.lang,
    types: facets.types.map((type) => [type.webId, type.name, type.saleCount, type.rentCount, [...type.aliases]]),
    cities: facets.cities.map((city) => [
      city.name,
      city.zip,
      city.saleCount,
      city.rentCount,
      [...city.zips],
      city.aliases.filter((alias) => alias !== city.name),
      city.typeCounts.map(([webId, sale, rent]) => [webId, sale, rent]),
    ]),
    properties: index.properties.map((item) => [item.id, item.reference, truncateTitle(item.title), item.typeName, item.city, item.zip, item.goal, item.path]),
    projects: index.projects.map((project) => [project.id, project.name, project.city, project.zip, project.path]),
  };
}

// Isolate-lifetime, per snapshot version (VersionMemo): the plain search form's queries reuse the index.
const built = new VersionMemo<SearchIndex>();
const serialised = new VersionMemo<string>();

/** The search index of `index`, built once per snapshot version. */
export function searchIndexOf(index: LanguageIndex): SearchIndex {
  return built.get(index.version, index.lang, () => buildSearchIndex(index));
}

/** The search index of `index` as the JSON text the endpoint serves, built once per version. */
export function searchIndexJson(index: LanguageIndex): string {
  return serialised.get(index.version, index.lang, () => JSON.stringify(searchIndexOf(index)));
}
