import { STAMP_IN_PAGE } from "../leads/form-stamp";
import { clientAssets } from "../render/assets";
import type { Config } from "../services/config";
import { sha256 } from "../../client/domain/digest";

/**
 * Path prefix of the synthetic cache-key URLs. Keys stay on the request's own origin (the Cache API
 * is per zone); the prefix means a key can never be the address of a real page.
 */
const KEY_PREFIX = "/__edge-cache";

function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/**
 * What the HTML of this deployment is built from besides the URL and the listings: the client
 * bundle (content-hashed file names), the deployed worker version (when the version-metadata binding
 * is there) and the rendering variables. A deploy or a configuration change is therefore a new key.
 */
export async function buildVersion(config: Pick<Config, "versionId" | "renderingFingerprint">): Promise<string> {
  const parts = [clientAssets.script, clientAssets.stylesheet, config.versionId, config.renderingFingerprint].join("\n");
  // Isolate-lifetime: the inputs only change with a deploy (a new isolate); tests with other vars get their own entry.
  let version = builds.get(parts);
  if (version === undefined) builds.set(parts, (version = base64url((await sha256(parts)).slice(0, 9))));
  return version;
}
const builds = new Map<string, string>();

/**
 * The cache key of a page: `{origin}/__edge-cache/{build}/v{snapshot}{path}?{sorted query}`. The query
 * is sorted so `?page=2&type=1` and `?type=1&page=2` share an entry (pages only read parsed values);
 * the fragment never reaches the worker, the host is the request's own.
 */
export function cacheKeyUrl(requestUrl: string, build: string, snapshot: number): string {
  const url = new URL(requestUrl);
  const params = [...url.searchParams.entries()].sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1));
  const query = new URLSearchParams(params).toString();
  return `${url.origin}${KEY_PREFIX}/${build}/v${snapshot}${url.pathname}${query ? `?${query}` : ""}`;
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
