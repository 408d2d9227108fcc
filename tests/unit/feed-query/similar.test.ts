import { describe, expect, it } from "vitest";
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
});
