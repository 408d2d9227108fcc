/**
 * The owner's remembered browser (issue 37 item 4, OWASP's "device cookies"): a browser where an owner
 * signed in gets `__Host-vitrine_device`, "{owner id}.{device id}.{mac}" signed under FORM_SECRET
 * (worker/leads/signed-link.ts, purpose "owner-device"): long-lived, HttpOnly, Secure, SameSite=Lax.
 * With it, that owner's password is never held up by the failures strangers typed for the address:
 * its own failures are counted apart (per device id), with the same growing delays, so a stolen
 * cookie is no faster a way to guess. Nothing is stored: the signature is the proof. Rotating
 * FORM_SECRET forgets every browser (they are remembered again at their next sign-in).
 */
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "../env";
import { readLink, signLink } from "../leads/signed-link";

export const DEVICE_COOKIE = "__Host-vitrine_device";
/** The name hono's `prefix: "host"` completes to DEVICE_COOKIE. */
const NAME = DEVICE_COOKIE.slice("__Host-".length);
/** How long a browser is remembered after its last sign-in (browsers keep a cookie 400 days at most). */
export const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
/** Far longer than any genuine cookie ("{uuid}.{uuid}.{32 hex}"): anything longer is not read. */
const MAX_TOKEN_CHARS = 120;

/** A browser remembered for an owner. */
export interface RememberedDevice {
  ownerId: string;
  deviceId: string;
}

/** The remembered browser the request's cookie proves, if it is a genuine one. */
export async function rememberedDevice(c: Context<AppEnv>): Promise<RememberedDevice | undefined> {
  const token = getCookie(c, NAME, "host");
  if (!token || token.length > MAX_TOKEN_CHARS) return undefined;
  const id = await readLink(c.var.services.config.formSecret, "owner-device", token);
  if (!id) return undefined;
  const [ownerId = "", deviceId = ""] = id.split(".");
  return { ownerId, deviceId };
}

/**
 * Remembers this browser for `ownerId` after a sign-in: the same device id when the browser was
 * remembered for that owner already (its count of failures goes on), else a new one; the cookie's
 * lifetime starts again. Without FORM_SECRET (a misconfigured deployment) no browser is remembered.
 */
export async function rememberDevice(c: Context<AppEnv>, ownerId: string): Promise<void> {
  const secret = c.var.services.config.formSecret;
  if (!secret) return;
  const known = await rememberedDevice(c);
  const deviceId = known?.ownerId === ownerId ? known.deviceId : crypto.randomUUID();
  const token = await signLink(secret, "owner-device", `${ownerId}.${deviceId}`);
  setCookie(c, NAME, token, { prefix: "host", path: "/", secure: true, httpOnly: true, sameSite: "Lax", maxAge: DEVICE_COOKIE_MAX_AGE_S });
}
