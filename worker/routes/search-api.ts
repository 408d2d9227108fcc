import { Hono } from "hono";
import { isLang } from "../../client/i18n/languages";
import type { AppEnv } from "../env";
import { searchIndexJson } from "../feed/search-index";
import { listingIndex } from "./listing-index";

/** A versioned address never changes: browsers and the edge may keep it for a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** An address without the current version (none, or a page rendered before a sync) is kept briefly. */
const SHORT_LIVED = "public, max-age=60";

/**
 * GET /api/search/{lang}.json?v={snapshot version}: the search box's index (client/domain/search-index.ts).
 * The page passes the version it was rendered with, so each snapshot gets its own cacheable address.
 */
export const searchApi = new Hono<AppEnv>();

searchApi.get("/api/search/:file{[a-z]{2}\\.json}", async (c) => {
  const lang = c.req.param("file").slice(0, 2);
  if (!isLang(lang) || !c.var.enabledLanguages.includes(lang)) {
    return c.json({ error: "unknown language" }, 404, { "Cache-Control": "no-store" });
  }
  const index = await listingIndex(c, lang);
  if (!index) {
    return c.json({ error: "no listings yet" }, 503, { "Cache-Control": "no-store", "Retry-After": "30" });
  }
  const current = c.req.query("v") === String(index.version);
  const etag = `"search-${lang}-${index.version}"`;
  const headers = { "Cache-Control": current ? IMMUTABLE : SHORT_LIVED, ETag: etag, Vary: "Accept-Encoding" };
  if (c.req.header("If-None-Match") === etag) return c.body(null, 304, headers);
  return c.body(searchIndexJson(index), 200, { ...headers, "Content-Type": "application/json; charset=utf-8" });
});
