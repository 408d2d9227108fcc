/**
 * The staff roles, most powerful first (worker/staff/roles.ts says what each may reach): an
 * administrator everything, people's roles included; an editor the website's content; an agent the
 * inbox (leads, search alerts, owners, the privacy desk).
 */
export const STAFF_ROLES = ["administrator", "editor", "agent"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === "string" && (STAFF_ROLES as readonly string[]).includes(value);
}
