import type { ViewSource } from "../stats/source-hosts";

/** Properties the dashboard's "most viewed" list names. */
export const MOST_VIEWED_SHOWN = 10;

/** Consecutive spans of time, oldest first, ms epoch (`to` exclusive): the dashboard's weeks. */
export interface Span {
  from: number;
  to: number;
}

/** Leads of one form and source in one span (`week` indexes the spans given). */
export interface LeadWeekCount {
  form: string;
  /** Null: the channel is not known (no consent, no script, an older lead). */
  source: ViewSource | null;
  week: number;
  leads: number;
}

export interface ViewedProperty {
  propertyId: number;
  views: number;
}

/**
 * `CASE WHEN at >= from(n-1) THEN n-1 ... END`: the span index of `column`, from bound parameters
 * ?2.. (?1 is left to the caller). The spans are consecutive, so checking the starts newest first is enough.
 */
function spanIndexSql(column: string, spans: readonly Span[]): { sql: string; params: number[] } {
  const cases = spans.map((_, index) => `WHEN ${column} >= ?${index + 2} THEN ${index}`).reverse();
  return { sql: `CASE ${cases.join(" ")} END`, params: spans.map((span) => span.from) };
}

/** What the staff dashboard counts (D1 leads, property_views, search_alerts, alert_digests). */
export function staffDashboardRepository(db: D1Database) {
  return {
    /** Leads (spam left out) per form, source and span. */
    async leadsPerWeek(spans: readonly Span[]): Promise<LeadWeekCount[]> {
      const last = spans.at(-1);
      if (!last) return [];
      const index = spanIndexSql("created_at", spans);
      const { results } = await db
        .prepare(
          `SELECT form, source, ${index.sql} AS week, count(*) AS leads FROM leads
           WHERE created_at >= ?2 AND created_at < ?1 AND captcha <> 'spam' GROUP BY form, source, week`,
        )
        .bind(last.to, ...index.params)
        .all<LeadWeekCount>();
      return results;
    },

    /** Search alerts created per span (index → count; spans without any are absent). */
    async alertsPerWeek(spans: readonly Span[]): Promise<Map<number, number>> {
      const last = spans.at(-1);
      if (!last) return new Map();
      const index = spanIndexSql("created_at", spans);
      const { results } = await db
        .prepare(`SELECT ${index.sql} AS week, count(*) AS n FROM search_alerts WHERE created_at >= ?2 AND created_at < ?1 GROUP BY week`)
        .bind(last.to, ...index.params)
        .all<{ week: number; n: number }>();
      return new Map(results.map((row) => [row.week, row.n]));
    },

    /** The properties with the most views between two agency days (both included), most first. */
    async mostViewed(fromDay: string, toDay: string, limit: number = MOST_VIEWED_SHOWN): Promise<ViewedProperty[]> {
      const { results } = await db
        .prepare(
          `SELECT property_id AS propertyId, sum(views) AS views FROM property_views WHERE day >= ? AND day <= ?
           GROUP BY property_id ORDER BY views DESC, property_id LIMIT ?`,
        )
        .bind(fromDay, toDay, limit)
        .all<ViewedProperty>();
      return results;
    },

    /** Alert digests whose sending was given up (dead): they wait for a retry on the alerts page. */
    async deadDigests(): Promise<number> {
      const row = await db.prepare("SELECT count(*) AS n FROM alert_digests WHERE state = 'dead'").first<{ n: number }>();
      return row?.n ?? 0;
    },
  };
}

export type StaffDashboardRepository = ReturnType<typeof staffDashboardRepository>;
