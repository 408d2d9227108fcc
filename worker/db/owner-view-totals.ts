/**
 * The four view counts the owner portal's home shows per property (today, this week, this month,
 * in total), for all of an owner's properties in one query: a home with a project of twenty units
 * costs one D1 round trip, not twenty (worker/db/property-views.ts `stats` gives one property's whole
 * statistics, for its own page).
 */
import { startOfMonth, startOfWeek, type Day } from "../stats/day";

export interface ViewTotals {
  today: number;
  /** Since Monday, today included. */
  week: number;
  /** Since the first of the month, today included. */
  month: number;
  total: number;
}

/** Ids sent in one statement at most (the home of an owner with more is read in parts). */
const IDS_PER_QUERY = 500;

export const NO_VIEWS: ViewTotals = { today: 0, week: 0, month: 0, total: 0 };

export function ownerViewTotalsRepository(db: D1Database) {
  return {
    /** The totals of each of `propertyIds` as seen on `today` (the agency's day); a property without views gets NO_VIEWS. */
    async of(propertyIds: readonly number[], today: Day): Promise<Map<number, ViewTotals>> {
      const totals = new Map<number, ViewTotals>(propertyIds.map((id) => [id, NO_VIEWS]));
      const unique = [...new Set(propertyIds)];
      for (let from = 0; from < unique.length; from += IDS_PER_QUERY) {
        const { results } = await db
          .prepare(
            `SELECT property_id AS id,
                    coalesce(sum(CASE WHEN day = ?2 THEN views ELSE 0 END), 0) AS today,
                    coalesce(sum(CASE WHEN day BETWEEN ?3 AND ?2 THEN views ELSE 0 END), 0) AS week,
                    coalesce(sum(CASE WHEN day BETWEEN ?4 AND ?2 THEN views ELSE 0 END), 0) AS month,
                    coalesce(sum(views), 0) AS total
             FROM property_views
             WHERE property_id IN (SELECT value FROM json_each(?1))
             GROUP BY property_id`,
          )
          .bind(JSON.stringify(unique.slice(from, from + IDS_PER_QUERY)), today, startOfWeek(today), startOfMonth(today))
          .all<{ id: number; today: number; week: number; month: number; total: number }>();
        for (const row of results) totals.set(row.id, { today: row.today, week: row.week, month: row.month, total: row.total });
      }
      return totals;
    },
  };
}
