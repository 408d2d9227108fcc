import type { ReactNode } from "react";
import { useLingui } from "@lingui/react";
import { useT } from "../../../client/i18n/catalog";
import { isLang, LANGUAGE_NAMES } from "../../../client/i18n/languages";
import { TITLE_LABELS } from "../../../client/components/forms/labels";
import type { Person } from "../../db/leads";
import type { LeadDetail } from "../../db/staff-leads";
import type { LeadPayload } from "../../leads/lead-view";
import { answerWords, deliveryName, deliveryTrouble, fieldLabel, formLabel, LEAD_FIELDS, subjectWords } from "../../leads/lead-words";
import { costRows } from "../../leads/cost-words";
import { COST_FIELDS } from "../../../client/domain/costs/query";
import { dialPhone, showPhone } from "../../leads/phones";
import { DataTable } from "./DataTable";
import { useStaffLang } from "./staff-lang";
import { RetryForm } from "./RetryForm";
import { When } from "./When";

/** What the page confirms after a staff action (the POST redirects here with ?done=...). */
export type Notice =
  | "handled"
  | "retried"
  | "status"
  | "assigned"
  | "noted"
  | "visitCancelled"
  | "visitRestored"
  | "approved"
  | "rejected"
  | "published"
  /** Failures: said as a warning. */
  | "approvedUnpublished"
  | "rejectedUnpublished"
  | "notSaved"
  | undefined;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td>{children}</td>
    </tr>
  );
}

/** A stored title in the staff's words ("Mevrouw", "Geen aanspreking"), never its code. */
function titleOf(title: string | undefined, t: (id: string) => string): string {
  const label = title ? TITLE_LABELS[title] : undefined;
  return label ? t(label) : (title ?? "");
}

/** The form's answers in the agency's words and order; a field this version has no words for keeps its answer under "Other answer". */
function Answers({ payload }: { payload: LeadPayload }) {
  const { i18n } = useLingui();
  const lang = useStaffLang();
  const fields = payload.fields ?? {};
  // A cost calculation's fields are read as its figures, in words (worker/leads/cost-words.ts), never as stored.
  const calculation = costRows(fields, lang, i18n);
  const known = new Set<string>([...LEAD_FIELDS.map(([field]) => field), ...(calculation.length > 0 ? COST_FIELDS : [])]);
  const rows = [
    ...LEAD_FIELDS.flatMap(([field]) => (fields[field] ? [[i18n._(fieldLabel(field, "agency")!), answerWords(payload, field, lang, i18n)] as const] : [])),
    ...calculation,
    ...Object.entries(fields).flatMap(([field, value]) =>
      known.has(field) || field === "name" || !value ? [] : [[i18n._("lead.label.other"), value] as const],
    ),
  ];
  return rows.map(([label, value], index) => (
    <Row key={index} label={label}>
      <span className="answer">{value}</span>
    </Row>
  ));
}

export function LeadBody({ detail, notice, work }: { detail: LeadDetail; notice: Notice; work?: ReactNode }) {
  const t = useT();
  const { i18n } = useLingui();
  const { lead, deliveries, review } = detail;
  const person = lead.person as Partial<Person>;
  const payload = (lead.payload ?? {}) as LeadPayload;
  return (
    <>
      {notice && (
        <p className="notice" role="status">
          {t(`staff.notice.${notice}`)}
        </p>
      )}
      <table>
        <caption>{t("staff.lead.person")}</caption>
        <tbody>
          {person.title && <Row label={t("staff.lead.title")}>{titleOf(person.title, t)}</Row>}
          <Row label={t("staff.lead.firstName")}>{person.firstName ?? ""}</Row>
          <Row label={t("staff.lead.lastName")}>{person.lastName ?? ""}</Row>
          <Row label={t("staff.leads.email")}>{person.email ? <a href={`mailto:${person.email}`}>{person.email}</a> : lead.email}</Row>
          <Row label={t("staff.lead.phone")}>{person.phone ? <a href={`tel:${dialPhone(person.phone)}`}>{showPhone(person.phone)}</a> : ""}</Row>
        </tbody>
      </table>
      <table>
        <caption>{t("staff.lead.sent")}</caption>
        <tbody>
          <Row label={t("staff.leads.form")}>{formLabel(lead.form, i18n)}</Row>
          <Row label={t("staff.leads.received")}>
            <When at={lead.createdAt} />
          </Row>
          <Row label={t("staff.lead.language")}>{isLang(lead.lang) ? LANGUAGE_NAMES[lead.lang] : lead.lang}</Row>
          <Row label={t("staff.lead.page")}>
            <a href={lead.page}>{lead.page}</a>
          </Row>
          {payload.about && (
            <Row label={t("staff.leads.about")}>
              <a href={payload.about.path}>{subjectWords(payload.about)}</a>
            </Row>
          )}
          <Row label={t("staff.lead.source")}>{t(`staff.dashboard.source.${lead.source ?? "unknown"}`)}</Row>
          <Row label={t("staff.lead.captcha")}>{t(`staff.captcha.${lead.captcha}`)}</Row>
          <Row label={t("staff.lead.newsletter")}>{lead.newsletter ? t("staff.yes") : t("staff.no")}</Row>
          <Answers payload={payload} />
          {payload.photo && (
            <Row label={t("staff.testimonials.photo")}>
              <a href={`/staff/testimonials/${lead.id}/photo/`}>{t("staff.testimonials.openPhoto")}</a>
            </Row>
          )}
          {payload.documents && payload.documents.length > 0 && (
            <Row label={t("staff.lead.documents")}>{payload.documents.map((doc) => doc.name).join(", ")}</Row>
          )}
          {review && (
            <Row label={t("staff.testimonials.decision")}>
              {t(`staff.testimonials.${review.state}`)}, <When at={review.decidedAt} /> ({review.decidedBy})
            </Row>
          )}
        </tbody>
      </table>
      {work}
      <DataTable
        scroll
        caption={t("staff.lead.deliveries")}
        head={["staff.lead.kind", "staff.leads.delivery", "staff.lead.attempts", "staff.lead.lastError", "staff.lead.updated", "staff.lead.action"]}
        rows={deliveries}
        empty={t("staff.lead.noDeliveries")}
        row={(delivery) => (
          <tr key={delivery.kind}>
            <th scope="row">{deliveryName(delivery.kind, i18n)}</th>
            <td>{t(`staff.deliveryRow.${delivery.state}`)}</td>
            <td className="num">{delivery.attempts}</td>
            <td>{delivery.lastError ? t(`staff.lead.trouble.${deliveryTrouble(delivery.kind, delivery.lastError)}`) : ""}</td>
            <td>
              <When at={delivery.updatedAt} />
            </td>
            <td>
              {delivery.state === "dead" && (
                <RetryForm action={`/staff/leads/${lead.id}/retry/`} what={deliveryName(delivery.kind, i18n)} kind={delivery.kind} />
              )}
            </td>
          </tr>
        )}
      />
    </>
  );
}
