import * as v from "valibot";

/** The queue of work a request or a sync hands to its own invocation (wrangler.toml [[queues.consumers]]; worker/jobs/feed-sync-queue.ts consumes it). */
export const FEED_SYNC_QUEUE = "vitrine-feed-sync";

/** A full sync asked of the feed-sync queue: the first snapshot, or a repair when no version can be read. */
export const FullSyncMessageSchema = v.object({
  mode: v.literal("full"),
  reason: v.picklist(["no snapshot", "unreadable snapshot"]),
});
export type FullSyncMessage = v.InferOutput<typeof FullSyncMessageSchema>;

/**
 * The owner accounts' sync of a real provider, asked after a full run (worker/jobs/sync-listings.ts): in
 * its own invocation, so its calls (one per owner, up to MAX_RELATED_PROPERTY_CALLS, and their pages)
 * do not count against the full sync's subrequests.
 */
export const OwnerSyncMessageSchema = v.object({ task: v.literal("owners") });
export type OwnerSyncMessage = v.InferOutput<typeof OwnerSyncMessageSchema>;

/** What the feed-sync queue carries. */
export const FeedSyncMessageSchema = v.union([FullSyncMessageSchema, OwnerSyncMessageSchema]);
export type FeedSyncMessage = v.InferOutput<typeof FeedSyncMessageSchema>;
