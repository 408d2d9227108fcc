import type { I18n } from "@lingui/core";
import { CONDITION_LABELS, FREQUENCY_LABELS, PROPERTY_TYPE_LABELS, SALE_MOMENT_LABELS, TITLE_LABELS } from "../../client/components/forms/labels";
import { VISIT_SLOTS } from "../../client/forms/lead-forms";
import { formatPrice } from "../../client/domain/currency";
import { COST_FIELDS } from "../../client/domain/costs/query";
import { formatDay, formatMeasure } from "../../client/domain/format";
import type { Lang } from "../../client/i18n/languages";
import type { DeliveryKind, Person } from "../db/leads";
import type { LeadPayload, LeadSubject } from "./lead-view";
import { showPhone } from "./phones";
import { readMoment } from "./visit-slots";

/**
 * A lead in words, one way for every reader: the agency's mail, the staff inbox, a lead's page and
 * the CSV all say a form, a field and its value as the agency reads them ("Visit request",
 * "Monday 30 November 2026, 16:00–19:00", "Buy", "at once"), never as stored ("contact-appointment",
 * "2026-11-30T16", "0", "instant").
 */

/** A label and the value under it. */
export type WordRow = [label: string, value: string];

/** The fields a lead lists besides the person, in this order, with their labels (a reader's, not a form's wording). */
export const LEAD_FIELDS: readonly (readonly [field: string, label: string])[] = [
  ["moment", "mail.label.moment"],
  ["unit", "form.label.unit"],
  ["street", "form.label.street"],
  ["zip", "form.label.zip"],
  ["city", "form.label.city"],
  ["propertyType", "form.label.propertyType"],
  ["bedrooms", "form.label.bedrooms"],
  ["surface", "form.label.surface"],
  ["condition", "form.label.condition"],
  ["saleMoment", "form.label.saleMoment"],
  ["amount", "form.label.amount"],
  ["friendEmail", "form.label.friendEmail"],
  // The search alert form (demand-register): the demand.
  ["goal", "form.label.goal"],
  ["types", "alert.label.types"],
  ["zones", "alert.label.zones"],
  ["area", "alert.label.area"],
  ["priceMin", "alert.label.priceMin"],
  ["priceMax", "alert.label.priceMax"],
  ["budget", "alert.label.budget"],
  ["bedroomsMin", "alert.label.bedroomsMin"],
  ["bedroomsMax", "alert.label.bedroomsMax"],
  ["garagesMin", "alert.label.garagesMin"],
  ["garagesMax", "alert.label.garagesMax"],
  ["parkingsMin", "alert.label.parkingsMin"],
  ["parkingsMax", "alert.label.parkingsMax"],
  ["frequency", "alert.label.frequency"],
  ["slots", "alert.label.slots"],
  ["website", "form.label.website"],
  // The ticks a form requires: the agency sees that the visitor confirmed them.
  ["rentalConditions", "lead.label.rentalConditions"],
  ["advance", "lead.label.advance"],
  ["comment", "mail.label.remark"],
  ["remark", "mail.label.remark"],
];

/**
 * Fields a lead stores that say nothing a reader needs as they are (the testimonial's name is the
 * person's first name, the calculation's consent a tick the form requires); a calculation's fields are
 * read as its figures (worker/leads/cost-words.ts).
 */
const UNLISTED_FIELDS = new Set(["name", "consent", ...COST_FIELDS]);

/**
 * The agency's own words for fields the form asks in the visitor's ("Uw bod", "Wanneer mogen we u
 * bellen?"): the agency reads about the visitor, not to them.
 */
const AGENCY_LABELS: Record<string, string> = {
  amount: "mail.agency.label.amount",
  saleMoment: "mail.agency.label.saleMoment",
  friendEmail: "mail.agency.label.friendEmail",
  website: "mail.agency.label.website",
  surface: "mail.agency.label.surface",
  frequency: "mail.agency.label.frequency",
  slots: "mail.agency.label.slots",
};

/** Fields whose value is a choice: shown as the choice's words. */
const VALUE_LABELS: Record<string, Record<string, string>> = {
  propertyType: PROPERTY_TYPE_LABELS,
  condition: CONDITION_LABELS,
  saleMoment: SALE_MOMENT_LABELS,
  goal: { "0": "alert.goal.0", "1": "alert.goal.1" },
  frequency: FREQUENCY_LABELS,
};

/** A slot as people write a time span: "16:00–19:00". */
const slotWords = (slot: keyof typeof VISIT_SLOTS) => VISIT_SLOTS[slot].replace("-", "–");

/** Fields that hold several choices joined with commas (the alert form's types and contact slots). */
const LIST_LABELS: Record<string, (value: string, i18n: I18n) => string> = {
  types: (value, i18n) => i18n._(PROPERTY_TYPE_LABELS[value] ?? value),
  slots: (value) => (value in VISIT_SLOTS ? slotWords(value as keyof typeof VISIT_SLOTS) : value),
};
const PRICE_FIELDS = new Set(["amount", "priceMin", "priceMax", "budget"]);
const TICK_FIELDS = new Set(["rentalConditions", "advance"]);

/** How each form is named to the agency. */
const FORM_NAMES: Record<string, string> = {
  "site-contact": "mail.form.site-contact",
  "contact-me": "mail.form.contact-me",
  "contact-construction": "mail.form.contact-construction",
  "contact-appointment": "mail.form.contact-appointment",
  "send-to-friend": "mail.form.send-to-friend",
  "document-request": "mail.form.document-request",
  "contact-demand": "mail.form.contact-demand",
  "demand-register": "mail.form.demand-register",
  "offer-to-buy": "mail.form.offer-to-buy",
  testimonial: "mail.form.testimonial",
  "cost-calculation": "mail.form.cost-calculation",
  "sign-newsletter": "mail.form.sign-newsletter",
};

/** A form's name ("Visit request"); a form this version does not know is named as such, not by its code. */
export function formName(form: string, i18n: I18n): string {
  const id = FORM_NAMES[form];
  return id ? i18n._(id) : i18n._("lead.form.other");
}

/** A form's name standing on its own (a column, a list): "Visit request", where a sentence says "visit request". */
export function formLabel(form: string, i18n: I18n): string {
  const name = formName(form, i18n);
  return name.charAt(0).toLocaleUpperCase(i18n.locale) + name.slice(1);
}

/** What each delivery of a lead is, in words ("Mail to the agency", "Sent to the CRM"). */
const DELIVERY_NAMES: Record<DeliveryKind, string> = {
  "agency-mail": "lead.delivery.agency-mail",
  "contact-mail": "lead.delivery.contact-mail",
  "visitor-mail": "lead.delivery.visitor-mail",
  "friend-mail": "lead.delivery.friend-mail",
  crm: "lead.delivery.crm",
  "alert-confirm-mail": "lead.delivery.alert-confirm-mail",
  "newsletter-confirm-mail": "lead.delivery.newsletter-confirm-mail",
};

export function deliveryName(kind: string, i18n: I18n): string {
  const id = DELIVERY_NAMES[kind as DeliveryKind];
  return id ? i18n._(id) : i18n._("lead.delivery.other");
}

/** "dinsdag 25 november 2026, 14:00–16:00": a visit moment in the reader's language. */
export function formatMoment(moment: string, lang: Lang): string {
  const read = readMoment(moment);
  if (!read) return moment;
  return `${formatDay(read.day, lang, "full")}, ${slotWords(read.slot)}`;
}

/** One field's value as a reader reads it. */
export function fieldValue(field: string, value: string, lang: Lang, i18n: I18n): string {
  if (field === "moment") return formatMoment(value, lang);
  if (PRICE_FIELDS.has(field)) return formatPrice(Number(value), lang);
  if (TICK_FIELDS.has(field)) return i18n._("mail.yes");
  // A drawn area is a list of coordinates: the agency's CRM carries it, people read that there is one.
  if (field === "area") return i18n._("alert.summary.area");
  const list = LIST_LABELS[field];
  if (list)
    return value
      .split(",")
      .map((item) => list(item.trim(), i18n))
      .join(", ");
  if (field === "surface") return /^\d+$/.test(value) ? formatMeasure(Number(value), i18n._("feed.unit.squareMetres"), lang) : value;
  const choice = VALUE_LABELS[field]?.[value];
  return choice ? i18n._(choice) : value;
}

/** The title's word in the reader's language ("Dhr.", "Frau"), or "" for none, an unknown one or the neutral one. */
export function titleWord(title: string | undefined, i18n: I18n): string {
  return title && title !== "none" && TITLE_LABELS[title] ? i18n._(TITLE_LABELS[title]!) : "";
}

/** The person's whole name with their title ("Mevr. An Peeters"). */
export function fullName(person: Partial<Person>, i18n: I18n): string {
  return [titleWord(person.title, i18n), person.firstName, person.lastName].filter(Boolean).join(" ");
}

/** The person as a reader lists them: name, address, phone. */
export function personRows(person: Partial<Person>, i18n: I18n): WordRow[] {
  return [
    [i18n._("form.label.name"), fullName(person, i18n)],
    [i18n._("form.label.email"), person.email ?? ""],
    ...(person.phone ? [[i18n._("form.label.phone"), showPhone(person.phone)] as WordRow] : []),
  ];
}

/** A listing as one line, the way every screen, mail and export names it: "Woning in het centrum (VIT-5013)". */
export function subjectWords(about: Pick<LeadSubject, "title" | "reference"> | { title: string | null; reference: string | null } | undefined): string {
  if (!about) return "";
  const { title, reference } = about;
  if (title && reference) return `${title} (${reference})`;
  return title || reference || "";
}

/** A field's label for this reader: the agency reads about the visitor, the visitor reads about themself. */
export function fieldLabel(field: string, reader: "agency" | "visitor"): string | undefined {
  const known = LEAD_FIELDS.find(([name]) => name === field)?.[1];
  return (reader === "agency" ? AGENCY_LABELS[field] : undefined) ?? known;
}

/** The form's own answers as rows, in LEAD_FIELDS order; the subject first. */
export function fieldRows(payload: LeadPayload, lang: Lang, i18n: I18n, reader: "agency" | "visitor"): WordRow[] {
  const { fields, about } = payload;
  const rows: WordRow[] = [];
  if (about) rows.push([i18n._(about.kind === "property" ? "form.label.property" : "form.label.project"), subjectWords(about)]);
  for (const [field] of LEAD_FIELDS) {
    const value = fields[field];
    if (!value) continue;
    rows.push([i18n._(fieldLabel(field, reader)!), answerWords(payload, field, lang, i18n)]);
  }
  return rows;
}

/**
 * The answers a visitor chose from the form's own lists (a moment, a unit, a type, a condition, the
 * ticks) or typed as digits only (a number of bedrooms, a surface, an amount): the ones that can carry
 * no stranger's words. Streets, towns, names, messages and web addresses are typed freely.
 */
const CHOSEN_FIELDS = new Set(["moment", "unit", "propertyType", "bedrooms", "surface", "condition", "saleMoment", "amount", "rentalConditions", "advance"]);

/**
 * A confirmation's rows to an address nobody confirmed (issue 37): the subject and the chosen answers
 * only, in the agency's words (fieldRows of CHOSEN_FIELDS); nothing typed freely.
 */
export function visitorSafeRows(payload: LeadPayload, lang: Lang, i18n: I18n): WordRow[] {
  const fields = Object.fromEntries(Object.entries(payload.fields).filter(([field]) => CHOSEN_FIELDS.has(field)));
  return fieldRows({ ...payload, fields }, lang, i18n, "visitor");
}

/** One answer of a lead in words (a unit is stored by its id; it is named as the price list does). */
export function answerWords(payload: LeadPayload, field: string, lang: Lang, i18n: I18n): string {
  const value = payload.fields[field] ?? "";
  if (value === "") return "";
  return field === "unit" && payload.unitName ? payload.unitName : fieldValue(field, value, lang, i18n);
}

/** Whether a field name is one the words know (a unit test holds every form's fields to it). */
export function isListedField(field: string): boolean {
  return UNLISTED_FIELDS.has(field) || LEAD_FIELDS.some(([name]) => name === field);
}

/** What a delivery's last error means, in a category the staff can act on (the raw text stays in the logs). */
export type DeliveryTrouble = "noMail" | "mailRefused" | "crmNotSetUp" | "crmNoAnswer" | "crmRefused" | "gaveUp";

/**
 * The category of a delivery's recorded error (lead_deliveries.last_error): what worker/jobs/deliver.ts
 * writes ("no mail for <kind>", "retries exhausted"), the mail transport's refusal, or the CRM's: its
 * configuration (ProviderConfigError), no answer (a timeout or a network failure, a 5xx), else a refusal.
 */
export function deliveryTrouble(kind: string, error: string): DeliveryTrouble {
  if (/^retries exhausted$/i.test(error)) return "gaveUp";
  if (/^no mail for /i.test(error)) return "noMail";
  if (kind !== "crm") return "mailRefused";
  if (/PROVIDER_|config/i.test(error)) return "crmNotSetUp";
  if (/time(d)? ?out|timeout|network|fetch failed|connect|\b5\d\d\b|unavailable/i.test(error)) return "crmNoAnswer";
  return "crmRefused";
}
