import type { LngLat } from "../../client/domain/area";
import { approximateArea, mapPlaces } from "./map-places";
import type { Goal, LanguageSnapshot, PropertySummary } from "./model";
import { isOnOffer } from "./offer";

/** Why a listing is in an alert's mail: it is new on the site, or its price went down. */
export type ChangeReason = "new" | "price";

/** A listing a published snapshot added or made cheaper, with what matching needs (listing_changes.listing). */
export interface ChangedListing {
  id: number;
  reason: ChangeReason;
  goal: Goal;
  typeGroup: number;
  price: number | null;
  /** The price before, for a price drop. */
  previousPrice: number | null;
  bedrooms: number | null;
  /** zoneKeyOf the listing's postcode and country. */
  zone: string;
  /** Its position, or its municipality's centre when the address is not published; null when neither is known. */
  point: LngLat | null;
}

/** The zone key of a postcode: Luxembourg's carry "L-" (their four digits overlap Belgium's). */
export function zoneKeyOf(zip: string, countryId: number): string {
  const digits = zip.trim().replace(/^L-?/i, "");
  return countryId === 50 ? `L-${digits}` : digits;
}

/** Where a listing lies for a drawn area: its own position, or its city's when the address is hidden; null when neither is known. */
export type PlaceOf = (item: PropertySummary) => LngLat | null;

/**
 * Positions as the map shows them: a listing's published address, else the centre of its city's
 * approximate area (worker/feed/map-places.ts: the mean of the located listings with its postcode and
 * city in the same snapshot). `asked`, when given, are the only listings that will be asked about:
 * the places are then worked out from their postcodes' listings alone (a city's place depends only
 * on the listings at its postcode), and not at all when none of them hides its address.
 */
export function mapPositions(properties: readonly PropertySummary[], asked?: readonly PropertySummary[]): PlaceOf {
  let places: ReturnType<typeof mapPlaces> | undefined;
  const placesNeeded = () => {
    const zips = asked && new Set(asked.filter((item) => !item.geo).map((item) => item.zip));
    return mapPlaces(zips ? properties.filter((item) => zips.has(item.zip)) : properties);
  };
  return (item) => {
    if (item.geo) return [item.geo.lng, item.geo.lat];
    const area = approximateArea(item, (places ??= placesNeeded()));
    return area ? [area.lng, area.lat] : null;
  };
}

/**
 * What a published snapshot changed that a search alert can care about: the listings of `after` on
 * offer that `before` did not have ("new"), or that it had for more with the same goal and price unit
 * ("price": a rent per year turned per month is no price drop). `before` null is the very first
 * snapshot: every listing would be "new", and nobody is told about a whole catalogue at once.
 * One language is enough: ids, prices and places are the same in every language.
 */
export function listingChanges(before: LanguageSnapshot | null, after: LanguageSnapshot, placeOf?: PlaceOf): ChangedListing[] {
  if (!before) return [];
  const previous = new Map<number, PropertySummary>();
  for (const item of before.properties) previous.set(item.id, item);
  const changed: { item: PropertySummary; earlier: PropertySummary | undefined }[] = [];
  for (const item of after.properties) {
    if (!isOnOffer(item)) continue;
    const earlier = previous.get(item.id);
    if (!earlier || isPriceDrop(earlier, item)) changed.push({ item, earlier });
  }
  const locate =
    placeOf ??
    mapPositions(
      after.properties,
      changed.map(({ item }) => item),
    );
  return changed.map(({ item, earlier }) => ({
    id: item.id,
    reason: earlier ? "price" : "new",
    goal: item.goal,
    typeGroup: item.typeGroup,
    price: item.price,
    previousPrice: earlier ? earlier.price : null,
    bedrooms: item.bedrooms,
    zone: zoneKeyOf(item.zip, item.countryId),
    point: locate(item),
  }));
}

function isPriceDrop(before: PropertySummary, after: PropertySummary): boolean {
  return (
    before.price !== null &&
    after.price !== null &&
    after.price < before.price &&
    before.goal === after.goal &&
    (before.priceUnit ?? null) === (after.priceUnit ?? null)
  );
}
