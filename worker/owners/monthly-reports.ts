/**
 * The owners' monthly report, sent by the cron of the first of the month (OWNER_REPORT_CRON in
 * wrangler.toml): each owner who can sign in and did not stop it gets one mail in their language with
 * the month before's figures of their properties (worker/owners/report-figures.ts). The log in D1
 * (worker/db/owner-reports.ts) makes it once per owner and month, however often the cron runs.
 */
import type { Bindings } from "../bindings";
import type { Content } from "../content/schema";
import { ownerReportRepository } from "../db/owner-reports";
import { currentPointer, languageIndex, projectDetail } from "../feed/reader";
import type { LanguageIndex } from "../feed/snapshot-store";
import type { Lang } from "../../client/i18n/languages";
import { ownerReportMail } from "../mail/owner-report-mail";
import { deliveryDeps } from "../services/deliveries";
import { dayOf } from "../stats/day";
import { previousMonth, reportFigures, type ReportListings } from "./report-figures";

/** The monthly cron: the first of the month at 07:05 UTC (08:05 or 09:05 in Brussels), a minute no other cron uses. */
export const OWNER_REPORT_CRON = "5 7 1 * *";

/** What a run did (for the log and tests). */
export interface ReportRun {
  month: string;
  sent: number;
  /** Already sent this month (or being sent by another run). */
  skipped: number;
  /** Owners with no property to report on. */
  empty: number;
  failed: number;
}

/** The snapshot's listings as the report reads them; each language's index read once per run. */
function snapshotListings(env: Bindings, fallback: Lang): ReportListings {
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

/**
 * Sends the reports of the month before `scheduledTime`'s (the agency's calendar). An owner's report
 * is claimed before it is sent and the claim given back when the mail failed, so a later run sends
 * what this one could not, and never twice what it did.
 */
export async function sendMonthlyReports(env: Bindings, content: Content, scheduledTime: number): Promise<ReportRun> {
  const month = previousMonth(dayOf(new Date(scheduledTime)));
  const reports = ownerReportRepository(env.DB);
  const deps = deliveryDeps(env, {}, content);
  const listings = snapshotListings(env, content.site.language.languageDefault);
  const run: ReportRun = { month: month.key, sent: 0, skipped: 0, empty: 0, failed: 0 };
  for (const owner of await reports.recipients()) {
    try {
      const properties = await reportFigures(env.DB, owner, month, listings);
      if (properties.length === 0) {
        run.empty += 1;
        continue;
      }
      if (!(await reports.claim(owner.id, month.key))) {
        run.skipped += 1;
        continue;
      }
      try {
        await deps.transport.send(ownerReportMail(owner, month, properties, deps.mail(undefined)));
        await reports.markSent(owner.id, month.key);
        run.sent += 1;
      } catch (error) {
        await reports.release(owner.id, month.key);
        throw error;
      }
    } catch (error) {
      run.failed += 1;
      console.error("owner report not sent", owner.id, error);
    }
  }
  console.info(`owner reports of ${run.month}: ${run.sent} sent, ${run.skipped} already sent, ${run.empty} without properties, ${run.failed} failed`);
  return run;
}
