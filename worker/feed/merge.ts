import type { LanguageSnapshot, ProjectDetail, PropertyDetail } from "./model";
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

/** Listings an incremental answer reports as no longer published (withdrawn, sold off the site, hidden). */
export interface Withdrawn {
  properties: readonly number[];
  projects: readonly number[];
}

/**
 * An incremental answer holds only what changed: it replaces or adds items by id, and removes the
 * ones the provider reports as withdrawn since the last run. A listing that simply vanished from
 * the provider is only seen, and confirmed, by a full reconciliation.
 */
export function mergeChanges(current: LanguageSnapshot | null | undefined, changed: LanguageSnapshot, withdrawn?: Withdrawn): LanguageSnapshot {
  if (!current) return recount(changed);
  const gone = { properties: new Set(withdrawn?.properties), projects: new Set(withdrawn?.projects) };
  return recount({
    properties: byId(current.properties, changed.properties).filter((item) => !gone.properties.has(item.id)),
    projects: byId(current.projects, changed.projects).filter((item) => !gone.projects.has(item.id)),
    // tallyTypeGroups keeps a group's last content, so a changed group replaces the current one.
    typeGroups: [...current.typeGroups, ...changed.typeGroups],
    // tallyCities keeps the first spelling, so a published city's name stays stable across runs.
    cities: [...current.cities, ...changed.cities],
  });
}

/**
 * An optional part the provider failed to give this run (a gallery, documents, a price list, the
 * cities) must not erase what the published snapshot has: for each listing that comes back without
 * that part, the published one's part is kept. Listings the provider really emptied keep it only
 * until a run that reads the part without a gap.
 */
export function carryOverGaps(next: LanguageSnapshot, current: LanguageSnapshot | null | undefined, gapParts: ReadonlySet<string>): LanguageSnapshot {
  if (!current || gapParts.size === 0) return next;
  /** True when `part` had a gap this run, and the listing lost what its published version has. */
  const lost = (part: string, now: readonly unknown[], before: readonly unknown[]) => gapParts.has(part) && now.length === 0 && before.length > 0;
  /** The galleries and documents both kinds of listing have. */
  const shared = <T extends PropertyDetail | ProjectDetail>(item: T, before: T): T => ({
    ...item,
    ...(lost("pictures", item.pictures, before.pictures) ? { pictures: before.pictures, picture: before.picture } : {}),
    ...(lost("documents", item.documents, before.documents) ? { documents: before.documents } : {}),
  });
  const properties = new Map(current.properties.map((item) => [item.id, item]));
  const projects = new Map(current.projects.map((item) => [item.id, item]));
  return {
    properties: next.properties.map((item) => {
      const before = properties.get(item.id);
      return before ? shared(item, before) : item;
    }),
    projects: next.projects.map((item) => {
      const before = projects.get(item.id);
      if (!before) return item;
      // A price list comes with its counts and its "from" price.
      const units = lost("units", item.units, before.units)
        ? { units: before.units, unitCount: before.unitCount, availableCount: before.availableCount, priceFromText: before.priceFromText }
        : {};
      return { ...shared(item, before), ...units };
    }),
    typeGroups: next.typeGroups,
    cities: gapParts.has("cities") ? [...next.cities, ...current.cities] : next.cities,
  };
}
