import type { ProjectDetail } from "./model";
import { snapshotStore, type LanguageIndex } from "./snapshot-store";

// Isolate-lifetime cache of the project documents, keyed by the index object: a new snapshot
// version is a new index object, so its projects are read once and the old ones are dropped
// with the old index. Values, not promises, are kept: workerd forbids one request awaiting
// another request's I/O. A language's projects are one small KV value.
const cache = new WeakMap<LanguageIndex, ProjectDetail[]>();

/** Every project of the snapshot version and language of `index`, details included. */
export async function projectDetails(kv: KVNamespace, index: LanguageIndex): Promise<ProjectDetail[]> {
  const cached = cache.get(index);
  if (cached) return cached;
  const projects = await snapshotStore(kv).readProjects(index.version, index.lang);
  cache.set(index, projects);
  return projects;
}

/** One project of the same snapshot as `index`, or null when the id is not (or no longer) listed. */
export async function projectDetail(kv: KVNamespace, index: LanguageIndex, id: number): Promise<ProjectDetail | null> {
  if (!index.projects.some((project) => project.id === id)) return null;
  return (await projectDetails(kv, index)).find((project) => project.id === id) ?? null;
}
