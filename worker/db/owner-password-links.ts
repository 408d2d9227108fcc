/**
 * One-time links to choose a password (migrations/0008 `owner_password_links`): the mailed link
 * carries the row's id signed under FORM_SECRET (worker/leads/signed-link.ts); the row makes it
 * expire and work once. A new link never voids an older one (each expires on its own); a password
 * written voids them all (worker/db/password-write.ts).
 */
import { and, count, eq, gt } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Lang } from "../../client/i18n/languages";
import { ownerPasswordLinks } from "./schema";

export type PasswordLinkPurpose = "invite" | "reset";

/** An invitation waits a week for the owner to choose a password. */
export const INVITE_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** A "forgot password" link works for an hour. */
export const RESET_LINK_TTL_MS = 60 * 60 * 1000;
/** Used or expired links are kept this long (a late click still hears "used" or "expired"), then erased. */
export const SPENT_LINK_RETENTION_MS = 24 * 60 * 60 * 1000;
/** Spent links deleted per purge at most. */
export const PURGE_BATCH_LINKS = 1000;

export interface OwnerPasswordLink {
  id: string;
  ownerId: string;
  purpose: PasswordLinkPurpose;
  lang: Lang;
  createdAt: number;
  expiresAt: number;
  usedAt: number | null;
  mailedAt: number | null;
}

/** Password links of owners. */
export function ownerPasswordLinkRepository(db: D1Database) {
  const orm = drizzle(db);
  return {
    /** A new link of `ownerId`, expiring after the purpose's TTL; its id (to sign into the mailed address). */
    async create(ownerId: string, purpose: PasswordLinkPurpose, lang: Lang, now: number): Promise<string> {
      const id = crypto.randomUUID();
      const ttl = purpose === "invite" ? INVITE_LINK_TTL_MS : RESET_LINK_TTL_MS;
      await orm.insert(ownerPasswordLinks).values({ id, ownerId, purpose, lang, createdAt: now, expiresAt: now + ttl });
      return id;
    },

    async byId(id: string): Promise<OwnerPasswordLink | undefined> {
      const [row] = await orm.select().from(ownerPasswordLinks).where(eq(ownerPasswordLinks.id, id)).limit(1);
      return row;
    },

    /** How many reset links `ownerId` was given after `since`, used or not. */
    async resetsSince(ownerId: string, since: number): Promise<number> {
      const [row] = await orm
        .select({ links: count() })
        .from(ownerPasswordLinks)
        .where(and(eq(ownerPasswordLinks.ownerId, ownerId), eq(ownerPasswordLinks.purpose, "reset"), gt(ownerPasswordLinks.createdAt, since)));
      return row?.links ?? 0;
    },

    /** Notes that the link's mail went to the delivery queue. */
    async markMailed(id: string, now: number): Promise<void> {
      await orm.update(ownerPasswordLinks).set({ mailedAt: now }).where(eq(ownerPasswordLinks.id, id));
    },

    /** Deletes links used or expired more than SPENT_LINK_RETENTION_MS before `now`; how many went. */
    async purgeSpent(now: number): Promise<number> {
      const result = await db
        .prepare(
          `DELETE FROM owner_password_links WHERE id IN (
             SELECT id FROM owner_password_links WHERE used_at < ?1 OR expires_at < ?1 LIMIT ?2)`,
        )
        .bind(now - SPENT_LINK_RETENTION_MS, PURGE_BATCH_LINKS)
        .run();
      return result.meta.changes;
    },
  };
}

export type OwnerPasswordLinkRepository = ReturnType<typeof ownerPasswordLinkRepository>;
