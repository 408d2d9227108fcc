/**
 * The alert benchmark's synthetic world: listings in every Belgian municipality and Luxembourg commune
 * of the municipality table (client/domain/municipalities), two snapshots that differ in new listings
 * and price drops, and search alerts as the demand-register form makes them. Seeded, so runs compare.
 *
 * The table has no coordinates, so each municipality gets a made-up centre inside its country's box;
 * what matters for the timing is that listings cluster around centres and that drawn areas and
 * postcode zones lie where listings are, not that Ghent is where Ghent is.
 */
import type { AreaRing, LngLat } from "../../../client/domain/area";
import { allMunicipalities, type Municipality } from "../../../client/domain/municipalities";
import type { MatchableAlert } from "../../../worker/alerts/match";
import { zoneKeyOf } from "../../../worker/feed/listing-changes";
import type { Goal, LanguageSnapshot, PropertyDetail } from "../../../worker/feed/model";
import { property } from "../../fixtures/listings";

/** Provider country ids (SPEC 3). */
const COUNTRY_ID = { BE: 10, LU: 50 } as const;
/** Rough land boxes of the two countries, [west, south, east, north] in degrees. */
const BOXES = { BE: [2.6, 49.55, 6.35, 51.45], LU: [5.75, 49.46, 6.5, 50.15] } as const;
/** How far a listing lies from its municipality's centre, at most, in degrees (about 4 km). */
const LISTING_SCATTER_DEG = 0.04;
/** A drawn area's radius, from and to, in degrees (about 2 to 15 km). */
const AREA_RADIUS_DEG = [0.02, 0.14] as const;
const AREA_POINTS = [4, 20] as const;
const ZONES_PER_ALERT = [1, 20] as const;
const TYPES_PER_ALERT = [1, 3] as const;
/** Share of alerts with a drawn area, of listings with a hidden address, of listings for rent. */
const AREA_SHARE = 0.3;
const HIDDEN_ADDRESS_SHARE = 0.25;
const RENT_SHARE = 0.3;

/** Type groups (SPEC 3 WebID) with how often the feed has them: houses and apartments above all. */
const TYPE_WEIGHTS: readonly (readonly [typeGroup: number, weight: number])[] = [
  [1, 40],
  [2, 35],
  [4, 8],
  [5, 4],
  [6, 6],
  [7, 7],
];

/** Mulberry32: small, fast, and the same numbers for the same seed on every machine. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Random = () => number;
const between = (rnd: Random, [from, to]: readonly [number, number]) => from + Math.floor(rnd() * (to - from + 1));
const pick = <T>(rnd: Random, items: readonly T[]): T => items[Math.floor(rnd() * items.length)]!;
const roundTo = (value: number, step: number) => Math.round(value / step) * step;

function weightedType(rnd: Random): number {
  let left = rnd() * TYPE_WEIGHTS.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [typeGroup, weight] of TYPE_WEIGHTS) if ((left -= weight) < 0) return typeGroup;
  return 1;
}

interface Place {
  municipality: Municipality;
  centre: LngLat;
  zones: string[];
}

function placesOf(rnd: Random): Place[] {
  return allMunicipalities().map((municipality) => {
    const [west, south, east, north] = BOXES[municipality.country];
    const centre: LngLat = [west + rnd() * (east - west), south + rnd() * (north - south)];
    return { municipality, centre, zones: municipality.postcodes.map((zip) => zoneKeyOf(zip, COUNTRY_ID[municipality.country])) };
  });
}

/** A price as agencies ask them: sales in thousands, rents in tens; a few listings show none. */
function priceOf(rnd: Random, goal: Goal, typeGroup: number): number | null {
  if (rnd() < 0.03) return null;
  if (goal === 1) return roundTo(typeGroup === 7 ? 60 + rnd() * 140 : 550 + rnd() * rnd() * 3_000, 10);
  return roundTo(typeGroup === 7 ? 15_000 + rnd() * 40_000 : 120_000 + rnd() * rnd() * 1_100_000, 1_000);
}

function listing(rnd: Random, id: number, places: readonly Place[]): PropertyDetail {
  const place = pick(rnd, places);
  const goal: Goal = rnd() < RENT_SHARE ? 1 : 0;
  const typeGroup = weightedType(rnd);
  const roll = rnd();
  const geo =
    rnd() < HIDDEN_ADDRESS_SHARE
      ? null
      : { lng: place.centre[0] + (rnd() * 2 - 1) * LISTING_SCATTER_DEG, lat: place.centre[1] + (rnd() * 2 - 1) * LISTING_SCATTER_DEG };
  return property(id, "nl", {
    goal,
    status: roll < 0.85 ? "available" : goal === 0 ? "sold" : "rented",
    typeGroup,
    city: place.municipality.names.nl,
    zip: pick(rnd, place.municipality.postcodes),
    countryId: COUNTRY_ID[place.municipality.country],
    price: priceOf(rnd, goal, typeGroup),
    priceUnit: goal === 1 ? "month" : null,
    bedrooms: typeGroup === 1 ? between(rnd, [2, 5]) : typeGroup === 2 ? between(rnd, [0, 3]) : null,
    geo,
  });
}

export interface World {
  before: LanguageSnapshot;
  after: LanguageSnapshot;
  alerts: MatchableAlert[];
}

const snapshot = (properties: PropertyDetail[]): LanguageSnapshot => ({ properties, projects: [], typeGroups: [], cities: [] });

/** A star-shaped ring around a centre: corners at rising angles, each at its own distance. */
function drawnArea(rnd: Random, [lng, lat]: LngLat): AreaRing {
  const points = between(rnd, AREA_POINTS);
  const radius = AREA_RADIUS_DEG[0] + rnd() * (AREA_RADIUS_DEG[1] - AREA_RADIUS_DEG[0]);
  return Array.from({ length: points }, (_, index): LngLat => {
    const angle = ((index + rnd() * 0.8) / points) * 2 * Math.PI;
    const reach = radius * (0.5 + rnd() * 0.5);
    // A degree of longitude is shorter than one of latitude at 50° north.
    return [lng + (reach * Math.cos(angle)) / 0.64, lat + reach * Math.sin(angle)];
  });
}

// Per home place, the places by distance: sorted once, not once per alert.
const nearest = new Map<Place, Place[]>();

/** The postcodes of the municipalities nearest to home, as a visitor picks the towns around theirs. */
function nearbyZones(rnd: Random, home: Place, places: readonly Place[]): string[] {
  const wanted = between(rnd, ZONES_PER_ALERT);
  const distance = (place: Place) => (place.centre[0] - home.centre[0]) ** 2 + (place.centre[1] - home.centre[1]) ** 2;
  let around = nearest.get(home);
  if (!around) nearest.set(home, (around = [...places].sort((a, b) => distance(a) - distance(b))));
  const zones: string[] = [];
  for (const place of around) {
    for (const zone of place.zones) if (zones.length < wanted) zones.push(zone);
    if (zones.length >= wanted) break;
  }
  return zones;
}

function alert(rnd: Random, index: number, places: readonly Place[]): MatchableAlert {
  const home = pick(rnd, places);
  const goal: Goal = rnd() < RENT_SHARE ? 1 : 0;
  const types = [...new Set(Array.from({ length: between(rnd, TYPES_PER_ALERT) }, () => weightedType(rnd)))];
  const ceiling = priceOf(rnd, goal, types[0]!);
  const withCeiling = rnd() < 0.6;
  return {
    id: `alert-${index}`,
    criteria: {
      goal,
      types,
      zones: nearbyZones(rnd, home, places),
      area: rnd() < AREA_SHARE ? drawnArea(rnd, home.centre) : null,
      priceMin: rnd() < 0.3 && ceiling !== null ? roundTo(ceiling * 0.4, 1_000) : null,
      priceMax: withCeiling && rnd() < 0.5 ? ceiling : null,
      budget: withCeiling && rnd() >= 0.5 ? ceiling : null,
      bedroomsMin: rnd() < 0.5 ? between(rnd, [1, 3]) : null,
      bedroomsMax: rnd() < 0.1 ? between(rnd, [3, 5]) : null,
      garagesMin: null,
      garagesMax: null,
      parkingsMin: null,
      parkingsMax: null,
    },
  };
}

/**
 * `listings` listings as the published snapshot, the next snapshot with `changed` of them new or
 * cheaper (half each), and `alerts` search alerts.
 */
export function syntheticWorld(options: { listings: number; changed: number; alerts: number; seed: number }): World {
  const rnd = random(options.seed);
  const places = placesOf(rnd);
  const before = Array.from({ length: options.listings }, (_, index) => listing(rnd, index + 1, places));
  const after = [...before];
  const drops = Math.floor(options.changed / 2);
  for (let dropped = 0; dropped < drops;) {
    const index = Math.floor(rnd() * after.length);
    const item = after[index]!;
    if (item.status !== "available" || item.price === null || item !== before[index]) continue;
    after[index] = { ...item, price: roundTo(item.price * (0.85 + rnd() * 0.1), 10) };
    dropped++;
  }
  for (let added = 0; added < options.changed - drops; added++) {
    after.push({ ...listing(rnd, options.listings + added + 1, places), status: "available" });
  }
  return {
    before: snapshot(before),
    after: snapshot(after),
    alerts: Array.from({ length: options.alerts }, (_, index) => alert(rnd, index, places)),
  };
}
