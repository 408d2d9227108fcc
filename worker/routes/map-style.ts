import { Hono } from "hono";
import { OFFLINE_BASE_PATH } from "../../client/domain/map-style";
import { isLang, type Lang } from "../../client/i18n/languages";
import type { AppEnv } from "../env";
import { placesOf } from "../feed/map-places";
import { currentArchive, extentOf } from "../map/archive-state";
import { offlineStyle } from "../map/offline-style";
import { protomapsStyle } from "../map/protomaps-style";
import { keptStyle, type BuiltStyle } from "../map/style-memo";
import { buildVersion } from "../render/build-version";
import { withEtag } from "../middleware/conditional";
import type { Services } from "../services";
import { tilesUrl } from "./map-tiles";

/**
 * Browsers keep a style five minutes: it changes with the listings' cities and with an uploaded
 * archive, neither of which needs to show within the second.
 */
export const STYLE_CACHE_CONTROL = "public, max-age=300";

/** The archive in the MAP_TILES bucket, or null without one; R2 failing to answer is no reason for no map. */
async function archiveOrNull(bucket: R2Bucket | undefined) {
  if (!bucket) return null;
  return currentArchive(bucket).catch((error: unknown) => {
    console.warn("map tile archive unreadable, answering the offline base", error);
    return null;
  });
}

async function styleFor(lang: Lang, services: Services): Promise<BuiltStyle> {
  const { origin } = services;
  const build = await buildVersion(services.config);
  const archive = await archiveOrNull(services.mapTiles);
  if (archive) {
    const { version, header } = archive;
    return keptStyle({ lang, base: `archive:${version}`, build, origin }, () =>
      protomapsStyle({ tilesUrl: tilesUrl(origin, version), extent: extentOf(header), lang }),
    );
  }
  // No snapshot yet is no reason for no map: the base then has no city names.
  const index = await services.listings.index(lang).catch(() => null);
  return keptStyle({ lang, base: `offline:${index?.version ?? "none"}`, build, origin }, () =>
    offlineStyle({ baseUrl: `${origin}${OFFLINE_BASE_PATH}`, places: index ? placesOf(index) : [] }),
  );
}

/**
 * GET /api/map/style/{lang}.json: the base every map of the site draws. With a PMTiles archive in the
 * MAP_TILES bucket, Protomaps' light style over our tile route (names in the page's language); without
 * one (the demo, local development, the tests), the offline base generated at build time with the
 * feed's cities as labels. Addresses inside are absolute (MapLibre resolves them in its web worker),
 * on the site's public origin like every other absolute address it writes.
 */
export const mapStyle = new Hono<AppEnv>();

mapStyle.get("/api/map/style/:file{[a-z]{2}\\.json}", async (c) => {
  const lang = c.req.param("file").slice(0, 2);
  if (!isLang(lang) || !c.var.enabledLanguages.includes(lang)) {
    return c.json({ error: "unknown language" }, 404, { "Cache-Control": "no-store" });
  }
  const style = await styleFor(lang, c.var.services);
  const headers = { "Cache-Control": STYLE_CACHE_CONTROL, "Content-Type": "application/json; charset=utf-8" };
  return withEtag(c, style.etag, headers, () => style.body);
});
