/**
 * A lead that asks for the newsletter (the footer's sign-newsletter form, or another form's opt-in tick)
 * subscribes its address in the lead's own D1 batch, and only a request that changes something sends
 * a confirmation mail (double opt-in).
 */
import { subscribeStatement, type NewsletterRepository, type Subscription } from "../db/newsletter";

/**
 * The D1 statements that add (or renew) the unconfirmed subscriber of a stored lead. Made to go in the
 * lead's own transaction, as leads.store's `alongside`:
 * `store(lead, (leadId) => subscribeFromLead(db, { email, lang, source: form, leadId }))`. They write
 * only when that batch created the lead; an address already active is left as it is.
 */
export function subscribeFromLead(db: D1Database, subscription: Subscription, at: number = Date.now()): D1PreparedStatement[] {
  return [subscribeStatement(db, subscription, at)];
}

/**
 * Whether a new request from this address gets a confirmation mail ("newsletter-confirm-mail"): yes
 * for a new, unconfirmed or unsubscribed address, no for one already on the list. Read before the
 * lead is stored, to choose its deliveries; the visitor is told the same either way.
 */
export async function confirmationDue(newsletter: NewsletterRepository, email: string): Promise<boolean> {
  return (await newsletter.byEmail(email))?.state !== "active";
}
