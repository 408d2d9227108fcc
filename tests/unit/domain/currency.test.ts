import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatPrice, formatPriceWithUnit, parsePrice } from "../../../client/domain/currency";

describe("parsePrice", () => {
  it.each<[string, unknown, number]>([
    ["reads a number", 350000, 350000],
    ["reads plain digits", "350000", 350000],
    ["reads dot grouping", "350.000", 350000],
    ["reads several dot groups", "1.250.000", 1250000],
    ["reads a decimal point", "350000.00", 350000],
    ["reads a decimal point with one digit", "1.5", 1.5],
    ["reads a decimal comma", "1250,50", 1250.5],
    ["reads a single comma as decimal, the Belgian way", "1,250", 1.25],
    ["reads comma grouping with several groups", "1,250,000", 1250000],
    ["reads Belgian grouping with a decimal comma", "1.250,50", 1250.5],
    ["reads English grouping with a decimal point", "1,250.50", 1250.5],
    ["ignores the euro sign and spaces", " € 350 000 ", 350000],
    ["reads a negative amount", "-1.250", -1250],
  ])("%s", (_behaviour, input, expected) => {
    expect(parsePrice(input)).toBe(expected);
  });

  it.each<[string, unknown]>([
    ["rejects text", "op aanvraag"],
    ["rejects an empty string", ""],
    ["rejects a trailing separator", "350."],
    ["rejects broken grouping", "1.2.3"],
    ["rejects two decimal marks", "1.250,50,10"],
    ["rejects infinity", Infinity],
    ["rejects NaN", NaN],
    ["rejects null", null],
    ["rejects undefined", undefined],
    ["rejects a boolean", true],
  ])("%s", (_behaviour, input) => {
    expect(parsePrice(input)).toBeNaN();
  });
});

describe("formatPrice", () => {
  it.each<[string, unknown, string]>([
    ["puts the euro sign in front with dot grouping", 350000, "€ 350.000"],
    ["groups a four-digit amount", 1250, "€ 1.250"],
    ["leaves a small amount ungrouped", 950, "€ 950"],
    ["shows cents only when there are some", 1250.5, "€ 1.250,50"],
    ["rounds to cents", 1250.555, "€ 1.250,56"],
    ["drops cents that round to a whole amount", 1250.001, "€ 1.250"],
    ["formats zero", 0, "€ 0"],
    ["does not show minus zero", -0.001, "€ 0"],
    ["formats a negative amount", -1250, "€ -1.250"],
    ["formats digits given as text", "350000", "€ 350.000"],
    ["formats grouped text", "350.000", "€ 350.000"],
    ["formats text with a decimal point", "350000.00", "€ 350.000"],
    ["gives NaN text for text that is not a number", "prijs op aanvraag", "NaN"],
    ["gives NaN text for a missing price", undefined, "NaN"],
    ["gives NaN text for an empty price", "", "NaN"],
  ])("%s", (_behaviour, input, expected) => {
    expect(formatPrice(input)).toBe(expected);
  });

  it("leaves the euro sign out on request", () => {
    expect(formatPrice(350000, { withSymbol: false })).toBe("350.000");
  });

  it("uses a plain space after the euro sign and dots only for grouping", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (amount) => {
        const text = formatPrice(amount);
        expect(text).toMatch(/^€ \d{1,3}(\.\d{3})*$/);
        expect(parsePrice(text)).toBe(amount);
      }),
    );
  });
});

describe("formatPriceWithUnit", () => {
  it.each<[string, Parameters<typeof formatPriceWithUnit>[0], string]>([
    ["puts the from word before a price with unit 7", { price: 350000, priceUnit: 7, fromLabel: "vanaf" }, "vanaf € 350.000"],
    ["reads unit 7 given as text", { price: 350000, priceUnit: "7", fromLabel: "à partir de" }, "à partir de € 350.000"],
    ["ignores the unit text for unit 7", { price: 1, priceUnit: 7, priceUnitText: "€/maand", fromLabel: "ab" }, "ab € 1"],
    ["shows the bare price for unit 7 without a from word", { price: 350000, priceUnit: 7, fromLabel: " " }, "€ 350.000"],
    ["appends the unit text without its euro sign", { price: 950, priceUnit: 2, priceUnitText: "€/maand" }, "€ 950 /maand"],
    ["appends a unit text that has no euro sign", { price: 950, priceUnit: 2, priceUnitText: "per maand" }, "€ 950 per maand"],
    ["tidies spaces around the unit text", { price: 950, priceUnit: 2, priceUnitText: " € /  month " }, "€ 950 / month"],
    ["shows the bare price when the unit text is only a euro sign", { price: 950, priceUnit: 1, priceUnitText: "€" }, "€ 950"],
    ["shows the bare price without unit text", { price: 950 }, "€ 950"],
    ["gives NaN text alone for an unreadable price", { price: "n.o.t.k.", priceUnit: 7, fromLabel: "vanaf" }, "NaN"],
  ])("%s", (_behaviour, input, expected) => {
    expect(formatPriceWithUnit(input)).toBe(expected);
  });
});
