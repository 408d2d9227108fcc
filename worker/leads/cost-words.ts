import type { I18n } from "@lingui/core";
import { percentOf } from "../../client/components/costs/labels";
import { buyingCosts, type DutyRule } from "../../client/domain/costs";
import { costValuesOf, readCostValues } from "../../client/domain/costs/query";
import { formatEuros } from "../../client/domain/format";
import type { Lang } from "../../client/i18n/languages";
import type { WordRow } from "./lead-words";

/** The words of each duty rule, shared by the calculator and the mails. */
export const DUTY_RULE_LABELS: Readonly<Record<DutyRule, string>> = {
  "flanders-standard": "costs.rule.flanders-standard",
  "flanders-own-home": "costs.rule.flanders-own-home",
  "wallonia-standard": "costs.rule.wallonia-standard",
  "wallonia-own-home": "costs.rule.wallonia-own-home",
  "brussels-standard": "costs.rule.brussels-standard",
  "brussels-abatement": "costs.rule.brussels-abatement",
  "luxembourg-standard": "costs.rule.luxembourg-standard",
  "luxembourg-credit": "costs.rule.luxembourg-credit",
  "vat-standard": "costs.rule.vat-standard",
  "vat-reduced": "costs.rule.vat-reduced",
};

export const REGION_NAMES = {
  flanders: "zones.region.flanders",
  wallonia: "zones.region.wallonia",
  brussels: "zones.region.brussels",
  luxembourg: "zones.region.luxembourg",
} as const;

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
