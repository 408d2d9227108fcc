// `wrangler dev` on the bench's own port and its own local state (.wrangler/bench-<port>), with
// the D1 migrations applied first: the site exactly as `npm start` serves it, for the browser runs.
import { spawn, spawnSync } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import { WRANGLER_DEV_PORT, WRANGLER_READY_TIMEOUT_MS } from "./limits.mjs";
import { HOME_PATH } from "./pages.mjs";

export const DEV_ORIGIN = `http://127.0.0.1:${WRANGLER_DEV_PORT}`;
const STATE_DIR = `.wrangler/bench-${WRANGLER_DEV_PORT}`;
const POLL_INTERVAL_MS = 500;

/**
 * Starts wrangler dev and waits until the home page answers 200 (the first request seeds the demo
 * snapshot). Returns a function that stops it.
 * @returns {Promise<() => Promise<void>>}
 */
export async function startDevServer() {
  const migrate = spawnSync("wrangler", ["d1", "migrations", "apply", "vitrine", "--local", "--persist-to", STATE_DIR], { encoding: "utf8" });
  if (migrate.status !== 0) throw new Error(`migrations failed:\n${migrate.stderr}${migrate.stdout}`);

  const args = ["dev", "--port", String(WRANGLER_DEV_PORT), "--ip", "127.0.0.1", "--persist-to", STATE_DIR, "--var", `SITE_ORIGIN:${DEV_ORIGIN}`];
  const server = spawn("wrangler", args, { stdio: ["ignore", "ignore", "pipe"], detached: true });
  let stderr = "";
  server.stderr.on("data", (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  const exited = new Promise((resolve) => server.once("exit", resolve));

  const stop = async () => {
    if (server.exitCode !== null || !server.pid) return;
    // wrangler starts workerd as a child: stop the whole process group it leads.
    process.kill(-server.pid, "SIGINT");
    await Promise.race([exited, sleep(10_000)]);
  };

  const deadline = Date.now() + WRANGLER_READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`wrangler dev exited (${server.exitCode}):\n${stderr}`);
    const status = await fetch(DEV_ORIGIN + HOME_PATH).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return stop;
    await sleep(POLL_INTERVAL_MS);
  }
  await stop();
  throw new Error(`wrangler dev did not answer ${HOME_PATH} within ${WRANGLER_READY_TIMEOUT_MS} ms:\n${stderr}`);
}
