import type { I18n } from "@lingui/core";
import { percentOf } from "../../client/components/costs/labels";
import { DUTY_RULE_LABELS, REGION_NAMES } from "../pages/costs/cost-words";
import { buyingCosts } from "../../client/domain/costs";
import { costValuesOf, readCostValues } from "../../client/domain/costs/query";
import { formatEuros } from "../../client/domain/format";
import type { Lang } from "../../client/i18n/languages";
import type { WordRow } from "./lead-words";

/**
 * A "send me this calculation" lead's figures in words and the reader's numbers ("Registratiebelasting,
 * 2 %", "€ 7.000"), computed again from the fields it carried: what the visitor saw on the page. Nothing
 * for a lead that carries no calculation; every value is a number or a choice, never typed words.
 */
export function costRows(fields: Readonly<Record<string, string>>, lang: Lang, i18n: I18n): WordRow[] {
  if (fields.price === undefined) return [];
  const reading = readCostValues(costValuesOf((name) => fields[name]));
  if (!reading.ok) return [];
  const { input } = reading;
  const result = buyingCosts(input);
  const t = (id: string, values?: Record<string, unknown>) => i18n._(id, values);
  const euros = (amount: number) => formatEuros(amount, lang);
  const percent = { percent: t("costs.percent", { rate: "{rate}" }) };
  return [
    [t("costs.field.price"), euros(input.price)],
    [t("costs.field.region"), t(REGION_NAMES[input.region])],
    [t("costs.field.own"), t(input.ownHome ? "mail.yes" : "mail.no")],
    [t(DUTY_RULE_LABELS[result.duty.rule], { rate: percentOf(percent, result.duty.rate, lang), base: euros(result.duty.base) }), euros(result.duty.amount)],
    [t("costs.row.notary"), euros(result.notary.total)],
    [t("costs.row.mortgageDeed"), euros(result.mortgageDeed.total)],
    [t("costs.row.costs"), euros(result.costs)],
    [t("costs.row.total"), euros(result.total)],
    [t("costs.row.ownFunds"), euros(input.ownFunds)],
    [t("costs.row.loan"), euros(result.loan)],
    [t("costs.row.monthly", { years: input.years, rate: percentOf(percent, input.yearlyRate, lang) }), euros(result.monthly)],
  ];
}
