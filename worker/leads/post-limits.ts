/**
 * The rate limits of a public form post (lead forms, newsletter sign-up), keyed like every other
 * limit of the site by clientAddress (worker/auth/client-address.ts): an IPv4 address as it is, an
 * IPv6 address by its /64, the network one subscriber line is given (per address, a line would get
 * a fresh allowance with every address it picks).
 *
 * Two counts, kept apart so that refused posts cannot lock a person out of a corrected one:
 * - every post, read or not, counts against FORM_RATE_LIMIT (and a page sent to a friend against
 *   FRIEND_RATE_LIMIT): the flood guard, checked before anything else is done;
 * - a post without a solved captcha (no script, or a robot) counts against NOSCRIPT_RATE_LIMIT only
 *   once it passed the form's rules and would be stored. A visitor without script whose posts came
 *   back with errors (nothing stored, nothing sent) has spent only the flood guard's more generous
 *   allowance, and the sixth, corrected post is stored; what the tighter limit guards (leads stored
 *   and mailed without a captcha) is counted in full.
 */
import type { Context } from "hono";
import type { CaptchaState } from "../db/leads";
import type { AppEnv } from "../env";
import { clientAddress } from "../auth/client-address";

/** Whether this client is over any of `limits` (each counts this post, whatever the others say). */
export async function overAnyLimit(c: Context<AppEnv>, limits: readonly RateLimit[]): Promise<boolean> {
  const key = clientAddress(c);
  const outcomes = await Promise.all(limits.map((limit) => limit.limit({ key })));
  return outcomes.some((outcome) => !outcome.success);
}

/** Whether a post about to be stored without a solved captcha is one too many for this client (NOSCRIPT_RATE_LIMIT). */
export function overStoreLimit(c: Context<AppEnv>, captcha: CaptchaState): Promise<boolean> {
  return captcha === "solved" ? Promise.resolve(false) : overAnyLimit(c, [c.var.services.rateLimits.noScript]);
}
