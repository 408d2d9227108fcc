import type { PropertySummary } from "./model";
import { isOnOffer } from "./offer";

/** How many similar properties a detail page (or the "not found" page) suggests. */
export const SIMILAR_MAX_ITEMS = 4;

/**
 * Properties on offer (worker/feed/offer.ts) like `target`: the same goal, preferring the same type group, then the same
 * region, then the closest price. Never the target itself.
 */
export function similarProperties(
  target: Pick<PropertySummary, "id" | "goal" | "typeGroup" | "region" | "price">,
  candidates: readonly PropertySummary[],
  max = SIMILAR_MAX_ITEMS,
): PropertySummary[] {
  const score = (item: PropertySummary) =>
    (item.typeGroup === target.typeGroup ? 0 : 2) +
    (item.region === target.region ? 0 : 1) +
    // Price closeness only breaks ties within the same type and region: it weighs at most 0.5.
    0.5 * (target.price && item.price ? Math.min(1, Math.abs(item.price - target.price) / target.price) : 1);
  return candidates
    .filter((item) => item.id !== target.id && item.goal === target.goal && isOnOffer(item))
    .map((item) => ({ item, score: score(item) }))
    .sort((a, b) => a.score - b.score || a.item.id - b.item.id)
    .slice(0, max)
    .map(({ item }) => item);
}
