import { and, asc, eq, ne } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Lang } from "../../client/i18n/languages";
import { newsletterSubscribers } from "./schema";

/** One address on the newsletter list (D1 newsletter_subscribers): double opt-in, one row per address. */
export type Subscriber = typeof newsletterSubscribers.$inferSelect;
export type SubscriberState = Subscriber["state"];

/** Who asks to subscribe, from which form, with the lead that carried the request. */
export interface Subscription {
  email: string;
  lang: Lang;
  /** The form that asked: "sign-newsletter" (footer), or another lead form's opt-in. */
  source: string;
  leadId: string;
}

/**
 * The statement that subscribes an address for a stored lead, with upsert semantics: a new address is
 * an unconfirmed row; an unconfirmed or unsubscribed one goes back to unconfirmed with this lead (whose
 * confirmation mail then goes out); an active one is left as it is. It writes only when the lead
 * exists, so in the lead's own batch (worker/db/leads.ts store `alongside`) a submission sent twice
 * changes nothing the second time.
 */
export function subscribeStatement(db: D1Database, subscription: Subscription, at: number, id: string = crypto.randomUUID()): D1PreparedStatement {
  // The WHERE on the SELECT also settles SQLite's parsing ambiguity between a join's ON and the upsert's ON CONFLICT.
  return db
    .prepare(
      `INSERT INTO newsletter_subscribers (id, email, lang, state, source, lead_id, created_at)
       SELECT ?, ?, ?, 'unconfirmed', ?, id, ? FROM leads WHERE id = ?
       ON CONFLICT (email) DO UPDATE SET state = 'unconfirmed', lang = excluded.lang, source = excluded.source,
         lead_id = excluded.lead_id, confirmed_at = NULL, unsubscribed_at = NULL
       WHERE newsletter_subscribers.state <> 'active'`,
    )
    .bind(id, subscription.email.trim().toLowerCase(), subscription.lang, subscription.source, at, subscription.leadId);
}

/** The newsletter's subscribers, as the forms and the signed links of the mails change them. */
export function newsletterRepository(db: D1Database, now: () => number = Date.now) {
  const orm = drizzle(db);
  return {
    /** Subscribes on its own (outside a lead's batch); see subscribeStatement for what happens to an existing address. */
    async subscribe(email: string, lang: Lang, source: string, leadId: string): Promise<void> {
      await subscribeStatement(db, { email, lang, source, leadId }, now()).run();
    },

    async byId(id: string): Promise<Subscriber | undefined> {
      const [row] = await orm.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id));
      return row;
    },

    /** The row an address has, if any (addresses are stored lower-cased). */
    async byEmail(email: string): Promise<Subscriber | undefined> {
      const [row] = await orm.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email.trim().toLowerCase()));
      return row;
    },

    /**
     * The subscriber whose latest request a lead carried: the confirmation mail of that lead is for it.
     * Undefined when the lead asked nothing new (the address was already active, or asked again since).
     */
    async byLeadId(leadId: string): Promise<Subscriber | undefined> {
      const [row] = await orm.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.leadId, leadId));
      return row;
    },

    /** Confirms an unconfirmed subscription (the mail's link, then a POST); returns the row as it is afterwards. */
    async confirm(id: string): Promise<Subscriber | undefined> {
      await orm
        .update(newsletterSubscribers)
        .set({ state: "active", confirmedAt: now() })
        .where(and(eq(newsletterSubscribers.id, id), eq(newsletterSubscribers.state, "unconfirmed")));
      return this.byId(id);
    },

    /** Ends a subscription, confirmed or not (the stop page, or a mail client's one-click); returns the row afterwards. */
    async unsubscribe(id: string): Promise<Subscriber | undefined> {
      await orm
        .update(newsletterSubscribers)
        .set({ state: "unsubscribed", unsubscribedAt: now() })
        // An address already out keeps the time it left (a mail client may send its one-click again).
        .where(and(eq(newsletterSubscribers.id, id), ne(newsletterSubscribers.state, "unsubscribed")));
      return this.byId(id);
    },

    /** Every confirmed address, oldest confirmation first: what the agency's mailing tool may mail. */
    async activeForExport(): Promise<Pick<Subscriber, "email" | "lang" | "source" | "createdAt" | "confirmedAt">[]> {
      return orm
        .select({
          email: newsletterSubscribers.email,
          lang: newsletterSubscribers.lang,
          source: newsletterSubscribers.source,
          createdAt: newsletterSubscribers.createdAt,
          confirmedAt: newsletterSubscribers.confirmedAt,
        })
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.state, "active"))
        .orderBy(asc(newsletterSubscribers.confirmedAt), asc(newsletterSubscribers.email));
    },
  };
}

export type NewsletterRepository = ReturnType<typeof newsletterRepository>;
