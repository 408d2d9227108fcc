import { LruMap } from "../memory/lru-map";

/**
 * The edge cache's first tier: pages this isolate stored or read from the Cache API, kept in its
 * memory under the same key, so a page asked again is answered without a Cache API round trip (a
 * subrequest, then the whole body copied in). Keys carry the build, snapshot and content versions,
 * so nothing here goes stale by a publish or a deploy; an entry lives at most as long as the Cache
 * API keeps it (EDGE_CACHE_TTL_S from when it was stored), and the least recently used are dropped
 * beyond PAGE_MEMORY_BYTES. Each isolate has its own; the Cache API stays the data centre's copy.
 */
export const PAGE_MEMORY_BYTES = 8_000_000;

/** A stored page as the cache middleware serves it. */
export interface MemorizedPage {
  /**
   * The page's UTF-8 bytes, cut where the nonce it was rendered with stood: a hit puts its own nonce
   * between the pieces (pageWithNonce), one copy of bytes instead of a text replacement and encoding.
   */
  pieces: readonly Uint8Array[];
  etag: string;
  /** Response headers to send with it (without the cache's own markers). */
  headers: readonly (readonly [string, string])[];
  /** The per-view work marked on the page (worker/middleware/cache.ts, REPEAT_HEADER). */
  repeat: string;
  /** Milliseconds since the epoch after which the Cache API no longer holds it either. */
  expiresAt: number;
}

const sizeOf = (key: string, page: MemorizedPage) => key.length + page.pieces.reduce((bytes, piece) => bytes + piece.byteLength, 0);

const pages = new LruMap<string, MemorizedPage>({ maxWeight: PAGE_MEMORY_BYTES, weigh: sizeOf });

const encoder = new TextEncoder();

/** `html` as MemorizedPage's pieces, cut at each occurrence of `nonce`. */
export function piecesOf(html: string, nonce: string): Uint8Array[] {
  return html.split(nonce).map((piece) => encoder.encode(piece));
}

/** The page's bytes with `nonce` where the stored one stood. */
export function pageWithNonce(page: MemorizedPage, nonce: string): Uint8Array<ArrayBuffer> {
  const nonceBytes = encoder.encode(nonce);
  const { pieces } = page;
  let length = nonceBytes.byteLength * (pieces.length - 1);
  for (const piece of pieces) length += piece.byteLength;
  const body = new Uint8Array(length);
  let at = 0;
  pieces.forEach((piece, index) => {
    if (index > 0) {
      body.set(nonceBytes, at);
      at += nonceBytes.byteLength;
    }
    body.set(piece, at);
    at += piece.byteLength;
  });
  return body;
}

/** The page stored under `key`, unless it has expired by `now`. */
export function memorizedPage(key: string, now: number): MemorizedPage | undefined {
  const page = pages.get(key);
  if (!page || page.expiresAt > now) return page;
  pages.delete(key);
  return undefined;
}

export function memorizePage(key: string, page: MemorizedPage): void {
  // One page that would take a good part of the memory alone is left to the Cache API.
  if (sizeOf(key, page) <= PAGE_MEMORY_BYTES / 8) pages.set(key, page);
}

/** Drops one page (a test that removes the Cache API's copy) or, without a key, every page. */
export function forgetPages(key?: string): void {
  if (key === undefined) pages.clear();
  else pages.delete(key);
}

/** How much the memory holds now (tests of its bounds). */
export function pageMemoryStored(): { pages: number; bytes: number } {
  return { pages: pages.size, bytes: pages.weight };
}
