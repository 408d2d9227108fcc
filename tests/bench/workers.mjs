// One workerd process (one Miniflare instance) running two workers side by side:
//   rendered: the real worker bundle (`wrangler deploy --dry-run`) with the bindings wrangler.toml
//             declares (in-memory KV and D1 with migrations/ applied, static assets from dist/client),
//             and EDGE_CACHE=off so every request renders;
//   constant: answers each benchmarked path with the HTML the rendered worker produced once.
// Requests pick a worker by host name (Miniflare routes), which hands them straight to the worker
// on both sides (no static-asset lookup first), so the only difference left is the rendering.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { unstable_getMiniflareWorkerOptions, unstable_splitSqlQuery } from "wrangler";

// The Miniflare (and so the workerd binary) that the pinned wrangler itself runs, not whichever
// copy another package hoisted to the top of node_modules.
const fromWrangler = createRequire(createRequire(import.meta.url).resolve("wrangler"));
/** @type {typeof import("miniflare")} */
const { Miniflare, convertV4MiniflareOptions } = await import(fromWrangler.resolve("miniflare"));

/** A FORM_SECRET for the bench's worker only (a deployed site sets its own as a wrangler secret). */
const BENCH_FORM_SECRET = "bench-only-form-secret-of-at-least-32-characters";

/** Host names that pick a worker on the shared Miniflare port (its routes match on them). */
export const RENDERED_HOST = "rendered.bench";
export const CONSTANT_HOST = "constant.bench";
export const CACHED_HOST = "cached.bench";

/**
 * Local only; no download of Cloudflare's `request.cf` sample (the bench runs offline); the
 * worker's own console output is dropped except errors, so the table stays readable.
 */
const SHARED = {
  host: "127.0.0.1",
  cf: false,
  handleStructuredLogs: (/** @type {{ level: string, message: string }} */ log) => {
    if (log.level === "error") console.error(`[worker] ${log.message}`);
  },
};

/**
 * Bundles the worker exactly as a deployment would, without uploading it.
 * @returns {string} the bundled module's path
 */
export function bundleWorker() {
  const outdir = mkdtempSync(join(tmpdir(), "vitrine-bench-"));
  const result = spawnSync("wrangler", ["deploy", "--dry-run", "--outdir", outdir], { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`wrangler deploy --dry-run failed:\n${result.stderr}${result.stdout}`);
  return join(outdir, "index.js");
}

/**
 * Starts the rendered worker alone (the constant one needs its pages first). With an inspector
 * port, its isolate is open to the Chrome DevTools Protocol at ws://127.0.0.1:<port>/rendered.
 * With `edgeCache`, it is the cached worker's twin (EDGE_CACHE on: pages after the first are hits).
 * @param {{ scriptPath: string, port: number, inspectorPort?: number, edgeCache?: boolean }} options
 */
export async function startRendered({ scriptPath, port, inspectorPort, edgeCache = false }) {
  const rendered = edgeCache ? { ...cachedOptions(scriptPath), name: "rendered", routes: [`${RENDERED_HOST}/*`] } : renderedOptions(scriptPath);
  const worker = { ...rendered, ...(inspectorPort ? { unsafeInspectorProxy: true } : {}) };
  const mf = new Miniflare(convertV4MiniflareOptions({ ...SHARED, port, inspectorPort, workers: [worker] }));
  await mf.ready;
  await applyMigrations(mf);
  return mf;
}

/**
 * Adds the constant worker and the cached one to the running instance (same workerd process,
 * restarted with all three).
 * @param {import("miniflare").Miniflare} mf @param {{ scriptPath: string, port: number }} where
 * @param {Record<string, string>} pages path → HTML
 */
export async function addConstant(mf, { scriptPath, port }, pages) {
  const workers = [renderedOptions(scriptPath), constantOptions(pages), cachedOptions(scriptPath)];
  await mf.setOptions(convertV4MiniflareOptions({ ...SHARED, port, workers }));
}

/**
 * What wrangler.toml declares that a request can reach: compatibility, vars, KV, D1, assets and
 * the version metadata.
 * (No cron triggers: nothing runs in the background during a measurement.)
 */
function configuredWorker() {
  const { workerOptions } = unstable_getMiniflareWorkerOptions("wrangler.toml");
  const w = /** @type {import("miniflare").V4WorkerOptions} */ (workerOptions);
  return {
    compatibilityDate: w.compatibilityDate,
    compatibilityFlags: w.compatibilityFlags,
    assets: w.assets,
    vars: w.bindings,
    kv: w.kvNamespaces,
    d1: w.d1Databases,
    versionMetadata: w.versionMetadata,
  };
}

/** @param {string} scriptPath */
function bundledModules(scriptPath) {
  const extras = readdirSync(dirname(scriptPath)).filter((name) => name.endsWith(".txt"));
  return [{ type: "ESModule", path: scriptPath }, ...extras.map((name) => ({ type: "Text", path: join(dirname(scriptPath), name) }))];
}

/** @param {string} scriptPath */
function renderedOptions(scriptPath) {
  const { vars, kv, d1, ...common } = configuredWorker();
  return {
    ...common,
    name: "rendered",
    routes: [`${RENDERED_HOST}/*`],
    // The bundle and the modules wrangler wrote next to it (the common-password list as text).
    // Module names are paths relative to this root; the bundle lives outside the project.
    modules: bundledModules(scriptPath),
    modulesRoot: dirname(scriptPath),
    // As a deployed site runs: its public origin (the bench's host names are not local ones) and a
    // FORM_SECRET, so every page signs its forms' render stamp as in production.
    bindings: { ...vars, EDGE_CACHE: "off", SITE_ORIGIN: "https://www.vitrine.example", FORM_SECRET: BENCH_FORM_SECRET },
    kvNamespaces: kv,
    d1Databases: d1,
  };
}

/**
 * The same worker with the edge cache on, as deployed (wrangler.toml's default): after the first
 * request of a page, every request of it is a hit from the Cache API. Same KV and D1 as the
 * rendered worker, so it serves the same snapshot.
 * @param {string} scriptPath
 */
function cachedOptions(scriptPath) {
  const rendered = renderedOptions(scriptPath);
  return { ...rendered, name: "cached", routes: [`${CACHED_HOST}/*`], bindings: { ...rendered.bindings, EDGE_CACHE: "on" } };
}

/** @param {Record<string, string>} pages */
function constantOptions(pages) {
  const { compatibilityDate, compatibilityFlags } = configuredWorker();
  const script = `
const PAGES = new Map(Object.entries(${JSON.stringify(pages)}).map(([path, html]) => [path, new TextEncoder().encode(html)]));
export default {
  fetch(request) {
    const body = PAGES.get(new URL(request.url).pathname);
    if (!body) return new Response("not benchmarked", { status: 404 });
    return new Response(body, { headers: { "content-type": "text/html; charset=utf-8" } });
  },
};`;
  return {
    name: "constant",
    routes: [`${CONSTANT_HOST}/*`],
    modules: true,
    script,
    compatibilityDate,
    compatibilityFlags,
  };
}

/** Applies every migrations/*.sql file in order to the in-memory D1, as `wrangler d1 migrations apply` would. */
async function applyMigrations(/** @type {import("miniflare").Miniflare} */ mf) {
  const db = await mf.getD1Database("DB", "rendered");
  const files = readdirSync("migrations")
    .filter((name) => name.endsWith(".sql"))
    .sort();
  for (const file of files) {
    const statements = unstable_splitSqlQuery(readFileSync(join("migrations", file), "utf8"));
    await db.batch(statements.map((sql) => db.prepare(sql)));
  }
}
