import type { I18n } from "@lingui/core";
import type { CostWords } from "../../../client/components/costs/words";
import { CHECKED_ON, RULES_WRITTEN_ON } from "../../../client/domain/costs/sources";
import { formatDay } from "../../../client/domain/format";
import type { Lang } from "../../../client/i18n/languages";
import { DUTY_RULE_LABELS, REGION_NAMES } from "../../leads/cost-words";

const mapWords = <K extends string>(ids: Readonly<Record<K, string>>, i18n: I18n, values?: Record<string, string>): Record<K, string> =>
  Object.fromEntries(Object.entries<string>(ids).map(([key, id]) => [key, i18n._(id, values)])) as Record<K, string>;

// A template keeps its placeholders: the island fills them with the page's numbers (fillWords).
const KEEP = { rate: "{rate}", base: "{base}", years: "{years}", price: "{price}" };

/**
 * The calculator's words in the page's language, for the island's props: a listing's panel needs
 * no footnotes; the calculator page has them, with the day the rates were set.
 */
export function costWords(i18n: I18n, lang: Lang, withSources: boolean): CostWords {
  return {
    formLabel: i18n._("costs.formLabel"),
    fixErrors: i18n._("costs.fixErrors"),
    disclaimer: i18n._("costs.disclaimer"),
    percent: i18n._("costs.percent", KEEP),
    rules: mapWords(DUTY_RULE_LABELS, i18n, KEEP),
    rows: {
      notary: i18n._("costs.row.notary"),
      mortgageDeed: i18n._("costs.row.mortgageDeed"),
      costs: i18n._("costs.row.costs"),
      total: i18n._("costs.row.total"),
      ownFunds: i18n._("costs.row.ownFunds"),
      loan: i18n._("costs.row.loan"),
      monthly: i18n._("costs.row.monthly", KEEP),
    },
    figuresCaption: i18n._("costs.figuresCaption", KEEP),
    fields: mapWords(
      {
        price: "costs.field.price",
        region: "costs.field.region",
        own: "costs.field.own",
        vat: "costs.field.vat",
        buyers: "costs.field.buyers",
        funds: "costs.field.funds",
        rate: "costs.field.rate",
        years: "costs.field.years",
        epc: "costs.field.epc",
      },
      i18n,
    ),
    hints: mapWords({ price: "costs.hint.price", funds: "costs.hint.funds", epc: "costs.hint.epc" }, i18n),
    regions: mapWords(REGION_NAMES, i18n),
    vat: mapWords({ none: "costs.vat.none", standard: "costs.vat.standard", reduced: "costs.vat.reduced" }, i18n),
    conditionsTitle: i18n._("costs.conditions.title"),
    notApplied: { vat: i18n._("costs.notApplied.vat"), epc: i18n._("costs.notApplied.epc") },
    // In the order of FLANDERS_OWN_HOME_CONDITIONS (client/domain/costs/flanders.ts).
    conditions: [
      i18n._("costs.condition.naturalPersons"),
      i18n._("costs.condition.onlyHome"),
      i18n._("costs.condition.fullOwnership"),
      i18n._("costs.condition.register3Years"),
      i18n._("costs.condition.stay1Year"),
    ],
    errors: mapWords(
      {
        price: "costs.error.price",
        region: "costs.error.region",
        own: "costs.error.region",
        vat: "costs.error.vat",
        buyers: "costs.error.buyers",
        funds: "costs.error.funds",
        rate: "costs.error.rate",
        years: "costs.error.years",
        epc: "costs.error.epc",
      },
      i18n,
    ),
    ...(withSources
      ? {
          sources: {
            title: i18n._("costs.sources"),
            names: mapWords(
              {
                flanders: "costs.source.flanders",
                wallonia: "costs.source.wallonia",
                brussels: "costs.source.brussels",
                luxembourg: "costs.source.luxembourg",
                vat: "costs.source.vat",
                notary: "costs.source.notary",
                mortgage: "costs.source.mortgage",
              },
              i18n,
            ),
            notary: i18n._("costs.note.notary"),
            mortgageDeed: i18n._("costs.note.mortgageDeed"),
            monthly: i18n._("costs.note.monthly"),
            checkedOn: i18n._("costs.checkedOn", { date: formatDay(RULES_WRITTEN_ON, lang, "long") }),
            comparedOn: i18n._("costs.comparedOn", { date: formatDay(CHECKED_ON, lang, "long") }),
          },
        }
      : {}),
  };
}
