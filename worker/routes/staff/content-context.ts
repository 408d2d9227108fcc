import type { Context } from "hono";
import type { Translate } from "../../../client/i18n/catalog";
import { isLang, type Lang } from "../../../client/i18n/languages";
import type { StaffEnv } from "../../staff/env";

/** What the content editor's routes share about the request they answer. */
export type StaffContext = Context<StaffEnv>;

/** A posted form, or undefined when the body is not one (a 400, not a 500). */
export async function postedForm(c: StaffContext): Promise<FormData | undefined> {
  try {
    return await c.req.formData();
  } catch {
    return undefined;
  }
}

/** The staff member's catalogue as a function, for helpers that translate. */
export const translate =
  (c: StaffContext): Translate =>
  (id, values) =>
    c.var.i18n._(id, values);

/** The staff member's language, in which documents are named. */
export const staffLang = (c: StaffContext): Lang => (isLang(c.var.lang) ? c.var.lang : "en");
