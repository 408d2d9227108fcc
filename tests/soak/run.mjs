// `npm run soak`: the site under steady load on every page type in four languages while listing
// syncs run back to back against a demo feed that changes every run (DEMO_FEED_DRIFT=on). Prints
// one Markdown summary (copy it into tests/bench/README.md's "Soak test" section), writes every raw number to
// results.json, and exits non-zero on any error, lost listing page or hung sync.
import { existsSync, writeFileSync } from "node:fs";
import os from "node:os";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import * as prettier from "prettier";
import { judge } from "./judge.mjs";
import {
  POINTER_SETTLE_MS,
  SOAK_CONCURRENCY,
  SOAK_FULL_EVERY,
  SOAK_OVERLAP_EVERY,
  SOAK_PORT,
  SOAK_SECONDS,
  TRACK_INTERVAL_MS,
  SYNC_TIMEOUT_MS,
  SYNC_PAUSE_MS,
} from "./limits.mjs";
import { askOnce, followSnapshots, runLoad } from "./load.mjs";
import { discoverProjects, LANGS, PAGE_TYPES, settledTargets, targetOf } from "./pages.mjs";
import { summary } from "./report.mjs";
import { localD1Path, startDevServer } from "./server.mjs";
import { SnapshotTracker } from "./snapshots.mjs";
import { openRuns, runSyncsBackToBack } from "./syncs.mjs";

const RESULTS_PATH = fileURLToPath(new URL("results.json", import.meta.url));
const COMMAND = "npm run soak";
const began = Date.now();
const log = (/** @type {string} */ line) => console.error(`[soak ${((Date.now() - began) / 1000).toFixed(1)} s] ${line}`);

if (!existsSync("dist/client/assets")) throw new Error("dist/client is missing: run `npm run build` first (npm run soak does)");
if (!(SOAK_SECONDS > 0) || !(SOAK_CONCURRENCY > 0)) throw new Error("SOAK_SECONDS and SOAK_CONCURRENCY must be positive numbers");

const server = await startDevServer({ port: SOAK_PORT, readyPath: `/${LANGS[0]}/`, log });
let exitCode = 1;
try {
  exitCode = await soak(server);
} finally {
  await server.stop();
}
process.exitCode = exitCode;

/** @param {import("./server.mjs").DevServer} server @returns {Promise<number>} */
async function soak(server) {
  const runs = openRuns(localD1Path(server.stateDir));
  const tracker = new SnapshotTracker();
  const html = async (/** @type {string} */ path) => {
    const response = await fetch(server.origin + path);
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    return response.text();
  };
  for (const lang of LANGS) tracker.record(lang, await html(`/api/search/${lang}.json`), Date.now());
  const projects = await discoverProjects(html);
  for (const lang of LANGS) if (projects[lang].length === 0) throw new Error(`the ${lang} projects list links no project before the first sync`);
  const sources = { projects, listing: tracker.listing.bind(tracker), version: tracker.version.bind(tracker) };
  await preflight(server.origin, sources);
  // The first request's seed (and any run before the load) is not one of the soak's syncs.
  const seedRuns = runs.lastId();

  const startMs = Date.now();
  const deadline = startMs + SOAK_SECONDS * 1000;
  let loadStops = false;
  const onSearchIndex = tracker.record.bind(tracker);
  const versionOf = tracker.version.bind(tracker);
  log(`load on ${server.origin} with ${SOAK_CONCURRENCY} connections for ${SOAK_SECONDS} s while syncs run back to back`);
  const following = followSnapshots({
    origin: server.origin,
    langs: LANGS,
    intervalMs: TRACK_INTERVAL_MS,
    shouldStop: () => loadStops,
    versionOf,
    onSearchIndex,
  });
  const loading = runLoad({
    origin: server.origin,
    concurrency: SOAK_CONCURRENCY,
    shouldStop: () => loadStops,
    targetOf: (n) => targetOf(n, sources),
    versionOf,
    onSearchIndex,
  });
  /** @type {import("./syncs.mjs").SyncRound[]} */
  let rounds = [];
  try {
    // The last sync is awaited under load, so every flip the soak caused is covered by requests.
    rounds = await runSyncsBackToBack({ origin: server.origin, runs, shouldStop: () => Date.now() >= deadline, log });
  } finally {
    loadStops = true;
  }
  const answers = [...(await loading), ...(await following)];
  const endMs = Date.now();
  log(`syncs and load stopped; every list once more after ${POINTER_SETTLE_MS} ms`);
  await sleep(POINTER_SETTLE_MS);
  const settled = await askOnce({ origin: server.origin, targets: settledTargets(projects), versionOf, firstN: answers.length });
  const allRuns = runs.after(0);
  runs.close();
  // The drifting demo never changes its projects: every project linked before the soak stays listed.
  const projectsThroughout = new Set(LANGS.flatMap((lang) => projects[lang]));

  const judged = judge({ answers: [...answers, ...settled], tracker, runs: allRuns, startMs, pageTypes: PAGE_TYPES, projectsThroughout });
  const header = {
    date: new Date(startMs).toISOString(),
    command: COMMAND,
    seconds: Math.round((endMs - startMs) / 1000),
    concurrency: SOAK_CONCURRENCY,
    fullEvery: SOAK_FULL_EVERY,
    overlapEvery: SOAK_OVERLAP_EVERY,
    machine: {
      cores: os.availableParallelism(),
      cpu: os.cpus()[0]?.model.trim() ?? "unknown",
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      platform: `${os.platform()} ${os.release()}`,
      node: process.versions.node,
      loadAverage1m: os.loadavg()[0] ?? 0,
    },
  };
  const soakRuns = allRuns.filter((run) => run.id > seedRuns);
  /** @type {Record<string, number>} */
  const perLang = {};
  for (const lang of LANGS) perLang[lang] = tracker.seenVersions().filter((version) => tracker.listings(version, lang)).length;
  const seen = { versions: tracker.seenVersions().length, perLang, disagreements: tracker.disagreements, backwards: tracker.backwards };
  const worker = { reloads: server.reloads(), errorLines: server.errorLines().length };
  const result = summary(header, { rounds, runs: soakRuns }, seen, worker, judged);

  const seconds = (/** @type {number} */ ms) => Math.round(ms - startMs) / 1000;
  const results = {
    ...header,
    settings: {
      port: SOAK_PORT,
      trackIntervalMs: TRACK_INTERVAL_MS,
      syncTimeoutMs: SYNC_TIMEOUT_MS,
      syncPauseMs: SYNC_PAUSE_MS,
      wrangler: `wrangler dev --test-scheduled --var DEMO_FEED_DRIFT:on --var SITE_ORIGIN:${server.origin} --persist-to ${server.stateDir}`,
      pageTypes: PAGE_TYPES,
      times: "seconds from the start of the load",
    },
    passed: result.passed,
    errors: result.errors,
    lostPages: result.lost,
    perType: judged.perType,
    failuresByStatus: judged.failuresByStatus,
    problems: judged.problems,
    syncRuns: allRuns.map(({ startedMs, finishedMs, ...run }) => ({
      ...run,
      startedS: seconds(startedMs),
      finishedS: finishedMs === null ? null : seconds(finishedMs),
    })),
    syncRounds: rounds.map((round) => ({
      ...round,
      triggeredS: seconds(round.triggeredMs),
      endedS: seconds(round.endedMs),
      runs: round.runs.map((run) => run.id),
    })),
    flipsSeen: tracker.flips.map((flip) => ({ ...flip, atS: seconds(flip.atMs) })),
    timeline: judged.timeline,
    workerErrorLines: server.errorLines().slice(0, 200),
    wranglerLog: server.logPath,
    summary: result.markdown,
  };
  // Formatted as the repository's Prettier would, so `npm run lint` accepts the written file.
  const prettierOptions = (await prettier.resolveConfig(RESULTS_PATH)) ?? {};
  writeFileSync(RESULTS_PATH, await prettier.format(JSON.stringify(results), { ...prettierOptions, parser: "json" }));
  log(`wrote ${RESULTS_PATH}`);
  console.log(result.markdown);
  return result.passed ? 0 : 1;
}

/**
 * Every page type in every language answers 200 once before the soak: a wrong address in the
 * soak's own list would otherwise read as an error of the site.
 * @param {string} origin @param {Parameters<typeof targetOf>[1]} sources
 */
async function preflight(origin, sources) {
  /** @type {Map<string, string>} path → page type */
  const paths = new Map();
  let properties = 0;
  // Enough requests for every variant of every page type in every language (the longest list has 6);
  // property pages come from the feed, so a few of them are enough here.
  for (let n = 0; n < PAGE_TYPES.length * LANGS.length * 6 * 2; n++) {
    const target = targetOf(n, sources);
    if (target.type === "property" && ++properties > 2 * LANGS.length) continue;
    paths.set(target.path, target.type);
  }
  /** @type {string[]} */
  const failures = [];
  const queue = [...paths];
  const check = async () => {
    for (let entry = queue.shift(); entry; entry = queue.shift()) {
      const [path, type] = entry;
      const response = await fetch(origin + path, { redirect: "manual" });
      await response.arrayBuffer();
      if (response.status !== 200) failures.push(`${response.status} ${type} ${path}`);
    }
  };
  await Promise.all(Array.from({ length: SOAK_CONCURRENCY }, check));
  if (failures.length > 0) throw new Error(`the soak's addresses do not all answer 200 before any sync:\n${failures.join("\n")}`);
  log(`${paths.size} addresses answer 200 before the first sync`);
}
