import type { Context } from "hono";
import { Hono } from "hono";
import { TileType } from "pmtiles";
import type { AppEnv } from "../env";
import { ArchiveMissing, archiveVersion } from "../map/archive";
import { ARCHIVE_RECHECK_INTERVAL_MS, currentArchive, forgetArchive } from "../map/archive-state";
import { IMMUTABLE } from "../middleware/conditional";

/** The named Cache API cache of tiles (apart from the pages' cache, so purging one never touches the other). */
const TILE_CACHE = "vitrine:map-tiles";
/** Deepest zoom a tile address may name (web mercator tiles stop being useful well before). */
const MAX_TILE_ZOOM = 22;
const TILE_TYPE = "application/vnd.mapbox-vector-tile";

const tileAddress = (version: string) => `/api/map/tiles/${version}/{z}/{x}/{y}.mvt`;

/** The tile address template of an archive version, as a style's vector source lists it. */
export function tilesUrl(origin: string, version: string): string {
  return `${origin}${tileAddress(version)}`;
}

const noStore = { "Cache-Control": "no-store" };
const notFound = (c: Context<AppEnv>, reason: string) => c.text(reason, 404, noStore);

/**
 * What a tile is kept under in the edge cache: its address alone, as a GET. A query string or a
 * header names no other tile, so neither may make a new entry (nor a miss that costs ranged reads).
 */
function cacheKey(url: string): Request {
  const { origin, pathname } = new URL(url);
  return new Request(`${origin}${pathname}`, { method: "GET" });
}

/**
 * GET /api/map/tiles/{version}/{z}/{x}/{y}.mvt: one vector tile of the PMTiles archive in the
 * MAP_TILES bucket, read with range requests through pmtiles. The version (from the archive's ETag)
 * makes the address of a tile immutable: browsers and the edge keep it for a year, and a new upload
 * is a new address. Only the current archive's version has tiles: any other (an archive replaced
 * since the page's style was built, or a made-up one) is a 404, never another archive's tile under
 * its address. A tile the archive does not have is an empty 204 (the sea, the world outside the extract).
 */
export const mapTiles = new Hono<AppEnv>();

mapTiles.get("/api/map/tiles/:version{[0-9a-z]{1,16}}/:z{\\d{1,2}}/:x{\\d{1,7}}/:file{\\d{1,7}\\.mvt}", async (c) => {
  const bucket = c.var.services.mapTiles;
  if (!bucket) return notFound(c, "no tile archive");
  const [z, x, y] = [Number(c.req.param("z")), Number(c.req.param("x")), Number.parseInt(c.req.param("file"), 10)];
  if (z > MAX_TILE_ZOOM || x >= 2 ** z || y >= 2 ** z) return notFound(c, "no such tile");

  const key = cacheKey(c.req.url);
  const cache = await caches.open(TILE_CACHE);
  const cached = await cache.match(key);
  // A copy: what the cache answers has immutable headers, and the security middleware still sets its own.
  if (cached) return new Response(cached.body, cached);

  const version = c.req.param("version");
  try {
    let current = await currentArchive(bucket);
    // Another version may be one this isolate has not seen yet: ask R2, at most every few seconds.
    if (current?.version !== version) current = await currentArchive(bucket, ARCHIVE_RECHECK_INTERVAL_MS);
    if (!current) return notFound(c, "no tile archive");
    if (current.version !== version) return notFound(c, "not the current tile archive");
    const { archive, header } = current;
    if (header.tileType !== TileType.Mvt) return notFound(c, "the archive does not hold vector tiles");
    const tile = await archive.getZxy(z, x, y);
    // A replaced archive shows only now: its tile read answered EtagMismatch and pmtiles read the new
    // archive instead, whose tile must not be kept under this version's address.
    if (archiveVersion((await archive.getHeader()).etag) !== version) return notFound(c, "not the current tile archive");
    const headers = { "Cache-Control": IMMUTABLE, "Content-Type": TILE_TYPE };
    if (!tile) return new Response(null, { status: 204, headers });
    const response = new Response(tile.data, { status: 200, headers });
    // Hono answers HEAD with this handler too: only a GET's tile is stored.
    if (c.req.method === "GET") c.executionCtx.waitUntil(cache.put(key, response.clone()));
    return response;
  } catch (error) {
    if (!(error instanceof ArchiveMissing)) throw error;
    forgetArchive();
    return notFound(c, "no tile archive");
  }
});
