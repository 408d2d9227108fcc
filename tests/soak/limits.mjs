// Every knob of `npm run soak` in one place, each with its unit. The development machine has two
// cores shared with other work, so the load is modest: what the soak looks for is wrong answers
// around snapshot flips, not the highest request rate.

/** How long the load and the syncs run, after the site has answered its first page. */
export const SOAK_SECONDS = Number(process.env.SOAK_SECONDS ?? 180);
/** Port of the soak's own `wrangler dev` (its local state lives in .wrangler/soak-<port>). */
export const SOAK_PORT = Number(process.env.SOAK_PORT ?? 8830);
/** Requests in flight at once (closed loop: one keep-alive connection each). */
export const SOAK_CONCURRENCY = Number(process.env.SOAK_CONCURRENCY ?? 8);
/** Every this many-th sync is the nightly full reconciliation; the others are incremental. */
export const SOAK_FULL_EVERY = Number(process.env.SOAK_FULL_EVERY ?? 4);
/**
 * 0: syncs strictly one after the other. N > 0 (5 by default, as the 15-minute and the 03:00 crons
 * meet every night): every N-th round starts an incremental and a full
 * sync at the same moment, to see what two overlapping runs do to the pointer.
 */
export const SOAK_OVERLAP_EVERY = Number(process.env.SOAK_OVERLAP_EVERY ?? 5);
/** A sync that has not recorded its end in D1 sync_runs after this long counts as hung. */
export const SYNC_TIMEOUT_MS = Number(process.env.SOAK_SYNC_TIMEOUT_S ?? 60) * 1000;
/** Pause between the end of one sync and the start of the next. */
export const SYNC_PAUSE_MS = Number(process.env.SOAK_SYNC_PAUSE_MS ?? 250);
/** How often each language's search index is read to follow the snapshot's listings. */
export const TRACK_INTERVAL_MS = 400;
/** How often D1 sync_runs is read while a sync runs. */
export const RUN_POLL_INTERVAL_MS = 100;
/**
 * After the last sync, longer than a reader caches the snapshot pointer (worker/feed/reader.ts,
 * FEED_POINTER_TTL_MS = 5 s): then every page must show the final snapshot, whole.
 */
export const POINTER_SETTLE_MS = 6_000;
/** How long wrangler dev may take to answer its first page (the first request seeds the snapshot). */
export const READY_TIMEOUT_MS = 120_000;
/** A request that takes longer than this is abandoned and counted as an error (status 0). */
export const REQUEST_TIMEOUT_MS = 30_000;
/** Problems (errors, lost pages) listed one by one in the printed summary; results.json has all. */
export const LISTED_PROBLEMS = 15;
/** A desktop browser's user agent, so pages stream as they do for visitors (as `npm run bench`). */
export const BROWSER_USER_AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Safari/537.36";
