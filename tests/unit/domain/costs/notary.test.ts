import { describe, expect, it } from "vitest";
import { mortgageDeedCosts } from "../../../../client/domain/costs/mortgage-deed";
import { MORTGAGE_FEE_TIERS, SALE_FEE_TIERS, saleNotaryCosts, scaleFee } from "../../../../client/domain/costs/notary";

// The scale below is the one in force until 31 December 2022 (habicom.be, deboerenpartners.be); the RD of
// 22 November 2022 replaced it by scales J and Jbis, whose figures no stored copy gave: see the README.
describe("the notary's legal fee scale (RD 16 December 1950, before 2023)", () => {
  it("charges each tier's rate on the part of the price within it", () => {
    // deboerenpartners.be's worked example: €65 000 → €1 394.16.
    expect(scaleFee(65_000, SALE_FEE_TIERS)).toBe(1_394.16);
    // immodelaet.be's: €150 000 → €1 878.66.
    expect(scaleFee(150_000, SALE_FEE_TIERS)).toBe(1_878.66);
    expect(scaleFee(5_000, SALE_FEE_TIERS)).toBe(228); // 4.56 % of the first tier only
    expect(scaleFee(7_500, SALE_FEE_TIERS)).toBe(342);
    expect(scaleFee(20_000, SALE_FEE_TIERS)).toBe(684); // 342 + 285 + 2 500 × 2.28 %
    expect(scaleFee(250_000, SALE_FEE_TIERS)).toBe(2_448.66);
    expect(scaleFee(500_000, SALE_FEE_TIERS)).toBe(2_591.65); // above €250 095: 0.057 %
  });

  it("has a scale of its own for a credit deed, on the loan", () => {
    expect(scaleFee(200_000, MORTGAGE_FEE_TIERS)).toBe(789.38);
  });

  it("estimates a Luxembourg notary's fee at about 1 % of the price (wortimmo.lu, thegovernor.lu, justarrived.lu)", () => {
    expect(saleNotaryCosts(500_000, "luxembourg").fee).toBe(5_000);
  });

  it("adds the usual fixed costs and 21 % VAT on fee and costs for a sale deed", () => {
    expect(saleNotaryCosts(250_000, "flanders")).toEqual({ fee: 2_448.66, fixed: 1_250, vat: 776.72, total: 4_475.38 });
    expect(saleNotaryCosts(0, "wallonia").total).toBe(0);
  });
});

describe("the mortgage deed", () => {
  // nn.be: 1 % registration and 0.3 % inscription on the loan plus accessories, the same everywhere in Belgium.
  it("adds 1 % registration and 0.3 % mortgage fee on the loan plus 10 % accessories", () => {
    const deed = mortgageDeedCosts(200_000, "flanders", true);
    expect(deed.registration).toBe(2_200);
    expect(deed.mortgageFee).toBe(660);
    expect(deed.notary.fee).toBe(789.38);
    expect(deed.total).toBe(deed.notary.total + 2_200 + 660);
  });

  it("charges the 1 % registration in Wallonia too, own home or not (no source shows an exemption)", () => {
    expect(mortgageDeedCosts(200_000, "wallonia", true).registration).toBe(2_200);
    expect(mortgageDeedCosts(200_000, "wallonia", false).registration).toBe(2_200);
  });

  it("costs nothing without a loan", () => {
    expect(mortgageDeedCosts(0, "brussels", true).total).toBe(0);
  });
});
