import type { StaffRole } from "./staff-role";

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
     * Notes that `email` is in the staff area now, with the role they have from outside the roles
     * table (`granted`: STAFF_ADMINS, Access groups; undefined: none). Writes only when the person is
     * new, their last visit is older than STAFF_SEEN_REFRESH_MS, or their name or granted role changed:
     * most requests only read.
     */
    async seen(email: string, name: string | undefined, granted?: StaffRole): Promise<void> {
      const address = email.toLowerCase();
      const at = now();
      const role = granted ?? null;
      const row = await db
        .prepare("SELECT name, last_seen_at, granted_role FROM staff_people WHERE email = ?")
        .bind(address)
        .first<{ name: string | null; last_seen_at: number; granted_role: string | null }>();
      if (row && row.last_seen_at > at - STAFF_SEEN_REFRESH_MS && (name === undefined || row.name === name) && row.granted_role === role) return;
      await db
        .prepare(
          `INSERT INTO staff_people (email, name, first_seen_at, last_seen_at, granted_role) VALUES (?1, ?2, ?3, ?3, ?4)
           ON CONFLICT (email) DO UPDATE SET last_seen_at = ?3, name = coalesce(?2, name), granted_role = ?4`,
        )
        .bind(address, name ?? null, at, role)
        .run();
    },

    /** Everyone the staff area knows (who signed in, or was given a role), each once: to name who did what, also after they left. */
    async known(): Promise<StaffPerson[]> {
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

    /**
     * The colleagues whose role is one of `roles` (for the assignee choice: the roles that reach the
     * leads), each once, by name or address: a person's role is the one STAFF_ADMINS or their Access
     * groups gave them at their last sign-in, else the roles table's. Someone Access let in without
     * such a role, or whose role was taken away, is not listed.
     */
    async list(roles: readonly StaffRole[]): Promise<StaffPerson[]> {
      const { results } = await db
        .prepare(
          `SELECT email, max(name) AS name FROM (
             SELECT p.email, p.name, coalesce(p.granted_role, r.role) AS role FROM staff_people p LEFT JOIN staff_roles r ON r.email = p.email
             WHERE p.email NOT LIKE 'service:%'
             UNION ALL SELECT r.email, NULL AS name, coalesce(p.granted_role, r.role) AS role FROM staff_roles r LEFT JOIN staff_people p ON p.email = r.email
           ) WHERE role IN (SELECT value FROM json_each(?1))
           GROUP BY email ORDER BY lower(coalesce(max(name), email)) LIMIT ?2`,
        )
        .bind(JSON.stringify(roles), MAX_PEOPLE)
        .all<StaffPerson>();
      return results;
    },
  };
}
