/** What the staff does with a lead (migrations/0016): its status and their history, whom it is assigned to, internal notes. */

export const LEAD_STATUSES = ["new", "in-progress", "answered", "closed"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const isLeadStatus = (value: unknown): value is LeadStatus => LEAD_STATUSES.includes(value as LeadStatus);

/** Who closed a lead the spam filter caught (lead_status_changes.changed_by, leads.handled_by): not a colleague, said in words. */
export const SPAM_FILTER = "spam-filter";

/** The longest internal note kept (characters). */
export const MAX_NOTE_CHARS = 4000;
/** Notes and status changes one lead's page shows at most (newest kept). */
const MAX_THREAD = 500;

export interface StatusChange {
  from: LeadStatus;
  to: LeadStatus;
  by: string;
  at: number;
}

export interface LeadNote {
  id: number;
  body: string;
  by: string;
  at: number;
}

export function leadWorkRepository(db: D1Database, now: () => number = Date.now) {
  return {
    /**
     * Moves the lead to `to` and records the change (by, at); closing marks it handled, any other
     * status clears that mark. False when the lead does not exist or already has that status.
     */
    async setStatus(leadId: string, to: LeadStatus, by: string): Promise<boolean> {
      const at = now();
      const [, changed] = await db.batch([
        db
          .prepare(
            `INSERT INTO lead_status_changes (lead_id, from_status, to_status, changed_by, changed_at)
             SELECT id, status, ?2, ?3, ?4 FROM leads WHERE id = ?1 AND status <> ?2`,
          )
          .bind(leadId, to, by, at),
        db
          .prepare(
            `UPDATE leads SET status = ?2,
               handled_at = CASE WHEN ?2 = 'closed' THEN ?4 ELSE NULL END,
               handled_by = CASE WHEN ?2 = 'closed' THEN ?3 ELSE NULL END
             WHERE id = ?1 AND status <> ?2`,
          )
          .bind(leadId, to, by, at),
      ]);
      return (changed?.meta.changes ?? 0) > 0;
    },

    /**
     * Marks the visit of a visit request cancelled (`by`, now), so it no longer holds its slot
     * (worker/db/leads.ts visitBookings); false when there is no such request with a visit, or it was already cancelled.
     */
    async cancelVisit(leadId: string, by: string): Promise<boolean> {
      const { meta } = await db
        .prepare("UPDATE leads SET visit_cancelled_at = ?3, visit_cancelled_by = ?2 WHERE id = ?1 AND visit_day IS NOT NULL AND visit_cancelled_at IS NULL")
        .bind(leadId, by, now())
        .run();
      return meta.changes > 0;
    },

    /** Undoes cancelVisit: the request holds its slot again (even if the slot filled meanwhile); false when it was not cancelled. */
    async restoreVisit(leadId: string): Promise<boolean> {
      const { meta } = await db
        .prepare("UPDATE leads SET visit_cancelled_at = NULL, visit_cancelled_by = NULL WHERE id = ?1 AND visit_cancelled_at IS NOT NULL")
        .bind(leadId)
        .run();
      return meta.changes > 0;
    },

    /** Assigns the lead to `assignee` (an address) or to nobody (null); false when there is no such lead. */
    async assign(leadId: string, assignee: string | null): Promise<boolean> {
      const { meta } = await db.prepare("UPDATE leads SET assignee = ? WHERE id = ?").bind(assignee, leadId).run();
      return meta.changes > 0;
    },

    /** Adds a note (already checked: trimmed, not empty, at most MAX_NOTE_CHARS); false when there is no such lead. */
    async addNote(leadId: string, body: string, by: string): Promise<boolean> {
      const { meta } = await db
        .prepare("INSERT INTO lead_notes (lead_id, body, written_by, written_at) SELECT id, ?2, ?3, ?4 FROM leads WHERE id = ?1")
        .bind(leadId, body, by, now())
        .run();
      return meta.changes > 0;
    },

    /** The lead's status changes and notes, oldest first. */
    async thread(leadId: string): Promise<{ changes: StatusChange[]; notes: LeadNote[] }> {
      const [changes, notes] = await db.batch<Record<string, unknown>>([
        db
          .prepare(
            `SELECT * FROM (SELECT from_status AS "from", to_status AS "to", changed_by AS by, changed_at AS at, id FROM lead_status_changes
             WHERE lead_id = ?1 ORDER BY changed_at DESC, id DESC LIMIT ?2) ORDER BY at, id`,
          )
          .bind(leadId, MAX_THREAD),
        db
          .prepare(
            `SELECT * FROM (SELECT id, body, written_by AS by, written_at AS at FROM lead_notes
             WHERE lead_id = ?1 ORDER BY written_at DESC, id DESC LIMIT ?2) ORDER BY at, id`,
          )
          .bind(leadId, MAX_THREAD),
      ]);
      return {
        changes: (changes?.results ?? []).flatMap((row) =>
          isLeadStatus(row.from) && isLeadStatus(row.to) ? [{ from: row.from, to: row.to, by: String(row.by), at: Number(row.at) }] : [],
        ),
        notes: (notes?.results ?? []).map((row) => ({ id: Number(row.id), body: String(row.body), by: String(row.by), at: Number(row.at) })),
      };
    },
  };
}
