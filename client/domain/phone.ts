/**
 * Belgian phone display (SPEC 5): 10 digits are grouped 4-2-2-2 (mobile, "0475 12 34 56"),
 * 9 digits 3-2-2-2 (land line, "023 45 67 89"); anything else is shown as given, trimmed.
 */

/** Characters people type between digits; any other character (letters, "+") keeps the input as is. */
const SEPARATORS = /^[\d\s./\-()]+$/;

const GROUPS_BY_LENGTH: Readonly<Record<number, readonly number[]>> = {
  10: [4, 2, 2, 2],
  9: [3, 2, 2, 2],
};

export function formatPhone(raw: string | null | undefined): string {
  if (typeof raw !== "string") return "";
  const trimmed = raw.trim();
  if (!SEPARATORS.test(trimmed)) return trimmed;
  const digits = trimmed.replace(/\D/g, "");
  const groups = GROUPS_BY_LENGTH[digits.length];
  if (groups === undefined) return trimmed;
  const parts: string[] = [];
  let start = 0;
  for (const size of groups) {
    parts.push(digits.slice(start, start + size));
    start += size;
  }
  return parts.join(" ");
}

/** Why a typed number is not one: each has its own message (client/forms/fields.ts). */
export type PhoneProblem = "not-a-number" | "unknown-country" | "too-short" | "too-long" | "invalid";

/** A typed number read: its E.164 form ("+491701234567"), or what is wrong and the country code it was read with. */
export type PhoneReading = { ok: true; e164: string } | { ok: false; problem: PhoneProblem; callingCode?: string };

export type PhoneReader = (typed: string) => PhoneReading;

/** What may stand between digits; letters (vanity numbers, "ext.") are not taken, the agency calls from any phone. */
export const TYPED_PHONE = /^\+?[\d\s./\-()]+$/;

/** Takes any text as it is: a schema built with it serves only to list its fields. */
export const keepTyped: PhoneReader = (typed) => ({ ok: true, e164: typed });

/**
 * A reader that only knows what every number looks like: the island's check until the country rules
 * (client/domain/phone-rules.ts, loaded by client/forms/phone-rules.ts) have loaded. It refuses only
 * what is no number at all; how many digits a country wants is for those rules, which the server
 * applies in any case.
 */
export const plausiblePhone: PhoneReader = (typed) => {
  const text = typed.trim().replace(/^00/, "+");
  if (!TYPED_PHONE.test(text) || !/\d/.test(text)) return { ok: false, problem: "not-a-number" };
  return { ok: true, e164: `+${text.replace(/\D/g, "")}` };
};
