/** What the staff area reads about one property besides its leads (its own page) and the properties the inbox filters by. */
import { addDays, type Day } from "../stats/day";

/** Months of page views a property's page shows (the current one included). */
export const VIEW_MONTHS = 12;
/** Properties the inbox's choice lists at most. */
const MAX_PROPERTIES = 1000;

/** A property as its leads named it when they were sent (the title and reference of the page they came from). */
export interface LeadProperty {
  id: number;
  title: string | null;
  reference: string | null;
}

export interface MatchedAlert {
  id: string;
  email: string;
  createdAt: number;
}

export function staffPropertyRepository(db: D1Database) {
  return {
    /** The properties leads were sent about, named as their newest lead names them. */
    async withLeads(): Promise<LeadProperty[]> {
      const { results } = await db
        .prepare(
          `SELECT property_id AS id,
                  json_extract(payload, '$.about.title') AS title,
                  json_extract(payload, '$.about.reference') AS reference
           FROM leads l WHERE property_id IS NOT NULL
             AND created_at = (SELECT max(created_at) FROM leads WHERE property_id = l.property_id)
           GROUP BY property_id ORDER BY lower(coalesce(title, reference, '')) LIMIT ?`,
        )
        .bind(MAX_PROPERTIES)
        .all<LeadProperty>();
      return results.map((row) => ({ id: row.id, title: row.title ?? null, reference: row.reference ?? null }));
    },

    /** The property's page views per month (YYYY-MM, newest first) over the VIEW_MONTHS up to `today`; a month without views is 0. */
    async viewsPerMonth(propertyId: number, today: Day): Promise<{ month: string; views: number }[]> {
      const months: string[] = [];
      let day = `${today.slice(0, 7)}-01`;
      for (let index = 0; index < VIEW_MONTHS; index += 1) {
        months.push(day.slice(0, 7));
        day = `${addDays(day as Day, -1).slice(0, 7)}-01`;
      }
      const { results } = await db
        .prepare(
          `SELECT substr(day, 1, 7) AS month, coalesce(sum(views), 0) AS views FROM property_views
           WHERE property_id = ?1 AND day >= ?2 AND day <= ?3 GROUP BY month`,
        )
        .bind(propertyId, `${months.at(-1)}-01`, today)
        .all<{ month: string; views: number }>();
      const counted = new Map(results.map((row) => [row.month, Number(row.views)]));
      return months.map((month) => ({ month, views: counted.get(month) ?? 0 }));
    },

    /** The address and creation of the alerts `ids`, newest first. */
    async alerts(ids: readonly string[]): Promise<MatchedAlert[]> {
      if (ids.length === 0) return [];
      const { results } = await db
        .prepare("SELECT id, email, created_at AS createdAt FROM search_alerts WHERE id IN (SELECT value FROM json_each(?1)) ORDER BY created_at DESC")
        .bind(JSON.stringify(ids))
        .all<MatchedAlert>();
      return results;
    },
  };
}
