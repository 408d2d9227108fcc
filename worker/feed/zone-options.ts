import type { ZoneGroup, ZoneOption } from "../../client/components/forms/zone-types";
import { ZONE_REGIONS } from "../../client/components/forms/zone-types";
import { municipalityOf } from "../../client/domain/municipalities";
import { regionOf, type Region } from "../../client/domain/region";
import { INTL_LOCALE, type Lang } from "../../client/i18n/languages";
import { foldText } from "../../client/domain/text";
import { zoneKeyOf } from "./listing-changes";
import type { City } from "./model";
import type { LanguageIndex } from "./snapshot-store";
import { VersionMemo } from "../memory/version-memo";

/**
 * The zones a search alert offers: the feed's cities (named in the snapshot's language) grouped by
 * region in ZONE_REGIONS order, each "{postcode} {name}" with its listings, sorted by name within a
 * region. Cities outside Belgium and Luxembourg have no region and are left out; the same postcode
 * and name twice (the provider lists a city per type) is one option. Each carries its municipality's
 * other names, in every language, for the picker to find it by.
 */
/** The names a city's municipality has besides the one shown (accents and case aside). */
function otherNames(city: City, shown: string): string[] {
  const municipality = municipalityOf({ countryId: city.countryId, zip: city.zip, city: shown });
  const key = (text: string) => foldText(text);
  return [...new Set((municipality?.aliases ?? []).filter((alias) => key(alias) !== key(shown)))];
}

export function zoneOptions(lang: Lang, cities: readonly City[]): ZoneGroup[] {
  const byRegion = new Map<Region, Map<string, ZoneOption & { name: string }>>();
  for (const city of cities) {
    const region = regionOf(city);
    const name = city.name.trim();
    if (!region || !name) continue;
    const key = zoneKeyOf(city.zip, city.countryId);
    let options = byRegion.get(region);
    if (!options) byRegion.set(region, (options = new Map()));
    const id = `${key}|${name}`;
    const option = options.get(id) ?? { key, label: `${key} ${name}`, count: 0, name, names: otherNames(city, name) };
    option.count += city.saleCount + city.rentCount;
    options.set(id, option);
  }
  const collator = new Intl.Collator(INTL_LOCALE[lang], { sensitivity: "base" });
  return ZONE_REGIONS.flatMap((region) => {
    const options = [...(byRegion.get(region)?.values() ?? [])]
      .sort((a, b) => collator.compare(a.name, b.name) || a.key.localeCompare(b.key))
      .map(({ key, label, count, names }) => (names && names.length > 0 ? { key, label, count, names } : { key, label, count }));
    return options.length > 0 ? [{ region, options }] : [];
  });
}

// Isolate-lifetime, per snapshot version and language (VersionMemo drops older versions): a few hundred options.
const memo = new VersionMemo<ZoneGroup[]>();

/** The zone options of a language's snapshot, built once per version. */
export function zoneOptionsOf(index: LanguageIndex): ZoneGroup[] {
  return memo.get(index.version, index.lang, () => zoneOptions(index.lang, index.cities));
}
