import { Hono } from "hono";
import { isLang } from "../../client/i18n/languages";
import type { AppEnv } from "../env";
import { searchIndexJson } from "../feed/search-index";
import { searchIndexVersion } from "../render/build-version";
import { IMMUTABLE, SHORT_LIVED, withEtag } from "../middleware/conditional";

/**
 * GET /api/search/{lang}.json?v={searchIndexVersion}: the search box's index (client/domain/search-index.ts).
 * The page passes the version it was rendered with, so each snapshot and build gets its own cacheable
 * address; any other `v` (an older build's page, none) is the current index, briefly cached.
 */
export const searchApi = new Hono<AppEnv>();

searchApi.get("/api/search/:file{[a-z]{2}\\.json}", async (c) => {
  const lang = c.req.param("file").slice(0, 2);
  if (!isLang(lang) || !c.var.enabledLanguages.includes(lang)) {
    return c.json({ error: "unknown language" }, 404, { "Cache-Control": "no-store" });
  }
  const index = await c.var.services.listings.index(lang);
  if (!index) {
    return c.json({ error: "no listings yet" }, 503, { "Cache-Control": "no-store", "Retry-After": "30" });
  }
  const version = await searchIndexVersion(index.version, c.var.services.config);
  const current = c.req.query("v") === version;
  const headers = { "Cache-Control": current ? IMMUTABLE : SHORT_LIVED, "Content-Type": "application/json; charset=utf-8" };
  // A 304 may only confirm the same language, snapshot and build.
  return withEtag(c, `"search-${lang}-${version}"`, headers, () => searchIndexJson(index));
});
