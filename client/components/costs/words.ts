import type { DutyRule, VatChoice } from "../../domain/costs";
import type { CostField } from "../../domain/costs/query";
import type { CostSource } from "../../domain/costs/sources";
import type { Region } from "../../domain/region";

/**
 * The calculator's words, translated on the server (worker/pages/costs/cost-words.ts) and handed to
 * the island as props: they stay out of the catalogue every page's islands load. A text with
 * `{name}` in it is a template the island fills (fillWords) with the page's numbers.
 */
export interface CostWords {
  formLabel: string;
  fixErrors: string;
  disclaimer: string;
  /** "{rate} %" */
  percent: string;
  /** Templates with {rate} and {base}. */
  rules: Record<DutyRule, string>;
  rows: { notary: string; mortgageDeed: string; costs: string; total: string; ownFunds: string; loan: string; /** {years} {rate} */ monthly: string };
  /** {price} */
  figuresCaption: string;
  fields: Record<CostField, string>;
  hints: { price: string; funds: string; epc: string };
  regions: Record<Region, string>;
  vat: Record<VatChoice, string>;
  conditionsTitle: string;
  conditions: string[];
  /** A regional field filled for a region it does not apply to: what the result says of it. */
  notApplied: { vat: string; epc: string };
  /** What is wrong with each field. */
  errors: Record<CostField, string>;
  /** The footnotes: the calculator page only. */
  sources?: { title: string; names: Record<CostSource, string>; notary: string; mortgageDeed: string; monthly: string; checkedOn: string; comparedOn: string };
}

/** A template's `{name}`s filled with `values`. */
export function fillWords(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
