/**
 * The staff area's view of owner accounts (issue 10): every account with what it may see, whether it
 * has a password, its last login and its last password link; and removing a listing the staff gave.
 */
import type { Lang } from "../../client/i18n/languages";
import type { OwnedKind, OwnedListing } from "./owners";

/** Accounts one staff page lists, by address; more are counted, not shown. */
export const MAX_LISTED_OWNERS = 500;

/** One account as the staff page shows it. */
export interface StaffOwner {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  lang: Lang;
  /** "provider": made from the provider's owner contacts (sync); "invite": by the staff only. */
  source: "provider" | "invite";
  hasPassword: boolean;
  createdAt: number;
  lastLoginAt: number | null;
  /** When the newest password link was mailed, or null (none, or not mailed yet). */
  lastLinkMailedAt: number | null;
  listings: OwnedListing[];
}

interface OwnerRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  lang: Lang;
  provider_person_id: string | null;
  has_password: number;
  created_at: number;
  last_login_at: number | null;
  last_link_mailed_at: number | null;
}

interface ListingRow {
  owner_id: string;
  kind: OwnedKind;
  listing_id: number;
  origin: OwnedListing["origin"];
}

/** Owner accounts for the staff. */
export function staffOwnerRepository(db: D1Database) {
  return {
    /** The first MAX_LISTED_OWNERS accounts by address, each with its listings, and how many there are in all. */
    async list(): Promise<{ owners: StaffOwner[]; total: number }> {
      const [owners, listings, total] = await db.batch<OwnerRow | ListingRow | { n: number }>([
        db
          .prepare(
            `SELECT o.id, o.email, o.first_name, o.last_name, o.lang, o.provider_person_id, o.password_hash IS NOT NULL AS has_password,
               o.created_at, o.last_login_at, (SELECT max(mailed_at) FROM owner_password_links l WHERE l.owner_id = o.id) AS last_link_mailed_at
             FROM owners o ORDER BY o.email LIMIT ?1`,
          )
          .bind(MAX_LISTED_OWNERS),
        db
          .prepare(
            `SELECT owner_id, kind, listing_id, origin FROM owner_listings
             WHERE owner_id IN (SELECT id FROM owners ORDER BY email LIMIT ?1) ORDER BY kind DESC, listing_id`,
          )
          .bind(MAX_LISTED_OWNERS),
        db.prepare("SELECT count(*) AS n FROM owners"),
      ]);
      const byOwner = new Map<string, OwnedListing[]>();
      for (const row of (listings?.results ?? []) as ListingRow[]) {
        const list = byOwner.get(row.owner_id) ?? [];
        list.push({ kind: row.kind, listingId: row.listing_id, origin: row.origin });
        byOwner.set(row.owner_id, list);
      }
      return {
        owners: ((owners?.results ?? []) as OwnerRow[]).map((row) => ({
          id: row.id,
          email: row.email,
          firstName: row.first_name,
          lastName: row.last_name,
          lang: row.lang,
          source: row.provider_person_id === null ? "invite" : "provider",
          hasPassword: row.has_password === 1,
          createdAt: row.created_at,
          lastLoginAt: row.last_login_at,
          lastLinkMailedAt: row.last_link_mailed_at,
          listings: byOwner.get(row.id) ?? [],
        })),
        total: ((total?.results ?? []) as { n: number }[])[0]?.n ?? 0,
      };
    },

    /**
     * Removes a listing the staff gave (origin 'invite'); whether one went. A provider's link is not
     * removed here: the next sync would put it back, the provider's contact is where it changes.
     */
    async unlinkInvited(ownerId: string, kind: OwnedKind, listingId: number): Promise<boolean> {
      const result = await db
        .prepare("DELETE FROM owner_listings WHERE owner_id = ?1 AND kind = ?2 AND listing_id = ?3 AND origin = 'invite'")
        .bind(ownerId, kind, listingId)
        .run();
      return result.meta.changes > 0;
    },
  };
}

export type StaffOwnerRepository = ReturnType<typeof staffOwnerRepository>;
