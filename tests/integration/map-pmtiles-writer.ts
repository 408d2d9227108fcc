import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { zxyToTileId } from "pmtiles";
import { afterEach, beforeEach, vi } from "vitest";
import { createApp } from "../../worker/app";
import { archiveVersion } from "../../worker/map/archive";
import { ARCHIVE_CHECK_INTERVAL_MS } from "../../worker/map/archive-state";

/**
 * The maps' tile archive in the tests: a minimal PMTiles v3 writer, an upload to the MAP_TILES bucket,
 * and requests through the worker that count its R2 reads.
 *
 * The writer follows the public format: a 127-byte header, then a root directory of varint-encoded
 * entries, metadata and tile data. Everything is uncompressed except
 * the tiles, which are gzipped as Protomaps' own builds are; no leaf directories (a few tiles only).
 */
export interface TileInput {
  z: number;
  x: number;
  y: number;
  data: Uint8Array<ArrayBuffer>;
}

const HEADER_BYTES = 127;
const COMPRESSION_NONE = 1;
const COMPRESSION_GZIP = 2;
const TILE_TYPE_MVT = 1;

function varint(value: number, out: number[]): void {
  let rest = value;
  while (rest >= 0x80) {
    out.push((rest % 0x80) | 0x80);
    rest = Math.floor(rest / 0x80);
  }
  out.push(rest);
}

async function gzip(data: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(new Response(data).body!.pipeThrough(new CompressionStream("gzip"))).arrayBuffer());
}

/** Builds the archive's bytes: the tiles in tile-id order, each stored once, with the extent given. */
export async function pmtilesArchive(
  tiles: readonly TileInput[],
  extent: { minZoom: number; maxZoom: number; bounds: [number, number, number, number] },
): Promise<Uint8Array> {
  const entries = await Promise.all(tiles.map(async (tile) => ({ id: zxyToTileId(tile.z, tile.x, tile.y), data: await gzip(tile.data) })));
  entries.sort((a, b) => a.id - b.id);
  const directory: number[] = [];
  varint(entries.length, directory);
  let last = 0;
  for (const entry of entries) {
    varint(entry.id - last, directory);
    last = entry.id;
  }
  for (let i = 0; i < entries.length; i++) varint(1, directory);
  for (const entry of entries) varint(entry.data.length, directory);
  // Offset 0 means "right after the previous tile"; the first is stored as its offset + 1.
  for (let i = 0; i < entries.length; i++) varint(i === 0 ? 1 : 0, directory);

  const metadata = new TextEncoder().encode("{}");
  const tileData = entries.map((entry) => entry.data);
  const tileLength = tileData.reduce((sum, data) => sum + data.length, 0);
  const rootOffset = HEADER_BYTES;
  const metadataOffset = rootOffset + directory.length;
  const tileOffset = metadataOffset + metadata.length;
  const bytes = new Uint8Array(tileOffset + tileLength);
  const view = new DataView(bytes.buffer);
  bytes.set(new TextEncoder().encode("PMTiles"), 0);
  view.setUint8(7, 3);
  const u64 = (at: number, value: number) => view.setBigUint64(at, BigInt(value), true);
  u64(8, rootOffset);
  u64(16, directory.length);
  u64(24, metadataOffset);
  u64(32, metadata.length);
  u64(40, tileOffset); // no leaf directories: an empty section
  u64(48, 0);
  u64(56, tileOffset);
  u64(64, tileLength);
  u64(72, entries.length);
  u64(80, entries.length);
  u64(88, entries.length);
  view.setUint8(96, 1); // clustered
  view.setUint8(97, COMPRESSION_NONE);
  view.setUint8(98, COMPRESSION_GZIP);
  view.setUint8(99, TILE_TYPE_MVT);
  view.setUint8(100, extent.minZoom);
  view.setUint8(101, extent.maxZoom);
  const e7 = (degrees: number) => Math.round(degrees * 1e7);
  const [west, south, east, north] = extent.bounds;
  view.setInt32(102, e7(west), true);
  view.setInt32(106, e7(south), true);
  view.setInt32(110, e7(east), true);
  view.setInt32(114, e7(north), true);
  view.setUint8(118, extent.minZoom);
  view.setInt32(119, e7((west + east) / 2), true);
  view.setInt32(123, e7((south + north) / 2), true);
  bytes.set(directory, rootOffset);
  bytes.set(metadata, metadataOffset);
  let at = tileOffset;
  for (const data of tileData) {
    bytes.set(data, at);
    at += data.length;
  }
  return bytes;
}

/** The key the worker reads its archive from (worker/map/archive.ts). */
export const ARCHIVE_KEY = "benelux.pmtiles";
export const TEST_EXTENT = { minZoom: 0, maxZoom: 8, bounds: [2.5, 49.4, 6.6, 51.6] as [number, number, number, number] };
/** The tile over Brussels at zoom 6, and the whole world at zoom 0. */
export const BRUSSELS_Z6 = { z: 6, x: 32, y: 21 };
export const WORLD = { z: 0, x: 0, y: 0 };

/**
 * Puts an archive of two tiles into `bucket` under the worker's key, each tile's bytes the text
 * "brussels tile {tag}" or "world tile {tag}" (the route never parses a tile), and answers the
 * version the worker names it by in tile addresses.
 */
export async function uploadArchive(bucket: R2Bucket, tag: string): Promise<string> {
  const bytes = (text: string) => new TextEncoder().encode(text);
  const archive = await pmtilesArchive(
    [
      { ...BRUSSELS_Z6, data: bytes(`brussels tile ${tag}`) },
      { ...WORLD, data: bytes(`world tile ${tag}`) },
    ],
    TEST_EXTENT,
  );
  const object = await bucket.put(ARCHIVE_KEY, archive);
  return archiveVersion(object?.etag);
}

/** How many R2 reads the worker made: HEADs (is the archive there, which one) and ranged GETs. */
export interface R2Calls {
  heads: number;
  gets: number;
}

/** The test bucket, counting the worker's reads into `calls`. */
function countingBucket(calls: R2Calls): R2Bucket {
  const bucket = env.MAP_TILES!;
  return {
    head: (key: string) => (calls.heads++, bucket.head(key)),
    get: (key: string, options?: R2GetOptions) => (calls.gets++, bucket.get(key, options)),
  } as unknown as R2Bucket;
}

const app = createApp();

/** Sends a request through the app with the counting bucket, and waits for its background work (cache writes). */
export async function fetchCounting(path: string, calls: R2Calls, method = "GET"): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await app.fetch(new Request(new URL(path, "http://localhost:8787"), { method }), { ...env, MAP_TILES: countingBucket(calls) }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/**
 * What an isolate knows of the archive lasts a minute (worker/map/archive-state.ts): each test of the
 * calling file starts a minute after the previous one, so none inherits what another learned, and the
 * archive is removed after each. Returns how a test moves the clock on by `ms` within itself.
 */
export function startEachTestAMinuteLater(): (ms: number) => void {
  let clock = Date.now();
  const advance = (ms: number) => vi.setSystemTime((clock += ms));
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    advance(ARCHIVE_CHECK_INTERVAL_MS);
  });
  afterEach(async () => {
    vi.useRealTimers();
    await env.MAP_TILES!.delete(ARCHIVE_KEY);
  });
  return advance;
}
