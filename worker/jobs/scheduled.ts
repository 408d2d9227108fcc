import type { Bindings } from "../bindings";
import { captchaReplayRepository } from "../db/captcha-replay";
import { contentVersionRepository } from "../content/content-versions";
import { leadRepository } from "../db/leads";
import { propertyViewRepository } from "../db/property-views";
import { configOf } from "../services/config";
import { dayOf } from "../stats/day";
import { pipelineDeps, sweepAlerts } from "./alert-pipeline";
import { checkVisitSlots, sweepWatchMails, VISIT_CHECK_CRONS, visitCheckDeps, watchPipelineDeps } from "./favourite-watches";
import { dailyComplianceMail } from "./compliance";
import { OWNER_REPORT_CRON, queueMonthlyReports } from "./owner-reports";
import { requeueStalled } from "./requeue-stalled";
import { purgeExpired } from "./retention";
import { FULL_SYNC_CRON, syncListings } from "./sync-listings";

/**
 * What each cron trigger runs (wrangler.toml [triggers]). The monthly one queues the owners'
 * reports (the delivery queue's consumer sends them) and nothing else; the nightly one reconciles
 * everything; every other trigger is an incremental run. Each piece's failure is its own.
 */
export function runScheduled(controller: Pick<ScheduledController, "cron" | "scheduledTime">, env: Bindings, ctx: Pick<ExecutionContext, "waitUntil">): void {
  if (controller.cron === OWNER_REPORT_CRON) {
    ctx.waitUntil(queueMonthlyReports(env, controller.scheduledTime).catch((error: unknown) => console.error("owner reports not queued", error)));
    return;
  }
  ctx.waitUntil(syncListings(env, controller.cron === FULL_SYNC_CRON ? "full" : "incremental", configOf(env).maxRemovalShare));
  ctx.waitUntil(requeueStalled(leadRepository(env.DB), env.LEAD_DELIVERIES, Date.now()));
  ctx.waitUntil(sweepAlerts(pipelineDeps(env), Date.now()).catch((error: unknown) => console.error("search alert sweep failed", error)));
  ctx.waitUntil(sweepWatchMails(watchPipelineDeps(env)).catch((error: unknown) => console.error("favourites change mail sweep failed", error)));
  if (VISIT_CHECK_CRONS.has(controller.cron))
    ctx.waitUntil(checkVisitSlots(visitCheckDeps(env)).catch((error: unknown) => console.error("favourites visit slot check failed", error)));
  ctx.waitUntil(
    dailyComplianceMail(env, controller.cron, controller.scheduledTime).catch((error: unknown) => console.error("daily compliance mail not queued", error)),
  );
  ctx.waitUntil(captchaReplayRepository(env.DB).forgetExpired(Date.now()));
  ctx.waitUntil(propertyViewRepository(env.DB).forgetOldVisitors(dayOf(new Date())));
  ctx.waitUntil(contentVersionRepository(env.DB).prune(new Date(controller.scheduledTime)));
  // Leads, stopped alerts and unsubscribed addresses past LEAD_RETENTION_DAYS (a backlog drains over runs).
  ctx.waitUntil(purgeExpired(env, new Date(controller.scheduledTime)).catch((error: unknown) => console.error("retention purge failed", error)));
}
