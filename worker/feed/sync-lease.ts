/** The listing sync's lease name: one sync (cron, manual or first-request seed) at a time. */
export const LISTING_SYNC_LEASE = "listing-sync";
/**
 * How long a lease holds without being renewed. A cron handler may run up to 15 minutes; a run
 * renews its lease after each language, so this only has to outlast one language's fetch. A run
 * that dies leaves a lease that simply expires.
 */
export const SYNC_LEASE_MS = 10 * 60_000;

/**
 * A lease in D1, taken with one conditional write: the row is inserted, or taken over only when
 * the current holder's lease has expired. D1 runs statements one at a time, so two runs asking
 * at once get one winner.
 */
export function syncLeaseRepository(db: D1Database, name = LISTING_SYNC_LEASE) {
  return {
    /** Takes the lease for `holder` until `now + ms`; false when another holder's lease is still valid. */
    async take(holder: string, now: number, ms = SYNC_LEASE_MS): Promise<boolean> {
      const row = await db
        .prepare(
          `INSERT INTO sync_lease (name, holder, expires_at) VALUES (?1, ?2, ?3)
           ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at
           WHERE sync_lease.expires_at <= ?4 OR sync_lease.holder = excluded.holder
           RETURNING holder`,
        )
        .bind(name, holder, now + ms, now)
        .first<{ holder: string }>();
      return row?.holder === holder;
    },

    /** Extends the lease `holder` still has; false when it expired and someone else took it. */
    async renew(holder: string, now: number, ms = SYNC_LEASE_MS): Promise<boolean> {
      const result = await db
        .prepare("UPDATE sync_lease SET expires_at = ?3 WHERE name = ?1 AND holder = ?2")
        .bind(name, holder, now + ms)
        .run();
      return result.meta.changes === 1;
    },

    async release(holder: string): Promise<void> {
      await db.prepare("DELETE FROM sync_lease WHERE name = ?1 AND holder = ?2").bind(name, holder).run();
    },

    /** Until when the lease is held, or undefined when it is free. */
    async heldUntil(now: number): Promise<number | undefined> {
      const row = await db.prepare("SELECT expires_at FROM sync_lease WHERE name = ?1 AND expires_at > ?2").bind(name, now).first<{ expires_at: number }>();
      return row?.expires_at;
    },
  };
}

export type SyncLease = ReturnType<typeof syncLeaseRepository>;
