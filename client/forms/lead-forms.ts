import * as v from "valibot";
import { checkbox, choice, email, MAX_LENGTH, optionalText, personEntries, remark, requiredLine, requiredText } from "./fields";

/**
 * One valibot schema per form a visitor can send (SPEC 1, 3, 5, 9), shared by the form routes and the
 * inline-validation island. The keys are the forms' thank-you slugs' keys in the route table.
 */

/** The visit slots of SPEC 9, by their start hour; one set in every language (the Dutch 13:00 is a spec slip). */
export const VISIT_SLOTS = { "10": "10:00-13:00", "14": "14:00-16:00", "16": "16:00-19:00" } as const;
export type VisitSlot = keyof typeof VISIT_SLOTS;
export const VISIT_SLOT_KEYS = Object.keys(VISIT_SLOTS) as VisitSlot[];

/** A visit moment as the form sends it: the day and the slot's start hour, "2026-11-25T14". */
export const VISIT_MOMENT = /^(\d{4}-\d{2}-\d{2})T(10|14|16)$/;

const newsletter = checkbox();

/** The property types a valuation can be about: the type groups of SPEC 3 (WebID). */
export const VALUATION_TYPES = ["1", "2", "4", "5", "6", "7"] as const;
export const PROPERTY_CONDITIONS = ["new", "excellent", "good", "refresh", "renovate"] as const;
/** When an owner thinks of selling or letting. */
export const SALE_MOMENTS = ["asap", "within-3-months", "within-6-months", "later"] as const;

/** A whole number typed in a form, kept as typed ("" when left empty), within [min, max]. */
const wholeNumber = (min: number, max: number, invalid = "form.number.invalid") =>
  v.pipe(
    optionalText(12),
    v.transform((text) => text.replace(/[\s.]/g, "")),
    v.regex(/^\d*$/, invalid),
    v.check((text) => text === "" || (Number(text) >= min && Number(text) <= max), invalid),
  );

/** A required tick: the visitor states they read something (conditions, the 10 % advance). */
const ticked = (required: string) => v.pipe(checkbox(), v.literal(true, required));

export const LEAD_SCHEMAS = {
  "site-contact": v.object({ ...personEntries, remark: remark("form.remark.required"), newsletter }),
  "contact-me": v.object({ ...personEntries, remark: remark(), newsletter }),
  "contact-construction": v.object({
    ...personEntries,
    unit: v.pipe(optionalText(12), v.regex(/^\d*$/, "form.unit.invalid")),
    remark: remark(),
    newsletter,
  }),
  "contact-appointment": v.object({
    ...personEntries,
    moment: v.pipe(v.optional(v.string(), ""), v.trim(), v.nonEmpty("form.moment.required"), v.regex(VISIT_MOMENT, "form.moment.required")),
    remark: remark(),
    newsletter,
    // Asked only for a rental (SPEC 9 conditions): the route requires it there.
    rentalConditions: checkbox(),
  }),
  "document-request": v.object({ ...personEntries, newsletter }),
  "contact-demand": v.object({
    street: requiredLine("form.address.required", MAX_LENGTH.line),
    zip: v.pipe(requiredText("form.zip.required", MAX_LENGTH.zip), v.regex(/^(?:L-?)?\d{4}$/i, "form.zip.invalid")),
    city: requiredLine("form.city.required", MAX_LENGTH.line),
    propertyType: choice(VALUATION_TYPES, "form.propertyType.required"),
    bedrooms: wholeNumber(0, 50),
    surface: wholeNumber(1, 100_000),
    condition: v.picklist(["", ...PROPERTY_CONDITIONS], "form.choice.invalid"),
    saleMoment: v.picklist(["", ...SALE_MOMENTS], "form.choice.invalid"),
    ...personEntries,
    remark: remark(),
    newsletter,
  }),
  "offer-to-buy": v.object({
    amount: v.pipe(wholeNumber(1_000, 100_000_000, "form.amount.invalid"), v.nonEmpty("form.amount.required")),
    remark: remark(),
    advance: ticked("form.advance.required"),
    ...personEntries,
  }),
  testimonial: v.object({
    name: requiredLine("form.name.required", MAX_LENGTH.name),
    email: email(),
    comment: requiredText("form.comment.required", MAX_LENGTH.remark),
    website: v.pipe(
      optionalText(MAX_LENGTH.url),
      v.check((text) => text === "" || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(text), "form.website.invalid"),
    ),
  }),
  "send-to-friend": v.object({
    firstName: requiredLine("form.firstName.required", MAX_LENGTH.name),
    email: email(),
    friendEmail: email("form.friendEmail.required", "form.friendEmail.invalid"),
    remark: remark(),
  }),
} as const;

export type LeadForm = keyof typeof LEAD_SCHEMAS;
export const LEAD_FORM_KEYS = Object.keys(LEAD_SCHEMAS) as LeadForm[];
export type LeadFields<F extends LeadForm> = v.InferOutput<(typeof LEAD_SCHEMAS)[F]>;

/** Every field name a form reads, in the order of the form: missing ones are parsed as "". */
export function fieldNames(form: LeadForm): string[] {
  return Object.keys(LEAD_SCHEMAS[form].entries);
}

export const isLeadForm = (form: string): form is LeadForm => form in LEAD_SCHEMAS;

export type FieldErrors = Partial<Record<string, string>>;

export type Parsed<F extends LeadForm> = { ok: true; fields: LeadFields<F> } | { ok: false; errors: FieldErrors };

/** Reads a form's values: its typed fields, or the first error of each field (catalogue ids). */
export function parseLeadForm<F extends LeadForm>(form: F, values: Record<string, string>): Parsed<F> {
  const input = Object.fromEntries(fieldNames(form).map((name) => [name, values[name] ?? ""]));
  // Checkboxes are absent when not ticked: "" reads as not ticked.
  const result = v.safeParse(LEAD_SCHEMAS[form], input, { abortPipeEarly: true });
  if (result.success) return { ok: true, fields: result.output as LeadFields<F> };
  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const name = v.getDotPath(issue);
    if (name && !errors[name]) errors[name] = issue.message;
  }
  return { ok: false, errors };
}
