import type { StaffRole } from "./staff-role";
import { isStaffRole } from "./staff-role";

/** A person's role as the administrators set it at /staff/people/ (D1 staff_roles). */
export interface StaffRoleEntry {
  email: string;
  role: StaffRole;
  /** ISO time of the last change, and who made it. */
  updatedAt: string;
  updatedBy: string;
}

/** People one page lists at most: far above an agency's staff. */
export const MAX_STAFF_PEOPLE = 500;

interface Row {
  email: string;
  role: string;
  updated_at: string;
  updated_by: string;
}

const entryOf = (row: Row): StaffRoleEntry | undefined =>
  isStaffRole(row.role) ? { email: row.email, role: row.role, updatedAt: row.updated_at, updatedBy: row.updated_by } : undefined;

/** The staff roles table. Addresses are stored lower-cased, as Access names them (worker/staff/access.ts). */
export function staffRoleRepository(db: D1Database, now: () => number = Date.now) {
  return {
    async roleOf(email: string): Promise<StaffRole | undefined> {
      const row = await db.prepare("SELECT role FROM staff_roles WHERE email = ?").bind(email.toLowerCase()).first<{ role: string }>();
      return isStaffRole(row?.role) ? row.role : undefined;
    },

    /** Everyone with a role, administrators first, then by address. */
    async list(): Promise<StaffRoleEntry[]> {
      const { results } = await db
        .prepare(
          "SELECT email, role, updated_at, updated_by FROM staff_roles ORDER BY CASE role WHEN 'administrator' THEN 0 WHEN 'editor' THEN 1 ELSE 2 END, email LIMIT ?",
        )
        .bind(MAX_STAFF_PEOPLE)
        .all<Row>();
      return results.flatMap((row) => entryOf(row) ?? []);
    },

    /** Gives `email` a role, or changes it; returns whether the address was new. */
    async set(email: string, role: StaffRole, by: string): Promise<{ created: boolean }> {
      const address = email.toLowerCase();
      const before = await this.roleOf(address);
      await db
        .prepare(
          "INSERT INTO staff_roles (email, role, updated_at, updated_by) VALUES (?1, ?2, ?3, ?4) ON CONFLICT (email) DO UPDATE SET role = ?2, updated_at = ?3, updated_by = ?4",
        )
        .bind(address, role, new Date(now()).toISOString(), by)
        .run();
      return { created: before === undefined };
    },

    /** Takes `email`'s role away; returns whether it had one. */
    async remove(email: string): Promise<boolean> {
      const { meta } = await db.prepare("DELETE FROM staff_roles WHERE email = ?").bind(email.toLowerCase()).run();
      return meta.changes > 0;
    },
  };
}
