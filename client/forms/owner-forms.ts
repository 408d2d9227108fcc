import * as v from "valibot";
import { email, type FieldError } from "./fields";
import type { FieldErrors } from "./lead-forms";

/**
 * The owner's forms (SPEC 1 owner login; SPEC 5 and 8 messages): sign in, ask for a password link,
 * choose a password from that link, change it on the account page. Messages are catalogue ids.
 * Passwords are taken exactly as typed (never trimmed: a space is a character of a passphrase);
 * the password policy (length, common passwords, the address) needs the worker's list and is
 * checked by the route (worker/owner/auth/password-policy.ts), never here.
 */

/**
 * Longest password text a post may carry, in UTF-16 units: far above the policy's 256 characters,
 * so a password that could have been chosen is never cut; beyond it the post is junk.
 */
export const MAX_PASSWORD_INPUT = 1024;

/** The field names of each form, as the pages render them and the routes read them. */
export const OWNER_FIELDS = {
  login: ["email", "password"],
  forgot: ["email"],
  choose: ["password", "repeat"],
  change: ["current", "password", "repeat"],
} as const;

export type OwnerForm = keyof typeof OWNER_FIELDS;

const secret = (required: FieldError) => v.pipe(v.string(), v.nonEmpty(required), v.maxLength(MAX_PASSWORD_INPUT, "form.tooLong"));

/** SPEC 5 "passwords not equal": the new password typed twice differs; the error belongs to the repeat. */
const NOT_EQUAL: FieldError = "owner.error.passwordsNotEqual";

export const OWNER_SCHEMAS = {
  login: v.object({ email: email(), password: secret("owner.error.password.required") }),
  forgot: v.object({ email: email() }),
  choose: v.pipe(
    v.object({ password: secret("owner.error.newPassword.required"), repeat: secret("owner.error.repeat.required") }),
    v.forward(
      v.partialCheck([["password"], ["repeat"]], (input) => input.password === input.repeat, NOT_EQUAL),
      ["repeat"],
    ),
  ),
  change: v.pipe(
    v.object({
      current: secret("owner.error.current.required"),
      password: secret("owner.error.newPassword.required"),
      repeat: secret("owner.error.repeat.required"),
    }),
    v.forward(
      v.partialCheck([["password"], ["repeat"]], (input) => input.password === input.repeat, NOT_EQUAL),
      ["repeat"],
    ),
  ),
} as const;

export type OwnerFields<F extends OwnerForm> = v.InferOutput<(typeof OWNER_SCHEMAS)[F]>;

export type OwnerParsed<F extends OwnerForm> = { ok: true; fields: OwnerFields<F> } | { ok: false; errors: FieldErrors };

/** Reads one of the owner's forms: its fields, or the first error of each field (catalogue ids). */
export function parseOwnerForm<F extends OwnerForm>(form: F, values: Record<string, string>): OwnerParsed<F> {
  const input = Object.fromEntries(OWNER_FIELDS[form].map((name) => [name, values[name] ?? ""]));
  // Not aborting early: the "not equal" check runs even while another field is wrong (one error per field is shown).
  const result = v.safeParse(OWNER_SCHEMAS[form], input);
  if (result.success) return { ok: true, fields: result.output as OwnerFields<F> };
  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const name = v.getDotPath(issue);
    if (name && !errors[name]) errors[name] = issue.message;
  }
  return { ok: false, errors };
}
