/**
 * The owner's session as routes see it (worker/auth/require-owner.ts sets it on the context).
 * Stored in D1 `owner_sessions` under the SHA-256 of the cookie's token (worker/db/owner-sessions.ts).
 */
import type { Owner } from "../db/owners";

/** Minutes without a request after which a session ends. */
export const SESSION_IDLE_MS = 30 * 60 * 1000;
/** A session ends this long after it began, however active. */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** last_seen_at is written at most this often (a page view does not need a D1 write each time). */
export const SESSION_TOUCH_MS = 60 * 1000;

export interface OwnerSession {
  owner: Owner;
  /** The SHA-256 (hex) of the cookie's token: the session's key in D1. */
  tokenHash: string;
  createdAt: number;
  expiresAt: number;
  method: "password" | "passkey";
}
