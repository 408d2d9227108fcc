import type { Header, PMTiles } from "pmtiles";
import type { ArchiveExtent } from "./protomaps-style";
import { archiveVersion, MAP_ARCHIVE_KEY, tileArchive } from "./archive";

/**
 * How long an isolate trusts what it last learned from R2 about the archive (its ETag, or that there
 * is none) before it asks again. A new upload shows in styles within this time (plus the style's own
 * five minutes in browsers), at one R2 HEAD a minute per isolate rather than one per request.
 */
export const ARCHIVE_CHECK_INTERVAL_MS = 60_000;
/**
 * A tile address naming another version than the one this isolate knows may come from a style another
 * isolate built after an upload: it asks R2 sooner, but at most this often, so made-up versions cost at
 * most one HEAD per isolate in this time and never a ranged read.
 */
export const ARCHIVE_RECHECK_INTERVAL_MS = 10_000;

// Isolate-lifetime: when this isolate last asked R2 for the archive and whether it was there. The
// header itself stays in pmtiles' cache (archive.ts), which the check below invalidates when R2 names
// another ETag. Reset by forgetArchive() when a read finds the archive gone.
let known = { checkedAt: Number.NEGATIVE_INFINITY, present: false };

/** The tile archive as this isolate reads it, with the header it reads it by. */
export interface CurrentArchive {
  archive: PMTiles;
  header: Header;
  /** The name of this archive in tile addresses (archive.ts, archiveVersion). */
  version: string;
}

function current(archive: PMTiles, header: Header): CurrentArchive {
  return { archive, header, version: archiveVersion(header.etag) };
}

/**
 * The archive in `bucket`, or null when it holds none. What the isolate knows is used while it is
 * younger than `maxAgeMs`; past that one R2 HEAD says whether the archive is there and which it is,
 * and a replaced one is read again (its header, one ranged read). Throws ArchiveMissing when the
 * archive went away since (a read of the kept header's archive finds nothing).
 */
export async function currentArchive(bucket: R2Bucket, maxAgeMs = ARCHIVE_CHECK_INTERVAL_MS): Promise<CurrentArchive | null> {
  const archive = tileArchive(bucket);
  const now = Date.now();
  if (now - known.checkedAt < maxAgeMs) return known.present ? current(archive, await archive.getHeader()) : null;
  const object = await bucket.head(MAP_ARCHIVE_KEY);
  known = { checkedAt: now, present: object !== null };
  if (!object) return null;
  const header = await archive.getHeader();
  if (header.etag === object.etag) return current(archive, header);
  // This isolate read an archive that has since been replaced.
  await archive.cache.invalidate(archive.source);
  return current(archive, await archive.getHeader());
}

/** Makes the next currentArchive ask R2 again: a read found the archive gone. */
export function forgetArchive(): void {
  known = { checkedAt: Number.NEGATIVE_INFINITY, present: false };
}

/** What the archive's header says of its tiles, as the Protomaps style's source names it. */
export function extentOf(header: Header): ArchiveExtent {
  return { minZoom: header.minZoom, maxZoom: header.maxZoom, bounds: [header.minLon, header.minLat, header.maxLon, header.maxLat] };
}
