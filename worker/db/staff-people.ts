/** Everyone who signed into the staff area (D1 staff_people, migrations/0016): the assignee choice lists them. */

/** How stale a person's "last seen" may get before a visit writes it again: one write per person per this, not per request. */
export const STAFF_SEEN_REFRESH_MS = 10 * 60_000;
/** People one choice lists at most: far above an agency's staff. */
const MAX_PEOPLE = 500;

/** A colleague as the staff screens name them: by name when the Access token gave one, else by address. */
export interface StaffPerson {
  email: string;
  name: string | null;
}

/** How a colleague reads on screen. */
export const personLabel = (person: StaffPerson): string => person.name ?? person.email;

export function staffPeopleRepository(db: D1Database, now: () => number = Date.now) {
  return {
    /**
     * Notes that `email` is in the staff area now. Writes only when the person is new, their last
     * visit is older than STAFF_SEEN_REFRESH_MS, or their name changed: most requests only read.
     */
    async seen(email: string, name: string | undefined): Promise<void> {
      const address = email.toLowerCase();
      const at = now();
      const row = await db
        .prepare("SELECT name, last_seen_at FROM staff_people WHERE email = ?")
        .bind(address)
        .first<{ name: string | null; last_seen_at: number }>();
      if (row && row.last_seen_at > at - STAFF_SEEN_REFRESH_MS && (name === undefined || row.name === name)) return;
      await db
        .prepare(
          `INSERT INTO staff_people (email, name, first_seen_at, last_seen_at) VALUES (?1, ?2, ?3, ?3)
           ON CONFLICT (email) DO UPDATE SET last_seen_at = ?3, name = coalesce(?2, name)`,
        )
        .bind(address, name ?? null, at)
        .run();
    },

    /** The colleagues a lead can be assigned to: those who signed in and those given a role, each once, by name or address. */
    async list(): Promise<StaffPerson[]> {
      const { results } = await db
        .prepare(
          `SELECT email, max(name) AS name FROM (
             SELECT email, name FROM staff_people WHERE email NOT LIKE 'service:%'
             UNION ALL SELECT email, NULL AS name FROM staff_roles
           ) GROUP BY email ORDER BY lower(coalesce(max(name), email)) LIMIT ?`,
        )
        .bind(MAX_PEOPLE)
        .all<StaffPerson>();
      return results;
    },
  };
}
