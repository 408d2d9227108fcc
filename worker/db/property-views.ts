import { and, between, eq, lt, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { addDays, startOfMonth, startOfWeek, type Day } from "../stats/day";
import { VIEW_SOURCES, type ViewSource } from "../stats/source-hosts";
import { propertyViews, propertyViewVisitors } from "./schema";

/** SPEC 9: the owner statistics chart covers the last 30 days (today included). */
export const VIEW_CHART_DAYS = 30;

export interface PropertyView {
  propertyId: number;
  /** The agency's calendar day of the view (worker/stats/day.ts: dayOf). */
  day: Day;
  source: ViewSource;
  /** Who viewed it: the keyed hash of worker/stats/visitor.ts (32 hex digits), never an address. */
  visitor: string;
}

/** What the owner portal shows for one property (SPEC 3 "Owner statistics"). */
export interface PropertyViewStats {
  today: number;
  /** Since Monday, today included. */
  week: number;
  /** Since the first of the month, today included. */
  month: number;
  /** Every view ever counted. */
  total: number;
  /** Every view ever counted, per source; a source without views is 0. */
  bySource: Record<ViewSource, number>;
  /** The last VIEW_CHART_DAYS days, oldest first and ending today; a day without views is 0. */
  daily: { day: Day; views: number }[];
}

/** A property's views over a period (worker/jobs/owner-reports.ts). */
export interface PeriodViews {
  views: number;
  /** Per source; a source without views is 0. */
  bySource: Record<ViewSource, number>;
}

const noSources = () => Object.fromEntries(VIEW_SOURCES.map((source) => [source, 0])) as Record<ViewSource, number>;

/** A period without views. */
export const noPeriodViews = (): PeriodViews => ({ views: 0, bySource: noSources() });

// Every column gets its own alias: D1 names unaliased columns by their SQL text, and three sums
// that differ only in their parameters would share one name and overwrite each other.
const sumOfViews = (alias: string) => sql<number>`coalesce(sum(${propertyViews.views}), 0)`.mapWith(Number).as(alias);
const viewsBetween = (alias: string, from: Day, today: Day) =>
  sql<number>`coalesce(sum(case when ${propertyViews.day} between ${from} and ${today} then ${propertyViews.views} else 0 end), 0)`.mapWith(Number).as(alias);

/** Per-property daily view counters (D1 `property_views`). */
export function propertyViewRepository(db: D1Database) {
  const orm = drizzle(db);
  return {
    /**
     * Adds one view to its property, day and source, unless this visitor was already counted for the
     * property that day; true when it counted. One batch is one transaction, and D1 runs them one at
     * a time: two requests of the same visitor at once cannot both find the visitor missing.
     */
    async recordView({ propertyId, day, source, visitor }: PropertyView): Promise<boolean> {
      const [counted] = await db.batch([
        // The SELECT's WHERE is also what lets SQLite read ON CONFLICT as the upsert clause, not a join's ON.
        db
          .prepare(
            `INSERT INTO property_views (property_id, day, source, views)
             SELECT ?1, ?2, ?3, 1
             WHERE NOT EXISTS (SELECT 1 FROM property_view_visitors WHERE day = ?2 AND property_id = ?1 AND visitor = ?4)
             ON CONFLICT (property_id, day, source) DO UPDATE SET views = views + 1`,
          )
          .bind(propertyId, day, source, visitor),
        db.prepare("INSERT INTO property_view_visitors (day, property_id, visitor) VALUES (?1, ?2, ?3) ON CONFLICT DO NOTHING").bind(day, propertyId, visitor),
      ]);
      return (counted?.meta.changes ?? 0) > 0;
    },

    /**
     * Forgets the visitors of the days before yesterday (the cron calls it). Yesterday's stay one more
     * day: a view that started just before midnight still records yesterday after the cron's clock has
     * turned, and must find its visitor there.
     */
    async forgetOldVisitors(today: Day): Promise<void> {
      await orm.delete(propertyViewVisitors).where(lt(propertyViewVisitors.day, addDays(today, -1)));
    },

    /**
     * The views of each of `propertyIds` from `from` to `to` (agency days, both included), in all and
     * per source: the owner's monthly report reads the month before with it, the same counters as the
     * portal's page.
     */
    async period(propertyIds: readonly number[], from: Day, to: Day): Promise<Map<number, PeriodViews>> {
      const out = new Map<number, PeriodViews>(propertyIds.map((id) => [id, noPeriodViews()]));
      if (out.size === 0) return out;
      const { results } = await db
        .prepare(
          `SELECT property_id AS id, source, coalesce(sum(views), 0) AS views FROM property_views
           WHERE property_id IN (SELECT value FROM json_each(?1)) AND day BETWEEN ?2 AND ?3
           GROUP BY property_id, source`,
        )
        .bind(JSON.stringify([...out.keys()]), from, to)
        .all<{ id: number; source: ViewSource; views: number }>();
      for (const row of results) {
        const entry = out.get(row.id);
        if (!entry || !(row.source in entry.bySource)) continue;
        entry.views += Number(row.views);
        entry.bySource[row.source] += Number(row.views);
      }
      return out;
    },

    /** The property's statistics as seen on `today` (the agency's day); later days are left out of the periods. */
    async stats(propertyId: number, today: Day): Promise<PropertyViewStats> {
      const chartFrom = addDays(today, -(VIEW_CHART_DAYS - 1));
      const ofProperty = eq(propertyViews.propertyId, propertyId);
      const [[totals], sources, days] = await orm.batch([
        orm
          .select({
            today: viewsBetween("today", today, today),
            week: viewsBetween("week", startOfWeek(today), today),
            month: viewsBetween("month", startOfMonth(today), today),
            total: sumOfViews("total"),
          })
          .from(propertyViews)
          .where(ofProperty),
        orm
          .select({ source: propertyViews.source, views: sumOfViews("views") })
          .from(propertyViews)
          .where(ofProperty)
          .groupBy(propertyViews.source),
        orm
          .select({ day: propertyViews.day, views: sumOfViews("views") })
          .from(propertyViews)
          .where(and(ofProperty, between(propertyViews.day, chartFrom, today)))
          .groupBy(propertyViews.day),
      ]);
      const bySource = noSources();
      for (const row of sources) bySource[row.source] = row.views;
      const perDay = new Map(days.map((row) => [row.day, row.views]));
      const daily = Array.from({ length: VIEW_CHART_DAYS }, (_, index) => addDays(chartFrom, index)).map((day) => ({ day, views: perDay.get(day) ?? 0 }));
      return { today: totals?.today ?? 0, week: totals?.week ?? 0, month: totals?.month ?? 0, total: totals?.total ?? 0, bySource, daily };
    },
  };
}
