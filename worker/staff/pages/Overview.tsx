import type { ReactNode } from "react";
import { useT } from "../../../client/i18n/catalog";
import type { AlertState } from "../../alerts/types";
import type { SubscriberState } from "../../db/newsletter";
import type { SyncRun } from "../../db/sync-runs";
import { STAFF_SECTIONS, type StaffSection } from "../sections";
import { DataTable } from "./DataTable";
import { When } from "./When";

export interface OverviewCounts {
  leads: { total: number; unhandled: number; failed: number };
  testimonials: number;
  alerts: Record<AlertState, number>;
  subscribers: Record<SubscriberState, number>;
  lastSync: SyncRun | undefined;
}

/** One line of the overview: what is counted, how many, and where to act on it. */
interface OverviewLine {
  what: string;
  /** The section it belongs to: a line is shown only to a role that reaches it. */
  section: StaffSection;
  count: ReactNode;
  where: ReactNode;
}

/** The overview of the sections the staff member's role reaches (`sections`). */
export function OverviewBody({ counts, sections }: { counts: OverviewCounts; sections: readonly StaffSection[] }) {
  const t = useT();
  const { leads, alerts, subscribers, lastSync } = counts;
  const lines: OverviewLine[] = [
    {
      what: t("staff.overview.unhandled"),
      section: "leads",
      count: leads.unhandled,
      where: <a href={`${STAFF_SECTIONS.leads}?handled=no`}>{t("staff.nav.leads")}</a>,
    },
    {
      what: t("staff.overview.failed"),
      section: "leads",
      count: leads.failed,
      where: <a href={`${STAFF_SECTIONS.leads}?delivery=failed`}>{t("staff.nav.leads")}</a>,
    },
    { what: t("staff.overview.leads"), section: "leads", count: leads.total, where: <a href="/staff/leads.csv">{t("staff.leads.csv")}</a> },
    {
      what: t("staff.overview.testimonials"),
      section: "testimonials",
      count: counts.testimonials,
      where: <a href={STAFF_SECTIONS.testimonials}>{t("staff.nav.testimonials")}</a>,
    },
    ...(["active", "unconfirmed", "stopped"] as const).map((state) => ({
      what: t(`staff.alerts.count.${state}`),
      section: "alerts" as const,
      count: alerts[state],
      where: <a href={`${STAFF_SECTIONS.alerts}#${state}`}>{t("staff.nav.alerts")}</a>,
    })),
    ...(["active", "unconfirmed", "unsubscribed"] as const).map((state) => ({
      what: t(`staff.subscribers.${state}`),
      section: "alerts" as const,
      count: subscribers[state],
      where: state === "active" ? <a href="/staff/subscribers.csv">{t("staff.subscribers.csv")}</a> : null,
    })),
  ];
  return (
    <DataTable
      caption={t("staff.overview.caption")}
      head={["staff.overview.what", "staff.overview.count", "staff.overview.where"]}
      rows={lines.filter((line) => sections.includes(line.section))}
      row={(line) => (
        <tr key={line.what}>
          <th scope="row">{line.what}</th>
          <td className="num">{line.count}</td>
          <td>{line.where}</td>
        </tr>
      )}
    >
      <tr>
        <th scope="row">{t("staff.overview.lastSync")}</th>
        <td>{lastSync ? `${lastSync.outcome ? t(`staff.syncs.outcome.${lastSync.outcome}`) : t("staff.syncs.running")}` : "—"}</td>
        <td>
          {lastSync && <When at={lastSync.startedAt} />} <a href={STAFF_SECTIONS.syncs}>{t("staff.nav.syncs")}</a>
        </td>
      </tr>
    </DataTable>
  );
}
