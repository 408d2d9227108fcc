import { search, typeInCity } from "../../client/domain/search";
import type { Goal } from "./model";
import { searchIndexOf } from "./search-index";
import type { LanguageIndex } from "./snapshot-store";

/** Longer input is not a search the box could have produced; it is cut, not rejected. */
const MAX_QUERY_CHARS = 100;

/**
 * Where the plain search form (header, banner, 404 — and the search box's Enter on no suggestion)
 * leads for `q` on a list: the property whose reference was typed, else the project whose name was,
 * else the list filtered by the type in the city ("huis gent"), by the city, or by the type the
 * search box would have offered first. With no hit the list is filtered by the text itself, so it
 * says "no properties for the search" (and offers the wider lists) instead of silently showing everything.
 */
export function searchTarget(index: LanguageIndex, listPath: string, goal: Goal, q: string): string {
  const query = q.slice(0, MAX_QUERY_CHARS);
  const searchIndex = searchIndexOf(index);
  const results = search(searchIndex, query);
  const [property] = results.properties;
  if (property && results.properties.length === 1) return property.path;
  const [project] = results.projects;
  if (project && results.projects.length === 1) return project.path;
  const count = (entry: { saleCount: number; rentCount: number }) => (goal === 0 ? entry.saleCount : entry.rentCount);
  // A type typed with a town stays a type in that town even where this list has none: the empty list offers the wider ones.
  const typeInTown = results.types.find((entry) => entry.city && count(entry) > 0) ?? typeInCity(searchIndex, query);
  const city = results.cities.find((entry) => count(entry) > 0) ?? results.cities[0];
  const type = results.types.find((entry) => !entry.city && count(entry) > 0) ?? results.types.find((entry) => !entry.city);
  const params = new URLSearchParams();
  if (typeInTown?.city) {
    params.set("type", String(typeInTown.webId));
    params.set("city", `${typeInTown.city.name}|${typeInTown.city.zip}`);
  } else if (city) params.set("city", `${city.name}|${city.zip}`);
  else if (type) params.set("type", String(type.webId));
  else params.set("city", query.trim());
  return `${listPath}?${params.toString()}`;
}
