import { asc, eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Subscriber, SubscriberState } from "./newsletter";
import { newsletterSubscribers } from "./schema";

/** Rows one CSV export holds at most: far above the agency's list, and inside a request's memory. */
export const MAX_EXPORTED_SUBSCRIBERS = 50_000;

/** The newsletter list as the staff sees it (D1 newsletter_subscribers): counts and the export. */
export function staffSubscriberRepository(db: D1Database) {
  const orm = drizzle(db);
  return {
    async counts(): Promise<Record<SubscriberState, number>> {
      const { results } = await db
        .prepare("SELECT state, count(*) AS n FROM newsletter_subscribers GROUP BY state")
        .all<{ state: SubscriberState; n: number }>();
      const counts: Record<SubscriberState, number> = { active: 0, unconfirmed: 0, unsubscribed: 0 };
      for (const row of results) counts[row.state] = row.n;
      return counts;
    },

    /** The subscribers in `state` (every state when undefined), oldest first. */
    async list(state: SubscriberState | undefined): Promise<Subscriber[]> {
      return orm
        .select()
        .from(newsletterSubscribers)
        .where(state ? eq(newsletterSubscribers.state, state) : undefined)
        .orderBy(asc(newsletterSubscribers.createdAt))
        .limit(MAX_EXPORTED_SUBSCRIBERS);
    },
  };
}
