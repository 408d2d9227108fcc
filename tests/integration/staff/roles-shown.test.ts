import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { staffRoleRepository } from "../../../worker/db/staff-roles";
import { accessToken, accessVars, mockAccessTeam, SITE } from "./access-tokens";
import { staffFetch } from "./helpers";

const BOSS = "boss@vitrine-vastgoed.be";
const OFFICE = "office@vitrine-vastgoed.be";
const NEWCOMER = "newcomer@vitrine-vastgoed.be";
const VARS = accessVars({ STAFF_ADMINS: BOSS, STAFF_ROLE_GROUPS: "Vitrine web team=editor,Vitrine office=administrator" });

beforeAll(mockAccessTeam);
beforeEach(async () => {
  await env.DB.exec("DELETE FROM staff_roles");
  await staffRoleRepository(env.DB).set(BOSS, "agent", OFFICE);
  await staffRoleRepository(env.DB).set(OFFICE, "editor", BOSS);
});

async function as(email: string, path: string, claims?: Record<string, unknown>) {
  const headers = { "Cf-Access-Jwt-Assertion": await accessToken(email, claims), "Accept-Language": "en" };
  return staffFetch(path, { origin: SITE, vars: VARS, headers });
}

/** The visible text of a page, tags stripped and spaces collapsed. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ");

describe("who may reach what, as the staff area says it", () => {
  it("lets a person without a role use the language switch, and nothing else under its address", async () => {
    const switched = await as(NEWCOMER, "/staff/language/fr/?back=/staff/");
    expect(switched.status).toBe(303);
    for (const path of ["/staff/language/fr/people/", "/staff/language/people/", "/staff/language/"]) {
      const refused = await as(NEWCOMER, path);
      expect(refused.status, path).toBe(403);
      expect(text(refused.body), path).toContain("Ask an administrator");
    }
  });

  it("says on the people page when a role from STAFF_ADMINS or a sign-in group applies instead of the table's", async () => {
    const page = text((await as(OFFICE, "/staff/people/", { groups: ["Vitrine office"] })).body);
    // The bootstrap administrator, listed as an agent in the table.
    expect(page).toContain("Administrator anyway (set at installation): the role below does not apply.");
    // The person looking, an editor in the table but an administrator through their group.
    expect(page).toContain("Your sign-in group gives you the role Administrator: that one applies, not the one below.");
    expect(page).toContain("Editor (your own role)");
  });
});
