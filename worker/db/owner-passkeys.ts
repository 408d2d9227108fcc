import { and, asc, eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { PasskeyView } from "../../client/forms/passkeys";
import { ownerPasskeys } from "./schema";

/** Transports kept per passkey at most (the WebAuthn spec knows six; more is not an authenticator). */
export const MAX_PASSKEY_TRANSPORTS = 8;

/** A passkey as the sign-in verifies it (migrations/0008 `owner_passkeys`). */
export interface StoredPasskey {
  /** The credential id, base64url. */
  id: string;
  ownerId: string;
  /** The COSE public key, base64url. */
  publicKey: string;
  counter: number;
  transports: string[];
}

export interface NewPasskey extends StoredPasskey {
  name: string;
}

function transportsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string").slice(0, MAX_PASSKEY_TRANSPORTS) : [];
}

/** The owners' passkeys (WebAuthn credentials). */
export function ownerPasskeyRepository(db: D1Database) {
  const orm = drizzle(db);
  return {
    /** The owner's passkeys as the account page lists them, oldest first. */
    async list(ownerId: string): Promise<PasskeyView[]> {
      return orm
        .select({ id: ownerPasskeys.id, name: ownerPasskeys.name, createdAt: ownerPasskeys.createdAt, lastUsedAt: ownerPasskeys.lastUsedAt })
        .from(ownerPasskeys)
        .where(eq(ownerPasskeys.ownerId, ownerId))
        .orderBy(asc(ownerPasskeys.createdAt), asc(ownerPasskeys.id));
    },

    /** The owner's credentials with their transports (the registration's exclude list). */
    async credentialsOf(ownerId: string): Promise<{ id: string; transports: string[] }[]> {
      const rows = await orm
        .select({ id: ownerPasskeys.id, transports: ownerPasskeys.transports })
        .from(ownerPasskeys)
        .where(eq(ownerPasskeys.ownerId, ownerId));
      return rows.map((row) => ({ id: row.id, transports: transportsOf(row.transports) }));
    },

    /** The passkey with credential id `id`, whoever owns it (a sign-in names the credential, not the owner). */
    async byId(id: string): Promise<StoredPasskey | undefined> {
      const [row] = await orm
        .select({
          id: ownerPasskeys.id,
          ownerId: ownerPasskeys.ownerId,
          publicKey: ownerPasskeys.publicKey,
          counter: ownerPasskeys.counter,
          transports: ownerPasskeys.transports,
        })
        .from(ownerPasskeys)
        .where(eq(ownerPasskeys.id, id))
        .limit(1);
      return row && { ...row, transports: transportsOf(row.transports) };
    },

    /** The passkey `id` as its notification mail tells of it: whose, its name, when it was added. */
    async added(id: string): Promise<{ id: string; ownerId: string; name: string; createdAt: number } | undefined> {
      const [row] = await orm
        .select({ id: ownerPasskeys.id, ownerId: ownerPasskeys.ownerId, name: ownerPasskeys.name, createdAt: ownerPasskeys.createdAt })
        .from(ownerPasskeys)
        .where(eq(ownerPasskeys.id, id))
        .limit(1);
      return row;
    },

    /** Stores a new passkey and returns it as listed; undefined when that credential id is already stored (anyone's). */
    async add(passkey: NewPasskey, now: number): Promise<PasskeyView | undefined> {
      const [row] = await orm
        .insert(ownerPasskeys)
        .values({ ...passkey, transports: passkey.transports.slice(0, MAX_PASSKEY_TRANSPORTS), createdAt: now, lastUsedAt: null })
        .onConflictDoNothing({ target: ownerPasskeys.id })
        .returning({ id: ownerPasskeys.id, name: ownerPasskeys.name, createdAt: ownerPasskeys.createdAt, lastUsedAt: ownerPasskeys.lastUsedAt });
      return row;
    },

    /** After a sign-in: the authenticator's new signature counter and the moment. */
    async recordUse(id: string, counter: number, now: number): Promise<void> {
      await orm.update(ownerPasskeys).set({ counter, lastUsedAt: now }).where(eq(ownerPasskeys.id, id));
    },

    /** Removes the owner's passkey `id`; false when the owner has no passkey by that id (someone else's included). */
    async remove(ownerId: string, id: string): Promise<boolean> {
      const rows = await orm
        .delete(ownerPasskeys)
        .where(and(eq(ownerPasskeys.ownerId, ownerId), eq(ownerPasskeys.id, id)))
        .returning({ id: ownerPasskeys.id });
      return rows.length > 0;
    },
  };
}

export type OwnerPasskeyRepository = ReturnType<typeof ownerPasskeyRepository>;
