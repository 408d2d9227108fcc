import type { Context } from "hono";
import type { AppEnv } from "../env";
import { repeatOnCacheHit, type Hit } from "../middleware/cache";
import { dayOf } from "../stats/day";
import { isHumanView } from "../stats/human-view";
import { classifyViewSource } from "../stats/view-source";
import { alreadyCounted, rememberCounted } from "../memory/counted-views";
import { visitorId } from "../stats/visitor";

/** The edge cache's name for "count this property's view on every hit" (wired in worker/app.ts). */
export const PROPERTY_VIEW = "property-view";

function ownHosts(siteOrigin: string | undefined, url: URL): string[] {
  return siteOrigin ? [url.hostname, new URL(siteOrigin).hostname] : [url.hostname];
}

/**
 * Counts a detail-page view after the response is on its way (waitUntil): counting never delays
 * the page, and a D1 failure is logged, never shown to the visitor. Callers pass the response they
 * are about to return; bots, HEAD, speculative loads and anything but a 200 are not counted, and a
 * visitor counts once per property and agency day (worker/stats/visitor.ts), and a view this isolate
 * already counted costs neither the visitor's keyed hash nor a D1 write (worker/memory/counted-views.ts).
 */
export function countPropertyView(c: Context<AppEnv>, propertyId: number, response: Response, now: Date = new Date()): void {
  // Marked before the human test: a page first rendered for a crawler still counts its later hits.
  repeatOnCacheHit(response, PROPERTY_VIEW, String(propertyId));
  countView({ request: c.req.raw, services: () => c.var.services }, propertyId, response.status, now);
}

function countView(hit: Hit, propertyId: number, status: number, now: Date = new Date()): void {
  const { request } = hit;
  const header = (name: string) => request.headers.get(name) ?? undefined;
  const day = dayOf(now);
  const traits = { address: header("CF-Connecting-IP") ?? "", userAgent: header("User-Agent") ?? "" };
  // First, as the cheapest: only a human view is ever remembered as counted.
  if (alreadyCounted(day, propertyId, traits) || !isHumanView(request, status)) return;
  const services = hit.services();
  const url = new URL(request.url);
  // What is logged when the view is lost: never the address or the User-Agent.
  const view = { propertyId, day, source: classifyViewSource({ url, referer: header("Referer"), ownHosts: ownHosts(services.config.siteOrigin, url) }) };
  const counted = services.config
    .visitorKey()
    .then((key) => visitorId(key, day, traits))
    .then(async (visitor) => {
      await services.repos.propertyViews.recordView({ ...view, visitor });
      rememberCounted(day, propertyId, traits);
    });
  services.waitUntil(counted.catch((error: unknown) => console.error("property view not counted", view, error)));
}

/** The edge cache's hit handler: a detail page served from the cache is a view too, by the same rules (a stored page is a 200). */
export function countCachedPropertyView(hit: Hit, value: string): void {
  const id = Number(value);
  if (Number.isSafeInteger(id)) countView(hit, id, 200);
}
