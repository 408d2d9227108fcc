/**
 * A new build sold with VAT: VAT replaces the registration duty on the building (Belgium).
 * Source: finances.belgium.be (COST_SOURCES.vat), of which no stored copy was found; 21 % and 6 % for
 * the sale of a home rebuilt after demolition are from the stored copies of lexing.be and oxy12.be
 * (6 % from 1 July 2025 for an own, main and only home up to 175 m²). See README.md.
 * The land sold with it still bears registration duty: the calculator asks for the
 * price the VAT is charged on, and says so.
 */
import { toCents } from "./sources";
import type { DutyInput, DutyResult } from "./types";

/** The standard VAT rate on a new building. */
export const VAT_STANDARD_RATE = 0.21;

/** The reduced rate where it applies (social housing, demolition and rebuilding of an own home). */
export const VAT_REDUCED_RATE = 0.06;

/** How a new build is sold: not with VAT, with the standard rate, or with the reduced one. */
export const VAT_CHOICES = ["none", "standard", "reduced"] as const;
export type VatChoice = (typeof VAT_CHOICES)[number];

export function newBuildVat({ price }: DutyInput, choice: Exclude<VatChoice, "none">): DutyResult {
  const rate = choice === "reduced" ? VAT_REDUCED_RATE : VAT_STANDARD_RATE;
  return { amount: toCents(price * rate), rate, base: price, rule: choice === "reduced" ? "vat-reduced" : "vat-standard", source: "vat" };
}
