/**
 * What a published snapshot changed on the listings a favourites watch follows (issue 41, section 2):
 * a new price (either way), a badge such as "under option" that now replaces the price, sold or let,
 * gone from the site (withdrawn), or back on offer; a visit slot free again comes from the visit check
 * (visit-news.ts), not from a snapshot. Pure; ids, prices and states are the same in
 * every language, so one language's two snapshots are enough.
 */
import type { PriceUnit, PropertyStatus, PropertySummary } from "../feed/model";

export type FavouriteChange =
  | { id: number; kind: "price"; before: number; after: number; priceUnit: PriceUnit | null }
  | { id: number; kind: "badge"; badge: string }
  | { id: number; kind: "status"; status: Exclude<PropertyStatus, "available"> }
  | { id: number; kind: "withdrawn" }
  | { id: number; kind: "back" }
  /** Visit slots free again (worker/favourites/visit-news.ts): their moments, "2026-11-25T14". */
  | { id: number; kind: "visit"; moments: string[] };

type Listing = Pick<PropertySummary, "id" | "status" | "price" | "priceUnit" | "marquee" | "goal">;

/** One listing's changes between two snapshots (`before` or `after` undefined: not in that snapshot). */
function changesOf(id: number, before: Listing | undefined, after: Listing | undefined): FavouriteChange[] {
  if (!before && !after) return [];
  if (!after) return [{ id, kind: "withdrawn" }];
  if (!before) return after.status === "available" ? [{ id, kind: "back" }] : [];
  if (after.status !== before.status) return after.status === "available" ? [{ id, kind: "back" }] : [{ id, kind: "status", status: after.status }];
  if (after.status !== "available") return [];
  const changes: FavouriteChange[] = [];
  const sameTerms = before.goal === after.goal && (before.priceUnit ?? null) === (after.priceUnit ?? null);
  if (before.price !== null && after.price !== null && before.price !== after.price && sameTerms)
    changes.push({ id, kind: "price", before: before.price, after: after.price, priceUnit: after.priceUnit ?? null });
  if (after.marquee !== null && after.marquee !== before.marquee) changes.push({ id, kind: "badge", badge: after.marquee });
  return changes;
}

/**
 * The changes of the watched `ids` from `before` to `after` (the previous and the new published
 * snapshot of one language), in the order of `ids`. `before` null is the very first snapshot: there is
 * nothing to compare with, so nothing changed.
 */
export function favouriteChanges(before: readonly Listing[] | null, after: readonly Listing[], ids: readonly number[]): FavouriteChange[] {
  if (!before) return [];
  const wanted = new Set(ids);
  const earlier = new Map<number, Listing>();
  const now = new Map<number, Listing>();
  for (const item of before) if (wanted.has(item.id)) earlier.set(item.id, item);
  for (const item of after) if (wanted.has(item.id)) now.set(item.id, item);
  return ids.flatMap((id) => changesOf(id, earlier.get(id), now.get(id)));
}

/** One listing of a change mail: what it was called and where it was shown when the mail was made, and what changed. */
export interface ChangedFavourite {
  id: number;
  title: string;
  path: string;
  changes: FavouriteChange[];
}

/** How the watcher's language names a listing: its title, its address and its badge ("Sous option"). */
export interface ListingName {
  title: string;
  path: string;
  marquee?: string | null | undefined;
}

/**
 * The changes grouped per listing, each with its name and address in the watcher's language (from
 * the new snapshot, or the previous one for a listing that left it); a listing no snapshot names is
 * left out. A badge is the provider's text, worked out in the first language: the watcher reads
 * their language's.
 */
export function changedFavourites(changes: readonly FavouriteChange[], named: (id: number) => ListingName | undefined): ChangedFavourite[] {
  const byId = new Map<number, { item: ChangedFavourite; marquee: string | null }>();
  for (const change of changes) {
    let entry = byId.get(change.id);
    if (!entry) {
      const name = named(change.id);
      if (!name) continue;
      entry = { item: { id: change.id, title: name.title, path: name.path, changes: [] }, marquee: name.marquee ?? null };
      byId.set(change.id, entry);
    }
    entry.item.changes.push(change.kind === "badge" && entry.marquee ? { ...change, badge: entry.marquee } : change);
  }
  return [...byId.values()].map((entry) => entry.item);
}

/**
 * One mail per address per change: an address with two watches holding the same listing hears of
 * that listing's changes once, from its oldest watch holding it; the other watch's mail leaves them
 * out (and a watch left with nothing gets no mail).
 */
export function oncePerAddress<T extends { id: number }>(
  watches: readonly { id: string; email: string; createdAt: number }[],
  byWatch: ReadonlyMap<string, readonly T[]>,
): Map<string, T[]> {
  const told = new Set<string>();
  const out = new Map<string, T[]>();
  const oldestFirst = [...watches].sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id));
  for (const watch of oldestFirst) {
    const kept = (byWatch.get(watch.id) ?? []).filter((item) => !told.has(`${watch.email}\n${item.id}`));
    for (const item of kept) told.add(`${watch.email}\n${item.id}`);
    if (kept.length > 0) out.set(watch.id, kept);
  }
  return out;
}
