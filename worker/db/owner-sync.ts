/**
 * The D1 side of the owner sync (worker/owner/sync.ts) and of the local demo's seed
 * (worker/owner/demo-seed.ts). Owners and their links go in as one JSON parameter per statement
 * (json_each), so a statement carries two or three bound parameters whatever the chunk's size
 * (D1 allows 100 per statement and 100 KB of SQL and parameters), and each chunk is one batch: one
 * transaction, so an owner is never left with half of their links.
 */
import type { Day } from "../stats/day";
import type { ViewSource } from "../stats/source-hosts";
import { jsonChunks } from "./json-chunks";

/** An owner as the sync stores it: the provider's contact, its e-mail normalised and valid. */
export interface SyncedOwner {
  providerId: string;
  email: string;
  firstName: string;
  lastName: string;
  lang: string;
  propertyIds: readonly number[];
  projectIds: readonly number[];
}

/** One day's views of a property from one source (the demo's seeded counters). */
export interface SeededViews {
  propertyId: number;
  day: Day;
  source: ViewSource;
  views: number;
}

/** Owners per chunk: each chunk is one D1 batch; its owners' JSON stays far below D1's 100 KB. */
export const OWNERS_PER_BATCH = 100;

/**
 * The accounts holding a provider person id that `?1` (the chunk's people, JSON) gives to another
 * address: the person's address changed at the provider, and that account is no longer theirs.
 */
const MOVED_AWAY = `SELECT owners.id FROM owners JOIN json_each(?1) AS person
  ON json_extract(person.value, '$.providerId') = owners.provider_person_id AND json_extract(person.value, '$.email') <> owners.email`;

export function ownerSyncRepository(db: D1Database) {
  return {
    /**
     * Upserts `owners` by e-mail and replaces their 'provider' links with the given ones, in one batch.
     * Names (when the provider gives any), language and provider_person_id follow the provider; the
     * password, the login history and 'invite' links are never touched. A provider person id held by
     * another address (the person's e-mail changed at the provider) leaves that account first, as the
     * column is unique, and takes with it that account's 'provider' links and its sessions: the old
     * address is no longer the owner's, and whoever is signed in with it must not keep seeing the
     * person's listings. Its password and 'invite' links stay (the staff gave those to the address).
     */
    async upsertChunk(owners: readonly SyncedOwner[], now: number): Promise<void> {
      if (owners.length === 0) return;
      const people = JSON.stringify(
        owners.map((owner) => ({
          id: crypto.randomUUID(),
          email: owner.email,
          providerId: owner.providerId,
          firstName: owner.firstName,
          lastName: owner.lastName,
          lang: owner.lang,
        })),
      );
      const links = owners.flatMap((owner) => [
        ...owner.propertyIds.map((id) => [owner.email, "property", id] as const),
        ...owner.projectIds.map((id) => [owner.email, "project", id] as const),
      ]);
      await db.batch([
        // Before the UPDATE below, which is what stops MOVED_AWAY from finding these accounts.
        db.prepare(`DELETE FROM owner_listings WHERE origin = 'provider' AND owner_id IN (${MOVED_AWAY})`).bind(people),
        db.prepare(`DELETE FROM owner_sessions WHERE owner_id IN (${MOVED_AWAY})`).bind(people),
        db.prepare(`UPDATE owners SET provider_person_id = NULL, updated_at = ?2 WHERE id IN (${MOVED_AWAY})`).bind(people, now),
        // The SELECT's WHERE is what lets SQLite read ON CONFLICT as the upsert clause, not a join's ON.
        db
          .prepare(
            `INSERT INTO owners (id, email, first_name, last_name, lang, provider_person_id, created_at, updated_at)
             SELECT json_extract(value, '$.id'), json_extract(value, '$.email'), json_extract(value, '$.firstName'),
                    json_extract(value, '$.lastName'), json_extract(value, '$.lang'), json_extract(value, '$.providerId'), ?2, ?2
             FROM json_each(?1) WHERE true
             ON CONFLICT (email) DO UPDATE SET
               first_name = CASE WHEN excluded.first_name <> '' THEN excluded.first_name ELSE owners.first_name END,
               last_name = CASE WHEN excluded.last_name <> '' THEN excluded.last_name ELSE owners.last_name END,
               lang = excluded.lang,
               provider_person_id = excluded.provider_person_id,
               updated_at = excluded.updated_at`,
          )
          .bind(people, now),
        db
          .prepare(
            `DELETE FROM owner_listings
             WHERE origin = 'provider' AND owner_id IN (SELECT id FROM owners WHERE email IN (SELECT json_extract(value, '$.email') FROM json_each(?1)))`,
          )
          .bind(people),
        // A listing the staff gave by invitation keeps that origin (the conflict leaves the row as it was).
        ...jsonChunks(links).map((json) =>
          db
            .prepare(
              `INSERT INTO owner_listings (owner_id, kind, listing_id, origin, created_at)
               SELECT owners.id, json_extract(link.value, '$[1]'), json_extract(link.value, '$[2]'), 'provider', ?2
               FROM json_each(?1) AS link JOIN owners ON owners.email = json_extract(link.value, '$[0]')
               WHERE true
               ON CONFLICT DO NOTHING`,
            )
            .bind(json, now),
        ),
      ]);
    },

    /**
     * Which of `providerIds` belong to a person whose account was erased at their request
     * (erased_provider_contacts, written by worker/privacy/statements.ts): the sync leaves them out,
     * so an erasure is not undone by the provider's contact coming back at the next sync.
     */
    async erasedAmong(providerIds: readonly string[]): Promise<Set<string>> {
      const statements = jsonChunks(providerIds).map((json) =>
        db.prepare("SELECT provider_person_id AS id FROM erased_provider_contacts WHERE provider_person_id IN (SELECT value FROM json_each(?))").bind(json),
      );
      if (statements.length === 0) return new Set();
      const answers = await db.batch<{ id: string }>(statements);
      return new Set(answers.flatMap((answer) => answer.results.map((row) => row.id)));
    },

    /** Sets the password of `email`'s account unless it has one; true when it was set. */
    async setPasswordIfNone(email: string, passwordHash: string, now: number): Promise<boolean> {
      const result = await db
        .prepare("UPDATE owners SET password_hash = ?1, password_changed_at = ?2, updated_at = ?2 WHERE email = ?3 AND password_hash IS NULL")
        .bind(passwordHash, now, email)
        .run();
      return result.meta.changes > 0;
    },

    /** True when the property has view counters (the demo seeds only a property that has none). */
    async hasViews(propertyId: number): Promise<boolean> {
      const row = await db.prepare("SELECT 1 AS found FROM property_views WHERE property_id = ? LIMIT 1").bind(propertyId).first();
      return row !== null;
    },

    /** Adds views to the counters (the demo's seed; a later seed of the same day and source adds up). */
    async addViews(rows: readonly SeededViews[]): Promise<void> {
      const tuples = rows.map((row) => [row.propertyId, row.day, row.source, row.views]);
      const statements = jsonChunks(tuples).map((json) =>
        db
          .prepare(
            `INSERT INTO property_views (property_id, day, source, views)
             SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]'), json_extract(value, '$[2]'), json_extract(value, '$[3]')
             FROM json_each(?) WHERE true
             ON CONFLICT (property_id, day, source) DO UPDATE SET views = views + excluded.views`,
          )
          .bind(json),
      );
      if (statements.length > 0) await db.batch(statements);
    },
  };
}

export type OwnerSyncRepository = ReturnType<typeof ownerSyncRepository>;
