import { createApp } from "./app";
import { pipelineDeps, sweepAlerts } from "./alerts/pipeline";
import { alertDigestRepository } from "./db/alert-digests";
import type { Bindings } from "./bindings";
import { FULL_SYNC_CRON, syncListings } from "./feed/listings";
import { consumeFeedSync } from "./feed/sync-consumer";
import { FEED_SYNC_QUEUE } from "./feed/sync-queue";
import { captchaReplayRepository } from "./db/captcha-replay";
import { leadRepository } from "./db/leads";
import { propertyViewRepository } from "./db/property-views";
import { dayOf } from "./stats/day";
import { consumeDeadDeliveries, consumeDeliveries } from "./leads/deliver";
import { requeueStalled } from "./leads/enqueue";
import { purgeExpired } from "./privacy/retention";
import { configOf } from "./services/config";
import { deliveryDeps } from "./services/deliveries";
import { publishedContent } from "./content/published";
import { contentVersionRepository } from "./db/content-versions";
import { OWNER_REPORT_CRON, queueMonthlyReports } from "./owners/monthly-reports";

const app = createApp();

// Only the default export: workerd takes every named export of the main module for an entrypoint.
export default {
  fetch: app.fetch,
  /**
   * The monthly cron queues the owners' reports (the delivery queue's consumer sends them) and
   * nothing else; the nightly one reconciles everything; every other trigger is an incremental run.
   */
  async scheduled(controller, env, ctx) {
    if (controller.cron === OWNER_REPORT_CRON) {
      ctx.waitUntil(queueMonthlyReports(env, controller.scheduledTime).catch((error: unknown) => console.error("owner reports not queued", error)));
      return;
    }
    ctx.waitUntil(syncListings(env, controller.cron === FULL_SYNC_CRON ? "full" : "incremental", configOf(env).maxRemovalShare));
    ctx.waitUntil(requeueStalled(leadRepository(env.DB), env.LEAD_DELIVERIES, Date.now()));
    ctx.waitUntil(sweepAlerts(pipelineDeps(env), Date.now()).catch((error: unknown) => console.error("search alert sweep failed", error)));
    ctx.waitUntil(captchaReplayRepository(env.DB).forgetExpired(Date.now()));
    ctx.waitUntil(propertyViewRepository(env.DB).forgetOldVisitors(dayOf(new Date())));
    ctx.waitUntil(contentVersionRepository(env.DB).prune(new Date(controller.scheduledTime)));
    // Leads, stopped alerts and unsubscribed addresses past LEAD_RETENTION_DAYS (a backlog drains over runs).
    ctx.waitUntil(purgeExpired(env, new Date(controller.scheduledTime)).catch((error: unknown) => console.error("retention purge failed", error)));
  },
  /** Lead deliveries (wrangler.toml [[queues.consumers]]): the queue and its dead letters. */
  async queue(batch, env, ctx) {
    // The feed-sync queue: a full run under the sync lease, or a real provider's owner sync.
    if (batch.queue === FEED_SYNC_QUEUE) return consumeFeedSync(batch, env, configOf(env).maxRemovalShare);
    if (batch.queue.endsWith("-dead")) await consumeDeadDeliveries(batch, leadRepository(env.DB), alertDigestRepository(env.DB));
    else {
      // Mails carry page addresses: the published content's, as a request's pages do.
      const published = await publishedContent(env.DB, (work) => ctx.waitUntil(work));
      await consumeDeliveries(batch, deliveryDeps(env, {}, published.content));
    }
  },
} satisfies ExportedHandler<Bindings>;
