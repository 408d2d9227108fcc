import { spawnSync } from "node:child_process";
import { expect, type Page } from "@playwright/test";

/**
 * The local mailbox (/dev/mailbox/) and a sync run against the e2e server's state, for the journeys
 * that end in a mail after a changed feed (the search alert's and the favourites' watch).
 */

const PORT = Number(process.env.E2E_PORT ?? 8799);
const STATE = `.wrangler/e2e-${PORT}`;
/** The site the tests serve (playwright.config.ts gives the server this SITE_ORIGIN); the sync runs on a port of its own. */
export const ORIGIN = `http://127.0.0.1:${PORT}`;

/** `npm run sync`'s runner against this server's local state, with the demo feed drifting (prices move, listings come and go) or not. */
export function runSync(drift: boolean, syncPort: number = PORT + 38): void {
  const result = spawnSync("node", ["worker/dev/run-sync.mjs", "full"], {
    env: {
      ...process.env,
      SYNC_PERSIST_TO: STATE,
      SYNC_PORT: String(syncPort),
      SITE_ORIGIN: ORIGIN,
      ...(drift ? { DEMO_FEED_DRIFT: "on" } : { DEMO_FEED_DRIFT: "" }),
    },
    encoding: "utf8",
    timeout: 90_000,
  });
  expect(result.status, result.stderr).toBe(0);
  expect(result.stdout).toMatch(/full sync triggered: 200/);
  expect(result.stdout).toMatch(/published|unchanged/);
}

/** The id of the newest mail in the local mailbox (0 when none): later mails have larger ids. */
export async function lastMailId(page: Page): Promise<number> {
  const html = await (await page.request.get("/dev/mailbox/")).text();
  return Number(/<article id="mail-(\d+)">/.exec(html)?.[1] ?? 0);
}

/** The text part of the first mail after `after` whose subject matches, once the queue has sent it. */
export async function mailText(page: Page, subject: RegExp, after: number): Promise<string> {
  let text = "";
  await expect
    .poll(
      async () => {
        const html = await (await page.request.get("/dev/mailbox/")).text();
        const article = [...html.matchAll(/<article id="mail-(\d+)"><h2>([^<]*)<\/h2>[\s\S]*?<\/article>/g)].find(
          (match) => Number(match[1]) > after && subject.test(match[2]!.replace(/&#x27;|&#39;/g, "'")),
        );
        text = article ? (/<pre>([\s\S]*?)<\/pre>/.exec(article[0])?.[1] ?? "") : "";
        return text !== "";
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  return text
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");
}
