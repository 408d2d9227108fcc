import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { countTicks, labelledDays } from "../../../worker/owner/pages/portal/chart-scale";

describe("the views chart's y axis", () => {
  it.each([
    [0, [0, 1, 2]],
    [1, [0, 1, 2]],
    [3, [0, 1, 2, 3]],
    [4, [0, 2, 4]],
    [7, [0, 5, 10]],
    [24, [0, 10, 20, 30]],
    [61, [0, 25, 50, 75]],
    [100, [0, 50, 100]],
    [1234, [0, 500, 1000, 1500]],
  ])("for a busiest day of %i: %j", (max, ticks) => {
    expect(countTicks(max)).toEqual(ticks);
  });

  it("always has 3 or 4 whole, evenly spaced ticks from 0 reaching the busiest day, with a round step", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (max) => {
        const ticks = countTicks(max);
        expect(ticks.length).toBeGreaterThanOrEqual(3);
        expect(ticks.length).toBeLessThanOrEqual(4);
        expect(ticks[0]).toBe(0);
        const step = ticks[1]!;
        expect(ticks.every((tick, index) => Number.isInteger(tick) && tick === index * step)).toBe(true);
        expect(ticks.at(-1)!).toBeGreaterThanOrEqual(max);
        // 1, 2, 2.5 or 5 times a power of ten.
        const power = 10 ** Math.floor(Math.log10(step));
        expect([1, 2, 2.5, 5]).toContain(step / power);
      }),
    );
  });
});

describe("the views chart's x labels", () => {
  it("label today and every 7th day before it", () => {
    expect(labelledDays(30)).toEqual([1, 8, 15, 22, 29]);
    expect(labelledDays(7)).toEqual([6]);
    expect(labelledDays(0)).toEqual([]);
  });
});
