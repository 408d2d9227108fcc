import type { Lang } from "../../client/i18n/languages";
import type { DeliveryKind, Lead, Person } from "../db/leads";

/** What a lead is about, as the visitor saw it when sending (a later feed change does not alter the lead). */
export interface LeadSubject {
  kind: "property" | "project";
  id: number;
  title: string;
  reference?: string | undefined;
  /** The localized site path of its page. */
  path: string;
  /** Where it is, as its page shows it: the street when published, else postcode and town. */
  address?: string | undefined;
  /** A map of it: its coordinates when published, else its postcode and town. */
  mapUrl?: string | undefined;
  /** The agency's person in charge of the listing, when the feed names one with an address: told of the lead too. */
  contact?: { name: string; email: string } | undefined;
}

/** The stored payload of a lead (leads.payload): the form's own fields and what it was about. */
export interface LeadPayload {
  fields: Record<string, string>;
  about?: LeadSubject | undefined;
  /** A question about a project's unit: the unit's name as the price list shows it ("A.0.5"); `fields.unit` is its id. */
  unitName?: string | undefined;
  /** A document request: the documents the property had, sent to the visitor. */
  documents?: { name: string; url: string }[] | undefined;
  /** A testimonial's photo, in the uploads bucket (private until the agency publishes it). */
  photo?: { key: string; type: string; size: number } | undefined;
  /** The origin the form was sent on, for the mails' links when SITE_ORIGIN is not set. */
  origin?: string | undefined;
}

/** A stored lead, typed for the deliveries. */
export interface LeadView {
  id: string;
  form: string;
  lang: Lang;
  page: string;
  person: Person;
  payload: LeadPayload;
  newsletter: boolean;
  captcha: Lead["captcha"];
  createdAt: number;
}

export function leadView(row: Lead): LeadView {
  return {
    id: row.id,
    form: row.form,
    lang: row.lang,
    page: row.page,
    person: row.person as Person,
    payload: row.payload as LeadPayload,
    newsletter: row.newsletter,
    captcha: row.captcha,
    createdAt: row.createdAt,
  };
}

/**
 * What each form sets in motion: the agency always hears of it; the visitor gets a confirmation; a
 * friend gets the page. A search alert's confirmation mail is its visitor mail (double opt-in), and
 * the footer's newsletter form only asks its subscriber to confirm. `newsletter`: another form's
 * opt-in was ticked, so its unconfirmed subscriber gets the confirmation mail too (a search alert's
 * confirmation confirms its subscriber as well: no second mail).
 */
export function deliveriesOf(form: string, about?: LeadSubject, newsletter = false): DeliveryKind[] {
  if (form === "sign-newsletter") return ["newsletter-confirm-mail"];
  if (form === "demand-register") return ["agency-mail", "alert-confirm-mail", "crm"];
  const optIn: DeliveryKind[] = newsletter ? ["newsletter-confirm-mail"] : [];
  if (form === "send-to-friend") return ["friend-mail", ...optIn];
  // A testimonial waits for the agency's approval: only the agency hears of it.
  if (form === "testimonial") return ["agency-mail", ...optIn];
  return ["agency-mail", ...(about?.contact ? (["contact-mail"] as const) : []), "visitor-mail", "crm", ...optIn];
}
