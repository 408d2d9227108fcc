import type { DutyRule } from "../../domain/costs";
import type { CostField } from "../../domain/costs/query";
import { formatEuros, formatNumber } from "../../domain/format";
import type { Lang } from "../../i18n/languages";
import type { Translate } from "../../i18n/catalog";

/** The words of each duty rule (catalogue ids), shared by the calculator, the panel and the mail. */
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

export const COST_FIELD_LABELS: Readonly<Record<CostField, string>> = {
  price: "costs.field.price",
  region: "costs.field.region",
  own: "costs.field.own",
  vat: "costs.field.vat",
  buyers: "costs.field.buyers",
  funds: "costs.field.funds",
  rate: "costs.field.rate",
  years: "costs.field.years",
  epc: "costs.field.epc",
};

/** "12 %" (nl, fr, de) or "12%" (en): the message puts the sign, the number is the language's. */
export const percentOf = (t: Translate, fraction: number, lang: Lang): string =>
  t("costs.percent", { rate: formatNumber(Math.round(fraction * 100_000) / 1_000, lang) });

export const eurosOf = formatEuros;
