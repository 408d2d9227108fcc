import { describe, expect, it } from "vitest";
import { mortgageDeedCosts } from "../../../../client/domain/costs/mortgage-deed";
import { MORTGAGE_FEE_TIERS, SALE_FEE_TIERS, saleNotaryCosts, scaleFee } from "../../../../client/domain/costs/notary";

describe("the notary's legal fee scale (RD 16 December 1950)", () => {
  it("charges each tier's rate on the part of the price within it", () => {
    expect(scaleFee(5_000, SALE_FEE_TIERS)).toBe(228); // 4.56 % of the first tier only
    expect(scaleFee(7_500, SALE_FEE_TIERS)).toBe(342);
    expect(scaleFee(20_000, SALE_FEE_TIERS)).toBe(684); // 342 + 285 + 2 500 × 2.28 %
    expect(scaleFee(250_000, SALE_FEE_TIERS)).toBe(2_448.66);
    expect(scaleFee(500_000, SALE_FEE_TIERS)).toBe(2_591.65); // above €250 095: 0.057 %
  });

  it("has a scale of its own for a credit deed, on the loan", () => {
    expect(scaleFee(200_000, MORTGAGE_FEE_TIERS)).toBe(789.38);
  });

  it("adds the usual fixed costs and 21 % VAT on fee and costs for a sale deed", () => {
    expect(saleNotaryCosts(250_000, "flanders")).toEqual({ fee: 2_448.66, fixed: 1_250, vat: 776.72, total: 4_475.38 });
    expect(saleNotaryCosts(0, "wallonia").total).toBe(0);
  });
});

describe("the mortgage deed", () => {
  it("adds 1 % registration and 0.3 % mortgage fee on the loan plus 10 % accessories", () => {
    const deed = mortgageDeedCosts(200_000, "flanders", true);
    expect(deed.registration).toBe(2_200);
    expect(deed.mortgageFee).toBe(660);
    expect(deed.notary.fee).toBe(789.38);
    expect(deed.total).toBe(deed.notary.total + 2_200 + 660);
  });

  it("has no registration duty for an own and only home in Wallonia", () => {
    expect(mortgageDeedCosts(200_000, "wallonia", true).registration).toBe(0);
    expect(mortgageDeedCosts(200_000, "wallonia", false).registration).toBe(2_200);
  });

  it("costs nothing without a loan", () => {
    expect(mortgageDeedCosts(0, "brussels", true).total).toBe(0);
  });
});
