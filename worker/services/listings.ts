import type { Lang } from "../../client/i18n/languages";
import type { Bindings } from "../bindings";
import { queryIndexOf, seedFirstSnapshot } from "../feed/listings";
import type { ProjectDetail, PropertyDetail } from "../feed/model";
import type { QueryIndex } from "../feed/query";
import { currentPointer, languageIndex, projectDetail, projectDetails, propertyDetail } from "../feed/reader";
import type { LanguageIndex, Pointer } from "../feed/snapshot-store";

/** The listing snapshot one request reads: the pointer is read once, so every part of the answer shows the same version. */
export interface Listings {
  /** The snapshot pointer of this request (null before the first sync, or when KV cannot be read). */
  pointer(): Promise<Pointer | null>;
  /** The snapshot version of this request (0 before the first sync): the edge cache key and the search box read it. */
  version(): Promise<number>;
  /** One language of this request's snapshot; the very first request of a fresh deployment seeds it. */
  index(lang: Lang): Promise<LanguageIndex | null>;
  /** The list query index of a language (built once per version). */
  queries(index: LanguageIndex): QueryIndex;
  property(index: LanguageIndex, id: number): Promise<PropertyDetail | null>;
  projects(index: LanguageIndex): Promise<ProjectDetail[]>;
  project(index: LanguageIndex, id: number): Promise<ProjectDetail | null>;
}

/**
 * The listings of one request. Before the very first sync there is no pointer: the first index
 * asked for seeds a snapshot (worker/feed/listings.ts) and the pointer is read again after it.
 */
export function requestListings(env: Bindings, maxRemovalShare: number, waitUntil: (promise: Promise<unknown>) => void): Listings {
  let pointer: Promise<Pointer | null> | undefined;
  const readPointer = () =>
    (pointer ??= currentPointer(env.FEED).catch((error: unknown) => {
      console.error("listing pointer not readable", error);
      return null;
    }));
  return {
    pointer: readPointer,
    version: async () => (await readPointer())?.version ?? 0,
    async index(lang) {
      let current = await readPointer();
      if (!current) {
        await seedFirstSnapshot(env, maxRemovalShare, waitUntil);
        pointer = undefined;
        current = await readPointer();
      }
      return current ? languageIndex(env.FEED, current.version, lang) : null;
    },
    queries: queryIndexOf,
    property: (index, id) => propertyDetail(env.FEED, index, id),
    projects: (index) => projectDetails(env.FEED, index),
    project: (index, id) => projectDetail(env.FEED, index, id),
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
