import type { ReactNode } from "react";
import { FREQUENCY_LABELS, GOAL_LABELS, PROPERTY_TYPE_LABELS } from "../../../client/components/forms/labels";
import { AlertFormFields } from "../../../client/components/forms/AlertFormFields";
import type { LeadFormProps } from "../../../client/components/forms/LeadFormFields";
import { formatCount, formatEuros } from "../../../client/domain/format";
import { useT, type Translate } from "../../../client/i18n/catalog";
import type { Lang } from "../../../client/i18n/languages";
import { zoneNames } from "../../alerts/zone-entries";
import type { AlertCriteria, AlertFrequency, AlertState } from "../../alerts/types";
import { usePage } from "../context";

/** How many zones (town names) the summary names before "…". */
const SUMMARY_MAX_ZONES = 24;

function range(t: Translate, min: number | null, max: number | null, format: (value: number) => string): string {
  if (min !== null && max !== null) return t("alert.summary.between", { min: format(min), max: format(max) });
  if (min !== null) return t("alert.summary.atLeast", { min: format(min) });
  if (max !== null) return t("alert.summary.atMost", { max: format(max) });
  return t("alert.summary.any");
}

/** What the alert asks for, in words: the manage page's summary. */
function CriteriaSummary({ criteria, frequency, lang }: { criteria: AlertCriteria; frequency: AlertFrequency; lang: Lang }) {
  const t = useT();
  const euros = (value: number) => formatEuros(value, lang);
  const count = (value: number) => formatCount(value, lang);
  const entries = zoneNames(criteria.zones, lang);
  const zones = entries.slice(0, SUMMARY_MAX_ZONES).join(", ") + (entries.length > SUMMARY_MAX_ZONES ? ", …" : "");
  const where = [zones, criteria.area ? t("alert.summary.area") : ""].filter(Boolean).join(" + ");
  const rows: [string, string][] = [
    [t("form.label.goal"), t(GOAL_LABELS[String(criteria.goal)] ?? "alert.goal.0")],
    [t("alert.label.types"), criteria.types.map((type) => t(PROPERTY_TYPE_LABELS[String(type)] ?? "alert.summary.any")).join(", ")],
    [t("alert.label.zones"), where || t("alert.summary.any")],
    [t("alert.summary.price"), range(t, criteria.priceMin, criteria.priceMax, euros)],
    [t("alert.label.budget"), criteria.budget === null ? t("alert.summary.any") : euros(criteria.budget)],
    [t("alert.summary.bedrooms"), range(t, criteria.bedroomsMin, criteria.bedroomsMax, count)],
    [t("alert.summary.garages"), range(t, criteria.garagesMin, criteria.garagesMax, count)],
    [t("alert.summary.parkings"), range(t, criteria.parkingsMin, criteria.parkingsMax, count)],
    [t("alert.summary.frequency"), t(FREQUENCY_LABELS[frequency] ?? "alert.frequency.daily")],
  ];
  return (
    <dl className="alert-summary">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const STATE_TEXT: Record<AlertState, string> = {
  unconfirmed: "alert.state.unconfirmed",
  active: "alert.state.active",
  stopped: "alert.state.stopped",
};

/** A button that posts `action` to the page's own address (a GET never changes an alert). */
function ActionButton({ action, path, label, primary = false }: { action: string; path: string; label: string; primary?: boolean }) {
  return (
    <form method="post" action={path} className="alert-action">
      <input type="hidden" name="action" value={action} />
      <button type="submit" className={primary ? "button button-primary" : "button"}>
        {label}
      </button>
    </form>
  );
}

function Notice({ notice }: { notice?: string | undefined }) {
  const t = useT();
  return notice ? (
    <p className="form-notice" role="status">
      {t(notice)}
    </p>
  ) : null;
}

export interface AlertManageProps {
  state: AlertState;
  criteria: AlertCriteria;
  frequency: AlertFrequency;
  /** The page's own address: its buttons post back to it. */
  path: string;
  /** The edit form (the alert's own fields, prefilled or as typed). */
  form: LeadFormProps;
  /** What the last action did (catalogue id). */
  notice?: string | undefined;
}

/** The alert's manage page behind its signed link: state, what it asks for, confirm, edit and stop. */
export function AlertManageBody({ state, criteria, frequency, path, form, notice }: AlertManageProps) {
  const t = useT();
  const { lang } = usePage();
  return (
    <section className="container alert-manage" aria-labelledby="alert-manage-title">
      <h1 id="alert-manage-title">{t("alert.manage.title")}</h1>
      <Notice notice={notice} />
      <p className={`alert-state alert-state-${state}`}>{t(STATE_TEXT[state])}</p>
      <h2>{t("alert.summary.title")}</h2>
      <CriteriaSummary criteria={criteria} frequency={frequency} lang={lang} />
      {state === "unconfirmed" && <ActionButton action="confirm" path={path} label={t("alert.confirm.button")} primary />}
      {state !== "stopped" && (
        <>
          <section className="form-section" aria-labelledby="alert-edit-title">
            <h2 id="alert-edit-title">{t("alert.edit.title")}</h2>
            <AlertFormFields {...form} />
          </section>
          <ActionButton action="stop" path={path} label={t("alert.stop.button")} />
        </>
      )}
    </section>
  );
}

/** The one-click unsubscribe page (RFC 8058): a GET shows one button posting to itself; after the POST, the outcome. */
export function AlertStopBody({ path, stopped }: { path: string; stopped: boolean }) {
  const t = useT();
  let content: ReactNode;
  if (stopped) content = <p role="status">{t("alert.stopped")}</p>;
  else
    content = (
      <>
        <p>{t("alert.stop.text")}</p>
        <ActionButton action="stop" path={path} label={t("alert.stop.button")} primary />
      </>
    );
  return (
    <section className="container feedback" aria-labelledby="alert-stop-title">
      <h1 id="alert-stop-title">{t("alert.stop.title")}</h1>
      {content}
    </section>
  );
}
