import type { Pointer } from "./snapshot-store";

/**
 * How long a snapshot version stays readable after it left the readable pair (current and
 * previous). KV is eventually consistent (a write may take up to 60 s to reach every location), so a
 * reader elsewhere may still follow an old pointer, and fall back to its previous, for a while.
 */
export const VERSION_GRACE_MS = 5 * 60_000;

/** Old versions one run deletes at most (each costs a KV list and a delete per key); the rest go next run. */
const MAX_DELETIONS_PER_RUN = 1;

export interface DeletableVersion {
  version: number;
  state: "writing" | "published" | "abandoned" | "deleted";
}

/**
 * The snapshot version counter and life cycle (D1 snapshot_versions). A version number comes from
 * one conditional insert under the table's primary key, so no two runs ever get the same number.
 */
export function snapshotVersionRepository(db: D1Database) {
  return {
    /** A new version number above every version allocated so far and above `floor` (the published pointer's). */
    async allocate(runId: number, floor: number, now: Date): Promise<number> {
      const row = await db
        .prepare(
          `INSERT INTO snapshot_versions (version, run_id, state, created_at)
           SELECT max(coalesce(max(version), 0), ?1) + 1, ?2, 'writing', ?3 FROM snapshot_versions
           RETURNING version`,
        )
        .bind(floor, runId, now.toISOString())
        .first<{ version: number }>();
      if (!row) throw new Error("no snapshot version was allocated");
      return row.version;
    },

    /**
     * The published version and the one before it, as D1 knows them (consistent, unlike a KV read
     * of the pointer); undefined before any version was published through the counter.
     */
    async current(now: Date): Promise<Pointer | undefined> {
      const { results } = await db
        .prepare("SELECT version, created_at FROM snapshot_versions WHERE state = 'published' ORDER BY version DESC LIMIT 2")
        .all<{ version: number; created_at: string }>();
      const [latest, previous] = results;
      return latest ? { version: latest.version, previous: previous?.version ?? null, publishedAt: latest.created_at || now.toISOString() } : undefined;
    },

    /**
     * Publishes `version` in D1 if no other run published anything since `base` was read (a
     * compare-and-set: one statement). The version that leaves the readable pair (base's previous)
     * starts its grace period now. False: the base moved, and this version must be abandoned.
     */
    async claim(version: number, base: Pointer | null, now: Date): Promise<boolean> {
      const at = now.toISOString();
      const [claimed] = await db.batch([
        db
          .prepare(
            `UPDATE snapshot_versions SET state = 'published', created_at = ?3 WHERE version = ?1 AND state = 'writing'
             AND NOT EXISTS (SELECT 1 FROM snapshot_versions WHERE state = 'published' AND version > ?2 AND version <> ?1)`,
          )
          .bind(version, base?.version ?? 0, at),
        db.prepare("UPDATE snapshot_versions SET replaced_at = ?2 WHERE version = ?1 AND replaced_at IS NULL").bind(base?.previous ?? -1, at),
      ]);
      return claimed?.meta.changes === 1;
    },

    async abandoned(version: number): Promise<void> {
      await db.prepare("UPDATE snapshot_versions SET state = 'abandoned' WHERE version = ?1").bind(version).run();
    },

    async deleted(version: number): Promise<void> {
      await db.prepare("UPDATE snapshot_versions SET state = 'deleted' WHERE version = ?1").bind(version).run();
    },

    /** A snapshot key a reader found missing or damaged. */
    async recordFault(fault: { version: number; key: string; problem: string }, now: Date): Promise<void> {
      await db
        .prepare("INSERT INTO snapshot_faults (version, key, problem, seen_at) VALUES (?1, ?2, ?3, ?4)")
        .bind(fault.version, fault.key, fault.problem, now.toISOString())
        .run();
    },

    /**
     * Versions whose keys may go: neither `keep` (current and previous) nor still in their grace
     * period; abandoned ones at once, and half-written ones of a run that died (older than `staleMs`).
     * A published version that was replaced without being marked (its run died after the flip) gets
     * its replacement time now and waits its grace period.
     */
    async deletable(keep: readonly number[], now: Date, staleMs: number): Promise<DeletableVersion[]> {
      const kept = JSON.stringify(keep);
      const notKept = "version NOT IN (SELECT value FROM json_each(?1))";
      const [, selected] = await db.batch<DeletableVersion>([
        db
          .prepare(`UPDATE snapshot_versions SET replaced_at = ?2 WHERE state = 'published' AND replaced_at IS NULL AND ${notKept}`)
          .bind(kept, now.toISOString()),
        db
          .prepare(
            `SELECT version, state FROM snapshot_versions
             WHERE ${notKept} AND (
               state = 'abandoned'
               OR (state = 'published' AND replaced_at <= ?2)
               OR (state = 'writing' AND created_at <= ?3))
             ORDER BY version LIMIT ?4`,
          )
          .bind(kept, new Date(now.getTime() - VERSION_GRACE_MS).toISOString(), new Date(now.getTime() - staleMs).toISOString(), MAX_DELETIONS_PER_RUN),
      ]);
      return selected?.results ?? [];
    },
  };
}

export type SnapshotVersions = ReturnType<typeof snapshotVersionRepository>;
