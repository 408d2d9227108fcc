/** The queue of full syncs requests ask for (wrangler.toml [[queues.consumers]]; worker/index.ts consumes it). */
export const FEED_SYNC_QUEUE = "vitrine-feed-sync";

/** A full sync asked of the feed-sync queue: the first snapshot, or a repair when no version can be read. */
export interface FeedSyncMessage {
  mode: "full";
  reason: "no snapshot" | "unreadable snapshot";
}
