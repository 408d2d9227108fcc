import { LANGUAGES } from "../../client/i18n/languages";
import { syncRunRepository, type SyncMode, type SyncRunResult } from "../db/sync-runs";
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
      source: feedSource(env),
      languages: LANGUAGES,
      now: () => new Date(),
      maxRemovalShare,
    },
    mode,
  );
}

// Isolate-lifetime: a fresh deployment (or a fresh `npm start`) has no snapshot yet; the first
// request seeds one, and concurrent requests wait for that same run instead of starting their own.
let seeding: Promise<unknown> | undefined;

/**
 * Publishes the very first snapshot. With the demo feed the caller waits for it (it takes
 * milliseconds); with a real provider the run goes on in the background (`waitUntil`) and this
 * resolves at once, so pages show no listings until the snapshot is published.
 */
export async function seedFirstSnapshot(env: Bindings, maxRemovalShare: number, waitUntil: (promise: Promise<unknown>) => void): Promise<void> {
  seeding ??= syncListings(env, "full", maxRemovalShare).finally(() => {
    seeding = undefined;
    forgetPointer();
  });
  if (feedSource(env).name !== "demo") {
    waitUntil(seeding);
    return;
  }
  await seeding;
}

// Isolate-lifetime, per snapshot version: each version's query index is built once.
const queryIndexes = new VersionMemo<QueryIndex>();

/** The list query index of `index` (worker/feed/query.ts), built once per snapshot version and language. */
export function queryIndexOf(index: LanguageIndex): QueryIndex {
  return queryIndexes.get(index.version, index.lang, () => buildQueryIndex(index.properties));
}
