/** Pages shown on each side of the current one in a pager. */
export const PAGES_AROUND_CURRENT = 1;

/**
 * The entries of a pager for `current` of `total` pages: the first and last page, the current one
 * with PAGES_AROUND_CURRENT on each side, and a gap ("…") where pages are left out: 1 … 4 5 6 … 20.
 * A gap never stands for a single page (1 2 3 4 rather than 1 … 3 4), so a gap always saves room.
 */
export function pagerEntries(current: number, total: number, around = PAGES_AROUND_CURRENT): (number | "gap")[] {
  if (total < 1) return [];
  const page = Math.min(Math.max(1, current), total);
  const shown = new Set([1, total]);
  for (let n = page - around; n <= page + around; n++) if (n >= 1 && n <= total) shown.add(n);
  const pages = [...shown].sort((a, b) => a - b);
  const entries: (number | "gap")[] = [];
  let previous = 0;
  for (const n of pages) {
    if (n - previous === 2) entries.push(previous + 1);
    else if (n - previous > 2) entries.push("gap");
    entries.push(n);
    previous = n;
  }
  return entries;
}
