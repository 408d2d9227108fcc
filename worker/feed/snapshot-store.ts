import { LANGUAGES, type Lang } from "../../client/i18n/languages";
import type { City, LanguageSnapshot, ProjectDetail, ProjectSummary, PropertyDetail, PropertySummary, TypeGroup } from "./model";

/**
 * Listing snapshots in KV. A version is written key by key, then the pointer moves to it in one
 * write; readers only follow the pointer, so they see a whole snapshot or the previous one.
 * Version N-1 stays (a reader may still be on it); older versions are deleted after the flip.
 */
export const FEED_POINTER_KEY = "feed:pointer";
/** Details are stored in chunks: one key per item would pass KV's operations-per-invocation limit. */
export const PROPERTIES_PER_CHUNK = 250;

export interface Pointer {
  version: number;
  previous: number | null;
  publishedAt: string;
}

export interface ListingCounts {
  forSale: number;
  forRent: number;
  projects: number;
}

/** What a language needs in memory for every list, count and card: summaries, not details. */
export interface LanguageIndex {
  version: number;
  lang: Lang;
  properties: PropertySummary[];
  projects: ProjectSummary[];
  typeGroups: TypeGroup[];
  cities: City[];
  counts: ListingCounts;
  /** Property id → chunk number of its detail document. */
  chunkOf: Record<number, number>;
  chunks: number;
}

const prefix = (version: number) => `feed:v${version}:`;
const indexKey = (version: number, lang: Lang) => `${prefix(version)}${lang}:index`;
const chunkKey = (version: number, lang: Lang, chunk: number) => `${prefix(version)}${lang}:properties:${chunk}`;
const projectsKey = (version: number, lang: Lang) => `${prefix(version)}${lang}:projects`;

export function toPropertySummary(detail: PropertyDetail): PropertySummary {
  const {
    description: _d,
    address: _a,
    pictures: _p,
    groups: _g,
    epc: _e,
    renovationNotice: _r,
    virtualTour: _v,
    video: _vi,
    documents: _do,
    ...summary
  } = detail;
  return summary;
}

export function toProjectSummary(detail: ProjectDetail): ProjectSummary {
  const {
    description: _d,
    address: _a,
    pictures: _p,
    units: _u,
    documents: _do,
    externalWebsite: _w,
    number: _n,
    delivery: _de,
    technicalData: _t,
    situation: _s,
    geo: _g,
    ...summary
  } = detail;
  return summary;
}

export function countsOf(snapshot: LanguageSnapshot): ListingCounts {
  const available = snapshot.properties.filter((item) => item.status === "available");
  return {
    forSale: available.filter((item) => item.goal === 0).length,
    forRent: available.filter((item) => item.goal === 1).length,
    projects: snapshot.projects.length,
  };
}

export function snapshotStore(kv: KVNamespace) {
  return {
    async readPointer(): Promise<Pointer | null> {
      return kv.get<Pointer>(FEED_POINTER_KEY, "json");
    },

    async readIndex(version: number, lang: Lang): Promise<LanguageIndex | null> {
      return kv.get<LanguageIndex>(indexKey(version, lang), "json");
    },

    async readChunk(version: number, lang: Lang, chunk: number): Promise<PropertyDetail[]> {
      return (await kv.get<PropertyDetail[]>(chunkKey(version, lang, chunk), "json")) ?? [];
    },

    async readProjects(version: number, lang: Lang): Promise<ProjectDetail[]> {
      return (await kv.get<ProjectDetail[]>(projectsKey(version, lang), "json")) ?? [];
    },

    /** The whole snapshot of one language, details included (the sync merges into it). */
    async readLanguage(version: number, lang: Lang): Promise<LanguageSnapshot | null> {
      const index = await this.readIndex(version, lang);
      if (!index) return null;
      const chunks = await Promise.all(Array.from({ length: index.chunks }, (_, chunk) => this.readChunk(version, lang, chunk)));
      return { properties: chunks.flat(), projects: await this.readProjects(version, lang), typeGroups: index.typeGroups, cities: index.cities };
    },

    /** Writes every key of a version; the pointer is not touched. */
    async write(version: number, snapshots: Partial<Record<Lang, LanguageSnapshot>>): Promise<void> {
      for (const lang of LANGUAGES) {
        const snapshot = snapshots[lang];
        if (!snapshot) continue;
        const chunkOf: Record<number, number> = {};
        const chunks: PropertyDetail[][] = [];
        snapshot.properties.forEach((item, position) => {
          const chunk = Math.floor(position / PROPERTIES_PER_CHUNK);
          (chunks[chunk] ??= []).push(item);
          chunkOf[item.id] = chunk;
        });
        await Promise.all(chunks.map((items, chunk) => kv.put(chunkKey(version, lang, chunk), JSON.stringify(items))));
        await kv.put(projectsKey(version, lang), JSON.stringify(snapshot.projects));
        const index: LanguageIndex = {
          version,
          lang,
          properties: snapshot.properties.map(toPropertySummary),
          projects: snapshot.projects.map(toProjectSummary),
          typeGroups: snapshot.typeGroups,
          cities: snapshot.cities,
          counts: countsOf(snapshot),
          chunkOf,
          chunks: chunks.length,
        };
        await kv.put(indexKey(version, lang), JSON.stringify(index));
      }
    },

    async flip(pointer: Pointer): Promise<void> {
      await kv.put(FEED_POINTER_KEY, JSON.stringify(pointer));
    },

    /** Removes every key of a version (one no reader follows any more). */
    async deleteVersion(version: number): Promise<void> {
      let cursor: string | undefined;
      do {
        const page = await kv.list({ prefix: prefix(version), cursor });
        await Promise.all(page.keys.map((key) => kv.delete(key.name)));
        cursor = page.list_complete ? undefined : page.cursor;
      } while (cursor);
    },
  };
}

export type SnapshotStore = ReturnType<typeof snapshotStore>;
