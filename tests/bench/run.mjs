// `npm run bench`: how fast the rendered pages are next to constant HTML, what Lighthouse thinks of
// them on a phone for a returning and a first visitor, and how much JavaScript and CSS each page
// type loads. Prints two Markdown tables (copy them into tests/bench/README.md's "Benchmarks" section) and
// writes every raw number to results.json.
// A benchmark, not a test: nothing here fails on a slow number.
import { spawnSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import { fileURLToPath } from "node:url";
import { startDevServer, DEV_ORIGIN } from "./dev-server.mjs";
import { CHROMIUM_FLAGS, CHROMIUM_PATH, LIGHTHOUSE_RUNS } from "./limits.mjs";
import { measurePage } from "./lighthouse.mjs";
import { firstProjectPath, lighthousePages, PROJECTS_PATH } from "./pages.mjs";
import { markdownTable } from "./table.mjs";
import { measureThroughput } from "./throughput.mjs";

const RESULTS_PATH = fileURLToPath(new URL("results.json", import.meta.url));
const COMMAND = "npm run bench";
const log = (/** @type {string} */ line) => console.error(line);

if (!existsSync("dist/client/assets")) throw new Error("dist/client is missing: run `npm run build` first (npm run bench does)");

const started = new Date();
log("(a) throughput: rendered vs constant HTML in one workerd");
const throughput = await measureThroughput(log);

log("(b, c) Lighthouse and loaded bytes against wrangler dev");
const stopDevServer = await startDevServer();
/** @type {{ type: string, path: string, lighthouse: import("./table.mjs").VisitorsLighthouse }[]} */
const measured = [];
try {
  const detailPath = throughput.rows.find((row) => row.type === "detail")?.path;
  if (!detailPath) throw new Error("the throughput part measured no detail page");
  const projects = await fetch(DEV_ORIGIN + PROJECTS_PATH);
  if (!projects.ok) throw new Error(`${PROJECTS_PATH} answered ${projects.status}`);
  for (const page of lighthousePages(detailPath, firstProjectPath(await projects.text()))) {
    const url = DEV_ORIGIN + page.path;
    measured.push({ ...page, lighthouse: { returning: await measurePage(url, "returning", log), first: await measurePage(url, "first", log) } });
  }
} finally {
  await stopDevServer();
}

const machine = {
  cores: os.availableParallelism(),
  cpu: os.cpus()[0]?.model.trim() ?? "unknown",
  memoryGiB: Math.round(os.totalmem() / 2 ** 30),
  platform: `${os.platform()} ${os.release()}`,
  node: process.versions.node,
  wrangler: packageVersion("wrangler"),
  lighthouse: measured[0]?.lighthouse.returning.lighthouseVersion ?? "unknown",
  chromium: spawnSync(CHROMIUM_PATH, ["--version"], { encoding: "utf8" }).stdout.trim(),
  loadAverage1m: os.loadavg()[0] ?? 0,
};
// Every page Lighthouse measured; the throughput part measures all of them but the project page.
const rows = measured.map((page) => ({ ...page, throughput: throughput.rows.find((row) => row.path === page.path) ?? null }));
const settings = {
  concurrency: throughput.concurrency,
  warmupMs: throughput.warmupMs,
  measureMs: throughput.measureMs,
  rounds: throughput.rounds,
  runs: LIGHTHOUSE_RUNS,
};
const header = { date: started.toISOString(), command: COMMAND, machine };
const table = markdownTable(header, rows, settings);

const results = {
  ...header,
  durationSeconds: Math.round((Date.now() - started.getTime()) / 1000),
  settings: {
    ...settings,
    loadUserAgent: throughput.userAgent,
    edgeCache:
      "off (rendered worker, part a), on with every measured request a hit (cached worker, part a); wrangler.toml default under wrangler dev (parts b, c)",
    lighthouse: { formFactor: "mobile", throttling: "simulate (default)", chromiumPath: CHROMIUM_PATH, chromiumFlags: CHROMIUM_FLAGS },
    visitors: {
      returning: "cookie consent answered (all refused) and pop-up closed before each Lighthouse run",
      first: "nothing stored: the consent dialog opens over the page",
      both: "a fresh browser profile (cold cache) each run",
    },
    bytes: "external JS/CSS files of the page's own origin that the page requested during the Lighthouse run, gzip (zlib default level)",
  },
  pages: rows,
  table,
};
writeFileSync(RESULTS_PATH, JSON.stringify(results, null, 2) + "\n");
log(`wrote ${RESULTS_PATH}`);
console.log(table);

/** @param {string} name */
function packageVersion(name) {
  const require = createRequire(import.meta.url);
  return /** @type {{ version: string }} */ (require(`${name}/package.json`)).version;
}
