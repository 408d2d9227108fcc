/**
 * Signing an owner in: the password check (B1's login form) and the start of a session (after a
 * password, a passkey (C) or a password chosen from a link).
 */
import type { Context } from "hono";
import { loginThrottle } from "../db/login-throttles";
import { ownerSessionRepository } from "../db/owner-sessions";
import { ownerRepository, type Owner } from "../db/owners";
import type { AppEnv } from "../env";
import { hashPassword, verifyPassword } from "./password";
import type { OwnerSession } from "./session";
import { clearSessionCookie, sessionToken, setSessionCookie } from "./session-cookie";
import { tokenHash } from "./tokens";

export interface LoginDeps {
  db: D1Database;
}

/** The outcome of a password check; a locked address says how long it stays locked. */
export type PasswordLoginResult = { outcome: "ok"; owner: Owner } | { outcome: "wrong" } | { outcome: "locked"; retryAfterMs: number };

/**
 * Checks `password` for `email`. A locked address answers "locked" whatever the password (known or
 * unknown address alike), with the time the lock still runs. Otherwise the password is verified, against a dummy hash with the same
 * parameters when the address is unknown or has no password yet, so an unknown address and a wrong
 * password do the same work (same reads, one PBKDF2, one failure recorded) and get the same "wrong".
 * A success clears the failures and stores a new hash when the stored one used older parameters;
 * the caller then calls startSession (which records the login). D1 errors propagate (the caller
 * answers "login failed").
 */
export async function passwordLogin(deps: LoginDeps, input: { email: string; password: string; now: number }): Promise<PasswordLoginResult> {
  const throttle = loginThrottle(deps.db);
  const owners = ownerRepository(deps.db);
  const lockedUntil = await throttle.lockedUntil(input.email, input.now);
  if (lockedUntil !== undefined) return { outcome: "locked", retryAfterMs: lockedUntil - input.now };
  const owner = await owners.byEmail(input.email);
  const { ok, needsRehash } = await verifyPassword(input.password, owner?.passwordHash ?? null);
  if (!owner || !ok) {
    await throttle.recordFailure(input.email, input.now);
    return { outcome: "wrong" };
  }
  await throttle.clear(input.email);
  if (needsRehash) {
    const passwordHash = await hashPassword(input.password);
    await owners.setPassword(owner.id, passwordHash, input.now);
    return { outcome: "ok", owner: { ...owner, passwordHash } };
  }
  return { outcome: "ok", owner };
}

/**
 * Signs `owner` in on this browser: ends the session the browser presented (if any: no session
 * fixation, and no orphan), creates a new one with a new token, sets the cookie, records the login.
 */
export async function startSession(c: Context<AppEnv>, owner: Owner, method: OwnerSession["method"], now: number = Date.now()): Promise<void> {
  const sessions = ownerSessionRepository(c.env.DB);
  const presented = sessionToken(c);
  if (presented) await sessions.end(await tokenHash(presented));
  const token = await sessions.create(owner.id, method, c.req.header("User-Agent") ?? null, now);
  setSessionCookie(c, token);
  await ownerRepository(c.env.DB).recordLogin(owner.id, now);
}

/** Signs this browser out: deletes its session on the server and clears the cookie. */
export async function endSession(c: Context<AppEnv>): Promise<void> {
  const presented = sessionToken(c);
  if (presented) await ownerSessionRepository(c.env.DB).end(await tokenHash(presented));
  clearSessionCookie(c);
}
