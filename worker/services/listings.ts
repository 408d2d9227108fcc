import type { Lang } from "../../client/i18n/languages";
import type { Bindings } from "../bindings";
import { queryIndexOf } from "../feed/query-index-of";
import type { ProjectDetail, PropertyDetail } from "../feed/model";
import type { QueryIndex } from "../feed/query";
import { currentPointer, languageIndex, projectDetail, projectDetails, propertyDetail } from "../feed/reader";
import { SnapshotFault, type LanguageIndex, type Pointer } from "../feed/snapshot-store";
import { LruMap } from "../memory/lru-map";

/** The listing snapshot one request reads: the pointer is read once, so every part of the answer shows the same version. */
export interface Listings {
  /** The snapshot pointer of this request (null before the first sync, or when neither KV nor memory has one). */
  pointer(): Promise<Pointer | null>;
  /** The snapshot version of this request (0 before the first sync): the edge cache key and the search box read it. */
  version(): Promise<number>;
  /**
   * One language of this request's snapshot; the very first request of a fresh deployment seeds it.
   * ListingsUnavailable while the first snapshot is prepared or when nothing readable is known.
   */
  index(lang: Lang): Promise<LanguageIndex | null>;
  /** Whether this request met a damaged or unreadable snapshot part (its page is then not stored in the edge cache). */
  degraded(): boolean;
  /** The list query index of a language (built once per version). */
  queries(index: LanguageIndex): QueryIndex;
  property(index: LanguageIndex, id: number): Promise<PropertyDetail | null>;
  projects(index: LanguageIndex): Promise<ProjectDetail[]>;
  project(index: LanguageIndex, id: number): Promise<ProjectDetail | null>;
}

/**
 * The listings cannot be shown for a moment: the first snapshot is being prepared, or neither the
 * snapshot nor anything remembered of it can be read. Pages answer 503 with Retry-After (never an
 * empty list, never a 404 for a listing that exists).
 */
export class ListingsUnavailable extends Error {
  constructor(
    readonly reason: "preparing" | "unreadable",
    options?: { cause?: unknown },
  ) {
    super(`listings unavailable: ${reason}`, options);
    this.name = "ListingsUnavailable";
  }
}

/** Seconds a visitor (or crawler) is asked to wait before trying again. */
export const LISTINGS_RETRY_AFTER_S = 30;

/** Damaged snapshot keys an isolate remembers having recorded (a version has a few dozen keys). */
const RECORDED_FAULTS_KEPT = 1_000;
// Isolate-lifetime: each damaged key is recorded once per isolate, not once per request; keys carry the version.
const recordedFaults = new LruMap<string, true>({ maxEntries: RECORDED_FAULTS_KEPT });

export interface ListingsDeps {
  maxRemovalShare: number;
  waitUntil: (promise: Promise<unknown>) => void;
  /** Records a snapshot key a reader found missing or damaged (D1 snapshot_faults). */
  recordFault: (fault: SnapshotFault) => Promise<void>;
  /** Publishes the first snapshot, or a new one when none can be read (worker/jobs/sync-listings.ts). */
  seed: SeedFirstSnapshot;
}

/** "ready" once a readable snapshot is published; "preparing" while a run (or the queue) is at it. */
export type SeedFirstSnapshot = (maxRemovalShare: number, reason: "no snapshot" | "unreadable snapshot") => Promise<"ready" | "preparing">;

/**
 * The listings of one request. Before the very first sync there is no pointer: the first index
 * asked for seeds a snapshot (worker/jobs/sync-listings.ts) and the pointer is read again after it.
 */
export function requestListings(env: Bindings, deps: ListingsDeps): Listings {
  let pointer: Promise<Pointer | null> | undefined;
  let degraded = false;
  const readPointer = () => (pointer ??= currentPointer(env.FEED, Date.now(), deps.waitUntil));
  const pointerOrNull = () => readPointer().catch(() => null);
  /** The version a damaged part falls back to. */
  const previous = async () => (await pointerOrNull())?.previous;
  const onFault = (fault: SnapshotFault) => {
    const key = `${fault.version}:${fault.key}`;
    degraded = true;
    console.error("listing snapshot fault; the previous version answers", fault.message);
    if (fault.problem === "unreadable" || recordedFaults.get(key)) return;
    recordedFaults.set(key, true);
    deps.waitUntil(deps.recordFault(fault).catch((error: unknown) => console.error("snapshot fault not recorded", error)));
  };
  /** The pointer, or ListingsUnavailable when neither KV nor memory has one. */
  const knownPointer = async () => {
    try {
      return await readPointer();
    } catch (error) {
      throw new ListingsUnavailable("unreadable", { cause: error });
    }
  };
  const unreadable = <T>(read: Promise<T>): Promise<T> =>
    read.catch((error: unknown) => {
      throw error instanceof SnapshotFault ? new ListingsUnavailable("unreadable", { cause: error }) : error;
    });
  return {
    pointer: pointerOrNull,
    version: async () => (await pointerOrNull())?.version ?? 0,
    async index(lang) {
      const current = await knownPointer();
      if (current) {
        try {
          return await languageIndex(env.FEED, current, lang, onFault);
        } catch (error) {
          if (!(error instanceof SnapshotFault)) throw error;
          // KV not answering is waited out (503); neither version being readable (damaged, or written
          // before manifests existed) is repaired by a full run, under the first snapshot's lease and pause.
          if (error.problem === "unreadable") throw new ListingsUnavailable("unreadable", { cause: error });
        }
      }
      const seeded = await deps.seed(deps.maxRemovalShare, current ? "unreadable snapshot" : "no snapshot").catch((error: unknown) => {
        throw new ListingsUnavailable("preparing", { cause: error });
      });
      if (seeded !== "ready") throw new ListingsUnavailable(current ? "unreadable" : "preparing");
      pointer = undefined;
      const seededPointer = await knownPointer();
      if (!seededPointer) throw new ListingsUnavailable("preparing");
      return unreadable(languageIndex(env.FEED, seededPointer, lang, onFault));
    },
    degraded: () => degraded,
    queries: queryIndexOf,
    property: async (index, id) => unreadable(propertyDetail(env.FEED, index, id, await previous(), onFault)),
    projects: async (index) => unreadable(projectDetails(env.FEED, index, await previous(), onFault)),
    project: async (index, id) => unreadable(projectDetail(env.FEED, index, id, await previous(), onFault)),
  };
}

/**
 * The same listing's path in every enabled language that has it (hreflang, the language switcher).
 * `listingsOf` picks the properties or the projects of each language's index.
 */
export async function listingAlternates(
  listings: Listings,
  enabled: readonly Lang[],
  index: LanguageIndex,
  id: number,
  listingsOf: (index: LanguageIndex) => readonly { id: number; path: string }[],
): Promise<Partial<Record<Lang, string>>> {
  const alternates: Partial<Record<Lang, string>> = {};
  for (const code of enabled) {
    const other = code === index.lang ? index : await listings.index(code);
    const listing = other ? listingsOf(other).find((candidate) => candidate.id === id) : undefined;
    if (listing) alternates[code] = listing.path;
  }
  return alternates;
}
