// Judges every answer of the soak: which are errors, which property pages were lost at a flip,
// and the latency of each page type.
import { percentile, round } from "../bench/load.mjs";
import { TRACK_INTERVAL_MS } from "./limits.mjs";

/**
 * @typedef {import("./load.mjs").Answered} Answered
 * @typedef {import("./syncs.mjs").RunRow} RunRow
 * @typedef {{ n: number, kind: "error" | "lost" | "empty" | "withdrawn", type: string, lang: string, path: string, status: number, error: string | null,
 *   location: string | null, sentS: number, ms: number, version: number | null, reason: string, nearestFlip: string,
 *   flipDistanceS: number | null, versionsBehind: number | null }} Problem
 *   flipDistanceS: how far the request was sent from the nearest end of a publishing run;
 *   versionsBehind: how many versions the newest one published by the answer's arrival is ahead of the one the soak had read
 * @typedef {{ requests: number, failures: number, empty: number, p50Ms: number, p90Ms: number, p99Ms: number, maxMs: number }} TypeStats
 */

/**
 * A property page's answer is fine when it is 200, or a redirect to the same property's path. A
 * 404 is a lost page when every snapshot that could have answered it lists the property: the one
 * the soak read before sending, the one before it (a reader may still be on it after a flip),
 * every one published while the request was on its way that the soak read, and the first one it
 * read after the answer. When one of them does not list it, a flip withdrew it during the request:
 * expected, and not an error. A project page's 404 is a lost page when the projects list linked
 * it both before and after the soak (the drifting demo never changes its projects).
 * @param {{ answers: Answered[], tracker: import("./snapshots.mjs").SnapshotTracker, runs: RunRow[], startMs: number,
 *   pageTypes: readonly string[], projectsThroughout: ReadonlySet<string> }} input
 */
export function judge({ answers, tracker, runs, startMs, pageTypes, projectsThroughout }) {
  const published = runs.filter((run) => run.outcome === "published" && run.version !== null);
  const seconds = (/** @type {number} */ ms) => round((ms - startMs) / 1000, 2);
  /** @param {Answered} answer */
  const nearestRun = (answer) => {
    let best = null;
    for (const run of published) {
      const end = run.finishedMs ?? run.startedMs;
      if (!best || Math.abs(answer.sentMs - end) < Math.abs(answer.sentMs - (best.finishedMs ?? best.startedMs))) best = run;
    }
    return best;
  };
  /** @param {Answered} answer */
  const nearestFlip = (answer) => {
    const best = nearestRun(answer);
    if (!best) return "no flip during the soak";
    const delta = round((answer.sentMs - (best.finishedMs ?? best.startedMs)) / 1000, 2);
    const when = delta >= 0 ? `${delta} s after` : `${-delta} s before`;
    return `sent ${when} the end of run #${best.id} (${best.mode}, published v${best.version}, ran ${seconds(best.startedMs)}–${best.finishedMs === null ? "?" : seconds(best.finishedMs)} s)`;
  };

  /** @type {Problem[]} */
  const problems = [];
  /** @param {Answered} answer @param {Problem["kind"]} kind @param {string} reason */
  const report = (answer, kind, reason) => {
    const near = nearestRun(answer);
    const version = answer.listing?.version ?? answer.seenVersion;
    const newest = Math.max(0, ...published.filter((run) => (run.finishedMs ?? Infinity) <= answer.answeredMs).map((run) => run.version ?? 0));
    problems.push({
      n: answer.n,
      kind,
      type: answer.type,
      lang: answer.lang,
      path: answer.path,
      status: answer.status,
      error: answer.error,
      location: answer.location,
      sentS: seconds(answer.sentMs),
      ms: round(answer.ms, 1),
      version,
      reason,
      nearestFlip: nearestFlip(answer),
      flipDistanceS: near ? round(Math.abs(answer.sentMs - (near.finishedMs ?? near.startedMs)) / 1000, 2) : null,
      versionsBehind: version === null || newest === 0 ? null : newest - version,
    });
  };

  for (const answer of answers) {
    const ok = answer.status >= 200 && answer.status < 400;
    if (answer.type === "property" && answer.listing) {
      const { id, version } = answer.listing;
      if (answer.status >= 300 && answer.status < 400 && !answer.location?.endsWith(`/${id}/`)) {
        report(answer, "lost", `redirected to ${answer.location} instead of property ${id}'s own page`);
        continue;
      }
      if (answer.status === 404) {
        const candidates = candidateVersions(answer, version, tracker, published);
        const known = candidates.filter((candidate) => tracker.listings(candidate, answer.lang) !== undefined);
        const missingFrom = known.filter((candidate) => !tracker.listings(candidate, answer.lang)?.has(id));
        const readAfter = tracker.firstShownAfter(answer.lang, answer.answeredMs);
        const listed =
          `snapshots that could answer: ${candidates.map((candidate) => `v${candidate}${known.includes(candidate) ? "" : " (never served to the soak)"}`).join(", ")}` +
          `${readAfter === null ? "" : `; next read: v${readAfter}`}`;
        if (missingFrom.length > 0) report(answer, "withdrawn", `property ${id} is not in ${missingFrom.map((v) => `v${v}`).join(", ")}; ${listed}`);
        else report(answer, "lost", `property ${id} is listed in every snapshot the soak read around it (${listed})`);
        continue;
      }
    }
    if (answer.type === "project" && answer.status === 404 && projectsThroughout.has(answer.path)) {
      report(answer, "lost", "the projects list links this project before and after the soak");
      continue;
    }
    if (!ok) report(answer, "error", answer.error ?? `answered ${answer.status}`);
    else if (answer.missing) report(answer, "empty", answer.missing);
  }

  const withdrawn = new Set(problems.filter((problem) => problem.kind === "withdrawn").map((problem) => problem.n));
  const empty = new Set(problems.filter((problem) => problem.kind === "empty").map((problem) => problem.n));
  const counts = {
    isFailure: (/** @type {Answered} */ answer) => (answer.status < 200 || answer.status >= 400) && !withdrawn.has(answer.n),
    isEmpty: (/** @type {Answered} */ answer) => empty.has(answer.n),
  };
  /** @type {Record<string, TypeStats>} */
  const perType = {};
  for (const type of [...pageTypes, "all"]) {
    const of = type === "all" ? answers : answers.filter((answer) => answer.type === type);
    perType[type] = stats(of, counts);
  }
  /** @type {Record<string, Record<string, number>>} status → page type → count */
  const failuresByStatus = {};
  for (const problem of problems) {
    if (problem.kind === "withdrawn" || (problem.status >= 200 && problem.status < 400)) continue;
    const status = problem.status === 0 ? "no answer" : String(problem.status);
    const byType = (failuresByStatus[status] ??= {});
    byType[problem.type] = (byType[problem.type] ?? 0) + 1;
  }
  return { perType, failuresByStatus, problems, timeline: timeline(answers, startMs, counts) };
}

/**
 * @param {Answered} answer @param {number} version @param {import("./snapshots.mjs").SnapshotTracker} tracker @param {RunRow[]} published
 * @returns {number[]}
 */
function candidateVersions(answer, version, tracker, published) {
  const candidates = new Set([version]);
  const previous = tracker.previous(answer.lang, version);
  if (previous !== null) candidates.add(previous);
  // A flip the soak had not read yet when it sent the request, or one during the request.
  for (const shown of tracker.shownBetween(answer.lang, answer.sentMs - TRACK_INTERVAL_MS, answer.answeredMs + 2 * TRACK_INTERVAL_MS)) candidates.add(shown);
  const readAfter = tracker.firstShownAfter(answer.lang, answer.answeredMs);
  if (readAfter !== null) candidates.add(readAfter);
  for (const run of published) {
    if (run.version !== null && run.version > version && run.startedMs <= answer.answeredMs) candidates.add(run.version);
  }
  return [...candidates].sort((a, b) => a - b);
}

/**
 * @typedef {{ isFailure: (answer: Answered) => boolean, isEmpty: (answer: Answered) => boolean }} Counts
 * @param {Answered[]} answers @param {Counts} counts @returns {TypeStats}
 */
function stats(answers, { isFailure, isEmpty }) {
  const latencies = answers
    .filter((answer) => answer.status > 0)
    .map((answer) => answer.ms)
    .sort((a, b) => a - b);
  return {
    requests: answers.length,
    failures: answers.filter(isFailure).length,
    empty: answers.filter(isEmpty).length,
    p50Ms: round(percentile(latencies, 0.5), 1),
    p90Ms: round(percentile(latencies, 0.9), 1),
    p99Ms: round(percentile(latencies, 0.99), 1),
    maxMs: round(latencies.at(-1) ?? 0, 1),
  };
}

/** Requests, failures and p99 per 10 s, to see whether trouble gathers around flips. */
function timeline(/** @type {Answered[]} */ answers, /** @type {number} */ startMs, /** @type {Counts} */ counts) {
  /** @type {Map<number, Answered[]>} */
  const buckets = new Map();
  for (const answer of answers) {
    const bucket = Math.floor((answer.sentMs - startMs) / 10_000) * 10;
    const list = buckets.get(bucket) ?? [];
    list.push(answer);
    buckets.set(bucket, list);
  }
  return [...buckets.entries()].sort(([a], [b]) => a - b).map(([fromS, list]) => ({ fromS, ...stats(list, counts) }));
}
