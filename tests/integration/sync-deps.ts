import { env } from "cloudflare:workers";
import type { Lang } from "../../client/i18n/languages";
import type { Bindings } from "../../worker/bindings";
import { syncLeaseRepository } from "../../worker/feed/sync-lease";
import { syncRunRepository } from "../../worker/feed/sync-runs";
import { snapshotVersionRepository } from "../../worker/feed/snapshot-versions";
import { snapshotStore } from "../../worker/feed/snapshot-store";
import type { FeedSource } from "../../worker/feed/source";
import { MAX_REMOVAL_SHARE, type SyncDeps } from "../../worker/feed/sync";

/**
 * A sync run's dependencies on the test's real KV and D1 (or other `bindings`), with a clock that
 * moves `stepMs` at every reading, so each run and its records have their own moments.
 */
export function syncDeps(
  source: FeedSource,
  options: { bindings?: Pick<Bindings, "FEED" | "DB">; languages?: readonly Lang[]; clock?: { at: number }; stepMs?: number } = {},
): SyncDeps {
  const { bindings = env, languages = ["nl", "fr"], clock = { at: Date.parse("2026-11-21T10:00:00Z") }, stepMs = 60_000 } = options;
  return {
    store: snapshotStore(bindings.FEED),
    runs: syncRunRepository(bindings.DB),
    lease: syncLeaseRepository(bindings.DB),
    versions: snapshotVersionRepository(bindings.DB),
    source,
    languages,
    now: () => new Date((clock.at += stepMs)),
    maxRemovalShare: MAX_REMOVAL_SHARE,
  };
}
