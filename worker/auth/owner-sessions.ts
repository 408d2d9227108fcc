import { and, count, desc, eq, gt, gte, inArray, lt, lte, or } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, SESSION_TOUCH_MS, type OwnerSession } from "./session";
import { newSessionToken, tokenHash } from "./tokens";
import { ownerColumns } from "../db/owners";
import { owners, ownerSessions } from "../db/schema";

/** Characters of the browser's User-Agent kept with a session (shown on the account page; bounded). */
export const SESSION_USER_AGENT_CHARS = 256;
/** Expired sessions deleted per purge at most (the cron runs every quarter hour). */
export const PURGE_BATCH_SESSIONS = 1000;

/** Sessions the account page lists at most: more is a sign to sign out everywhere, not to read on. */
export const MAX_LISTED_SESSIONS = 20;

/** A live session as the account page shows it (the token's hash only tells this browser's apart). */
export interface ActiveSession {
  tokenHash: string;
  createdAt: number;
  lastSeenAt: number;
  method: OwnerSession["method"];
  userAgent: string | null;
}

/** Logged-in browsers of owners (migrations/0008 `owner_sessions`), keyed by the SHA-256 of their token. */
export function ownerSessionRepository(db: D1Database) {
  const orm = drizzle(db);
  return {
    /** A new session of `ownerId`; the raw token (the cookie's value) is returned, only its hash stored. */
    async create(ownerId: string, method: OwnerSession["method"], userAgent: string | null, now: number): Promise<string> {
      const token = newSessionToken();
      await orm.insert(ownerSessions).values({
        tokenHash: await tokenHash(token),
        ownerId,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: now + SESSION_ABSOLUTE_MS,
        method,
        userAgent: userAgent?.slice(0, SESSION_USER_AGENT_CHARS) ?? null,
      });
      return token;
    },

    /**
     * The live session of `token`, or undefined. A session idle longer than SESSION_IDLE_MS or past
     * its absolute expiry is deleted here; a live one has last_seen_at moved to `now` when it is
     * older than SESSION_TOUCH_MS (not a D1 write per page view).
     */
    async read(token: string, now: number): Promise<OwnerSession | undefined> {
      const hash = await tokenHash(token);
      const [row] = await orm
        .select({
          createdAt: ownerSessions.createdAt,
          lastSeenAt: ownerSessions.lastSeenAt,
          expiresAt: ownerSessions.expiresAt,
          method: ownerSessions.method,
          owner: ownerColumns,
        })
        .from(ownerSessions)
        .innerJoin(owners, eq(owners.id, ownerSessions.ownerId))
        .where(eq(ownerSessions.tokenHash, hash))
        .limit(1);
      if (!row) return undefined;
      if (now - row.lastSeenAt > SESSION_IDLE_MS || now >= row.expiresAt) {
        await this.end(hash);
        return undefined;
      }
      if (now - row.lastSeenAt >= SESSION_TOUCH_MS) await orm.update(ownerSessions).set({ lastSeenAt: now }).where(eq(ownerSessions.tokenHash, hash));
      return { owner: row.owner, tokenHash: hash, createdAt: row.createdAt, expiresAt: row.expiresAt, method: row.method };
    },

    /** Ends one session (logout, or the one a browser presented at a new login). */
    async end(hash: string): Promise<void> {
      await orm.delete(ownerSessions).where(eq(ownerSessions.tokenHash, hash));
    },

    /** Ends every session of the owner ("sign out everywhere", a password chosen from a link). */
    async endAll(ownerId: string): Promise<void> {
      await orm.delete(ownerSessions).where(eq(ownerSessions.ownerId, ownerId));
    },

    /** Sessions of the owner still alive at `now` (neither idle too long nor past their expiry). */
    async countActive(ownerId: string, now: number): Promise<number> {
      const [row] = await orm
        .select({ sessions: count() })
        .from(ownerSessions)
        .where(and(eq(ownerSessions.ownerId, ownerId), gt(ownerSessions.expiresAt, now), gte(ownerSessions.lastSeenAt, now - SESSION_IDLE_MS)));
      return row?.sessions ?? 0;
    },

    /** The owner's live sessions at `now`, the most recently active first (the account page's list; at most MAX_LISTED_SESSIONS). */
    async listActive(ownerId: string, now: number): Promise<ActiveSession[]> {
      return orm
        .select({
          tokenHash: ownerSessions.tokenHash,
          createdAt: ownerSessions.createdAt,
          lastSeenAt: ownerSessions.lastSeenAt,
          method: ownerSessions.method,
          userAgent: ownerSessions.userAgent,
        })
        .from(ownerSessions)
        .where(and(eq(ownerSessions.ownerId, ownerId), gt(ownerSessions.expiresAt, now), gte(ownerSessions.lastSeenAt, now - SESSION_IDLE_MS)))
        .orderBy(desc(ownerSessions.lastSeenAt))
        .limit(MAX_LISTED_SESSIONS);
    },

    /** Deletes sessions expired at `now` (at most PURGE_BATCH_SESSIONS); how many went. */
    async purgeExpired(now: number): Promise<number> {
      const expired = orm
        .select({ tokenHash: ownerSessions.tokenHash })
        .from(ownerSessions)
        .where(or(lte(ownerSessions.expiresAt, now), lt(ownerSessions.lastSeenAt, now - SESSION_IDLE_MS)))
        .limit(PURGE_BATCH_SESSIONS);
      const result = await orm.delete(ownerSessions).where(inArray(ownerSessions.tokenHash, expired));
      return result.meta.changes;
    },
  };
}

export type OwnerSessionRepository = ReturnType<typeof ownerSessionRepository>;
