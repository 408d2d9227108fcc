/**
 * Sends one search alert digest (issue 9), as the delivery queue asks. The digest is claimed first:
 * a queue that delivers its message twice, or a sweep that queued it again, never mails it twice.
 */
import { alertManagePath, alertStopPath } from "../../client/i18n/routes";
import type { Lang } from "../../client/i18n/languages";
import type { AlertDigestRepository, DigestWithMatches } from "./alert-digests";
import type { PropertySummary } from "../feed/model";
import { isOnOffer } from "../feed/offer";
import { signLink } from "../leads/signed-link";
import { mailStopHref } from "../mail/recipient-stop";
import { alertListPath, digestMail, type DigestItem } from "./alert-mails";
import type { MailContext } from "../mail/lead-mails";
import type { MailTransport } from "../mail/mail";
import { absoluteUrl, linkSecret } from "./confirm-mails";
import { DIGEST_MAX_LISTINGS } from "./types";

export interface DigestDeliveryDeps {
  transport: MailTransport;
  mail: (origin: string | undefined) => MailContext;
  alerts: Pick<AlertDigestRepository, "digest" | "claimDigest" | "settleDigest">;
  formSecret: string | undefined;
  /** The listings of the current snapshot in a language (a digest shows what is on offer now), or null when none is readable. */
  listings: (lang: Lang) => Promise<readonly PropertySummary[] | null>;
  /** A listing picture's absolute address at a width (the image CDN, or the site's own file). */
  pictureUrl: (url: string, width: number, origin: string) => string;
}

/** Mails a claimed digest, or says why it was settled without a mail; throws when it should be tried again. */
async function sendDigest({ digest, alert, matches }: DigestWithMatches, deps: DigestDeliveryDeps, context: MailContext): Promise<string> {
  if (alert.state !== "active") return `not sent: the alert is ${alert.state}`;
  const listings = await deps.listings(alert.lang);
  if (!listings) throw new Error("the listing snapshot cannot be read");
  const byId = new Map(listings.map((listing) => [listing.id, listing]));
  const items = matches.flatMap((match): DigestItem[] => {
    const listing = byId.get(match.propertyId);
    return listing && isOnOffer(listing) && listing.goal === alert.criteria.goal ? [{ listing, match }] : [];
  });
  if (items.length === 0) return "not sent: none of its listings is on offer any more";
  const token = await signLink(linkSecret(deps.formSecret), "alert", alert.id);
  const mail = digestMail({
    digestId: digest.id,
    alert,
    items: items.slice(0, DIGEST_MAX_LISTINGS),
    total: items.length,
    links: {
      manage: absoluteUrl(alertManagePath(alert.lang, token), context.origin),
      stop: absoluteUrl(alertStopPath(alert.lang, token), context.origin),
      stopAll: await mailStopHref(deps.formSecret, alert.email, alert.lang, context.origin),
      list: absoluteUrl(alertListPath(alert.criteria, alert.lang), context.origin),
    },
    pictureUrl: (url, width) => deps.pictureUrl(url, width, context.origin),
    context,
  });
  return (await deps.transport.send(mail)).messageId;
}

/**
 * Sends one digest: its matches that are still on offer in the current snapshot, newest first, at
 * most DIGEST_MAX_LISTINGS of them with a link to the whole list. A digest left with none (all sold
 * or withdrawn since), or whose alert was stopped meanwhile, is settled without a mail. A digest
 * another delivery is sending right now is left to it (this message is retried, and then finds it sent).
 */
export async function deliverDigest(digestId: string, deps: DigestDeliveryDeps): Promise<"delivered" | "already" | "gone"> {
  const found = await deps.alerts.digest(digestId);
  if (!found) return "gone";
  if (found.digest.state === "sent" || found.digest.state === "dead") return "already";
  const context = deps.mail(undefined);
  const claimedAt = Date.now();
  if (!(await deps.alerts.claimDigest(digestId, claimedAt))) {
    const now = await deps.alerts.digest(digestId);
    if (!now || now.digest.state === "sent" || now.digest.state === "dead") return "already";
    throw new Error("the digest is being sent by another delivery");
  }
  let receipt: string;
  try {
    receipt = await sendDigest(found, deps, context);
  } catch (error) {
    await deps.alerts.settleDigest(digestId, claimedAt, { state: "pending", error: error instanceof Error ? error.message : String(error) });
    throw error;
  }
  // Once mailed it is never put back to pending: should this write fail, the claim goes stale first.
  await deps.alerts.settleDigest(digestId, claimedAt, { state: "sent", receipt, at: context.now.getTime() });
  return "delivered";
}
