/**
 * Signing an owner in: the password check (B1's login form) and the start of a session (after a
 * password, a passkey (C) or a password chosen from a link).
 */
import type { Context } from "hono";
import { deviceSubject, loginThrottle } from "../../db/login-throttles";
import { ownerRepository, type Owner } from "../../db/owners";
import type { AppEnv } from "../../env";
import { rememberDevice, remembersOwner, type RememberedDevice } from "./device-cookie";
import { hashPassword, verifyPassword } from "../../auth/password";
import type { OwnerSession } from "../../auth/session";
import { clearSessionCookie, sessionToken, setSessionCookie } from "./session-cookie";
import { tokenHash } from "../../auth/tokens";

export interface LoginDeps {
  db: D1Database;
}

/**
 * The outcome of a password check: in, wrong (with the account to warn when this failure began the
 * delays for its address, at most once a day), or to wait `retryAfterMs` before the next attempt.
 */
export type PasswordLoginResult =
  | { outcome: "ok"; owner: Owner }
  | { outcome: "wrong"; warn?: Owner }
  /** `remembered`: the wait is the remembered browser's own (its own wrong passwords), not the address's. */
  | { outcome: "wait"; retryAfterMs: number; remembered: boolean };

/**
 * Checks `password` for `email`. The attempt is counted against the typed address (known or
 * unknown alike), or, from a browser remembered for that very account under its current password
 * (`device`), against that browser only: strangers' failures never hold up the owner's own browser. A subject still waiting
 * answers "wait" whatever the password, with the time left. Otherwise the password is verified,
 * against a dummy hash with the same parameters when the address is unknown or has no password yet,
 * so an unknown address and a wrong password do the same work (same reads and writes, one PBKDF2)
 * and get the same "wrong". A success clears the subject's failures and stores a new hash when the
 * stored one used older parameters; the caller then calls startSession (which records the login).
 * D1 errors propagate (the caller answers "login failed").
 */
export async function passwordLogin(
  deps: LoginDeps,
  input: { email: string; password: string; now: number; device?: RememberedDevice | undefined },
): Promise<PasswordLoginResult> {
  const throttle = loginThrottle(deps.db);
  const owners = ownerRepository(deps.db);
  const owner = await owners.byEmail(input.email);
  const device = remembersOwner(input.device, owner) ? input.device : undefined;
  const remembered = device !== undefined;
  const subject = device ? deviceSubject(device.deviceId) : input.email;
  const attempt = await throttle.attempt(subject, input.now);
  if (!attempt.allowed) return { outcome: "wait", retryAfterMs: attempt.retryAt - input.now, remembered };
  const { ok, needsRehash } = await verifyPassword(input.password, owner?.passwordHash ?? null);
  if (!owner || !ok) {
    // Asked for an unknown address too (the same work); only an account has someone to tell.
    const warn = !remembered && (await throttle.claimAttackNotice(subject, input.now));
    return warn && owner ? { outcome: "wrong", warn: owner } : { outcome: "wrong" };
  }
  await throttle.clear(subject);
  if (needsRehash) {
    const passwordHash = await hashPassword(input.password);
    await owners.rehashPassword(owner.id, passwordHash, input.now);
    return { outcome: "ok", owner: { ...owner, passwordHash } };
  }
  return { outcome: "ok", owner };
}

/**
 * Signs `owner` in on this browser: ends the session the browser presented (if any: no session
 * fixation, and no orphan), creates a new one with a new token, sets the cookie, records the login,
 * and remembers the browser for the owner under the password stored now, read afresh: `owner` may
 * predate a password just written (worker/owner/auth/device-cookie.ts).
 */
export async function startSession(c: Context<AppEnv>, owner: Owner, method: OwnerSession["method"], now: number = Date.now()): Promise<void> {
  const sessions = c.var.services.repos.owners.sessions;
  const presented = sessionToken(c);
  if (presented) await sessions.end(await tokenHash(presented));
  const token = await sessions.create(owner.id, method, c.req.header("User-Agent") ?? null, now);
  setSessionCookie(c, token);
  const current = await c.var.services.repos.owners.owners.byId(owner.id);
  await rememberDevice(c, current ?? owner);
  await c.var.services.repos.owners.owners.recordLogin(owner.id, now);
}

/** Signs this browser out: deletes its session on the server and clears the cookie. */
export async function endSession(c: Context<AppEnv>): Promise<void> {
  const presented = sessionToken(c);
  if (presented) await c.var.services.repos.owners.sessions.end(await tokenHash(presented));
  clearSessionCookie(c);
}
