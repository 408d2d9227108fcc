import type { Lang } from "../../client/i18n/languages";
import type { ProjectDetail, PropertyDetail } from "./model";
import { snapshotStore, type LanguageIndex, type Pointer } from "./snapshot-store";
import { VersionMemo } from "./version-memo";

/** How long an isolate trusts the pointer it read before looking at KV again. */
export const FEED_POINTER_TTL_MS = 5_000;
/** Detail chunks kept per isolate and version; a chunk holds PROPERTIES_PER_CHUNK properties. */
const MAX_CACHED_CHUNKS = 16;

// Isolate-lifetime caches. The pointer is re-read at most every FEED_POINTER_TTL_MS; everything read
// under a version is kept per version (VersionMemo), so a moved pointer simply starts new entries.
let pointerCache: { pointer: Pointer | null; readAt: number } | undefined;
const indexes = new VersionMemo<LanguageIndex | null>();
const chunks = new VersionMemo<PropertyDetail[]>(MAX_CACHED_CHUNKS);
const projects = new VersionMemo<ProjectDetail[]>();

/** The snapshot pointer as this isolate last read it (at most FEED_POINTER_TTL_MS old). */
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

/** The parsed summaries of one language in snapshot `version`, or null when that version lacks it. */
export function languageIndex(kv: KVNamespace, version: number, lang: Lang): Promise<LanguageIndex | null> {
  return indexes.load(version, lang, () => snapshotStore(kv).readIndex(version, lang));
}

/** One property's detail document from the same version as `index`. */
export async function propertyDetail(kv: KVNamespace, index: LanguageIndex, id: number): Promise<PropertyDetail | null> {
  const chunk = index.chunkOf[id];
  if (chunk === undefined) return null;
  const items = await chunks.load(index.version, `${index.lang}:${chunk}`, () => snapshotStore(kv).readChunk(index.version, index.lang, chunk));
  return items.find((item) => item.id === id) ?? null;
}

/** Every project of the snapshot version and language of `index`, details included (one small KV value). */
export function projectDetails(kv: KVNamespace, index: LanguageIndex): Promise<ProjectDetail[]> {
  return projects.load(index.version, index.lang, () => snapshotStore(kv).readProjects(index.version, index.lang));
}

/** One project of the same snapshot as `index`, or null when the id is not (or no longer) listed. */
export async function projectDetail(kv: KVNamespace, index: LanguageIndex, id: number): Promise<ProjectDetail | null> {
  if (!index.projects.some((project) => project.id === id)) return null;
  return (await projectDetails(kv, index)).find((project) => project.id === id) ?? null;
}
