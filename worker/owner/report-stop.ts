/**
 * The monthly report's one-click stop link (issue 36): signed with the owner's id (worker/leads/
 * signed-link.ts, purpose "owner-report"), so stopping the report needs no sign-in; the mail carries it
 * as a link and in its List-Unsubscribe header (RFC 8058), as the search alert digests do.
 */
import type { Lang } from "../../client/i18n/languages";
import { absoluteUrl, linkSecret } from "../alerts/confirm-mails";
import type { Owner } from "../db/owners";
import { signLink } from "../leads/signed-link";
import { REPORT_STOP_SEGMENT } from "../mail/recipient-stop";

/** The monthly report's one-click unsubscribe address (RFC 8058, as alertStopPath): `/nl/maandrapport/<token>/stop/`. */
export function reportStopPath(lang: Lang, token: string): string {
  return `/${lang}/${REPORT_STOP_SEGMENT[lang]}/${token}/stop/`;
}

/** The absolute stop address of `owner`'s report, in the owner's language. */
export async function reportStopHref(formSecret: string | undefined, owner: Pick<Owner, "id" | "lang">, origin: string): Promise<string> {
  const token = await signLink(linkSecret(formSecret), "owner-report", owner.id);
  return absoluteUrl(reportStopPath(owner.lang, token), origin);
}
