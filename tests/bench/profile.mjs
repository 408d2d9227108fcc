// `npm run bench:profile`: where the rendered worker spends its CPU. Runs the same worker bundle as
// `npm run bench` in one workerd (Miniflare) with its V8 inspector open, loads each page for a few
// seconds while the sampling profiler records, and prints per page the functions with the most
// self time and the worker's own functions with the most total time, as Markdown for tests/bench/README.md ("Where the time goes").
// Writes each raw profile to tests/bench/profiles/<page>.cpuprofile (open it in Chrome DevTools).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { BROWSER_USER_AGENT, LOAD_CONCURRENCY, MINIFLARE_PORT } from "./limits.mjs";
import { runLoad } from "./load.mjs";
import { benchPages, firstDetailPath, HOME_PATH, LIST_PATH } from "./pages.mjs";
import { bundleWorker, RENDERED_HOST, startRendered } from "./workers.mjs";

const INSPECTOR_PORT = Number(process.env.BENCH_INSPECTOR_PORT ?? 9239);
const PROFILE_MS = Number(process.env.BENCH_PROFILE_MS ?? 5_000);
/** Sampling interval in microseconds (V8's default is 1000, too coarse for 2 ms pages). */
const SAMPLING_US = 100;
const TOP = Number(process.env.BENCH_PROFILE_TOP ?? 12);
const PROFILE_DIR = fileURLToPath(new URL("profiles/", import.meta.url));
const log = (/** @type {string} */ line) => console.error(line);

const fromWrangler = createRequire(createRequire(import.meta.url).resolve("wrangler"));
/** @type {typeof import("ws").WebSocket} */
const WebSocket = fromWrangler("ws");

log("bundling the worker (wrangler deploy --dry-run)…");
const scriptPath = bundleWorker();
/** `BENCH_PROFILE_EDGE_CACHE=on`: profile pages served from the edge cache (hits) instead of rendered ones. */
const EDGE_CACHE = process.env.BENCH_PROFILE_EDGE_CACHE === "on";
const mf = await startRendered({ scriptPath, port: MINIFLARE_PORT, inspectorPort: INSPECTOR_PORT, edgeCache: EDGE_CACHE });
const moduleAt = modulesOfBundle(readFileSync(scriptPath, "utf8"));
const sections = [];
try {
  await get(HOME_PATH);
  const pages = benchPages(firstDetailPath(await get(LIST_PATH)));
  const inspector = await connect(`ws://127.0.0.1:${INSPECTOR_PORT}/rendered`);
  await inspector.send("Profiler.enable");
  await inspector.send("Profiler.setSamplingInterval", { interval: SAMPLING_US });
  mkdirSync(PROFILE_DIR, { recursive: true });
  for (const page of pages) {
    const load = { origin: `http://127.0.0.1:${MINIFLARE_PORT}`, path: page.path, concurrency: LOAD_CONCURRENCY, headers: headers() };
    await runLoad({ ...load, durationMs: 2_000 });
    await inspector.send("Profiler.start");
    const sample = await runLoad({ ...load, durationMs: PROFILE_MS });
    const { profile } = /** @type {{ profile: CpuProfile }} */ (await inspector.send("Profiler.stop"));
    writeFileSync(`${PROFILE_DIR}${page.type}${EDGE_CACHE ? "-cached" : ""}.cpuprofile`, JSON.stringify(profile));
    const requests = sample.latenciesMs.length;
    log(`  ${page.type} ${page.path}: ${requests} requests profiled`);
    sections.push(summarize(page, profile, requests));
  }
  inspector.close();
} finally {
  await mf.dispose();
  rmSync(dirname(scriptPath), { recursive: true, force: true });
}
console.log(
  [
    `Profile: ${new Date().toISOString().slice(0, 10)}, \`npm run bench:profile\` (V8 sampling profiler through workerd's inspector, ` +
      `${SAMPLING_US} µs interval, ${PROFILE_MS / 1000} s of load per page at ${LOAD_CONCURRENCY} connections, ` +
      `${EDGE_CACHE ? "EDGE_CACHE=on: pages served from the edge cache" : "EDGE_CACHE=off"}). ` +
      `ms/request = CPU time in the function divided by the requests served while profiling.`,
    "",
    ...sections,
  ].join("\n"),
);

/**
 * @typedef {{ id: number, callFrame: { functionName: string, url: string, lineNumber: number, columnNumber: number }, children?: number[], hitCount?: number }} ProfileNode
 * @typedef {{ nodes: ProfileNode[], startTime: number, endTime: number, samples: number[], timeDeltas: number[] }} CpuProfile
 */

/**
 * Self time by function, and total (inclusive) time by function for the worker's own code.
 * @param {{ type: string, path: string }} page @param {CpuProfile} profile @param {number} requests
 */
function summarize(page, profile, requests) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  /** @type {Map<number, number>} node id → µs */
  const selfUs = new Map();
  profile.samples.forEach((id, index) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)));
  /** @type {Map<number, number>} */
  const parentOf = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);

  /** @type {Map<string, number>} */
  const self = new Map();
  /** @type {Map<string, number>} */
  const total = new Map();
  let busyUs = 0;
  for (const [id, us] of selfUs) {
    const node = byId.get(id);
    if (!node) continue;
    const key = label(node);
    if (key === "(idle)" || key === "(program)") continue;
    busyUs += us;
    self.set(key, (self.get(key) ?? 0) + us);
    // Every function on the stack once, however often it recurses.
    const seen = new Set();
    for (let at = /** @type {number | undefined} */ (id); at !== undefined; at = parentOf.get(at)) {
      const frame = byId.get(at);
      if (!frame) break;
      const name = label(frame);
      if (seen.has(name)) continue;
      seen.add(name);
      total.set(name, (total.get(name) ?? 0) + us);
    }
  }
  const perRequest = (/** @type {number} */ us) => (us / 1000 / requests).toFixed(3);
  const share = (/** @type {number} */ us) => `${((100 * us) / busyUs).toFixed(1)} %`;
  const rows = (/** @type {Map<string, number>} */ map, /** @type {(key: string) => boolean} */ keep) =>
    [...map]
      .filter(([key]) => keep(key))
      .sort((a, b) => b[1] - a[1])
      .slice(0, TOP)
      .map(([key, us]) => `| \`${key}\` | ${perRequest(us)} | ${share(us)} |`);
  const ownCode = (/** @type {string} */ key) => / (worker|client)\//.test(key);
  return [
    `**${page.type}** \`${page.path}\`: ${perRequest(busyUs)} ms of CPU per request (${requests} requests).`,
    "",
    "| self time | ms/request | share |",
    "| --- | ---: | ---: |",
    ...rows(self, () => true),
    "",
    "| total time, the worker's own functions | ms/request | share |",
    "| --- | ---: | ---: |",
    ...rows(total, ownCode),
    "",
  ].join("\n");
}

/**
 * `name module`: the source module a bundle line belongs to, from the `// path` comment esbuild
 * writes above each module it bundles (the bundle keeps function names, it is not minified).
 * @param {ProfileNode} node
 */
function label(node) {
  const { functionName, url, lineNumber } = node.callFrame;
  const name = functionName || "(anonymous)";
  if (!url) return name.startsWith("(") ? name : `${name} (native)`;
  if (!url.endsWith("index.js")) return `${name} ${url}`;
  return `${name} ${moduleAt(lineNumber)}`;
}

/**
 * @param {string} bundle
 * @returns {(line: number) => string} 0-based line → module path
 */
function modulesOfBundle(bundle) {
  /** @type {{ line: number, path: string }[]} */
  const starts = [];
  bundle.split("\n").forEach((text, line) => {
    const match = /^\/\/ ((?:node_modules|worker|client|locales)\/\S+)$/.exec(text);
    if (match?.[1]) starts.push({ line, path: match[1].replace(/^node_modules\/(?:\.pnpm\/)?/, "") });
  });
  return (line) => {
    let low = 0;
    let high = starts.length - 1;
    let found = "bundle";
    while (low <= high) {
      const middle = (low + high) >> 1;
      const start = /** @type {{ line: number, path: string }} */ (starts[middle]);
      if (start.line <= line) {
        found = start.path;
        low = middle + 1;
      } else high = middle - 1;
    }
    return found;
  };
}

/** @param {string} path @returns {Promise<string>} */
function get(path) {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port: MINIFLARE_PORT, path, headers: headers() }, (response) => {
        /** @type {Buffer[]} */
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () =>
          response.statusCode === 200 ? resolve(Buffer.concat(chunks).toString("utf8")) : reject(new Error(`${path}: ${response.statusCode}`)),
        );
      })
      .on("error", reject);
  });
}

function headers() {
  return { host: RENDERED_HOST, "user-agent": BROWSER_USER_AGENT, "accept-language": "nl-BE,nl;q=0.9" };
}

/**
 * A Chrome DevTools Protocol session on the worker's isolate.
 * @param {string} url
 */
async function connect(url) {
  const socket = new WebSocket(url, { headers: { origin: "http://localhost" } });
  await new Promise((resolve, reject) => {
    socket.once("open", resolve);
    socket.once("error", reject);
  });
  let nextId = 1;
  /** @type {Map<number, { resolve: (value: unknown) => void, reject: (error: Error) => void }>} */
  const pending = new Map();
  socket.on("message", (data) => {
    const message = JSON.parse(String(data));
    const waiter = pending.get(message.id);
    if (!waiter) return;
    pending.delete(message.id);
    if (message.error) waiter.reject(new Error(message.error.message));
    else waiter.resolve(message.result);
  });
  return {
    /** @param {string} method @param {object} [params] */
    send(method, params = {}) {
      const id = nextId++;
      socket.send(JSON.stringify({ id, method, params }));
      return new Promise((resolve, reject) => pending.set(id, { resolve, reject }));
    },
    close: () => socket.close(),
  };
}
