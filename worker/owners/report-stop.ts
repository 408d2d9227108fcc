/**
 * The monthly report's one-click stop link (issue 36): signed with the owner's id (worker/leads/
 * signed-link.ts, purpose "owner-report"), so stopping the report needs no sign-in; the mail carries it
 * as a link and in its List-Unsubscribe header (RFC 8058), as the search alert digests do.
 */
import { reportStopPath } from "../../client/i18n/routes";
import { absoluteUrl, linkSecret } from "../alerts/confirm-mails";
import type { Owner } from "../db/owners";
import { signLink } from "../leads/signed-link";

/** The absolute stop address of `owner`'s report, in the owner's language. */
export async function reportStopHref(formSecret: string | undefined, owner: Pick<Owner, "id" | "lang">, origin: string): Promise<string> {
  const token = await signLink(linkSecret(formSecret), "owner-report", owner.id);
  return absoluteUrl(reportStopPath(owner.lang, token), origin);
}
