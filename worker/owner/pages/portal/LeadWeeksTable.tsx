import { formatCount, formatDay } from "../../../../client/domain/format";
import { useT } from "../../../../client/i18n/catalog";
import { usePage } from "../../../pages/context";
import { ScrollRegion } from "../../../pages/ScrollRegion";
import type { PortalLeadWeek } from "./model";

const KINDS = [
  ["visit", "portal.leads.visit"],
  ["question", "portal.leads.question"],
  ["documents", "portal.leads.documents"],
] as const;

/** The property's leads per ISO week and kind, counts only (no visitor is ever named here), with the totals. */
export function LeadWeeksTable({ weeks }: { weeks: readonly PortalLeadWeek[] }) {
  const t = useT();
  const { lang } = usePage();
  const totals = { visit: 0, question: 0, documents: 0 };
  for (const week of weeks) for (const [kind] of KINDS) totals[kind] += week.counts[kind];
  // Newest week first: the owner looks for what happened lately.
  const rows = [...weeks].reverse();
  return (
    <ScrollRegion labelledBy="portal-leads-caption">
      <table className="portal-table">
        <caption id="portal-leads-caption">{t("portal.leads.caption", { weeks: weeks.length })}</caption>
        <thead>
          <tr>
            <th scope="col">{t("portal.leads.week")}</th>
            {KINDS.map(([kind, label]) => (
              <th key={kind} scope="col" className="numeric">
                {t(label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((week) => (
            <tr key={week.monday}>
              <th scope="row">
                {t("portal.leads.weekLabel", {
                  number: week.isoWeek,
                  from: formatDay(week.monday, lang, "dayMonth"),
                  to: formatDay(week.sunday, lang, "dayMonth"),
                })}
              </th>
              {KINDS.map(([kind]) => (
                <td key={kind} className="numeric">
                  {formatCount(week.counts[kind], lang)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t("portal.leads.total")}</th>
            {KINDS.map(([kind]) => (
              <td key={kind} className="numeric">
                {formatCount(totals[kind], lang)}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </ScrollRegion>
  );
}
