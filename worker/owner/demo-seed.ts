/**
 * The local demo's owner portal (issue 10: "`npm start` shows a full portal"): after the demo's
 * owner sync, on a site whose SITE_ORIGIN is this machine only, the first demo owner gets a known
 * password (worker/owner/README.md, "Owner portal"), and the demo owners' properties get view counters and a short
 * price history, once: a property that already has some is left alone, so a restart never doubles
 * them and real counts made while browsing the demo stay.
 */
import type { Bindings } from "../bindings";
import { hashPassword } from "../auth/password";
import { listingHistoryRepository } from "../feed/listing-history-store";
import { ownerSyncRepository, type SeededViews } from "../db/owner-sync";
import { demoOwners, type DemoOwner, type VisitSource } from "../feed/demo/owners";
import type { ListingHistoryRow } from "../feed/listing-history";
import { configOf } from "../services/config";
import { addDays, dayOf } from "../stats/day";
import type { ViewSource } from "../stats/source-hosts";

/** The demo owner's password on a local site (worker/owner/README.md, "Owner portal"). */
export const DEMO_OWNER_PASSWORD = "vitrine-demo-2026";

/** The demo's sources as the counters name them (worker/stats/source-hosts.ts). */
const VIEW_SOURCE: Readonly<Record<VisitSource, ViewSource>> = {
  website: "direct",
  immoweb: "portal",
  zimmo: "portal",
  athome: "portal",
  facebook: "social",
  newsletter: "email",
};

const DAY_MS = 86_400_000;

/** The seeded history's earlier points: days before the seed and price above today's (0.08 = 8 % more). */
const EARLIER_PRICES = [
  { daysAgo: 58, markup: 0.08 },
  { daysAgo: 30, markup: 0.04 },
] as const;

export interface DemoSeedOptions {
  now: number;
  /** The run's history rows: the current state each seeded history leads up to. */
  history: readonly ListingHistoryRow[];
  owners?: readonly DemoOwner[];
}

/** What the seed did (for the log and tests). */
export interface DemoSeedSummary {
  password: boolean;
  views: number[];
  history: number[];
}

/**
 * Seeds the local demo's owner data (see the module comment); does nothing on a site that is not
 * local (config.local: SITE_ORIGIN on this machine). Call it after the owner sync made the accounts.
 */
export async function seedDemoOwners(env: Bindings, options: DemoSeedOptions): Promise<DemoSeedSummary> {
  const summary: DemoSeedSummary = { password: false, views: [], history: [] };
  if (!configOf(env).local) return summary;
  const owners = options.owners ?? demoOwners;
  const repository = ownerSyncRepository(env.DB);
  const first = owners[0];
  if (first) summary.password = await repository.setPasswordIfNone(first.email.toLowerCase(), await hashPassword(DEMO_OWNER_PASSWORD), options.now);

  const today = dayOf(new Date(options.now));
  for (const owner of owners) {
    for (const propertyId of owner.propertyIds) {
      if (await repository.hasViews(propertyId)) continue;
      const views = new Map<string, SeededViews>();
      for (const visit of owner.visits.filter((entry) => entry.propertyId === propertyId)) {
        const day = addDays(today, -visit.daysAgo);
        const source = VIEW_SOURCE[visit.source];
        const key = `${day} ${source}`;
        const known = views.get(key);
        if (known) known.views += visit.count;
        else views.set(key, { propertyId, day, source, views: visit.count });
      }
      await repository.addViews([...views.values()]);
      summary.views.push(propertyId);
    }
  }

  const history = listingHistoryRepository(env.DB);
  const current = new Map(options.history.map((row) => [row.propertyId, row]));
  for (const propertyId of owners.flatMap((owner) => owner.propertyIds)) {
    const now = current.get(propertyId);
    const points = now ? earlierPoints(now, options.now) : [];
    if (points.length === 0 || (await history.has(propertyId))) continue;
    await history.record(points);
    summary.history.push(propertyId);
  }
  if (summary.password || summary.views.length > 0 || summary.history.length > 0) {
    console.info(
      `local demo owners seeded: password ${summary.password ? "set" : "kept"}, views of ${summary.views.length}, history of ${summary.history.length} properties`,
    );
  }
  return summary;
}

/**
 * A listing's made-up earlier states, leading up to `current`: available at a higher price, rounded
 * as agencies round (to 5 in the price's third digit: 1 085 000, 41 500, 160), under negative
 * versions so they sort before every real snapshot's row. A point that rounds to the next one's
 * price is left out, and a listing without a published price gets none.
 */
export function earlierPoints(current: ListingHistoryRow, at: number): ListingHistoryRow[] {
  const price = current.price;
  if (price === null || price <= 0) return [];
  const step = 5 * 10 ** Math.max(0, Math.floor(Math.log10(price)) - 2);
  const prices = EARLIER_PRICES.map(({ markup }) => Math.round((price * (1 + markup)) / step) * step);
  const kept = EARLIER_PRICES.flatMap(({ daysAgo }, index) => (prices[index] !== (prices[index + 1] ?? price) ? [{ daysAgo, price: prices[index]! }] : []));
  return kept.map(({ daysAgo, price: earlier }, index) => ({
    ...current,
    version: index - kept.length,
    changedAt: at - daysAgo * DAY_MS,
    status: "available",
    price: earlier,
  }));
}
