/** The staff area's sections, in the order of its menu. */
export const STAFF_SECTIONS = {
  overview: "/staff/",
  leads: "/staff/leads/",
  testimonials: "/staff/testimonials/",
  alerts: "/staff/alerts/",
  owners: "/staff/owners/",
  content: "/staff/content/",
  syncs: "/staff/syncs/",
  compliance: "/staff/compliance/",
  privacy: "/staff/privacy/",
  people: "/staff/people/",
} as const;
export type StaffSection = keyof typeof STAFF_SECTIONS;

/**
 * The addresses of each section besides its page: a request belongs to the section whose prefix it
 * starts with (the longest wins, so /staff/ alone is the overview). Exports sit next to their lists.
 */
const SECTION_PREFIXES: readonly (readonly [string, StaffSection])[] = [
  ...(Object.entries(STAFF_SECTIONS) as [StaffSection, string][]).filter(([key]) => key !== "overview").map(([key, path]) => [path, key] as const),
  ["/staff/leads.csv", "leads"],
  ["/staff/leads.xlsx", "leads"],
  // A property's page gathers its leads (with its views and matching alerts): the inbox's.
  ["/staff/properties/", "leads"],
  ["/staff/subscribers.csv", "alerts"],
];

/** The section a staff path belongs to; undefined for an address of no section (answered as an administrator's). */
export function sectionOf(path: string): StaffSection | undefined {
  if (path === STAFF_SECTIONS.overview) return "overview";
  let found: { prefix: string; section: StaffSection } | undefined;
  for (const [prefix, section] of SECTION_PREFIXES) if (path.startsWith(prefix) && prefix.length > (found?.prefix.length ?? 0)) found = { prefix, section };
  return found?.section;
}
