/**
 * One-time links to choose a password (migrations/0008 `owner_password_links`): the mailed link
 * carries the row's id signed under FORM_SECRET (worker/leads/signed-link.ts); the row makes it
 * expire and work once. A new link never voids an older one: each expires on its own.
 */
import { eq } from "drizzle-orm";
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

    /**
     * Uses the link: its owner when it was unused and unexpired at `now`, else "used", "expired", or
     * undefined (no such link, or its account is gone). One statement marks it used, so of two
     * concurrent uses exactly one gets the owner.
     */
    async consume(id: string, now: number): Promise<{ ownerId: string } | "used" | "expired" | undefined> {
      const used = await db
        .prepare("UPDATE owner_password_links SET used_at = ?2 WHERE id = ?1 AND used_at IS NULL AND expires_at > ?2 RETURNING owner_id")
        .bind(id, now)
        .first<{ owner_id: string }>();
      if (used) return { ownerId: used.owner_id };
      const link = await this.byId(id);
      if (!link) return undefined;
      return link.usedAt !== null ? "used" : "expired";
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
