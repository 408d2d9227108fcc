/**
 * From a published sync to a digest on the delivery queue (issue 9). After a run publishes, its
 * changes are stored as a batch first, then matched against the active alerts, and instant alerts
 * get their digest at once; the cron's sweep matches any batch a failure left unmatched, makes the
 * daily and weekly digests that are due, and queues again digests whose message was lost. A batch
 * that fails to match never stops the rest: it is counted, logged, and given up after a few tries.
 */
import type { Bindings } from "../bindings";
import { alertChangesRepository, MAX_BATCH_ATTEMPTS, type AlertChangesRepository } from "../alerts/alert-changes";
import { alertDigestRepository, type AlertDigestRepository } from "../alerts/alert-digests";
import type { SyncRunResult } from "../feed/sync-runs";
import type { DeliveryMessage } from "../leads/delivery-messages";
import { enqueueDigests } from "../leads/enqueue";
import { matchAlerts } from "../alerts/match";
import { periodStart } from "../alerts/schedule";
import { ALERT_FREQUENCIES, type AlertFrequency } from "../alerts/types";
import { type ChangedListing } from "../feed/listing-changes";

/** A digest pending and untried this long after its message was queued is queued again (that message may be lost). */
export const STALLED_DIGEST_MS = 5 * 60_000;
/** Digests made per frequency and run, at most: the rest stay due and the next cron run makes them. */
export const MAX_DIGESTS_PER_RUN = 2_000;
/** Unmatched batches one sweep retries, oldest first. */
export const MAX_BATCHES_PER_SWEEP = 5;

export interface PipelineDeps {
  changes: AlertChangesRepository;
  digests: AlertDigestRepository;
  queue: Queue<DeliveryMessage>;
}

export function pipelineDeps(env: Bindings): PipelineDeps {
  return { changes: alertChangesRepository(env.DB), digests: alertDigestRepository(env.DB), queue: env.LEAD_DELIVERIES };
}

/** What afterPublish reads of a sync run: a published version and its changes. */
export type PublishedRun = Pick<SyncRunResult, "outcome" | "version"> & { changes?: readonly ChangedListing[] | undefined };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Matches one stored batch against every active alert, records the matches and marks the batch
 * matched; true when it did. A failure is counted on the batch and logged, never thrown: the sweep
 * tries the batch again, up to MAX_BATCH_ATTEMPTS times.
 */
async function matchBatch(deps: PipelineDeps, version: number, changes: readonly ChangedListing[] | undefined, now: number): Promise<boolean> {
  try {
    const listed = changes ?? (await deps.changes.batchChanges(version));
    const matches = listed.length === 0 ? [] : matchAlerts(await deps.changes.activeAlerts(), listed);
    await deps.changes.insertMatches(version, matches, now);
    await deps.changes.markMatched(version, now);
    return true;
  } catch (error) {
    const attempts = await deps.changes.recordBatchFailure(version, messageOf(error)).catch(() => 0);
    if (attempts >= MAX_BATCH_ATTEMPTS) console.error(`search alert batch v${version} given up after ${attempts} failed matchings`, error);
    else console.error(`search alert batch v${version} not matched (attempt ${attempts}; the sweep tries again)`, error);
    return false;
  }
}

/** Makes the due digests of one frequency and hands them to the queue; returns how many. */
async function makeDigests(deps: PipelineDeps, frequency: AlertFrequency, now: number): Promise<number> {
  const made = await deps.digests.makeDueDigests(frequency, periodStart(frequency, now), now, MAX_DIGESTS_PER_RUN);
  // A digest whose message is lost here is pending and untried: the sweep queues it again.
  await enqueueDigests(deps.queue, made);
  return made.length;
}

/**
 * After a sync run: stores a published version's changes (before anything else, so a failed match
 * is retried by the sweep), matches them and queues the instant digests. A run that published
 * nothing new leaves no trace.
 */
export async function afterPublish(deps: PipelineDeps, result: PublishedRun, now: number = Date.now()): Promise<void> {
  if (result.outcome !== "published" || result.version === undefined || !result.changes?.length) return;
  await deps.changes.storeBatch(result.version, result.changes, now);
  await matchBatch(deps, result.version, result.changes, now);
  await makeDigests(deps, "instant", now);
}

export interface SweepReport {
  matchedBatches: number;
  failedBatches: number;
  digests: number;
  requeued: number;
}

/**
 * The cron's part: retries unmatched batches, makes every due digest, re-queues lost digest
 * messages. Each step runs whatever the one before it did: a failing step is logged and reported.
 */
export async function sweepAlerts(deps: PipelineDeps, now: number = Date.now()): Promise<SweepReport> {
  const report: SweepReport = { matchedBatches: 0, failedBatches: 0, digests: 0, requeued: 0 };
  const versions = await deps.changes.unmatchedBatches(MAX_BATCHES_PER_SWEEP).catch((error: unknown) => {
    console.error("unmatched search alert batches not read", error);
    return [];
  });
  for (const version of versions) {
    if (await matchBatch(deps, version, undefined, now)) report.matchedBatches += 1;
    else report.failedBatches += 1;
  }
  for (const frequency of ALERT_FREQUENCIES) {
    try {
      report.digests += await makeDigests(deps, frequency, now);
    } catch (error) {
      console.error(`${frequency} search alert digests not made (the next run tries again)`, error);
    }
  }
  try {
    const stalled = await deps.digests.stalledDigests(now - STALLED_DIGEST_MS, now, MAX_DIGESTS_PER_RUN);
    await enqueueDigests(deps.queue, stalled);
    report.requeued = stalled.length;
  } catch (error) {
    console.error("stalled search alert digests not queued again", error);
  }
  return report;
}
