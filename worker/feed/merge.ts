import type { LanguageSnapshot } from "./model";
import { tallyCities, tallyTypeGroups } from "./provider/normalise/counts";

function byId<T extends { id: number }>(current: readonly T[], changed: readonly T[]): T[] {
  const merged = new Map(current.map((item) => [item.id, item]));
  for (const item of changed) merged.set(item.id, item);
  return [...merged.values()];
}

/**
 * Type-group and city counts follow the properties, so they are recomputed after every merge. The
 * same tallies as the normaliser's (provider/normalise/counts.ts), so a sync keeps cities matched by
 * accent- and case-insensitive name plus zip (SPEC 5) instead of splitting "Liège" and "LIEGE".
 */
export function recount(snapshot: LanguageSnapshot): LanguageSnapshot {
  return {
    ...snapshot,
    typeGroups: tallyTypeGroups(snapshot.typeGroups, snapshot.properties),
    cities: tallyCities(snapshot.cities, snapshot.properties),
  };
}

/**
 * An incremental answer holds only what changed: it replaces or adds items by id and never removes
 * any (deletions are only seen, and confirmed, by a full reconciliation).
 */
export function mergeChanges(current: LanguageSnapshot | null | undefined, changed: LanguageSnapshot): LanguageSnapshot {
  if (!current) return recount(changed);
  return recount({
    properties: byId(current.properties, changed.properties),
    projects: byId(current.projects, changed.projects),
    // tallyTypeGroups keeps a group's last content, so a changed group replaces the current one.
    typeGroups: [...current.typeGroups, ...changed.typeGroups],
    // tallyCities keeps the first spelling, so a published city's name stays stable across runs.
    cities: [...current.cities, ...changed.cities],
  });
}
