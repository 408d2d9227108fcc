/**
 * The total cost to buy (issue 41, section 1): the duty (or VAT) of the region, the notary's costs of
 * the sale deed, the mortgage deed and the monthly payment, composed from the one-region modules.
 * Pure: the server page, the detail panel and the browser island all compute with it.
 */
import type { Region } from "../region";
import { brusselsDuty } from "./brussels";
import { flandersDuty } from "./flanders";
import { luxembourgDuty } from "./luxembourg";
import { mortgageDeedCosts, type MortgageDeedCosts } from "./mortgage-deed";
import { monthlyPayment } from "./mortgage";
import { newBuildVat, type VatChoice } from "./new-build";
import { saleNotaryCosts, type NotaryCosts } from "./notary";
import { toCents } from "./sources";
import type { DutyInput, DutyResult } from "./types";
import { walloniaDuty } from "./wallonia";

export interface CostInput {
  price: number;
  region: Region;
  /** Only own home (Flanders, Wallonia, Brussels) or main residence (Luxembourg). */
  ownHome: boolean;
  /** A new build sold with VAT, and at which rate (Belgium only). */
  vat: VatChoice;
  buyers: number;
  ownFunds: number;
  /** Yearly rate as a fraction (0.033). */
  yearlyRate: number;
  years: number;
  /** Brussels only: EPC classes the buyer commits to gain. */
  epcClassesGained: number;
}

export interface CostResult {
  duty: DutyResult;
  notary: NotaryCosts;
  mortgageDeed: MortgageDeedCosts;
  /** Duty, notary and mortgage deed together. */
  costs: number;
  /** Price and costs. */
  total: number;
  loan: number;
  monthly: number;
}

const DUTY_BY_REGION: Readonly<Record<Region, (input: DutyInput) => DutyResult>> = {
  flanders: flandersDuty,
  wallonia: walloniaDuty,
  brussels: brusselsDuty,
  luxembourg: luxembourgDuty,
};

/** The duty on the purchase: VAT instead of registration duty for a Belgian new build sold with VAT. */
export function dutyOf(input: CostInput): DutyResult {
  const duty: DutyInput = { price: input.price, ownHome: input.ownHome, buyers: input.buyers, epcClassesGained: input.epcClassesGained };
  if (input.vat !== "none" && input.region !== "luxembourg") return newBuildVat(duty, input.vat);
  return DUTY_BY_REGION[input.region](duty);
}

/** Rounds of the loan ↔ mortgage-deed costs loop: each round changes the loan by ~2 % of the last change. */
const LOAN_ROUNDS = 8;

/**
 * Every figure of the calculation. The loan is price + costs − own funds, and the mortgage deed's
 * costs depend on the loan they are part of: a few rounds settle it to the cent.
 */
export function buyingCosts(input: CostInput): CostResult {
  const duty = dutyOf(input);
  const notary = saleNotaryCosts(input.price, input.region);
  const beforeLoan = input.price + duty.amount + notary.total - input.ownFunds;
  let mortgageDeed = mortgageDeedCosts(Math.max(0, beforeLoan), input.region, input.ownHome);
  for (let round = 0; round < LOAN_ROUNDS; round++) mortgageDeed = mortgageDeedCosts(Math.max(0, beforeLoan + mortgageDeed.total), input.region, input.ownHome);
  const loan = toCents(Math.max(0, beforeLoan + mortgageDeed.total));
  const costs = toCents(duty.amount + notary.total + mortgageDeed.total);
  return {
    duty,
    notary,
    mortgageDeed,
    costs,
    total: toCents(input.price + costs),
    loan,
    monthly: monthlyPayment(loan, input.yearlyRate, input.years),
  };
}

export type { VatChoice } from "./new-build";
export type { DutyResult, DutyRule } from "./types";
