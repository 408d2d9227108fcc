/**
 * The provider's type-group and city lists as the snapshot records them, with sale and rent counts
 * recomputed from the normalised properties (the provider's own counts lag behind) by the site's one
 * rule of what is on offer (worker/feed/offer.ts).
 *
 * What reads them: the type groups' ids, names and order are the list filter's and the search box's
 * types (worker/feed/facets.ts). Their counts, and the city list, are the sync's record of the
 * provider's lists only: the site shows its own counts, per municipality, from worker/feed/facets.ts.
 * Dropping them means no longer reading the provider's city list in any source (provider, demo,
 * Whise) and a new snapshot model; until then they are counted by the same rule, so they cannot
 * disagree with what the site shows.
 *
 * One core per list (tallyTypeGroups, tallyCities) works on our own models, so the normaliser (from
 * the provider's raw lists, through countTypeGroups and countCities) and the sync's recount after a
 * merge (worker/feed/merge.ts, from the snapshot's current lists) cannot drift apart.
 */
import { foldText } from "../../../../client/domain/text";
import type { City, PropertySummary, TypeGroup } from "../../model";
import { countOnOffer } from "../../offer";
import type { RawCity, RawTypeGroup } from "../schemas/lists";
import type { Lang } from "../../../../client/i18n/languages";
import { shownCityName } from "./city-name";

/** What counting reads of a property; a summary or a detail both qualify. */
export type CountedProperty = Pick<PropertySummary, "typeGroup" | "goal" | "status" | "city" | "zip" | "countryId">;

/** Belgium: what the provider means when a city names no country. */
const DEFAULT_COUNTRY_ID = 10;

/**
 * Each known group once, ordered by showOrder then webId, with counts recomputed from `properties`.
 * A webId listed twice keeps its last content (a later page or a later change is newer); a property
 * counts in its (first) type group only.
 */
export function tallyTypeGroups(groups: readonly TypeGroup[], properties: readonly CountedProperty[]): TypeGroup[] {
  const result = new Map<number, TypeGroup>();
  for (const group of groups) result.set(group.webId, { ...group, saleCount: 0, rentCount: 0 });
  for (const item of properties) {
    const group = result.get(item.typeGroup);
    if (group) countOnOffer(group, item);
  }
  return [...result.values()].sort((a, b) => a.showOrder - b.showOrder || a.webId - b.webId);
}

/** Accent- and case-insensitive name plus zip (SPEC 5 "City counts"). */
export function cityKey(name: string, zip: string): string {
  return `${zip.trim()}|${foldText(name)}`;
}

/**
 * The known cities plus any city a property names that they lack, matched by cityKey, with counts
 * recomputed from `properties`. The first spelling seen is shown (the known list before the
 * properties), so "LIEGE" in one listing does not rename "Liège". Cities without any property are
 * left out (a search would only offer greyed links). Sorted by name, then zip.
 */
export function tallyCities(known: readonly City[], properties: readonly CountedProperty[]): City[] {
  const result = new Map<string, City>();
  for (const city of known) {
    const key = cityKey(city.name, city.zip);
    if (!result.has(key)) result.set(key, { ...city, saleCount: 0, rentCount: 0 });
  }
  const present = new Set<string>();
  for (const item of properties) {
    const key = cityKey(item.city, item.zip);
    const city = result.get(key) ?? { name: item.city, zip: item.zip, countryId: item.countryId, saleCount: 0, rentCount: 0 };
    result.set(key, city);
    present.add(key);
    countOnOffer(city, item);
  }
  return [...result.entries()]
    .filter(([key]) => present.has(key))
    .map(([, city]) => city)
    .sort((a, b) => a.name.localeCompare(b.name) || a.zip.localeCompare(b.zip));
}

/** A provider group as our model, counts still zero; ShowOrder is optional there, so WebID orders the rest. */
export function typeGroupFromRaw(group: RawTypeGroup): TypeGroup {
  return { webId: group.WebID, name: group.Name, showOrder: group.ShowOrder ?? group.WebID, saleCount: 0, rentCount: 0 };
}

/** A provider city as our model, counts still zero. */
export function cityFromRaw(city: RawCity): City {
  return { name: city.Name, zip: city.Zip, countryId: city.CountryID ?? DEFAULT_COUNTRY_ID, saleCount: 0, rentCount: 0 };
}

/** The provider's groups counted by tallyTypeGroups. */
export function countTypeGroups(groups: readonly RawTypeGroup[], properties: readonly CountedProperty[]): TypeGroup[] {
  return tallyTypeGroups(groups.map(typeGroupFromRaw), properties);
}

/** The provider's cities counted by tallyCities, named as the listings of `lang` name them (withShownCity). */
export function countCities(cities: readonly RawCity[], properties: readonly CountedProperty[], lang: Lang): City[] {
  return tallyCities(
    cities.map((city) => ({ ...cityFromRaw(city), name: shownCityName({ name: city.Name, zip: city.Zip, countryId: city.CountryID }, lang) })),
    properties,
  );
}
