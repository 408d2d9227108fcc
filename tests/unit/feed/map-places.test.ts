import { describe, expect, it } from "vitest";
import { approximateArea, distanceM, mapPlaces, MAX_AREA_RADIUS_M, MIN_AREA_RADIUS_M } from "../../../worker/feed/map-places";
import type { PropertySummary } from "../../../worker/feed/model";

type Located = Pick<PropertySummary, "zip" | "city" | "geo">;
const at = (zip: string, city: string, lat: number, lng: number): Located => ({ zip, city, geo: { lat, lng } });
const hidden = (zip: string, city: string): Located => ({ zip, city, geo: null });
const places = (items: Located[]) => mapPlaces(items as PropertySummary[]);

describe("the cities on the map", () => {
  it("are written at the mean place of their located listings, biggest first, with the name the feed gives", () => {
    const result = places([
      at("4000", "Luik", 50.63, 5.57),
      at("4000", "Luik", 50.64, 5.59),
      hidden("4000", "Luik"),
      at("9000", "Gent", 51.05, 3.72),
      at("4000", "Luik", 50.635, 5.58),
    ]);
    expect(result.map((place) => place.name)).toEqual(["Luik", "Gent"]);
    expect(result[0]).toMatchObject({ count: 3, lat: 50.635, lng: 5.58 });
    expect(result[1]).toMatchObject({ count: 1, lat: 51.05, lng: 3.72 });
  });

  it("leave out a city with no located listing", () => {
    expect(places([hidden("1000", "Brussel")])).toEqual([]);
  });

  it("spread as far as their listings, within bounds", () => {
    const [one] = places([at("9000", "Gent", 51.05, 3.72)]);
    expect(one!.radiusM).toBe(MIN_AREA_RADIUS_M);
    const [wide] = places([at("6700", "Aarlen", 49.6, 5.7), at("6700", "Aarlen", 49.8, 5.9)]);
    expect(wide!.radiusM).toBe(MAX_AREA_RADIUS_M);
    const [middle] = places([at("3000", "Leuven", 50.87, 4.7), at("3000", "Leuven", 50.89, 4.7)]);
    expect(middle!.radiusM).toBeGreaterThan(1_000);
    expect(middle!.radiusM).toBeLessThan(1_200);
  });
});

describe("a hidden address's approximate area", () => {
  const known = places([at("4000", "Luik", 50.63, 5.57), at("4000", "Luik", 50.64, 5.59), at("4020", "Luik", 50.65, 5.62)]);

  it("is its city's place, found by postcode and name, else by postcode", () => {
    expect(approximateArea(hidden("4000", "Luik"), known)).toMatchObject({ lat: 50.635, lng: 5.58 });
    expect(approximateArea(hidden("4020", "Liège"), known)).toMatchObject({ lat: 50.65, lng: 5.62 });
  });

  it("is nothing for a published address or an unknown city", () => {
    expect(approximateArea(at("4000", "Luik", 50.6, 5.5), known)).toBeNull();
    expect(approximateArea(hidden("8300", "Knokke-Heist"), known)).toBeNull();
  });

  it("measures distances on the globe", () => {
    // Brussels to Antwerp, about 41 km.
    expect(distanceM({ lat: 50.8467, lng: 4.3525 }, { lat: 51.2194, lng: 4.4025 }) / 1000).toBeCloseTo(41.7, 0);
  });
});
