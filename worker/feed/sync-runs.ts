import { and, desc, eq, gte, inArray, max } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { ChangedListing } from "./listing-changes";
import type { ListingHistoryRow } from "./listing-history";
import { syncRuns } from "../db/schema";

export type SyncMode = "incremental" | "full";
export type SyncOutcome = "published" | "unchanged" | "kept" | "failed" | "skipped";
/** Which guard refused a snapshot (worker/feed/guard.ts), or "moved" when another run published meanwhile. */
export type SyncRefusal = "empty" | "languages" | "removal" | "projects" | "pictures" | "moved";

export interface SyncRunResult {
  outcome: SyncOutcome;
  version?: number | undefined;
  propertyCount?: number | undefined;
  projectCount?: number | undefined;
  rejectedCount?: number | undefined;
  removedCount?: number | undefined;
  removalFingerprint?: string | undefined;
  message?: string | undefined;
  /** JSON of the FeedGaps of the run (worker/feed/source.ts), when an optional part was missing. */
  gaps?: string | undefined;
  refusal?: SyncRefusal | undefined;
  /** A removal refused before and confirmed by this full run: the guard's baseline starts again here. */
  removalConfirmed?: boolean | undefined;
  /**
   * A published run's listings that are new or cheaper (worker/feed/listing-changes.ts), for the search
   * alerts; handed on in memory, never stored in sync_runs (the alerts store them as a change batch).
   */
  changes?: ChangedListing[] | undefined;
  /**
   * A published run's price and state history rows (worker/feed/listing-history.ts), for the owner
   * portal; handed on in memory like `changes`, never stored in sync_runs.
   */
  history?: ListingHistoryRow[] | undefined;
}

/** The largest counts the site published recently: the removal guard compares against them. */
export interface PublishedBaseline {
  properties: number;
  projects: number;
}

export type SyncRun = typeof syncRuns.$inferSelect;

/** The record of listing sync runs (D1): written at start and finish of every run. */
export function syncRunRepository(db: D1Database) {
  const orm = drizzle(db);
  return {
    async start(mode: SyncMode, source: string, startedAt: Date): Promise<number> {
      const [row] = await orm.insert(syncRuns).values({ mode, source, startedAt: startedAt.toISOString() }).returning({ id: syncRuns.id });
      if (!row) throw new Error("sync run was not recorded");
      return row.id;
    },

    async finish(id: number, finishedAt: Date, result: SyncRunResult): Promise<void> {
      const { changes: _changes, history: _history, ...recorded } = result;
      await orm
        .update(syncRuns)
        .set({ finishedAt: finishedAt.toISOString(), ...recorded })
        .where(eq(syncRuns.id, id));
    },

    /** Start of the last run that published or confirmed the feed: the ChangeSince of the next incremental run. */
    async lastGoodStart(): Promise<Date | undefined> {
      const [row] = await orm
        .select({ startedAt: syncRuns.startedAt })
        .from(syncRuns)
        .where(inArray(syncRuns.outcome, ["published", "unchanged"]))
        .orderBy(desc(syncRuns.startedAt))
        .limit(1);
      return row ? new Date(row.startedAt) : undefined;
    },

    /** The removal the last full run refused, if the last full run refused one. */
    async lastRefusedRemoval(): Promise<string | undefined> {
      const [row] = await orm
        .select({ outcome: syncRuns.outcome, fingerprint: syncRuns.removalFingerprint })
        .from(syncRuns)
        .where(and(eq(syncRuns.mode, "full"), inArray(syncRuns.outcome, ["published", "unchanged", "kept"])))
        .orderBy(desc(syncRuns.startedAt), desc(syncRuns.id))
        .limit(1);
      return row?.outcome === "kept" ? (row.fingerprint ?? undefined) : undefined;
    },

    /**
     * The largest property and project counts published or confirmed since `since`, or since the
     * last confirmed removal when that is later (a removal the agency confirmed is the new normal).
     */
    async baseline(since: Date): Promise<PublishedBaseline> {
      const [confirmed] = await orm
        .select({ at: max(syncRuns.startedAt) })
        .from(syncRuns)
        .where(and(eq(syncRuns.removalConfirmed, true), eq(syncRuns.outcome, "published")));
      const from = confirmed?.at && confirmed.at > since.toISOString() ? confirmed.at : since.toISOString();
      const [row] = await orm
        .select({ properties: max(syncRuns.propertyCount), projects: max(syncRuns.projectCount) })
        .from(syncRuns)
        .where(and(inArray(syncRuns.outcome, ["published", "unchanged"]), gte(syncRuns.startedAt, from)));
      return { properties: row?.properties ?? 0, projects: row?.projects ?? 0 };
    },

    async recent(limit: number): Promise<SyncRun[]> {
      return orm.select().from(syncRuns).orderBy(desc(syncRuns.startedAt), desc(syncRuns.id)).limit(limit);
    },
  };
}
