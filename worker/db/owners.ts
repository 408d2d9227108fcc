import { and, eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Lang } from "../../client/i18n/languages";
import { jsonChunks } from "./json-chunks";
import { ownerListings, owners } from "./schema";

/** An owner account (migrations/0008). */
export interface Owner {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  lang: Lang;
  providerPersonId: string | null;
  /** "pbkdf2-sha256$..." (worker/auth/password.ts); null until the owner chose a password. */
  passwordHash: string | null;
  /** When the password was last set (ms); null before any. Signed into remembered browsers' cookies. */
  passwordChangedAt: number | null;
  createdAt: number;
  lastLoginAt: number | null;
}

export type OwnedKind = "property" | "project";

/** A listing an owner may see: a property, or a project (and so each of its units). */
export interface OwnedListing {
  kind: OwnedKind;
  listingId: number;
  origin: "provider" | "invite";
}

/** The form every address is stored and looked up in. */
export function normaliseOwnerEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Every column of an Owner, for each select that returns one (here, and the session read that joins it). */
export const ownerColumns = {
  id: owners.id,
  email: owners.email,
  firstName: owners.firstName,
  lastName: owners.lastName,
  lang: owners.lang,
  providerPersonId: owners.providerPersonId,
  passwordHash: owners.passwordHash,
  passwordChangedAt: owners.passwordChangedAt,
  createdAt: owners.createdAt,
  lastLoginAt: owners.lastLoginAt,
};
const columns = ownerColumns;

/** Owner accounts and what each may see. */
export function ownerRepository(db: D1Database) {
  const orm = drizzle(db);
  return {
    async byEmail(email: string): Promise<Owner | undefined> {
      const [row] = await orm
        .select(columns)
        .from(owners)
        .where(eq(owners.email, normaliseOwnerEmail(email)))
        .limit(1);
      return row;
    },

    async byId(id: string): Promise<Owner | undefined> {
      const [row] = await orm.select(columns).from(owners).where(eq(owners.id, id)).limit(1);
      return row;
    },

    /**
     * The account of `email`, made when there is none (an invitation of an address the provider
     * does not know yet); an existing account keeps its names unless it had none.
     */
    async ensure(input: { email: string; firstName?: string; lastName?: string; lang: Lang }, now: number = Date.now()): Promise<Owner> {
      const email = normaliseOwnerEmail(input.email);
      await orm
        .insert(owners)
        .values({
          id: crypto.randomUUID(),
          email,
          firstName: input.firstName ?? "",
          lastName: input.lastName ?? "",
          lang: input.lang,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: owners.email });
      const owner = await this.byEmail(email);
      if (!owner) throw new Error(`owner ${email} was not stored`);
      return owner;
    },

    /** Stores a new password hash (chosen from a link, or upgraded at login). */
    async setPassword(id: string, passwordHash: string, now: number = Date.now()): Promise<void> {
      await orm.update(owners).set({ passwordHash, passwordChangedAt: now, updatedAt: now }).where(eq(owners.id, id));
    },

    /**
     * Stores the same password under newer hash parameters (upgraded at login): not a change of
     * password, so when it last changed stays, and with it the browsers remembered under it.
     */
    async rehashPassword(id: string, passwordHash: string, now: number = Date.now()): Promise<void> {
      await orm.update(owners).set({ passwordHash, updatedAt: now }).where(eq(owners.id, id));
    },

    async recordLogin(id: string, now: number = Date.now()): Promise<void> {
      await orm.update(owners).set({ lastLoginAt: now }).where(eq(owners.id, id));
    },

    /** What the owner may see, properties and projects. */
    async listings(ownerId: string): Promise<OwnedListing[]> {
      return orm
        .select({ kind: ownerListings.kind, listingId: ownerListings.listingId, origin: ownerListings.origin })
        .from(ownerListings)
        .where(eq(ownerListings.ownerId, ownerId))
        .orderBy(ownerListings.kind, ownerListings.listingId);
    },

    /**
     * Gives the owner these listings (kept when already given). The ids travel as one JSON parameter
     * (json_each), so a statement binds five parameters however many ids there are: D1 refuses more
     * than 100 per statement, which a row of parameters per id would pass at 20 ids.
     */
    async link(ownerId: string, kind: OwnedKind, listingIds: readonly number[], origin: OwnedListing["origin"], now: number = Date.now()): Promise<void> {
      const statements = jsonChunks(listingIds).map((ids) =>
        db
          .prepare(
            `INSERT INTO owner_listings (owner_id, kind, listing_id, origin, created_at)
             SELECT ?1, ?2, value, ?3, ?4 FROM json_each(?5) WHERE true
             ON CONFLICT DO NOTHING`,
          )
          .bind(ownerId, kind, origin, now, ids),
      );
      if (statements.length > 0) await db.batch(statements);
    },

    /** Takes one listing away from the owner. */
    async unlink(ownerId: string, kind: OwnedKind, listingId: number): Promise<void> {
      await orm.delete(ownerListings).where(and(eq(ownerListings.ownerId, ownerId), eq(ownerListings.kind, kind), eq(ownerListings.listingId, listingId)));
    },
  };
}

export type OwnerRepository = ReturnType<typeof ownerRepository>;
