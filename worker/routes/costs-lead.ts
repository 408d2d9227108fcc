import { COST_FIELDS } from "../../client/domain/costs/query";

/** The calculator's fields a "send me this calculation" form carries along: those given, as typed. */
export function costsLeadValues(values: Readonly<Record<string, string | undefined>>): Record<string, string> {
  return Object.fromEntries(COST_FIELDS.flatMap((name) => (values[name] !== undefined ? [[name, values[name]]] : [])));
}
