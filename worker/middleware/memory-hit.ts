import type { Bindings } from "../bindings";
import type { PublishedContent } from "../content/published";
import { currentPointer, freshPointer } from "../feed/reader";
import type { SeederFor } from "./services";
import { createServices, type Services } from "../services";
import { configOf, siteOrigin, type Config } from "../services/config";
import { buildVersion, knownBuildVersion } from "../render/build-version";
import { cacheKeyUrl, matchesIfNoneMatch } from "./cache-key";
import { isCacheableRequest, notModified, runHitHandlers, storedHeaders, type HitHandler } from "./cache";
import { memorizedPage, pageWithNonce, type MemorizedPage } from "./page-memory";
import { newNonce, secureHeaders } from "./security";

/**
 * A page this isolate holds in memory (worker/middleware/page-memory.ts), answered before the app
 * routes the request: the same response the edge cache middleware gives a hit (its headers, a fresh
 * nonce, the security headers, a 304 for a matching If-None-Match, the hit handlers run), without
 * matching the request against the site's four hundred routes and running its middleware. Anything
 * else (a page not in memory, an unusable configuration, a failure on the way) is left to the app,
 * which answers it as it always has; the key is the app's own, so only a page the app stored for
 * this very address, with the same snapshot, content and build, is ever answered here.
 * It reads what the key needs as the app's services do (the validated configuration, this isolate's
 * snapshot pointer) and makes the services themselves only for a hit handler that asks for them.
 */
export async function memoryHit(
  request: Request,
  env: Bindings,
  waitUntil: (promise: Promise<unknown>) => void,
  published: PublishedContent,
  onHit: Readonly<Record<string, HitHandler>>,
  seederFor: SeederFor,
): Promise<Response | undefined> {
  let config: Config;
  let url: URL;
  try {
    config = configOf(env);
    if (!config.edgeCache || !isCacheableRequest(request)) return undefined;
    url = new URL(request.url);
    // createServices' own check: a configuration fit only for this machine, asked from elsewhere.
    siteOrigin(config, url);
  } catch {
    // An unusable configuration: the app answers with its error page, and says why.
    return undefined;
  }
  try {
    const now = Date.now();
    // Known without waiting on almost every request: the build once per isolate, the pointer every few seconds.
    const build = knownBuildVersion(config) ?? (await buildVersion(config));
    const known = freshPointer(now);
    // As services.listings.version() reads it: an unreadable pointer is version 0.
    // The first tier answers before any services exist (their cost is what it saves): it reads the pointer itself.
    const pointer = known !== undefined ? known : await currentPointer(env.FEED, now, waitUntil).catch(() => null);
    const page = memorizedPage(cacheKeyUrl(url, build, pointer?.version ?? 0, published.version), now);
    if (!page) return undefined;
    const { etag } = page;
    const response =
      etag && matchesIfNoneMatch(request.headers.get("If-None-Match") ?? undefined, etag)
        ? notModifiedHit(etag, url, config, published)
        : pageHit(page, url, config, published);
    let services: Services | undefined;
    runHitHandlers({ request, services: () => (services ??= createServices(env, request.url, waitUntil, published, seederFor(env))) }, page, onHit);
    // As Hono answers HEAD: the GET's status and headers, no body.
    return request.method === "HEAD" ? new Response(null, response) : response;
  } catch (error) {
    console.error("page memory not readable; the app answers", error);
    return undefined;
  }
}

function notModifiedHit(etag: string, url: URL, config: Config, published: PublishedContent): Response {
  const response = notModified(etag, "HIT");
  secureHeaders(response.headers, { nonce: newNonce(), status: 304, secure: url.protocol === "https:", services: { config, content: published.content } });
  return response;
}

/**
 * A page's hit headers, with its CSP cut where the nonce goes: the same for every hit of one page
 * (its key holds the address, the build and the content version; the configuration is the
 * deployment's), so they are worked out at its first hit, by storedHeaders and secureHeaders as for any
 * hit, and each later hit makes its headers in one step and puts its own nonce in.
 */
interface HitHeaders {
  /** A record rather than a list of pairs: the Response reads it faster. */
  headers: Record<string, string>;
  cspPieces: string[];
}
const hitHeaders = new WeakMap<MemorizedPage, HitHeaders>();
const CSP = "Content-Security-Policy";

function pageHit(page: MemorizedPage, url: URL, config: Config, published: PublishedContent): Response {
  let known = hitHeaders.get(page);
  if (!known) {
    // A nonce of its own marks where each hit's goes: 24 random characters appear nowhere else in a policy.
    const mark = newNonce();
    const headers = storedHeaders(page, "HIT");
    secureHeaders(headers, { nonce: mark, status: 200, secure: url.protocol === "https:", services: { config, content: published.content } });
    known = { headers: Object.fromEntries([...headers].filter(([name]) => name !== CSP.toLowerCase())), cspPieces: (headers.get(CSP) ?? "").split(mark) };
    hitHeaders.set(page, known);
  }
  const nonce = newNonce();
  return new Response(pageWithNonce(page, nonce), { status: 200, headers: { ...known.headers, [CSP]: known.cspPieces.join(nonce) } });
}
