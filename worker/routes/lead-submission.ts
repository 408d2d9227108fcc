import type { Context } from "hono";
import * as v from "valibot";
import { FORM_CONTEXT } from "../../client/forms/guards";
import { parseConsent } from "../../client/domain/consent";
import { costValuesOf, readCostValues } from "../../client/domain/costs/query";
import { VIEW_SOURCES, type ViewSource } from "../stats/source-hosts";
import type { LeadForm } from "../../client/forms/lead-forms";
import type { Person } from "../db/leads";
import type { AppEnv } from "../env";
import { checkCaptcha } from "../leads/captcha";
import { postedFormData, textFields } from "../request/read-body";
import type { LeadContext } from "./lead-context";

/**
 * Reads a post's text fields (worker/request/read-body.ts: a body that cannot be read is answered
 * 400 or 415 there). Files are read with postedFile; repeated names (the search alert's property
 * types and contact slots) are read only for a form that has them, `several`, and joined with
 * commas, the one text per field the schemas read.
 */
export async function postedValues(c: Context<AppEnv>, several = false): Promise<Record<string, string>> {
  return textFields(await postedFormData(c), several);
}

/** A file the post carries under `name` (the testimonial's photo), if any. */
export async function postedFile(c: Context<AppEnv>, name: string): Promise<File | undefined> {
  const value = (await postedFormData(c)).get(name);
  return value instanceof File ? value : undefined;
}

// The thank-you page's query lives with the leads, so the cache key reads it without the route's imports.
export { ALREADY_REQUESTED } from "../leads/already-requested";

/** What a visitor reads when their lead could not be stored (SPEC 8 names the document request's and the testimonial's own). */
export function storeFailure(form: LeadForm): string {
  if (form === "document-request") return "form.documents.failed";
  if (form === "testimonial") return "form.testimonial.failed";
  return "form.storeFailed";
}

/** A form that cannot be sent about this listing at all (catalogue id), whatever is typed; a calculation whose figures do not compute. */
export function formRefusal(form: LeadForm, context: LeadContext, values: Record<string, string> = {}): string | undefined {
  if (form === "cost-calculation" && !readCostValues(costValuesOf((name) => values[name])).ok) return "costs.send.invalid";
  if (form === "contact-appointment" && !context.available) return "form.visit.unavailable";
  if (form === "offer-to-buy" && (context.goal !== 0 || !context.available)) return "form.offer.unavailable";
  if (form === "document-request" && (context.documents?.length ?? 0) === 0) return "form.documents.none";
  return undefined;
}

/** The person of SPEC 3 and the form's own answers (text only, empty ones left out). */
export function splitPerson(form: LeadForm, parsed: Record<string, unknown>): { person: Person; fields: Record<string, string> } {
  const { title, firstName, lastName, email, phone, newsletter: _newsletter, name, ...rest } = parsed;
  const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : undefined);
  const person: Person = {
    title: text(title),
    // A testimonial's author gives one name.
    firstName: text(firstName) ?? text(name) ?? "",
    lastName: text(lastName),
    email: text(email) ?? "",
    phone: text(phone),
  };
  const fields = Object.fromEntries(Object.entries(rest).flatMap(([field, value]) => (text(value) ? [[field, value as string]] : []))) as Record<
    string,
    string
  >;
  return { person, fields: form === "testimonial" && text(name) ? { ...fields, name: name as string } : fields };
}

/**
 * The post's captcha: "solved" the first time a challenge is used, "replayed" after that, "refused" for a
 * forged or expired one (SPEC 5 "The entered characters are not valid"), "absent" without script.
 */
export async function captchaOf(c: Context<AppEnv>, field: string): Promise<"solved" | "replayed" | "refused" | "absent"> {
  const { config, repos } = c.var.services;
  if (field === "" || !config.formSecret) return "absent";
  const outcome = await checkCaptcha(config.formSecret, field);
  if (outcome.state !== "solved") return "refused";
  return (await repos.captchaReplay.firstUse(outcome.signature, outcome.expiresAt)) ? "solved" : "replayed";
}

const PostedSourceSchema = v.picklist(VIEW_SOURCES);

/**
 * The channel the visitor arrived by, as the page script posted it, kept only when the visitor's
 * consent cookie allows statistics (the script asks the same; a post made otherwise is not trusted
 * for it); anything else (no consent, empty, forged) is not known.
 */
export function postedSource(values: Record<string, string>, cookieHeader: string | undefined): ViewSource | undefined {
  if (parseConsent(cookieHeader)?.analytics_storage !== true) return undefined;
  const parsed = v.safeParse(PostedSourceSchema, values[FORM_CONTEXT.source]);
  return parsed.success ? parsed.output : undefined;
}
