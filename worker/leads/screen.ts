import { FORM_CONTEXT, HONEYPOT_FIELD, MIN_FILL_MS } from "../../client/forms/guards";
import type { CaptchaState } from "../db/leads";
import { MAX_STAMP_AGE_MS, readStamp } from "./form-stamp";
import { sha256Hex } from "../../client/domain/digest";

/**
 * How far a post can be trusted before its fields are read. A filled honeypot, a post faster than a
 * person types, or one without the signed render time every form of the site carries (missing,
 * altered, foreign: a robot that drops or forges the stamp must not pass for a person by doing so)
 * is a robot's ("spam": stored, never delivered, answered as a success so it learns nothing).
 * A genuine stamp older than MAX_STAMP_AGE_MS is "expired": nothing is stored, the form comes back
 * with a fresh stamp to be sent again (a person who left the page open; a robot replaying one stamp).
 * Everything else is a person's; without a solved captcha it is delivered flagged. Without a
 * FORM_SECRET the site signs no stamps, and the fill time is not judged.
 */
export async function screenPost(
  values: Record<string, string>,
  secret: string | undefined,
  now: number,
  captchaSolved: boolean,
): Promise<CaptchaState | "expired"> {
  if ((values[HONEYPOT_FIELD] ?? "") !== "") return "spam";
  if (secret) {
    const started = await readStamp(secret, values[FORM_CONTEXT.stamp] ?? "");
    if (started === undefined || now - started < MIN_FILL_MS) return "spam";
    if (now - started > MAX_STAMP_AGE_MS) return "expired";
  }
  return captchaSolved ? "solved" : "not-solved";
}

/**
 * The idempotency key of a submission: the same form, about the same thing, with the same answers, from
 * the same page view (the island's nonce) or, without script, on the same day, is one lead.
 */
export async function idempotencyKey(parts: {
  form: string;
  lang: string;
  about: string;
  fields: Record<string, unknown>;
  nonce: string;
  day: string;
}): Promise<string> {
  const fields = Object.fromEntries(Object.entries(parts.fields).sort(([a], [b]) => a.localeCompare(b)));
  const text = JSON.stringify([parts.form, parts.lang, parts.about, fields, parts.nonce || parts.day]);
  return sha256Hex(text);
}
