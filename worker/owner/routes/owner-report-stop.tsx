/**
 * The owner's monthly report's one-click stop (issue 36), behind the signed link each report carries
 * (worker/owner/report-stop.ts, worker/routes/one-click-stop.tsx): its stop turns the report off.
 * In the language of the address, which is the owner's. The account page keeps the setting (and turns it back on).
 */
import { readLink } from "../../leads/signed-link";
import { REPORT_STOP_SEGMENT } from "../../mail/recipient-stop";
import { reportStopPath } from "../report-stop";
import type { SiteArea } from "../../routes/area";
import { oneClickStop } from "../../routes/one-click-stop";

export function ownerReportStop(area: SiteArea) {
  return oneClickStop(area, {
    segment: REPORT_STOP_SEGMENT,
    pathOf: reportStopPath,
    subjectOf: async (c, token) => {
      const id = await readLink(c.var.services.config.formSecret, "owner-report", token);
      return id ? ((await c.var.services.repos.owners.owners.byId(id)) ?? undefined) : undefined;
    },
    isStopped: async (c, owner) => !(await c.var.services.repos.owners.reports.wantsReport(owner.id)),
    stop: (c, owner) => c.var.services.repos.owners.reports.setWantsReport(owner.id, false),
    words: {
      title: "ownerReport.stop.title",
      text: "ownerReport.stop.text",
      button: "ownerReport.stop.button",
      stopped: "ownerReport.stopped",
      notFound: "ownerReport.stop.notFound",
    },
  });
}
