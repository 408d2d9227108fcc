import { describe, expect, it } from "vitest";
import { buyingCosts, type CostInput } from "../../../../client/domain/costs";
import { annuity, monthlyPayment, monthlyRateOf } from "../../../../client/domain/costs/mortgage";
import { mortgageDeedCosts } from "../../../../client/domain/costs/mortgage-deed";

describe("the annuity", () => {
  it("matches the textbook value: €200 000 at 0.5 % a month over 360 months is €1 199.10", () => {
    expect(annuity(200_000, 0.005, 360)).toBe(1_199.1);
  });

  it("uses the monthly rate equivalent to the yearly one", () => {
    expect(monthlyRateOf(0.0616778)).toBeCloseTo(0.005, 7);
    expect(monthlyPayment(200_000, 0.0616778, 30)).toBe(1_199.1);
  });

  it("repays the loan in equal parts without interest, and is nothing without a loan", () => {
    expect(monthlyPayment(120_000, 0, 10)).toBe(1_000);
    expect(monthlyPayment(0, 0.03, 25)).toBe(0);
  });
});

describe("the whole calculation", () => {
  const input: CostInput = {
    price: 300_000,
    region: "flanders",
    ownHome: true,
    vat: "none",
    buyers: 1,
    ownFunds: 60_000,
    yearlyRate: 0.033,
    years: 25,
    epcClassesGained: 0,
  };

  it("borrows price + costs − own funds, the mortgage deed's costs included", () => {
    const result = buyingCosts(input);
    expect(result.duty.amount).toBe(6_000);
    expect(result.costs).toBeCloseTo(result.duty.amount + result.notary.total + result.mortgageDeed.total, 2);
    expect(result.loan).toBeCloseTo(300_000 + result.costs - 60_000, 2);
    expect(result.total).toBeCloseTo(300_000 + result.costs, 2);
    // The deed's costs are those of the loan they are part of.
    expect(mortgageDeedCosts(result.loan, "flanders", true).total).toBeCloseTo(result.mortgageDeed.total, 1);
    expect(result.monthly).toBe(monthlyPayment(result.loan, 0.033, 25));
  });

  it("charges VAT instead of the duty on a Belgian new build sold with VAT", () => {
    expect(buyingCosts({ ...input, vat: "standard" }).duty).toMatchObject({ amount: 63_000, rule: "vat-standard" });
    expect(buyingCosts({ ...input, vat: "reduced", region: "brussels" }).duty.rule).toBe("vat-reduced");
  });

  it("needs no loan when own funds cover everything", () => {
    const result = buyingCosts({ ...input, ownFunds: 1_000_000 });
    expect(result.loan).toBe(0);
    expect(result.mortgageDeed.total).toBe(0);
    expect(result.monthly).toBe(0);
  });
});
