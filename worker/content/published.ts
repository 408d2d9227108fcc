import { contentVersionRepository, type ContentPointer } from "./content-versions";
import type { Bytes } from "../memory/compression";
import { VersionMemo } from "../memory/version-memo";
import { seedContent } from "./index";
import type { Content } from "./schema";
import { ContentVersionFault, decodeContentVersion, type EncodedContent } from "./version-store";

/** The content a request renders from: a published version, or version 0, the content this build carries. */
export interface PublishedContent {
  version: number;
  content: Content;
}

/** The build's own content: what a fresh database and a site whose versions cannot be read serve. */
export const BUILD_CONTENT: PublishedContent = { version: 0, content: seedContent };

/** How old the pointer an isolate knows may be before a request refreshes it in the background. */
export const CONTENT_POINTER_TTL_MS = 10_000;
/**
 * How old it may be before a request waits for a fresh read: a publish reaches every isolate within
 * this (the issue: "within a minute"). The pointer is read from D1, not KV: KV may answer an old value
 * for up to a minute at a location, and caches a missing key as long.
 */
export const CONTENT_POINTER_MAX_AGE_MS = 45_000;

/**
 * The last pointer and the bytes of its version are also kept in the data centre's cache, so an
 * isolate that starts while D1 cannot be read still serves the agency's published content, not the
 * build's. The addresses are never pages.
 */
const COPY_CACHE = "vitrine:content";
const POINTER_COPY_URL = "https://content.internal/pointer";
const versionCopyUrl = (version: number) => `https://content.internal/version/${version}`;

// Isolate-lifetime. Values only, never promises (workerd forbids awaiting another request's I/O).
let known: { pointer: ContentPointer | null; readAt: number } | undefined;
let refreshing = false;
let copiedVersion: number | undefined;
/** Parsed content per version; null: the version is damaged, and stays so (no D1 read per request for it). */
let versions = new VersionMemo<Content | null>();

type WaitUntil = (promise: Promise<unknown>) => void;

/**
 * The published content version this request renders from, read once per version per isolate: the
 * pointer at most every CONTENT_POINTER_TTL_MS (in the background until it is CONTENT_POINTER_MAX_AGE_MS
 * old), the version's content once. When D1 cannot be read: the pointer and content this isolate
 * or data centre last knew, else the build's own content. A version that cannot be served gives way
 * to the one before it, then to the build's. Never throws: a page always has content.
 */
export async function publishedContent(db: D1Database, waitUntil: WaitUntil, now = Date.now()): Promise<PublishedContent> {
  const age = known ? now - known.readAt : Number.POSITIVE_INFINITY;
  if (age >= CONTENT_POINTER_MAX_AGE_MS) await refreshPointer(db, waitUntil, now);
  else if (age >= CONTENT_POINTER_TTL_MS && !refreshing) {
    refreshing = true;
    waitUntil(refreshPointer(db, waitUntil, now).finally(() => (refreshing = false)));
  }
  const pointer = known?.pointer ?? null;
  if (!pointer) return BUILD_CONTENT;
  for (const version of pointer.previous === null ? [pointer.version] : [pointer.version, pointer.previous]) {
    const content = await contentOf(db, version, waitUntil);
    if (content) return { version, content };
  }
  return BUILD_CONTENT;
}

async function refreshPointer(db: D1Database, waitUntil: WaitUntil, now: number): Promise<void> {
  try {
    const pointer = await contentVersionRepository(db).pointer();
    known = { pointer, readAt: now };
    if (pointer && pointer.version !== copiedVersion) {
      copiedVersion = pointer.version;
      waitUntil(keepCopy(POINTER_COPY_URL, JSON.stringify(pointer)));
    }
  } catch (error) {
    const fallback = known?.pointer ?? (await copiedPointer());
    console.error("content pointer not readable; serving", fallback ? `the last known version ${fallback.version}` : "the build's content", error);
    // Asked again in the background after a TTL, not on every request while D1 is down.
    known = { pointer: fallback, readAt: now };
  }
}

/** The content of a version (memoized per isolate); null when it cannot be served now. */
async function contentOf(db: D1Database, version: number, waitUntil: WaitUntil): Promise<Content | null> {
  try {
    return await versions.load(version, "content", async () => {
      const stored = await readVersion(db, version, waitUntil);
      if (!stored) throw new ContentVersionFault(version, "unreadable");
      return await decodeContentVersion(version, stored);
    });
  } catch (error) {
    console.error("content version not servable", version, error);
    // Damage is for good; an unreadable D1 may answer on the next request.
    if (error instanceof ContentVersionFault && error.problem !== "unreadable") versions.get(version, "content", () => null);
    return null;
  }
}

/** A version's bytes from D1, else from the data centre's copy; undefined when neither has them. */
async function readVersion(db: D1Database, version: number, waitUntil: WaitUntil): Promise<EncodedContent | undefined> {
  try {
    const stored = await contentVersionRepository(db).stored(version);
    if (stored) waitUntil(keepCopy(versionCopyUrl(version), stored.body, { "X-Format": String(stored.format), "X-Sha256": stored.sha256 }));
    return stored ?? undefined;
  } catch (error) {
    const copy = await cachedCopy(versionCopyUrl(version));
    if (!copy) throw error;
    const body = new Uint8Array(await copy.arrayBuffer());
    return { format: Number(copy.headers.get("X-Format")), sha256: copy.headers.get("X-Sha256") ?? "", body };
  }
}

async function keepCopy(url: string, body: string | Bytes, headers: Record<string, string> = {}): Promise<void> {
  try {
    await (await caches.open(COPY_CACHE)).put(url, new Response(body, { headers: { ...headers, "Cache-Control": "max-age=604800" } }));
  } catch {
    // A copy is a convenience: without one, an isolate started while D1 is down serves the build's content.
  }
}

async function cachedCopy(url: string): Promise<Response | undefined> {
  try {
    return await (await caches.open(COPY_CACHE)).match(url);
  } catch {
    return undefined;
  }
}

async function copiedPointer(): Promise<ContentPointer | null> {
  const copy = await cachedCopy(POINTER_COPY_URL);
  return copy ? ((await copy.json()) as ContentPointer) : null;
}

/** Forgets the pointer this isolate read (a publish by this isolate, tests): the next request reads D1. */
export function forgetContentPointer(): void {
  known = undefined;
}

/**
 * Drops versions that no longer exist (an erasure deleted them) from this isolate and from this data
 * centre's copies. Other data centres' copies expire within a week and are read only while D1 cannot be.
 */
export async function forgetVersionCopies(gone: readonly number[]): Promise<void> {
  if (gone.length === 0) return;
  for (const version of gone) versions.forget(version);
  try {
    const cache = await caches.open(COPY_CACHE);
    await Promise.all(gone.map((version) => cache.delete(versionCopyUrl(version))));
  } catch (error) {
    console.warn("content version copies not dropped", gone, error);
  }
  known = undefined;
}

/**
 * Forgets what this isolate knows, as a new isolate would start (tests); with `copies`, also the data
 * centre's copy of the pointer, as after a cache purge.
 */
export async function forgetKnownContent(options: { copies: boolean }): Promise<void> {
  known = undefined;
  copiedVersion = undefined;
  versions = new VersionMemo();
  if (options.copies) await (await caches.open(COPY_CACHE)).delete(POINTER_COPY_URL);
}
