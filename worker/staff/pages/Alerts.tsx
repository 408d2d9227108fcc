import { useT, type Translate } from "../../../client/i18n/catalog";
import { isLang, LANGUAGE_NAMES } from "../../../client/i18n/languages";
import type { AlertCriteria, AlertState } from "../../alerts/types";
import type { DeadDigest, StaffAlert } from "../../alerts/staff-alerts";
import { DataTable } from "./DataTable";
import type { Notice } from "./LeadPage";
import { RetryForm } from "./RetryForm";
import { When } from "./When";

/** Zones a summary names before it says how many more there are. */
const ZONES_SHOWN = 6;

const range = (t: Translate, label: string, min: number | null, max: number | null) =>
  min === null && max === null ? undefined : `${t(label)} ${min ?? "…"}–${max ?? "…"}`;

/** One line saying what an alert asks for. */
export function criteriaSummary(t: Translate, criteria: AlertCriteria): string {
  const zones = criteria.zones.slice(0, ZONES_SHOWN).join(", ") + (criteria.zones.length > ZONES_SHOWN ? ` +${criteria.zones.length - ZONES_SHOWN}` : "");
  return [
    t(`staff.criteria.goal.${criteria.goal}`),
    criteria.types.map((type) => t(`staff.criteria.type.${type}`)).join(", "),
    zones,
    criteria.area ? t("staff.criteria.area") : undefined,
    range(t, "staff.criteria.price", criteria.priceMin, criteria.priceMax ?? criteria.budget),
    range(t, "staff.criteria.bedrooms", criteria.bedroomsMin, criteria.bedroomsMax),
  ]
    .filter((part) => part)
    .join(" · ");
}

function AlertTable({ state, alerts }: { state: AlertState; alerts: readonly StaffAlert[] }) {
  const t = useT();
  return (
    <DataTable
      id={state}
      caption={t(`staff.alerts.count.${state}`)}
      head={["staff.leads.email", "staff.alerts.criteria", "staff.lead.language", "staff.alerts.frequency", "staff.alerts.created", "staff.alerts.lastDigest"]}
      rows={alerts}
      empty={t("staff.alerts.none")}
      row={(alert) => (
        <tr key={alert.id}>
          <th scope="row">{alert.email}</th>
          <td>{criteriaSummary(t, alert.criteria)}</td>
          <td>{isLang(alert.lang) ? LANGUAGE_NAMES[alert.lang] : alert.lang}</td>
          <td>{t(`staff.alerts.frequency.${alert.frequency}`)}</td>
          <td>
            <When at={alert.createdAt} />
          </td>
          <td>{alert.lastDigestAt ? <When at={alert.lastDigestAt} /> : "—"}</td>
        </tr>
      )}
    />
  );
}

export interface AlertsProps {
  counts: Record<AlertState, number>;
  lists: Record<AlertState, readonly StaffAlert[]>;
  dead: readonly DeadDigest[];
  notice: Notice;
}

export function AlertsBody({ counts, lists, dead, notice }: AlertsProps) {
  const t = useT();
  const states = ["active", "unconfirmed", "stopped"] as const;
  return (
    <>
      {notice && (
        <p className="notice" role="status">
          {t(`staff.notice.${notice}`)}
        </p>
      )}
      <dl className="counts">
        {states.map((state) => (
          <div key={state}>
            <dt>{t(`staff.alerts.count.${state}`)}</dt>
            <dd>{counts[state]}</dd>
          </div>
        ))}
      </dl>
      {states.map((state) => (
        <section key={state} aria-labelledby={`${state}-title`}>
          <h2 id={`${state}-title`}>{t(`staff.alerts.count.${state}`)}</h2>
          <AlertTable state={state} alerts={lists[state]} />
        </section>
      ))}
      <h2 id="dead">{t("staff.alerts.dead")}</h2>
      <DataTable
        caption={t("staff.alerts.dead")}
        head={["staff.leads.email", "staff.alerts.created", "staff.lead.attempts", "staff.lead.lastError", "staff.lead.action"]}
        rows={dead}
        empty={t("staff.alerts.noDead")}
        row={(digest) => (
          <tr key={digest.id}>
            <th scope="row">{digest.email}</th>
            <td>
              <When at={digest.createdAt} />
            </td>
            <td className="num">{digest.attempts}</td>
            <td>{digest.lastError ?? ""}</td>
            <td>
              <RetryForm action={`/staff/alerts/digests/${digest.id}/retry/`} what={digest.email} />
            </td>
          </tr>
        )}
      />
    </>
  );
}
