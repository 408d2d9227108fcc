import type { Bindings } from "../bindings";
import type { PublishedContent } from "../content/published";
import { createServices, type Services } from "../services";
import { buildVersion, cacheKeyUrl, matchesIfNoneMatch } from "./cache-key";
import { fromStore, isCacheableRequest, notModified, runHitHandlers, type HitHandler } from "./cache";
import { memorizedPage } from "./page-memory";
import { newNonce, secureHeaders } from "./security";

/**
 * A page this isolate holds in memory (worker/middleware/page-memory.ts), answered before the app
 * routes the request: the same response the edge cache middleware gives a hit (its headers, a fresh
 * nonce, the security headers, a 304 for a matching If-None-Match, the hit handlers run), without
 * matching the request against the site's four hundred routes and running its middleware. Anything
 * else (a page not in memory, an unusable configuration, a failure on the way) is left to the app,
 * which answers it as it always has; the key is the app's own, so only a page the app stored for
 * this very address, with the same snapshot, content and build, is ever answered here.
 */
export async function memoryHit(
  request: Request,
  env: Bindings,
  waitUntil: (promise: Promise<unknown>) => void,
  published: PublishedContent,
  onHit: Readonly<Record<string, HitHandler>>,
): Promise<Response | undefined> {
  if (!isCacheableRequest(request)) return undefined;
  let services: Services;
  try {
    services = createServices(env, request.url, waitUntil, published);
  } catch {
    // An unusable configuration: the app answers with its error page, and says why.
    return undefined;
  }
  if (!services.config.edgeCache) return undefined;
  try {
    const [build, snapshot] = await Promise.all([buildVersion(services.config), services.listings.version()]);
    const page = memorizedPage(cacheKeyUrl(request.url, build, snapshot, published.version), Date.now());
    if (!page) return undefined;
    const nonce = newNonce();
    const { etag } = page;
    const response =
      etag && matchesIfNoneMatch(request.headers.get("If-None-Match") ?? undefined, etag) ? notModified(etag, "HIT") : fromStore(page, nonce, "HIT");
    secureHeaders(response.headers, { nonce, status: response.status, secure: new URL(request.url).protocol === "https:", services });
    runHitHandlers({ request, services }, page, onHit);
    // As Hono answers HEAD: the GET's status and headers, no body.
    return request.method === "HEAD" ? new Response(null, response) : response;
  } catch (error) {
    console.error("page memory not readable; the app answers", error);
    return undefined;
  }
}
