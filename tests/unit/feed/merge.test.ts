import { describe, expect, it } from "vitest";
import { carryOverGaps, mergeChanges } from "../../../worker/feed/merge";
import { property, snapshotOf } from "../../fixtures/listings";

const picture = { url: "https://images.example/1.jpg", width: 1200, height: 800, alt: "" };

describe("mergeChanges", () => {
  it("replaces and adds by id, and removes what the provider reports withdrawn", () => {
    const merged = mergeChanges(snapshotOf([1, 2, 3, 4]), snapshotOf([2, 5]), { properties: [3], projects: [] });
    expect(merged.properties.map((item) => item.id)).toEqual([1, 2, 4, 5]);
  });

  it("removes nothing without withdrawals (a listing that vanished waits for the full run)", () => {
    expect(mergeChanges(snapshotOf([1, 2]), snapshotOf([2])).properties.map((item) => item.id)).toEqual([1, 2]);
  });
});

describe("carryOverGaps", () => {
  const current = {
    ...snapshotOf([]),
    properties: [property(1, "nl", { pictures: [picture], picture, documents: [{ name: "Plan", url: "https://docs.example/plan.pdf" }] })],
  };

  it("keeps the published gallery and documents of a listing whose part failed this run", () => {
    const next = { ...snapshotOf([]), properties: [property(1, "nl", { title: "Nieuw" })] };
    const [kept] = carryOverGaps(next, current, new Set(["pictures", "documents"])).properties;
    expect(kept).toMatchObject({ title: "Nieuw", pictures: [picture], picture, documents: [{ name: "Plan" }] });
  });

  it("takes the provider's answer when the part was read without a gap", () => {
    const next = { ...snapshotOf([]), properties: [property(1, "nl")] };
    expect(carryOverGaps(next, current, new Set(["documents"])).properties[0]?.pictures).toEqual([]);
  });
});
