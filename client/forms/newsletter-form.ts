import * as v from "valibot";
import { email } from "./fields";
import type { FieldErrors } from "./lead-forms";

/** The sign-newsletter form (footer and its own page): an address and nothing else (double opt-in follows by mail). */
export const NEWSLETTER_SCHEMA = v.object({ email: email() });

export type NewsletterParsed = { ok: true; email: string } | { ok: false; errors: FieldErrors };

/** Reads the form's values: the lower-cased address, or the field's error (catalogue id). */
export function parseNewsletterForm(values: Record<string, string>): NewsletterParsed {
  const result = v.safeParse(NEWSLETTER_SCHEMA, { email: values.email ?? "" }, { abortPipeEarly: true });
  return result.success ? { ok: true, email: result.output.email } : { ok: false, errors: { email: result.issues[0].message } };
}
