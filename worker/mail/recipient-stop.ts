/**
 * The one-click stop of all mail from the site to one address (issue 37): every mail to an address a
 * visitor typed carries it, as a link and as List-Unsubscribe (RFC 2369, RFC 8058). The link is signed
 * (worker/leads/signed-link.ts, purpose "mail-stop") over the address's key, so stopping needs no
 * account and the address never appears in the link.
 */
import type { Lang } from "../../client/i18n/languages";
import { sha256Hex } from "../../client/domain/digest";
import { signLink } from "../leads/signed-link";

/**
 * The segment of the stop address, per language. Kept here, not with the page addresses of
 * client/i18n/routes.ts: no page script ever links to it.
 */
export const MAIL_STOP_SEGMENT: Record<Lang, string> = { nl: "geen-mail-meer", fr: "plus-de-mail", en: "no-more-mail", de: "keine-mail-mehr" };

/**
 * The key of an address in the stop list: the first 128 bits of the SHA-256 of the lower-cased,
 * trimmed address, written as a uuid (the signed link's id). Privacy: the list keeps no address, only
 * this digest; whoever holds an address can compute its key (the privacy desk does, to show the stop in
 * an export), but the list alone names nobody.
 */
export async function addressKey(email: string): Promise<string> {
  const digest = (await sha256Hex(email.trim().toLowerCase())).slice(0, 32);
  return `${digest.slice(0, 8)}-${digest.slice(8, 12)}-${digest.slice(12, 16)}-${digest.slice(16, 20)}-${digest.slice(20, 32)}`;
}

/**
 * The segment of the owner's monthly report's stop address (worker/owner/report-stop.ts); beside
 * the one above so the same-origin check (worker/middleware/same-origin.ts) reads both from here.
 */
export const REPORT_STOP_SEGMENT: Record<Lang, string> = { nl: "maandrapport", fr: "rapport-mensuel", en: "monthly-report", de: "monatsbericht" };

/** The stop page of a token, in a language: `/en/no-more-mail/<token>/stop/`. */
export function mailStopPath(lang: Lang, token: string): string {
  return `/${lang}/${MAIL_STOP_SEGMENT[lang]}/${token}/stop/`;
}

/**
 * The absolute stop address for `email`, in the mail's language; undefined without FORM_SECRET (then
 * nothing can be signed: a deployment without it is refused by the deploy check, and the mail still goes).
 */
export async function mailStopHref(formSecret: string | undefined, email: string, lang: Lang, origin: string): Promise<string | undefined> {
  if (!formSecret) return undefined;
  const token = await signLink(formSecret, "mail-stop", await addressKey(email));
  return new URL(mailStopPath(lang, token), origin).toString();
}

/** The unsubscribe headers of a mail whose one stop is `href` (the mail layer passes them on: worker/mail/transports.ts). */
export function stopHeaders(href: string): Record<string, string> {
  return { "List-Unsubscribe": `<${href}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

/** RFC 2369 and RFC 8058: the mail client's own unsubscribe button posts to the stop address. */
export function unsubscribeHeaders(stop: string): Record<string, string> {
  return { "List-Unsubscribe": `<${stop}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}
