// `npm run sync`: one listing sync against the local D1 and KV, through the worker's own scheduled
// handler (wrangler dev --test-scheduled), so it runs exactly the code the cron runs.
// Usage: npm run sync            (incremental; a full run when there is no snapshot yet)
//        npm run sync -- full    (the nightly full reconciliation)
// DEMO_FEED_DRIFT=on makes the demo feed differ from the last run (prices move, listings come and go),
// so search alerts get something to mail; SYNC_PERSIST_TO points at another local state (the e2e tests').
import { spawn, spawnSync } from "node:child_process";

const mode = process.argv[2] === "full" ? "full" : "incremental";
const cron = mode === "full" ? "0 3 * * *" : "15,30,45 * * * *";
const port = process.env.SYNC_PORT ?? "8798";
// The site's own origin, never this runner's temporary port: every link of a digest or mail the run
// sends points there. `npm start`'s by default (wrangler.toml holds none); SITE_ORIGIN names another
// (the e2e server's). Mails the cron's re-queued deliveries send are kept in the local mailbox too.
const siteOrigin = process.env.SITE_ORIGIN || `http://localhost:${process.env.PORT ?? "8787"}`;
const persist = process.env.SYNC_PERSIST_TO ? ["--persist-to", process.env.SYNC_PERSIST_TO] : [];
const drift = process.env.DEMO_FEED_DRIFT ? ["--var", `DEMO_FEED_DRIFT:${process.env.DEMO_FEED_DRIFT}`] : [];
const args = ["dev", "--test-scheduled", "--port", port, "--ip", "127.0.0.1", "--var", `SITE_ORIGIN:${siteOrigin}`, ...drift, ...persist];
const wrangler = spawn("wrangler", args, { stdio: ["ignore", "pipe", "inherit"] });

let output = "";
wrangler.stdout.on("data", (chunk) => {
  output += chunk;
  if (!output.includes("Ready on")) return;
  output = "";
  wrangler.stdout.removeAllListeners("data");
  fetch(`http://127.0.0.1:${port}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent(cron)}`)
    .then((response) => console.log(`${mode} sync triggered: ${response.status}`))
    .catch((error) => {
      console.error("could not trigger the sync:", error.message);
      process.exitCode = 1;
    })
    // The handler finishes its work in waitUntil; give it time before stopping the worker.
    .finally(() => setTimeout(() => wrangler.kill("SIGINT"), Number(process.env.SYNC_WAIT_MS ?? 8000)));
});

// Print what the run recorded, so the command says whether the snapshot was published or kept.
wrangler.on("exit", () => {
  const query =
    "SELECT id, mode, source, outcome, version, property_count, project_count, rejected_count, removed_count, refusal, message FROM sync_runs ORDER BY id DESC LIMIT 1";
  spawnSync("wrangler", ["d1", "execute", "vitrine", "--local", ...persist, "--command", query], { stdio: "inherit" });
});
