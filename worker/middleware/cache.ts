import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { parse } from "hono/utils/cookie";
import { getPath } from "hono/utils/url";
import { isPreviewPath } from "../../client/domain/preview";
import type { AppEnv } from "../env";
import type { Pointer } from "../feed/snapshot-store";
import type { Services } from "../services";
import { buildVersion } from "../render/build-version";
import { cacheKeyUrl, etagOf, matchesIfNoneMatch } from "./cache-key";
import { memorizedPage, memorizePage, pageWithNonce, piecesOf, type MemorizedPage } from "./page-memory";

/** How long the edge keeps a page (Cache API TTL). Freshness does not rest on it: a new snapshot or deploy is a new key. */
export const EDGE_CACHE_TTL_S = 600;
/** Browsers and other shared caches may store a page but must ask again (ETag → 304) before every use. */
export const PAGE_CACHE_CONTROL = "public, max-age=0, must-revalidate";
/** The named Cache API cache that holds pages (apart from caches.default, which subrequests use). */
const CACHE_NAME = "vitrine:pages";

/**
 * Cookies that make a visitor not anonymous. A request carrying one is never answered from the cache
 * and its response is never stored. The owner portal's session cookie (worker/owner/auth/session-cookie.ts) is one; the
 * consent cookie (vitrine_consent) is not in the list on purpose: pages render the same with or
 * without it (the dialog reads it in the browser).
 */
export const PRIVATE_COOKIES: readonly string[] = ["vitrine_session", "__Host-vitrine_owner"];

/**
 * Per-view work a page needs even when it is served from the cache, such as the property view
 * counter: the route marks its response with `repeatOnCacheHit`, the marker is stored with the page
 * (never sent to visitors), and each hit runs the handler of that name that app.ts gave `edgeCache`.
 */
const REPEAT_HEADER = "X-Edge-Cache-Repeat";
/**
 * What a hit handler is given: the request, and its services (a hit answered before the app has no
 * Hono context), made when first asked: a handler with nothing to do (a view already counted) never pays for them.
 */
export interface Hit {
  request: Request;
  services: () => Services;
}
export type HitHandler = (hit: Hit, value: string) => void;
/** Stored with a page, never sent: the nonce it was rendered with, and when the Cache API lets it go (ms since the epoch). */
const NONCE_HEADER = "X-Edge-Cache-Nonce";
const EXPIRES_HEADER = "X-Edge-Cache-Expires";
const CACHE_ONLY_HEADERS: ReadonlySet<string> = new Set([REPEAT_HEADER, NONCE_HEADER, EXPIRES_HEADER].map((name) => name.toLowerCase()));

/** Asks the cache to run `name`'s hit handler with `value` each time this page is served from it. */
export function repeatOnCacheHit(response: Response, name: string, value: string): void {
  const entry = `${name}=${value}`;
  // Idempotent: a page may be marked twice on its way.
  if ((response.headers.get(REPEAT_HEADER) ?? "").split(",").some((marked) => marked.trim() === entry)) return;
  response.headers.append(REPEAT_HEADER, entry);
}

export function runHitHandlers(hit: Hit, page: MemorizedPage, handlers: Readonly<Record<string, HitHandler>>): void {
  for (const entry of page.repeat.split(",")) {
    const [name, value] = entry.trim().split("=");
    if (name && value !== undefined && Object.hasOwn(handlers, name)) handlers[name]?.(hit, value);
  }
}

/** The repeat marker is for the cache only; a response that is not stored must not carry it out. */
function withoutRepeatMarker(response: Response): void {
  if (response.headers.has(REPEAT_HEADER)) response.headers.delete(REPEAT_HEADER);
}

/** Pages live under a language prefix; the APIs, sitemaps, robots.txt, language redirects and the staff area (/staff/) never get stored. */
const PAGE_PATH = /^\/[a-z]{2}\//;

/** Only anonymous GET/HEAD page requests take part; previews are drafts and always rendered fresh. */
export function isCacheableRequest(request: Request): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  // The path as Hono routes it (c.req.path).
  const path = getPath(request);
  if (!PAGE_PATH.test(path)) return false;
  if (request.headers.has("Authorization")) return false;
  if (isPreviewPath(path)) return false;
  const cookies = request.headers.get("Cookie");
  return !cookies || !PRIVATE_COOKIES.some((name) => parse(cookies, name)[name] !== undefined);
}

/**
 * Only a complete, shareable HTML page is stored: status 200 (redirects, among them the language
 * redirects that vary on Accept-Language, 404 and 500 pages are not), no Set-Cookie, no Vary
 * beyond Accept-Encoding, and no Cache-Control that forbids sharing.
 */
function isCacheableResponse(response: Response): boolean {
  if (response.status !== 200) return false;
  if (!response.headers.get("Content-Type")?.startsWith("text/html")) return false;
  if (response.headers.has("Set-Cookie")) return false;
  const vary = response.headers.get("Vary");
  if (vary && vary.split(",").some((name) => name.trim().toLowerCase() !== "accept-encoding")) return false;
  return !/no-store|no-cache|private/i.test(response.headers.get("Cache-Control") ?? "");
}

/** Swaps the response whole: Hono's `c.res =` would otherwise copy the old response's headers over the new one's. */
function replaceResponse(c: Context<AppEnv>, response: Response): void {
  c.res = undefined;
  c.res = response;
}

/**
 * The Cache-Control of a response that did not choose its own, so that none leaves without one: a
 * shareable page may be kept by browsers that revalidate it (also when the edge cache is off); a
 * redirect of a shareable page is asked again each time (its target follows the listings and the
 * content); everything else (error and not-found pages, previews, anything for a signed-in visitor,
 * a page that sets a cookie) is never stored.
 */
export function fallbackCacheControl(response: Response, shareableRequest: boolean): string {
  if (shareableRequest && isCacheableResponse(response)) return PAGE_CACHE_CONTROL;
  if (shareableRequest && response.status >= 300 && response.status < 400) return "no-cache";
  return "no-store";
}

function withCacheControl(c: Context<AppEnv>, shareableRequest: boolean): void {
  if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", fallbackCacheControl(c.res, shareableRequest));
}

/**
 * The snapshot whose stored page may stand in when rendering this one failed (a 5xx: KV or D1 not
 * answering): the version the pointer replaced, while the pointer still names the version this
 * request keyed on. An older page beats an error page; nothing older than that is kept in the pointer.
 */
export function staleSnapshot(status: number, snapshot: number, pointer: Pointer | null): number | undefined {
  if (status < 500 || !pointer || pointer.version !== snapshot) return undefined;
  return pointer.previous !== null && pointer.previous !== snapshot ? pointer.previous : undefined;
}

export function notModified(etag: string, xCache: "HIT" | "MISS"): Response {
  return new Response(null, { status: 304, headers: { ETag: etag, "Cache-Control": PAGE_CACHE_CONTROL, "X-Cache": xCache } });
}

/**
 * The page stored under `key`: from this isolate's memory (worker/middleware/page-memory.ts), else
 * from the Cache API, then kept in memory too. An entry without the nonce it was rendered with was
 * not stored by this code (a deploy changes every key anyway) and is rendered again.
 */
async function storedPage(cache: Cache, key: string, now: number): Promise<MemorizedPage | undefined> {
  const memorized = memorizedPage(key, now);
  if (memorized) return memorized;
  const cached = await cache.match(key);
  if (!cached) return undefined;
  const nonce = cached.headers.get(NONCE_HEADER);
  if (!nonce) {
    await cached.body?.cancel();
    return undefined;
  }
  const page: MemorizedPage = {
    pieces: piecesOf(await cached.text(), nonce),
    etag: cached.headers.get("ETag") ?? "",
    headers: [...cached.headers].filter(([name]) => !CACHE_ONLY_HEADERS.has(name)),
    repeat: cached.headers.get(REPEAT_HEADER) ?? "",
    expiresAt: Number(cached.headers.get(EXPIRES_HEADER)) || now + EDGE_CACHE_TTL_S * 1000,
  };
  memorizePage(key, page);
  return page;
}

/**
 * A stored page for this request, with the nonce of its own request (c.var.nonce, which
 * securityHeaders puts in this response's CSP) where the stored copy has the one of the request that
 * filled it. Replacing every occurrence of that nonce is complete and safe: it is 18 random bytes
 * made after the page's data was read, so no listing or content text can hold it, and the page
 * writes it only in its nonce attributes.
 */
export function fromStore(page: MemorizedPage, nonce: string, xCache: "HIT" | "STALE"): Response {
  return new Response(pageWithNonce(page, nonce), { status: 200, headers: storedHeaders(page, xCache) });
}

/** The headers a stored page is served with (before the security headers). */
export function storedHeaders(page: MemorizedPage, xCache: "HIT" | "STALE"): Headers {
  const headers = new Headers(page.headers as [string, string][]);
  headers.set("Cache-Control", PAGE_CACHE_CONTROL);
  headers.set("X-Cache", xCache);
  headers.delete("Content-Length");
  return headers;
}

/**
 * Edge cache for anonymous HTML pages (Cache API, per data centre). Keyed by the normalised URL,
 * the listing snapshot version, the content version and the build version
 * (worker/middleware/cache-key.ts), so a new snapshot, a publish or a deploy simply starts new
 * entries; old ones expire after EDGE_CACHE_TTL_S.
 * Answers If-None-Match with 304. A page whose rendering fails (5xx) is answered with its copy from
 * the previous snapshot when the cache still holds one (`X-Cache: STALE`). Pages are looked up in
 * this isolate's memory first (worker/middleware/page-memory.ts), then in the Cache API. Response bodies are never
 * compressed here: Cloudflare compresses text responses at the edge from Accept-Encoding
 * (worker/middleware/README.md, "Caching"). EDGE_CACHE="off" stores and serves nothing. Every response passing through leaves
 * with a Cache-Control (fallbackCacheControl). Runs after securityHeaders, so hits, misses and 304s
 * all get the security headers and a fresh CSP.
 */
export const edgeCache = (options: { onHit: Readonly<Record<string, HitHandler>> }) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const { config, listings, contentVersion } = c.var.services;
    const shareable = isCacheableRequest(c.req.raw);
    if (!config.edgeCache || !shareable) {
      await next();
      withoutRepeatMarker(c.res);
      withCacheControl(c, shareable);
      return;
    }
    // The snapshot version this request renders from: the services read the pointer once per request.
    const [build, snapshot] = await Promise.all([buildVersion(config), listings.version()]);
    const key = cacheKeyUrl(c.req.url, build, snapshot, contentVersion);
    const cache = await caches.open(CACHE_NAME);
    const ifNoneMatch = c.req.header("If-None-Match");

    const stored = await storedPage(cache, key, Date.now());
    if (stored) {
      const { etag } = stored;
      const response = etag && matchesIfNoneMatch(ifNoneMatch, etag) ? notModified(etag, "HIT") : fromStore(stored, c.var.nonce, "HIT");
      // A 304 is a view too: the browser shows its copy of the page.
      runHitHandlers({ request: c.req.raw, services: () => c.var.services }, stored, options.onHit);
      return response;
    }

    await next();
    const previous = staleSnapshot(c.res.status, snapshot, await listings.pointer());
    const stale = previous === undefined ? undefined : await storedPage(cache, cacheKeyUrl(c.req.url, build, previous, contentVersion), Date.now());
    if (stale) {
      console.warn("rendering failed, serving the previous snapshot's page", c.req.path, c.res.status);
      runHitHandlers({ request: c.req.raw, services: () => c.var.services }, stale, options.onHit);
      replaceResponse(c, fromStore(stale, c.var.nonce, "STALE"));
      return;
    }
    // The very first request of a deployment seeds the first snapshot while it renders: its page belongs to no key.
    // A page rendered from the previous version (a damaged key) is not kept under the current one's key.
    if (!isCacheableResponse(c.res) || (await listings.version()) !== snapshot || listings.degraded()) {
      withoutRepeatMarker(c.res);
      withCacheControl(c, true);
      return;
    }
    // The whole document is read (as for crawlers) to hash and store it: a miss is not streamed.
    const html = await c.res.text();
    const etag = await etagOf(html, c.var.nonce);
    const expiresAt = Date.now() + EDGE_CACHE_TTL_S * 1000;
    const headers = new Headers(c.res.headers);
    headers.set("ETag", etag);
    headers.set("Cache-Control", `public, max-age=${EDGE_CACHE_TTL_S}`);
    const repeat = headers.get(REPEAT_HEADER) ?? "";
    headers.delete(REPEAT_HEADER);
    memorizePage(key, { pieces: piecesOf(html, c.var.nonce), etag, headers: [...headers], repeat, expiresAt });
    const forCache = new Headers(headers);
    forCache.set(NONCE_HEADER, c.var.nonce);
    forCache.set(EXPIRES_HEADER, String(expiresAt));
    if (repeat) forCache.set(REPEAT_HEADER, repeat);
    c.executionCtx.waitUntil(cache.put(key, new Response(html, { status: 200, headers: forCache })));
    if (matchesIfNoneMatch(ifNoneMatch, etag)) {
      replaceResponse(c, notModified(etag, "MISS"));
      return;
    }
    headers.set("Cache-Control", PAGE_CACHE_CONTROL);
    headers.set("X-Cache", "MISS");
    replaceResponse(c, new Response(html, { status: 200, headers }));
  });
