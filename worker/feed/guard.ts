import type { Lang } from "../../client/i18n/languages";
import type { PublishedBaseline, SyncRefusal } from "./sync-runs";
import type { LanguageSnapshot } from "./model";

/** What the guard needs to know of one language of a prepared snapshot (ids only: the details are already stored away). */
export interface LanguageShape {
  lang: Lang;
  propertyIds: readonly number[];
  projectIds: readonly number[];
}

export interface GuardInput {
  /** Whether a snapshot is published (the very first one is never refused for being small). */
  published: boolean;
  next: readonly LanguageShape[];
  /** The published snapshot's ids (first language), empty without one. */
  currentPropertyIds: readonly number[];
  currentProjectIds: readonly number[];
  /** Properties that had pictures in the published snapshot and have none in the next one. */
  picturesLost: readonly number[];
  /** Properties in both snapshots that had pictures in the published one. */
  withPicturesBefore: number;
  /** The largest counts published recently (worker/feed/sync-runs.ts: baseline). */
  baseline: PublishedBaseline;
  /** The share of listings one run may remove (FEED_MAX_REMOVAL_SHARE). */
  share: number;
  /**
   * Properties the provider itself reported withdrawn (an incremental answer): a removal it states
   * is not a feed failure, so they do not count against the share.
   */
  withdrawn?: readonly number[] | undefined;
}

export interface Refusal {
  refusal: SyncRefusal;
  message: string;
  /** A second full run that sees the same answer publishes it (a real removal); else it is never published. */
  confirmable: boolean;
  removedCount?: number | undefined;
}

/** Below this many listings lost pictures, a gallery change is the agency's own doing, not a feed failure. */
const MIN_PICTURE_LOSSES = 3;

const setOf = (ids: readonly number[]) => new Set(ids);
function sameSet(a: readonly number[], b: readonly number[]): boolean {
  const set = setOf(a);
  return a.length === b.length && b.every((id) => set.has(id));
}
/** The ids of `before` that `after` no longer has. */
export const missingFrom = (before: readonly number[], after: readonly number[]) => {
  const kept = setOf(after);
  return before.filter((id) => !kept.has(id));
};

/**
 * Decides whether a snapshot may replace the published one. Refused: an empty answer, languages
 * that disagree on which listings exist, and (until a second full run confirms them) large removals
 * of properties or projects, counted against the published snapshot and against the largest count
 * of recent days (so a removal in small steps is caught too), and many listings losing every picture.
 */
export function guardSnapshot(input: GuardInput): Refusal | undefined {
  const [first] = input.next;
  if (!first) return { refusal: "empty", message: "no language was fetched", confirmable: false };
  const properties = first.propertyIds.length;
  const projects = first.projectIds.length;
  if (input.published && properties === 0 && projects === 0) {
    return { refusal: "empty", message: "the provider returned no listings; the current snapshot stays", confirmable: false };
  }
  for (const other of input.next.slice(1)) {
    if (!sameSet(first.propertyIds, other.propertyIds) || !sameSet(first.projectIds, other.projectIds)) {
      const counts = input.next.map((shape) => `${shape.lang} ${shape.propertyIds.length}/${shape.projectIds.length}`).join(", ");
      return {
        refusal: "languages",
        message: `languages disagree on which listings exist (properties/projects: ${counts}); the current snapshot stays`,
        confirmable: false,
      };
    }
  }
  if (!input.published) return undefined;

  const floor = (count: number) => Math.ceil(count * (1 - input.share));
  const stated = setOf(input.withdrawn ?? []);
  const removed = missingFrom(input.currentPropertyIds, first.propertyIds);
  const unexplained = removed.filter((id) => !stated.has(id)).length;
  const before = input.currentPropertyIds.length;
  if (before > 0 && unexplained / before > input.share) {
    return {
      refusal: "removal",
      message: `would remove ${removed.length} of ${before} listings; kept until a second full run confirms it`,
      confirmable: true,
      removedCount: removed.length,
    };
  }
  if (properties + stated.size < floor(input.baseline.properties)) {
    return {
      refusal: "removal",
      message: `would leave ${properties} listings where up to ${input.baseline.properties} were published in recent days; kept until a second full run confirms it`,
      confirmable: true,
      removedCount: removed.length,
    };
  }
  const removedProjects = missingFrom(input.currentProjectIds, first.projectIds);
  const projectsBefore = input.currentProjectIds.length;
  if ((projectsBefore > 0 && removedProjects.length / projectsBefore > input.share) || projects < floor(input.baseline.projects)) {
    return {
      refusal: "projects",
      message: `would leave ${projects} projects where ${projectsBefore} are published (up to ${input.baseline.projects} in recent days); kept until a second full run confirms it`,
      confirmable: true,
      removedCount: removed.length,
    };
  }
  const lost = input.picturesLost.length;
  if (lost >= MIN_PICTURE_LOSSES && lost / Math.max(1, input.withPicturesBefore) > input.share) {
    return {
      refusal: "pictures",
      message: `${lost} of ${input.withPicturesBefore} listings would lose every picture; kept until a second full run confirms it`,
      confirmable: true,
      removedCount: removed.length,
    };
  }
  return undefined;
}

/** The ids of a language snapshot, for the guard. */
export function shapeOf(lang: Lang, snapshot: LanguageSnapshot): LanguageShape {
  return { lang, propertyIds: snapshot.properties.map((item) => item.id), projectIds: snapshot.projects.map((item) => item.id) };
}

/** Properties present in both snapshots that had pictures before, and those of them that now have none. */
export function pictureLoss(current: LanguageSnapshot | null | undefined, next: LanguageSnapshot): { lost: number[]; withPicturesBefore: number } {
  const before = new Map((current?.properties ?? []).map((item) => [item.id, item.pictures.length > 0]));
  const lost: number[] = [];
  let withPicturesBefore = 0;
  for (const item of next.properties) {
    if (!before.get(item.id)) continue;
    withPicturesBefore += 1;
    if (item.pictures.length === 0) lost.push(item.id);
  }
  return { lost, withPicturesBefore };
}

/** What a confirming run must see again: the refusal and the listings it would publish. */
export function refusalBasis(refusal: Refusal, shape: LanguageShape, picturesLost: readonly number[]): string {
  const sorted = (ids: readonly number[]) => [...ids].sort((a, b) => a - b).join(",");
  return `${refusal.refusal}|${sorted(shape.propertyIds)}|${sorted(shape.projectIds)}|${sorted(picturesLost)}`;
}
