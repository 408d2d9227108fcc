import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { radixOrder } from "../../../worker/feed/radix-order";

/** The plain reference: kept indexes, stably sorted by value. */
const reference = (values: readonly number[], keep: (index: number) => boolean) =>
  values
    .map((value, index) => ({ value, index }))
    .filter(({ index }) => keep(index))
    .sort((a, b) => a.value - b.value || a.index - b.index)
    .map(({ index }) => index);

/** Whole numbers below 2^32, with many ties, values over 2^31 and both 16-bit digits in play. */
const wholeNumber = fc.oneof(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 2 ** 32 - 1 }), fc.constantFrom(65_535, 65_536, 2 ** 31, 2 ** 32 - 1));

describe("ordering whole numbers by their digits", () => {
  it("gives the indexes in ascending order of value, equal values in index order", () => {
    fc.assert(
      fc.property(fc.array(wholeNumber, { maxLength: 300 }), (values) => {
        expect([...radixOrder(Float64Array.from(values))!]).toEqual(reference(values, () => true));
      }),
    );
  });

  it("orders only the kept indexes", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(wholeNumber, fc.boolean()), { maxLength: 300 }), (entries) => {
        const values = entries.map(([value]) => value);
        const keep = (index: number) => entries[index]![1];
        expect([...radixOrder(Float64Array.from(values), keep)!]).toEqual(reference(values, keep));
      }),
    );
  });

  it("leaves to the caller what is not a whole number from 0 below 2^32, unless it is not kept", () => {
    for (const odd of [850.5, -1, 2 ** 32, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(radixOrder(Float64Array.of(3, odd, 1)), String(odd)).toBeNull();
      expect([...radixOrder(Float64Array.of(3, odd, 1), (index) => index !== 1)!], String(odd)).toEqual([2, 0]);
    }
  });
});
