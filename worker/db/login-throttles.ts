/**
 * Failed password logins (migrations/0021 `login_delays`), counted per subject: a typed address
 * (known or unknown alike, so the answers never tell them apart) or a remembered browser
 * ("device:{id}", worker/owner/auth/device-cookie.ts). Nothing is ever locked: past FREE_LOGIN_FAILURES
 * failures in a row, each failure makes the next attempt wait longer (loginDelayMs), up to
 * MAX_LOGIN_DELAY_MS (OWASP ASVS 5.0 §6.3). Rows are keyed by a SHA-256, never the address itself.
 */
import { sha256Hex } from "../../client/domain/digest";
import { normaliseOwnerEmail } from "./owners";

/** Failures in a row that cost nothing: a person mistyping. */
export const FREE_LOGIN_FAILURES = 5;
/** The first delay, after the FREE_LOGIN_FAILURES-th failure; each further failure doubles it. */
export const FIRST_LOGIN_DELAY_MS = 30 * 1000;
/** The longest wait between two attempts: about a hundred guesses a day per subject at most. */
export const MAX_LOGIN_DELAY_MS = 15 * 60 * 1000;
/** A count is forgotten this long after its last failure. */
export const LOGIN_FAILURE_MEMORY_MS = 24 * 60 * 60 * 1000;
/** The owner hears of guessing on their account at most once in this time. */
export const ATTACK_NOTICE_INTERVAL_MS = 24 * 60 * 60 * 1000;
/** Stale rows deleted per purge at most. */
export const PURGE_BATCH_THROTTLES = 1000;

/** Doublings before the delay reaches its cap (30 s · 2^5 > 15 min); keeps the shift in SQL small. */
const MAX_DOUBLINGS = Math.ceil(Math.log2(MAX_LOGIN_DELAY_MS / FIRST_LOGIN_DELAY_MS));

/** How long the next attempt waits after `failures` failures in a row: 0, then 30 s, 1 min, 2 min, … up to 15 min. */
export function loginDelayMs(failures: number): number {
  if (failures < FREE_LOGIN_FAILURES) return 0;
  return Math.min(FIRST_LOGIN_DELAY_MS * 2 ** Math.min(failures - FREE_LOGIN_FAILURES, MAX_DOUBLINGS), MAX_LOGIN_DELAY_MS);
}

/** The same delay in SQL, of the failure count `count` (an expression). */
const delaySql = (count: string) =>
  `(CASE WHEN ${count} < ${FREE_LOGIN_FAILURES} THEN 0 ELSE MIN(${MAX_LOGIN_DELAY_MS}, ${FIRST_LOGIN_DELAY_MS} << MIN(${count} - ${FREE_LOGIN_FAILURES}, ${MAX_DOUBLINGS})) END)`;

/** The throttle subject of a remembered browser: no address contains "device:" without an "@". */
export const deviceSubject = (deviceId: string): string => `device:${deviceId}`;

/** The row key of a subject: the SHA-256 of the normalised address (a device subject is already normal). */
export function throttleKeyOf(subject: string): Promise<string> {
  return sha256Hex(normaliseOwnerEmail(subject));
}

/** An attempt taken (counted as a failure until clear() says otherwise), or refused until `retryAt`. */
export type LoginAttempt = { allowed: true } | { allowed: false; retryAt: number };

/** The per-subject login throttle. */
export function loginThrottle(db: D1Database) {
  return {
    /**
     * Takes an attempt on `subject` at `now` when its delay is over, counting it as a failure at once
     * (one statement: of concurrent attempts past the free ones, one goes through and the others
     * wait); a success then clears it. A count older than LOGIN_FAILURE_MEMORY_MS starts again.
     */
    async attempt(subject: string, now: number): Promise<LoginAttempt> {
      const key = await throttleKeyOf(subject);
      const stale = `last_failure_at <= ?2 - ${LOGIN_FAILURE_MEMORY_MS}`;
      const counted = `(CASE WHEN ${stale} THEN 1 ELSE failures + 1 END)`;
      const taken = await db
        .prepare(
          `INSERT INTO login_delays (key_hash, failures, last_failure_at, retry_at) VALUES (?1, 1, ?2, ?2 + ${delaySql("1")})
           ON CONFLICT (key_hash) DO UPDATE SET
             failures = ${counted}, last_failure_at = ?2, retry_at = ?2 + ${delaySql(counted)}
           WHERE retry_at <= ?2
           RETURNING failures`,
        )
        .bind(key, now)
        .first<{ failures: number }>();
      if (taken) return { allowed: true };
      const row = await db.prepare("SELECT retry_at FROM login_delays WHERE key_hash = ?1").bind(key).first<{ retry_at: number }>();
      // Cleared between the two statements: the next attempt is free.
      return row && row.retry_at > now ? { allowed: false, retryAt: row.retry_at } : { allowed: true };
    },

    /** When the next attempt on `subject` is taken, if it must wait at `now`; undefined when it need not. */
    async retryAt(subject: string, now: number): Promise<number | undefined> {
      const row = await db
        .prepare("SELECT retry_at FROM login_delays WHERE key_hash = ?1")
        .bind(await throttleKeyOf(subject))
        .first<{ retry_at: number }>();
      return row && row.retry_at > now ? row.retry_at : undefined;
    },

    /**
     * Whether the owner of `subject` is to be told now that someone is guessing: true once its
     * failures reached FREE_LOGIN_FAILURES (the delays began), at most once per
     * ATTACK_NOTICE_INTERVAL_MS (one statement: of concurrent failures, one claims it).
     */
    async claimAttackNotice(subject: string, now: number): Promise<boolean> {
      const claimed = await db
        .prepare(
          `UPDATE login_delays SET notified_at = ?2
           WHERE key_hash = ?1 AND failures >= ?3 AND (notified_at IS NULL OR notified_at <= ?2 - ?4)
           RETURNING key_hash`,
        )
        .bind(await throttleKeyOf(subject), now, FREE_LOGIN_FAILURES, ATTACK_NOTICE_INTERVAL_MS)
        .first();
      return claimed !== null;
    },

    /** Forgets the failures of `subject` (a success); when the owner was last told of guessing stays. */
    async clear(subject: string): Promise<void> {
      await db
        .prepare("UPDATE login_delays SET failures = 0, retry_at = 0 WHERE key_hash = ?1")
        .bind(await throttleKeyOf(subject))
        .run();
    },

    /** Deletes rows that no longer count anything at `now`: last failure forgotten, no wait running. */
    async purgeStale(now: number): Promise<number> {
      const result = await db
        .prepare(
          `DELETE FROM login_delays WHERE key_hash IN (
             SELECT key_hash FROM login_delays WHERE last_failure_at <= ?1 - ?2 AND retry_at <= ?1 LIMIT ?3)`,
        )
        .bind(now, LOGIN_FAILURE_MEMORY_MS, PURGE_BATCH_THROTTLES)
        .run();
      return result.meta.changes;
    },
  };
}

export type LoginThrottle = ReturnType<typeof loginThrottle>;
