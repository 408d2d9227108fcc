import type { Lang } from "../../client/i18n/languages";
import type { SyncMode, SyncRunResult, syncRunRepository } from "../db/sync-runs";
import { mergeChanges, recount } from "./merge";
import type { LanguageSnapshot } from "./model";
import type { SnapshotStore } from "./snapshot-store";
import type { FeedGap, FeedSource, RejectedItem } from "./source";
import { sha256Hex } from "../../client/domain/digest";

/** Default share of listings one run may remove before a second full run has to confirm it. */
export const MAX_REMOVAL_SHARE = 0.25;

export interface SyncDeps {
  store: SnapshotStore;
  runs: ReturnType<typeof syncRunRepository>;
  source: FeedSource;
  languages: readonly Lang[];
  now: () => Date;
  maxRemovalShare: number;
}

async function fingerprint(ids: number[]): Promise<string> {
  return sha256Hex([...ids].sort((a, b) => a - b).join(","));
}

const idsOf = (snapshot: LanguageSnapshot | null | undefined) => new Set((snapshot?.properties ?? []).map((item) => item.id));

/**
 * One sync run (cron or `npm run sync`): fetch, validate and normalise every language, guard
 * against a bad refresh, write snapshot vN, flip the pointer, drop vN-2, and record the run in D1.
 * A failure or a refused refresh keeps the current snapshot; the reason is in the run record.
 */
export async function runSync(deps: SyncDeps, requested: SyncMode): Promise<SyncRunResult> {
  const { store, runs, source, languages } = deps;
  const started = deps.now();
  const pointer = await store.readPointer();
  const since = pointer && requested === "incremental" ? await runs.lastGoodStart() : undefined;
  // Without a snapshot, or without a known good run to count changes from, only a full run is safe.
  const mode: SyncMode = since ? "incremental" : "full";
  const runId = await runs.start(mode, source.name, started);
  const finish = async (result: SyncRunResult) => {
    await runs.finish(runId, deps.now(), result);
    return result;
  };

  try {
    const next: Partial<Record<Lang, LanguageSnapshot>> = {};
    const current: Partial<Record<Lang, LanguageSnapshot | null>> = {};
    const rejected: RejectedItem[] = [];
    const gaps: (FeedGap & { lang: Lang })[] = [];
    for (const lang of languages) {
      current[lang] = pointer ? await store.readLanguage(pointer.version, lang) : null;
      const fetched = await source.fetchLanguage(lang, { changeSince: since });
      rejected.push(...fetched.rejected);
      gaps.push(...(fetched.gaps ?? []).map((gap) => ({ ...gap, lang })));
      next[lang] = fetched.complete ? recount(fetched.snapshot) : mergeChanges(current[lang], fetched.snapshot);
    }

    const counts = languages.map((lang) => next[lang]?.properties.length ?? 0);
    const base = {
      rejectedCount: rejected.length,
      propertyCount: counts[0],
      projectCount: next[languages[0]!]?.projects.length,
      gaps: gaps.length > 0 ? JSON.stringify(gaps) : undefined,
    };
    if (counts.every((count) => count === 0) && pointer) {
      return finish({ ...base, outcome: "kept", message: "the provider returned no listings; the current snapshot stays" });
    }
    if (counts.some((count) => count !== counts[0])) {
      return finish({ ...base, outcome: "kept", message: `languages disagree on the number of listings (${counts.join(", ")}); the current snapshot stays` });
    }

    const before = idsOf(current[languages[0]!]);
    const after = idsOf(next[languages[0]!]);
    const removed = [...before].filter((id) => !after.has(id));
    if (before.size > 0 && removed.length / before.size > deps.maxRemovalShare) {
      const print = await fingerprint(removed);
      const confirmed = mode === "full" && (await runs.lastRefusedRemoval()) === print;
      if (!confirmed) {
        return finish({
          ...base,
          outcome: "kept",
          removedCount: removed.length,
          removalFingerprint: print,
          message: `would remove ${removed.length} of ${before.size} listings; kept until a second full run confirms it`,
        });
      }
    }

    if (pointer && languages.every((lang) => JSON.stringify(next[lang]) === JSON.stringify(current[lang]))) {
      return finish({ ...base, outcome: "unchanged", version: pointer.version, removedCount: 0 });
    }

    const version = (pointer?.version ?? 0) + 1;
    await store.write(version, next);
    await store.flip({ version, previous: pointer?.version ?? null, publishedAt: deps.now().toISOString() });
    if (pointer?.previous) await store.deleteVersion(pointer.previous);
    return finish({ ...base, outcome: "published", version, removedCount: removed.length });
  } catch (error) {
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    console.error("listing sync failed", message);
    return finish({ outcome: "failed", message });
  }
}
