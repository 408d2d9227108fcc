/**
 * The owners' monthly report. The cron of the first of the month (OWNER_REPORT_CRON in wrangler.toml)
 * only queues one message per owner who can sign in and did not stop it (kind "owner-report") on the
 * delivery queue; the queue's consumer (worker/jobs/deliver.ts) reads that owner's figures of the
 * month before (worker/owner/report-figures.ts) and mails them in the owner's language, one owner per
 * message, so no invocation runs out of queries however many owners there are. A mail that could not
 * go is retried by the queue with its backoff and dead-lettered at the end, as every other delivery.
 * The log in D1 (worker/db/owner-reports.ts) makes it once per owner and month, however often a
 * message is delivered.
 */
import type { OwnerReportMessage } from "../leads/delivery-messages";
import type { Lang } from "../../client/i18n/languages";
import { ownerReportRepository } from "../db/owner-reports";
import type { OwnerRepository } from "../db/owners";
import { currentPointer, languageIndex, projectDetail } from "../feed/reader";
import type { LanguageIndex } from "../feed/snapshot-store";
import type { MailContext } from "../mail/lead-mails";
import type { MailTransport } from "../mail/mail";
import { ownerReportMail } from "../owner/report-mail";
import { dayOf } from "../stats/day";
import { monthOfKey, previousMonth, reportFigures, type ReportListings } from "../owner/report-figures";
import { reportStopHref } from "../owner/report-stop";

/** The monthly cron: the first of the month at 07:05 UTC (08:05 or 09:05 in Brussels), a minute no other cron uses. */
export const OWNER_REPORT_CRON = "5 7 1 * *";

/** Messages per sendBatch call: the queue's limit. */
const BATCH = 100;

/**
 * Queues the report of the month before `scheduledTime`'s (the agency's calendar) for every owner who
 * gets it; resolves to how many were queued. Queuing twice is harmless: the consumer sends once.
 */
export async function queueMonthlyReports(
  env: { DB: D1Database; LEAD_DELIVERIES: Pick<Queue<OwnerReportMessage>, "sendBatch"> },
  scheduledTime: number,
): Promise<number> {
  const month = previousMonth(dayOf(new Date(scheduledTime)));
  const ids = await ownerReportRepository(env.DB).recipientIds();
  for (let start = 0; start < ids.length; start += BATCH) {
    const chunk = ids.slice(start, start + BATCH);
    await env.LEAD_DELIVERIES.sendBatch(
      chunk.map((ownerId) => ({ body: { ownerId, month: month.key, kind: "owner-report" as const }, contentType: "json" as const })),
    );
  }
  console.info(`owner reports of ${month.key}: ${ids.length} queued`);
  return ids.length;
}

/** The snapshot's listings as the report reads them; each language's index read once per isolate's batch. */
export function snapshotListings(env: { FEED: KVNamespace }, fallback: Lang): ReportListings {
  const indexes = new Map<Lang, Promise<LanguageIndex | null>>();
  const pointer = currentPointer(env.FEED);
  const read = async (lang: Lang) => {
    const current = await pointer;
    if (!current) return null;
    return (await languageIndex(env.FEED, current, lang)) ?? (await languageIndex(env.FEED, current, fallback));
  };
  return {
    index: (lang) => {
      let index = indexes.get(lang);
      if (!index) indexes.set(lang, (index = read(lang)));
      return index;
    },
    project: async (index, id) => projectDetail(env.FEED, index, id, (await pointer)?.previous),
  };
}

export interface OwnerReportDeps {
  db: D1Database;
  transport: MailTransport;
  /** The mail context; called without a request origin, so its origin is SITE_ORIGIN (else the local one). */
  mail: (origin: string | undefined) => MailContext;
  owners: Pick<OwnerRepository, "byId">;
  /** Signs the report's one-click stop link. */
  formSecret: string | undefined;
  reportListings: () => ReportListings;
}

/**
 * Sends one owner's report of one month. "already" when it was sent (or is being sent right now by
 * another delivery); "gone" when the owner is gone, stopped it, cannot sign in or has nothing to
 * report. The report is claimed before it is sent and the claim given back when the mail failed, then
 * this rejects and the queue tries again; a claim left by a delivery that died before it could mark
 * the mail sent is taken again after an hour (worker/db/owner-reports.ts).
 */
export async function deliverOwnerReport(
  message: Pick<OwnerReportMessage, "ownerId" | "month">,
  deps: OwnerReportDeps,
): Promise<"delivered" | "already" | "gone"> {
  const reports = ownerReportRepository(deps.db);
  if (await reports.wasSent(message.ownerId, message.month)) return "already";
  const owner = await deps.owners.byId(message.ownerId);
  if (!owner || !owner.passwordHash || !(await reports.wantsReport(owner.id))) return "gone";
  const month = monthOfKey(message.month);
  const context = deps.mail(undefined);
  const properties = await reportFigures(deps.db, owner, month, deps.reportListings());
  if (properties.length === 0) return "gone";
  if (!(await reports.claim(owner.id, month.key))) return "already";
  try {
    const stop = await reportStopHref(deps.formSecret, owner, context.origin);
    await deps.transport.send(ownerReportMail(owner, month, properties, context, stop));
  } catch (error) {
    await reports.release(owner.id, month.key);
    throw error;
  }
  await reports.markSent(owner.id, month.key);
  return "delivered";
}
