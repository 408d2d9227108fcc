/**
 * The delivery of a password link's mail (worker/jobs/deliver.ts, message kind
 * "owner-password-mail"): the link row and its account are read from D1 at delivery time.
 */
import { choosePasswordPath } from "../../client/i18n/routes";
import { absoluteUrl, linkSecret } from "../alerts/confirm-mails";
import type { OwnerPasswordLinkRepository } from "../db/owner-password-links";
import type { OwnerRepository } from "../db/owners";
import { signLink } from "../leads/signed-link";
import type { MailContext } from "../mail/lead-mails";
import type { MailTransport } from "../mail/mail";
import { ownerPasswordMail } from "./mails";

/** The queue message of a password link's mail. */
export interface PasswordMailMessage {
  linkId: string;
  kind: "owner-password-mail";
}

export interface PasswordMailDeps {
  transport: MailTransport;
  /** The mail context; called without a request origin, so its origin is SITE_ORIGIN (else the local one). */
  mail: (origin: string | undefined) => MailContext;
  formSecret: string | undefined;
  ownerLinks: Pick<OwnerPasswordLinkRepository, "byId" | "markMailed">;
  owners: Pick<OwnerRepository, "byId">;
}

/**
 * Mails one password link. A link already mailed is not mailed again ("already"); a used or expired
 * link, or one whose row or account is gone, is dropped with a note ("gone"): nothing left to send.
 * Rejects when the mail could not go (the queue tries again).
 */
export async function deliverPasswordMail(linkId: string, deps: PasswordMailDeps, now: number = Date.now()): Promise<"delivered" | "already" | "gone"> {
  const link = await deps.ownerLinks.byId(linkId);
  if (!link) return skipped(linkId, "the link is gone");
  if (link.mailedAt !== null) return "already";
  if (link.usedAt !== null) return skipped(linkId, "the link was used");
  if (link.expiresAt <= now) return skipped(linkId, "the link expired");
  const owner = await deps.owners.byId(link.ownerId);
  if (!owner) return skipped(linkId, "the account is gone");
  const context = deps.mail(undefined);
  const token = await signLink(linkSecret(deps.formSecret), "owner-password", link.id);
  const href = absoluteUrl(choosePasswordPath(link.lang, token), context.origin);
  await deps.transport.send(ownerPasswordMail(link, owner, link.lang, href, context));
  await deps.ownerLinks.markMailed(link.id, now);
  return "delivered";
}

function skipped(linkId: string, why: string): "gone" {
  console.info("owner password mail not sent:", why, linkId);
  return "gone";
}
