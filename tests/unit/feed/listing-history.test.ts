import { describe, expect, it } from "vitest";
import type { LanguageSnapshot, PropertyDetail } from "../../../worker/feed/model";
import { historyRows } from "../../../worker/feed/listing-history";
import { property, snapshotOf } from "../../fixtures/listings";

const AT = Date.parse("2026-11-21T10:00:00Z");

function snapshot(items: PropertyDetail[]): LanguageSnapshot {
  return { ...snapshotOf([]), properties: items };
}

describe("historyRows", () => {
  it("records every listing once for the very first snapshot", () => {
    const rows = historyRows(null, snapshotOf([1, 2, 3]), 1, AT);
    expect(rows).toEqual([
      { propertyId: 1, version: 1, changedAt: AT, goal: 0, status: "available", price: 101_000, priceUnit: null },
      { propertyId: 2, version: 1, changedAt: AT, goal: 0, status: "available", price: 102_000, priceUnit: null },
      { propertyId: 3, version: 1, changedAt: AT, goal: 1, status: "available", price: 103_000, priceUnit: null },
    ]);
  });

  it("adds nothing when no listing changed its status, price, goal or unit", () => {
    const before = snapshot([property(1), property(2, "nl", { priceUnit: "month" })]);
    // Other fields (title, pictures, description) are not history.
    const after = snapshot([property(1, "nl", { title: "Nieuwe titel", description: "Anders." }), property(2, "nl", { priceUnit: "month" })]);
    expect(historyRows(before, after, 2, AT)).toEqual([]);
  });

  it("adds a row for a new listing and for each change of status, price, goal or price unit", () => {
    const before = snapshot([property(1), property(2), property(3), property(4), property(5)]);
    const after = snapshot([
      property(1, "nl", { price: 95_000 }),
      property(2, "nl", { status: "sold" }),
      property(3, "nl", { goal: 0 }),
      property(4, "nl", { priceUnit: "from" }),
      property(5),
      property(6),
    ]);
    const rows = historyRows(before, after, 7, AT);
    expect(rows.map(({ propertyId, status, price, goal, priceUnit }) => ({ propertyId, status, price, goal, priceUnit }))).toEqual([
      { propertyId: 1, status: "available", price: 95_000, goal: 0, priceUnit: null },
      { propertyId: 2, status: "sold", price: 102_000, goal: 0, priceUnit: null },
      { propertyId: 3, status: "available", price: 103_000, goal: 0, priceUnit: null },
      { propertyId: 4, status: "available", price: 104_000, goal: 0, priceUnit: "from" },
      { propertyId: 6, status: "available", price: 106_000, goal: 1, priceUnit: null },
    ]);
    expect(rows.every((row) => row.version === 7 && row.changedAt === AT)).toBe(true);
  });

  it("reads a missing price unit (an older snapshot format) as none, and a hidden price as a change", () => {
    const before = snapshot([{ ...property(1), priceUnit: undefined }, property(2)]);
    const after = snapshot([property(1, "nl", { priceUnit: null }), property(2, "nl", { price: null })]);
    expect(historyRows(before, after, 3, AT)).toEqual([
      { propertyId: 2, version: 3, changedAt: AT, goal: 0, status: "available", price: null, priceUnit: null },
    ]);
  });

  it("adds nothing for a listing that left the snapshot", () => {
    expect(historyRows(snapshotOf([1, 2]), snapshotOf([1]), 4, AT)).toEqual([]);
  });
});
