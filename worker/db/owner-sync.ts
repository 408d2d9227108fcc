/**
 * The D1 side of the owner sync (worker/owners/sync.ts) and of the local demo's seed
 * (worker/owners/demo-seed.ts). Owners and their links go in as one JSON parameter per statement
 * (json_each), so a statement carries two or three bound parameters whatever the chunk's size
 * (D1 allows 100 per statement and 100 KB of SQL and parameters), and each chunk is one batch: one
 * transaction, so an owner is never left with half of their links.
 */
import type { Day } from "../stats/day";
import type { ViewSource } from "../stats/source-hosts";
import { jsonChunks } from "./alert-changes";

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

export function ownerSyncRepository(db: D1Database) {
  return {
    /**
     * Upserts `owners` by e-mail and replaces their 'provider' links with the given ones, in one batch.
     * Names (when the provider gives any), language and provider_person_id follow the provider; the
     * password, the login history and 'invite' links are never touched. A provider person id held by
     * another address (the person's e-mail changed) leaves that account first, as the column is unique.
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
        db
          .prepare(
            `UPDATE owners SET provider_person_id = NULL, updated_at = ?2
             WHERE EXISTS (SELECT 1 FROM json_each(?1)
                           WHERE json_extract(value, '$.providerId') = owners.provider_person_id AND json_extract(value, '$.email') <> owners.email)`,
          )
          .bind(people, now),
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
