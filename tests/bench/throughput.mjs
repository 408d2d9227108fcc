// Part (a): how much rendering costs. Each page is loaded from the rendered worker and from a
// worker that answers the same HTML as a constant, in the same workerd process and the same run;
// the ratio of their request rates is the share of the constant's throughput rendering keeps.
import { rmSync } from "node:fs";
import http from "node:http";
import { dirname } from "node:path";
import { BROWSER_USER_AGENT, LOAD_CONCURRENCY, MEASURE_MS, MINIFLARE_PORT, WARMUP_MS } from "./limits.mjs";
import { runLoad, round } from "./load.mjs";
import { benchPages, firstDetailPath, HOME_PATH, LIST_PATH } from "./pages.mjs";
import { addConstant, bundleWorker, CONSTANT_HOST, RENDERED_HOST, startRendered } from "./workers.mjs";

/**
 * @typedef {import("./load.mjs").LoadResult} LoadResult
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
      const rendered = await load(RENDERED_HOST, page.path, log);
      const constant = await load(CONSTANT_HOST, page.path, log);
      const htmlBytes = Buffer.byteLength(html[page.path] ?? "");
      rows.push({ ...page, htmlBytes, rendered, constant, rpsRatio: round(rendered.rps / constant.rps, 3) });
    }
    return { rows, concurrency: LOAD_CONCURRENCY, warmupMs: WARMUP_MS, measureMs: MEASURE_MS, userAgent: BROWSER_USER_AGENT };
  } finally {
    await mf.dispose();
    rmSync(dirname(scriptPath), { recursive: true, force: true });
  }
}

/** Warm-up, then the measured run. @param {string} host @param {string} path @param {(line: string) => void} log */
async function load(host, path, log) {
  const options = { origin: `http://127.0.0.1:${MINIFLARE_PORT}`, path, concurrency: LOAD_CONCURRENCY, headers: headersFor(host) };
  await runLoad({ ...options, durationMs: WARMUP_MS });
  const result = await runLoad({ ...options, durationMs: MEASURE_MS });
  log(`  ${host.padEnd(15)} ${path}: ${result.rps} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, ${result.errors} errors`);
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
