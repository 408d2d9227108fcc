/**
 * The bound of the isolate-lifetime memories (islands, kept markup, pages, visit calendars, counted
 * views): a map that keeps at most `maxEntries` entries and `maxWeight` of their weight, dropping the
 * least recently used first. Reading an entry counts as using it.
 */
export interface LruLimits<K, V> {
  maxEntries?: number;
  maxWeight?: number;
  /** An entry's weight (characters, bytes); 1 when not given. */
  weigh?: (key: K, value: V) => number;
}

export class LruMap<K, V> {
  private readonly entries = new Map<K, V>();
  private readonly maxEntries: number;
  private readonly maxWeight: number;
  private readonly weigh: (key: K, value: V) => number;
  private held = 0;

  constructor({ maxEntries = Number.POSITIVE_INFINITY, maxWeight = Number.POSITIVE_INFINITY, weigh = () => 1 }: LruLimits<K, V>) {
    this.maxEntries = maxEntries;
    this.maxWeight = maxWeight;
    this.weigh = weigh;
  }

  /** The entry of `key`, now the most recently used. */
  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    // Most recently used last in the map's order, so the first is the one to drop.
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  /** Keeps `value` under `key`; a value heavier than the whole bound alone is not kept. */
  set(key: K, value: V): void {
    this.delete(key);
    const weight = this.weigh(key, value);
    if (weight > this.maxWeight) return;
    this.entries.set(key, value);
    this.held += weight;
    for (const [oldKey, oldValue] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.held <= this.maxWeight) break;
      this.entries.delete(oldKey);
      this.held -= this.weigh(oldKey, oldValue);
    }
  }

  delete(key: K): void {
    const value = this.entries.get(key);
    if (value === undefined) return;
    this.entries.delete(key);
    this.held -= this.weigh(key, value);
  }

  clear(): void {
    this.entries.clear();
    this.held = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The weight held now. */
  get weight(): number {
    return this.held;
  }
}
