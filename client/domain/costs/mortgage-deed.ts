/**
 * The mortgage deed's duties on the loan, per region, and its notary costs (notary.ts).
 * A mortgage is registered for the loan plus accessories (interest and costs it also secures).
 * Belgium: 1 % registration and 0.3 % mortgage fee on the loan plus accessories, "overal in België
 * dezelfde" (stored copy of nn.be, "Een hypothecair krediet aangaan: de notariskosten", undated; no
 * official page found). Luxembourg's rates are not confirmed by any stored copy. See README.md.
 */
import type { Region } from "../region";
import { mortgageNotaryCosts, type NotaryCosts } from "./notary";
import { toCents } from "./sources";

/** The registered amount: the loan plus 10 % of accessories, the usual practice. */
export const MORTGAGE_ACCESSORIES_SHARE = 0.1;

/** Registration duty on the registered amount, per region (Luxembourg has none). */
export const MORTGAGE_REGISTRATION_RATE: Readonly<Record<Region, number>> = {
  flanders: 0.01,
  wallonia: 0.01,
  brussels: 0.01,
  luxembourg: 0,
};

/**
 * Wallonia: no registration duty on the mortgage for the own and only home? Off: no source shows such
 * an exemption (the 2025 reform's summaries on notaire.be, degandpartners.be and nisaba.be list the
 * 3 % rate and what it replaced, nothing on the mortgage), so the 1 % applies as elsewhere in Belgium.
 */
export const WALLONIA_OWN_HOME_MORTGAGE_EXEMPT = false;

/** The mortgage fee of the land registry (Belgium: "hypothecair recht", 0.3 %; Luxembourg: inscription, 0.24 %). */
export const MORTGAGE_FEE_RATE: Readonly<Record<Region, number>> = {
  flanders: 0.003,
  wallonia: 0.003,
  brussels: 0.003,
  luxembourg: 0.0024,
};

export interface MortgageDeedCosts {
  notary: NotaryCosts;
  registration: number;
  mortgageFee: number;
  total: number;
}

/** What the mortgage deed for `loan` costs in `region`; nothing without a loan. */
export function mortgageDeedCosts(loan: number, region: Region, ownHome: boolean): MortgageDeedCosts {
  const notary = mortgageNotaryCosts(loan, region);
  if (loan <= 0) return { notary, registration: 0, mortgageFee: 0, total: 0 };
  const registered = loan * (1 + MORTGAGE_ACCESSORIES_SHARE);
  const exempt = region === "wallonia" && ownHome && WALLONIA_OWN_HOME_MORTGAGE_EXEMPT;
  const registration = exempt ? 0 : toCents(registered * MORTGAGE_REGISTRATION_RATE[region]);
  const mortgageFee = toCents(registered * MORTGAGE_FEE_RATE[region]);
  return { notary, registration, mortgageFee, total: toCents(notary.total + registration + mortgageFee) };
}
