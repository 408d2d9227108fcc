import { isbot } from "isbot";

/**
 * Crawlers, link unfurlers (WhatsApp, Slack, LinkedIn, Facebook...), audit tools (Lighthouse) and
 * headless browsers: never counted as views. The `isbot` list is maintained upstream; it recognises every unfurler we used
 * to list by hand (tests/unit/stats/human-view.test.ts keeps them).
 */
export function isBot(userAgent: string | undefined): boolean {
  return isbot(userAgent);
}

/** Only a full page load can be a human view (HEAD, for one, is a monitor or a link checker). */
const COUNTED_METHOD = "GET";
const COUNTED_STATUS = 200;

/**
 * Headers a browser sends when it loads a page speculatively (prefetch, prerender, Safari's
 * preview): nobody has looked at it yet. Chromium: `Sec-Purpose: prefetch;prerender`; older
 * browsers: `Purpose: prefetch`, `X-Purpose: preview`, `X-Moz: prefetch`.
 */
const SPECULATIVE_HEADERS = ["Sec-Purpose", "Purpose", "X-Purpose", "X-Moz"] as const;
const SPECULATIVE_PURPOSE = /prefetch|prerender|preview/i;

/** True when this request and its answer are a person looking at the page. */
export function isHumanView(request: Request, status: number): boolean {
  if (request.method !== COUNTED_METHOD || status !== COUNTED_STATUS) return false;
  const userAgent = request.headers.get("User-Agent")?.trim();
  // Every browser names itself; a request without a User-Agent is a script.
  if (!userAgent || isBot(userAgent)) return false;
  return !SPECULATIVE_HEADERS.some((name) => SPECULATIVE_PURPOSE.test(request.headers.get(name) ?? ""));
}
