/**
 * The monthly payment of a fixed-rate mortgage loan (an annuity). Belgian law states a mortgage's
 * rate as a yearly rate; the monthly rate is its equivalent, (1 + yearly)^(1/12) − 1, as lenders
 * must compute it (Code of Economic Law, book VII). Source: economie.fgov.be (COST_SOURCES.mortgage).
 */
import { toCents } from "./sources";

/** The rate the calculator starts from (yearly, fixed): a typical 20 to 25-year fixed rate late 2026. */
export const DEFAULT_YEARLY_RATE = 0.033;
/** The duration it starts from, in years. */
export const DEFAULT_YEARS = 25;
/** Own funds it starts from, as a share of the price (banks usually lend at most 90 % of the price). */
export const DEFAULT_OWN_FUNDS_SHARE = 0.2;

/** The monthly rate equivalent to a yearly rate. */
export function monthlyRateOf(yearlyRate: number): number {
  return Math.pow(1 + yearlyRate, 1 / 12) - 1;
}

/** The annuity: the constant payment that repays `loan` in `months` at `monthlyRate`. */
export function annuity(loan: number, monthlyRate: number, months: number): number {
  if (loan <= 0 || months <= 0) return 0;
  if (monthlyRate === 0) return toCents(loan / months);
  return toCents((loan * monthlyRate) / (1 - Math.pow(1 + monthlyRate, -months)));
}

/** The monthly payment of `loan` at `yearlyRate` over `years`. */
export function monthlyPayment(loan: number, yearlyRate: number, years: number): number {
  return annuity(loan, monthlyRateOf(yearlyRate), Math.round(years * 12));
}
