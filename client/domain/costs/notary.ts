/**
 * Notary costs of the sale deed and of the mortgage deed, as an estimate (the notary's own statement
 * is what counts). Belgian fees follow the legal scale of the Royal Decree of 16 December 1950 (tariff
 * of notaries' fees), degressive by tiers; the "usual fixed costs" (searches, administrative costs,
 * transcription) are an average the federation of notaries publishes; VAT is charged on both.
 * Source: notaire.be / notaris.be, "frais de notaire" (COST_SOURCES.notary); as of RULES_WRITTEN_ON
 * (2026-11-29). Luxembourg has its own notaries' scale: estimated here as a share of the amount.
 */
import type { Region } from "../region";
import { toCents } from "./sources";

/** One tier of a degressive scale: the rate on the part of the amount up to `upTo` euros. */
export interface Tier {
  readonly upTo: number;
  readonly rate: number;
}

/**
 * RD 16 Dec 1950, the sale scale in euros as it stood until 31 December 2022 (stored copies of
 * habicom.be, deboerenpartners.be, geldlenenblog.be, all undated). NOT the scale in force: the RD of
 * 22 November 2022 replaced it from 1 January 2023 by scale "J" (a starting amount per bracket) and
 * "Jbis" for an own and only home (pim.be, etaamb.openjustice.be; notaris.be's calculator, updated
 * 1 January 2025, uses "JBis"); no stored copy gives the new figures. Kept as an estimate (the reform
 * lowered own-home fees by about 10 % on average, so this errs high). See README.md.
 */
export const SALE_FEE_TIERS: readonly Tier[] = [
  { upTo: 7_500, rate: 0.0456 },
  { upTo: 17_500, rate: 0.0285 },
  { upTo: 30_000, rate: 0.0228 },
  { upTo: 45_495, rate: 0.0171 },
  { upTo: 64_095, rate: 0.0114 },
  { upTo: 250_095, rate: 0.0057 },
  { upTo: Infinity, rate: 0.00057 },
];

/**
 * RD 16 Dec 1950, the scale of credit deeds (a mortgage loan), on the loan amount: not confirmed by
 * any stored copy (nn.be, undated, quotes €652 for €100 000 and €800 for €200 000; this gives €561.37
 * and €789.38); since 2023 the own-home credit deed has its own reduced scale (about −20 %).
 */
export const MORTGAGE_FEE_TIERS: readonly Tier[] = [
  { upTo: 7_500, rate: 0.01425 },
  { upTo: 17_500, rate: 0.0114 },
  { upTo: 30_000, rate: 0.00684 },
  { upTo: 45_495, rate: 0.0057 },
  { upTo: 64_095, rate: 0.00456 },
  { upTo: 250_095, rate: 0.00228 },
  // 0.0456 % above (not the sale scale's 0.057 %): to be confirmed against notaris.be's published scale.
  { upTo: Infinity, rate: 0.000456 },
];

/** VAT on a Belgian notary's fee and costs. */
export const NOTARY_VAT_RATE = 0.21;
/** VAT on a Luxembourg notary's fee and costs (Luxembourg's standard rate): not confirmed by a stored copy. */
export const LUXEMBOURG_NOTARY_VAT_RATE = 0.17;

/**
 * The usual fixed costs of a sale deed (searches, administrative costs, transcription), excluding VAT:
 * an average, not confirmed. Since 1 January 2023 the administrative costs of an own-home purchase are
 * a fixed €750 (first deed) excluding VAT (plusmagazine.levif.be citing notaire.be, immoks.be,
 * certifisc.be); disbursements to third parties come on top and vary per file.
 */
export const SALE_FIXED_COSTS_EUR = 1_250;
/** The usual fixed costs of a mortgage deed, excluding VAT: an average, not confirmed (since 2023 €550 of administrative costs as the second deed of an own-home purchase, plus disbursements). */
export const MORTGAGE_FIXED_COSTS_EUR = 900;

/**
 * Luxembourg: the notary's fee on a sale, estimated as a share of the price (the grand-ducal scale is
 * not modelled): "environ 1 %" of the price (stored copies of wortimmo.lu, thegovernor.lu, justarrived.lu,
 * residiaimmobilier.lu citing the Chambre des notaires).
 */
export const LUXEMBOURG_SALE_FEE_RATE = 0.01;
/** Luxembourg: the notary's fee on a mortgage deed, estimated as a share of the loan: not confirmed. */
export const LUXEMBOURG_MORTGAGE_FEE_RATE = 0.004;

/** A degressive scale's fee: each tier's rate on the part of `amount` within it. */
export function scaleFee(amount: number, tiers: readonly Tier[]): number {
  let fee = 0;
  let from = 0;
  for (const { upTo, rate } of tiers) {
    if (amount <= from) break;
    fee += (Math.min(amount, upTo) - from) * rate;
    from = upTo;
  }
  return toCents(fee);
}

export interface NotaryCosts {
  /** The notary's fee by the scale. */
  fee: number;
  /** The usual fixed costs, excluding VAT. */
  fixed: number;
  /** VAT on the fee and the fixed costs. */
  vat: number;
  total: number;
}

function withVat(fee: number, fixed: number, vatRate: number): NotaryCosts {
  const vat = toCents((fee + fixed) * vatRate);
  return { fee, fixed, vat, total: toCents(fee + fixed + vat) };
}

/** The notary's fee, fixed costs and VAT of the sale deed. */
export function saleNotaryCosts(price: number, region: Region): NotaryCosts {
  if (price <= 0) return { fee: 0, fixed: 0, vat: 0, total: 0 };
  if (region === "luxembourg") return withVat(toCents(price * LUXEMBOURG_SALE_FEE_RATE), SALE_FIXED_COSTS_EUR, LUXEMBOURG_NOTARY_VAT_RATE);
  return withVat(scaleFee(price, SALE_FEE_TIERS), SALE_FIXED_COSTS_EUR, NOTARY_VAT_RATE);
}

/** The notary's part of the mortgage deed (fee by the credit scale, fixed costs, VAT). */
export function mortgageNotaryCosts(loan: number, region: Region): NotaryCosts {
  if (loan <= 0) return { fee: 0, fixed: 0, vat: 0, total: 0 };
  if (region === "luxembourg") return withVat(toCents(loan * LUXEMBOURG_MORTGAGE_FEE_RATE), MORTGAGE_FIXED_COSTS_EUR, LUXEMBOURG_NOTARY_VAT_RATE);
  return withVat(scaleFee(loan, MORTGAGE_FEE_TIERS), MORTGAGE_FIXED_COSTS_EUR, NOTARY_VAT_RATE);
}
