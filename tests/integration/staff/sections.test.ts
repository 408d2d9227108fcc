import { describe, expect, it } from "vitest";
import { staff } from "../../../worker/staff/routes";
import { roleMay, SECTION_ROLES, sectionsOf } from "../../../worker/staff/roles";
import { sectionOf, STAFF_SECTIONS } from "../../../worker/staff/sections";

describe("the staff sections and the roles that reach them", () => {
  it("puts every address of the staff area in a section, so none falls to the administrators-only default by accident", () => {
    const paths = [...new Set(staff().routes.map((route) => route.path))].filter(
      (path) => path.startsWith("/staff/") && !path.includes("*") && !path.startsWith("/staff/language/"),
    );
    expect(paths.length).toBeGreaterThan(20);
    for (const path of paths) expect(sectionOf(path.replace(/:[^/]+/g, "x")), path).toBeDefined();
  });

  it("knows an address by its longest prefix: the overview only at /staff/ itself", () => {
    expect(sectionOf("/staff/")).toBe("overview");
    expect(sectionOf("/staff/leads.csv")).toBe("leads");
    expect(sectionOf("/staff/subscribers.csv")).toBe("alerts");
    expect(sectionOf("/staff/content/media/")).toBe("content");
    expect(sectionOf("/staff/people/remove/")).toBe("people");
    expect(sectionOf("/staff/unknown/")).toBeUndefined();
    expect(sectionOf("/staff/leadsX/")).toBeUndefined();
  });

  it("gives administrators every section, the others theirs, and the unknown to administrators only", () => {
    for (const section of Object.keys(STAFF_SECTIONS) as (keyof typeof STAFF_SECTIONS)[]) expect(SECTION_ROLES[section]).toContain("administrator");
    expect(sectionsOf("editor")).toEqual(["overview", "testimonials", "content", "syncs", "compliance"]);
    expect(sectionsOf("agent")).toEqual(["overview", "leads", "alerts", "owners", "syncs", "compliance", "privacy"]);
    expect(roleMay("administrator", undefined)).toBe(true);
    expect(roleMay("editor", undefined)).toBe(false);
  });
});
