/**
 * The agency's daily compliance mail (migrations/0025): made once per agency day from the gaps no
 * mail has named yet, then sent through the delivery queue, claimed first so a message delivered
 * twice (or queued again) never mails it twice. A mail that was never sent (its retries used up, its
 * queue message lost, or its delivery dead mid-send) is settled dead and its listings become unnamed
 * again, so the next day's one mail names them: one mail a day, and no listing lost.
 */
import * as v from "valibot";
import type { ComplianceGap } from "./gaps";

/**
 * A claim older than this whose mail was never settled was left by a delivery that died: it may be
 * taken again (as worker/favourites/watches.ts). Well inside the queue's retries (about 31 minutes
 * in all), so a retry takes over before the message is given up.
 */
export const STALE_COMPLIANCE_CLAIM_MS = 10 * 60 * 1000;

export type ComplianceMailState = "pending" | "sending" | "sent" | "dead";

export interface ComplianceMail {
  day: string;
  items: ComplianceGap[];
  state: ComplianceMailState;
}

const ItemsSchema = v.array(
  v.object({
    propertyId: v.number(),
    firstSeenAt: v.number(),
    reference: v.string(),
    title: v.string(),
    city: v.string(),
    region: v.picklist(["flanders", "brussels", "wallonia", "luxembourg"]),
    goal: v.picklist([0, 1]),
    path: v.string(),
    missing: v.array(v.object({ fact: v.string(), rule: v.string() })),
  }),
);

export function complianceMailRepository(db: D1Database) {
  return {
    async byDay(day: string): Promise<ComplianceMail | null> {
      const row = await db
        .prepare("SELECT day, items, state FROM compliance_mails WHERE day = ?1")
        .bind(day)
        .first<{ day: string; items: string; state: string }>();
      if (!row) return null;
      const items = v.safeParse(ItemsSchema, JSON.parse(row.items));
      return { day: row.day, items: items.success ? (items.output as ComplianceGap[]) : [], state: row.state as ComplianceMailState };
    },

    /**
     * Makes the mail of `day` naming `gaps`, and marks named the gaps the stored mail of that day
     * holds, in one batch; false when that day already has its mail (the day's other run made it).
     * The marking reads the stored mail itself, not this run's list: a run that lost the race to
     * make the day's mail marks only what the winner's mail names (already marked), never its own.
     */
    async make(day: string, gaps: readonly ComplianceGap[], now: number): Promise<boolean> {
      const [made] = await db.batch([
        db
          .prepare("INSERT INTO compliance_mails (day, items, created_at) VALUES (?1, ?2, ?3) ON CONFLICT (day) DO NOTHING")
          .bind(day, JSON.stringify(gaps), now),
        db
          .prepare(
            `UPDATE compliance_gaps SET mail_day = ?1 WHERE mail_day IS NULL AND property_id IN (
               SELECT json_extract(value, '$.propertyId') FROM json_each((SELECT items FROM compliance_mails WHERE day = ?1)))`,
          )
          .bind(day),
      ]);
      return (made?.meta.changes ?? 0) === 1;
    },

    /**
     * Settles dead every mail of a day before `today` that was never sent (pending: its queue message
     * lost or its retries running; sending under a stale claim: its delivery died), and makes the
     * listings of every dead mail unnamed again, in one batch: today's one mail names them instead.
     */
    async foldUnsent(today: string, now: number): Promise<void> {
      await db.batch([
        db
          .prepare(
            `UPDATE compliance_mails SET state = 'dead', last_error = 'never sent: its listings go in the mail of ' || ?1
             WHERE day < ?1 AND (state = 'pending' OR (state = 'sending' AND claimed_at < ?2))`,
          )
          .bind(today, now - STALE_COMPLIANCE_CLAIM_MS),
        db.prepare("UPDATE compliance_gaps SET mail_day = NULL WHERE mail_day IN (SELECT day FROM compliance_mails WHERE state = 'dead')"),
      ]);
    },

    /** Takes the mail before it is sent; false when it is sent, dead, or being sent by another delivery. */
    async claim(day: string, at: number): Promise<boolean> {
      const result = await db
        .prepare(
          "UPDATE compliance_mails SET state = 'sending', claimed_at = ?2 WHERE day = ?1 AND (state = 'pending' OR (state = 'sending' AND claimed_at < ?3))",
        )
        .bind(day, at, at - STALE_COMPLIANCE_CLAIM_MS)
        .run();
      return result.meta.changes > 0;
    },

    async settle(
      day: string,
      outcome: { state: "sent"; receipt: string } | { state: "pending" | "dead"; error: string },
      at: number = Date.now(),
    ): Promise<void> {
      if (outcome.state === "sent")
        await db.prepare("UPDATE compliance_mails SET state = 'sent', sent_at = ?2, receipt = ?3 WHERE day = ?1").bind(day, at, outcome.receipt).run();
      // A mail once sent stays sent: a late dead letter of a duplicate message must not undo it.
      else
        await db
          .prepare("UPDATE compliance_mails SET state = ?2, last_error = ?3 WHERE day = ?1 AND state != 'sent'")
          .bind(day, outcome.state, outcome.error)
          .run();
    },
  };
}

export type ComplianceMailRepository = ReturnType<typeof complianceMailRepository>;
