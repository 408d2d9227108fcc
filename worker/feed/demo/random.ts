/**
 * A small seeded PRNG (mulberry32). The demo never reads Date.now() or Math.random(): the same
 * seed gives the same feed on every run and in every runtime.
 */

export interface Rng {
  /** [0, 1) */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
}

/** Mixes a seed and an index into one 32-bit state, so item i is generated independently of the others. */
export function mix(seed: number, index: number): number {
  let h = (seed ^ 0x9e3779b9) >>> 0;
  h = Math.imul(h ^ (index + 0x7f4a7c15), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick<T>(items: readonly T[]): T {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new RangeError("pick from an empty list");
      return item;
    },
  };
}

/** Text picked by a drawn number: the same draw gives the same position in every language. */
export function nth<T>(items: readonly T[], draw: number): T {
  const item = items[draw % items.length];
  if (item === undefined) throw new RangeError("nth of an empty list");
  return item;
}
