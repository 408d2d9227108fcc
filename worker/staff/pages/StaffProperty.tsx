/** A property's staff page: the listing as the site shows it, its leads, its page views and the alerts that match it. */
import { useT } from "../../../client/i18n/catalog";
import { formatDay } from "../../../client/domain/format";
import type { AlertCriteria } from "../../alerts/types";
import type { Lead } from "../../db/leads";
import type { StaffPerson } from "../../db/staff-people";
import type { MatchedAlert } from "../../db/staff-properties";
import { criteriaSummary } from "./Alerts";
import { DataTable } from "./DataTable";
import { personName } from "./Leads";
import { colleagueName } from "./LeadWork";
import { useStaffLang } from "./staff-lang";
import { When } from "./When";

export interface StaffPropertyProps {
  /** The listing in the current feed; undefined when the site no longer lists it. */
  listing: { title: string; reference: string; address: string; path: string } | undefined;
  leads: readonly Lead[];
  people: readonly StaffPerson[];
  /** Newest month first (YYYY-MM). */
  months: readonly { month: string; views: number }[];
  sources: readonly { source: string; views: number }[];
  total: number;
  /** The active alerts that match it; undefined when it is not on offer (no alert is told of it). */
  alerts: (MatchedAlert & { criteria: AlertCriteria })[] | undefined;
}

/** "november 2026" in the staff's language. */
function MonthWords({ month }: { month: string }) {
  return <>{formatDay(`${month}-15`, useStaffLang(), "monthYear")}</>;
}

export function StaffPropertyBody({ listing, leads, people, months, sources, total, alerts }: StaffPropertyProps) {
  const t = useT();
  return (
    <>
      {listing ? (
        <dl className="facts">
          <dt>{t("staff.property.reference")}</dt>
          <dd>{listing.reference}</dd>
          <dt>{t("staff.property.address")}</dt>
          <dd>{listing.address}</dd>
          <dt>{t("staff.property.onSite")}</dt>
          <dd>
            <a href={listing.path}>{t("staff.property.openOnSite")}</a>
          </dd>
        </dl>
      ) : (
        <p className="warning">{t("staff.property.gone")}</p>
      )}
      <DataTable
        scroll
        caption={t("staff.property.leads", { count: leads.length })}
        head={["staff.leads.received", "staff.leads.name", "staff.leads.email", "staff.work.status", "staff.work.assignee"]}
        rows={leads}
        empty={t("staff.leads.none")}
        row={(lead) => (
          <tr key={lead.id}>
            <td>
              <When at={lead.createdAt} />
            </td>
            <th scope="row">
              <a href={`/staff/leads/${lead.id}/`}>{personName(lead.person) || lead.email}</a>
            </th>
            <td>{lead.email}</td>
            <td>{t(`staff.work.status.${lead.status}`)}</td>
            <td>{lead.assignee ? colleagueName(people, lead.assignee) : ""}</td>
          </tr>
        )}
      />
      <h2>{t("staff.property.views", { total })}</h2>
      <DataTable
        caption={t("staff.property.perMonth")}
        head={["staff.property.month", "staff.property.viewCount"]}
        rows={months}
        row={({ month, views }) => (
          <tr key={month}>
            <th scope="row">
              <MonthWords month={month} />
            </th>
            <td className="num">{views}</td>
          </tr>
        )}
      />
      <DataTable
        caption={t("staff.property.perSource")}
        head={["portal.sources.source", "staff.property.viewCount"]}
        rows={sources}
        row={({ source, views }) => (
          <tr key={source}>
            <th scope="row">{t(`portal.source.${source}`)}</th>
            <td className="num">{views}</td>
          </tr>
        )}
      />
      <h2>{t("staff.property.alerts")}</h2>
      {alerts === undefined ? (
        <p>{t("staff.property.notOnOffer")}</p>
      ) : (
        <DataTable
          scroll
          caption={t("staff.property.alertCount", { count: alerts.length })}
          head={["staff.leads.email", "staff.alerts.criteria", "staff.alerts.created"]}
          rows={alerts}
          empty={t("staff.property.noAlerts")}
          row={(alert) => (
            <tr key={alert.id}>
              <th scope="row">{alert.email}</th>
              <td>{criteriaSummary(t, alert.criteria)}</td>
              <td>
                <When at={alert.createdAt} />
              </td>
            </tr>
          )}
        />
      )}
    </>
  );
}
