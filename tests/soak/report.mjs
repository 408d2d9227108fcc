// The one Markdown summary `npm run soak` prints, so tests/bench/README.md's "Soak test" section is a straight
// copy of the output.
import { LISTED_PROBLEMS } from "./limits.mjs";

/**
 * @typedef {{ date: string, command: string, seconds: number, concurrency: number, fullEvery: number, overlapEvery: number,
 *   machine: { cores: number, cpu: string, node: string, loadAverage1m: number } }} Header
 * @typedef {{ rounds: import("./syncs.mjs").SyncRound[], runs: import("./syncs.mjs").RunRow[] }} Syncs
 * @typedef {{ versions: number, perLang: Record<string, number>, disagreements: { version: number }[], backwards: import("./snapshots.mjs").Flip[] }} Seen
 * @typedef {{ reloads: number, errorLines: number }} Worker
 */

/**
 * @param {Header} header @param {Syncs} syncs @param {Seen} seen @param {Worker} worker
 * @param {ReturnType<typeof import("./judge.mjs").judge>} judged
 * @returns {{ markdown: string, passed: boolean, errors: number, lost: number }}
 */
export function summary(header, syncs, seen, worker, judged) {
  const { perType, failuresByStatus, problems } = judged;
  const all = /** @type {import("./judge.mjs").TypeStats} */ (perType.all);
  const lost = problems.filter((problem) => problem.kind === "lost").length;
  const errors = all.failures;
  const empty = all.empty;
  const withdrawn = problems.filter((problem) => problem.kind === "withdrawn").length;
  const hung = syncs.rounds.filter((round) => round.hung).length;
  // The drifting demo never gives a sync a reason to fail; "kept" and "skipped" can be right.
  const failedRuns = syncs.runs.filter((run) => run.outcome === "failed" || run.outcome === null).length;
  const passed = errors === 0 && lost === 0 && empty === 0 && hung === 0 && failedRuns === 0 && syncs.rounds.length > 0;

  const modes = count(syncs.runs.map((run) => run.mode));
  const outcomes = count(syncs.runs.map((run) => run.outcome ?? "unfinished"));
  const versions = syncs.runs.flatMap((run) => (run.outcome === "published" && run.version !== null ? [run.version] : []));
  const durations = syncs.runs.flatMap((run) => (run.finishedMs === null ? [] : [run.finishedMs - run.startedMs])).sort((a, b) => a - b);
  const overlapping = syncs.rounds.filter((round) => round.modes.length > 1).length;

  const lines = [
    `Latest run: ${header.date.slice(0, 10)}, ${header.seconds} s, ${header.concurrency} connections, ${header.machine.cores} cores (${header.machine.cpu}), ` +
      `Node ${header.machine.node}, load average ${header.machine.loadAverage1m.toFixed(1)} at the end, \`${header.command}\`.`,
    "",
    `- **Syncs**: ${syncs.runs.length} runs in ${syncs.rounds.length} rounds back to back (${describe(modes)}` +
      `${overlapping > 0 ? `; ${overlapping} rounds started an incremental and a full run at once` : ""}), ` +
      `after the first request's seed; outcomes ${describe(outcomes)}${hung > 0 ? `; **${hung} rounds timed out**` : ""}. ` +
      `A run took ${seconds(durations[Math.floor(durations.length / 2)])} (median), ${seconds(durations.at(-1))} at most.`,
    `- **Versions**: ${new Set(versions).size} published${versions.length > 0 ? ` (v${Math.min(...versions)}–v${Math.max(...versions)})` : ""}; ` +
      `the search API served ${seen.versions} of them (${Object.entries(seen.perLang)
        .map(([lang, n]) => `${lang} ${n}`)
        .join(", ")})` +
      `${seen.disagreements.length > 0 ? `; **languages listed different properties in ${seen.disagreements.map((entry) => `v${entry.version}`).join(", ")}**` : "; the four languages listed the same properties in every version"}` +
      `${seen.backwards.length > 0 ? `; **an index went back to an older version ${seen.backwards.length} times**` : ""}.`,
    `- **Requests**: ${all.requests.toLocaleString("en")} (${Math.round(all.requests / header.seconds)}/s); ` +
      `**non-2xx/3xx answers: ${errors}**; **lost listing pages: ${lost}** (property and project pages listed before and after); ` +
      `**lists answering 200 without their listings: ${empty}**; ` +
      `property pages answering 404 because a flip withdrew the listing during the request (expected, not errors): ${withdrawn}.`,
    `- **Worker**: ${worker.reloads} reloads during the soak (a source file changed), ${worker.errorLines} error lines in wrangler's output.`,
    "",
    "| page type | requests | non-2xx/3xx | empty 200 | p50 ms | p99 ms | max ms |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...Object.entries(perType).map(([type, stats]) => {
      const name = type === "all" ? "**all**" : type;
      return (
        `| ${name} | ${stats.requests.toLocaleString("en")} | ${stats.failures} | ${stats.empty} | ` +
        `${whole(stats.p50Ms)} | ${whole(stats.p99Ms)} | ${whole(stats.maxMs)} |`
      );
    }),
  ];
  const byStatus = Object.entries(failuresByStatus);
  if (byStatus.length > 0) {
    lines.push("", `Non-2xx/3xx answers by status: ${byStatus.map(([status, types]) => `${status}: ${describe(types)}`).join("; ")}.`);
  }
  const listed = problems.filter((problem) => problem.kind !== "withdrawn");
  if (listed.length > 0) {
    const byKind = Object.entries(
      listed.reduce((groups, problem) => {
        const types = (groups[problem.kind] ??= {});
        types[problem.type] = (types[problem.type] ?? 0) + 1;
        return groups;
      }, /** @type {Record<string, Record<string, number>>} */ ({})),
    );
    const distances = listed.flatMap((problem) => (problem.flipDistanceS === null ? [] : [problem.flipDistanceS]));
    const behind = listed.flatMap((problem) => (problem.versionsBehind === null ? [] : [problem.versionsBehind]));
    lines.push(
      "",
      `Problems: ${byKind.map(([kind, types]) => `${kind} ${describe(types)}`).join("; ")}. ` +
        (distances.length > 0 ? `Each was asked at most ${Math.max(...distances)} s from the end of a publishing run. ` : "") +
        (behind.length > 0 ? `The snapshot the soak had read for it was ${range(behind)} versions behind the newest one published when the answer came.` : ""),
    );
    lines.push(
      "",
      `First ${Math.min(LISTED_PROBLEMS, listed.length)} of ${listed.length} problems (all of them in tests/soak/results.json), times from the start of the load:`,
      "",
    );
    for (const problem of listed.slice(0, LISTED_PROBLEMS)) {
      const status = problem.status === 0 ? "no answer" : String(problem.status);
      lines.push(
        `- +${problem.sentS} s, ${problem.kind === "error" ? "error" : `**${problem.kind}**`}, ${status} in ${whole(problem.ms)} ms, ${problem.type} \`${problem.path}\`` +
          `${problem.version === null ? "" : ` (soak had read v${problem.version})`}: ${problem.reason}; ${problem.nearestFlip}.`,
      );
    }
  }
  lines.push(
    "",
    `Result: ${passed ? "**pass**: no error and no lost listing page" : `**fail**: ${errors} non-2xx/3xx answers, ${lost} lost listing pages, ${empty} lists without their listings${hung > 0 ? `, ${hung} syncs timed out` : ""}${failedRuns > 0 ? `, ${failedRuns} syncs failed or never finished` : ""}`}.`,
  );
  return { markdown: lines.join("\n"), passed, errors, lost };
}

/** @param {string[]} values @returns {Record<string, number>} */
function count(values) {
  /** @type {Record<string, number>} */
  const counts = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}

/** @param {Record<string, number>} counts */
function describe(counts) {
  const entries = Object.entries(counts).sort(([, a], [, b]) => b - a);
  return entries.length === 0 ? "none" : entries.map(([name, n]) => `${n} ${name}`).join(", ");
}

/** @param {number[]} values */
function range(values) {
  const low = Math.min(...values);
  const high = Math.max(...values);
  return low === high ? String(low) : `${low}–${high}`;
}

/** @param {number | undefined} ms */
function seconds(ms) {
  return ms === undefined ? "–" : `${(ms / 1000).toFixed(1)} s`;
}

/** @param {number} value */
function whole(value) {
  return Math.round(value).toString();
}
