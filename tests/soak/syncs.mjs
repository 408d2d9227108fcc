// Syncs back to back through the worker's own scheduled handler (wrangler dev --test-scheduled,
// as `npm run sync` does), each awaited in D1 sync_runs: the handler answers before the run ends
// (the run goes on in waitUntil), so the run's row is what says it is over.
import { DatabaseSync } from "node:sqlite";
import { setTimeout as sleep } from "node:timers/promises";
import { RUN_POLL_INTERVAL_MS, SOAK_FULL_EVERY, SOAK_OVERLAP_EVERY, SYNC_PAUSE_MS, SYNC_TIMEOUT_MS } from "./limits.mjs";

/** The crons of wrangler.toml [triggers]; worker/index.ts tells them apart by the string. */
export const CRONS = { incremental: "15,30,45 * * * *", full: "0 3 * * *" };
/** After the first of two overlapping runs ends, how long the other may take to record itself. */
const OVERLAP_GRACE_MS = 3_000;

/**
 * A row of D1 sync_runs, with its times in epoch ms. Columns another migration adds are kept as they are.
 * @typedef {{ id: number, mode: string, outcome: string | null, version: number | null, message: string | null,
 *   startedMs: number, finishedMs: number | null, [column: string]: unknown }} RunRow
 * @typedef {{ round: number, modes: string[], triggeredMs: number, endedMs: number, triggerStatus: number[], runs: RunRow[], hung: boolean }} SyncRound
 */

/**
 * Reads sync_runs from the local D1 file (read-only; the worker keeps writing it).
 * @param {string} path
 */
export function openRuns(path) {
  const db = new DatabaseSync(path, { readOnly: true });
  const after = db.prepare("SELECT * FROM sync_runs WHERE id > ? ORDER BY id");
  const last = db.prepare("SELECT COALESCE(MAX(id), 0) AS id FROM sync_runs");
  return {
    /** @param {number} id @returns {RunRow[]} */
    after: (id) => after.all(id).map(toRunRow),
    /** @returns {number} */
    lastId: () => Number(/** @type {{ id: number }} */ (last.get()).id),
    close: () => db.close(),
  };
}

/** @param {Record<string, unknown>} row @returns {RunRow} */
function toRunRow(row) {
  const finished = typeof row.finished_at === "string" ? Date.parse(row.finished_at) : null;
  return {
    ...row,
    id: Number(row.id),
    mode: String(row.mode),
    outcome: typeof row.outcome === "string" ? row.outcome : null,
    version: typeof row.version === "number" ? row.version : null,
    message: typeof row.message === "string" ? row.message : null,
    startedMs: Date.parse(String(row.started_at)),
    finishedMs: finished,
  };
}

/**
 * Runs syncs one after the other until `shouldStop()` (the running one is always awaited).
 * Every SOAK_FULL_EVERY-th is full; with SOAK_OVERLAP_EVERY, every such round starts two at once.
 * @param {{ origin: string, runs: ReturnType<typeof openRuns>, shouldStop: () => boolean, log: (line: string) => void, onRound?: (round: SyncRound) => void }} options
 * @returns {Promise<SyncRound[]>}
 */
export async function runSyncsBackToBack({ origin, runs, shouldStop, log, onRound }) {
  /** @type {SyncRound[]} */
  const rounds = [];
  for (let round = 1; !shouldStop(); round++) {
    const overlap = SOAK_OVERLAP_EVERY > 0 && round % SOAK_OVERLAP_EVERY === 0;
    /** @type {("incremental" | "full")[]} */
    const modes = overlap ? ["incremental", "full"] : [SOAK_FULL_EVERY > 0 && round % SOAK_FULL_EVERY === 0 ? "full" : "incremental"];
    const before = runs.lastId();
    const triggeredMs = Date.now();
    const triggerStatus = await Promise.all(
      modes.map((mode) =>
        fetch(`${origin}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent(CRONS[mode])}`).then(
          (response) => response.arrayBuffer().then(() => response.status),
          () => 0,
        ),
      ),
    );
    const { rows, hung } = await waitForRuns(runs, before, modes.length);
    const entry = { round, modes, triggeredMs, endedMs: Date.now(), triggerStatus, runs: rows, hung };
    rounds.push(entry);
    onRound?.(entry);
    const outcome = rows.map((row) => `${row.mode} ${row.outcome ?? "unfinished"}${row.version === null ? "" : ` v${row.version}`}`).join(" + ");
    log(`sync ${round}: ${outcome || "no run recorded"}${hung ? " (timed out)" : ""} in ${entry.endedMs - triggeredMs} ms`);
    if (hung && rows.length === 0 && triggerStatus.some((status) => status !== 200)) {
      throw new Error(`the scheduled handler answered ${triggerStatus.join(", ")} and recorded no run`);
    }
    await sleep(SYNC_PAUSE_MS);
  }
  return rounds;
}

/**
 * Waits until the runs started after `afterId` have all finished (and, for overlapping runs, the
 * expected number has been recorded or the grace after the first end has passed).
 * @param {ReturnType<typeof openRuns>} runs @param {number} afterId @param {number} expected
 */
async function waitForRuns(runs, afterId, expected) {
  const deadline = Date.now() + SYNC_TIMEOUT_MS;
  /** @type {number | null} */
  let firstEnd = null;
  /** @type {RunRow[]} */
  let rows = [];
  while (Date.now() < deadline) {
    rows = runs.after(afterId);
    const finished = rows.length > 0 && rows.every((row) => row.finishedMs !== null);
    if (finished) {
      firstEnd ??= Date.now();
      if (rows.length >= expected || Date.now() - firstEnd > OVERLAP_GRACE_MS) return { rows, hung: false };
    }
    await sleep(RUN_POLL_INTERVAL_MS);
  }
  return { rows, hung: true };
}
