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
  // The best `max` kept in order while the candidates are walked once: sorting every listing of a
  // snapshot of tens of thousands for four of them cost a detail page more than the rest of its data.
  const best: { item: PropertySummary; score: number }[] = [];
  const before = (a: { item: PropertySummary; score: number }, b: { item: PropertySummary; score: number }) =>
    a.score < b.score || (a.score === b.score && a.item.id < b.item.id);
  for (const item of candidates) {
    if (item.id === target.id || item.goal !== target.goal || !isOnOffer(item)) continue;
    const entry = { item, score: score(item) };
    if (best.length === max && !before(entry, best[max - 1]!)) continue;
    let at = Math.min(best.length, max - 1);
    if (best.length < max) best.push(entry);
    while (at > 0 && before(entry, best[at - 1]!)) {
      best[at] = best[at - 1]!;
      at--;
    }
    best[at] = entry;
  }
  return best.map(({ item }) => item);
}
