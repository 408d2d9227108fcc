import type { CostSource } from "./sources";

/** What a registration duty (or the VAT that replaces it) is computed from. */
export interface DutyInput {
  /** The price in euros (for a new build, the price the VAT is charged on). */
  price: number;
  /** The buyers state it will be their only own home and they meet the region's conditions. */
  ownHome: boolean;
  /** How many natural persons buy (Luxembourg's credit is per buyer). */
  buyers: number;
  /** Brussels: EPC classes the buyers commit to gain by renovating (0 when none). */
  epcClassesGained?: number;
}

/** The rule a duty was computed by: the footnote and the mail name it in words. */
export type DutyRule =
  | "flanders-standard"
  | "flanders-own-home"
  | "wallonia-standard"
  | "wallonia-own-home"
  | "brussels-standard"
  | "brussels-abatement"
  | "luxembourg-standard"
  | "luxembourg-credit"
  | "vat-standard"
  | "vat-reduced";

export interface DutyResult {
  /** Euros, to the cent, never below zero. */
  amount: number;
  /** The rate applied, as a fraction (0.12). */
  rate: number;
  /** The part of the price taxed (after an abatement). */
  base: number;
  rule: DutyRule;
  source: CostSource;
}
