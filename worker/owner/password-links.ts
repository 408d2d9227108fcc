/**
 * One-time "choose your password" links of owners (an invitation or a reset): issued here, mailed by
 * the lead delivery queue. The link row is stored first and the queue message carries only its id;
 * the delivery reads the row and the account from D1, so a replayed or late message never mails a
 * used or expired link, nor one of an account that is gone (worker/owner/password-mail.ts).
 */
import type { Lang } from "../../client/i18n/languages";
import type { Bindings } from "../bindings";
import { ownerPasswordLinkRepository, RESET_LINK_TTL_MS, type PasswordLinkPurpose } from "../db/owner-password-links";
import type { Owner } from "../db/owners";
import type { PasswordMailMessage } from "./password-mail";

/**
 * Creates a password link of `owner` for `purpose` in `lang` and queues its mail; resolves once both
 * are done (a failure rejects: the caller decides what the person is told). Returns the link's id.
 */
export async function sendPasswordLink(env: Bindings, owner: Owner, purpose: PasswordLinkPurpose, lang: Lang, now: number = Date.now()): Promise<string> {
  const linkId = await ownerPasswordLinkRepository(env.DB).create(owner.id, purpose, lang, now);
  const message: PasswordMailMessage = { linkId, kind: "owner-password-mail" };
  await env.LEAD_DELIVERIES.send(message, { contentType: "json" });
  return linkId;
}

/**
 * Reset links an account gets from "forgot password" within RESET_LINK_TTL_MS (an hour): enough for
 * a mail that went astray, too few for anyone who types the owner's address to fill their mailbox.
 */
export const MAX_RESET_REQUESTS_PER_HOUR = 3;

/**
 * A reset link asked for on the "forgot password" page: sent unless the account had
 * MAX_RESET_REQUESTS_PER_HOUR of them in the last hour (the page answers the same either way).
 */
export async function sendRequestedReset(env: Bindings, owner: Owner, lang: Lang, now: number = Date.now()): Promise<"sent" | "limited"> {
  const recent = await ownerPasswordLinkRepository(env.DB).resetsSince(owner.id, now - RESET_LINK_TTL_MS);
  if (recent >= MAX_RESET_REQUESTS_PER_HOUR) return "limited";
  await sendPasswordLink(env, owner, "reset", lang, now);
  return "sent";
}
