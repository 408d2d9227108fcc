import { describe, expect, it } from "vitest";
import { LruMap } from "../../../worker/memory/lru-map";

describe("the isolate memories' bound", () => {
  it("drops the least recently used entry beyond its entries, a read counting as a use", () => {
    const map = new LruMap<string, number>({ maxEntries: 2 });
    map.set("a", 1);
    map.set("b", 2);
    expect(map.get("a")).toBe(1);
    map.set("c", 3);
    expect([map.get("a"), map.get("b"), map.get("c")]).toEqual([1, undefined, 3]);
  });

  it("keeps its weight within bounds, counts a replaced entry once, and keeps nothing heavier than the bound", () => {
    const map = new LruMap<string, string>({ maxWeight: 10, weigh: (_, value) => value.length });
    map.set("a", "xxxx");
    map.set("a", "xxxxxx");
    expect(map.weight).toBe(6);
    map.set("b", "xxxx");
    expect(map.weight).toBe(10);
    map.set("c", "x");
    expect(map.get("a")).toBeUndefined();
    expect(map.weight).toBe(5);
    map.set("huge", "x".repeat(11));
    expect(map.get("huge")).toBeUndefined();
    expect(map.size).toBe(2);
    map.delete("b");
    map.clear();
    expect([map.size, map.weight]).toEqual([0, 0]);
  });
});
