import { describe, expect, it } from "vitest";
import { earlierPoints } from "../../../worker/owner/demo-seed";
import { syncedOwners } from "../../../worker/owner/sync";
import type { OwnerContact } from "../../../worker/owner/types";

const contact = (providerId: string, email: string, propertyIds: number[] = [], extra: Partial<OwnerContact> = {}): OwnerContact => ({
  providerId,
  email,
  firstName: "Jan",
  lastName: "Peeters",
  lang: "nl",
  propertyIds,
  projectIds: [],
  ...extra,
});

describe("syncedOwners", () => {
  it("keeps contacts with a valid address, normalised, and counts the others as skipped", () => {
    const { owners, skipped } = syncedOwners([
      contact("x:1", " Jan@Example.BE ", [1]),
      contact("x:2", "", [2]),
      contact("x:3", "not-an-address", [3]),
      contact("x:4", "someone@example", [4]),
    ]);
    expect(owners.map((owner) => [owner.providerId, owner.email, owner.propertyIds])).toEqual([["x:1", "jan@example.be", [1]]]);
    expect(skipped).toBe(3);
  });

  it("makes one account of contacts sharing an address, owning what each owns, once", () => {
    const { owners, skipped } = syncedOwners([
      contact("x:1", "couple@example.be", [1, 2], { projectIds: [800] }),
      contact("x:2", "Couple@example.be", [2, 3], { firstName: "Marie" }),
    ]);
    expect(owners).toEqual([
      { providerId: "x:1", email: "couple@example.be", firstName: "Jan", lastName: "Peeters", lang: "nl", propertyIds: [1, 2, 3], projectIds: [800] },
    ]);
    expect(skipped).toBe(0);
  });

  it("gives a provider person one account only, and drops ids that are no listing ids", () => {
    const { owners, skipped } = syncedOwners([contact("x:1", "a@example.be", [1, -2, 0, 1.5]), contact("x:1", "b@example.be", [5])]);
    expect(owners.map((owner) => [owner.email, owner.propertyIds])).toEqual([["a@example.be", [1]]]);
    expect(skipped).toBe(1);
  });
});

describe("the demo's earlier price points", () => {
  const at = Date.parse("2026-11-21T10:00:00Z");
  it("lead up to today's price from higher, rounded prices, before every real version", () => {
    const points = earlierPoints({ propertyId: 5001, version: 1, changedAt: at, goal: 0, status: "sold", price: 312_500, priceUnit: null }, at);
    expect(points).toEqual([
      { propertyId: 5001, version: -2, changedAt: at - 58 * 86_400_000, goal: 0, status: "available", price: 340_000, priceUnit: null },
      { propertyId: 5001, version: -1, changedAt: at - 30 * 86_400_000, goal: 0, status: "available", price: 325_000, priceUnit: null },
    ]);
  });

  it("round to the price's third digit, never repeat a price, and are none when the price is not published", () => {
    const pricesOf = (price: number, goal: 0 | 1 = 0) =>
      earlierPoints({ propertyId: 1, version: 3, changedAt: at, goal, status: "available", price, priceUnit: null }, at).map((point) => point.price);
    expect(pricesOf(1_190, 1)).toEqual([1_300, 1_250]);
    expect(pricesOf(150, 1)).toEqual([160, 155]);
    expect(pricesOf(40_000)).toEqual([43_000, 41_500]);
    expect(pricesOf(1_050_000)).toEqual([1_150_000, 1_100_000]);
    // 10 → 10.8 and 10.4 both round to 10: no made-up point says the same price as today.
    expect(pricesOf(10)).toEqual([]);
    expect(earlierPoints({ propertyId: 1, version: 3, changedAt: at, goal: 0, status: "available", price: null, priceUnit: null }, at)).toEqual([]);
  });
});
