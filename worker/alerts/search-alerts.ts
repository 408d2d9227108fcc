import { and, eq, ne } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Lang } from "../../client/i18n/languages";
import type { AlertCriteria, AlertFrequency, AlertState } from "./types";
import type { Person } from "../db/leads";
import { newsletterSubscribers, searchAlerts } from "../db/schema";

/** The person behind an alert (SPEC 3 "Contact / demand person"), with when the agency may call. */
export interface AlertPerson extends Person {
  /** SPEC 9 contact slots by start hour ("10", "14", "16"). */
  slots: string[];
  remark?: string | undefined;
}

export interface NewAlert {
  lang: Lang;
  person: AlertPerson;
  criteria: AlertCriteria;
  frequency: AlertFrequency;
}

/** A stored alert, typed. */
export interface SearchAlert {
  id: string;
  leadId: string | null;
  lang: Lang;
  email: string;
  person: AlertPerson;
  criteria: AlertCriteria;
  frequency: AlertFrequency;
  state: AlertState;
  createdAt: number;
  updatedAt: number;
  confirmedAt: number | null;
  stoppedAt: number | null;
}

/** The search alerts of the demand register (D1 search_alerts), as the form and its signed links change them. */
export function searchAlertRepository(db: D1Database, now: () => number = Date.now) {
  const orm = drizzle(db);
  return {
    /**
     * The statement that registers an alert with the lead `leadId` in the lead's own batch (one
     * transaction, worker/db/leads.ts store): it inserts only when that batch created the lead, so a
     * submission sent twice stays one lead and one alert.
     */
    insertWithLead(alert: NewAlert, leadId: string, id: string = crypto.randomUUID()): D1PreparedStatement {
      const at = now();
      return db
        .prepare(
          `INSERT INTO search_alerts (id, lead_id, lang, email, person, criteria, frequency, state, created_at, updated_at)
           SELECT ?, id, ?, ?, ?, ?, ?, 'unconfirmed', ?, ? FROM leads WHERE id = ?`,
        )
        .bind(id, alert.lang, alert.person.email.toLowerCase(), JSON.stringify(alert.person), JSON.stringify(alert.criteria), alert.frequency, at, at, leadId);
    },

    async byId(id: string): Promise<SearchAlert | undefined> {
      const [row] = await orm.select().from(searchAlerts).where(eq(searchAlerts.id, id));
      if (!row) return undefined;
      const { lastDigestAt: _lastDigestAt, ...alert } = row;
      return { ...alert, person: row.person as AlertPerson, criteria: row.criteria as AlertCriteria };
    },

    /** The alert of a lead (one demand-register submission registers one). */
    async byLead(leadId: string): Promise<SearchAlert | undefined> {
      const [row] = await orm.select({ id: searchAlerts.id }).from(searchAlerts).where(eq(searchAlerts.leadId, leadId));
      return row ? this.byId(row.id) : undefined;
    },

    /** New criteria and frequency from the manage page; the state stays (a confirmed address needs no new confirmation). */
    async update(id: string, change: { criteria: AlertCriteria; frequency: AlertFrequency }): Promise<void> {
      await orm.update(searchAlerts).set({ criteria: change.criteria, frequency: change.frequency, updatedAt: now() }).where(eq(searchAlerts.id, id));
    },

    /**
     * The double opt-in: an unconfirmed alert becomes active. The address is proven, so a newsletter
     * subscription asked for in the same form (same lead) is confirmed with it. A stopped alert stays stopped.
     */
    async confirm(id: string): Promise<boolean> {
      const alert = await this.byId(id);
      if (!alert || alert.state !== "unconfirmed") return false;
      const at = now();
      const confirmAlert = orm
        .update(searchAlerts)
        .set({ state: "active", confirmedAt: at, updatedAt: at })
        .where(and(eq(searchAlerts.id, id), eq(searchAlerts.state, "unconfirmed")));
      if (!alert.leadId) {
        await confirmAlert;
        return true;
      }
      await orm.batch([
        confirmAlert,
        orm
          .update(newsletterSubscribers)
          .set({ state: "active", confirmedAt: at })
          .where(and(eq(newsletterSubscribers.leadId, alert.leadId), eq(newsletterSubscribers.state, "unconfirmed"))),
      ]);
      return true;
    },

    /** Stops the alert for good (the manage page's button, or a mail client's one-click unsubscribe). */
    async stop(id: string): Promise<void> {
      const at = now();
      await orm
        .update(searchAlerts)
        .set({ state: "stopped", stoppedAt: at, updatedAt: at })
        .where(and(eq(searchAlerts.id, id), ne(searchAlerts.state, "stopped")));
    },
  };
}

export type SearchAlertRepository = ReturnType<typeof searchAlertRepository>;
