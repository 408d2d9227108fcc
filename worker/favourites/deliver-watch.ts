/**
 * Sends a favourites watch's mails as the delivery queue asks: the confirmation of a new watch, and
 * a change mail. A change mail is claimed first, so a queue that delivers its message twice (or the
 * cron that queued it again) never mails it twice; a watch stopped meanwhile gets nothing.
 */
import { favouritesHref } from "../../client/domain/favourites";
import { fixedPath } from "../../client/i18n/routes";
import { signLink } from "../leads/signed-link";
import type { MailContext } from "../mail/lead-mails";
import type { MailTransport } from "../mail/mail";
import { mailStopHref } from "../mail/recipient-stop";
import { watchPath, watchStopPath } from "./paths";
import { watchChangeMail, watchConfirmMail, type WatchLinks } from "./watch-mails";
import type { FavouriteWatch, FavouriteWatchRepository } from "./watches";

export interface WatchDeliveryDeps {
  transport: MailTransport;
  mail: (origin: string | undefined) => MailContext;
  watches: Pick<FavouriteWatchRepository, "byId" | "settleConfirm" | "mail" | "claimMail" | "settleMail">;
  formSecret: string | undefined;
}

type Outcome = "delivered" | "already" | "gone";

async function linksOf(watch: FavouriteWatch, deps: WatchDeliveryDeps, origin: string, main: "confirm" | "list"): Promise<WatchLinks> {
  if (!deps.formSecret) throw new Error("FORM_SECRET is not set: mail links cannot be signed");
  const token = await signLink(deps.formSecret, "favourites", watch.id);
  const list = favouritesHref(fixedPath("favourites", watch.lang), watch.propertyIds);
  return {
    main: new URL(main === "confirm" ? watchPath(watch.lang, token) : list, origin).toString(),
    stop: new URL(watchStopPath(watch.lang, token), origin).toString(),
    stopAll: await mailStopHref(deps.formSecret, watch.email, watch.lang, origin),
  };
}

/** The confirmation mail of a watch; nothing for a watch no longer waiting for it. */
export async function deliverWatchConfirm(watchId: string, deps: WatchDeliveryDeps): Promise<Outcome> {
  const watch = await deps.watches.byId(watchId);
  if (!watch) return "gone";
  if (watch.state !== "unconfirmed") return "already";
  const context = deps.mail(undefined);
  const mail = watchConfirmMail(watch, await linksOf(watch, deps, context.origin, "confirm"), context);
  await deps.watches.settleConfirm(watch.id, (await deps.transport.send(mail)).messageId);
  return "delivered";
}

/** One change mail; throws when it should be tried again. */
export async function deliverWatchMail(mailId: string, deps: WatchDeliveryDeps): Promise<Outcome> {
  const found = await deps.watches.mail(mailId);
  if (!found) return "gone";
  if (found.state === "sent" || found.state === "dead") return "already";
  const claimedAt = Date.now();
  if (!(await deps.watches.claimMail(mailId, claimedAt))) throw new Error("the change mail is being sent by another delivery");
  let receipt: string;
  try {
    const watch = await deps.watches.byId(found.watchId);
    if (!watch || watch.state !== "active") {
      await deps.watches.settleMail(mailId, { state: "dead", error: `not sent: the watch is ${watch?.state ?? "gone"}` });
      return "gone";
    }
    const context = deps.mail(undefined);
    const mail = watchChangeMail(mailId, watch, found.items, await linksOf(watch, deps, context.origin, "list"), context);
    receipt = (await deps.transport.send(mail)).messageId;
  } catch (error) {
    await deps.watches.settleMail(mailId, { state: "pending", error: error instanceof Error ? error.message : String(error) });
    throw error;
  }
  // Sent: should recording it fail, the claim stays and the mail is not tried again before it goes stale
  // (STALE_CLAIM_MS), rather than at once, which would mail it twice.
  await deps.watches.settleMail(mailId, { state: "sent", receipt });
  return "delivered";
}
