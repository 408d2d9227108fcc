/** A visit request's visit on its staff page (issue 41): planned and holding its slot, or cancelled (when, by whom) with its slot free, and the post that changes it. */
import { useT } from "../../../client/i18n/catalog";
import { formatMoment } from "../../leads/lead-words";
import { formatWhen } from "../format";
import { useStaffLang } from "./staff-lang";

export interface VisitState {
  day: string;
  slot: string;
  /** The visit cancelled: when (ms epoch) and by whom (an Access identity's email). */
  cancelled?: { at: number; by: string } | undefined;
}

/** `name` says who cancelled it, in words (worker/staff/pages/LeadWork.tsx names colleagues). */
export function VisitCancel({ leadId, visit, name }: { leadId: string; visit: VisitState; name: string }) {
  const t = useT();
  const lang = useStaffLang();
  const moment = formatMoment(`${visit.day}T${visit.slot}`, lang);
  const base = `/staff/leads/${leadId}/visit`;
  if (!visit.cancelled) {
    return (
      <form method="post" action={`${base}/cancel/`} className="filters">
        <p>{t("staff.visit.planned", { moment })}</p>
        <button type="submit">{t("staff.visit.cancel")}</button>
      </form>
    );
  }
  const { at } = visit.cancelled;
  return (
    <form method="post" action={`${base}/restore/`} className="filters">
      <p>
        <strong>{t("staff.visit.cancelled", { moment, date: formatWhen(at, lang, "dateTime"), name })}</strong>
      </p>
      <button type="submit">{t("staff.visit.restore")}</button>
    </form>
  );
}
