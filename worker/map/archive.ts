import { Compression, EtagMismatch, PMTiles, ResolvedValueCache, type RangeResponse, type Source } from "pmtiles";

/** The archive's key in the MAP_TILES bucket (worker/map/README.md, "Maps": how to cut and upload it). */
export const MAP_ARCHIVE_KEY = "benelux.pmtiles";
/** Headers and directories kept per isolate; a Benelux extract has a root and a few dozen leaf directories. */
const MAX_CACHED_DIRECTORIES = 64;
/** Characters of the archive's ETag that name its version in tile addresses. */
const VERSION_LENGTH = 16;

/** Thrown when the bucket holds no archive under MAP_ARCHIVE_KEY. */
export class ArchiveMissing extends Error {}

/**
 * The pmtiles Source over R2: each read is one ranged GET. After the first read every one asks for
 * the same ETag, so a replaced archive answers EtagMismatch, which PMTiles handles by dropping what it
 * cached of the old one and reading the new one's header again.
 */
export class R2Source implements Source {
  constructor(
    private readonly bucket: R2Bucket,
    private readonly key = MAP_ARCHIVE_KEY,
  ) {}

  getKey(): string {
    return this.key;
  }

  async getBytes(offset: number, length: number, _signal?: AbortSignal, etag?: string): Promise<RangeResponse> {
    const object = await this.bucket.get(this.key, { range: { offset, length }, ...(etag ? { onlyIf: { etagMatches: etag } } : {}) });
    if (!object) throw new ArchiveMissing(`no ${this.key} in the map tiles bucket`);
    // A failed precondition answers the object's metadata without a body.
    if (!("body" in object)) throw new EtagMismatch();
    return { data: await object.arrayBuffer(), etag: object.etag };
  }
}

/** Workers decompress with the platform's DecompressionStream (pmtiles' own fallback would add fflate's inflate). */
async function decompress(buffer: ArrayBuffer, compression: Compression): Promise<ArrayBuffer> {
  if (compression === Compression.None || compression === Compression.Unknown) return buffer;
  if (compression !== Compression.Gzip) throw new Error(`tile archive compression ${compression} is not supported`);
  return new Response(new Response(buffer).body!.pipeThrough(new DecompressionStream("gzip"))).arrayBuffer();
}

// Isolate-lifetime: the archive's header and directories, resolved values only (workerd forbids one
// request awaiting another's I/O). Keyed by the archive key; invalidated by PMTiles itself when a read
// answers EtagMismatch (the archive was replaced), and by currentArchive (archive-state.ts) when R2's
// HEAD names another ETag than the header kept here.
const directories = new ResolvedValueCache(MAX_CACHED_DIRECTORIES, undefined, decompress);

/** The archive in `bucket`, read through the isolate's directory cache. */
export function tileArchive(bucket: R2Bucket): PMTiles {
  return new PMTiles(new R2Source(bucket), directories, decompress);
}

/** A short, address-safe name of an archive version, from its ETag. */
export function archiveVersion(etag: string | undefined): string {
  return (
    (etag ?? "none")
      .replace(/[^0-9a-zA-Z]/g, "")
      .slice(0, VERSION_LENGTH)
      .toLowerCase() || "none"
  );
}
