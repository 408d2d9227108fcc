/**
 * The notice that an owner's password was changed (issue 36), on the account page or from a reset
 * link, through the lead delivery queue (worker/jobs/deliver.ts, message kind
 * "owner-password-changed-mail") like the passkey notice: the message carries the account's id and
 * the moment; the account is read from D1 at delivery time and the mail is in its language.
 */
import { forgotPasswordPath } from "../../client/i18n/routes";
import { absoluteUrl } from "../alerts/confirm-mails";
import type { OwnerRepository } from "../db/owners";
import type { MailContext } from "../mail/lead-mails";
import type { MailTransport } from "../mail/mail";
import { ownerPasswordChangedMail } from "./mails";

/** The queue message of a password change's notice. */
export interface PasswordChangedMessage {
  ownerId: string;
  changedAt: number;
  kind: "owner-password-changed-mail";
}

/** Queues the notice of the password of `ownerId` changed at `changedAt`; a failure is logged, never shown (the password is changed either way). */
export async function queuePasswordChangedMail(
  env: { LEAD_DELIVERIES: Pick<Queue<PasswordChangedMessage>, "send"> },
  ownerId: string,
  changedAt: number,
): Promise<void> {
  const message: PasswordChangedMessage = { ownerId, changedAt, kind: "owner-password-changed-mail" };
  await env.LEAD_DELIVERIES.send(message, { contentType: "json" }).catch((error: unknown) => console.error("password change notice not queued", error));
}

export interface PasswordChangedMailDeps {
  transport: MailTransport;
  /** The mail context; called without a request origin, so its origin is SITE_ORIGIN (else the local one). */
  mail: (origin: string | undefined) => MailContext;
  owners: Pick<OwnerRepository, "byId">;
}

/**
 * Mails one notice; an account that is gone is dropped ("gone"). Rejects when the mail could not go
 * (the queue tries again); a retried delivery is the same mail (its Message-ID is the change's).
 */
export async function deliverPasswordChangedMail(
  message: Pick<PasswordChangedMessage, "ownerId" | "changedAt">,
  deps: PasswordChangedMailDeps,
): Promise<"delivered" | "gone"> {
  const owner = await deps.owners.byId(message.ownerId);
  if (!owner) {
    console.info("password change notice not sent: the account is gone");
    return "gone";
  }
  const context = deps.mail(undefined);
  const notice = {
    key: `${owner.id}.${message.changedAt}`,
    changedAt: message.changedAt,
    forgotHref: absoluteUrl(forgotPasswordPath(owner.lang), context.origin),
  };
  await deps.transport.send(ownerPasswordChangedMail(notice, owner, context));
  return "delivered";
}
