import { describe, expect, it } from "vitest";
import { boundsOf, fromRow, MIN_BOUNDS_SPAN_DEG, parseMapPayload, roundCoordinate, toRow, type MapMarker } from "../../../client/domain/map";

const marker: MapMarker = {
  id: 7,
  lat: 51.054342123,
  lng: 3.717424987,
  status: "sold",
  type: "Woning",
  city: "Gent",
  price: "€ 250.000",
  path: "/nl/te-koop/gent/woning/7/",
  picture: "/images/listings/house.svg",
};

describe("map marker rows", () => {
  it("round-trip a marker with coordinates rounded to about a metre", () => {
    const row = toRow(marker);
    expect(row[1]).toBe(51.05434);
    expect(row[2]).toBe(3.71742);
    expect(fromRow(row)).toEqual({ ...marker, lat: 51.05434, lng: 3.71742 });
  });

  it("encode the status as a small code", () => {
    expect(toRow({ ...marker, status: "available" })[3]).toBe(0);
    expect(toRow({ ...marker, status: "rented" })[3]).toBe(2);
  });

  it("rounds negative coordinates too", () => {
    expect(roundCoordinate(-0.123456)).toBe(-0.12346);
  });
});

describe("parseMapPayload", () => {
  it("reads the endpoint's payload", () => {
    expect(parseMapPayload({ markers: [toRow(marker)], hidden: 3 })).toEqual({ markers: [fromRow(toRow(marker))], hidden: 3 });
  });

  it("refuses a card link that leaves the site", () => {
    for (const path of ["https://evil.example/", "javascript:alert(1)//", "//evil.example/x/"]) {
      const row = toRow({ ...marker, path });
      expect(parseMapPayload({ markers: [row], hidden: 0 })).toBeNull();
    }
  });

  it("refuses a picture that is not our own or https", () => {
    expect(parseMapPayload({ markers: [toRow({ ...marker, picture: "javascript:alert(1)" })], hidden: 0 })).toBeNull();
    expect(parseMapPayload({ markers: [toRow({ ...marker, picture: null })], hidden: 0 })?.markers[0]?.picture).toBeNull();
  });

  it("refuses coordinates off the globe, unknown statuses and other shapes", () => {
    const row = toRow(marker);
    expect(parseMapPayload({ markers: [[...row.slice(0, 1), 91, ...row.slice(2)]], hidden: 0 })).toBeNull();
    expect(parseMapPayload({ markers: [[...row.slice(0, 3), 5, ...row.slice(4)]], hidden: 0 })).toBeNull();
    expect(parseMapPayload({ markers: [], hidden: -1 })).toBeNull();
    expect(parseMapPayload("<html>")).toBeNull();
  });
});

describe("boundsOf", () => {
  it("has no bounds without markers", () => {
    expect(boundsOf([])).toBeNull();
  });

  it("frames every marker as [[west, south], [east, north]]", () => {
    const bounds = boundsOf([
      { lat: 51.05, lng: 3.72 },
      { lat: 49.61, lng: 6.13 },
      { lat: 50.85, lng: 4.35 },
    ]);
    expect(bounds).toEqual([
      [3.72, 49.61],
      [6.13, 51.05],
    ]);
  });

  it("widens a single marker to a street-sized box centred on it", () => {
    const [[west, south], [east, north]] = boundsOf([{ lat: 50.5, lng: 4.5 }])!;
    expect(east - west).toBeCloseTo(MIN_BOUNDS_SPAN_DEG);
    expect(north - south).toBeCloseTo(MIN_BOUNDS_SPAN_DEG);
    expect((east + west) / 2).toBeCloseTo(4.5);
    expect((north + south) / 2).toBeCloseTo(50.5);
  });
});
