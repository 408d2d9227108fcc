import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isOnOffer } from "../../../worker/feed/offer";
import type { PropertySummary } from "../../../worker/feed/model";
import { similarProperties } from "../../../worker/feed/similar";
import { property } from "../../fixtures/listings";

describe("similar properties", () => {
  const target = property(1, "nl", { goal: 0, typeGroup: 2, region: "flanders", price: 300_000 });

  it("prefers the same type, then the same region, then the nearest price", () => {
    const candidates = [
      property(2, "nl", { goal: 0, typeGroup: 1, region: "flanders", price: 300_000 }),
      property(3, "nl", { goal: 0, typeGroup: 2, region: "wallonia", price: 300_000 }),
      property(4, "nl", { goal: 0, typeGroup: 2, region: "flanders", price: 600_000 }),
      property(5, "nl", { goal: 0, typeGroup: 2, region: "flanders", price: 310_000 }),
    ];
    expect(similarProperties(target, candidates).map((item) => item.id)).toEqual([5, 4, 3, 2]);
  });

  it("never suggests the property itself, another goal, or one that is sold", () => {
    const candidates = [
      property(1, "nl", { goal: 0, typeGroup: 2 }),
      property(6, "nl", { goal: 1, typeGroup: 2 }),
      property(7, "nl", { goal: 0, typeGroup: 2, status: "sold" }),
      property(8, "nl", { goal: 0, typeGroup: 2 }),
    ];
    expect(similarProperties(target, candidates).map((item) => item.id)).toEqual([8]);
  });

  it("suggests at most four", () => {
    const candidates = Array.from({ length: 10 }, (_, index) => property(index + 10, "nl", { goal: 0 }));
    expect(similarProperties(target, candidates)).toHaveLength(4);
  });

  it("picks what sorting every candidate by score, then id, would put first", () => {
    /** The plain reference: score every candidate, sort them all, take the first. */
    const reference = (of: PropertySummary, candidates: readonly PropertySummary[], max: number) => {
      const score = (item: PropertySummary) =>
        (item.typeGroup === of.typeGroup ? 0 : 2) +
        (item.region === of.region ? 0 : 1) +
        0.5 * (of.price && item.price ? Math.min(1, Math.abs(item.price - of.price) / of.price) : 1);
      return candidates
        .filter((item) => item.id !== of.id && item.goal === of.goal && isOnOffer(item))
        .sort((a, b) => score(a) - score(b) || a.id - b.id)
        .slice(0, max)
        .map((item) => item.id);
    };
    const candidate = fc
      .record({
        id: fc.integer({ min: 1, max: 60 }),
        goal: fc.constantFrom(0 as const, 1 as const),
        typeGroup: fc.constantFrom(1, 2),
        region: fc.constantFrom("flanders", "wallonia"),
        price: fc.option(fc.constantFrom(100_000, 290_000, 300_000, 310_000, 900_000), { nil: null }),
        status: fc.constantFrom("available" as const, "available" as const, "sold" as const),
      })
      .map(({ id, ...fields }) => property(id, "nl", fields));
    fc.assert(
      fc.property(fc.array(candidate, { maxLength: 40 }), fc.integer({ min: 1, max: 6 }), (candidates, max) => {
        expect(similarProperties(target, candidates, max).map((item) => item.id)).toEqual(reference(target, candidates, max));
      }),
    );
  });
});
