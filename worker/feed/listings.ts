import { LANGUAGES } from "../../client/i18n/languages";
import { syncLeaseRepository } from "../db/sync-lease";
import { syncRunRepository, type SyncMode, type SyncRunResult } from "../db/sync-runs";
import { snapshotVersionRepository } from "../db/snapshot-versions";
import type { Bindings } from "../bindings";
import { i18nFor } from "../i18n";
import { createFeedSource, wordsFrom } from "./provider";
import { buildQueryIndex, type QueryIndex } from "./query";
import { forgetPointer } from "./reader";
import { snapshotStore, type LanguageIndex } from "./snapshot-store";
import { runSync } from "./sync";
import { VersionMemo } from "./version-memo";

/** The cron string of the nightly full reconciliation (wrangler.toml [triggers]). */
export const FULL_SYNC_CRON = "0 3 * * *";

/** The configured feed source, writing translated words from our catalogues into the listings. */
function feedSource(env: Bindings) {
  return createFeedSource(env, { words: (lang) => wordsFrom((id) => i18nFor(lang)._(id)) });
}

/** One sync run against the configured source (the demo feed when no provider is configured). */
export function syncListings(env: Bindings, mode: SyncMode, maxRemovalShare: number): Promise<SyncRunResult> {
  return runSync(
    {
      store: snapshotStore(env.FEED),
      runs: syncRunRepository(env.DB),
      lease: syncLeaseRepository(env.DB),
      versions: snapshotVersionRepository(env.DB),
      source: feedSource(env),
      languages: LANGUAGES,
      now: () => new Date(),
      maxRemovalShare,
    },
    mode,
  );
}

// Isolate-lifetime: a fresh deployment (or a fresh `npm start`) has no snapshot yet; the first
// request seeds one, and concurrent requests of this isolate wait for that same run instead of
// starting their own. Other isolates see the run's lease and do not start one either.
let seeding: Promise<SyncRunResult | undefined> | undefined;
let lastFailedSeed = 0;
/** After a first sync that failed (provider down), requests wait this long before one tries again. */
const SEED_RETRY_MS = 60_000;

/** The first run, unless one failed a moment ago or another isolate's run holds the lease (undefined: none started). */
async function seed(env: Bindings, maxRemovalShare: number): Promise<SyncRunResult | undefined> {
  const now = Date.now();
  if (now - lastFailedSeed < SEED_RETRY_MS || (await syncLeaseRepository(env.DB).heldUntil(now)) !== undefined) return undefined;
  try {
    const result = await syncListings(env, "full", maxRemovalShare);
    if (result.outcome !== "published" && result.outcome !== "unchanged") lastFailedSeed = Date.now();
    return result;
  } catch (error) {
    lastFailedSeed = Date.now();
    throw error;
  } finally {
    forgetPointer();
  }
}

/**
 * Publishes the very first snapshot, once. With the demo feed the caller waits for it (it takes
 * milliseconds) and gets "ready"; with a real provider the run goes on in the background
 * (`waitUntil`) and the caller gets "preparing" at once, as does every request while another
 * isolate's run holds the lease: pages then say the listings are being prepared (503).
 */
export async function seedFirstSnapshot(
  env: Bindings,
  maxRemovalShare: number,
  waitUntil: (promise: Promise<unknown>) => void,
): Promise<"ready" | "preparing"> {
  // Set before the first await, so requests arriving meanwhile join this run instead of starting one.
  if (!seeding) {
    const started = seed(env, maxRemovalShare);
    seeding = started;
    const settle = () => {
      if (seeding === started) seeding = undefined;
    };
    started.then(settle, settle);
  }
  if (feedSource(env).name !== "demo") {
    waitUntil(seeding);
    return "preparing";
  }
  const result = await seeding;
  return result?.outcome === "published" || result?.outcome === "unchanged" ? "ready" : "preparing";
}

// Isolate-lifetime, per snapshot version: each version's query index is built once.
const queryIndexes = new VersionMemo<QueryIndex>();

/** The list query index of `index` (worker/feed/query.ts), built once per snapshot version and language. */
export function queryIndexOf(index: LanguageIndex): QueryIndex {
  return queryIndexes.get(index.version, index.lang, () => buildQueryIndex(index.properties));
}
