import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { inRing, type AreaRing, type LngLat } from "../../../client/domain/area";
import { matchAlerts, type AlertMatch, type MatchableAlert } from "../../../worker/alerts/match";
import { type AlertCriteria } from "../../../worker/alerts/types";
import { zoneKeyOf, type ChangedListing } from "../../../worker/feed/listing-changes";
import { alertCriteria } from "../../fixtures/alerts";

/** A box around the centre of Ghent, drawn as an alert's area. */
const GHENT: AreaRing = [
  [3.68, 51.02],
  [3.76, 51.02],
  [3.76, 51.08],
  [3.68, 51.08],
];
const GHENT_CENTRE: LngLat = [3.72, 51.05];
const BRUSSELS_CENTRE: LngLat = [4.35, 50.85];

const criteria = alertCriteria;

function change(overrides: Partial<ChangedListing> = {}): ChangedListing {
  return {
    id: 1,
    reason: "new",
    goal: 0,
    typeGroup: 1,
    price: 300_000,
    previousPrice: null,
    bedrooms: 3,
    zone: "9000",
    point: GHENT_CENTRE,
    ...overrides,
  };
}

/** Whether one alert with these criteria is matched with one listing with these fields. */
const matches = (asked: Partial<AlertCriteria>, listing: Partial<ChangedListing>) =>
  matchAlerts([{ id: "a", criteria: criteria(asked) }], [change(listing)]).length === 1;

describe("search alert matching", () => {
  it("matches a listing with everything the alert asks for, and tells which alert and listing", () => {
    const listing = change({ id: 7 });
    expect(matchAlerts([{ id: "a", criteria: criteria() }], [listing])).toEqual([{ alertId: "a", change: listing }]);
  });

  it("needs the same goal", () => {
    expect(matches({ goal: 1 }, { goal: 0 })).toBe(false);
    expect(matches({ goal: 1 }, { goal: 1 })).toBe(true);
  });

  it("needs one of the alert's property types", () => {
    expect(matches({ types: [2, 4] }, { typeGroup: 1 })).toBe(false);
    expect(matches({ types: [2, 1] }, { typeGroup: 1 })).toBe(true);
  });

  it("matches a listing once even when the alert names its type twice", () => {
    expect(matchAlerts([{ id: "a", criteria: criteria({ types: [1, 1] }) }], [change()])).toHaveLength(1);
  });

  it("keeps the price within the minimum and maximum, both inclusive", () => {
    expect(matches({ priceMin: 300_001 }, { price: 300_000 })).toBe(false);
    expect(matches({ priceMin: 300_000 }, { price: 300_000 })).toBe(true);
    expect(matches({ priceMax: 299_999 }, { price: 300_000 })).toBe(false);
    expect(matches({ priceMax: 300_000 }, { price: 300_000 })).toBe(true);
  });

  it("takes the budget as the ceiling when no maximum price is given", () => {
    expect(matches({ budget: 250_000 }, { price: 300_000 })).toBe(false);
    expect(matches({ budget: 300_000 }, { price: 300_000 })).toBe(true);
    // A maximum price given is the ceiling, whatever the budget says.
    expect(matches({ priceMax: 350_000, budget: 250_000 }, { price: 300_000 })).toBe(true);
    expect(matches({ priceMax: 250_000, budget: 350_000 }, { price: 300_000 })).toBe(false);
  });

  it("matches a listing without a price only for an alert with no price bound", () => {
    expect(matches({}, { price: null })).toBe(true);
    expect(matches({ priceMin: 1 }, { price: null })).toBe(false);
    expect(matches({ priceMax: 1_000_000 }, { price: null })).toBe(false);
    expect(matches({ budget: 1_000_000 }, { price: null })).toBe(false);
  });

  it("keeps the bedrooms within their bounds, and an unknown number fails a set bound", () => {
    expect(matches({ bedroomsMin: 4 }, { bedrooms: 3 })).toBe(false);
    expect(matches({ bedroomsMin: 3, bedroomsMax: 3 }, { bedrooms: 3 })).toBe(true);
    expect(matches({ bedroomsMax: 2 }, { bedrooms: 3 })).toBe(false);
    expect(matches({ bedroomsMin: 1 }, { bedrooms: null })).toBe(false);
    expect(matches({ bedroomsMax: 5 }, { bedrooms: null })).toBe(false);
    expect(matches({}, { bedrooms: null })).toBe(true);
  });

  it("ignores garages and parkings, which the feed's summaries do not carry", () => {
    expect(matches({ garagesMin: 2, parkingsMin: 1, garagesMax: 3, parkingsMax: 2 }, {})).toBe(true);
  });

  it("matches by postcode zone, telling Luxembourg's L- postcodes from Belgium's", () => {
    expect(matches({ zones: ["1000", "9000"] }, { zone: "9000", point: null })).toBe(true);
    expect(matches({ zones: ["1000"] }, { zone: "9000", point: null })).toBe(false);
    const luxembourg = zoneKeyOf("4001", 50);
    expect(luxembourg).toBe("L-4001");
    expect(matches({ zones: ["L-4001"] }, { zone: luxembourg, point: null })).toBe(true);
    // Belgium's 4000 is Liège; Luxembourg's L-4000 is Esch-sur-Alzette.
    expect(matches({ zones: ["L-4000"] }, { zone: zoneKeyOf("4000", 10), point: null })).toBe(false);
    expect(matches({ zones: ["4000"] }, { zone: zoneKeyOf("4000", 50), point: null })).toBe(false);
  });

  it("matches a listing inside the drawn area whatever its postcode", () => {
    expect(matches({ zones: [], area: GHENT }, { zone: "9050", point: GHENT_CENTRE })).toBe(true);
    expect(matches({ zones: ["1000"], area: GHENT }, { zone: "9050", point: GHENT_CENTRE })).toBe(true);
  });

  it("does not match a listing neither in a zone nor in the area", () => {
    expect(matches({ zones: ["9000"], area: GHENT }, { zone: "1000", point: BRUSSELS_CENTRE })).toBe(false);
  });

  it("cannot place a listing without a position in an area, but still matches its postcode", () => {
    expect(matches({ zones: [], area: GHENT }, { zone: "9000", point: null })).toBe(false);
    expect(matches({ zones: ["9000"], area: GHENT }, { zone: "9000", point: null })).toBe(true);
  });

  it("matches every alert with every listing it asks for, and nothing else", () => {
    const alerts: MatchableAlert[] = [
      { id: "sale-ghent", criteria: criteria() },
      { id: "rent-brussels", criteria: criteria({ goal: 1, types: [2], zones: ["1000"] }) },
      { id: "cheap-anywhere-in-ghent", criteria: criteria({ types: [1, 2], zones: [], area: GHENT, budget: 200_000 }) },
    ];
    const listings = [
      change({ id: 1 }),
      change({ id: 2, price: 150_000, typeGroup: 2 }),
      change({ id: 3, goal: 1, typeGroup: 2, zone: "1000", point: BRUSSELS_CENTRE, price: 900 }),
      change({ id: 4, goal: 1, typeGroup: 2, zone: "9000", price: 900 }),
    ];
    const found = matchAlerts(alerts, listings).map((match) => `${match.alertId}:${match.change.id}`);
    expect(found.sort()).toEqual(["cheap-anywhere-in-ghent:2", "rent-brussels:3", "sale-ghent:1"]);
  });

  it("agrees with a plain filter over every pair, for any alerts and listings", () => {
    fc.assert(
      fc.property(fc.array(alertArbitrary, { maxLength: 25 }), fc.array(changeArbitrary, { maxLength: 40 }), (alerts, listings) => {
        const expected = naiveMatches(alerts, listings).map(pairKey).sort();
        expect(matchAlerts(alerts, listings).map(pairKey).sort()).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });
});

const pairKey = (match: AlertMatch) => `${match.alertId}|${match.change.id}`;

/** The rules read straight from the issue, one pair at a time: what the fast matcher must agree with. */
function naiveMatches(alerts: readonly MatchableAlert[], listings: readonly ChangedListing[]): AlertMatch[] {
  const found: AlertMatch[] = [];
  for (const { id, criteria: asked } of alerts) {
    for (const listing of listings) {
      const high = asked.priceMax ?? asked.budget;
      const price =
        listing.price === null
          ? asked.priceMin === null && high === null
          : (asked.priceMin === null || listing.price >= asked.priceMin) && (high === null || listing.price <= high);
      const bedrooms = (bound: number | null, ok: (rooms: number) => boolean) => bound === null || (listing.bedrooms !== null && ok(listing.bedrooms));
      const place = asked.zones.includes(listing.zone) || (asked.area !== null && listing.point !== null && inRing(asked.area, listing.point));
      if (
        asked.goal === listing.goal &&
        asked.types.includes(listing.typeGroup) &&
        price &&
        bedrooms(asked.bedroomsMin, (rooms) => rooms >= asked.bedroomsMin!) &&
        bedrooms(asked.bedroomsMax, (rooms) => rooms <= asked.bedroomsMax!) &&
        place
      )
        found.push({ alertId: id, change: listing });
    }
  }
  return found;
}

// Small value ranges, so that bounds, zones and areas often meet.
const goal = fc.constantFrom(0 as const, 1 as const);
const typeGroup = fc.constantFrom(1, 2, 4, 5, 6, 7);
const zone = fc.constantFrom("9000", "9050", "1000", "L-1009", "1009", "4000", "L-4000");
const price = fc.option(fc.integer({ min: 0, max: 10 }).map((step) => step * 50_000));
const rooms = fc.option(fc.integer({ min: 0, max: 5 }));
const point: fc.Arbitrary<LngLat> = fc.tuple(fc.double({ min: 3.6, max: 3.9, noNaN: true }), fc.double({ min: 51, max: 51.1, noNaN: true }));
const ring: fc.Arbitrary<AreaRing> = fc.array(point, { minLength: 3, maxLength: 8 });

const alertArbitrary: fc.Arbitrary<MatchableAlert> = fc.record({
  id: fc.uuid(),
  criteria: fc.record({
    goal,
    types: fc.array(typeGroup, { minLength: 1, maxLength: 3 }),
    zones: fc.array(zone, { maxLength: 3 }),
    area: fc.option(ring),
    priceMin: price,
    priceMax: price,
    budget: price,
    bedroomsMin: rooms,
    bedroomsMax: rooms,
    garagesMin: rooms,
    garagesMax: rooms,
    parkingsMin: rooms,
    parkingsMax: rooms,
  }),
});

const changeArbitrary: fc.Arbitrary<ChangedListing> = fc.record({
  id: fc.integer({ min: 1, max: 1_000_000 }),
  reason: fc.constantFrom("new" as const, "price" as const),
  goal,
  typeGroup,
  price,
  previousPrice: price,
  bedrooms: rooms,
  zone,
  point: fc.option(point),
});
