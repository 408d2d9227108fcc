import { describe, expect, it } from "vitest";
import type { MapMarker } from "../../../client/domain/map";
import { compareSpots, markerGroups } from "../../../client/domain/map-groups";

const marker = (id: number, lat: number, lng: number, status: MapMarker["status"] = "available"): MapMarker => ({
  id,
  lat,
  lng,
  status,
  type: "Appartement",
  city: "Gent",
  price: "€ 250.000",
  path: `/nl/te-koop/gent/appartement/${id}/`,
  picture: null,
});

describe("markers at one spot", () => {
  it("are one group, whatever the order they came in, with the available ones first", () => {
    const groups = markerGroups([
      marker(3, 51.05434, 3.71742, "sold"),
      marker(9, 51.2, 4.4),
      marker(1, 51.05434, 3.71742),
      marker(2, 51.054340001, 3.717419999, "sold"),
    ]);
    expect(groups.map((group) => group.markers.map((item) => item.id))).toEqual([[1, 2, 3], [9]]);
    expect(groups[0]).toMatchObject({ lat: 51.05434, lng: 3.71742, status: "available" });
  });

  it("take the first one's status when none of them is available", () => {
    const [group] = markerGroups([marker(4, 50.5, 4.5, "rented"), marker(5, 50.5, 4.5, "rented")]);
    expect(group?.status).toBe("rented");
  });

  it("stay apart from a neighbour a few metres away", () => {
    expect(markerGroups([marker(1, 50.8467, 4.3525), marker(2, 50.84675, 4.3525)])).toHaveLength(2);
  });
});

describe("the order of markers in the page", () => {
  it("runs west to east, and north to south on one meridian, whatever the feed's order", () => {
    const spots = [marker(1, 50.0, 5.0), marker(2, 51.0, 3.0), marker(3, 50.0, 3.0), marker(4, 49.6, 6.1)];
    const ordered = markerGroups(spots).map((group) => group.markers[0]!.id);
    expect(ordered).toEqual([2, 3, 1, 4]);
    expect(markerGroups([...spots].reverse()).map((group) => group.markers[0]!.id)).toEqual(ordered);
  });

  it("compares spots the same way for clusters and pins", () => {
    expect(compareSpots({ lat: 50, lng: 3 }, { lat: 51, lng: 4 })).toBeLessThan(0);
    expect(compareSpots({ lat: 51, lng: 4 }, { lat: 50, lng: 4 })).toBeLessThan(0);
    expect(compareSpots({ lat: 50, lng: 4 }, { lat: 50, lng: 4 })).toBe(0);
  });
});
