import type { Context } from "hono";
import { propertyViewRepository } from "../db/property-views";
import type { AppEnv } from "../env";
import { onCacheHit, repeatOnCacheHit } from "../middleware/cache";
import { isBot } from "../render/stream";
import { dayOf } from "./day";
import { classifyViewSource } from "./view-source";

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
  if (isBot(request.headers.get("User-Agent") ?? undefined)) return false;
  return !SPECULATIVE_HEADERS.some((name) => SPECULATIVE_PURPOSE.test(request.headers.get(name) ?? ""));
}

function ownHosts(c: Context<AppEnv>, url: URL): string[] {
  try {
    return c.env.SITE_ORIGIN ? [url.hostname, new URL(c.env.SITE_ORIGIN).hostname] : [url.hostname];
  } catch {
    return [url.hostname];
  }
}

/**
 * Counts a detail-page view after the response is on its way (waitUntil): counting never delays
 * the page, and a D1 failure is logged, never shown to the visitor. Callers pass the response they
 * are about to return; bots, HEAD, speculative loads and anything but a 200 are not counted.
 */
export function countPropertyView(c: Context<AppEnv>, propertyId: number, response: Response, now: Date = new Date()): void {
  // Marked before the human test: a page first rendered for a crawler still counts its later hits.
  repeatOnCacheHit(response, PROPERTY_VIEW, String(propertyId));
  if (!isHumanView(c.req.raw, response.status)) return;
  try {
    const url = new URL(c.req.url);
    const view = { propertyId, day: dayOf(now), source: classifyViewSource({ url, referer: c.req.header("Referer"), ownHosts: ownHosts(c, url) }) };
    c.executionCtx.waitUntil(
      propertyViewRepository(c.env.DB)
        .recordView(view)
        .catch((error: unknown) => console.error("property view not counted", view, error)),
    );
  } catch (error) {
    // No execution context (a request made outside workerd) must not cost the visitor the page.
    console.error("property view not counted", propertyId, error);
  }
}

/** Views of a detail page served from the edge cache (worker/middleware/cache.ts) are counted too. */
const PROPERTY_VIEW = "property-view";
onCacheHit(PROPERTY_VIEW, (c, value, response) => countPropertyView(c, Number(value), response));
