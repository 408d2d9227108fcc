/**
 * `npm run bench:alerts`: what matching search alerts costs a sync. A synthetic snapshot of 50 000
 * listings and the next one with 500 of them new or cheaper (tests/bench/alerts/data.ts), 10 000
 * alerts; times the change detection (worker/feed/listing-changes.ts), the matching (worker/alerts/match.ts)
 * and both together, against the CPU time a cron invocation may use, and says what the matches cost
 * in D1 writes. A benchmark, not a test: it asserts nothing about the times.
 */
import { cpus, loadavg } from "node:os";
import { listingChanges } from "../../../worker/feed/listing-changes";
import { matchAlerts } from "../../../worker/alerts/match";
import { jsonChunks } from "../../../worker/db/json-chunks";
import { formatMs, markdownTable, measure, type Summary } from "../feed/measure";
import { syntheticWorld } from "./data";

const LISTINGS = 50_000;
const CHANGED_LISTINGS = 500;
const ALERTS = 10_000;
const SEED = 20_261_124;
/** Unmeasured calls before measuring (the JIT compiles the hot paths), then at least MIN_RUNS calls and MIN_MEASURE_MS of them. */
const WARMUP_RUNS = Number(process.env.BENCH_ALERTS_WARMUP_RUNS ?? 5);
const MIN_RUNS = Number(process.env.BENCH_ALERTS_MIN_RUNS ?? 15);
const MIN_MEASURE_MS = Number(process.env.BENCH_ALERTS_MIN_MS ?? 1_000);

/**
 * Cloudflare's default CPU time limit of one Worker invocation, a scheduled (cron) one included:
 * 30 s unless `limits.cpu_ms` raises it (developers.cloudflare.com/workers/platform/limits/#cpu-time).
 * wrangler.toml sets no cpu_ms, so the sync and its matching share this.
 */
const CRON_CPU_LIMIT_MS = 30_000;
/** A Worker invocation may run at most 1 000 D1 queries (developers.cloudflare.com/d1/platform/limits/). */
const D1_MAX_QUERIES_PER_INVOCATION = 1_000;

/** With `node --expose-gc`: collect the garbage of the previous step, so it is not billed to the next. */
const collectGarbage = () => (globalThis as { gc?: () => void }).gc?.();

export function runAlertsBench(log: (line: string) => void = console.log): string {
  const prepared = performance.now();
  const { before, after, alerts } = syntheticWorld({ listings: LISTINGS, changed: CHANGED_LISTINGS, alerts: ALERTS, seed: SEED });
  log(
    `${LISTINGS.toLocaleString("en")} listings and ${ALERTS.toLocaleString("en")} alerts generated in ${Math.round(performance.now() - prepared)} ms; measuring…`,
  );

  const changes = listingChanges(before, after);
  const matches = matchAlerts(alerts, changes);
  if (changes.length !== CHANGED_LISTINGS) throw new Error(`expected ${CHANGED_LISTINGS} changes, found ${changes.length}`);
  const matchedAlerts = new Set(matches.map((match) => match.alertId)).size;
  const options = { warmup: WARMUP_RUNS, minRuns: MIN_RUNS, minMs: MIN_MEASURE_MS };

  collectGarbage();
  const detect = measure(() => listingChanges(before, after), options);
  collectGarbage();
  const match = measure(() => matchAlerts(alerts, changes), options);
  collectGarbage();
  const total = measure(() => matchAlerts(alerts, listingChanges(before, after)), options);

  const share = (summary: Summary) => `${((summary.medianMs / CRON_CPU_LIMIT_MS) * 100).toFixed(3)} %`;
  const row = (step: string, summary: Summary, found: string) => [step, formatMs(summary.medianMs), formatMs(summary.p95Ms), found, share(summary)];
  const table = markdownTable(
    ["step", "median ms", "p95 ms", "found", "share of the cron CPU limit"],
    [
      row(`listingChanges, ${LISTINGS.toLocaleString("en")} → ${after.properties.length.toLocaleString("en")} listings`, detect, `${changes.length} changes`),
      row(`matchAlerts, ${ALERTS.toLocaleString("en")} alerts × ${changes.length} changes`, match, `${matches.length} matches, ${matchedAlerts} alerts`),
      row("both", total, `${matches.length} matches`),
    ],
  );

  // As worker/alerts/alert-changes.ts writes them: one JSON parameter per statement, in chunks of rows.
  const matchStatements = jsonChunks(matches.map(({ alertId, change }) => [alertId, change.id, change.reason, change.price, change.previousPrice])).length;
  const changeStatements = jsonChunks(changes).length;
  const statements = matchStatements + changeStatements + 2;
  const rowsWritten = matches.length + changes.length + 2;

  log("");
  log(
    `Median / p95 of ≥ ${MIN_RUNS} calls and ≥ ${MIN_MEASURE_MS} ms per step after ${WARMUP_RUNS} warm-up calls; ` +
      `share = median / ${CRON_CPU_LIMIT_MS / 1_000} s, Cloudflare's default CPU limit of a Worker invocation (cron included).`,
  );
  log(
    `Alerts: ${alerts.filter((item) => item.criteria.area).length} with a drawn area; changes: ` +
      `${changes.filter((change) => change.reason === "new").length} new, ${changes.filter((change) => change.reason === "price").length} cheaper, ` +
      `${changes.filter((change) => change.point === null).length} without a position.`,
  );
  log(`Node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model ?? "unknown"}), load average ${loadavg()[0]!.toFixed(1)} at the end.`);
  log("");
  log(table);
  log("");
  log(
    `D1 writes the batch implies: ${rowsWritten.toLocaleString("en")} rows (${matches.length.toLocaleString("en")} alert_matches, at most: ` +
      `INSERT OR IGNORE skips a listing an alert already had; ${changes.length} listing_changes; change_batches inserted and marked matched), ` +
      `in ${statements} statements (${matchStatements} for the matches, ${changeStatements} for the changes: one JSON parameter each, ` +
      `of a ${D1_MAX_QUERIES_PER_INVOCATION}-query budget per invocation), ` +
      `plus up to ${matchedAlerts.toLocaleString("en")} alert_digests for the alerts matched.`,
  );
  return table;
}
