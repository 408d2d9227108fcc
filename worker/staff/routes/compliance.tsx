import { Hono } from "hono";
import type { Region } from "../../../client/domain/region";
import type { StaffEnv } from "../env";
import { renderStaff } from "../layout";
import { COMPLIANCE_REGIONS, ComplianceBody, type ListedAs } from "../pages/Compliance";
import { roleMay } from "../roles";

/** Listings lacking what their region requires (issue 39), as the last sync recorded them; ?region= filters. */
export const staffCompliance = new Hono<StaffEnv>().get("/staff/compliance/", async (c) => {
  const asked = c.req.query("region");
  const region = COMPLIANCE_REGIONS.find((option) => option === asked) as Region | undefined;
  const gaps = await c.var.services.repos.staff.compliance.list(region);
  // Titles and links in the staff member's language where the current listings have them (the record keeps the first language's).
  const listed = new Map<number, ListedAs>();
  try {
    const index = await c.var.services.listings.index(c.var.lang);
    const wanted = new Set(gaps.map((gap) => gap.propertyId));
    for (const item of index?.properties ?? []) if (wanted.has(item.id)) listed.set(item.id, { title: item.title, city: item.city, path: item.path });
  } catch (error) {
    console.warn("staff compliance page: listings unreadable", error instanceof Error ? error.message : error);
  }
  return renderStaff(c, {
    title: c.var.i18n._("staff.nav.compliance"),
    section: "compliance",
    body: <ComplianceBody gaps={gaps} region={region} listed={listed} propertyPages={c.var.staffRole ? roleMay(c.var.staffRole, "leads") : false} />,
  });
});
