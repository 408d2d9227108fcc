import type { ReactNode } from "react";
import { useT } from "../../../client/i18n/catalog";
import { TITLE_LABELS } from "../../../client/components/forms/labels";
import type { Person } from "../../db/leads";
import type { LeadDetail } from "../../db/staff-leads";
import type { LeadPayload } from "../../leads/lead-view";
import { dialPhone, showPhone } from "../../leads/phones";
import { DataTable } from "./DataTable";
import { RetryForm } from "./RetryForm";
import { When } from "./When";

/** What the page confirms after a staff action (the POST redirects here with ?done=...). */
export type Notice =
  | "handled"
  | "retried"
  | "status"
  | "assigned"
  | "noted"
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

export function LeadBody({ detail, notice, work }: { detail: LeadDetail; notice: Notice; work?: ReactNode }) {
  const t = useT();
  const { lead, deliveries, review } = detail;
  const person = lead.person as Partial<Person>;
  const payload = (lead.payload ?? {}) as LeadPayload;
  const fields = Object.entries(payload.fields ?? {});
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
          <Row label={t("staff.lead.title")}>{titleOf(person.title, t)}</Row>
          <Row label={t("staff.lead.firstName")}>{person.firstName ?? ""}</Row>
          <Row label={t("staff.lead.lastName")}>{person.lastName ?? ""}</Row>
          <Row label={t("staff.leads.email")}>{person.email ? <a href={`mailto:${person.email}`}>{person.email}</a> : lead.email}</Row>
          <Row label={t("staff.lead.phone")}>{person.phone ? <a href={`tel:${dialPhone(person.phone)}`}>{showPhone(person.phone)}</a> : ""}</Row>
        </tbody>
      </table>
      <table>
        <caption>{t("staff.lead.sent")}</caption>
        <tbody>
          <Row label={t("staff.leads.form")}>{lead.form}</Row>
          <Row label={t("staff.leads.received")}>
            <When at={lead.createdAt} />
          </Row>
          <Row label={t("staff.lead.language")}>{lead.lang}</Row>
          <Row label={t("staff.lead.page")}>
            <a href={lead.page}>{lead.page}</a>
          </Row>
          <Row label={t("staff.leads.about")}>
            {payload.about ? (
              <a href={payload.about.path}>
                {payload.about.title} ({t(payload.about.kind === "property" ? "staff.leads.propertyId" : "staff.leads.projectId", { id: payload.about.id })}
                {payload.about.reference ? `, ${payload.about.reference}` : ""})
              </a>
            ) : (
              ""
            )}
          </Row>
          {lead.visitDay && <Row label={t("staff.lead.visit")}>{`${lead.visitDay} ${lead.visitSlot ?? ""}`}</Row>}
          <Row label={t("staff.lead.captcha")}>{t(`staff.captcha.${lead.captcha}`)}</Row>
          <Row label={t("staff.lead.newsletter")}>{lead.newsletter ? t("staff.yes") : t("staff.no")}</Row>
          {fields.map(([name, value]) => (
            <Row key={name} label={name}>
              <pre>{String(value)}</pre>
            </Row>
          ))}
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
        caption={t("staff.lead.deliveries")}
        head={["staff.lead.kind", "staff.leads.delivery", "staff.lead.attempts", "staff.lead.lastError", "staff.lead.updated", "staff.lead.action"]}
        rows={deliveries}
        empty={t("staff.lead.noDeliveries")}
        row={(delivery) => (
          <tr key={delivery.kind}>
            <th scope="row">{delivery.kind}</th>
            <td>{t(`staff.deliveryRow.${delivery.state}`)}</td>
            <td className="num">{delivery.attempts}</td>
            <td>{delivery.lastError ?? ""}</td>
            <td>
              <When at={delivery.updatedAt} />
            </td>
            <td>{delivery.state === "dead" && <RetryForm action={`/staff/leads/${lead.id}/retry/`} what={delivery.kind} kind={delivery.kind} />}</td>
          </tr>
        )}
      />
    </>
  );
}
