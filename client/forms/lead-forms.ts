import * as v from "valibot";
import { checkbox, email, MAX_LENGTH, optionalText, personEntries, remark, requiredText } from "./fields";

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
  }),
  "send-to-friend": v.object({
    firstName: requiredText("form.firstName.required", MAX_LENGTH.name),
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
