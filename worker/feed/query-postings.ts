/**
 * The listings of one sorted order grouped by a facet value (a type group, a place), so that a query
 * filtering on it walks only that value's listings, still in the order's sequence.
 */
export interface Postings {
  /** Value v's entries are ranks[starts[v]] up to ranks[starts[v + 1]]. */
  starts: Int32Array;
  /** Positions in the order (not in the snapshot), ascending within each value. */
  ranks: Int32Array;
}

/**
 * Groups the ranks of `order` (snapshot positions) by `valueOf` (per snapshot position, 0 ≤ value <
 * `values`): a counting sort in two linear passes (count, then place), so each value's ranks come
 * out ascending without a comparison.
 */
export function postingsOf(order: Int32Array, valueOf: Int32Array, values: number): Postings {
  const starts = new Int32Array(values + 1);
  for (const position of order) starts[valueOf[position]! + 1]! += 1;
  for (let value = 0; value < values; value++) starts[value + 1]! += starts[value]!;
  const next = starts.slice(0, values);
  const ranks = new Int32Array(order.length);
  for (let rank = 0; rank < order.length; rank++) ranks[next[valueOf[order[rank]!]!]!++] = rank;
  return { starts, ranks };
}

/** How many of `value`'s entries rank below `limit` (with the on-offer count: those on offer). */
export function countBelow({ starts, ranks }: Postings, value: number, limit: number): number {
  let [low, high] = [starts[value]!, starts[value + 1]!];
  const first = low;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (ranks[middle]! < limit) low = middle + 1;
    else high = middle;
  }
  return low - first;
}
