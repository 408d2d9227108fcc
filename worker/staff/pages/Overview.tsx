import type { ReactNode } from "react";
import { useLingui } from "@lingui/react";
import { useT } from "../../../client/i18n/catalog";
import type { AlertState } from "../../alerts/types";
import type { SubscriberState } from "../../db/newsletter";
import type { SyncRun } from "../../feed/sync-runs";
import { formLabel } from "../../leads/lead-words";
import type { Dashboard } from "../dashboard";
import { formatCount } from "../dashboard-format";
import type { AgencyWeek } from "../dashboard-weeks";
import { STAFF_SECTIONS, type StaffSection } from "../sections";
import { DataTable } from "./DataTable";
import { ScrollRegion } from "../../pages/ScrollRegion";
import { WeekTable } from "./DashboardWeeks";
import { useStaffLang } from "./staff-lang";
import { When } from "./When";

export interface OverviewCounts {
  leads: { total: number; unhandled: number; failed: number };
  testimonials: number;
  alerts: Record<AlertState, number>;
  subscribers: Record<SubscriberState, number>;
  lastSync: SyncRun | undefined;
  /** Listings lacking what their region requires (worker/compliance). */
  compliance: number;
}

/** The staff property page (helper pages of the inbox): where a property's leads, views and alerts are. */
const staffPropertyPath = (id: number) => `/staff/properties/${id}/`;

/** The inbox filtered on a form (all when undefined) and the days of `week`. */
function inboxHref(form: string | undefined, week: Pick<AgencyWeek, "start" | "end"> | undefined, source?: string | null): string {
  const search = new URLSearchParams();
  if (form) search.set("form", form);
  if (source !== undefined) search.set("source", source ?? "unknown");
  if (week) {
    search.set("from", week.start);
    search.set("to", week.end);
  }
  // The counts leave spam out: so does the list behind them.
  search.set("spam", "no");
  return `${STAFF_SECTIONS.leads}?${search.toString()}`;
}

/** One figure of "what waits now": its count, in words, linked to the list where it is acted on. */
interface Tile {
  what: string;
  section: StaffSection;
  count: ReactNode;
  href: string;
  /** Drawn as a warning while it is not zero (something failed). */
  alarm?: boolean;
}

function Tiles({ tiles }: { tiles: readonly Tile[] }) {
  return (
    <ul className="tiles">
      {tiles.map((tile) => (
        <li key={tile.what} className={tile.alarm ? "tile tile-alarm" : "tile"}>
          <a href={tile.href}>
            <span className="tile-count">{tile.count}</span> <span className="tile-what">{tile.what}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Leads per week by form and by channel, each number linked to the inbox behind it. */
function LeadWeeks({ dashboard }: { dashboard: Dashboard }) {
  const t = useT();
  const { i18n } = useLingui();
  if (dashboard.byForm.length === 0) return <p>{t("staff.dashboard.noLeads")}</p>;
  const formName = (form: string) => formLabel(form, i18n);
  return (
    <>
      <WeekTable
        id="leads-by-form"
        caption={t("staff.dashboard.leads.byForm")}
        head="staff.dashboard.form"
        weeks={dashboard.weeks}
        rows={dashboard.byForm}
        name={formName}
        href={(form, week) => inboxHref(form, week)}
        totals={{ name: t("staff.dashboard.allForms"), counts: dashboard.weekTotals }}
      />
      <WeekTable
        id="leads-by-source"
        caption={t("staff.dashboard.leads.bySource")}
        head="staff.dashboard.source"
        weeks={dashboard.weeks}
        rows={dashboard.bySource}
        name={(source) => t(`staff.dashboard.source.${source ?? "unknown"}`)}
        href={(source, week) => inboxHref(undefined, week, source)}
      />
      <p className="help">{t("staff.dashboard.source.note")}</p>
    </>
  );
}

function MostViewed({ dashboard }: { dashboard: Dashboard }) {
  const t = useT();
  const lang = useStaffLang();
  return (
    // Named by the section's heading right above it.
    <ScrollRegion labelledBy="viewed-title">
      <DataTable
        head={["staff.dashboard.viewed.property", "staff.dashboard.viewed.reference", "staff.dashboard.viewed.views"]}
        rows={dashboard.mostViewed}
        empty={t("staff.dashboard.viewed.none")}
        row={(line) => (
          <tr key={line.propertyId}>
            <th scope="row">
              <a href={staffPropertyPath(line.propertyId)}>{line.listed?.title ?? t("staff.dashboard.viewed.gone")}</a>
            </th>
            <td>{line.listed?.reference ?? "—"}</td>
            <td className="num">{formatCount(line.views, lang)}</td>
          </tr>
        )}
      />
    </ScrollRegion>
  );
}

function Failing({ dashboard, failedLeads, sections }: { dashboard: Dashboard; failedLeads: number; sections: readonly StaffSection[] }) {
  const t = useT();
  const lang = useStaffLang();
  const lines = [
    { what: t("staff.overview.failed"), count: failedLeads, href: `${STAFF_SECTIONS.leads}?delivery=failed`, section: "leads" as const },
    { what: t("staff.dashboard.failing.digests"), count: dashboard.deadDigests, href: `${STAFF_SECTIONS.alerts}#dead`, section: "alerts" as const },
  ].filter((line) => sections.includes(line.section));
  if (lines.every((line) => line.count === 0)) return <p>{t("staff.dashboard.failing.none")}</p>;
  return (
    <DataTable
      head={["staff.overview.what", "staff.overview.count", "staff.overview.where"]}
      rows={lines}
      row={(line) => (
        <tr key={line.what}>
          <th scope="row">{line.what}</th>
          <td className="num">{formatCount(line.count, lang)}</td>
          <td>{line.count > 0 && <a href={line.href}>{t("staff.dashboard.retry")}</a>}</td>
        </tr>
      )}
    />
  );
}

/** The alerts created per week and how many are active now. */
function AlertWeeks({ dashboard, active }: { dashboard: Dashboard; active: number }) {
  const t = useT();
  const lang = useStaffLang();
  return (
    <>
      <WeekTable
        id="alerts-by-week"
        caption={t("staff.dashboard.alerts.caption")}
        head="staff.dashboard.alerts.title"
        weeks={dashboard.weeks}
        rows={[{ key: "created", counts: dashboard.alertsCreated, total: dashboard.alertsCreated.reduce((sum, n) => sum + n, 0) }]}
        name={() => t("staff.dashboard.alerts.created")}
        href={() => STAFF_SECTIONS.alerts}
      />
      <p>
        <a href={`${STAFF_SECTIONS.alerts}#active`}>{t("staff.dashboard.alerts.activeNow", { count: formatCount(active, lang) })}</a>
      </p>
    </>
  );
}

/** The staff dashboard: each block only for a role that reaches its section (`sections`). */
export function OverviewBody({ counts, dashboard, sections }: { counts: OverviewCounts; dashboard: Dashboard; sections: readonly StaffSection[] }) {
  const t = useT();
  const lang = useStaffLang();
  const { leads, alerts, subscribers, lastSync } = counts;
  const may = (section: StaffSection) => sections.includes(section);
  // Each tile counts exactly the list it opens: failed leads the inbox's, dead digests the alerts page's.
  const tiles: Tile[] = [
    { what: t("staff.overview.unhandled"), section: "leads", count: formatCount(leads.unhandled, lang), href: `${STAFF_SECTIONS.leads}?status=open` },
    {
      what: t("staff.overview.failed"),
      section: "leads",
      count: formatCount(leads.failed, lang),
      href: `${STAFF_SECTIONS.leads}?delivery=failed`,
      alarm: leads.failed > 0,
    },
    {
      what: t("staff.dashboard.failing.digests"),
      section: "alerts",
      count: formatCount(dashboard.deadDigests, lang),
      href: `${STAFF_SECTIONS.alerts}#dead`,
      alarm: dashboard.deadDigests > 0,
    },
    { what: t("staff.overview.testimonials"), section: "testimonials", count: formatCount(counts.testimonials, lang), href: STAFF_SECTIONS.testimonials },
    { what: t("staff.alerts.count.active"), section: "alerts", count: formatCount(alerts.active, lang), href: `${STAFF_SECTIONS.alerts}#active` },
    {
      what: t("staff.overview.compliance"),
      section: "compliance",
      count: formatCount(counts.compliance, lang),
      href: STAFF_SECTIONS.compliance,
      alarm: counts.compliance > 0,
    },
  ];
  const rest = [
    { what: t("staff.overview.leads"), section: "leads" as const, count: leads.total, where: <a href="/staff/leads.csv">{t("staff.leads.csv")}</a> },
    ...(["unconfirmed", "stopped"] as const).map((state) => ({
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
    <div className="dashboard">
      <section aria-labelledby="now-title">
        <h2 id="now-title">{t("staff.dashboard.now")}</h2>
        <Tiles tiles={tiles.filter((tile) => may(tile.section))} />
      </section>
      {may("leads") && (
        <section aria-labelledby="leads-title">
          <h2 id="leads-title">{t("staff.dashboard.leads.title")}</h2>
          <LeadWeeks dashboard={dashboard} />
        </section>
      )}
      {(may("leads") || may("alerts")) && (
        <section aria-labelledby="failing-title">
          <h2 id="failing-title">{t("staff.dashboard.failing.title")}</h2>
          <Failing dashboard={dashboard} failedLeads={leads.failed} sections={sections} />
        </section>
      )}
      {may("leads") && (
        <section aria-labelledby="viewed-title">
          <h2 id="viewed-title">{t("staff.dashboard.viewed.title")}</h2>
          <MostViewed dashboard={dashboard} />
        </section>
      )}
      {may("alerts") && (
        <section aria-labelledby="alerts-title">
          <h2 id="alerts-title">{t("staff.dashboard.alerts.title")}</h2>
          <AlertWeeks dashboard={dashboard} active={alerts.active} />
        </section>
      )}
      <section aria-labelledby="rest-title">
        <h2 id="rest-title">{t("staff.overview.caption")}</h2>
        <ScrollRegion labelledBy="rest-title">
          <DataTable
            head={["staff.overview.what", "staff.overview.count", "staff.overview.where"]}
            rows={rest.filter((line) => may(line.section))}
            row={(line) => (
              <tr key={line.what}>
                <th scope="row">{line.what}</th>
                <td className="num">{formatCount(line.count, lang)}</td>
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
        </ScrollRegion>
      </section>
    </div>
  );
}
