import type { Lang } from "../../client/i18n/languages";
import type { PropertyDetail } from "./model";
import { snapshotStore, type LanguageIndex, type Pointer } from "./snapshot-store";

/** How long an isolate trusts the pointer it read before looking at KV again. */
export const FEED_POINTER_TTL_MS = 5_000;
/** Detail chunks kept per isolate; a chunk holds PROPERTIES_PER_CHUNK properties. */
const MAX_CACHED_CHUNKS = 16;

// Isolate-lifetime caches. The pointer is re-read at most every FEED_POINTER_TTL_MS; parsed indexes
// and chunks are keyed by version, so a moved pointer simply stops hitting the old entries, which
// are dropped on the next read.
let pointerCache: { pointer: Pointer | null; readAt: number } | undefined;
const indexes = new Map<string, LanguageIndex>();
const chunks = new Map<string, PropertyDetail[]>();

export async function currentPointer(kv: KVNamespace, now = Date.now()): Promise<Pointer | null> {
  if (pointerCache && now - pointerCache.readAt < FEED_POINTER_TTL_MS) return pointerCache.pointer;
  const pointer = await snapshotStore(kv).readPointer();
  pointerCache = { pointer, readAt: now };
  return pointer;
}

/** Forgets the cached pointer (after this isolate itself published a snapshot). */
export function forgetPointer(): void {
  pointerCache = undefined;
}

function dropOtherVersions<T>(cache: Map<string, T>, version: number): void {
  for (const key of cache.keys()) if (!key.startsWith(`${version}:`)) cache.delete(key);
}

/** The parsed summaries of the current snapshot in one language, or null before the first sync. */
export async function languageIndex(kv: KVNamespace, lang: Lang, now = Date.now()): Promise<LanguageIndex | null> {
  const pointer = await currentPointer(kv, now);
  if (!pointer) return null;
  const key = `${pointer.version}:${lang}`;
  const cached = indexes.get(key);
  if (cached) return cached;
  const index = await snapshotStore(kv).readIndex(pointer.version, lang);
  if (!index) return null;
  dropOtherVersions(indexes, pointer.version);
  indexes.set(key, index);
  return index;
}

/** One property's detail document from the same version as `index`. */
export async function propertyDetail(kv: KVNamespace, index: LanguageIndex, id: number): Promise<PropertyDetail | null> {
  const chunk = index.chunkOf[id];
  if (chunk === undefined) return null;
  const key = `${index.version}:${index.lang}:${chunk}`;
  let items = chunks.get(key);
  if (!items) {
    items = await snapshotStore(kv).readChunk(index.version, index.lang, chunk);
    dropOtherVersions(chunks, index.version);
    if (chunks.size >= MAX_CACHED_CHUNKS) chunks.delete(chunks.keys().next().value ?? "");
    chunks.set(key, items);
  }
  return items.find((item) => item.id === id) ?? null;
}
