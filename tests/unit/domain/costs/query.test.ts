import { describe, expect, it } from "vitest";
import { readCostValues, readEuros, readPercent } from "../../../../client/domain/costs/query";

describe("reading the calculator's fields", () => {
  it("reads an amount as each language groups it", () => {
    for (const typed of ["350000", "350.000", "350 000", "350,000", "350\u202f000", "€ 350.000", "350000,50"]) expect(readEuros(typed)).toBe(350_000);
    expect(readEuros("35O000")).toBeNaN();
    expect(readEuros("")).toBeNaN();
    expect(readEuros("1.240.000,50")).toBe(1_240_000);
    expect(readEuros("1,240,000.50")).toBe(1_240_000);
  });

  it("refuses a slip of one digit instead of reading it as another price", () => {
    // "1.240.000" with a digit lost or added, a group of four: an error, never € 1 240 or € 2 400 000.
    for (const typed of ["1.240.00", "240.0000", "2400.000", "1.240,000", "24.00.000"]) expect(readEuros(typed), typed).toBeNaN();
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
      ignored: [],
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

describe("the fields of some regions only", () => {
  it("uses VAT on a new build in Belgium only, and the EPC classes gained in Brussels only, saying which it left out", () => {
    const luxembourg = readCostValues({ price: "500000", region: "luxembourg", own: "on", vat: "standard", epc: "2" });
    expect(luxembourg).toMatchObject({ ok: true, input: { vat: "none", epcClassesGained: 0 }, ignored: ["vat", "epc"] });
    // A hidden field holding nonsense (a hand-made address) is left out, not an error the visitor cannot see.
    expect(readCostValues({ price: "500000", region: "luxembourg", vat: "foo", epc: "x" })).toMatchObject({ ok: true, ignored: ["vat", "epc"] });
    const brussels = readCostValues({ price: "500000", region: "brussels", own: "on", vat: "reduced", epc: "2" });
    expect(brussels).toMatchObject({ ok: true, input: { vat: "reduced", epcClassesGained: 2 }, ignored: [] });
    const flanders = readCostValues({ price: "500000", region: "flanders", vat: "standard", epc: "1" });
    expect(flanders).toMatchObject({ ok: true, input: { vat: "standard", epcClassesGained: 0 }, ignored: ["epc"] });
    // Left at their defaults, nothing is said.
    expect(readCostValues({ price: "500000", region: "luxembourg", vat: "none", epc: "0" })).toMatchObject({ ok: true, ignored: [] });
  });
});
