/**
 * The digests that carry a search alert's matches to a mailbox (issue 9, D1 migrations/0007). Due
 * digests of many alerts are made in one transaction of three statements; a delivery claims a
 * digest before it mails it, so two deliveries of the same digest never both send it.
 */
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Lang } from "../../client/i18n/languages";
import type { AlertCriteria, AlertFrequency, AlertState } from "./types";
import { alertDigests, alertMatches, searchAlerts } from "../db/schema";

/** A claim older than this is taken to be a delivery that died mid-way: another may claim the digest. */
export const DIGEST_CLAIM_STALE_MS = 15 * 60_000;
/** Characters of an error kept with a digest. */
const ERROR_MAX_CHARS = 500;

export interface StoredAlert {
  id: string;
  leadId: string | null;
  lang: Lang;
  email: string;
  person: Record<string, unknown>;
  criteria: AlertCriteria;
  frequency: AlertFrequency;
  state: AlertState;
  lastDigestAt: number | null;
}

export interface StoredMatch {
  propertyId: number;
  reason: "new" | "price";
  price: number | null;
  previousPrice: number | null;
  version: number;
  matchedAt: number;
}

export type DigestRow = typeof alertDigests.$inferSelect;

/** A digest as its delivery reads it: the alert (its language, address, criteria) and its matches, newest first. */
export interface DigestWithMatches {
  digest: DigestRow;
  alert: StoredAlert;
  matches: StoredMatch[];
}

export type DigestOutcome = { state: "sent"; receipt: string; at: number } | { state: "pending"; error: string };

function storedAlert(row: typeof searchAlerts.$inferSelect): StoredAlert {
  return {
    id: row.id,
    leadId: row.leadId,
    lang: row.lang,
    email: row.email,
    person: (row.person ?? {}) as Record<string, unknown>,
    criteria: row.criteria as AlertCriteria,
    frequency: row.frequency,
    state: row.state,
    lastDigestAt: row.lastDigestAt,
  };
}

// A random version-4 UUID per row, made by SQLite (the delivery message and the staff routes expect one).
const NEW_UUID_SQL = `lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-'
  || substr('89ab', 1 + abs(random()) % 4, 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6)))`;

export function alertDigestRepository(db: D1Database) {
  const orm = drizzle(db);

  return {
    /**
     * Makes the digests of up to `limit` active alerts of a frequency that are due: none made since
     * `periodStart`, and a match waiting from before it (for instant alerts `periodStart` is now).
     * Each takes every match its alert has waiting. One transaction of three statements whatever the
     * number of alerts, so two sweeps never put a match in two digests. Returns the new digests' ids.
     */
    async makeDueDigests(frequency: AlertFrequency, periodStart: number, at: number, limit: number): Promise<string[]> {
      const [made] = await db.batch<{ id: string }>([
        db
          .prepare(
            `INSERT INTO alert_digests (id, alert_id, created_at, state, attempts, queued_at)
             SELECT ${NEW_UUID_SQL}, a.id, ?1, 'pending', 0, ?1 FROM search_alerts a
             WHERE a.state = 'active' AND a.frequency = ?2 AND (a.last_digest_at IS NULL OR a.last_digest_at < ?3)
               AND EXISTS (SELECT 1 FROM alert_matches m WHERE m.alert_id = a.id AND m.digest_id IS NULL AND m.matched_at <= ?3)
             LIMIT ?4
             RETURNING id`,
          )
          .bind(at, frequency, periodStart, limit),
        // An alert gets at most one digest at one instant (its last_digest_at then equals it), so
        // (alert, created_at) names the digest just made.
        db
          .prepare(
            `UPDATE alert_matches SET digest_id = d.id FROM alert_digests d
             WHERE d.alert_id = alert_matches.alert_id AND d.state = 'pending' AND d.created_at = ?1 AND alert_matches.digest_id IS NULL`,
          )
          .bind(at),
        db
          .prepare("UPDATE search_alerts SET last_digest_at = ?1 WHERE id IN (SELECT alert_id FROM alert_digests WHERE state = 'pending' AND created_at = ?1)")
          .bind(at),
      ]);
      return (made?.results ?? []).map((row) => row.id);
    },

    /** A digest with its alert and its matches (newest first), or undefined when it (or its alert) is gone. */
    async digest(id: string): Promise<DigestWithMatches | undefined> {
      const [row] = await orm.select().from(alertDigests).innerJoin(searchAlerts, eq(searchAlerts.id, alertDigests.alertId)).where(eq(alertDigests.id, id));
      if (!row) return undefined;
      const matches = await orm
        .select({
          propertyId: alertMatches.propertyId,
          reason: alertMatches.reason,
          price: alertMatches.price,
          previousPrice: alertMatches.previousPrice,
          version: alertMatches.version,
          matchedAt: alertMatches.matchedAt,
        })
        .from(alertMatches)
        .where(eq(alertMatches.digestId, id))
        .orderBy(desc(alertMatches.version), desc(alertMatches.propertyId));
      return { digest: row.alert_digests, alert: storedAlert(row.search_alerts), matches };
    },

    /**
     * Claims a digest for one delivery at `at`: true when this call took it (it was pending, or its
     * last claim is older than DIGEST_CLAIM_STALE_MS). Only the claimer mails it.
     */
    async claimDigest(id: string, at: number): Promise<boolean> {
      const { meta } = await db
        .prepare(
          `UPDATE alert_digests SET state = 'sending', claimed_at = ?1
           WHERE id = ?2 AND (state = 'pending' OR (state = 'sending' AND claimed_at < ?3))`,
        )
        .bind(at, id, at - DIGEST_CLAIM_STALE_MS)
        .run();
      return meta.changes === 1;
    },

    /**
     * Settles the claim made at `claimedAt`: sent, or back to pending so the queue's retry can claim
     * it again. Each call counts one attempt; a claim another delivery took over since changes nothing.
     */
    async settleDigest(id: string, claimedAt: number, outcome: DigestOutcome): Promise<void> {
      const statement =
        outcome.state === "sent"
          ? db
              .prepare(
                `UPDATE alert_digests SET state = 'sent', receipt = ?1, last_error = NULL, sent_at = ?2, attempts = attempts + 1
                 WHERE id = ?3 AND state = 'sending' AND claimed_at = ?4`,
              )
              .bind(outcome.receipt, outcome.at, id, claimedAt)
          : db
              .prepare(
                `UPDATE alert_digests SET state = 'pending', last_error = ?1, attempts = attempts + 1
                 WHERE id = ?2 AND state = 'sending' AND claimed_at = ?3`,
              )
              .bind(outcome.error.slice(0, ERROR_MAX_CHARS), id, claimedAt);
      await statement.run();
    },

    /** Gives a digest up (its queue's retries ended); true when it was not sent. Its matches stay with it: never re-sent in another. */
    async markDead(id: string): Promise<boolean> {
      const { meta } = await db
        .prepare(
          "UPDATE alert_digests SET state = 'dead', last_error = COALESCE(last_error, 'retries exhausted') WHERE id = ? AND state NOT IN ('sent', 'dead')",
        )
        .bind(id)
        .run();
      return meta.changes === 1;
    },

    /**
     * Digests pending and never tried whose message was handed to the queue before `olderThan`: that
     * message was lost. Marks them queued at `now` and returns them (the caller queues them again).
     * One that was tried is in the queue's retries, which end in the dead-letter queue.
     */
    async stalledDigests(olderThan: number, now: number, limit: number): Promise<string[]> {
      const { results } = await db
        .prepare(
          `UPDATE alert_digests SET queued_at = ?1 WHERE id IN (
             SELECT id FROM alert_digests WHERE state = 'pending' AND attempts = 0 AND COALESCE(queued_at, created_at) < ?2 ORDER BY created_at LIMIT ?3)
           RETURNING id`,
        )
        .bind(now, olderThan, limit)
        .all<{ id: string }>();
      return results.map((row) => row.id);
    },

    /** The alert a demand-register lead created (its confirmation mail and CRM push read it). */
    async alertOfLead(leadId: string): Promise<StoredAlert | undefined> {
      const [row] = await orm.select().from(searchAlerts).where(eq(searchAlerts.leadId, leadId)).limit(1);
      return row ? storedAlert(row) : undefined;
    },

    /** Digests in the given states (tests and the staff area). */
    async digestsOf(alertId: string, states: DigestRow["state"][] = ["pending", "sending", "sent", "dead"]): Promise<DigestRow[]> {
      return orm
        .select()
        .from(alertDigests)
        .where(and(eq(alertDigests.alertId, alertId), inArray(alertDigests.state, states)))
        .orderBy(asc(alertDigests.createdAt));
    },
  };
}

export type AlertDigestRepository = ReturnType<typeof alertDigestRepository>;
