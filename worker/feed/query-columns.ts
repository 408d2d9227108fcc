import type { PropertySummary } from "./model";
import { priceSortGroup } from "./offer";
import { gradeRank } from "../../client/domain/epc-filter";
import type { ListingPlace, PlaceIndex } from "./place";

/** What the filters compare, one entry per snapshot position: numbers in typed arrays, not a walk through objects. */
export interface ListingColumns {
  /** Type group → its value in `typeOf` and in the byType postings. */
  typeValues: ReadonlyMap<number, number>;
  typeOf: Int32Array;
  /** Each distinct place of placesOf, once; `placeOf` and the byPlace postings hold indexes into it. */
  placeList: readonly ListingPlace[];
  placeOf: Int32Array;
  /** NaN where the listing has none. */
  price: Float64Array;
  bedrooms: Float64Array;
  facts: FactColumns;
}

/** Bits of FactColumns.outdoor. */
export const GARDEN = 1;
export const TERRACE = 2;

/** The columns of the fact filters (worker/feed/query-walk.ts FactFilter). */
export interface FactColumns {
  /** m²; NaN where unknown (and in snapshots from before format 2). */
  living: Float64Array;
  plot: Float64Array;
  /** worker/feed/query-epc.ts gradeRank: NO_GRADE where no grade is known. */
  epcRank: Uint8Array;
  /** When the last price drop was (ms); NaN where none. */
  droppedAt: Float64Array;
  /** GARDEN | TERRACE where the listing has one. */
  outdoor: Uint8Array;
}

/** A text of every listing as an index into its distinct texts: a snapshot repeats its type names, cities and dates many times. */
export interface DistinctTexts {
  indexAt: Int32Array;
  /** Each distinct text → its index; in the order first met. */
  indexOf: ReadonlyMap<string, number>;
}

/** What the sort orders are made of, besides the price: needed only while the index is built. */
export interface OrderColumns {
  id: Float64Array;
  goal: Uint8Array;
  /** 1 for a listing on offer (worker/feed/offer.ts isOnOffer). */
  onOffer: Uint8Array;
  /** worker/feed/offer.ts priceSortGroup. */
  priceGroup: Uint8Array;
  /** The published date (else, in older snapshots, the updated date): the "newest" order. */
  publishedAt: DistinctTexts;
  /** The surface the cards show (living, else plot, else total); NaN where none. */
  surface: Float64Array;
  typeName: DistinctTexts;
  city: DistinctTexts;
}

/** Collects one text field's distinct values while the listings are read. */
function distinctTexts(count: number) {
  const indexOf = new Map<string, number>();
  const indexAt = new Int32Array(count);
  return {
    add(position: number, text: string) {
      let index = indexOf.get(text);
      if (index === undefined) indexOf.set(text, (index = indexOf.size));
      indexAt[position] = index;
    },
    /** The text of the listing at `position` is that of the one at `same`, already added. */
    copy(position: number, same: number) {
      indexAt[position] = indexAt[same]!;
    },
    done: (): DistinctTexts => ({ indexAt, indexOf }),
  };
}

/**
 * Everything the index needs of each listing, read in one pass: reading the fields of tens of
 * thousands of objects is what costs, so each is read once and the rest of the build works on
 * typed arrays.
 */
export function readColumns(properties: readonly PropertySummary[], places: PlaceIndex): ListingColumns & OrderColumns {
  const count = properties.length;
  const typeValues = new Map<number, number>();
  const typeOf = new Int32Array(count);
  const [price, bedrooms, id] = [new Float64Array(count), new Float64Array(count), new Float64Array(count)];
  const [goal, onOffer, priceGroup] = [new Uint8Array(count), new Uint8Array(count), new Uint8Array(count)];
  const [publishedAt, typeName, city] = [distinctTexts(count), distinctTexts(count), distinctTexts(count)];
  const [surface, living, plot, droppedAt] = [new Float64Array(count), new Float64Array(count), new Float64Array(count), new Float64Array(count)];
  const [epcRank, outdoor] = [new Uint8Array(count), new Uint8Array(count)];
  // Listings sharing a place share its spelling (placesOf tells places apart by country, postcode and
  // city): a city is read once per place, at the first listing there.
  const { list: placeList, indexAt: placeOf } = places;
  const firstAtPlace = new Int32Array(placeList.length).fill(-1);
  for (let position = 0; position < count; position++) {
    const item = properties[position]!;
    let type = typeValues.get(item.typeGroup);
    if (type === undefined) typeValues.set(item.typeGroup, (type = typeValues.size));
    typeOf[position] = type;
    const place = placeOf[position]!;
    if (firstAtPlace[place] === -1) {
      firstAtPlace[place] = position;
      city.add(position, item.city);
    } else city.copy(position, firstAtPlace[place]!);
    price[position] = item.price ?? Number.NaN;
    bedrooms[position] = item.bedrooms ?? Number.NaN;
    id[position] = item.id;
    goal[position] = item.goal;
    priceGroup[position] = priceSortGroup(item);
    // priceSortGroup is 2 exactly for what is not on offer (isOnOffer): one look at the status, not two.
    onOffer[position] = priceGroup[position] === 2 ? 0 : 1;
    publishedAt.add(position, item.publishedAt ?? item.updatedAt);
    surface[position] = item.surface ?? Number.NaN;
    living[position] = item.livingSurface ?? Number.NaN;
    plot[position] = item.plotSurface ?? Number.NaN;
    epcRank[position] = gradeRank(item.epcLabel);
    droppedAt[position] = item.priceDrop ? Date.parse(item.priceDrop.at) : Number.NaN;
    outdoor[position] = (item.garden ? GARDEN : 0) | (item.terrace ? TERRACE : 0);
    typeName.add(position, item.typeName);
  }
  return {
    ...{ typeValues, typeOf, placeList, placeOf, price, bedrooms, facts: { living, plot, epcRank, droppedAt, outdoor } },
    ...{ id, goal, onOffer, priceGroup, publishedAt: publishedAt.done(), surface, typeName: typeName.done(), city: city.done() },
  };
}
