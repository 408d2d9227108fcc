/**
 * The owner's remembered browser (issue 37 item 4, OWASP's "device cookies"): a browser where an owner
 * signed in gets `__Host-vitrine_device`, "{owner id}.{device id}.{password mark}.{mac}" signed under
 * FORM_SECRET (worker/leads/signed-link.ts, purpose "owner-device"): long-lived, HttpOnly, Secure,
 * SameSite=Lax. The password mark is when the owner's password last changed (owners.password_changed_at):
 * a new password revokes every browser remembered before it (a browser that signed in with a stolen
 * password keeps nothing), whose cookie then counts as none (a new device id at the next sign-in).
 * With it, that owner's password is never held up by the failures strangers typed for the address:
 * its own failures are counted apart (per device id), with the same growing delays, so a stolen
 * cookie is no faster a way to guess. Nothing is stored: the signature is the proof. Rotating
 * FORM_SECRET forgets every browser (they are remembered again at their next sign-in).
 */
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "../../env";
import { readLink, signLink } from "../../leads/signed-link";

export const DEVICE_COOKIE = "__Host-vitrine_device";
/** The name hono's `prefix: "host"` completes to DEVICE_COOKIE. */
const NAME = DEVICE_COOKIE.slice("__Host-".length);
/** How long a browser is remembered after its last sign-in (browsers keep a cookie 400 days at most). */
export const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
/** Far longer than any genuine cookie ("{uuid}.{uuid}.{up to 16 digits}.{32 hex}"): anything longer is not read. */
const MAX_TOKEN_CHARS = 140;

/** A browser remembered for an owner, under the password the owner had then. */
export interface RememberedDevice {
  ownerId: string;
  deviceId: string;
  /** passwordMarkOf the owner's password when the browser was remembered. */
  passwordMark: string;
}

/** What of an owner a remembered browser is bound to. */
export interface DeviceOwner {
  id: string;
  passwordChangedAt: number | null;
}

/** The mark of an owner's current password in a device cookie: when it last changed ("0" before any). */
export const passwordMarkOf = (passwordChangedAt: number | null): string => String(passwordChangedAt ?? 0);

/** Whether `device` is remembered for `owner` under the owner's current password (else it counts as no cookie). */
export const remembersOwner = (device: RememberedDevice | undefined, owner: DeviceOwner | undefined): device is RememberedDevice =>
  device !== undefined && owner !== undefined && device.ownerId === owner.id && device.passwordMark === passwordMarkOf(owner.passwordChangedAt);

/** The remembered browser the request's cookie proves, if it is a genuine one. */
export async function rememberedDevice(c: Context<AppEnv>): Promise<RememberedDevice | undefined> {
  const token = getCookie(c, NAME, "host");
  if (!token || token.length > MAX_TOKEN_CHARS) return undefined;
  const id = await readLink(c.var.services.config.formSecret, "owner-device", token);
  if (!id) return undefined;
  const [ownerId = "", deviceId = "", passwordMark = ""] = id.split(".");
  return { ownerId, deviceId, passwordMark };
}

/**
 * Remembers this browser for `owner` (as stored now: its password mark) after a sign-in: the same
 * device id when the browser was remembered for that owner under the same password already (its
 * count of failures goes on), else a new one; the cookie's lifetime starts again. Without
 * FORM_SECRET (a misconfigured deployment) no browser is remembered.
 */
export async function rememberDevice(c: Context<AppEnv>, owner: DeviceOwner): Promise<void> {
  const secret = c.var.services.config.formSecret;
  if (!secret) return;
  const known = await rememberedDevice(c);
  const deviceId = remembersOwner(known, owner) ? known.deviceId : crypto.randomUUID();
  const token = await signLink(secret, "owner-device", `${owner.id}.${deviceId}.${passwordMarkOf(owner.passwordChangedAt)}`);
  setCookie(c, NAME, token, { prefix: "host", path: "/", secure: true, httpOnly: true, sameSite: "Lax", maxAge: DEVICE_COOKIE_MAX_AGE_S });
}
