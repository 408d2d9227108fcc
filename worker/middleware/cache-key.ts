import { STAMP_IN_PAGE } from "../leads/form-stamp";
import { base64url } from "../render/build-version";
import { PAGE_QUERY_PARAMETERS, pickParameters } from "../render/page-query";
import { sha256 } from "../../client/domain/digest";

/**
 * Path prefix of the synthetic cache-key URLs. Keys stay on the request's own origin (the Cache API
 * is per zone); the prefix means a key can never be the address of a real page.
 */
const KEY_PREFIX = "/__edge-cache";

/**
 * The cache key of a page: `{origin}/__edge-cache/{build}/v{snapshot}c{content}{path}?{query}`, with
 * the listing snapshot and the content version the page renders from: a sync or a publish starts new
 * entries, so no page of the new content is ever mixed with older ones. The query keeps
 * only PAGE_QUERY_PARAMETERS, sorted, with the first value of each (the one URLSearchParams.get and
 * Hono's c.req.query read): marketing tags (utm_*, gclid, fbclid, ...), cache busters, a repeated
 * parameter and the order of parameters never make a new entry. The fragment never reaches the
 * worker; the host is the request's own.
 */
export function cacheKeyUrl(requestUrl: string | URL, build: string, snapshot: number, content: number): string {
  const url = typeof requestUrl === "string" ? new URL(requestUrl) : requestUrl;
  const search = pickParameters(url, PAGE_QUERY_PARAMETERS);
  return `${url.origin}${KEY_PREFIX}/${build}/v${snapshot}c${content}${url.pathname}${search ? `?${search}` : ""}`;
}

/**
 * A weak ETag of the page body without its CSP nonce and its forms' render stamps: the bytes differ
 * per response, the page does not, so the validator is weak by definition (RFC 9110 8.8.1). Cloudflare
 * would weaken a strong one anyway when it compresses the response.
 */
export async function etagOf(html: string, nonce: string): Promise<string> {
  const digest = await sha256((nonce ? html.replaceAll(nonce, "") : html).replace(STAMP_IN_PAGE, ""));
  return `W/"${base64url(digest.slice(0, 18))}"`;
}

/** If-None-Match with weak comparison (RFC 9110 13.1.2): true when `etag` is listed, or for `*`. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}
