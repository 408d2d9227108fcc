import { and, count, desc, eq, gte, isNull, lt, ne, sql, type SQL } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { LeadStatus } from "./lead-work";
import type { ViewSource } from "../stats/source-hosts";
import type { Lead, LeadDelivery } from "./leads";
import { searchCondition, type LeadSearch } from "./lead-search";
import { leadDeliveries, leads, testimonialReviews } from "./schema";

export type LeadDeliveryState = Lead["deliveryState"];
export const LEAD_DELIVERY_STATES: readonly LeadDeliveryState[] = ["pending", "delivered", "failed", "suppressed"];

/** The staff inbox's filters; each one left out filters nothing. Times are ms epoch, `to` exclusive. */
export interface InboxFilter {
  form?: string | undefined;
  propertyId?: number | undefined;
  projectId?: number | undefined;
  from?: number | undefined;
  to?: number | undefined;
  delivery?: LeadDeliveryState | undefined;
  /** One status, or "open": any but closed. */
  status?: LeadStatus | "open" | undefined;
  /** An address, or null: assigned to nobody. */
  assignee?: string | null | undefined;
  /** Words to find in the name, email, phone or the property's reference (worker/staff/lead-search.ts). */
  search?: LeadSearch | undefined;
  /** A channel, or null: not known. */
  source?: ViewSource | null | undefined;
  /** False: spam left out. */
  spam?: false | undefined;
}

export interface TestimonialReview {
  state: "approved" | "rejected";
  decidedAt: number;
  decidedBy: string;
}

/** A lead as its staff page shows it: the row, its deliveries and, for a testimonial, the agency's decision. */
export interface LeadDetail {
  lead: Lead;
  deliveries: LeadDelivery[];
  review: TestimonialReview | undefined;
}

function conditions(filter: InboxFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [
    filter.form ? eq(leads.form, filter.form) : undefined,
    filter.propertyId !== undefined ? eq(leads.propertyId, filter.propertyId) : undefined,
    filter.projectId !== undefined ? eq(leads.projectId, filter.projectId) : undefined,
    filter.from !== undefined ? gte(leads.createdAt, filter.from) : undefined,
    filter.to !== undefined ? lt(leads.createdAt, filter.to) : undefined,
    filter.delivery ? eq(leads.deliveryState, filter.delivery) : undefined,
    filter.status === undefined ? undefined : filter.status === "open" ? ne(leads.status, "closed") : eq(leads.status, filter.status),
    filter.assignee === undefined ? undefined : filter.assignee === null ? isNull(leads.assignee) : eq(leads.assignee, filter.assignee),
    filter.search ? searchCondition(filter.search) : undefined,
    filter.source === undefined ? undefined : filter.source === null ? isNull(leads.source) : eq(leads.source, filter.source),
    filter.spam === false ? ne(leads.captcha, "spam") : undefined,
  ];
  return and(...parts.filter((part): part is SQL => part !== undefined));
}

/** The staff inbox (D1 leads): lists, a lead's page, handling and retrying its deliveries. */
export function staffLeadRepository(db: D1Database, now: () => number = Date.now) {
  const orm = drizzle(db);
  return {
    /** One page of leads, newest first, and how many match in all. */
    async inbox(filter: InboxFilter, page: { offset: number; limit: number }): Promise<{ rows: Lead[]; total: number }> {
      const where = conditions(filter);
      const [rows, [counted]] = await Promise.all([
        orm.select().from(leads).where(where).orderBy(desc(leads.createdAt), desc(leads.id)).limit(page.limit).offset(page.offset),
        orm.select({ n: count() }).from(leads).where(where),
      ]);
      return { rows, total: counted?.n ?? 0 };
    },

    /** The forms that sent leads, for the inbox's filter. */
    async forms(): Promise<string[]> {
      const rows = await orm.selectDistinct({ form: leads.form }).from(leads).orderBy(leads.form);
      return rows.map((row) => row.form);
    },

    /** Leads per delivery state and how many are not handled yet (the overview). */
    async counts(): Promise<{ total: number; unhandled: number; failed: number }> {
      const [row] = await orm
        .select({
          total: count(),
          // Open: not closed (spam is closed by the spam filter), as the inbox's "open" filter reads it.
          unhandled: sql<number>`coalesce(sum(CASE WHEN ${leads.status} <> 'closed' THEN 1 ELSE 0 END), 0)`,
          failed: sql<number>`coalesce(sum(CASE WHEN ${leads.deliveryState} = 'failed' THEN 1 ELSE 0 END), 0)`,
        })
        .from(leads);
      return { total: row?.total ?? 0, unhandled: Number(row?.unhandled ?? 0), failed: Number(row?.failed ?? 0) };
    },

    async detail(id: string): Promise<LeadDetail | undefined> {
      const [lead] = await orm.select().from(leads).where(eq(leads.id, id));
      if (!lead) return undefined;
      const [deliveries, [review]] = await Promise.all([
        orm.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, id)).orderBy(leadDeliveries.kind),
        orm
          .select({ state: testimonialReviews.state, decidedAt: testimonialReviews.decidedAt, decidedBy: testimonialReviews.decidedBy })
          .from(testimonialReviews)
          .where(eq(testimonialReviews.leadId, id)),
      ]);
      return { lead, deliveries, review };
    },

    /**
     * Puts a dead delivery back to pending (its attempts and last error stay, as history) and the lead
     * back to pending unless another delivery is dead. True when the delivery was dead: the caller
     * then queues it again.
     */
    async reviveDead(leadId: string, kind: string): Promise<boolean> {
      const [revived] = await db.batch([
        db.prepare("UPDATE lead_deliveries SET state = 'pending', updated_at = ? WHERE lead_id = ? AND kind = ? AND state = 'dead'").bind(now(), leadId, kind),
        db
          .prepare(
            `UPDATE leads SET delivery_state = CASE
               WHEN EXISTS (SELECT 1 FROM lead_deliveries WHERE lead_id = ?1 AND state = 'dead') THEN 'failed'
               WHEN NOT EXISTS (SELECT 1 FROM lead_deliveries WHERE lead_id = ?1 AND state <> 'delivered') THEN 'delivered'
               ELSE 'pending' END
             WHERE id = ?1 AND delivery_state <> 'suppressed'`,
          )
          .bind(leadId),
      ]);
      return (revived?.meta.changes ?? 0) > 0;
    },
  };
}

export type StaffLeadRepository = ReturnType<typeof staffLeadRepository>;
