import { favouriteWatchRepository } from "../favourites/watches";
import type { Bindings } from "../bindings";
import { publishedContent } from "../content/published";
import { alertDigestRepository } from "../alerts/alert-digests";
import { leadRepository } from "../db/leads";
import { complianceMailRepository } from "../compliance/mails";
import { FEED_SYNC_QUEUE } from "../feed/sync-queue";
import { configOf } from "../services/config";
import { consumeDeadDeliveries, consumeDeliveries } from "./deliver";
import { deliveryDeps } from "./delivery-deps";
import { consumeFeedSync } from "./feed-sync-queue";

/**
 * Each queue's consumer (wrangler.toml [[queues.consumers]]): the feed-sync queue (a full run under
 * the sync lease, or a real provider's owner sync), the delivery queue and its dead letters.
 */
export async function runQueue(batch: MessageBatch<unknown>, env: Bindings, ctx: Pick<ExecutionContext, "waitUntil">): Promise<void> {
  if (batch.queue === FEED_SYNC_QUEUE) return consumeFeedSync(batch, env, configOf(env).maxRemovalShare);
  if (batch.queue.endsWith("-dead"))
    await consumeDeadDeliveries(
      batch,
      leadRepository(env.DB),
      alertDigestRepository(env.DB),
      favouriteWatchRepository(env.DB),
      complianceMailRepository(env.DB),
    );
  else {
    // Mails carry page addresses: the published content's, as a request's pages do.
    const published = await publishedContent(env.DB, (work) => ctx.waitUntil(work));
    await consumeDeliveries(batch, deliveryDeps(env, {}, published.content));
  }
}
