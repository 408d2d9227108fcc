import type { ProjectSummary, PropertySummary } from "./model";
import { isOnOffer } from "./offer";

/** A properties or projects home banner shows at most this many slides. */
export const BANNER_MAX_SLIDES = 5;

// Isolate-lifetime, one per locale (four at most): building a collator costs more than the sort.
const collators = new Map<string, Intl.Collator>();
function collatorFor(locale: string): Intl.Collator {
  let collator = collators.get(locale);
  if (!collator) collators.set(locale, (collator = new Intl.Collator(locale, { numeric: true, sensitivity: "base" })));
  return collator;
}

/**
 * The order of the projects list: projects with units still available first, then by name in the
 * page's language (the provider's order means nothing to a visitor).
 */
export function orderedProjects<T extends Pick<ProjectSummary, "id" | "name" | "availableCount">>(projects: readonly T[], locale: string): T[] {
  const collator = collatorFor(locale);
  return [...projects].sort((a, b) => Number(a.availableCount === 0) - Number(b.availableCount === 0) || collator.compare(a.name, b.name) || a.id - b.id);
}

/** A properties banner's slides: properties on offer (worker/feed/offer.ts) that have a picture, newest first. */
export function bannerProperties(newest: readonly PropertySummary[], max = BANNER_MAX_SLIDES): PropertySummary[] {
  return newest.filter((item) => isOnOffer(item) && item.picture !== null).slice(0, Math.max(0, max));
}

/** A projects banner's slides: projects with a picture and units still available, in list order. */
export function bannerProjects<T extends Pick<ProjectSummary, "id" | "name" | "availableCount" | "picture">>(
  projects: readonly T[],
  locale: string,
  max = BANNER_MAX_SLIDES,
): T[] {
  return orderedProjects(projects, locale)
    .filter((item) => item.picture !== null && item.availableCount > 0)
    .slice(0, Math.max(0, max));
}
