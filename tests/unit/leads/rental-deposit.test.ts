import { describe, expect, it } from "vitest";
import { depositTerms } from "../../../worker/routes/rental-deposit";

describe("the deposit a rental's conditions state", () => {
  it("is the listing's own, in months of its rent, as the financial section has it", () => {
    expect(depositTerms({ price: 1200, depositAmount: 2400 }, 3, "nl")).toEqual({ months: 2 });
  });

  it("is the listing's amount when it is no whole number of months", () => {
    expect(depositTerms({ price: 1200, depositAmount: 2500 }, 3, "nl")).toEqual({ amount: "€\u00a02.500" });
  });

  it("is the agency's constant (SPEC 9) when the feed gives none, or hides it with the price", () => {
    expect(depositTerms({ price: 1200, depositAmount: null }, 3, "nl")).toEqual({ months: 3 });
    expect(depositTerms({ price: 1200 }, 3, "nl")).toEqual({ months: 3 });
    expect(depositTerms(undefined, 3, "nl")).toEqual({ months: 3 });
  });
});
