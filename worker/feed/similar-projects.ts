import type { ProjectDetail } from "./model";

/** How many similar projects a project page (or the "project not found" page) suggests. */
export const SIMILAR_PROJECTS_MAX_ITEMS = 3;

type Place = Pick<ProjectDetail, "id" | "region" | "geo">;

/** Great-circle distance in kilometres between two points (haversine; plenty for ranking). */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const EARTH_RADIUS_KM = 6371;
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Projects like `target`: those with units still available first, then the same region, then the
 * nearest (projects without a known place come after those with one). Never the target itself.
 * `target` may be null (an unknown project id): then simply the projects with most availability.
 */
export function similarProjects<T extends Place & { availableCount: number }>(
  target: Place | null,
  candidates: readonly T[],
  max = SIMILAR_PROJECTS_MAX_ITEMS,
): T[] {
  const distance = (item: T) => (target?.geo && item.geo ? distanceKm(target.geo, item.geo) : Infinity);
  const rank = (item: T) => [item.availableCount > 0 ? 0 : 1, target?.region && item.region === target.region ? 0 : 1, distance(item)] as const;
  return candidates
    .filter((item) => item.id !== target?.id)
    .map((item) => ({ item, rank: rank(item) }))
    .sort(
      (a, b) =>
        a.rank[0] - b.rank[0] ||
        a.rank[1] - b.rank[1] ||
        compareDistance(a.rank[2], b.rank[2]) ||
        b.item.availableCount - a.item.availableCount ||
        a.item.id - b.item.id,
    )
    .slice(0, Math.max(0, max))
    .map(({ item }) => item);
}

/** Infinity - Infinity is NaN: two unknown distances are equal, not unordered. */
function compareDistance(a: number, b: number): number {
  return a === b ? 0 : a - b;
}
