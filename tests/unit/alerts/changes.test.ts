import { describe, expect, it } from "vitest";
import type { AreaRing } from "../../../client/domain/area";
import { listingChanges, mapPositions } from "../../../worker/feed/listing-changes";
import { matchAlerts } from "../../../worker/alerts/match";
import type { LanguageSnapshot, PropertyDetail } from "../../../worker/feed/model";
import { alertCriteria } from "../../fixtures/alerts";
import { property } from "../../fixtures/listings";

const snapshot = (properties: PropertyDetail[]): LanguageSnapshot => ({ properties, projects: [], typeGroups: [], cities: [] });

/** A listing in Ghent; `overrides` sets what a test cares about. */
const ghent = (id: number, overrides: Partial<PropertyDetail> = {}) =>
  property(id, "nl", { goal: 0, city: "Gent", zip: "9000", countryId: 10, price: 300_000, geo: { lat: 51.05, lng: 3.72 }, ...overrides });

const ids = (changes: { id: number }[]) => changes.map((change) => change.id);

describe("what a published snapshot changed for the search alerts", () => {
  it("is nothing at the very first snapshot", () => {
    expect(listingChanges(null, snapshot([ghent(1), ghent(2)]))).toEqual([]);
  });

  it("lists a listing on offer that was not there before as new, with what matching needs", () => {
    const [change, ...rest] = listingChanges(snapshot([ghent(1)]), snapshot([ghent(1), ghent(2, { typeGroup: 2, bedrooms: 3, goal: 1, price: 950 })]));
    expect(rest).toEqual([]);
    expect(change).toEqual({
      id: 2,
      reason: "new",
      goal: 1,
      typeGroup: 2,
      price: 950,
      previousPrice: null,
      bedrooms: 3,
      zone: "9000",
      point: [3.72, 51.05],
    });
  });

  it("leaves out a new listing that is not on offer", () => {
    expect(listingChanges(snapshot([]), snapshot([ghent(1, { status: "sold" }), ghent(2, { status: "rented" })]))).toEqual([]);
  });

  it("lists a lower price with the price before", () => {
    const [change] = listingChanges(snapshot([ghent(1, { price: 300_000 })]), snapshot([ghent(1, { price: 275_000 })]));
    expect(change).toMatchObject({ id: 1, reason: "price", price: 275_000, previousPrice: 300_000 });
  });

  it("leaves out the same or a higher price, a price newly published or withdrawn, and a listing no longer on offer", () => {
    const before = snapshot([ghent(1), ghent(2), ghent(3, { price: null }), ghent(4), ghent(5), ghent(6)]);
    const after = snapshot([
      ghent(1),
      ghent(2, { price: 310_000 }),
      ghent(3, { price: 200_000 }),
      ghent(4, { price: null }),
      ghent(5, { price: 250_000, status: "sold" }),
      ghent(6, { title: "Renovated", updatedAt: "2026-11-20T10:00:00.000Z" }),
    ]);
    expect(listingChanges(before, after)).toEqual([]);
  });

  it("does not read a changed goal or price unit as a price drop", () => {
    const before = snapshot([ghent(1, { goal: 0, price: 300_000 }), ghent(2, { goal: 1, price: 12_000, priceUnit: "year" })]);
    const after = snapshot([ghent(1, { goal: 1, price: 1_200 }), ghent(2, { goal: 1, price: 1_000, priceUnit: "month" })]);
    expect(listingChanges(before, after)).toEqual([]);
  });

  it("keys a Luxembourg postcode apart from a Belgian one", () => {
    const after = snapshot([ghent(1, { zip: "4000", countryId: 10 }), ghent(2, { zip: "4001", countryId: 50 }), ghent(3, { zip: "L-1611", countryId: 50 })]);
    expect(listingChanges(snapshot([]), after).map((change) => change.zone)).toEqual(["4000", "L-4001", "L-1611"]);
  });

  it("places a hidden address at its city's centre on the map, and nowhere when no listing there is located", () => {
    const after = snapshot([
      ghent(1, { geo: { lat: 51.04, lng: 3.7 } }),
      ghent(2, { geo: { lat: 51.06, lng: 3.74 } }),
      ghent(3, { geo: null }),
      ghent(4, { city: "Brugge", zip: "8000", geo: null }),
    ]);
    const changes = listingChanges(snapshot([ghent(1), ghent(2)]), after);
    expect(ids(changes)).toEqual([3, 4]);
    expect(changes[0]!.point).toEqual([3.72, 51.05]);
    expect(changes[1]!.point).toBeNull();
  });

  it("places a hidden address the same when only the changed listings' postcodes are looked at", () => {
    const properties = [
      ghent(1, { geo: { lat: 51.04, lng: 3.7 } }),
      ghent(2, { zip: "9050", geo: { lat: 51.03, lng: 3.75 } }),
      ghent(3, { geo: null }),
      ghent(4, { zip: "9050", city: "Gentbrugge", geo: null }),
      ghent(5, { city: "Brugge", zip: "8000", geo: { lat: 51.2, lng: 3.22 } }),
    ];
    const everywhere = mapPositions(properties);
    const asked = mapPositions(properties, properties.slice(2, 4));
    for (const item of properties.slice(2, 4)) expect(asked(item)).toEqual(everywhere(item));
    expect(asked(properties[3]!)).toEqual([3.75, 51.03]);
  });

  it("takes the positions a caller gives", () => {
    const [change] = listingChanges(snapshot([]), snapshot([ghent(1)]), () => [4.35, 50.85]);
    expect(change!.point).toEqual([4.35, 50.85]);
  });

  it("lets an alert's drawn area find a hidden address through its city's centre", () => {
    const around: AreaRing = [
      [3.71, 51.04],
      [3.73, 51.04],
      [3.73, 51.06],
      [3.71, 51.06],
    ];
    const after = snapshot([ghent(1, { geo: { lat: 51.0, lng: 3.6 } }), ghent(2, { geo: { lat: 51.1, lng: 3.84 } }), ghent(3, { geo: null })]);
    const criteria = alertCriteria({ types: [after.properties[2]!.typeGroup], zones: ["1000"], area: around });
    const matched = matchAlerts([{ id: "a", criteria }], listingChanges(snapshot([ghent(1), ghent(2)]), after));
    expect(matched.map((match) => match.change.id)).toEqual([3]);
  });
});
