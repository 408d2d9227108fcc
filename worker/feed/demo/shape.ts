/**
 * The language-independent facts of demo property number `index`: every random draw happens here,
 * in a fixed order, from a PRNG seeded by (seed, index). Texts are added per language in render.ts,
 * so the four languages describe the same property and item i never depends on the others.
 */
import { regionOf, type Region } from "../../../client/domain/region";
import { PLACES, type Place } from "./places";
import { createRng, mix } from "./random";
import { categoryOf, type Category } from "./texts";
import { SUBTYPES } from "./vocabulary";

export const DEMO_SEED = 20_260_101;
export const DEMO_FIRST_PROPERTY_ID = 5001;
/** Modified dates fall in the 500 days from this moment (fixed, so runs agree). */
export const DEMO_MODIFIED_FROM_MS = Date.UTC(2025, 5, 1);

/** Six type groups, houses and apartments more often; every group appears in each 12 items. */
const WEB_ID_CYCLE = [1, 2, 1, 2, 4, 5, 6, 7, 2, 1, 6, 2] as const;
const RENT_SHARE: Readonly<Record<number, number>> = { 1: 0.25, 2: 0.45, 4: 0, 5: 0.1, 6: 0.45, 7: 0.5 };
const SALE_RANGE: Readonly<Record<number, readonly [number, number]>> = {
  1: [240_000, 1_100_000],
  2: [160_000, 620_000],
  4: [70_000, 420_000],
  5: [380_000, 1_600_000],
  6: [140_000, 900_000],
  7: [18_000, 65_000],
};
const RENT_RANGE: Readonly<Record<number, readonly [number, number]>> = {
  1: [1_100, 2_600],
  2: [700, 1_700],
  4: [300, 600],
  5: [2_500, 5_500],
  6: [900, 3_800],
  7: [70, 180],
};
const LUX_GRADES = ["A", "B", "B", "C", "C", "D", "D", "E", "F", "G", "H", "I"] as const;

export type MarqueeKey = "forSale" | "forRent" | "new" | "priceReduced" | "sold" | "rented" | "option" | "saleAgreed";

export interface Shape {
  index: number;
  id: number;
  goal: 0 | 1;
  webId: number;
  category: Category;
  subtype: number;
  place: Place;
  region: Region | undefined;
  street: number;
  houseNumber: number;
  box: string;
  publishAddress: boolean;
  lat: number;
  lng: number;
  coordinatesAsText: boolean;
  price: number;
  priceForm: "number" | "digits" | "grouped";
  publishPrice: boolean;
  fromPrice: boolean;
  status: "available" | "sold" | "rented";
  marquee: MarqueeKey | null;
  epc: { kind: "value"; value: number } | { kind: "requested" } | { kind: "not-applicable" } | { kind: "grade"; grade: string } | null;
  bedrooms: number;
  bathrooms: number;
  showers: number;
  toilets: number;
  garages: number;
  parkings: number;
  living: number;
  ground: number;
  terrace: number;
  garden: number;
  frontWidth: number;
  facades: number;
  floors: number;
  constructionYear: number;
  renovationYear: number | null;
  flags: number;
  draw: number;
  cadastralIncome: number;
  lifeAnnuity: boolean;
  modifiedMs: number;
  wcfDate: boolean;
  pictureCount: number;
  pictureOffset: number;
  documents: boolean;
}

export function shapeOf(index: number, seed: number = DEMO_SEED): Shape {
  const rng = createRng(mix(seed, index));
  const webId = WEB_ID_CYCLE[index % WEB_ID_CYCLE.length] ?? 1;
  const category = categoryOf(webId);
  const goal: 0 | 1 = rng.chance(RENT_SHARE[webId] ?? 0) ? 1 : 0;
  const subtype = rng.int(0, (SUBTYPES[webId]?.length ?? 1) - 1);
  const place = rng.pick(PLACES);
  const region = regionOf({ zip: place.zip, countryId: place.countryId });
  const [low, high] = (goal === 0 ? SALE_RANGE : RENT_RANGE)[webId] ?? [100_000, 500_000];
  const factor = place.countryId === 50 ? 1.7 : region === "brussels" ? 1.2 : 1;
  const step = goal === 0 ? (webId === 7 ? 500 : 5_000) : webId === 7 ? 5 : 25;
  const price = Math.round((rng.int(low, high) * factor) / step) * step;
  const sold = goal === 0 && rng.chance(0.09);
  const rented = goal === 1 && rng.chance(0.12);
  const badge = rng.next();
  const marquee: MarqueeKey | null = sold
    ? "sold"
    : rented
      ? "rented"
      : badge < 0.08
        ? "option"
        : badge < 0.12
          ? goal === 0
            ? "saleAgreed"
            : "option"
          : badge < 0.25
            ? "new"
            : badge < 0.32
              ? "priceReduced"
              : badge < 0.75
                ? goal === 0
                  ? "forSale"
                  : "forRent"
                : null;
  const epcDraw = rng.next();
  const energy = region === "wallonia" ? rng.int(-8, 620) : region === "brussels" ? rng.int(15, 420) : rng.int(35, 640);
  const epc: Shape["epc"] =
    category === "land" || category === "garage"
      ? epcDraw < 0.5
        ? { kind: "not-applicable" }
        : null
      : epcDraw < 0.05
        ? { kind: "requested" }
        : place.countryId === 50
          ? { kind: "grade", grade: rng.pick(LUX_GRADES) }
          : { kind: "value", value: energy };
  const dwelling = category === "dwelling";
  const studio = webId === 2 && subtype === 1;
  const living =
    webId === 1
      ? rng.int(110, 320)
      : webId === 2
        ? studio
          ? rng.int(28, 45)
          : rng.int(55, 180)
        : webId === 5
          ? rng.int(180, 600)
          : webId === 6
            ? rng.int(60, 800)
            : webId === 7
              ? rng.int(12, 18)
              : 0;
  const ground = webId === 1 ? rng.int(150, 2_500) : webId === 4 ? rng.int(300, 2_000) : webId === 5 ? rng.int(120, 600) : 0;
  const constructionYear = rng.int(1890, 2024);
  return {
    index,
    id: DEMO_FIRST_PROPERTY_ID + index,
    goal,
    webId,
    category,
    subtype,
    place,
    region,
    street: rng.int(0, place.streets.length - 1),
    houseNumber: rng.int(1, 180),
    box: webId === 2 && rng.chance(0.7) ? String(rng.int(1, 24)) : "",
    publishAddress: !rng.chance(0.12),
    lat: round6(place.lat + (rng.next() - 0.5) * 0.024),
    lng: round6(place.lng + (rng.next() - 0.5) * 0.036),
    coordinatesAsText: rng.chance(0.2),
    price,
    priceForm: rng.pick(["number", "number", "digits", "grouped"] as const),
    publishPrice: !rng.chance(0.08),
    fromPrice: goal === 0 && dwelling && rng.chance(0.1),
    status: sold ? "sold" : rented ? "rented" : "available",
    marquee,
    epc,
    bedrooms: dwelling ? (studio ? 0 : rng.int(webId === 1 ? 2 : 1, webId === 1 ? 5 : 3)) : webId === 5 ? rng.int(3, 8) : 0,
    bathrooms: dwelling || webId === 5 ? rng.int(1, 2) : 0,
    showers: dwelling ? rng.int(0, 1) : 0,
    toilets: category === "land" || category === "garage" ? 0 : rng.int(1, 3),
    garages: webId === 1 ? rng.int(0, 2) : webId === 7 && subtype === 0 ? 1 : 0,
    parkings: webId === 6 ? rng.int(0, 6) : webId === 2 ? rng.int(0, 1) : webId === 7 && subtype === 1 ? 1 : 0,
    living,
    ground,
    terrace: dwelling ? rng.int(0, 40) : 0,
    garden: webId === 1 ? Math.round(ground * 0.6) : 0,
    frontWidth: webId === 4 || webId === 1 ? rng.int(6, 30) : 0,
    facades: webId === 1 || webId === 4 ? rng.int(2, 4) : 0,
    floors: webId === 1 ? rng.int(1, 3) : webId === 5 ? rng.int(2, 5) : 0,
    constructionYear,
    renovationYear: constructionYear < 1990 && rng.chance(0.5) ? rng.int(1995, 2024) : null,
    flags: rng.int(0, 0xffff),
    draw: rng.int(0, 0xffff),
    cadastralIncome: webId === 7 ? rng.int(90, 320) : rng.int(520, 2_800),
    lifeAnnuity: goal === 0 && webId === 1 && rng.chance(0.03),
    modifiedMs: DEMO_MODIFIED_FROM_MS + rng.int(0, 500 * 24) * 3_600_000,
    wcfDate: rng.chance(0.5),
    pictureCount: rng.int(2, 6),
    pictureOffset: rng.int(0, 5),
    documents: dwelling && rng.chance(0.6),
  };
}

function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
