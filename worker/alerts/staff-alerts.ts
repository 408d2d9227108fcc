import type { Lang } from "../../client/i18n/languages";
import type { AlertCriteria, AlertFrequency, AlertState } from "./types";

/** Alerts one staff list shows per state, newest first. */
export const MAX_LISTED_ALERTS = 200;
/** Dead digests listed for a retry. */
export const MAX_DEAD_DIGESTS = 50;

export interface StaffAlert {
  id: string;
  email: string;
  lang: Lang;
  frequency: AlertFrequency;
  state: AlertState;
  criteria: AlertCriteria;
  createdAt: number;
  confirmedAt: number | null;
  stoppedAt: number | null;
  lastDigestAt: number | null;
}

export interface DeadDigest {
  id: string;
  alertId: string;
  email: string;
  createdAt: number;
  attempts: number;
  lastError: string | null;
}

interface AlertRow {
  id: string;
  email: string;
  lang: Lang;
  frequency: AlertFrequency;
  state: AlertState;
  criteria: string;
  created_at: number;
  confirmed_at: number | null;
  stopped_at: number | null;
  last_digest_at: number | null;
}

/** Search alerts as the staff sees them (D1 search_alerts, alert_digests): counts, lists, dead digests. */
export function staffAlertRepository(db: D1Database) {
  return {
    async counts(): Promise<Record<AlertState, number>> {
      const { results } = await db.prepare("SELECT state, count(*) AS n FROM search_alerts GROUP BY state").all<{ state: AlertState; n: number }>();
      const counts: Record<AlertState, number> = { active: 0, unconfirmed: 0, stopped: 0 };
      for (const row of results) counts[row.state] = row.n;
      return counts;
    },

    async inState(state: AlertState): Promise<StaffAlert[]> {
      const { results } = await db
        .prepare(
          `SELECT id, email, lang, frequency, state, criteria, created_at, confirmed_at, stopped_at, last_digest_at
           FROM search_alerts WHERE state = ? ORDER BY created_at DESC LIMIT ?`,
        )
        .bind(state, MAX_LISTED_ALERTS)
        .all<AlertRow>();
      return results.map((row) => ({
        id: row.id,
        email: row.email,
        lang: row.lang,
        frequency: row.frequency,
        state: row.state,
        criteria: JSON.parse(row.criteria) as AlertCriteria,
        createdAt: row.created_at,
        confirmedAt: row.confirmed_at,
        stoppedAt: row.stopped_at,
        lastDigestAt: row.last_digest_at,
      }));
    },

    async deadDigests(): Promise<DeadDigest[]> {
      const { results } = await db
        .prepare(
          `SELECT d.id, d.alert_id, a.email, d.created_at, d.attempts, d.last_error FROM alert_digests d JOIN search_alerts a ON a.id = d.alert_id
           WHERE d.state = 'dead' ORDER BY d.created_at DESC LIMIT ?`,
        )
        .bind(MAX_DEAD_DIGESTS)
        .all<{ id: string; alert_id: string; email: string; created_at: number; attempts: number; last_error: string | null }>();
      return results.map((row) => ({
        id: row.id,
        alertId: row.alert_id,
        email: row.email,
        createdAt: row.created_at,
        attempts: row.attempts,
        lastError: row.last_error,
      }));
    },

    /** Puts a dead digest back to pending; true when it was dead (the caller queues it again). */
    async reviveDigest(id: string): Promise<boolean> {
      const result = await db.prepare("UPDATE alert_digests SET state = 'pending' WHERE id = ? AND state = 'dead'").bind(id).run();
      return result.meta.changes > 0;
    },
  };
}

export type StaffAlertRepository = ReturnType<typeof staffAlertRepository>;
