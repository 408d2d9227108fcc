/**
 * The owners' monthly report (migrations/0017): who gets it, whether they stopped it, and the log
 * that makes it once per owner and month however often its queue message is delivered.
 */
import { and, eq, isNotNull } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { owners } from "./schema";

/** A month on the agency's calendar, "YYYY-MM". */
export type Month = string;

/** A claim older than this whose mail was never marked sent was left by a delivery that died: it may be taken again. */
export const STALE_CLAIM_MS = 60 * 60 * 1000;

export function ownerReportRepository(db: D1Database) {
  const orm = drizzle(db);
  return {
    /** The owners who get the report (an account they can sign in to, a password chosen, that did not stop it): the monthly cron queues one message each. */
    async recipientIds(): Promise<string[]> {
      const rows = await orm
        .select({ id: owners.id })
        .from(owners)
        .where(and(eq(owners.monthlyReport, true), isNotNull(owners.passwordHash)));
      return rows.map((row) => row.id);
    },

    async wasSent(ownerId: string, month: Month): Promise<boolean> {
      const row = await db.prepare("SELECT 1 FROM owner_reports WHERE owner_id = ?1 AND month = ?2 AND sent_at IS NOT NULL").bind(ownerId, month).first();
      return row !== null;
    },

    async wantsReport(ownerId: string): Promise<boolean> {
      const [row] = await orm.select({ on: owners.monthlyReport }).from(owners).where(eq(owners.id, ownerId)).limit(1);
      return row?.on ?? false;
    },

    /** The owner's choice on the account page, or "off" from the report's one-click stop link. */
    async setWantsReport(ownerId: string, on: boolean, now: number = Date.now()): Promise<void> {
      await orm.update(owners).set({ monthlyReport: on, updatedAt: now }).where(eq(owners.id, ownerId));
    },

    /**
     * Takes the owner's report of `month` before it is sent; false when it was taken already (sent,
     * or being sent by another delivery). One statement decides, so of two deliveries at once exactly
     * one sends. A claim never marked sent and older than STALE_CLAIM_MS (its delivery died between
     * the claim and the mail) is taken again.
     */
    async claim(ownerId: string, month: Month, now: number = Date.now()): Promise<boolean> {
      const result = await db
        .prepare(
          `INSERT INTO owner_reports (owner_id, month, claimed_at) VALUES (?1, ?2, ?3)
           ON CONFLICT (owner_id, month) DO UPDATE SET claimed_at = excluded.claimed_at
           WHERE owner_reports.sent_at IS NULL AND owner_reports.claimed_at < ?4`,
        )
        .bind(ownerId, month, now, now - STALE_CLAIM_MS)
        .run();
      return result.meta.changes === 1;
    },

    async markSent(ownerId: string, month: Month, now: number = Date.now()): Promise<void> {
      await db.prepare("UPDATE owner_reports SET sent_at = ?3 WHERE owner_id = ?1 AND month = ?2").bind(ownerId, month, now).run();
    },

    /** Gives a claim back when its mail could not go: the queue's next attempt takes it again. */
    async release(ownerId: string, month: Month): Promise<void> {
      await db.prepare("DELETE FROM owner_reports WHERE owner_id = ?1 AND month = ?2 AND sent_at IS NULL").bind(ownerId, month).run();
    },
  };
}

export type OwnerReportRepository = ReturnType<typeof ownerReportRepository>;
