import { LANGUAGES } from "../../client/i18n/languages";
import { afterPublish, pipelineDeps } from "./alert-pipeline";
import { favouriteWatchesAfterRun } from "./favourite-watches";
import { complianceAfterRun } from "./compliance";
import { listingHistoryRepository } from "../feed/listing-history-store";
import { syncLeaseRepository } from "../feed/sync-lease";
import { syncRunRepository, type SyncMode, type SyncRunResult } from "../feed/sync-runs";
import { snapshotVersionRepository } from "../feed/snapshot-versions";
import type { Bindings } from "../bindings";
import { i18nFor } from "../i18n";
import { seedDemoOwners } from "../owner/demo-seed";
import { seedDemoHistory } from "./demo-history";
import { ownerDataSource } from "../owner/source";
import { syncOwners } from "../owner/sync";
import { createFeedSource, wordsFrom } from "../feed/provider";
import { oneRunAtATime } from "../feed/one-run";
import { forgetPointer } from "../feed/reader";
import { snapshotStore } from "../feed/snapshot-store";
import { runSync } from "../feed/sync";
import type { FullSyncMessage, OwnerSyncMessage } from "../feed/sync-queue";
import type { SeedFirstSnapshot } from "../services/listings";

/** The cron string of the nightly full reconciliation (wrangler.toml [triggers]). */
export const FULL_SYNC_CRON = "0 3 * * *";

/** The configured feed source, writing translated words from our catalogues into the listings. */
function feedSource(env: Bindings) {
  return createFeedSource(env, { words: (lang) => wordsFrom((id) => i18nFor(lang)._(id)) });
}

/**
 * One sync run against the configured source (the demo feed when no provider is configured). Every
 * way a run starts (cron, feed-sync queue, the inline seed) comes through here, so a published run's
 * changes always reach the search alerts; their failure is logged, never the run's (the stored
 * change batch is matched again by the cron's sweep). The owner portal's data follows the same way
 * (ownerDataAfterRun).
 */
export async function syncListings(env: Bindings, mode: SyncMode, maxRemovalShare: number): Promise<SyncRunResult> {
  const source = feedSource(env);
  // The local demo's made-up history, before the first run reads it (never on a deployed site).
  await seedDemoHistory(env, source, Date.now()).catch((error: unknown) => console.error("local demo listing history not seeded", error));
  const result = await runSync(
    {
      store: snapshotStore(env.FEED),
      runs: syncRunRepository(env.DB),
      lease: syncLeaseRepository(env.DB),
      versions: snapshotVersionRepository(env.DB),
      source,
      languages: LANGUAGES,
      now: () => new Date(),
      maxRemovalShare,
      recordedFacts: (ids) => listingHistoryRepository(env.DB).factsOf(ids),
    },
    mode,
  );
  await afterPublish(pipelineDeps(env), result).catch((error: unknown) => console.error("search alerts not matched after the sync (the cron retries)", error));
  await favouriteWatchesAfterRun(env, result, LANGUAGES[0]);
  await complianceAfterRun(env, result);
  await ownerDataAfterRun(env, mode, result);
  return result;
}

/**
 * The owner portal's data after a run, each part's failure logged and never the run's:
 * - owner accounts on full runs only (the nightly run, the first seed, a queued full run): owners
 *   change far less often than listings, and Omnicasa's answer costs a call per owner, which every
 *   quarter-hourly incremental run would spend again for nothing; a skipped run (another holds the
 *   lease) leaves them to that one. A real provider's owner sync (up to MAX_RELATED_PROPERTY_CALLS
 *   calls and their pages) goes to the feed-sync queue, so its subrequests are its own invocation's,
 *   not added to this run's; the demo's takes milliseconds and runs here, so `npm start` has its
 *   demo owner at once;
 * - the local demo's seed right after them, before this run's history, so it finds the demo
 *   properties without history the first time only;
 * - the price and state history of a published run.
 */
async function ownerDataAfterRun(env: Bindings, mode: SyncMode, result: SyncRunResult): Promise<void> {
  const now = Date.now();
  if (mode === "full" && result.outcome !== "skipped") {
    const source = ownerDataSource(env);
    if (source.name !== "demo") {
      const message: OwnerSyncMessage = { task: "owners" };
      await env.FEED_SYNC.send(message).catch((error: unknown) => console.error("owner sync not queued (the next full run asks again)", error));
    } else {
      const synced = await syncOwners(env, source, now).then(
        () => true,
        (error: unknown) => (console.error("owner accounts not synced (the next full run tries again)", error), false),
      );
      if (synced)
        await seedDemoOwners(env, { now, history: result.history ?? [] }).catch((error: unknown) => console.error("local demo owners not seeded", error));
    }
  }
  if (result.outcome === "published" && result.history && result.history.length > 0) {
    await listingHistoryRepository(env.DB)
      .record(result.history)
      .catch((error: unknown) => console.error("listing history not recorded (this run's changes are missing from it)", error));
  }
}

// Isolate-lifetime: a fresh deployment (or a fresh `npm start`) has no snapshot yet; the first
// request seeds one, and concurrent requests of this isolate wait for that same run (polling for its
// stored outcome, never awaiting its promise: worker/feed/one-run.ts) instead of starting their own.
// Other isolates see the run's lease and do not start one either.
const seedRun = oneRunAtATime<SyncRunResult | undefined>({ pollMs: 25, maxWaitMs: 10_000, abandonedAfterMs: 30_000 });
const lastSeed = { inline: 0, queued: 0 };
/** After a seed that failed or was handed to the queue, requests of this isolate wait this long before asking again. */
const SEED_RETRY_MS = 60_000;

/** True when a run may be started now: none asked by this isolate a moment ago, and no run holds the lease. */
async function maySeed(env: Bindings, way: keyof typeof lastSeed): Promise<boolean> {
  const now = Date.now();
  return now - lastSeed[way] >= SEED_RETRY_MS && (await syncLeaseRepository(env.DB).heldUntil(now)) === undefined;
}

/** The demo's first run, inline (it takes milliseconds); undefined when none was started. */
async function seedInline(env: Bindings, maxRemovalShare: number): Promise<SyncRunResult | undefined> {
  if (!(await maySeed(env, "inline"))) return undefined;
  try {
    const result = await syncListings(env, "full", maxRemovalShare);
    if (result.outcome !== "published" && result.outcome !== "unchanged") lastSeed.inline = Date.now();
    return result;
  } catch (error) {
    lastSeed.inline = Date.now();
    throw error;
  } finally {
    forgetPointer();
  }
}

/**
 * Publishes the first snapshot (or a new one when none can be read), once. With the demo feed the
 * caller waits for it and gets "ready". With a real provider a request never runs the sync itself
 * (a response's background work is cut after 30 s; a full run may take minutes): it puts one
 * message on the feed-sync queue, whose consumer runs the full sync under the lease, and gets
 * "preparing", as does every request while a run holds the lease: pages say the listings are
 * being prepared (503).
 */
export async function seedFirstSnapshot(
  env: Bindings,
  maxRemovalShare: number,
  reason: FullSyncMessage["reason"] = "no snapshot",
): Promise<"ready" | "preparing"> {
  if (feedSource(env).name !== "demo") {
    if (await maySeed(env, "queued")) {
      lastSeed.queued = Date.now();
      const message: FullSyncMessage = { mode: "full", reason };
      await env.FEED_SYNC.send(message);
    }
    return "preparing";
  }
  const outcome = await seedRun(() => seedInline(env, maxRemovalShare));
  const result = outcome?.value;
  return result?.outcome === "published" || result?.outcome === "unchanged" ? "ready" : "preparing";
}

/** The first-snapshot seed of `env`, as a request's listings ask for it (worker/services/listings.ts). */
export const seederFor =
  (env: Bindings): SeedFirstSnapshot =>
  (maxRemovalShare, reason) =>
    seedFirstSnapshot(env, maxRemovalShare, reason);
