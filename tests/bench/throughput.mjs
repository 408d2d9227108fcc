// Part (a): how much rendering costs. Each page is loaded from the rendered worker and from a
// worker that answers the same HTML as a constant, in the same workerd process and the same run;
// the ratio of their request rates is the share of the constant's throughput rendering keeps.
import { rmSync } from "node:fs";
import http from "node:http";
import { dirname } from "node:path";
import { BROWSER_USER_AGENT, LOAD_CONCURRENCY, MEASURE_MS, MEASURE_ROUNDS, MINIFLARE_PORT, WARMUP_MS } from "./limits.mjs";
import { round, runLoad, summarize } from "./load.mjs";
import { benchPages, firstDetailPath, HOME_PATH, LIST_PATH } from "./pages.mjs";
import { addConstant, bundleWorker, CACHED_HOST, CONSTANT_HOST, RENDERED_HOST, startRendered } from "./workers.mjs";

/**
 * @typedef {import("./load.mjs").LoadResult} LoadResult
 * @typedef {import("./load.mjs").LoadSample} LoadSample
 * @typedef {{ type: string, path: string, htmlBytes: number, rendered: LoadResult, constant: LoadResult, cached: LoadResult, rpsRatio: number, cachedRatio: number }} ThroughputRow
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
      // The cached worker's first request renders and stores the page; the measured ones are hits.
      await fetchPage(CACHED_HOST, page.path);
      const hit = await fetchResponse(CACHED_HOST, page.path);
      if (hit.headers["x-cache"] !== "HIT") throw new Error(`the cached worker answered ${page.path} with X-Cache ${hit.headers["x-cache"]}, not HIT`);
    }

    /** @type {ThroughputRow[]} */
    const rows = [];
    for (const page of pages) {
      const { rendered, constant, cached } = await compare(page.path, log);
      const htmlBytes = Buffer.byteLength(html[page.path] ?? "");
      rows.push({
        ...page,
        htmlBytes,
        rendered,
        constant,
        cached,
        rpsRatio: round(rendered.rps / constant.rps, 3),
        cachedRatio: round(cached.rps / constant.rps, 3),
      });
    }
    return { rows, concurrency: LOAD_CONCURRENCY, warmupMs: WARMUP_MS, measureMs: MEASURE_MS, rounds: MEASURE_ROUNDS, userAgent: BROWSER_USER_AGENT };
  } finally {
    await mf.dispose();
    rmSync(dirname(scriptPath), { recursive: true, force: true });
  }
}

/**
 * Warms the three workers up, then measures them in alternating rounds on the same path.
 * @param {string} path @param {(line: string) => void} log
 */
async function compare(path, log) {
  const base = { origin: `http://127.0.0.1:${MINIFLARE_PORT}`, path, concurrency: LOAD_CONCURRENCY };
  const sides = { rendered: RENDERED_HOST, constant: CONSTANT_HOST, cached: CACHED_HOST };
  /** @type {Record<keyof typeof sides, LoadSample[]>} */
  const samples = { rendered: [], constant: [], cached: [] };
  for (const host of Object.values(sides)) await runLoad({ ...base, headers: headersFor(host), durationMs: WARMUP_MS });
  const roundMs = MEASURE_MS / MEASURE_ROUNDS;
  for (let round = 0; round < MEASURE_ROUNDS; round++) {
    for (const [side, host] of Object.entries(sides)) {
      samples[/** @type {keyof typeof sides} */ (side)].push(await runLoad({ ...base, headers: headersFor(host), durationMs: roundMs }));
    }
  }
  const result = { rendered: summarize(samples.rendered), constant: summarize(samples.constant), cached: summarize(samples.cached) };
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
async function fetchPage(host, path) {
  return (await fetchResponse(host, path)).body;
}

/**
 * @param {string} host @param {string} path
 * @returns {Promise<{ headers: import("node:http").IncomingHttpHeaders, body: string }>}
 */
function fetchResponse(host, path) {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port: MINIFLARE_PORT, path, headers: headersFor(host) }, (response) => {
        /** @type {Buffer[]} */
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () => {
          if (response.statusCode === 200) resolve({ headers: response.headers, body: Buffer.concat(chunks).toString("utf8") });
          else reject(new Error(`${host}${path} answered ${response.statusCode}`));
        });
      })
      .on("error", reject);
  });
}
