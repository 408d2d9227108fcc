import type { Context } from "hono";
import type { AppEnv } from "../env";
import { matchesIfNoneMatch } from "./cache-key";

/** A versioned address never changes: browsers and the edge may keep it for a year. */
export const IMMUTABLE = "public, max-age=31536000, immutable";
/** An address without the current snapshot version (none, or a page rendered before a sync) is kept briefly. */
export const SHORT_LIVED = "public, max-age=60";

/**
 * Answers a snapshot-derived resource (search index, map markers, sitemaps) with its ETag, or 304
 * when the client already has it. The comparison is weak (RFC 9110 13.1.2) because Cloudflare
 * weakens strong ETags when it compresses, so browsers send them back as W/"...". `body` is only
 * built when it is needed.
 */
export function withEtag(c: Context<AppEnv>, etag: string, headers: Record<string, string>, body: () => string): Response {
  const all = { ...headers, ETag: etag, Vary: "Accept-Encoding" };
  if (matchesIfNoneMatch(c.req.header("If-None-Match"), etag)) return c.body(null, 304, all);
  return c.body(body(), 200, all);
}
