/**
 * Values derived from one listing snapshot version (parsed indexes, detail chunks, query indexes,
 * search and map payloads, sitemaps), kept in isolate memory. A snapshot version never changes, so
 * nothing goes stale; when the pointer moves on, all but the two highest versions are dropped
 * (requests already under way may still finish on the previous one). Values, never promises, are
 * kept: workerd forbids one request awaiting another request's I/O.
 */
const KEPT_VERSIONS = 2;

export class VersionMemo<V> {
  private readonly versions = new Map<number, Map<string, V>>();

  /** @param maxEntries how many keys one version keeps; the oldest is dropped first. */
  constructor(private readonly maxEntries = Number.POSITIVE_INFINITY) {}

  /** The value of `key` in `version`, built once. */
  get(version: number, key: string, build: () => V): V {
    const entries = this.entriesOf(version);
    if (entries.has(key)) return entries.get(key) as V;
    const value = build();
    this.store(entries, key, value);
    return value;
  }

  /** The value of `key` in `version`, loaded once it is first asked for (concurrent first loads may both load). */
  async load(version: number, key: string, load: () => Promise<V>): Promise<V> {
    const entries = this.entriesOf(version);
    if (entries.has(key)) return entries.get(key) as V;
    const value = await load();
    this.store(this.entriesOf(version), key, value);
    return value;
  }

  /** Drops everything derived from `version` (it no longer exists). */
  forget(version: number): void {
    this.versions.delete(version);
  }

  private entriesOf(version: number): Map<string, V> {
    let entries = this.versions.get(version);
    if (!entries) {
      this.versions.set(version, (entries = new Map()));
      // The two highest versions stay, whatever their numbers: numbers skip (an abandoned run's), and a
      // reader falling back from a damaged version keeps what it read of the previous one.
      const kept = [...this.versions.keys()].sort((a, b) => b - a).slice(0, KEPT_VERSIONS);
      for (const old of this.versions.keys()) if (!kept.includes(old)) this.versions.delete(old);
    }
    return entries;
  }

  private store(entries: Map<string, V>, key: string, value: V): void {
    if (entries.size >= this.maxEntries) entries.delete(entries.keys().next().value ?? "");
    entries.set(key, value);
  }
}
