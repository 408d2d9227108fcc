import { describe, expect, it } from "vitest";
import { canonicalCostValues, costQuery, readCostValues, shownCostValues } from "../../../../client/domain/costs/query";
import type { Lang } from "../../../../client/i18n/languages";

const CANONICAL = { price: "240000", region: "flanders", funds: "48000", rate: "3.3", years: "25" };

// U+202F (narrow no-break space) groups thousands in French, as everywhere on the site.
const SHOWN: Record<Lang, { price: string; funds: string; rate: string }> = {
  nl: { price: "240.000", funds: "48.000", rate: "3,3" },
  fr: { price: "240\u202f000", funds: "48\u202f000", rate: "3,3" },
  en: { price: "240,000", funds: "48,000", rate: "3.3" },
  de: { price: "240.000", funds: "48.000", rate: "3,3" },
};

describe.each(Object.keys(SHOWN) as Lang[])("the calculator's numbers in %s", (lang) => {
  it("are shown as the language writes them, and read back to the same figures", () => {
    const shown = shownCostValues(CANONICAL, lang);
    expect(shown).toMatchObject({ ...SHOWN[lang], region: "flanders", years: "25" });
    const reading = readCostValues(shown);
    expect(reading).toMatchObject({ ok: true, input: { price: 240_000, ownFunds: 48_000, yearlyRate: 0.033, years: 25 } });
    // Back to the address: plain digits and a point, whatever the language showed.
    expect(canonicalCostValues(shown)).toMatchObject(CANONICAL);
  });

  it("reads what a visitor of that language types: a comma or a point in the rate, spaces or dots between thousands", () => {
    for (const price of ["240000", "240 000", "240.000", "240\u00a0000", "240\u202f000", "€ 240.000", SHOWN[lang].price])
      expect(canonicalCostValues({ price }).price, price).toBe("240000");
    for (const rate of ["3,3", "3.3", "3,30", " 3,3 %"]) expect(canonicalCostValues({ rate }).rate, rate).toBe("3.3");
    expect(canonicalCostValues({ price: "1.250.000,50" }).price).toBe("1250000");
  });
});

describe("the calculator's address", () => {
  it("is canonical: plain digits, a point, the fields in order, empty ones left out", () => {
    expect(costQuery({ rate: "3,3", price: "240.000", region: "wallonia", funds: "", own: "on" })).toBe("price=240000&region=wallonia&own=on&rate=3.3");
  });

  it("keeps a value that does not read as typed, for its error to show", () => {
    expect(canonicalCostValues({ price: "veel", rate: "3,3,3" })).toEqual({ price: "veel", rate: "3,3,3" });
    expect(shownCostValues({ price: "veel" }, "nl")).toEqual({ price: "veel" });
  });
});
