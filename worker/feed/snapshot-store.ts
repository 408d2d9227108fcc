import { LANGUAGES, type Lang } from "../../client/i18n/languages";
import { sha256Hex } from "../../client/domain/digest";
import { bytesSum, gunzip, gzip, type Bytes } from "../memory/compression";
import type { City, LanguageSnapshot, ProjectDetail, ProjectSummary, PropertyDetail, PropertySummary, TypeGroup } from "./model";
import { NORMALISED_FORMAT_VERSION } from "./provider/normalise/version";

/**
 * Listing snapshots in KV. A version is written key by key, then its manifest (every key's
 * checksum), then read back whole; only then does the pointer move to it, in one write. Readers
 * follow the pointer and check each value against the manifest, so a missing or damaged key is
 * seen, never read as a shorter list. Values are gzip-compressed JSON: a language's index of
 * 100 000 listings (about 55 MB of JSON) stays far below KV's 25 MiB value limit.
 */
export const FEED_POINTER_KEY = "feed:pointer";
/** Details are stored in chunks: one key per item would pass KV's operations-per-invocation limit. */
export const PROPERTIES_PER_CHUNK = 250;
/**
 * At most this many detail chunks per language: a large account gets larger chunks instead, so a
 * full run (read the current version, write, read back, delete an old one, four languages) stays
 * within the 1 000 KV operations one invocation may make (worker/feed/README.md, "Where the limits sit").
 */
export const MAX_CHUNKS_PER_LANGUAGE = 40;

export interface Pointer {
  version: number;
  previous: number | null;
  publishedAt: string;
}

/**
 * What a language needs in memory for every list, count and card: summaries, not details. The
 * counts every page shows are derived from the properties once per version (worker/feed/facets.ts);
 * `typeGroups` gives their types' names and order, and `typeGroups`' counts and `cities` are the
 * sync's record of the provider's lists (worker/feed/provider/normalise/counts.ts), which the next
 * incremental run merges into.
 */
export interface LanguageIndex {
  version: number;
  lang: Lang;
  properties: PropertySummary[];
  projects: ProjectSummary[];
  typeGroups: TypeGroup[];
  cities: City[];
  /** Property id → chunk number of its detail document. */
  chunkOf: Record<number, number>;
  chunks: number;
}

/** One stored key of a version: `content` hashes its JSON (same listings, same hash), `stored` its bytes in KV. */
export interface PartSum {
  content: string;
  stored: string;
}

export interface LanguageManifest {
  properties: number;
  projects: number;
  chunks: number;
  /** Key (after `feed:v{N}:`) → checksums. */
  parts: Record<string, PartSum>;
}

/** Written after every other key of a version: what the version holds, and how to check it. */
export interface Manifest {
  version: number;
  languages: Partial<Record<Lang, LanguageManifest>>;
  /**
   * The NORMALISED_FORMAT_VERSION its listings were normalised with; absent in versions written
   * before it existed. The sync merges changes only into a version of its own build's format.
   */
  formatVersion?: number;
}

/** A language serialised for storage, before it has a version number. */
export interface PreparedLanguage {
  lang: Lang;
  manifest: LanguageManifest;
  values: Map<string, Bytes>;
}

/** A snapshot key that is missing, unreadable or not what the manifest says. */
export class SnapshotFault extends Error {
  constructor(
    readonly version: number,
    readonly key: string,
    /** "unreadable": KV failed to answer (transient, nothing to repair); the others are the data's. */
    readonly problem: "missing" | "corrupt" | "unreadable",
  ) {
    super(`snapshot v${version} ${key}: ${problem}`);
    this.name = "SnapshotFault";
  }
}

const prefix = (version: number) => `feed:v${version}:`;
const manifestKey = (version: number) => `${prefix(version)}manifest`;
const indexPart = (lang: Lang) => `${lang}:index`;
const chunkPart = (lang: Lang, chunk: number) => `${lang}:properties:${chunk}`;
const projectsPart = (lang: Lang) => `${lang}:projects`;

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

/** Properties per chunk for a language of `count` properties. */
export function chunkSize(count: number): number {
  return Math.max(PROPERTIES_PER_CHUNK, Math.ceil(count / MAX_CHUNKS_PER_LANGUAGE));
}

/** The index as stored: without its version, so an unchanged language stores the same bytes in every version. */
type StoredIndex = Omit<LanguageIndex, "version">;

/** Serialises and compresses one language: its index, its detail chunks and its projects. */
export async function prepareLanguage(lang: Lang, snapshot: LanguageSnapshot): Promise<PreparedLanguage> {
  const size = chunkSize(snapshot.properties.length);
  const chunkOf: Record<number, number> = {};
  const chunks: PropertyDetail[][] = [];
  snapshot.properties.forEach((item, position) => {
    const chunk = Math.floor(position / size);
    (chunks[chunk] ??= []).push(item);
    chunkOf[item.id] = chunk;
  });
  const index: StoredIndex = {
    lang,
    properties: snapshot.properties.map(toPropertySummary),
    projects: snapshot.projects.map(toProjectSummary),
    typeGroups: snapshot.typeGroups,
    cities: snapshot.cities,
    chunkOf,
    chunks: chunks.length,
  };
  const entries: [string, unknown][] = [
    ...chunks.map((items, chunk): [string, unknown] => [chunkPart(lang, chunk), items]),
    [projectsPart(lang), snapshot.projects],
    [indexPart(lang), index],
  ];
  const values = new Map<string, Bytes>();
  const parts: Record<string, PartSum> = {};
  for (const [part, value] of entries) {
    const text = JSON.stringify(value);
    const bytes = await gzip(text);
    values.set(part, bytes);
    parts[part] = { content: await sha256Hex(text), stored: await bytesSum(bytes) };
  }
  return { lang, values, manifest: { properties: snapshot.properties.length, projects: snapshot.projects.length, chunks: chunks.length, parts } };
}

/** True when a prepared language holds exactly what a published version's manifest describes. */
export function sameContent(prepared: LanguageManifest, published: LanguageManifest | undefined): boolean {
  if (!published) return false;
  const names = Object.keys(prepared.parts);
  return names.length === Object.keys(published.parts).length && names.every((name) => prepared.parts[name]?.content === published.parts[name]?.content);
}

export function snapshotStore(kv: KVNamespace) {
  /** The stored bytes of one value, checked against the manifest: a SnapshotFault when they are missing or damaged. */
  async function readBytes(version: number, manifest: Manifest, lang: Lang, part: string): Promise<Bytes> {
    const sum = manifest.languages[lang]?.parts[part];
    if (!sum) throw new SnapshotFault(version, part, "missing");
    const stored = await kv.get(`${prefix(version)}${part}`, "arrayBuffer").catch(() => {
      throw new SnapshotFault(version, part, "unreadable");
    });
    if (!stored) throw new SnapshotFault(version, part, "missing");
    const bytes = new Uint8Array(stored);
    if ((await bytesSum(bytes)) !== sum.stored) throw new SnapshotFault(version, part, "corrupt");
    return bytes;
  }

  /** The manifest a read checks against: the caller's, else the stored one; none is a SnapshotFault. */
  async function manifestFor(version: number, manifest: Manifest | null | undefined, read: () => Promise<Manifest | null>): Promise<Manifest> {
    const checked = manifest ?? (await read());
    if (!checked) throw new SnapshotFault(version, "manifest", "missing");
    return checked;
  }

  async function readPart<T>(version: number, manifest: Manifest, lang: Lang, part: string): Promise<T> {
    const bytes = await readBytes(version, manifest, lang, part);
    try {
      return JSON.parse(await gunzip(bytes)) as T;
    } catch {
      throw new SnapshotFault(version, part, "corrupt");
    }
  }

  return {
    /** The pointer; a KV failure rejects (the reader then keeps the last pointer it knew). */
    async readPointer(): Promise<Pointer | null> {
      return kv.get<Pointer>(FEED_POINTER_KEY, "json");
    },

    /** A version's manifest; null when the version has none (never finished, deleted, or damaged). */
    async readManifest(version: number): Promise<Manifest | null> {
      try {
        const manifest = await kv.get<Manifest>(manifestKey(version), "json");
        return manifest?.version === version && typeof manifest.languages === "object" ? manifest : null;
      } catch (error) {
        if (error instanceof SyntaxError) return null;
        throw new SnapshotFault(version, "manifest", "unreadable");
      }
    },

    async readIndex(version: number, lang: Lang, manifest?: Manifest | null): Promise<LanguageIndex | null> {
      const checked = manifest ?? (await this.readManifest(version));
      if (!checked?.languages[lang]) return null;
      return { ...(await readPart<StoredIndex>(version, checked, lang, indexPart(lang))), version };
    },

    async readChunk(version: number, lang: Lang, chunk: number, manifest?: Manifest | null): Promise<PropertyDetail[]> {
      const checked = await manifestFor(version, manifest, () => this.readManifest(version));
      return readPart<PropertyDetail[]>(version, checked, lang, chunkPart(lang, chunk));
    },

    async readProjects(version: number, lang: Lang, manifest?: Manifest | null): Promise<ProjectDetail[]> {
      const checked = await manifestFor(version, manifest, () => this.readManifest(version));
      return readPart<ProjectDetail[]>(version, checked, lang, projectsPart(lang));
    },

    /** The whole snapshot of one language, details included (the sync merges into it); null when the version lacks it. */
    async readLanguage(version: number, lang: Lang, manifest?: Manifest | null): Promise<LanguageSnapshot | null> {
      const checked = manifest ?? (await this.readManifest(version));
      const index = checked && (await this.readIndex(version, lang, checked));
      if (!checked || !index) return null;
      const chunks = await Promise.all(Array.from({ length: index.chunks }, (_, chunk) => this.readChunk(version, lang, chunk, checked)));
      return { properties: chunks.flat(), projects: await this.readProjects(version, lang, checked), typeGroups: index.typeGroups, cities: index.cities };
    },

    /** Writes every value of the prepared languages under `version`, then the manifest; the pointer is not touched. */
    async writePrepared(version: number, prepared: readonly PreparedLanguage[], formatVersion: number): Promise<Manifest> {
      for (const language of prepared) {
        await Promise.all([...language.values].map(([part, bytes]) => kv.put(`${prefix(version)}${part}`, bytes)));
      }
      const manifest: Manifest = { version, languages: Object.fromEntries(prepared.map((language) => [language.lang, language.manifest])), formatVersion };
      await kv.put(manifestKey(version), JSON.stringify(manifest));
      return manifest;
    },

    /** Prepares and writes whole snapshots (tests and tools; the sync prepares language by language). */
    async write(version: number, snapshots: Partial<Record<Lang, LanguageSnapshot>>, formatVersion = NORMALISED_FORMAT_VERSION): Promise<Manifest> {
      const prepared: PreparedLanguage[] = [];
      for (const lang of LANGUAGES) {
        const snapshot = snapshots[lang];
        if (snapshot) prepared.push(await prepareLanguage(lang, snapshot));
      }
      return this.writePrepared(version, prepared, formatVersion);
    },

    /**
     * Reads a written version back before anyone is sent to it: the manifest as `expected`, and
     * every value with the checksum it was written with. Returns the problems (none: publishable).
     */
    async verify(version: number, expected: Manifest): Promise<string[]> {
      const manifest = await this.readManifest(version);
      if (!manifest || JSON.stringify(manifest) !== JSON.stringify(expected)) return [`v${version} manifest: not as written`];
      const problems: string[] = [];
      for (const [lang, language] of Object.entries(manifest.languages) as [Lang, LanguageManifest][]) {
        const expectedParts = [indexPart(lang), projectsPart(lang), ...Array.from({ length: language.chunks }, (_, chunk) => chunkPart(lang, chunk))];
        for (const part of expectedParts) {
          try {
            // The bytes are the ones written when their checksum matches; they need no parsing here.
            await readBytes(version, manifest, lang, part);
          } catch (error) {
            problems.push(error instanceof SnapshotFault ? `${part}: ${error.problem}` : `${part}: ${String(error)}`);
          }
        }
      }
      return problems;
    },

    async flip(pointer: Pointer): Promise<void> {
      await kv.put(FEED_POINTER_KEY, JSON.stringify(pointer));
    },

    /**
     * Removes every key of a version (one no reader follows any more): the keys its manifest names
     * (`written`, or the stored one), then whatever a listing still finds (a version that died before
     * its manifest). The manifest goes last, so a deletion cut short can be finished from it.
     */
    async deleteVersion(version: number, written?: Manifest): Promise<void> {
      const manifest = written ?? (await this.readManifest(version).catch(() => null));
      const named = Object.values(manifest?.languages ?? {}).flatMap((language) => Object.keys(language?.parts ?? {}));
      await Promise.all(named.map((part) => kv.delete(`${prefix(version)}${part}`)));
      let cursor: string | undefined;
      do {
        const page = await kv.list({ prefix: prefix(version), cursor });
        await Promise.all(page.keys.filter((key) => key.name !== manifestKey(version)).map((key) => kv.delete(key.name)));
        cursor = page.list_complete ? undefined : page.cursor;
      } while (cursor);
      await kv.delete(manifestKey(version));
    },
  };
}

export type SnapshotStore = ReturnType<typeof snapshotStore>;
