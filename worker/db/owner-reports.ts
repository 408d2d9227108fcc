/**
 * The owners' monthly report (migrations/0017): who gets it, whether they stopped it, and the log
 * that makes it once per owner and month however often the cron runs.
 */
import { and, eq, isNotNull } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { ownerColumns, type Owner } from "./owners";
import { owners } from "./schema";

/** A month on the agency's calendar, "YYYY-MM". */
export type Month = string;

export function ownerReportRepository(db: D1Database) {
  const orm = drizzle(db);
  return {
    /** Owners who get the report: an account they can sign in to (a password chosen) that did not stop it. */
    async recipients(): Promise<Owner[]> {
      return orm
        .select(ownerColumns)
        .from(owners)
        .where(and(eq(owners.monthlyReport, true), isNotNull(owners.passwordHash)))
        .orderBy(owners.email);
    },

    async wantsReport(ownerId: string): Promise<boolean> {
      const [row] = await orm.select({ on: owners.monthlyReport }).from(owners).where(eq(owners.id, ownerId)).limit(1);
      return row?.on ?? false;
    },

    /** The owner's choice on the account page. */
    async setWantsReport(ownerId: string, on: boolean, now: number = Date.now()): Promise<void> {
      await orm.update(owners).set({ monthlyReport: on, updatedAt: now }).where(eq(owners.id, ownerId));
    },

    /**
     * Takes the owner's report of `month` before it is sent; false when it was taken already (sent,
     * or being sent by another run). One INSERT decides, so of two runs at once exactly one sends.
     */
    async claim(ownerId: string, month: Month, now: number = Date.now()): Promise<boolean> {
      const result = await db
        .prepare("INSERT INTO owner_reports (owner_id, month, claimed_at) VALUES (?1, ?2, ?3) ON CONFLICT DO NOTHING")
        .bind(ownerId, month, now)
        .run();
      return result.meta.changes === 1;
    },

    async markSent(ownerId: string, month: Month, now: number = Date.now()): Promise<void> {
      await db.prepare("UPDATE owner_reports SET sent_at = ?3 WHERE owner_id = ?1 AND month = ?2").bind(ownerId, month, now).run();
    },

    /** Gives a claim back when its mail could not go: the next run tries again. */
    async release(ownerId: string, month: Month): Promise<void> {
      await db.prepare("DELETE FROM owner_reports WHERE owner_id = ?1 AND month = ?2 AND sent_at IS NULL").bind(ownerId, month).run();
    },
  };
}

export type OwnerReportRepository = ReturnType<typeof ownerReportRepository>;
