import { describe, expect, it } from "vitest";
import { readCostValues, readEuros, readPercent } from "../../../../client/domain/costs/query";

describe("reading the calculator's fields", () => {
  it("reads an amount as each language groups it", () => {
    for (const typed of ["350000", "350.000", "350 000", "350,000", "350\u202f000", "€ 350.000", "350000,50"]) expect(readEuros(typed)).toBe(350_000);
    expect(readEuros("35O000")).toBeNaN();
    expect(readEuros("")).toBeNaN();
  });

  it("reads a rate with a point or a comma", () => {
    expect(readPercent("3,3")).toBe(3.3);
    expect(readPercent("3.25 %")).toBe(3.25);
    expect(readPercent("three")).toBeNaN();
  });

  it("gives the input with the stated defaults: 20 % own funds, 3.3 %, 25 years, one buyer", () => {
    const reading = readCostValues({ price: "400.000", region: "wallonia", own: "on" });
    expect(reading).toEqual({
      ok: true,
      input: { price: 400_000, region: "wallonia", ownHome: true, vat: "none", buyers: 1, ownFunds: 80_000, yearlyRate: 0.033, years: 25, epcClassesGained: 0 },
    });
  });

  it("names each wrong field", () => {
    const reading = readCostValues({ price: "12", region: "mars", buyers: "9", rate: "abc", years: "60" });
    expect(reading).toEqual({
      ok: false,
      errors: { price: "price", region: "region", buyers: "buyers", rate: "rate", years: "years" },
    });
  });
});
