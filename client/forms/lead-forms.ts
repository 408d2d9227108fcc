import * as v from "valibot";
import { keepTyped, type PhoneReader } from "../domain/phone";
import { COST_FIELDS } from "../domain/costs/query";
import { ALERT_FIELD_NAMES, alertFormSchema } from "./alert-form";
import {
  checkbox,
  choice,
  email,
  MAX_LENGTH,
  optionalText,
  personEntries,
  remark,
  requiredLine,
  requiredText,
  VALUATION_TYPES,
  wholeNumber,
  withoutLinks,
} from "./fields";

/**
 * One valibot schema per form a visitor can send (SPEC 1, 3, 5, 9), shared by the form routes and the
 * inline-validation island. The keys are the forms' thank-you slugs' keys in the route table.
 */

export { VISIT_SLOTS, VISIT_SLOT_KEYS, VALUATION_TYPES, type VisitSlot } from "./fields";

/** A visit moment as the form sends it: the day and the slot's start hour, "2026-11-25T14". */
export const VISIT_MOMENT = /^(\d{4}-\d{2}-\d{2})T(10|14|16)$/;

const newsletter = checkbox();

export const PROPERTY_CONDITIONS = ["new", "excellent", "good", "refresh", "renovate"] as const;
/** When an owner thinks of selling or letting. */
export const SALE_MOMENTS = ["asap", "within-3-months", "within-6-months", "later"] as const;

/** A required tick: the visitor states they read something (conditions, the 10 % advance). */
const ticked = (required: string) => v.pipe(checkbox(), v.literal(true, required));

/**
 * The calculation "send me this calculation" carries along, as the calculator's address has it (hidden
 * fields): read again by the route (readCostValues), which refuses figures that do not compute.
 */
const CARRIED_COSTS = Object.fromEntries(COST_FIELDS.map((name) => [name, optionalText(40)])) as Record<
  (typeof COST_FIELDS)[number],
  ReturnType<typeof optionalText>
>;

/** The schemas with phone numbers read by `readPhone`: the worker's whole rules, or the island's. */
const leadSchemas = (readPhone: PhoneReader) => {
  const person = personEntries(readPhone);
  return {
    "site-contact": v.object({ ...person, remark: remark("form.remark.required"), newsletter }),
    "contact-me": v.object({ ...person, remark: remark(), newsletter }),
    "contact-construction": v.object({
      ...person,
      unit: v.pipe(optionalText(12), v.regex(/^\d*$/, "form.unit.invalid")),
      remark: remark(),
      newsletter,
    }),
    "contact-appointment": v.object({
      ...person,
      moment: v.pipe(v.optional(v.string(), ""), v.trim(), v.nonEmpty("form.moment.required"), v.regex(VISIT_MOMENT, "form.moment.required")),
      remark: remark(),
      newsletter,
      // Asked only for a rental (SPEC 9 conditions): the route requires it there.
      rentalConditions: checkbox(),
    }),
    "document-request": v.object({ ...person, newsletter }),
    "contact-demand": v.object({
      street: requiredLine("form.address.required", MAX_LENGTH.line),
      zip: v.pipe(requiredText("form.zip.required", MAX_LENGTH.zip), v.regex(/^(?:L-?)?\d{4}$/i, "form.zip.invalid")),
      city: requiredLine("form.city.required", MAX_LENGTH.line),
      propertyType: choice(VALUATION_TYPES, "form.propertyType.required"),
      bedrooms: wholeNumber(0, 50),
      surface: wholeNumber(1, 100_000),
      condition: v.picklist(["", ...PROPERTY_CONDITIONS], "form.choice.invalid"),
      saleMoment: v.picklist(["", ...SALE_MOMENTS], "form.choice.invalid"),
      ...person,
      remark: remark(),
      newsletter,
    }),
    "offer-to-buy": v.object({
      amount: v.pipe(wholeNumber(1_000, 100_000_000, "form.amount.invalid"), v.nonEmpty("form.amount.required")),
      remark: remark(),
      advance: ticked("form.advance.required"),
      ...person,
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
    // The search alert (client/forms/alert-form.ts): a lead that also registers the alert.
    "demand-register": alertFormSchema(readPhone),
    // The cost calculator's figures, mailed to the visitor and the agency (issue 41, section 1).
    "cost-calculation": v.object({
      firstName: v.pipe(requiredLine("form.firstName.required", MAX_LENGTH.name), withoutLinks),
      email: email(),
      consent: ticked("costs.send.consentRequired"),
      ...CARRIED_COSTS,
    }),
    // The one form that mails someone else than the agency or the sender: a short note, no links (issue 37).
    "send-to-friend": v.object({
      firstName: v.pipe(requiredLine("form.firstName.required", MAX_LENGTH.name), withoutLinks),
      email: email(),
      friendEmail: email("form.friendEmail.required", "form.friendEmail.invalid"),
      remark: v.pipe(optionalText(MAX_LENGTH.friendNote), withoutLinks),
    }),
  } as const;
};

type LeadSchemas = ReturnType<typeof leadSchemas>;

/** Built once per reader (there are two: the worker's and the island's), not once per post. */
const schemasByReader = new WeakMap<PhoneReader, LeadSchemas>();
function schemasFor(readPhone: PhoneReader): LeadSchemas {
  let schemas = schemasByReader.get(readPhone);
  if (!schemas) schemasByReader.set(readPhone, (schemas = leadSchemas(readPhone)));
  return schemas;
}

/** The fields' shapes, whoever reads the phone: a reader that takes any text serves to list them. */
const SHAPES = leadSchemas(keepTyped);

export type LeadForm = keyof LeadSchemas;
export const LEAD_FORM_KEYS = Object.keys(SHAPES) as LeadForm[];
export type LeadFields<F extends LeadForm> = v.InferOutput<LeadSchemas[F]>;

/** Every field name a form reads, in the order of the form: missing ones are parsed as "". */
export function fieldNames(form: LeadForm): string[] {
  // A form with rules across fields is its object schema in a pipe.
  if (form === "demand-register") return ALERT_FIELD_NAMES;
  return Object.keys(SHAPES[form].entries);
}

export const isLeadForm = (form: string): form is LeadForm => form in SHAPES;

export type FieldErrors = Partial<Record<string, string>>;

export type Parsed<F extends LeadForm> = { ok: true; fields: LeadFields<F> } | { ok: false; errors: FieldErrors };

/**
 * Reads a form's values: its typed fields, or the first error of each field (catalogue ids). Phone
 * numbers are read by `readPhone`: the worker's full rules (worker/leads/phones.ts), or in the island
 * whatever it has loaded so far.
 */
export function parseLeadForm<F extends LeadForm>(form: F, values: Record<string, string>, readPhone: PhoneReader): Parsed<F> {
  const input = Object.fromEntries(fieldNames(form).map((name) => [name, values[name] ?? ""]));
  // Checkboxes are absent when not ticked: "" reads as not ticked.
  // One error per field is shown (the first); the alert's rules across fields run after its fields'
  // own checks, which aborting the pipe early would skip whenever any field is wrong.
  const result = v.safeParse(schemasFor(readPhone)[form], input, { abortPipeEarly: form !== "demand-register" });
  if (result.success) return { ok: true, fields: result.output as LeadFields<F> };
  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const name = v.getDotPath(issue);
    if (name && !errors[name]) errors[name] = issue.message;
  }
  return { ok: false, errors };
}
