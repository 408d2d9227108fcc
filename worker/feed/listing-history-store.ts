/**
 * The price and state history of every listing (migrations/0008 listing_history), written after
 * each published snapshot and read by the owner portal. Rows go in as one JSON parameter per
 * statement (json_each), like worker/alerts/alert-changes.ts, so a whole catalogue takes a handful of
 * statements of a Worker's 1 000 D1 queries.
 */
import { asc, eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { ListingHistoryRow } from "./listing-history";
import { factsFromHistory, type RecordedFacts } from "./listing-facts";
import type { Goal, PriceUnit, PropertyStatus } from "./model";
import { jsonChunks } from "../db/json-chunks";
import { listingHistory } from "../db/schema";

/** Statements sent in one D1 batch, at most (one transaction). */
const STATEMENTS_PER_BATCH = 50;

/** One point of a listing's history, as the portal shows it. */
export interface ListingHistoryPoint {
  changedAt: number;
  status: PropertyStatus;
  price: number | null;
  priceUnit: PriceUnit | null;
  goal: Goal;
}

export function listingHistoryRepository(db: D1Database) {
  const orm = drizzle(db);
  return {
    /**
     * Stores rows. A (property, version) already stored is left as it was, so a repeated call changes
     * nothing; a row that repeats the property's latest earlier state is not stored either (a full run
     * that could not read the published snapshot sees every listing as new).
     */
    async record(rows: readonly ListingHistoryRow[]): Promise<void> {
      // Short arrays: [property, version, changed at, goal, status, price, unit].
      const tuples = rows.map((row) => [row.propertyId, row.version, row.changedAt, row.goal, row.status, row.price, row.priceUnit]);
      const statements = jsonChunks(tuples).map((json) =>
        db
          .prepare(
            `INSERT OR IGNORE INTO listing_history (property_id, version, changed_at, goal, status, price, price_unit)
             SELECT r.p, r.v, r.t, r.g, r.s, r.pr, r.u
             FROM (SELECT json_extract(value, '$[0]') AS p, json_extract(value, '$[1]') AS v, json_extract(value, '$[2]') AS t,
                          json_extract(value, '$[3]') AS g, json_extract(value, '$[4]') AS s, json_extract(value, '$[5]') AS pr,
                          json_extract(value, '$[6]') AS u
                   FROM json_each(?)) AS r
             WHERE NOT EXISTS (
               SELECT 1 FROM listing_history AS h
               WHERE h.property_id = r.p
                 AND h.version = (SELECT max(version) FROM listing_history WHERE property_id = r.p AND version < r.v)
                 AND h.goal = r.g AND h.status = r.s AND h.price IS r.pr AND h.price_unit IS r.u
             )`,
          )
          .bind(json),
      );
      for (let from = 0; from < statements.length; from += STATEMENTS_PER_BATCH) await db.batch(statements.slice(from, from + STATEMENTS_PER_BATCH));
    },

    /** The property's history, oldest first. */
    async of(propertyId: number): Promise<ListingHistoryPoint[]> {
      const rows = await orm
        .select({
          changedAt: listingHistory.changedAt,
          status: listingHistory.status,
          price: listingHistory.price,
          priceUnit: listingHistory.priceUnit,
          goal: listingHistory.goal,
        })
        .from(listingHistory)
        .where(eq(listingHistory.propertyId, propertyId))
        .orderBy(asc(listingHistory.changedAt), asc(listingHistory.version));
      return rows.map((row) => ({ ...row, goal: row.goal === 1 ? 1 : 0, priceUnit: (row.priceUnit as PriceUnit | null) ?? null }));
    },

    /**
     * What the history tells of each of `ids` that has any (worker/feed/listing-facts.ts): first
     * published, last price drop, latest state. The ids go in as JSON parameters, like `record`.
     */
    async factsOf(ids: readonly number[]): Promise<Map<number, RecordedFacts>> {
      const points = new Map<number, ListingHistoryPoint[]>();
      for (const json of jsonChunks(ids)) {
        const { results } = await db
          .prepare(
            `SELECT property_id AS propertyId, changed_at AS changedAt, status, price, price_unit AS priceUnit, goal
             FROM listing_history WHERE property_id IN (SELECT value FROM json_each(?))
             ORDER BY property_id, changed_at, version`,
          )
          .bind(json)
          .all<ListingHistoryPoint & { propertyId: number }>();
        for (const { propertyId, ...point } of results) {
          const list = points.get(propertyId) ?? [];
          list.push({ ...point, goal: point.goal === 1 ? 1 : 0, priceUnit: point.priceUnit ?? null });
          points.set(propertyId, list);
        }
      }
      const facts = new Map<number, RecordedFacts>();
      for (const [id, list] of points) {
        const known = factsFromHistory(list);
        if (known) facts.set(id, known);
      }
      return facts;
    },

    /** True when no listing has any history row (the local demo seeds one once: worker/jobs/demo-history.ts). */
    async isEmpty(): Promise<boolean> {
      const [row] = await orm.select({ id: listingHistory.propertyId }).from(listingHistory).limit(1);
      return row === undefined;
    },

    /** True when the property has any history row (the demo seed writes once). */
    async has(propertyId: number): Promise<boolean> {
      const [row] = await orm.select({ id: listingHistory.propertyId }).from(listingHistory).where(eq(listingHistory.propertyId, propertyId)).limit(1);
      return row !== undefined;
    },
  };
}

export type ListingHistoryRepository = ReturnType<typeof listingHistoryRepository>;
