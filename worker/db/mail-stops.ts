/**
 * The addresses that asked for no more mail from the site (migrations/0020_mail_stops.sql), by their
 * key (worker/mail/recipient-stop.ts `addressKey`), never by the address.
 */
export function mailStopRepository(db: D1Database) {
  return {
    /** Records the stop of `key`; a second stop keeps the first one's time. */
    async stop(key: string, now: number): Promise<void> {
      await db.prepare("INSERT OR IGNORE INTO mail_stops (address_key, stopped_at) VALUES (?1, ?2)").bind(key, now).run();
    },
    /** When `key` asked for no more mail, or undefined when it did not. */
    async stoppedAt(key: string): Promise<number | undefined> {
      const row = await db.prepare("SELECT stopped_at FROM mail_stops WHERE address_key = ?1").bind(key).first<{ stopped_at: number }>();
      return row?.stopped_at ?? undefined;
    },
    /** The keys among `keys` that asked for no more mail (one query). */
    async stopped(keys: readonly string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const { results } = await db
        .prepare("SELECT address_key FROM mail_stops WHERE address_key IN (SELECT value FROM json_each(?1))")
        .bind(JSON.stringify(keys))
        .all<{ address_key: string }>();
      return new Set(results.map((row) => row.address_key));
    },
  };
}

export type MailStopRepository = ReturnType<typeof mailStopRepository>;
