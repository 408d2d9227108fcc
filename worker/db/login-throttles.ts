/**
 * Failed password logins per address (migrations/0008 `login_throttles`), known or unknown alike:
 * an unknown address is counted and locked exactly as a known one, so the answers never tell them
 * apart. Rows are keyed by the SHA-256 of the normalised address, not the address itself.
 */
import { sha256Hex } from "../../client/domain/digest";
import { normaliseOwnerEmail } from "./owners";

/** Failures within LOGIN_FAILURE_WINDOW_MS that lock the address. */
export const MAX_LOGIN_FAILURES = 5;
/** The window the failures are counted in, from the first one. */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** How long a locked address refuses every login, even the right password. */
export const LOGIN_LOCK_MS = 15 * 60 * 1000;
/** Stale rows deleted per purge at most. */
export const PURGE_BATCH_THROTTLES = 1000;

export function throttleKeyOf(email: string): Promise<string> {
  return sha256Hex(normaliseOwnerEmail(email));
}

/** The per-address login throttle. */
export function loginThrottle(db: D1Database) {
  return {
    /** When the lock on `email` ends, if logins to it are refused at `now`; undefined when they are not. */
    async lockedUntil(email: string, now: number): Promise<number | undefined> {
      const row = await db
        .prepare("SELECT locked_until FROM login_throttles WHERE email_hash = ?1")
        .bind(await throttleKeyOf(email))
        .first<{ locked_until: number | null }>();
      return row?.locked_until != null && row.locked_until > now ? row.locked_until : undefined;
    },

    /** Whether logins to `email` are refused at `now`. */
    async isLocked(email: string, now: number): Promise<boolean> {
      return (await this.lockedUntil(email, now)) !== undefined;
    },

    /**
     * Counts a failed login to `email` in one statement (concurrent failures all count). A window
     * older than LOGIN_FAILURE_WINDOW_MS, or a lock that has run out, starts the count again; the
     * MAX_LOGIN_FAILURES-th failure in the window locks the address for LOGIN_LOCK_MS.
     */
    async recordFailure(email: string, now: number): Promise<void> {
      // In an upsert's SET, every column name reads the row as it was before the update. A row is
      // stale once its lock ran out, or (never locked) once its window is over.
      const stale = "(CASE WHEN locked_until IS NOT NULL THEN locked_until <= ?2 ELSE first_failure_at <= ?2 - ?3 END)";
      await db
        .prepare(
          `INSERT INTO login_throttles (email_hash, failures, first_failure_at, locked_until)
           VALUES (?1, 1, ?2, CASE WHEN 1 >= ?4 THEN ?2 + ?5 END)
           ON CONFLICT (email_hash) DO UPDATE SET
             failures = CASE WHEN ${stale} THEN 1 ELSE failures + 1 END,
             first_failure_at = CASE WHEN ${stale} THEN ?2 ELSE first_failure_at END,
             locked_until = CASE
               WHEN ${stale} THEN CASE WHEN 1 >= ?4 THEN ?2 + ?5 END
               WHEN failures + 1 >= ?4 THEN COALESCE(locked_until, ?2 + ?5)
               ELSE locked_until END`,
        )
        .bind(await throttleKeyOf(email), now, LOGIN_FAILURE_WINDOW_MS, MAX_LOGIN_FAILURES, LOGIN_LOCK_MS)
        .run();
    },

    /** Forgets the failures of `email` (a successful login). */
    async clear(email: string): Promise<void> {
      await db
        .prepare("DELETE FROM login_throttles WHERE email_hash = ?1")
        .bind(await throttleKeyOf(email))
        .run();
    },

    /** Deletes rows that no longer count anything at `now`: window over and no lock running. */
    async purgeStale(now: number): Promise<number> {
      const result = await db
        .prepare(
          `DELETE FROM login_throttles WHERE email_hash IN (
             SELECT email_hash FROM login_throttles
             WHERE first_failure_at <= ?1 - ?2 AND (locked_until IS NULL OR locked_until <= ?1) LIMIT ?3)`,
        )
        .bind(now, LOGIN_FAILURE_WINDOW_MS, PURGE_BATCH_THROTTLES)
        .run();
      return result.meta.changes;
    },
  };
}

export type LoginThrottle = ReturnType<typeof loginThrottle>;
