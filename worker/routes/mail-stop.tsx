/**
 * The one-click stop of all mail from the site to an address (issue 37), behind the signed link every
 * mail to a typed address carries (worker/mail/recipient-stop.ts): its stop puts the address's key on
 * the stop list, which the mail layer honours (worker/mail/suppression.ts).
 */
import { readLink } from "../leads/signed-link";
import { MAIL_STOP_SEGMENT, mailStopPath } from "../mail/recipient-stop";
import type { SiteArea } from "./area";
import { oneClickStop } from "./one-click-stop";

export function mailStop(area: SiteArea) {
  return oneClickStop(area, {
    segment: MAIL_STOP_SEGMENT,
    pathOf: mailStopPath,
    subjectOf: async (c, token) => (await readLink(c.var.services.config.formSecret, "mail-stop", token)) ?? undefined,
    isStopped: async (c, key) => (await c.var.services.repos.mailStops.stoppedAt(key)) !== undefined,
    stop: (c, key) => c.var.services.repos.mailStops.stop(key, Date.now()),
    words: { title: "mailStop.title", text: "mailStop.text", button: "mailStop.button", stopped: "mailStop.stopped", notFound: "mailStop.notFound" },
  });
}
