import { COST_DEFAULTS, COST_FIELDS, type CostField } from "../../client/domain/costs/query";

const EMPTY: Readonly<Record<CostField, string>> = { price: "", region: "", own: "", vat: "", buyers: "", funds: "", rate: "", years: "", epc: "" };

/**
 * The calculator's fields a "send me this calculation" form carries along, every one of them (a field
 * the address left out with the value it computes with), so the calculator island can keep them in
 * step with what the visitor changes (client/islands/CostCalculator.tsx).
 */
export function costsLeadValues(values: Readonly<Record<string, string | undefined>>): Record<CostField, string> {
  const filled: Record<string, string | undefined> = { ...EMPTY, ...COST_DEFAULTS };
  return Object.fromEntries(COST_FIELDS.map((name) => [name, values[name] ?? filled[name] ?? ""])) as Record<CostField, string>;
}
