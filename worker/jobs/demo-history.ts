/**
 * Seeds the local demo's listing history (worker/feed/demo/history.ts) before its first sync, once:
 * only on a local site (config.local), with the demo feed, and while listing_history is empty, so a
 * restart never adds to it and a deployed site never gets made-up history.
 */
import { LANGUAGES } from "../../client/i18n/languages";
import type { Bindings } from "../bindings";
import { demoOwners, DEMO_SEED } from "../feed/demo";
import { demoHistoryRows } from "../feed/demo/history";
import { listingHistoryRepository } from "../feed/listing-history-store";
import type { FeedSource } from "../feed/source";
import { configOf } from "../services/config";

/** How many rows it wrote (0 when it had nothing to do). */
export async function seedDemoHistory(env: Bindings, source: FeedSource, nowMs: number): Promise<number> {
  if (source.name !== "demo" || !configOf(env).local) return 0;
  const history = listingHistoryRepository(env.DB);
  if (!(await history.isEmpty())) return 0;
  const [lang] = LANGUAGES;
  // The demo's listings as this run will normalise them (prices, units, states), read once more.
  const fetched = await source.fetchLanguage(lang, {});
  const skip = new Set(demoOwners.flatMap((owner) => owner.propertyIds));
  const rows = demoHistoryRows(fetched.snapshot.properties, nowMs, DEMO_SEED, skip);
  await history.record(rows);
  console.info(`local demo listing history seeded: ${rows.length} rows`);
  return rows.length;
}
