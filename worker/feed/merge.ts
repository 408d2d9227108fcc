import type { City, LanguageSnapshot, TypeGroup } from "./model";

function byId<T extends { id: number }>(current: readonly T[], changed: readonly T[]): T[] {
  const merged = new Map(current.map((item) => [item.id, item]));
  for (const item of changed) merged.set(item.id, item);
  return [...merged.values()];
}

/** Type-group and city counts follow the properties, so they are recomputed after every merge. */
export function recount(snapshot: LanguageSnapshot): LanguageSnapshot {
  const available = snapshot.properties.filter((item) => item.status === "available");
  const typeGroups: TypeGroup[] = snapshot.typeGroups.map((group) => ({
    ...group,
    saleCount: available.filter((item) => item.typeGroup === group.webId && item.goal === 0).length,
    rentCount: available.filter((item) => item.typeGroup === group.webId && item.goal === 1).length,
  }));
  const cities = new Map<string, City>();
  for (const item of snapshot.properties) {
    const key = `${item.zip}|${item.city}`;
    const city = cities.get(key) ?? { name: item.city, zip: item.zip, countryId: item.countryId, saleCount: 0, rentCount: 0 };
    if (item.status === "available") {
      if (item.goal === 0) city.saleCount++;
      else city.rentCount++;
    }
    cities.set(key, city);
  }
  return { ...snapshot, typeGroups, cities: [...cities.values()].sort((a, b) => a.name.localeCompare(b.name) || a.zip.localeCompare(b.zip)) };
}

/**
 * An incremental answer holds only what changed: it replaces or adds items by id and never removes
 * any (deletions are only seen, and confirmed, by a full reconciliation).
 */
export function mergeChanges(current: LanguageSnapshot | null | undefined, changed: LanguageSnapshot): LanguageSnapshot {
  if (!current) return recount(changed);
  const groups = new Map(current.typeGroups.map((group) => [group.webId, group]));
  for (const group of changed.typeGroups) groups.set(group.webId, group);
  return recount({
    properties: byId(current.properties, changed.properties),
    projects: byId(current.projects, changed.projects),
    typeGroups: [...groups.values()].sort((a, b) => a.showOrder - b.showOrder),
    cities: current.cities,
  });
}
