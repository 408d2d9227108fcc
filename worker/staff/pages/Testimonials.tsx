import { useT } from "../../../client/i18n/catalog";
import type { StoredTestimonial } from "../../db/staff-testimonials";
import { DataTable } from "./DataTable";
import type { Notice } from "./LeadPage";
import { When } from "./When";

const FAILURES: readonly Notice[] = ["approvedUnpublished", "rejectedUnpublished", "notSaved"];

export function TestimonialsBody({ pending, waiting, notice }: { pending: readonly StoredTestimonial[]; waiting: number; notice: Notice }) {
  const t = useT();
  const failed = FAILURES.includes(notice);
  return (
    <>
      {notice && (
        <p className={failed ? "warning" : "notice"} role={failed ? "alert" : "status"}>
          {t(`staff.notice.${notice}`)}
        </p>
      )}
      <p>{t("staff.testimonials.intro")}</p>
      {waiting > 0 && (
        <form method="post" action="/staff/testimonials/publish/" className="inline">
          <p>
            {t("staff.testimonials.waiting", { count: waiting })} <button type="submit">{t("staff.testimonials.publishWaiting")}</button>
          </p>
        </form>
      )}
      <DataTable
        caption={t("staff.testimonials.caption", { count: pending.length })}
        head={[
          "staff.leads.received",
          "staff.lead.language",
          "staff.leads.name",
          "staff.testimonials.comment",
          "staff.testimonials.photo",
          "staff.lead.action",
        ]}
        rows={pending}
        empty={t("staff.testimonials.none")}
        row={(item) => (
          <tr key={item.leadId}>
            <td>
              <When at={item.createdAt} />
            </td>
            <td>{item.lang}</td>
            <th scope="row">
              <a href={`/staff/leads/${item.leadId}/`}>{item.name}</a>
              {item.website && (
                <>
                  <br />
                  {item.website}
                </>
              )}
            </th>
            <td>
              <pre>{item.comment}</pre>
            </td>
            <td>{item.photoKey ? <a href={`/staff/testimonials/${item.leadId}/photo/`}>{t("staff.testimonials.openPhoto")}</a> : "—"}</td>
            <td>
              <form method="post" action={`/staff/testimonials/${item.leadId}/`} className="inline">
                <button type="submit" name="decision" value="approved" aria-label={t("staff.testimonials.approveOf", { name: item.name })}>
                  {t("staff.testimonials.approve")}
                </button>{" "}
                <button type="submit" name="decision" value="rejected" className="danger" aria-label={t("staff.testimonials.rejectOf", { name: item.name })}>
                  {t("staff.testimonials.reject")}
                </button>
              </form>
            </td>
          </tr>
        )}
      />
    </>
  );
}
