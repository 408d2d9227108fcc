/**
 * The notice mail of an added passkey, through the lead delivery queue (worker/jobs/deliver.ts,
 * message kind "owner-passkey-mail"), like a password link's mail (worker/owner/password-mail.ts):
 * the message carries the passkey's id and the language of the page it was added on; the passkey and
 * its account are read from D1 at delivery time.
 */
import { sha256Hex } from "../../client/domain/digest";
import type { Lang } from "../../client/i18n/languages";
import { forgotPasswordPath, portalAccountPath } from "../../client/i18n/routes";
import { absoluteUrl } from "../alerts/confirm-mails";
import type { OwnerPasskeyRepository } from "../db/owner-passkeys";
import type { OwnerRepository } from "../db/owners";
import type { MailContext } from "../mail/lead-mails";
import type { MailTransport } from "../mail/mail";
import { ownerPasskeyMail } from "./mails";

/** The queue message of a passkey's notice. */
export interface PasskeyMailMessage {
  passkeyId: string;
  lang: Lang;
  kind: "owner-passkey-mail";
}

/** Queues the notice of the passkey `passkeyId`, added on a page in `lang`. */
export async function queuePasskeyMail(env: { LEAD_DELIVERIES: Pick<Queue<PasskeyMailMessage>, "send"> }, passkeyId: string, lang: Lang): Promise<void> {
  const message: PasskeyMailMessage = { passkeyId, lang, kind: "owner-passkey-mail" };
  await env.LEAD_DELIVERIES.send(message, { contentType: "json" });
}

export interface PasskeyMailDeps {
  transport: MailTransport;
  /** The mail context; called without a request origin, so its origin is SITE_ORIGIN (else the local one). */
  mail: (origin: string | undefined) => MailContext;
  ownerPasskeys: Pick<OwnerPasskeyRepository, "added">;
  owners: Pick<OwnerRepository, "byId">;
}

/**
 * Mails one passkey's notice. A passkey already removed, or whose account is gone, is dropped with a
 * note ("gone"): nothing is left to warn about. Rejects when the mail could not go (the queue tries
 * again); a retried delivery is the same mail (its Message-ID is the passkey's).
 */
export async function deliverPasskeyMail(message: Pick<PasskeyMailMessage, "passkeyId" | "lang">, deps: PasskeyMailDeps): Promise<"delivered" | "gone"> {
  const passkey = await deps.ownerPasskeys.added(message.passkeyId);
  if (!passkey) return skipped(message.passkeyId, "the passkey was removed");
  const owner = await deps.owners.byId(passkey.ownerId);
  if (!owner) return skipped(message.passkeyId, "the account is gone");
  const context = deps.mail(undefined);
  const { lang } = message;
  const notice = {
    // A credential id may be long (up to 1 023 bytes): its digest keeps the Message-ID short.
    key: await sha256Hex(passkey.id),
    name: passkey.name,
    createdAt: passkey.createdAt,
    accountHref: absoluteUrl(portalAccountPath(lang), context.origin),
    forgotHref: absoluteUrl(forgotPasswordPath(lang), context.origin),
  };
  await deps.transport.send(ownerPasskeyMail(notice, owner, lang, context));
  return "delivered";
}

function skipped(passkeyId: string, why: string): "gone" {
  console.info("owner passkey mail not sent:", why, passkeyId.slice(0, 16));
  return "gone";
}
