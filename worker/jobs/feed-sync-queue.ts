/**
 * The feed-sync queue's consumer (worker/index.ts): each message is one piece of work in its own
 * invocation, so it has the Worker's subrequests and time to itself. A full sync runs under the sync
 * lease (a second one is skipped); the owner sync (worker/owner/sync.ts) writes by e-mail, so a
 * second one at once only writes the same rows again. The queue has no retries (wrangler.toml): a
 * failed run is the next cron's or request's to ask again.
 */
import * as v from "valibot";
import type { Bindings } from "../bindings";
import { ownerDataSource, type OwnerDataSourceOptions } from "../owner/source";
import { syncOwners } from "../owner/sync";
import { syncListings } from "./sync-listings";
import { FeedSyncMessageSchema } from "../feed/sync-queue";

/**
 * Runs each message of `batch`, a full sync with `maxRemovalShare` (the site's configuration); one
 * that cannot be read is logged and dropped (a retry would read it no better).
 */
export async function consumeFeedSync(
  batch: MessageBatch<unknown>,
  env: Bindings,
  maxRemovalShare: number,
  options: OwnerDataSourceOptions = {},
): Promise<void> {
  for (const message of batch.messages) {
    const parsed = v.safeParse(FeedSyncMessageSchema, message.body);
    if (!parsed.success) {
      console.error("feed-sync queue: a message that is no known task was dropped", v.summarize(parsed.issues));
    } else if ("task" in parsed.output) {
      await syncOwners(env, ownerDataSource(env, options), Date.now()).catch((error: unknown) =>
        console.error("owner accounts not synced (the next full run asks again)", error),
      );
    } else {
      await syncListings(env, "full", maxRemovalShare);
    }
    message.ack();
  }
}
