import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { staffRoleRepository } from "../../../worker/db/staff-roles";
import { accessToken, accessVars, mockAccessTeam, SITE } from "./access-tokens";
import { staffFetch, storeLead } from "./helpers";

const BOSS = "boss@vitrine-vastgoed.be";
const EDITOR = "editor@vitrine-vastgoed.be";
const AGENT = "agent@vitrine-vastgoed.be";
const NEWCOMER = "newcomer@vitrine-vastgoed.be";
const VARS = accessVars({ STAFF_ADMINS: BOSS, STAFF_ROLE_GROUPS: "Vitrine web team=editor,Vitrine agents=agent,Vitrine office=administrator" });

beforeAll(mockAccessTeam);
beforeEach(async () => {
  await env.DB.exec("DELETE FROM staff_roles");
  const roles = staffRoleRepository(env.DB);
  await roles.set(EDITOR, "editor", BOSS);
  await roles.set(AGENT, "agent", BOSS);
});

/** A request of `email` (with its token's extra claims), in English. */
async function as(email: string, path: string, init: { method?: string; fields?: Record<string, string>; claims?: Record<string, unknown> } = {}) {
  const headers: Record<string, string> = { "Cf-Access-Jwt-Assertion": await accessToken(email, init.claims), "Accept-Language": "en" };
  if (init.fields) headers["Content-Type"] = "application/x-www-form-urlencoded";
  return staffFetch(path, {
    origin: SITE,
    vars: VARS,
    method: init.method ?? (init.fields ? "POST" : "GET"),
    headers,
    ...(init.fields ? { body: new URLSearchParams(init.fields) } : {}),
  });
}

const count = async (sql: string) => (await env.DB.prepare(sql).first<{ n: number }>())?.n;
/** The visible text of a page, tags stripped and spaces collapsed. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ");

describe("staff roles, enforced on the server", () => {
  it("refuses an editor the enquiries: their list, their export and a post, with a page in words", async () => {
    const lead = await storeLead({ email: `roles-${crypto.randomUUID()}@example.com` });
    for (const response of [await as(EDITOR, "/staff/leads/"), await as(EDITOR, "/staff/leads.csv"), await as(EDITOR, `/staff/leads/${lead}/`)]) {
      expect(response.status).toBe(403);
      expect(text(response.body)).toContain("Your role, Editor, does not include visitors’ enquiries.");
      expect(text(response.body)).toContain(`Ask an administrator: ${BOSS}.`);
      expect(response.response.headers.get("Cache-Control")).toBe("no-store");
    }
    const post = await as(EDITOR, `/staff/leads/${lead}/handled/`, { fields: {} });
    expect(post.status).toBe(403);
    expect(text(post.body)).toContain("Your role, Editor, does not include visitors’ enquiries.");
    expect(await count(`SELECT count(*) AS n FROM leads WHERE id = '${lead}' AND handled_at IS NOT NULL`)).toBe(0);
    // An agent does it.
    expect((await as(AGENT, `/staff/leads/${lead}/handled/`, { fields: {} })).status).toBe(303);
    expect(await count(`SELECT count(*) AS n FROM leads WHERE id = '${lead}' AND handled_at IS NOT NULL`)).toBe(1);
  });

  it("refuses an agent the content editor: its pages, a save and a publish, and changes nothing", async () => {
    const before = await count("SELECT count(*) AS n FROM content_revisions");
    for (const path of ["/staff/content/", "/staff/content/site/banner/", "/staff/content/media/", "/staff/content/menu/", "/staff/testimonials/"]) {
      const response = await as(AGENT, path);
      expect(response.status, path).toBe(403);
      expect(text(response.body), path).toMatch(/Your role, Agent, does not include (editing the website|approving testimonials)\./);
    }
    for (const [path, fields] of [
      ["/staff/content/site/banner/", { _revision: "0", type: "image" }],
      ["/staff/content/publish/", { base: "0" }],
      ["/staff/content/article/new/", { status: "Draft" }],
      ["/staff/content/versions/0/republish/", { base: "0" }],
    ] as const) {
      const response = await as(AGENT, path, { fields });
      expect(response.status, path).toBe(403);
      expect(text(response.body), path).toContain("Your role, Agent, does not include editing the website.");
    }
    expect(await count("SELECT count(*) AS n FROM content_revisions")).toBe(before);
    expect((await as(EDITOR, "/staff/content/")).status).toBe(200);
  });

  it("shows each person the menu of their role only, and the overview lines they may act on", async () => {
    const links = (html: string) =>
      [...html.matchAll(/<nav aria-label="[^"]+"><ul>(.*?)<\/ul>/g)].flatMap((m) => [...m[1]!.matchAll(/href="([^"]+)"/g)].map((h) => h[1]));
    const editor = await as(EDITOR, "/staff/");
    const agent = await as(AGENT, "/staff/");
    const boss = await as(BOSS, "/staff/");
    expect(links(editor.body)).toEqual(["/staff/", "/staff/testimonials/", "/staff/content/", "/staff/syncs/", "/staff/compliance/"]);
    expect(links(agent.body)).toEqual([
      "/staff/",
      "/staff/leads/",
      "/staff/alerts/",
      "/staff/owners/",
      "/staff/syncs/",
      "/staff/compliance/",
      "/staff/privacy/",
    ]);
    expect(links(boss.body)).toContain("/staff/people/");
    expect(editor.body).not.toContain("/staff/leads");
    expect(agent.body).toContain("/staff/leads.csv");
    expect(text(agent.body)).toContain("Agent");
  });

  it("lets only an administrator reach the people page and its posts", async () => {
    const page = await as(BOSS, "/staff/people/");
    expect(page.status).toBe(200);
    expect(page.body).toContain(EDITOR);
    for (const who of [EDITOR, AGENT]) {
      const refused = await as(who, "/staff/people/");
      expect(refused.status).toBe(403);
      expect(text(refused.body)).toContain("does not include giving people a role.");
      expect((await as(who, "/staff/people/", { fields: { email: who, role: "administrator" } })).status).toBe(403);
      expect((await as(who, "/staff/people/remove/", { fields: { email: EDITOR } })).status).toBe(403);
    }
    expect(await staffRoleRepository(env.DB).roleOf(AGENT)).toBe("agent");
  });

  it("takes a role change only from the staff page itself (same origin)", async () => {
    const forged = await staffFetch("/staff/people/", {
      origin: SITE,
      vars: VARS,
      method: "POST",
      body: new URLSearchParams({ email: NEWCOMER, role: "administrator" }),
      headers: { "Cf-Access-Jwt-Assertion": await accessToken(BOSS), "Content-Type": "application/x-www-form-urlencoded", Origin: "https://evil.example" },
    });
    expect(forged.status).toBe(403);
    expect(await staffRoleRepository(env.DB).roleOf(NEWCOMER)).toBeUndefined();
  });

  it("gives a newcomer a role, changes it and takes it away; nobody changes their own", async () => {
    const noRole = await as(NEWCOMER, "/staff/");
    expect(noRole.status).toBe(403);
    expect(text(noRole.body)).toContain(`You are signed in as ${NEWCOMER} but have no role yet.`);
    expect(text(noRole.body)).toContain(`Ask an administrator: ${BOSS}.`);

    const added = await as(BOSS, "/staff/people/", { fields: { email: ` ${NEWCOMER.toUpperCase()} `, role: "agent" } });
    expect(added.status).toBe(303);
    expect(added.response.headers.get("Location")).toBe("/staff/people/?done=added");
    expect((await as(NEWCOMER, "/staff/leads/")).status).toBe(200);
    expect((await as(NEWCOMER, "/staff/content/")).status).toBe(403);

    expect((await as(BOSS, "/staff/people/", { fields: { email: NEWCOMER, role: "administrator" } })).response.headers.get("Location")).toBe(
      "/staff/people/?done=changed",
    );
    expect((await as(NEWCOMER, "/staff/people/")).status).toBe(200);
    // An administrator of the table cannot demote or remove themselves (the last one would lock everyone out).
    const self = await as(NEWCOMER, "/staff/people/remove/", { fields: { email: NEWCOMER } });
    expect(self.status).toBe(409);
    expect(text(self.body)).toContain("You cannot change your own role");
    expect(await staffRoleRepository(env.DB).roleOf(NEWCOMER)).toBe("administrator");

    expect((await as(BOSS, "/staff/people/remove/", { fields: { email: NEWCOMER } })).status).toBe(303);
    expect((await as(NEWCOMER, "/staff/")).status).toBe(403);

    const invalid = await as(BOSS, "/staff/people/", { fields: { email: "not an address", role: "owner" } });
    expect(invalid.status).toBe(422);
    expect(text(invalid.body)).toContain("Enter a valid email address and choose a role.");
  });

  it("takes the role from the Access token's groups claim, as STAFF_ROLE_GROUPS maps them", async () => {
    // Nobody gave this address a role in the table: the groups do.
    const asEditor = { claims: { groups: ["Everyone", "Vitrine web team"] } };
    expect((await as(NEWCOMER, "/staff/content/", asEditor)).status).toBe(200);
    const leads = await as(NEWCOMER, "/staff/leads/", asEditor);
    expect(leads.status).toBe(403);
    expect(text(leads.body)).toContain("Your role, Editor,");
    // An OIDC provider's custom claim, groups as objects; the most powerful role of several wins.
    const office = { claims: { custom: { groups: [{ id: "g1", name: "Vitrine agents" }, { name: "Vitrine office" }] } } };
    expect((await as(NEWCOMER, "/staff/people/", office)).status).toBe(200);
    // A group that gives no role leaves the table's (none here).
    expect((await as(NEWCOMER, "/staff/", { claims: { groups: ["Everyone"] } })).status).toBe(403);
    // A malformed claim is no group, not a refused token.
    expect((await as(AGENT, "/staff/leads/", { claims: { groups: "Vitrine office" } })).status).toBe(200);
  });

  it("shows the preview of the working copy to the roles that edit the content only, a plain 404 to the others", async () => {
    expect((await as(EDITOR, "/nl/preview/")).status).toBe(200);
    expect((await as(BOSS, "/nl/preview/")).status).toBe(200);
    for (const who of [AGENT, NEWCOMER]) {
      const refused = await as(who, "/nl/preview/");
      expect(refused.status, who).toBe(404);
      expect(refused.response.headers.get("Cache-Control"), who).toBe("no-store");
    }
  });
});

describe("the development identity", () => {
  it("is an administrator", async () => {
    const { status, body } = await staffFetch("/staff/people/");
    expect(status).toBe(200);
    expect(body).toContain("dev@localhost");
  });
});

describe("the staff roles table", () => {
  it("stores addresses lower-cased, lists administrators first, and says what it did", async () => {
    await env.DB.exec("DELETE FROM staff_roles");
    const roles = staffRoleRepository(env.DB, () => Date.UTC(2026, 10, 28, 12));
    expect(await roles.set("Zed@Example.com", "agent", BOSS)).toEqual({ created: true });
    expect(await roles.set("amy@example.com", "editor", BOSS)).toEqual({ created: true });
    expect(await roles.set("bob@example.com", "administrator", BOSS)).toEqual({ created: true });
    expect(await roles.set("ZED@example.com", "editor", "amy@example.com")).toEqual({ created: false });
    expect(await roles.list()).toEqual([
      { email: "bob@example.com", role: "administrator", updatedAt: "2026-11-28T12:00:00.000Z", updatedBy: BOSS },
      { email: "amy@example.com", role: "editor", updatedAt: "2026-11-28T12:00:00.000Z", updatedBy: BOSS },
      { email: "zed@example.com", role: "editor", updatedAt: "2026-11-28T12:00:00.000Z", updatedBy: "amy@example.com" },
    ]);
    expect(await roles.roleOf("zed@EXAMPLE.com")).toBe("editor");
    expect(await roles.remove("zed@example.com")).toBe(true);
    expect(await roles.remove("zed@example.com")).toBe(false);
    expect(await roles.roleOf("zed@example.com")).toBeUndefined();
    await expect(env.DB.prepare("INSERT INTO staff_roles VALUES ('x@example.com', 'owner', '', '')").run()).rejects.toThrow();
  });
});
