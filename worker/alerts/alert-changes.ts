/**
 * The change batches of published versions and the matches they gave (issue 9, D1 migrations/0007).
 * A Worker invocation may make 1 000 D1 queries, shared with the sync: rows go in as one JSON
 * parameter per statement (json_each), so thousands of matches take a handful of statements.
 */
import { and, asc, eq, isNull, lt, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { AlertCriteria } from "./types";
import type { ChangedListing } from "../feed/listing-changes";
import { changeBatches, listingChanges, searchAlerts } from "../db/schema";
import { jsonChunks } from "../db/json-chunks";

/** Statements sent in one D1 batch, at most (one transaction). */
const STATEMENTS_PER_BATCH = 50;
/** A batch whose matching failed this many times is given up (logged; its changes stay stored). */
export const MAX_BATCH_ATTEMPTS = 5;
/** Characters of an error kept with a batch. */
const ERROR_MAX_CHARS = 500;

export interface NewMatch {
  alertId: string;
  change: ChangedListing;
}

export function alertChangesRepository(db: D1Database) {
  const orm = drizzle(db);

  async function runAll(statements: D1PreparedStatement[]): Promise<void> {
    for (let from = 0; from < statements.length; from += STATEMENTS_PER_BATCH) await db.batch(statements.slice(from, from + STATEMENTS_PER_BATCH));
  }

  return {
    /**
     * Stores a published version's changes as its batch, once: a second call for the same version
     * changes nothing. One transaction when it fits, so a batch is never stored half.
     */
    async storeBatch(version: number, changes: readonly ChangedListing[], at: number): Promise<void> {
      await runAll([
        db.prepare("INSERT OR IGNORE INTO change_batches (version, created_at, change_count) VALUES (?, ?, ?)").bind(version, at, changes.length),
        ...jsonChunks(changes).map((rows) =>
          db
            .prepare("INSERT OR IGNORE INTO listing_changes (version, property_id, listing) SELECT ?, json_extract(value, '$.id'), value FROM json_each(?)")
            .bind(version, rows),
        ),
      ]);
    },

    /** Versions stored but not (yet) matched, oldest first, leaving out batches given up after MAX_BATCH_ATTEMPTS. */
    async unmatchedBatches(limit: number): Promise<number[]> {
      const rows = await orm
        .select({ version: changeBatches.version })
        .from(changeBatches)
        .where(and(isNull(changeBatches.matchedAt), lt(changeBatches.attempts, MAX_BATCH_ATTEMPTS)))
        .orderBy(asc(changeBatches.version))
        .limit(limit);
      return rows.map((row) => row.version);
    },

    async batchChanges(version: number): Promise<ChangedListing[]> {
      const rows = await orm.select({ listing: listingChanges.listing }).from(listingChanges).where(eq(listingChanges.version, version));
      return rows.map((row) => row.listing as ChangedListing);
    },

    /** Every active alert with its criteria: only confirmed, unstopped alerts are ever matched. */
    async activeAlerts(): Promise<{ id: string; criteria: AlertCriteria }[]> {
      const rows = await orm.select({ id: searchAlerts.id, criteria: searchAlerts.criteria }).from(searchAlerts).where(eq(searchAlerts.state, "active"));
      return rows.map((row) => ({ id: row.id, criteria: row.criteria as AlertCriteria }));
    },

    /**
     * Records matches; a listing an alert was matched with before is left as it was (never sent
     * twice). Returns the statements it took.
     */
    async insertMatches(version: number, matches: readonly NewMatch[], at: number): Promise<number> {
      // Short arrays: [alert, property, reason, price, previous price].
      const rows = matches.map(({ alertId, change }) => [alertId, change.id, change.reason, change.price, change.previousPrice]);
      const statements = jsonChunks(rows).map((json) =>
        db
          .prepare(
            `INSERT OR IGNORE INTO alert_matches (alert_id, property_id, reason, price, previous_price, version, matched_at)
             SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]'), json_extract(value, '$[2]'), json_extract(value, '$[3]'), json_extract(value, '$[4]'), ?, ?
             FROM json_each(?)`,
          )
          .bind(version, at, json),
      );
      await runAll(statements);
      return statements.length;
    },

    async markMatched(version: number, at: number): Promise<void> {
      await orm.update(changeBatches).set({ matchedAt: at }).where(eq(changeBatches.version, version));
    },

    /** Counts a failed matching of a batch; returns its attempts so far (MAX_BATCH_ATTEMPTS means given up). */
    async recordBatchFailure(version: number, error: string): Promise<number> {
      const [row] = await orm
        .update(changeBatches)
        .set({ attempts: sql`${changeBatches.attempts} + 1`, lastError: error.slice(0, ERROR_MAX_CHARS) })
        .where(eq(changeBatches.version, version))
        .returning({ attempts: changeBatches.attempts });
      return row?.attempts ?? 0;
    },

    /** A batch's bookkeeping (tests and the staff area). */
    async batch(version: number): Promise<typeof changeBatches.$inferSelect | undefined> {
      const [row] = await orm.select().from(changeBatches).where(eq(changeBatches.version, version));
      return row;
    },
  };
}

export type AlertChangesRepository = ReturnType<typeof alertChangesRepository>;
