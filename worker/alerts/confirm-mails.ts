/**
 * The confirmation mails of a search alert and of a newsletter subscription (issue 9): what the
 * delivery queue sends for a lead's "alert-confirm-mail" and "newsletter-confirm-mail" kinds.
 */
import { alertManagePath, alertStopPath, newsletterPath, newsletterStopPath } from "../../client/i18n/routes";
import type { AlertDigestRepository } from "./alert-digests";
import type { NewsletterRepository } from "../db/newsletter";
import type { LeadView } from "../leads/lead-view";
import { signLink } from "../leads/signed-link";
import { mailStopHref } from "../mail/recipient-stop";
import { alertConfirmMail } from "./alert-mails";
import type { MailContext } from "../mail/lead-mails";
import type { Mail } from "../mail/mail";
import { newsletterConfirmMail } from "../mail/newsletter-mails";

export interface ConfirmMailDeps {
  mail: (origin: string | undefined) => MailContext;
  alerts: Pick<AlertDigestRepository, "alertOfLead">;
  newsletter: Pick<NewsletterRepository, "byLeadId" | "byEmail">;
  /** Signs the manage and stop links; undefined when the site has no FORM_SECRET. */
  formSecret: string | undefined;
}

export const absoluteUrl = (path: string, origin: string) => new URL(path, origin).toString();

/** The secret that signs mail links; without FORM_SECRET no alert or subscription can be registered, so this is a misconfiguration. */
export function linkSecret(formSecret: string | undefined): string {
  if (!formSecret) throw new Error("FORM_SECRET is not set: mail links cannot be signed");
  return formSecret;
}

/** A confirmation mail of an alert or a subscription, or a note why none is needed. */
export async function confirmMail(kind: "alert-confirm-mail" | "newsletter-confirm-mail", lead: LeadView, deps: ConfirmMailDeps): Promise<Mail | string> {
  const context = deps.mail(lead.payload.origin);
  if (kind === "alert-confirm-mail") {
    const alert = await deps.alerts.alertOfLead(lead.id);
    if (!alert) throw new Error("the lead's search alert is not stored");
    if (alert.state === "stopped") return "not sent: the alert was stopped";
    const token = await signLink(linkSecret(deps.formSecret), "alert", alert.id);
    const links = {
      manage: absoluteUrl(alertManagePath(alert.lang, token), context.origin),
      stop: absoluteUrl(alertStopPath(alert.lang, token), context.origin),
      stopAll: await mailStopHref(deps.formSecret, alert.email, alert.lang, context.origin),
    };
    return alertConfirmMail(lead.id, alert, links, context);
  }
  const subscriber = (await deps.newsletter.byLeadId(lead.id)) ?? (await deps.newsletter.byEmail(lead.person.email));
  if (!subscriber) throw new Error("the lead's newsletter subscriber is not stored");
  if (subscriber.state !== "unconfirmed") return `not sent: the subscription is ${subscriber.state}`;
  const token = await signLink(linkSecret(deps.formSecret), "newsletter", subscriber.id);
  const links = {
    confirm: absoluteUrl(newsletterPath(subscriber.lang, token), context.origin),
    stop: absoluteUrl(newsletterStopPath(subscriber.lang, token), context.origin),
    stopAll: await mailStopHref(deps.formSecret, subscriber.email, subscriber.lang, context.origin),
  };
  return newsletterConfirmMail(lead.id, subscriber, links, context);
}
