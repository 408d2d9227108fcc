import type { Config } from "../services/config";
import type { staffRoleRepository } from "../db/staff-roles";
import type { StaffIdentity } from "./access";
import type { StaffRole } from "../db/staff-role";
import { STAFF_SECTIONS, type StaffSection } from "./sections";

type StaffRoles = ReturnType<typeof staffRoleRepository>;

/**
 * What each role reaches, section by section: the one place staff permissions are decided (the guard
 * refuses the rest with a 403 page, the menu shows only these). The overview and the sync log are read
 * by everyone. Approving a testimonial publishes it on the website, so it is content: an editor's.
 * An agent answers people: the enquiries, search alerts and the newsletter, owners' accounts, and the
 * privacy desk (a person asking for their data or its erasure writes to the agency like a lead does).
 */
export const SECTION_ROLES: Readonly<Record<StaffSection, readonly StaffRole[]>> = {
  overview: ["administrator", "editor", "agent"],
  leads: ["administrator", "agent"],
  testimonials: ["administrator", "editor"],
  alerts: ["administrator", "agent"],
  owners: ["administrator", "agent"],
  content: ["administrator", "editor"],
  syncs: ["administrator", "editor", "agent"],
  // What a listing's advert lacks: whoever asks the provider's data to be put right, so everyone.
  compliance: ["administrator", "editor", "agent"],
  privacy: ["administrator", "agent"],
  people: ["administrator"],
};

/** Whether `role` may reach `section`; an address of no section is an administrator's (refused by default). */
export function roleMay(role: StaffRole, section: StaffSection | undefined): boolean {
  return section === undefined ? role === "administrator" : SECTION_ROLES[section].includes(role);
}

/** The sections of the menu of `role`, in menu order. */
export const sectionsOf = (role: StaffRole): StaffSection[] => (Object.keys(STAFF_SECTIONS) as StaffSection[]).filter((key) => roleMay(role, key));

/**
 * The role of a person in the staff area, in this order: local development's identity and the
 * bootstrap administrators (STAFF_ADMINS) are administrators; then the Access token's groups as
 * STAFF_ROLE_GROUPS maps them (the most powerful role any of them gives); then the roles table
 * administrators edit at /staff/people/. Undefined: Access let the person in, but nobody gave them a role.
 * A service token has no role (worker/staff/access.ts: mayReach keeps it to what it exists for).
 */
export async function roleOf(
  config: Pick<Config, "staffAdmins" | "staffRoleGroups">,
  roles: Pick<StaffRoles, "roleOf">,
  identity: StaffIdentity,
): Promise<StaffRole | undefined> {
  if (identity.service) return undefined;
  return grantedRole(config, identity) ?? roles.roleOf(identity.email);
}

/**
 * The role a person has from outside the roles table: local development's identity and STAFF_ADMINS
 * (administrators), else the Access token's groups. Undefined: only the roles table can give them one.
 */
export function grantedRole(config: Pick<Config, "staffAdmins" | "staffRoleGroups">, identity: StaffIdentity): StaffRole | undefined {
  if (identity.service) return undefined;
  if (identity.dev || config.staffAdmins.includes(identity.email)) return "administrator";
  const fromGroups = identity.groups.flatMap((group) => config.staffRoleGroups.get(group) ?? []);
  for (const role of ["administrator", "editor", "agent"] as const) if (fromGroups.includes(role)) return role;
  return undefined;
}

/** Whom to ask for a role: the bootstrap administrators and those of the roles table, each once. */
export async function administrators(config: Pick<Config, "staffAdmins">, roles: Pick<StaffRoles, "list">): Promise<string[]> {
  const listed = (await roles.list()).filter((entry) => entry.role === "administrator").map((entry) => entry.email);
  return [...new Set([...config.staffAdmins, ...listed])];
}
