import { ALERT_PERSON_FIELDS, ALERT_SEARCH_FIELDS } from "../../forms/alert-form";
import type { LeadForm } from "../../forms/lead-forms";

/** The fields each form shows, in order. */
export const FORM_LAYOUTS: Readonly<Record<LeadForm, readonly string[]>> = {
  "site-contact": ["title", "firstName", "lastName", "email", "phone", "remark", "newsletter"],
  "contact-me": ["title", "firstName", "lastName", "email", "phone", "remark", "newsletter"],
  "contact-construction": ["unit", "title", "firstName", "lastName", "email", "phone", "remark", "newsletter"],
  "contact-appointment": ["moment", "title", "firstName", "lastName", "email", "phone", "remark", "rentalConditions", "newsletter"],
  "send-to-friend": ["friendEmail", "firstName", "email", "remark"],
  "document-request": ["title", "firstName", "lastName", "email", "phone", "newsletter"],
  "contact-demand": [
    "street",
    "zip",
    "city",
    "propertyType",
    "bedrooms",
    "surface",
    "condition",
    "saleMoment",
    "title",
    "firstName",
    "lastName",
    "email",
    "phone",
    "remark",
    "newsletter",
  ],
  "offer-to-buy": ["amount", "remark", "title", "firstName", "lastName", "email", "phone", "advance"],
  "demand-register": [...ALERT_SEARCH_FIELDS, ...ALERT_PERSON_FIELDS],
  testimonial: ["name", "email", "comment", "website", "photo"],
  // The figures go along as hidden fields (worker/routes/lead-form-props.ts).
  "cost-calculation": ["firstName", "email", "consent"],
};

const OPTIONAL = new Set([
  "remark",
  "newsletter",
  "unit",
  "bedrooms",
  "surface",
  "condition",
  "saleMoment",
  "website",
  "photo",
  ...["priceMin", "priceMax", "budget", "bedroomsMin", "bedroomsMax", "garagesMin", "garagesMax", "parkingsMin", "parkingsMax", "slots"],
]);
const REQUIRED_REMARK = new Set<LeadForm>(["site-contact"]);

/** Whether a form's field is marked required (the schemas decide; this is what the label says). */
export function isRequired(form: LeadForm, name: string): boolean {
  return !OPTIONAL.has(name) || (name === "remark" && REQUIRED_REMARK.has(form));
}
