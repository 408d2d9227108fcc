/** The benchmark's listings: demo properties through the same schema and normaliser as a sync. */
import { generateDemoProperties } from "../../../worker/feed/demo";
import type { PropertySummary } from "../../../worker/feed/model";
import { normaliseProperty, WORD_IDS_AS_WORDS } from "../../../worker/feed/provider/normalise";
import { parseItems } from "../../../worker/feed/provider/schemas/parse";
import { propertySchema } from "../../../worker/feed/provider/schemas/property";
import { toPropertySummary } from "../../../worker/feed/snapshot-store";

/**
 * `count` property summaries as one language's snapshot index holds them. Words are their catalogue
 * ids: the texts do not change what a list query does, and the bench needs no compiled catalogue.
 */
export function demoSummaries(count: number, seed: number): PropertySummary[] {
  const { items, rejected } = parseItems(propertySchema, generateDemoProperties(count, seed, "nl"));
  if (rejected.length > 0)
    throw new Error(
      `demo properties rejected by the schema: ${rejected
        .slice(0, 3)
        .map((item) => item.reason)
        .join("; ")}`,
    );
  return items.flatMap((raw) => {
    const detail = normaliseProperty(raw, { lang: "nl", words: WORD_IDS_AS_WORDS, pictures: [], documents: [] });
    return detail ? [toPropertySummary(detail)] : [];
  });
}

/** The value that occurs most often, so a filter hits a realistic, non-empty share of the listings. */
export function mostCommon<T>(values: readonly T[]): T {
  const counts = new Map<T, number>();
  let best: T | undefined;
  let bestCount = 0;
  for (const value of values) {
    const count = (counts.get(value) ?? 0) + 1;
    counts.set(value, count);
    if (count > bestCount) [best, bestCount] = [value, count];
  }
  if (best === undefined) throw new Error("no values");
  return best;
}
