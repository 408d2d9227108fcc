/**
 * The owner's session as routes see it (worker/owner/auth/require-owner.ts sets it on the context).
 * Stored in D1 `owner_sessions` under the SHA-256 of the cookie's token (worker/auth/owner-sessions.ts).
 */
import type { Owner } from "../db/owners";

/** Milliseconds in a minute: the owner area's durations are written in minutes. */
export const MS_PER_MINUTE = 60_000;

/** Minutes without a request after which a session ends. */
export const SESSION_IDLE_MS = 30 * MS_PER_MINUTE;
/** A session ends this long after it began, however active. */
export const SESSION_ABSOLUTE_MS = 12 * 60 * MS_PER_MINUTE;
/** last_seen_at is written at most this often (a page view does not need a D1 write each time). */
export const SESSION_TOUCH_MS = MS_PER_MINUTE;
/**
 * How recent the sign-in (password or passkey) must be to add a passkey: a passkey is a way into the
 * account that outlives every session, so a session taken from someone (a stolen cookie) must not
 * be enough to add one.
 */
export const RECENT_AUTH_MS = 10 * MS_PER_MINUTE;

export interface OwnerSession {
  owner: Owner;
  /** The SHA-256 (hex) of the cookie's token: the session's key in D1. */
  tokenHash: string;
  /** When the owner signed in (every sign-in makes a new session). */
  createdAt: number;
  expiresAt: number;
  method: "password" | "passkey";
}

/** Whether the session's sign-in is at most RECENT_AUTH_MS old at `now`. */
export function isRecentSignIn(session: Pick<OwnerSession, "createdAt">, now: number): boolean {
  return now - session.createdAt <= RECENT_AUTH_MS;
}
