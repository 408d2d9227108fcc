import { alsoTyped } from "../../client/domain/municipalities";
import { typeSynonyms } from "../../client/domain/type-synonyms";
import { INTL_LOCALE, type Lang } from "../../client/i18n/languages";
import { queryIndexOf } from "./query-index-of";
import type { PropertySummary, TypeGroup } from "./model";
import { countOnOffer } from "./offer";
import { listingPlace, type ListingPlace, type PlaceIndex } from "./place";
import type { ListFacets, PlaceFacet, TypeFacet } from "./query";
import type { LanguageIndex } from "./snapshot-store";
import { VersionMemo } from "../memory/version-memo";

/**
 * The postcode a place's links carry (PlaceFacet.zip): for a municipality one the table gives it, so
 * that the link finds the whole municipality again (a PO box code would find only its own listings).
 */
function linkZip({ municipality }: ListingPlace, zips: readonly string[]): string {
  if (!municipality) return zips[0] ?? "";
  return zips.find((zip) => municipality.postcodes.includes(zip)) ?? municipality.postcodes[0] ?? zips[0] ?? "";
}

/**
 * The type groups and places of one language's listings with their sale and rent counts (listings on
 * offer, worker/feed/offer.ts), and the totals: what the home page, the search box and the lists'
 * filters all show, so they cannot disagree. Types keep the provider's order (a group without
 * listings stays, its count 0); places are named in `lang` and sorted by that name.
 */
export function buildListFacets(lang: Lang, properties: readonly PropertySummary[], typeGroups: readonly TypeGroup[], placeIndex: PlaceIndex): ListFacets {
  const types = new Map<number, TypeFacet>(
    typeGroups.map((group) => [group.webId, { webId: group.webId, name: group.name, saleCount: 0, rentCount: 0, aliases: typeSynonyms(group.webId) }]),
  );
  type Counting = PlaceFacet & {
    place: ListingPlace;
    zipSet: Set<string>;
    spellings: Set<string>;
    byType: Map<number, { saleCount: number; rentCount: number }>;
  };
  const places = new Map<string, Counting>();
  const totals = { saleCount: 0, rentCount: 0 };
  // By id, so the name a place without a municipality shows is the same in every version.
  const byId = properties.map((_, position) => position).sort((a, b) => properties[a]!.id - properties[b]!.id);
  for (const position of byId) {
    const item = properties[position]!;
    countOnOffer(totals, item);
    const type = types.get(item.typeGroup);
    if (type) countOnOffer(type, item);
    const at = placeIndex.list[placeIndex.indexAt[position]!] ?? listingPlace(item);
    let place = places.get(at.key);
    if (!place) {
      const name = at.municipality?.names[lang] ?? item.city;
      const spellings = new Set(at.municipality?.aliases ?? []);
      place = {
        key: at.key,
        name,
        zip: "",
        zips: [],
        aliases: [],
        typeCounts: [],
        saleCount: 0,
        rentCount: 0,
        place: at,
        zipSet: new Set(),
        spellings,
        byType: new Map(),
      };
      places.set(at.key, place);
    }
    place.zipSet.add(at.zip);
    place.spellings.add(item.city);
    countOnOffer(place, item);
    let ofType = place.byType.get(item.typeGroup);
    if (!ofType) place.byType.set(item.typeGroup, (ofType = { saleCount: 0, rentCount: 0 }));
    countOnOffer(ofType, item);
  }
  const collator = new Intl.Collator(INTL_LOCALE[lang], { sensitivity: "base" });
  const cities = [...places.values()]
    .map(({ place: at, zipSet, spellings, byType, ...place }) => {
      const zips = [...zipSet].sort();
      const aliases = [...spellings].flatMap((alias) => [alias, ...alsoTyped(alias)]);
      const typeCounts = [...byType]
        .filter(([, counts]) => counts.saleCount + counts.rentCount > 0)
        .map(([webId, counts]) => [webId, counts.saleCount, counts.rentCount] as const);
      return { ...place, zip: linkZip(at, zips), zips, aliases: [...new Set(aliases)], typeCounts };
    })
    .sort((a, b) => collator.compare(a.name, b.name) || a.zip.localeCompare(b.zip));
  return { types: [...types.values()], cities, totals: { forSale: totals.saleCount, forRent: totals.rentCount } };
}

// Isolate-lifetime, per snapshot version and language (VersionMemo): facets change only with the listings.
const facets = new VersionMemo<ListFacets>();

/** The facets of a language's snapshot, built once per version. */
export function listFacetsOf(index: LanguageIndex): ListFacets {
  return facets.get(index.version, index.lang, () => buildListFacets(index.lang, index.properties, index.typeGroups, queryIndexOf(index).places));
}
