import type { Lang } from "../../client/i18n/languages";
import type { ProjectDetail, PropertyDetail } from "./model";
import { SnapshotFault, snapshotStore, type LanguageIndex, type Manifest, type Pointer } from "./snapshot-store";
import { VersionMemo } from "../memory/version-memo";

/** How long an isolate trusts the pointer it read before looking at KV again. */
export const FEED_POINTER_TTL_MS = 5_000;
/** Detail chunks kept per isolate and version; a chunk holds PROPERTIES_PER_CHUNK properties or more. */
const MAX_CACHED_CHUNKS = 16;
/**
 * The last pointer read is also kept in the data centre's cache (Cache API), so an isolate that
 * starts while KV cannot be read still knows which snapshot to serve. The address is never a page.
 */
const POINTER_COPY_URL = "https://feed-pointer.internal/last-known";
const POINTER_CACHE = "vitrine:feed";

/** Told of each snapshot part found missing or damaged (the reader has already tried the previous version). */
export type FaultListener = (fault: SnapshotFault) => void;

/** KV answered neither the pointer nor, before it, anything this isolate or data centre remembers. */
export class PointerUnavailable extends Error {
  constructor(options?: { cause?: unknown }) {
    super("the listing pointer cannot be read", options);
    this.name = "PointerUnavailable";
  }
}

// Isolate-lifetime caches. The pointer is re-read at most every FEED_POINTER_TTL_MS; everything read
// under a version is kept per version (VersionMemo), so a moved pointer simply starts new entries.
// Only good reads are kept: a key missing now may be a KV write still on its way to this location.
let pointerCache: { pointer: Pointer | null; readAt: number } | undefined;
let lastKnown: Pointer | undefined;
type Read<T> = { value: T } | { fault: SnapshotFault };
const manifests = new VersionMemo<Manifest>();
const indexes = new VersionMemo<LanguageIndex | null>();
const chunks = new VersionMemo<PropertyDetail[]>(MAX_CACHED_CHUNKS);
const projects = new VersionMemo<ProjectDetail[]>();

async function rememberedPointer(): Promise<Pointer | undefined> {
  if (lastKnown) return lastKnown;
  try {
    const copy = await (await caches.open(POINTER_CACHE)).match(POINTER_COPY_URL);
    return copy ? ((await copy.json()) as Pointer) : undefined;
  } catch {
    return undefined;
  }
}

function remember(pointer: Pointer, waitUntil?: (promise: Promise<unknown>) => void): void {
  if (lastKnown?.version === pointer.version) return;
  lastKnown = pointer;
  const copy = new Response(JSON.stringify(pointer), { headers: { "Content-Type": "application/json", "Cache-Control": "max-age=604800" } });
  const stored = caches
    .open(POINTER_CACHE)
    .then((cache) => cache.put(POINTER_COPY_URL, copy))
    .catch(() => undefined);
  waitUntil?.(stored);
}

/**
 * The snapshot pointer as this isolate last read it (at most FEED_POINTER_TTL_MS old). When KV
 * cannot be read, the last pointer this isolate or data centre knew (its versions stay readable
 * for minutes after a flip); with none known, PointerUnavailable.
 */
export async function currentPointer(kv: KVNamespace, now = Date.now(), waitUntil?: (promise: Promise<unknown>) => void): Promise<Pointer | null> {
  const fresh = freshPointer(now);
  if (fresh !== undefined) return fresh;
  let pointer: Pointer | null;
  try {
    pointer = await snapshotStore(kv).readPointer();
  } catch (error) {
    const known = await rememberedPointer();
    if (!known) throw new PointerUnavailable({ cause: error });
    console.error("listing pointer not readable; serving the last known snapshot", known.version, error);
    return known;
  }
  pointerCache = { pointer, readAt: now };
  if (pointer) remember(pointer, waitUntil);
  return pointer;
}

/**
 * The pointer this isolate read less than FEED_POINTER_TTL_MS before `now`, without waiting (a page
 * answered from memory, worker/middleware/memory-hit.ts); undefined when currentPointer must read it.
 */
export function freshPointer(now = Date.now()): Pointer | null | undefined {
  return pointerCache && now - pointerCache.readAt < FEED_POINTER_TTL_MS ? pointerCache.pointer : undefined;
}

/** Forgets the cached pointer (after this isolate itself published a snapshot). */
export function forgetPointer(): void {
  pointerCache = undefined;
}

/** Forgets every pointer this isolate and data centre remember, as a fresh isolate after a purge would (tests). */
export async function forgetKnownPointers(): Promise<void> {
  pointerCache = undefined;
  lastKnown = undefined;
  await (await caches.open(POINTER_CACHE)).delete(POINTER_COPY_URL);
}

async function settled<T>(read: () => Promise<T>): Promise<Read<T>> {
  try {
    return { value: await read() };
  } catch (error) {
    if (error instanceof SnapshotFault) return { fault: error };
    throw error;
  }
}

function manifestOf(kv: KVNamespace, version: number): Promise<Manifest> {
  return manifests.load(version, "manifest", async () => {
    const manifest = await snapshotStore(kv).readManifest(version);
    if (!manifest) throw new SnapshotFault(version, "manifest", "missing");
    return manifest;
  });
}

function indexRead(kv: KVNamespace, version: number, lang: Lang): Promise<Read<LanguageIndex | null>> {
  return settled(() => indexes.load(version, lang, async () => snapshotStore(kv).readIndex(version, lang, await manifestOf(kv, version))));
}

/**
 * The parsed summaries of one language in the pointer's version; when that version's index is
 * missing or damaged, the previous version's (a list is never silently shorter). Null when the
 * snapshot has no such language; SnapshotFault when neither version can be read.
 */
export async function languageIndex(kv: KVNamespace, pointer: Pointer, lang: Lang, onFault?: FaultListener): Promise<LanguageIndex | null> {
  let fault: SnapshotFault | undefined;
  for (const version of versionsOf(pointer)) {
    const read = await indexRead(kv, version, lang);
    if ("value" in read) return read.value;
    onFault?.(read.fault);
    // A KV failure outweighs damage: the data may be fine, so nothing should be rebuilt for it.
    if (!fault || read.fault.problem === "unreadable") fault = read.fault;
  }
  throw fault ?? new SnapshotFault(pointer.version, `${lang}:index`, "missing");
}

const versionsOf = (pointer: Pointer) => (pointer.previous === null ? [pointer.version] : [pointer.version, pointer.previous]);

function chunkRead(kv: KVNamespace, index: LanguageIndex, chunk: number): Promise<Read<PropertyDetail[]>> {
  const { version, lang } = index;
  return settled(() => chunks.load(version, `${lang}:${chunk}`, async () => snapshotStore(kv).readChunk(version, lang, chunk, await manifestOf(kv, version))));
}

/**
 * One property's detail document from the same version as `index`. When its chunk is missing or
 * damaged, the property as the previous version holds it; SnapshotFault when neither has it readable
 * (the page then says the listings are unavailable for a moment, never that the property is gone).
 */
export async function propertyDetail(
  kv: KVNamespace,
  index: LanguageIndex,
  id: number,
  previous?: number | null,
  onFault?: FaultListener,
): Promise<PropertyDetail | null> {
  const chunk = index.chunkOf[id];
  if (chunk === undefined) return null;
  const read = await chunkRead(kv, index, chunk);
  if ("value" in read) return read.value.find((item) => item.id === id) ?? null;
  onFault?.(read.fault);
  const older = previous != null && previous !== index.version ? await indexRead(kv, previous, index.lang) : undefined;
  const olderIndex = older && "value" in older ? older.value : null;
  const olderChunk = olderIndex?.chunkOf[id];
  if (!olderIndex || olderChunk === undefined) throw read.fault;
  const fallback = await chunkRead(kv, olderIndex, olderChunk);
  if ("value" in fallback) return fallback.value.find((item) => item.id === id) ?? null;
  onFault?.(fallback.fault);
  throw read.fault;
}

/**
 * Every project of the snapshot version and language of `index`, details included (one KV value);
 * the previous version's when this one is damaged, SnapshotFault when neither can be read.
 */
export async function projectDetails(kv: KVNamespace, index: LanguageIndex, previous?: number | null, onFault?: FaultListener): Promise<ProjectDetail[]> {
  const versions = previous != null && previous !== index.version ? [index.version, previous] : [index.version];
  let fault: SnapshotFault | undefined;
  for (const version of versions) {
    const read = await settled(() =>
      projects.load(version, index.lang, async () => snapshotStore(kv).readProjects(version, index.lang, await manifestOf(kv, version))),
    );
    if ("value" in read) return read.value;
    onFault?.(read.fault);
    fault ??= read.fault;
  }
  throw fault ?? new SnapshotFault(index.version, `${index.lang}:projects`, "missing");
}

/** One project of the same snapshot as `index`, or null when the id is not (or no longer) listed. */
export async function projectDetail(
  kv: KVNamespace,
  index: LanguageIndex,
  id: number,
  previous?: number | null,
  onFault?: FaultListener,
): Promise<ProjectDetail | null> {
  if (!index.projects.some((project) => project.id === id)) return null;
  return (await projectDetails(kv, index, previous, onFault)).find((project) => project.id === id) ?? null;
}
