// The soak's own `wrangler dev`: its port, its own local state (.wrangler/soak-<port>, emptied
// first so every soak starts from no snapshot and no sync history), the D1 migrations applied,
// scheduled events reachable over HTTP (--test-scheduled) and the demo feed set to drift.
import { spawn, spawnSync } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { READY_TIMEOUT_MS } from "./limits.mjs";

const POLL_INTERVAL_MS = 500;
/** wrangler's line when it rebuilds the worker after a source file changed. */
const RELOAD_LINE = /Reloading local server/;
/** How the worker's uncaught errors and 5xx answers show in wrangler's output (colours removed). */
const ERROR_LINE = /\[ERROR\]|\s5\d\d [A-Z]/;
// eslint-disable-next-line no-control-regex -- wrangler colours its output with ANSI escapes.
const ANSI = /\x1b\[[0-9;]*m/g;

/**
 * @typedef {{ origin: string, port: number, stateDir: string, logPath: string,
 *   reloads: () => number, errorLines: () => string[], stop: () => Promise<void> }} DevServer
 */

/**
 * Starts wrangler dev and waits until `readyPath` answers 200 (the first request seeds the first
 * snapshot, with the drifting demo feed).
 * @param {{ port: number, readyPath: string, log: (line: string) => void }} options
 * @returns {Promise<DevServer>}
 */
export async function startDevServer({ port, readyPath, log }) {
  const origin = `http://127.0.0.1:${port}`;
  const stateDir = `.wrangler/soak-${port}`;
  rmSync(stateDir, { recursive: true, force: true });
  mkdirSync(stateDir, { recursive: true });
  const migrate = spawnSync("wrangler", ["d1", "migrations", "apply", "vitrine", "--local", "--persist-to", stateDir], { encoding: "utf8" });
  if (migrate.status !== 0) throw new Error(`migrations failed:\n${migrate.stderr}${migrate.stdout}`);

  // SITE_ORIGIN as playwright.config.ts sets it for its own wrangler dev: --var on the command line.
  const args = [
    "dev",
    "--port",
    String(port),
    "--ip",
    "127.0.0.1",
    "--persist-to",
    stateDir,
    "--test-scheduled",
    "--var",
    "DEMO_FEED_DRIFT:on",
    "--var",
    `SITE_ORIGIN:${origin}`,
  ];
  log(`wrangler ${args.join(" ")}`);
  const logPath = join(stateDir, "wrangler.log");
  const logFile = createWriteStream(logPath);
  const server = spawn("wrangler", args, { stdio: ["ignore", "pipe", "pipe"], detached: true });
  let ready = false;
  let reloads = 0;
  /** @type {string[]} */
  const errorLines = [];
  let tail = "";
  let partial = "";
  const onOutput = (/** @type {Buffer} */ chunk) => {
    const text = chunk.toString("utf8");
    logFile.write(text);
    tail = (tail + text).slice(-4000);
    const lines = (partial + text).split("\n");
    partial = lines.pop() ?? "";
    for (const raw of lines) {
      const line = raw.replace(ANSI, "").trim();
      // Reloads before the first page are wrangler's own start-up; later ones mean a file changed.
      if (ready && RELOAD_LINE.test(line)) reloads += 1;
      if (ERROR_LINE.test(line)) errorLines.push(line);
    }
  };
  server.stdout.on("data", onOutput);
  server.stderr.on("data", onOutput);
  const exited = new Promise((resolve) => server.once("exit", resolve));

  const stop = async () => {
    if (server.exitCode === null && server.pid) {
      // wrangler starts workerd (and esbuild) as children: stop the whole process group it leads.
      process.kill(-server.pid, "SIGINT");
      await Promise.race([exited, sleep(10_000)]);
      if (server.exitCode === null) process.kill(-server.pid, "SIGKILL");
    }
    logFile.end();
  };

  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`wrangler dev exited (${server.exitCode}):\n${tail}`);
    const status = await fetch(origin + readyPath).then(
      (response) => response.arrayBuffer().then(() => response.status),
      () => 0,
    );
    if (status === 200) {
      ready = true;
      return { origin, port, stateDir, logPath, reloads: () => reloads, errorLines: () => errorLines, stop };
    }
    await sleep(POLL_INTERVAL_MS);
  }
  await stop();
  throw new Error(`wrangler dev did not answer ${readyPath} with 200 within ${READY_TIMEOUT_MS} ms:\n${tail}`);
}

/**
 * The local D1 database file wrangler dev keeps under the state directory (SQLite in WAL mode, so
 * it can be read while the worker writes to it).
 * @param {string} stateDir
 * @returns {string}
 */
export function localD1Path(stateDir) {
  const dir = join(stateDir, "v3", "d1", "miniflare-D1DatabaseObject");
  const file = existsSync(dir) ? readdirSync(dir).find((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite") : undefined;
  if (!file) throw new Error(`no local D1 database under ${dir}`);
  return join(dir, file);
}
