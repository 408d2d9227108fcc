import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ARCHIVE_RECHECK_INTERVAL_MS } from "../../worker/map/archive-state";
import { ARCHIVE_KEY, BRUSSELS_Z6, fetchCounting, startEachTestAMinuteLater, uploadArchive, WORLD, type R2Calls } from "./map-pmtiles-writer";

/** A tile's address under an archive version. */
const tileAt = (version: string, { z, x, y }: { z: number; x: number; y: number }) => `/api/map/tiles/${version}/${z}/${x}/${y}.mvt`;
/** A test tile's bytes are text (the route never parses a tile); read as bytes, as a map would. */
const tileText = async (response: Response) => new TextDecoder().decode(await response.arrayBuffer());
const noCalls = (): R2Calls => ({ heads: 0, gets: 0 });
const fetchTile = (path: string, calls = noCalls(), method = "GET") => fetchCounting(path, calls, method);

const advanceClock = startEachTestAMinuteLater();

describe("the map's tiles without an archive", () => {
  it("are 404, never stored", async () => {
    const response = await fetchTile("/api/map/tiles/abc123/6/32/21.mvt");
    expect(response.status).toBe(404);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
  });
});

describe("the map's tiles", () => {
  it("are read from the archive with ranged reads, decompressed, immutable, and from the edge cache after", async () => {
    const version = await uploadArchive(env.MAP_TILES!, "a");
    const url = tileAt(version, BRUSSELS_Z6);
    const response = await fetchTile(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/vnd.mapbox-vector-tile");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(await tileText(response)).toBe("brussels tile a");
    expect(await tileText(await fetchTile(tileAt(version, WORLD)))).toBe("world tile a");

    // A tile the archive does not hold is an empty answer, not an error; so is one past its zooms.
    expect((await fetchTile(tileAt(version, { z: 6, x: 10, y: 10 }))).status).toBe(204);
    expect((await fetchTile(tileAt(version, { z: 9, x: 260, y: 170 }))).status).toBe(204);
    expect((await fetchTile(tileAt(version, { z: 3, x: 8, y: 0 }))).status).toBe(404);

    // With the archive gone, the tile still comes from the edge cache, without a read.
    await env.MAP_TILES!.delete(ARCHIVE_KEY);
    const calls = noCalls();
    const cached = await fetchTile(url, calls);
    expect(cached.status).toBe(200);
    expect(await tileText(cached)).toBe("brussels tile a");
    expect(calls).toEqual(noCalls());
  });

  it("are kept under their address alone: a query string is the same tile, from the cache", async () => {
    const version = await uploadArchive(env.MAP_TILES!, "b");
    await fetchTile(tileAt(version, BRUSSELS_Z6));
    for (const query of ["?x=1", "?cache-buster=8d1f2", `?v=${version}&z=1`]) {
      const calls = noCalls();
      const response = await fetchTile(`${tileAt(version, BRUSSELS_Z6)}${query}`, calls);
      expect(await tileText(response)).toBe("brussels tile b");
      expect(calls).toEqual(noCalls());
    }
  });

  it("answer HEAD with the tile's headers and store nothing", async () => {
    const version = await uploadArchive(env.MAP_TILES!, "c");
    const head = await fetchTile(tileAt(version, WORLD), noCalls(), "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(await head.text()).toBe("");
    // Nothing was stored: with the archive gone, a GET finds no tile.
    await env.MAP_TILES!.delete(ARCHIVE_KEY);
    expect((await fetchTile(tileAt(version, WORLD))).status).toBe(404);
  });

  it("answer 404 under a made-up version, without a ranged read, and ask R2 about it at most every few seconds", async () => {
    const version = await uploadArchive(env.MAP_TILES!, "d");
    await fetchTile(tileAt(version, BRUSSELS_Z6));
    advanceClock(ARCHIVE_RECHECK_INTERVAL_MS);
    const first = noCalls();
    const response = await fetchTile(tileAt("f00d", BRUSSELS_Z6), first);
    expect(response.status).toBe(404);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(first).toEqual({ heads: 1, gets: 0 });
    for (const madeUp of ["f00d", "abc", "0123456789abcdef"]) {
      const calls = noCalls();
      expect((await fetchTile(tileAt(madeUp, WORLD), calls)).status).toBe(404);
      expect(calls).toEqual(noCalls());
    }
  });

  it("of a replaced archive answer 404 under its old version, never the new archive's tile", async () => {
    const old = await uploadArchive(env.MAP_TILES!, "e");
    // This isolate reads the old archive: its header and directory stay in memory.
    expect(await tileText(await fetchTile(tileAt(old, BRUSSELS_Z6)))).toBe("brussels tile e");
    const fresh = await uploadArchive(env.MAP_TILES!, "f");

    // The old version's next tile read finds the archive replaced (pmtiles then reads the new one).
    const stale = await fetchTile(tileAt(old, WORLD));
    expect(stale.status).toBe(404);
    expect(stale.headers.get("Cache-Control")).toBe("no-store");
    expect((await fetchTile(tileAt(old, WORLD))).status).toBe(404);
    // The new version's tiles are served at once: this isolate has read the new archive.
    const current = await fetchTile(tileAt(fresh, WORLD));
    expect(current.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(await tileText(current)).toBe("world tile f");
  });

  it("of an archive this isolate has not read yet are served once R2 names it", async () => {
    const old = await uploadArchive(env.MAP_TILES!, "g");
    await fetchTile(tileAt(old, BRUSSELS_Z6));
    // Another isolate built a style naming the new upload.
    const fresh = await uploadArchive(env.MAP_TILES!, "h");
    // Asked again within a few seconds of its last question, this isolate cannot know it yet.
    expect((await fetchTile(tileAt(fresh, WORLD))).status).toBe(404);
    advanceClock(ARCHIVE_RECHECK_INTERVAL_MS);
    const response = await fetchTile(tileAt(fresh, WORLD));
    expect(response.status).toBe(200);
    expect(await tileText(response)).toBe("world tile h");
    expect((await fetchTile(tileAt(old, WORLD))).status).toBe(404);
  });
});
