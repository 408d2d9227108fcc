/**
 * The notice that someone is guessing an owner's password (issue 37 item 4): sent when the wrong
 * passwords typed for the account's address began to slow its sign-ins down, at most once a day
 * (worker/db/login-throttles.ts claimAttackNotice), through the lead delivery queue
 * (worker/jobs/deliver.ts, message kind "owner-login-attack-mail") like the password change notice:
 * the message carries the account's id and the moment; the account is read from D1 at delivery
 * time and the mail is in its language.
 */
import { forgotPasswordPath } from "../../client/i18n/routes";
import { absoluteUrl } from "../alerts/confirm-mails";
import { ownerLoginAttackMail } from "./mails";
import type { PasswordChangedMailDeps } from "./password-changed-mail";

/** The queue message of a notice of guessing. */
export interface LoginAttackMessage {
  ownerId: string;
  at: number;
  kind: "owner-login-attack-mail";
}

/** Queues the notice for `ownerId` of delays begun at `at`; a failure is logged, never shown (the sign-in answers the same either way). */
export async function queueLoginAttackMail(env: { LEAD_DELIVERIES: Pick<Queue<LoginAttackMessage>, "send"> }, ownerId: string, at: number): Promise<void> {
  const message: LoginAttackMessage = { ownerId, at, kind: "owner-login-attack-mail" };
  await env.LEAD_DELIVERIES.send(message, { contentType: "json" }).catch((error: unknown) => console.error("login attack notice not queued", error));
}

/**
 * Mails one notice; an account that is gone is dropped ("gone"). Rejects when the mail could not go
 * (the queue tries again); a retried delivery is the same mail (its Message-ID is the notice's).
 */
export async function deliverLoginAttackMail(
  message: Pick<LoginAttackMessage, "ownerId" | "at">,
  deps: PasswordChangedMailDeps,
): Promise<"delivered" | "gone"> {
  const owner = await deps.owners.byId(message.ownerId);
  if (!owner) {
    console.info("login attack notice not sent: the account is gone");
    return "gone";
  }
  const context = deps.mail(undefined);
  const notice = { key: `${owner.id}.${message.at}`, at: message.at, forgotHref: absoluteUrl(forgotPasswordPath(owner.lang), context.origin) };
  await deps.transport.send(ownerLoginAttackMail(notice, owner, context));
  return "delivered";
}
