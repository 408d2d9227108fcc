import { LANGUAGES, type Lang } from "../../client/i18n/languages";
import { syncRunRepository, type SyncMode, type SyncRunResult } from "../db/sync-runs";
import type { Bindings } from "../env";
import { i18nFor } from "../i18n";
import { createFeedSource, wordsFrom } from "./provider";
import { buildQueryIndex, type QueryIndex } from "./query";
import { currentPointer, forgetPointer, languageIndex } from "./reader";
import { snapshotStore, type LanguageIndex } from "./snapshot-store";
import { MAX_REMOVAL_SHARE, runSync } from "./sync";

/** The cron string of the nightly full reconciliation (wrangler.toml [triggers]). */
export const FULL_SYNC_CRON = "0 3 * * *";

/** FEED_MAX_REMOVAL_SHARE overrides the share of listings a run may drop without confirmation. */
function removalShare(env: Bindings): number {
  const value = Number(env.FEED_MAX_REMOVAL_SHARE);
  return Number.isFinite(value) && value > 0 && value <= 1 ? value : MAX_REMOVAL_SHARE;
}

/** The configured feed source, writing translated words from our catalogues into the listings. */
function feedSource(env: Bindings) {
  return createFeedSource(env, { words: (lang) => wordsFrom((id) => i18nFor(lang)._(id)) });
}

/** One sync run against the configured source (the demo feed when no provider is configured). */
export function syncListings(env: Bindings, mode: SyncMode): Promise<SyncRunResult> {
  return runSync(
    {
      store: snapshotStore(env.FEED),
      runs: syncRunRepository(env.DB),
      source: feedSource(env),
      languages: LANGUAGES,
      now: () => new Date(),
      maxRemovalShare: removalShare(env),
    },
    mode,
  );
}

// Isolate-lifetime: a fresh deployment (or a fresh `npm start`) has no snapshot yet; the first
// request seeds one, and concurrent requests wait for that same run instead of starting their own.
let seeding: Promise<unknown> | undefined;

/**
 * The current snapshot's index for `lang`. Before the very first sync there is none: with the demo
 * feed the request waits for a seeding run (it takes milliseconds); with a real provider the run
 * goes on in the background and the page shows no listings until the snapshot is published.
 */
export async function loadLanguageIndex(env: Bindings, lang: Lang, waitUntil: (promise: Promise<unknown>) => void): Promise<LanguageIndex | null> {
  const index = await languageIndex(env.FEED, lang);
  if (index || (await currentPointer(env.FEED))) return index;
  seeding ??= syncListings(env, "full").finally(() => {
    seeding = undefined;
    forgetPointer();
  });
  if (feedSource(env).name !== "demo") {
    waitUntil(seeding);
    return null;
  }
  await seeding;
  return languageIndex(env.FEED, lang);
}

// Isolate-lifetime, keyed by the index object: a new snapshot version is a new object, so its
// query index is built once and the old one is garbage-collected with the old index.
const queryIndexes = new WeakMap<LanguageIndex, QueryIndex>();

export function queryIndexOf(index: LanguageIndex): QueryIndex {
  let query = queryIndexes.get(index);
  if (!query) {
    query = buildQueryIndex(index.properties);
    queryIndexes.set(index, query);
  }
  return query;
}
