import { COST_SOURCES, RULES_WRITTEN_ON, type CostSource } from "../../domain/costs/sources";
import type { DutyResult } from "../../domain/costs";
import { formatDay } from "../../domain/format";
import { useT } from "../../i18n/catalog";
import type { Lang } from "../../i18n/languages";

const SOURCE_NAMES: Readonly<Record<CostSource, string>> = {
  flanders: "costs.source.flanders",
  wallonia: "costs.source.wallonia",
  brussels: "costs.source.brussels",
  luxembourg: "costs.source.luxembourg",
  vat: "costs.source.vat",
  notary: "costs.source.notary",
  mortgage: "costs.source.mortgage",
};

function Source({ source }: { source: CostSource }) {
  const t = useT();
  return <a href={COST_SOURCES[source]}>{t(SOURCE_NAMES[source])}</a>;
}

/** The footnotes of the figures (CostFigures' note numbers): each rule's source, and when the rates were set. */
export function CostSources({ duty, lang }: { duty: DutyResult; lang: Lang }) {
  const t = useT();
  return (
    <div className="cost-sources">
      <h3>{t("costs.sources")}</h3>
      <ol>
        <li>
          <Source source={duty.source} />
        </li>
        <li>
          {t("costs.note.notary")} <Source source="notary" />
        </li>
        <li>
          {t("costs.note.mortgageDeed")} <Source source="notary" />
        </li>
        <li>
          {t("costs.note.monthly")} <Source source="mortgage" />
        </li>
      </ol>
      <p>{t("costs.checkedOn", { date: formatDay(RULES_WRITTEN_ON, lang, "long") })}</p>
    </div>
  );
}
