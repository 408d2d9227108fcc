import { search } from "../../client/domain/search";
import type { Goal } from "./model";
import { searchIndexOf } from "./search-index";
import type { LanguageIndex } from "./snapshot-store";

/** Longer input is not a search the box could have produced; it is cut, not rejected. */
const MAX_QUERY_CHARS = 100;

/**
 * Where the plain search form (header, banner, 404 — without JavaScript) leads for `q` on a list:
 * the property whose reference was typed, else the list filtered by the city, else by the type the
 * search box would have offered first. With no hit the list is filtered by the text itself, so it
 * says "no properties for the search" instead of silently showing everything.
 */
export function searchTarget(index: LanguageIndex, listPath: string, goal: Goal, q: string): string {
  const query = q.slice(0, MAX_QUERY_CHARS);
  const results = search(searchIndexOf(index), query);
  const [property] = results.properties;
  if (property && results.properties.length === 1) return property.path;
  const count = (entry: { saleCount: number; rentCount: number }) => (goal === 0 ? entry.saleCount : entry.rentCount);
  const city = results.cities.find((entry) => count(entry) > 0) ?? results.cities[0];
  const type = results.types.find((entry) => count(entry) > 0) ?? results.types[0];
  const params = new URLSearchParams();
  if (city) params.set("city", `${city.name}|${city.zip}`);
  else if (type) params.set("type", String(type.webId));
  else params.set("city", query.trim());
  return `${listPath}?${params.toString()}`;
}
