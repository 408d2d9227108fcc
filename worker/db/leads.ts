import { and, asc, count, eq, gte, inArray, isNull, lte, lt, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Lang } from "../../client/i18n/languages";
import type { ViewSource } from "../stats/source-hosts";
import { leadDeliveries, leads } from "./schema";
import { SPAM_FILTER } from "./lead-work";

/** What a lead sets in motion; each kind is delivered (and retried) on its own. */
export type DeliveryKind =
  | "agency-mail"
  | "contact-mail"
  | "visitor-mail"
  | "friend-mail"
  | "crm"
  /** A demand-register lead's search alert: the mail whose link confirms it (double opt-in). */
  | "alert-confirm-mail"
  /** A newsletter subscription (footer form, or another form's opt-in): the mail whose link confirms it. */
  | "newsletter-confirm-mail";
export type CaptchaState = "solved" | "not-solved" | "spam";

export interface Person {
  title?: string;
  firstName: string;
  lastName?: string;
  email: string;
  phone?: string;
}

export interface NewLead {
  /** Same submission, same key: a double submit or a retry stays one lead. */
  key: string;
  form: string;
  lang: Lang;
  page: string;
  propertyId?: number | undefined;
  projectId?: number | undefined;
  person: Person;
  /** The form's own fields (message, moment, friend's address...), as validated. */
  payload: Record<string, unknown>;
  newsletter: boolean;
  captcha: CaptchaState;
  visit?: { day: string; slot: string } | undefined;
  /** The channel the visitor arrived by (client/visit-source.ts), when known. */
  source?: ViewSource | undefined;
  /** Empty for a lead that is kept but never delivered (spam). */
  deliveries: DeliveryKind[];
}

export type Lead = typeof leads.$inferSelect;
export type LeadDelivery = typeof leadDeliveries.$inferSelect;

/** The leads and their deliveries (D1). A lead is written with its deliveries in one transaction. */
export function leadRepository(db: D1Database, now: () => number = Date.now) {
  const orm = drizzle(db);
  return {
    /**
     * Stores a lead and its pending deliveries atomically; a second call with the same key changes
     * nothing and returns the first lead's id with `created: false`. `alongside` adds rows that belong
     * to the lead (a search alert) to the same transaction; they must insert only when the lead did.
     */
    async store(lead: NewLead, alongside: (leadId: string) => D1PreparedStatement[] = () => []): Promise<{ id: string; created: boolean }> {
      const id = crypto.randomUUID();
      const at = now();
      const spam = lead.captcha === "spam";
      // Raw statements: D1's batch is one transaction, and the deliveries' insert must see the lead's.
      const insertLead = db
        .prepare(
          `INSERT INTO leads (id, idempotency_key, form, lang, page, property_id, project_id, email, person, payload, privacy_accepted, newsletter, captcha, visit_day, visit_slot, created_at, delivery_state, source, status, handled_at, handled_by)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (idempotency_key) DO NOTHING`,
        )
        .bind(
          id,
          lead.key,
          lead.form,
          lead.lang,
          lead.page,
          lead.propertyId ?? null,
          lead.projectId ?? null,
          lead.person.email.toLowerCase(),
          JSON.stringify(lead.person),
          JSON.stringify(lead.payload),
          lead.newsletter ? 1 : 0,
          lead.captcha,
          lead.visit?.day ?? null,
          lead.visit?.slot ?? null,
          at,
          lead.deliveries.length > 0 ? "pending" : "suppressed",
          lead.source ?? null,
          // Spam is kept (for the record) but closed by the spam filter: it never waits among the open leads.
          spam ? "closed" : "new",
          spam ? at : null,
          spam ? SPAM_FILTER : null,
        );
      // Only a lead this call created gets deliveries: after a conflict the select finds no row with this id.
      const insertDeliveries = lead.deliveries.map((kind) =>
        db
          .prepare(`INSERT INTO lead_deliveries (lead_id, kind, state, attempts, updated_at) SELECT id, ?, 'pending', 0, ? FROM leads WHERE id = ?`)
          .bind(kind, at, id),
      );
      const spamHistory = spam
        ? [
            db
              .prepare(
                "INSERT INTO lead_status_changes (lead_id, from_status, to_status, changed_by, changed_at) SELECT id, 'new', 'closed', ?, ? FROM leads WHERE id = ?",
              )
              .bind(SPAM_FILTER, at, id),
          ]
        : [];
      await db.batch([insertLead, ...spamHistory, ...insertDeliveries, ...alongside(id)]);
      const [row] = await orm.select({ id: leads.id }).from(leads).where(eq(leads.idempotencyKey, lead.key));
      if (!row) throw new Error("lead was not stored");
      return { id: row.id, created: row.id === id };
    },

    /**
     * Drops the photo a lead names, when putting it failed (worker/leads/photo.ts): the lead then reads
     * as one sent without a photo, never as one whose photo nobody can open.
     */
    async forgetPhoto(id: string): Promise<void> {
      await db.prepare("UPDATE leads SET payload = json_remove(payload, '$.photo') WHERE id = ?").bind(id).run();
    },

    /** Whether a submission with this idempotency key was stored. */
    async exists(key: string): Promise<boolean> {
      const [row] = await orm.select({ id: leads.id }).from(leads).where(eq(leads.idempotencyKey, key));
      return row !== undefined;
    },

    async byId(id: string): Promise<Lead | undefined> {
      const [row] = await orm.select().from(leads).where(eq(leads.id, id));
      return row;
    },

    async deliveries(leadId: string): Promise<LeadDelivery[]> {
      return orm.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, leadId)).orderBy(asc(leadDeliveries.kind));
    },

    async delivery(leadId: string, kind: DeliveryKind): Promise<LeadDelivery | undefined> {
      const [row] = await orm
        .select()
        .from(leadDeliveries)
        .where(and(eq(leadDeliveries.leadId, leadId), eq(leadDeliveries.kind, kind)));
      return row;
    },

    /** Records one delivery's outcome, then settles the lead: delivered when all are, failed when one is dead. */
    async settle(
      leadId: string,
      kind: DeliveryKind,
      outcome: { state: "delivered"; receipt: string } | { state: "pending" | "dead"; error: string },
    ): Promise<void> {
      const at = now();
      const update =
        outcome.state === "delivered"
          ? { state: outcome.state, receipt: outcome.receipt, lastError: null, updatedAt: at }
          : { state: outcome.state, lastError: outcome.error.slice(0, 500), updatedAt: at };
      await orm.batch([
        orm
          .update(leadDeliveries)
          .set({ ...update, attempts: sql`${leadDeliveries.attempts} + 1` })
          .where(and(eq(leadDeliveries.leadId, leadId), eq(leadDeliveries.kind, kind))),
        orm
          .update(leads)
          .set({
            deliveryState: sql`CASE
              WHEN EXISTS (SELECT 1 FROM lead_deliveries WHERE lead_id = ${leadId} AND state = 'dead') THEN 'failed'
              WHEN NOT EXISTS (SELECT 1 FROM lead_deliveries WHERE lead_id = ${leadId} AND state <> 'delivered') THEN 'delivered'
              ELSE 'pending' END`,
          })
          .where(eq(leads.id, leadId)),
      ]);
    },

    /** Deliveries still pending since before `olderThan` (ms epoch): their queue message may have been lost. */
    async stalled(olderThan: number, limit: number): Promise<Pick<LeadDelivery, "leadId" | "kind">[]> {
      return orm
        .select({ leadId: leadDeliveries.leadId, kind: leadDeliveries.kind })
        .from(leadDeliveries)
        .where(and(eq(leadDeliveries.state, "pending"), lt(leadDeliveries.updatedAt, olderThan)))
        .orderBy(asc(leadDeliveries.updatedAt))
        .limit(limit);
    },

    /** Marks deliveries as just handed to the queue again, so the next sweep waits for them. */
    async touch(items: Pick<LeadDelivery, "leadId" | "kind">[], at: number = now()): Promise<void> {
      if (items.length === 0) return;
      const [first, ...rest] = items.map((item) =>
        orm
          .update(leadDeliveries)
          .set({ updatedAt: at })
          .where(and(eq(leadDeliveries.leadId, item.leadId), eq(leadDeliveries.kind, item.kind), eq(leadDeliveries.state, "pending"))),
      );
      await orm.batch([first!, ...rest]);
    },

    /** Whether this address sent this form about this property before (spam left out). */
    async hasAsked(email: string, form: string, propertyId: number): Promise<boolean> {
      const [row] = await orm
        .select({ id: leads.id })
        .from(leads)
        .where(
          and(eq(leads.email, email.toLowerCase()), eq(leads.form, form), eq(leads.propertyId, propertyId), inArray(leads.captcha, ["solved", "not-solved"])),
        )
        .limit(1);
      return row !== undefined;
    },

    /**
     * Visit requests per day and slot for a property between two agency days (inclusive), spam and
     * cancelled visits left out. A request holds its slot whatever its status: the lead work's states
     * (new, in progress, answered, closed: worker/db/lead-work.ts) do not say whether a visit was planned
     * or declined (a closed request is as often a visit done or planned as one turned down). What frees
     * a slot is a colleague marking the visit cancelled on the lead's staff page (leads.visit_cancelled_at,
     * migrations/0026; undone, it holds the slot again), or the request being gone (erasure, retention).
     */
    async visitBookings(propertyId: number, fromDay: string, toDay: string): Promise<Map<string, number>> {
      const rows = await orm
        .select({ day: leads.visitDay, slot: leads.visitSlot, n: count() })
        .from(leads)
        .where(
          and(
            eq(leads.propertyId, propertyId),
            gte(leads.visitDay, fromDay),
            lte(leads.visitDay, toDay),
            inArray(leads.captcha, ["solved", "not-solved"]),
            isNull(leads.visitCancelledAt),
          ),
        )
        .groupBy(leads.visitDay, leads.visitSlot);
      return new Map(rows.map((row) => [`${row.day}T${row.slot}`, row.n]));
    },

    /** visitBookings of several properties at once (the favourites' visit check), by property id. */
    async visitBookingsOf(propertyIds: readonly number[], fromDay: string, toDay: string): Promise<Map<number, Map<string, number>>> {
      const out = new Map<number, Map<string, number>>(propertyIds.map((id) => [id, new Map<string, number>()]));
      for (let from = 0; from < propertyIds.length; from += 90) {
        const rows = await orm
          .select({ propertyId: leads.propertyId, day: leads.visitDay, slot: leads.visitSlot, n: count() })
          .from(leads)
          .where(
            and(
              inArray(leads.propertyId, propertyIds.slice(from, from + 90)),
              gte(leads.visitDay, fromDay),
              lte(leads.visitDay, toDay),
              inArray(leads.captcha, ["solved", "not-solved"]),
              isNull(leads.visitCancelledAt),
            ),
          )
          .groupBy(leads.propertyId, leads.visitDay, leads.visitSlot);
        for (const row of rows) out.get(row.propertyId!)?.set(`${row.day}T${row.slot}`, row.n);
      }
      return out;
    },
  };
}

export type LeadRepository = ReturnType<typeof leadRepository>;
