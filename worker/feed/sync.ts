import type { Lang } from "../../client/i18n/languages";
import { sha256Hex } from "../../client/domain/digest";
import { listingChanges } from "./listing-changes";
import type { ChangedListing } from "./listing-changes";
import type { SyncLease } from "./sync-lease";
import type { SyncMode, SyncRunResult, syncRunRepository } from "./sync-runs";
import type { SnapshotVersions } from "./snapshot-versions";
import { historyRows, type ListingHistoryRow } from "./listing-history";
import { listingFacts, withFacts, withoutCarriedFacts, type RecordedFacts } from "./listing-facts";
import { guardSnapshot, missingFrom, pictureLoss, refusalBasis, shapeOf, type LanguageShape } from "./guard";
import { carryOverGaps, mergeChanges, recount } from "./merge";
import type { LanguageSnapshot } from "./model";
import { NORMALISED_FORMAT_VERSION } from "./provider/normalise/version";
import { prepareLanguage, sameContent, SnapshotFault, type Manifest, type Pointer, type PreparedLanguage, type SnapshotStore } from "./snapshot-store";
import type { FeedGap, FeedSource, RejectedItem } from "./source";

/** Default share of listings one run may remove before a second full run has to confirm it. */
export const MAX_REMOVAL_SHARE = 0.25;
/** How far back the removal guard looks for the largest published counts. */
export const BASELINE_DAYS = 7;
const DAY_MS = 86_400_000;
/** A version still "writing" after this long belongs to a run that died; its keys are removed. */
const SYNC_STALE_WRITE_MS = 30 * 60_000;

export interface SyncDeps {
  store: SnapshotStore;
  runs: ReturnType<typeof syncRunRepository>;
  lease: SyncLease;
  versions: SnapshotVersions;
  source: FeedSource;
  languages: readonly Lang[];
  now: () => Date;
  maxRemovalShare: number;
  /**
   * What listing_history recorded of these listings (worker/feed/listing-facts.ts), asked only for
   * listings the published snapshot has no published date for; without it they start from this run.
   */
  recordedFacts?: ((ids: readonly number[]) => Promise<ReadonlyMap<number, RecordedFacts>>) | undefined;
}

/** This run lost its lease (it outlived it and another run took over): it stops without publishing. */
class LeaseLost extends Error {}

/** An incremental run found the published snapshot unreadable (a damaged key): it has nothing to merge into. */
class CurrentUnreadable extends Error {}

/**
 * One sync run (cron, `npm run sync`, or the first request of a fresh deployment). Only one runs at
 * a time: a run that cannot take the lease records itself as skipped. Language by language it
 * fetches, validates, normalises and merges, then stores the language away compressed, so memory
 * holds one language's listings at a time. The guard (worker/feed/guard.ts) may refuse the result;
 * else it is written under a new version number, read back against its manifest, and published by
 * moving the pointer, if the pointer is still where this run found it. Old versions go once no
 * reader can still be on them. Every run, whatever its outcome, is recorded in D1 with its reason.
 */
export async function runSync(deps: SyncDeps, requested: SyncMode): Promise<SyncRunResult> {
  const holder = crypto.randomUUID();
  const started = deps.now();
  if (!(await deps.lease.take(holder, started.getTime()))) {
    const until = await deps.lease.heldUntil(started.getTime());
    const runId = await deps.runs.start(requested, deps.source.name, started);
    const result: SyncRunResult = {
      outcome: "skipped",
      message: `another sync run holds the lease${until ? ` until ${new Date(until).toISOString()}` : ""}`,
    };
    await deps.runs.finish(runId, deps.now(), result);
    return result;
  }
  try {
    try {
      return await leasedRun(deps, requested, holder, started);
    } catch (error) {
      if (!(error instanceof CurrentUnreadable)) throw error;
      // Nothing to merge into: the same lease goes on with a full run, which needs no current snapshot.
      return await leasedRun(deps, "full", holder, deps.now(), { ignoreCurrent: true });
    }
  } finally {
    await deps.lease.release(holder).catch((error: unknown) => console.error("sync lease not released (it expires by itself)", error));
  }
}

async function leasedRun(
  deps: SyncDeps,
  requested: SyncMode,
  holder: string,
  started: Date,
  options: { ignoreCurrent?: boolean } = {},
): Promise<SyncRunResult> {
  const { store, runs, source, languages, versions } = deps;
  // D1 says which version is published (KV may answer a pointer a minute old in this location);
  // the KV pointer only counts before D1 knows any version (a site from before the counter).
  const pointer = (await versions.current(deps.now())) ?? (await store.readPointer());
  // The published version is the base of a merge and of the guard; one that cannot be read whole
  // (no manifest: written before manifests existed, or damaged) is replaced by a full run.
  const manifest = pointer && !options.ignoreCurrent ? await store.readManifest(pointer.version) : null;
  // A merge keeps the listings that did not change as the published version has them: written by a
  // build that normalised differently, they would sit beside this build's texts ("€ 400.000" next
  // to "400 000 €") until the nightly full run. Such a version is rewritten whole instead.
  const sameFormat = manifest?.formatVersion === NORMALISED_FORMAT_VERSION;
  const since = manifest && sameFormat && requested === "incremental" ? await runs.lastGoodStart() : undefined;
  // Without a snapshot, or without a known good run to count changes from, only a full run is safe.
  const mode: SyncMode = since ? "incremental" : "full";
  const why = requested === "incremental" && mode === "full" ? `full run instead of incremental: ${fullRunReason(pointer, manifest)}` : undefined;
  const runId = await runs.start(mode, source.name, started);
  const finish = async (result: SyncRunResult) => {
    const recorded = why ? { ...result, message: result.message ? `${why}; ${result.message}` : why } : result;
    await runs.finish(runId, deps.now(), recorded);
    return recorded;
  };
  let version: number | undefined;
  let claimed = false;

  try {
    const prepared: PreparedLanguage[] = [];
    const shapes: LanguageShape[] = [];
    const rejected: RejectedItem[] = [];
    const gaps: (FeedGap & { lang: Lang })[] = [];
    let currentShape: LanguageShape | undefined;
    let lostPictures: { lost: number[]; withPicturesBefore: number } = { lost: [], withPicturesBefore: 0 };
    let damaged = false;
    let withdrawn: readonly number[] = [];
    // What search alerts are matched against once this run publishes: only the first language's two
    // snapshots are in memory together, and ids, prices and places are the same in every language.
    let changes: ChangedListing[] = [];
    // The owner portal's price and state history, from the same two snapshots; stamped with the
    // version and moment once this run publishes.
    let history: ListingHistoryRow[] = [];
    // listing_history's facts of listings the published snapshot cannot tell about, read once (ids are the same in every language).
    let recorded: ReadonlyMap<number, RecordedFacts> | undefined;
    for (const lang of languages) {
      const current = pointer && manifest ? await readCurrent(store, pointer.version, lang, manifest, mode) : null;
      // A damaged published language is rewritten even when the provider's answer did not change.
      if (manifest && !current) damaged = true;
      const fetched = await source.fetchLanguage(lang, { changeSince: since });
      rejected.push(...fetched.rejected);
      gaps.push(...(fetched.gaps ?? []).map((gap) => ({ ...gap, lang })));
      const gapParts = new Set((fetched.gaps ?? []).map((gap) => gap.part));
      const merged: LanguageSnapshot = fetched.complete
        ? recount(carryOverGaps(fetched.snapshot, current, gapParts))
        : mergeChanges(current, carryOverGaps(fetched.snapshot, current, gapParts), fetched.withdrawn);
      shapes.push(shapeOf(lang, merged));
      if (lang === languages[0]) {
        currentShape = current ? shapeOf(lang, current) : undefined;
        lostPictures = pictureLoss(current, merged);
        withdrawn = fetched.withdrawn?.properties ?? [];
        // Search alerts must never break a sync: a failure here only costs this run's alert matches.
        try {
          changes = listingChanges(current, merged);
        } catch (error) {
          console.error("search alert changes not computed (this run's changes are not matched)", error);
          changes = [];
        }
        try {
          history = historyRows(current, merged, 0, 0);
        } catch (error) {
          console.error("listing history not computed (this run adds none)", error);
          history = [];
        }
      }
      // Published dates and price drops, carried from the published version (worker/feed/listing-facts.ts).
      // Like the alert changes, they never break a run: without them this version shows the provider's creation
      // dates and no drop, and the next run carries those (listing_history still holds every price it saw).
      let next = merged;
      try {
        recorded ??= await recordedFactsOf(deps, withoutCarriedFacts(current, merged));
        next = withFacts(merged, listingFacts(current, merged, started.toISOString(), recorded));
      } catch (error) {
        console.error("listing facts not carried (this run publishes without them)", error);
      }
      prepared.push(await prepareLanguage(lang, next));
      if (!(await deps.lease.renew(holder, deps.now().getTime()))) throw new LeaseLost("the sync lease expired while fetching");
    }

    const first = shapes[0];
    const base = {
      rejectedCount: rejected.length,
      propertyCount: first?.propertyIds.length ?? 0,
      projectCount: first?.projectIds.length ?? 0,
      gaps: gaps.length > 0 ? JSON.stringify(gaps) : undefined,
    };

    const refusal = guardSnapshot({
      published: pointer !== null,
      next: shapes,
      currentPropertyIds: currentShape?.propertyIds ?? [],
      currentProjectIds: currentShape?.projectIds ?? [],
      picturesLost: lostPictures.lost,
      withPicturesBefore: lostPictures.withPicturesBefore,
      baseline: await runs.baseline(new Date(started.getTime() - BASELINE_DAYS * DAY_MS)),
      share: deps.maxRemovalShare,
      withdrawn,
    });
    let removalConfirmed = false;
    if (refusal) {
      const print = first ? await sha256Hex(refusalBasis(refusal, first, lostPictures.lost)) : undefined;
      removalConfirmed = refusal.confirmable && mode === "full" && print !== undefined && (await runs.lastRefusedRemoval()) === print;
      if (!removalConfirmed) {
        return finish({
          ...base,
          outcome: "kept",
          refusal: refusal.refusal,
          removedCount: refusal.removedCount,
          removalFingerprint: refusal.confirmable ? print : undefined,
          message: refusal.message,
        });
      }
    }
    const removedCount = missingFrom(currentShape?.propertyIds ?? [], first?.propertyIds ?? []).length;

    // A version of another format is rewritten even with the same content, so its manifest names this build's format.
    if (pointer && manifest && sameFormat && !damaged && prepared.every((language) => sameContent(language.manifest, manifest.languages[language.lang]))) {
      // A pointer write that failed after the version was claimed is made good here.
      if ((await store.readPointer().catch(() => null))?.version !== pointer.version) await store.flip(pointer);
      await removeOldVersions(deps, pointer).catch((error: unknown) => console.error("old snapshot versions not removed (next run tries again)", error));
      return finish({ ...base, outcome: "unchanged", version: pointer.version, removedCount: 0 });
    }

    // Above whatever KV names too: a site from before the counter has versions D1 never saw.
    const floor = Math.max(pointer?.version ?? 0, (await store.readPointer().catch(() => null))?.version ?? 0);
    version = await versions.allocate(runId, floor, deps.now());
    // Parts a gap carried over from a published version of another format keep its texts until the
    // provider gives them again; the version still gets this build's number, or a lasting gap would
    // make every run a full one.
    const written = await store.writePrepared(version, prepared, NORMALISED_FORMAT_VERSION);
    const problems = await store.verify(version, written);
    if (problems.length > 0) {
      await abandon(deps, version, written);
      return finish({ ...base, outcome: "failed", message: `v${version} did not read back whole: ${problems.slice(0, 5).join("; ")}` });
    }
    // Defence in depth behind the lease: the version is claimed in D1 only if no other run published
    // since this run read its base; else it is stale and abandoned.
    const next: Pointer = { version, previous: pointer?.version ?? null, publishedAt: deps.now().toISOString() };
    claimed = (await deps.lease.renew(holder, deps.now().getTime())) && (await versions.claim(version, pointer, deps.now()));
    if (!claimed) {
      const latest = await versions.current(deps.now());
      await abandon(deps, version, written);
      return finish({
        ...base,
        outcome: "kept",
        refusal: "moved",
        message: `the snapshot moved to v${latest?.version} during this run; v${version} abandoned`,
      });
    }
    await store.flip(next);
    await removeOldVersions(deps, next).catch((error: unknown) => console.error("old snapshot versions not removed (next run tries again)", error));
    const stamp = { version, changedAt: Date.parse(next.publishedAt) };
    const stamped = history.map((row) => ({ ...row, ...stamp }));
    return finish({ ...base, outcome: "published", version, removedCount, removalConfirmed, changes, history: stamped });
  } catch (error) {
    // A claimed version is the published one (its pointer write may have failed): it is never abandoned.
    if (version !== undefined && !claimed) await abandon(deps, version).catch(() => undefined);
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    console.error("listing sync failed", message);
    if (error instanceof CurrentUnreadable) {
      await finish({ outcome: "failed", message: `${message}; a full run follows` });
      throw error;
    }
    return finish({ outcome: "failed", message });
  }
}

/** listing_history's facts of `ids`; none when there are none to ask about or D1 fails (they then start from this run). */
async function recordedFactsOf(deps: SyncDeps, ids: readonly number[]): Promise<ReadonlyMap<number, RecordedFacts>> {
  if (ids.length === 0 || !deps.recordedFacts) return new Map();
  try {
    return await deps.recordedFacts(ids);
  } catch (error) {
    console.error("recorded listing history not read (listings without a published date start from this run)", error);
    return new Map();
  }
}

/** Why an incremental run had to be a full one, for the run's record. */
function fullRunReason(pointer: Pointer | null, manifest: Manifest | null): string {
  if (!pointer) return "no published snapshot to merge into";
  if (!manifest) return `v${pointer.version} has no readable manifest`;
  if (manifest.formatVersion !== NORMALISED_FORMAT_VERSION) {
    return `v${pointer.version} was normalised in format ${manifest.formatVersion ?? "none"}, this build writes format ${NORMALISED_FORMAT_VERSION}`;
  }
  return "no earlier good run to count changes from";
}

/** The published language to merge into; a damaged one is none for a full run and stops an incremental one. */
async function readCurrent(store: SnapshotStore, version: number, lang: Lang, manifest: Manifest, mode: SyncMode): Promise<LanguageSnapshot | null> {
  try {
    return await store.readLanguage(version, lang, manifest);
  } catch (error) {
    if (!(error instanceof SnapshotFault)) throw error;
    console.error("published snapshot unreadable", error.message);
    if (mode === "incremental") throw new CurrentUnreadable(error.message);
    return null;
  }
}

async function abandon(deps: SyncDeps, version: number, written?: Manifest): Promise<void> {
  await deps.versions.abandoned(version);
  await deps.store.deleteVersion(version, written);
  await deps.versions.deleted(version);
}

/** Deletes versions no reader can be on any more (worker/feed/snapshot-versions.ts: deletable). */
async function removeOldVersions(deps: SyncDeps, pointer: Pointer): Promise<void> {
  const keep = pointer.previous === null ? [pointer.version] : [pointer.version, pointer.previous];
  for (const old of await deps.versions.deletable(keep, deps.now(), SYNC_STALE_WRITE_MS)) {
    await deps.store.deleteVersion(old.version);
    await deps.versions.deleted(old.version);
  }
}
