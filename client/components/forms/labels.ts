import type { LeadForm } from "../../forms/lead-forms";
import type { ThankYouForm } from "../../i18n/routes";

/** The catalogue id of each field's label (the mails reuse them). */
export const FIELD_LABELS: Record<string, string> = {
  title: "form.label.title",
  firstName: "form.label.firstName",
  lastName: "form.label.lastName",
  email: "form.label.email",
  phone: "form.label.phone",
  remark: "form.label.remark",
  newsletter: "form.label.newsletter",
  moment: "form.label.moment",
  unit: "form.label.unit",
  friendEmail: "form.label.friendEmail",
  street: "form.label.street",
  zip: "form.label.zip",
  city: "form.label.city",
  propertyType: "form.label.propertyType",
  bedrooms: "form.label.bedrooms",
  surface: "form.label.surface",
  condition: "form.label.condition",
  saleMoment: "form.label.saleMoment",
  amount: "form.label.amount",
  advance: "form.label.advance",
  rentalConditions: "form.label.rentalConditions",
  name: "form.label.yourName",
  comment: "form.label.comment",
  website: "form.label.website",
  photo: "form.label.photo",
  goal: "form.label.goal",
  types: "alert.label.types",
  zones: "alert.label.zones",
  area: "alert.label.area",
  priceMin: "alert.label.priceMin",
  priceMax: "alert.label.priceMax",
  budget: "alert.label.budget",
  bedroomsMin: "alert.label.bedroomsMin",
  bedroomsMax: "alert.label.bedroomsMax",
  garagesMin: "alert.label.garagesMin",
  garagesMax: "alert.label.garagesMax",
  parkingsMin: "alert.label.parkingsMin",
  parkingsMax: "alert.label.parkingsMax",
  frequency: "alert.label.frequency",
  slots: "alert.label.slots",
};

/** The search alert's choices (SPEC 3 goal, SPEC 9 contact slots are shown as their hours). */
export const GOAL_LABELS: Record<string, string> = { "0": "alert.goal.0", "1": "alert.goal.1" };
export const FREQUENCY_LABELS: Record<string, string> = {
  instant: "alert.frequency.instant",
  daily: "alert.frequency.daily",
  weekly: "alert.frequency.weekly",
};

/** The options of the valuation's choices. */
export const PROPERTY_TYPE_LABELS: Record<string, string> = {
  "1": "form.type.1",
  "2": "form.type.2",
  "4": "form.type.4",
  "5": "form.type.5",
  "6": "form.type.6",
  "7": "form.type.7",
};
export const CONDITION_LABELS: Record<string, string> = {
  new: "form.condition.new",
  excellent: "form.condition.excellent",
  good: "form.condition.good",
  refresh: "form.condition.refresh",
  renovate: "form.condition.renovate",
};
export const SALE_MOMENT_LABELS: Record<string, string> = {
  asap: "form.saleMoment.asap",
  "within-3-months": "form.saleMoment.within-3-months",
  "within-6-months": "form.saleMoment.within-6-months",
  later: "form.saleMoment.later",
};

/** Labels that read differently in one form: in "send to a friend" the name and address are the sender's. */
export const FORM_FIELD_LABELS: Partial<Record<LeadForm, Record<string, string>>> = {
  "send-to-friend": { firstName: "form.label.yourName", email: "form.label.yourEmail", remark: "form.label.note" },
  "cost-calculation": { firstName: "form.label.yourName", consent: "costs.send.consentLabel" },
};

export const TITLE_LABELS: Record<string, string> = { mr: "form.title.mr", ms: "form.title.ms", none: "form.title.none", miss: "form.title.miss" };

/** Each form's heading where it sits on a page. */
export const FORM_HEADINGS: Record<LeadForm, string> = {
  "site-contact": "form.heading.site-contact",
  "contact-me": "form.heading.contact-me",
  "contact-construction": "form.heading.contact-construction",
  "contact-appointment": "form.heading.contact-appointment",
  "send-to-friend": "form.heading.send-to-friend",
  "document-request": "form.heading.document-request",
  "contact-demand": "form.heading.contact-demand",
  "offer-to-buy": "form.heading.offer-to-buy",
  testimonial: "form.heading.testimonial",
  "demand-register": "form.heading.demand-register",
  "cost-calculation": "form.heading.cost-calculation",
};

export const labelOf = (form: LeadForm, field: string): string => FORM_FIELD_LABELS[form]?.[field] ?? FIELD_LABELS[field] ?? field;

/** What each thank-you page (and the visitor's confirmation mail) says happens next. */
export const THANK_YOU_TEXT: Record<ThankYouForm, string> = {
  "contact-me": "thanks.contact-me",
  "contact-appointment": "thanks.contact-appointment",
  "contact-construction": "thanks.contact-construction",
  "contact-demand": "thanks.contact-demand",
  "demand-register": "thanks.demand-register",
  "send-to-friend": "thanks.send-to-friend",
  "site-contact": "thanks.site-contact",
  "sign-newsletter": "thanks.sign-newsletter",
  "testing-testing": "thanks.testing-testing",
  "document-request": "thanks.document-request",
  "offer-to-buy": "thanks.offer-to-buy",
  testimonial: "thanks.testimonial",
  "cost-calculation": "thanks.cost-calculation",
};
