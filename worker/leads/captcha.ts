import { createChallenge, verifySolution, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import * as v from "valibot";

/**
 * The proof of work a form's island solves before it posts (ALTCHA: no third party, works offline
 * and under our CSP). Deterministic mode: the server knows the answer's key from the counter it
 * chose, so checking a solution is one HMAC, whatever the cost the browser paid.
 */

/** How long a challenge can be solved and posted. */
export const CAPTCHA_TTL_MS = 10 * 60_000;
/** PBKDF2 iterations per attempt and the counter range: about a second of a mid-range phone's work. */
const COST = 200;
const COUNTER_MIN = 1_000;
const COUNTER_MAX = 4_000;

const secrets = (secret: string) => ({ hmacSignatureSecret: `captcha:${secret}`, hmacKeySignatureSecret: `captcha-key:${secret}` });

export async function captchaChallenge(secret: string, now: number): Promise<Challenge> {
  const counter = COUNTER_MIN + (crypto.getRandomValues(new Uint32Array(1))[0]! % (COUNTER_MAX - COUNTER_MIN));
  return createChallenge({ algorithm: "PBKDF2/SHA-256", cost: COST, counter, deriveKey, expiresAt: new Date(now + CAPTCHA_TTL_MS), ...secrets(secret) });
}

/** The widget's field: base64 of JSON { challenge, solution }. */
const PayloadSchema = v.object({
  challenge: v.object({
    parameters: v.object({
      algorithm: v.literal("PBKDF2/SHA-256"),
      nonce: v.pipe(v.string(), v.maxLength(128)),
      salt: v.pipe(v.string(), v.maxLength(128)),
      cost: v.number(),
      keyLength: v.number(),
      keyPrefix: v.pipe(v.string(), v.maxLength(256)),
      keySignature: v.optional(v.pipe(v.string(), v.maxLength(256))),
      expiresAt: v.optional(v.number()),
    }),
    signature: v.pipe(v.string(), v.minLength(16), v.maxLength(256)),
  }),
  solution: v.object({ counter: v.number(), derivedKey: v.pipe(v.string(), v.maxLength(256)), time: v.optional(v.number()) }),
});

export type CaptchaOutcome = { state: "solved"; signature: string; expiresAt: number } | { state: "invalid" };

/** Checks a posted solution: signed by us, not expired, correct. Whether it was used before is the caller's (D1) concern. */
export async function checkCaptcha(secret: string, field: string): Promise<CaptchaOutcome> {
  if (field.length > 4_000) return { state: "invalid" };
  let decoded: unknown;
  try {
    decoded = JSON.parse(atob(field));
  } catch {
    return { state: "invalid" };
  }
  const payload = v.safeParse(PayloadSchema, decoded);
  if (!payload.success) return { state: "invalid" };
  const { challenge, solution } = payload.output;
  try {
    const result = await verifySolution({ challenge, solution, deriveKey, ...secrets(secret) });
    if (!result.verified) return { state: "invalid" };
  } catch {
    return { state: "invalid" };
  }
  // ALTCHA's expiresAt is in seconds; the replay record keeps milliseconds.
  const expiresAt = challenge.parameters.expiresAt;
  return { state: "solved", signature: challenge.signature, expiresAt: expiresAt ? expiresAt * 1000 : Date.now() + CAPTCHA_TTL_MS };
}
