/**
 * Type-group and city lists with sale and rent counts computed from the normalised properties
 * (the provider's own counts lag behind). Only available properties count, as in worker/feed/merge.ts.
 */
import { foldText } from "../../../../client/domain/text";
import type { City, PropertySummary, TypeGroup } from "../../model";
import type { RawCity, RawTypeGroup } from "../schemas/lists";

type Counted = Pick<PropertySummary, "typeGroup" | "goal" | "status" | "city" | "zip" | "countryId">;

/** Each provider group, ordered by ShowOrder then WebID; a property counts in its (first) type group. */
export function countTypeGroups(groups: readonly RawTypeGroup[], properties: readonly Counted[]): TypeGroup[] {
  const unique = new Map(groups.map((group) => [group.WebID, group]));
  return [...unique.values()]
    .map((group) => ({
      webId: group.WebID,
      name: group.Name,
      showOrder: group.ShowOrder ?? group.WebID,
      saleCount: properties.filter((item) => item.status === "available" && item.typeGroup === group.WebID && item.goal === 0).length,
      rentCount: properties.filter((item) => item.status === "available" && item.typeGroup === group.WebID && item.goal === 1).length,
    }))
    .sort((a, b) => a.showOrder - b.showOrder || a.webId - b.webId);
}

/** Accent- and case-insensitive name plus zip (SPEC 5 "City counts"). */
export function cityKey(name: string, zip: string): string {
  return `${zip.trim()}|${foldText(name)}`;
}

/**
 * The provider's cities plus any city a property names that the list lacks, with counts; cities
 * without any property are left out (a search would only offer greyed links). Sorted by name, zip.
 */
export function countCities(cities: readonly RawCity[], properties: readonly Counted[]): City[] {
  const result = new Map<string, City>();
  for (const city of cities) {
    const key = cityKey(city.Name, city.Zip);
    if (!result.has(key)) result.set(key, { name: city.Name, zip: city.Zip, countryId: city.CountryID ?? 10, saleCount: 0, rentCount: 0 });
  }
  const present = new Set<string>();
  for (const item of properties) {
    const key = cityKey(item.city, item.zip);
    const city = result.get(key) ?? { name: item.city, zip: item.zip, countryId: item.countryId, saleCount: 0, rentCount: 0 };
    result.set(key, city);
    present.add(key);
    if (item.status !== "available") continue;
    if (item.goal === 0) city.saleCount++;
    else city.rentCount++;
  }
  return [...result.entries()]
    .filter(([key]) => present.has(key))
    .map(([, city]) => city)
    .sort((a, b) => a.name.localeCompare(b.name) || a.zip.localeCompare(b.zip));
}
