// Part (a): how much rendering costs. Each page is loaded from the rendered worker and from a
// worker that answers the same HTML as a constant, in the same workerd process and the same run;
// the ratio of their request rates is the share of the constant's throughput rendering keeps.
import { rmSync } from "node:fs";
import http from "node:http";
import { dirname } from "node:path";
import { BROWSER_USER_AGENT, LOAD_CONCURRENCY, MEASURE_MS, MEASURE_ROUNDS, MINIFLARE_PORT, WARMUP_MS } from "./limits.mjs";
import { round, runLoad, summarize } from "./load.mjs";
import { benchPages, firstDetailPath, HOME_PATH, LIST_PATH } from "./pages.mjs";
import { addConstant, bundleWorker, CONSTANT_HOST, RENDERED_HOST, startRendered } from "./workers.mjs";

/**
 * @typedef {import("./load.mjs").LoadResult} LoadResult
 * @typedef {import("./load.mjs").LoadSample} LoadSample
 * @typedef {{ type: string, path: string, htmlBytes: number, rendered: LoadResult, constant: LoadResult, rpsRatio: number }} ThroughputRow
 */

/**
 * Runs part (a) and returns one row per page type, plus the setup it used.
 * @param {(line: string) => void} log
 */
export async function measureThroughput(log) {
  log("bundling the worker (wrangler deploy --dry-run)…");
  const scriptPath = bundleWorker();
  const where = { scriptPath, port: MINIFLARE_PORT };
  const mf = await startRendered(where);
  try {
    // The first request seeds the demo snapshot; capture each page once, as a browser gets it.
    const home = await fetchPage(RENDERED_HOST, HOME_PATH);
    const list = await fetchPage(RENDERED_HOST, LIST_PATH);
    const pages = benchPages(firstDetailPath(list));
    /** @type {Record<string, string>} */
    const html = { [HOME_PATH]: home, [LIST_PATH]: list };
    for (const page of pages) html[page.path] ??= await fetchPage(RENDERED_HOST, page.path);
    await addConstant(mf, where, html);
    for (const page of pages) {
      if ((await fetchPage(CONSTANT_HOST, page.path)) !== html[page.path]) throw new Error(`constant worker changed ${page.path}`);
    }

    /** @type {ThroughputRow[]} */
    const rows = [];
    for (const page of pages) {
      const { rendered, constant } = await compare(page.path, log);
      const htmlBytes = Buffer.byteLength(html[page.path] ?? "");
      rows.push({ ...page, htmlBytes, rendered, constant, rpsRatio: round(rendered.rps / constant.rps, 3) });
    }
    return { rows, concurrency: LOAD_CONCURRENCY, warmupMs: WARMUP_MS, measureMs: MEASURE_MS, rounds: MEASURE_ROUNDS, userAgent: BROWSER_USER_AGENT };
  } finally {
    await mf.dispose();
    rmSync(dirname(scriptPath), { recursive: true, force: true });
  }
}

/**
 * Warms both workers up, then measures them in alternating rounds on the same path.
 * @param {string} path @param {(line: string) => void} log
 */
async function compare(path, log) {
  const base = { origin: `http://127.0.0.1:${MINIFLARE_PORT}`, path, concurrency: LOAD_CONCURRENCY };
  const rendered = { ...base, headers: headersFor(RENDERED_HOST) };
  const constant = { ...base, headers: headersFor(CONSTANT_HOST) };
  await runLoad({ ...rendered, durationMs: WARMUP_MS });
  await runLoad({ ...constant, durationMs: WARMUP_MS });
  /** @type {{ rendered: LoadSample[], constant: LoadSample[] }} */
  const samples = { rendered: [], constant: [] };
  const roundMs = MEASURE_MS / MEASURE_ROUNDS;
  for (let round = 0; round < MEASURE_ROUNDS; round++) {
    samples.rendered.push(await runLoad({ ...rendered, durationMs: roundMs }));
    samples.constant.push(await runLoad({ ...constant, durationMs: roundMs }));
  }
  const result = { rendered: summarize(samples.rendered), constant: summarize(samples.constant) };
  for (const [side, r] of Object.entries(result)) {
    log(`  ${side.padEnd(8)} ${path}: ${r.rps} req/s, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, ${r.errors} errors`);
  }
  return result;
}

/** @param {string} host */
function headersFor(host) {
  return { host, "user-agent": BROWSER_USER_AGENT, "accept-language": "nl-BE,nl;q=0.9" };
}

/**
 * One page's HTML; anything but 200 stops the bench (it would measure an error page).
 * @param {string} host @param {string} path @returns {Promise<string>}
 */
function fetchPage(host, path) {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port: MINIFLARE_PORT, path, headers: headersFor(host) }, (response) => {
        /** @type {Buffer[]} */
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () => {
          if (response.statusCode === 200) resolve(Buffer.concat(chunks).toString("utf8"));
          else reject(new Error(`${host}${path} answered ${response.statusCode}`));
        });
      })
      .on("error", reject);
  });
}
