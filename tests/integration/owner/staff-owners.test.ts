import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { ownerPasswordLinkRepository, RESET_LINK_TTL_MS } from "../../../worker/db/owner-password-links";
import { ownerRepository } from "../../../worker/db/owners";
import type { Bindings } from "../../../worker/env";
import { refusal } from "../../../worker/dev/owner-invite-refusal";
import { recordingQueue, staffFetch, staffPost } from "../staff/helpers";

const owners = () => ownerRepository(env.DB);
const address = () => `invited-${crypto.randomUUID()}@example.com`;

/** An invitation post as the staff page sends it (or, with json, as `npm run owner:invite` does). */
async function invite(fields: Record<string, string>, options: { json?: boolean; vars?: Partial<Bindings>; origin?: string } = {}) {
  const { sent, queue } = recordingQueue();
  const response = await staffFetch("/staff/owners/invite/", {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...(options.json ? { Accept: "application/json" } : {}) },
    vars: { LEAD_DELIVERIES: queue, ...options.vars },
    ...(options.origin ? { origin: options.origin } : {}),
  });
  return { ...response, sent };
}

describe("the staff owners page", () => {
  it("is in the staff menu and lists each account with its listings, password state, last login and source", async () => {
    const email = address();
    const owner = await owners().ensure({ email, firstName: "Lien", lastName: "Maes", lang: "fr" });
    await owners().link(owner.id, "property", [5001], "invite");
    await owners().link(owner.id, "project", [700], "provider");
    const { status, body } = await staffFetch("/staff/owners/", { headers: { "Accept-Language": "en" } });
    expect(status).toBe(200);
    expect(body).toContain('<a href="/staff/owners/" aria-current="page">Owners</a>');
    const row = body.slice(body.indexOf(`<th scope="row">${email}</th>`));
    expect(row).toContain("Lien Maes");
    expect(row).toMatch(/Property 5001/);
    expect(row).toMatch(/Project 700/);
    expect(row).toContain("(from the software)");
    expect(row).toContain(`action="/staff/owners/${owner.id}/unlink/"`);
    expect(row).toContain(`action="/staff/owners/${owner.id}/link/"`);
    expect(row.slice(0, row.indexOf("</tr>"))).toContain("Never");
  });

  it("invites a new owner: makes the account, gives the listings with origin 'invite' and queues the invitation mail", async () => {
    const email = address();
    const { status, response, sent } = await invite({ email: ` ${email.toUpperCase()} `, lang: "de", properties: "5001, 5002 5001", projects: "801" });
    expect(status).toBe(303);
    expect(response.headers.get("Location")).toBe("/staff/owners/?done=invited");
    const owner = await owners().byEmail(email);
    expect(owner).toMatchObject({ email, lang: "de", passwordHash: null, providerPersonId: null });
    expect(await owners().listings(owner!.id)).toEqual([
      { kind: "project", listingId: 801, origin: "invite" },
      { kind: "property", listingId: 5001, origin: "invite" },
      { kind: "property", listingId: 5002, origin: "invite" },
    ]);
    expect(sent).toEqual([{ linkId: expect.any(String), kind: "owner-password-mail" }]);
    const link = await ownerPasswordLinkRepository(env.DB).byId((sent[0] as { linkId: string }).linkId);
    expect(link).toMatchObject({ ownerId: owner!.id, purpose: "invite", lang: "de", usedAt: null });

    const page = await staffFetch("/staff/owners/?done=invited", { headers: { "Accept-Language": "en" } });
    expect(page.body).toContain('role="status"');
    expect(page.body).toContain("the invitation is queued");
  });

  it("answers the command line in JSON, adds to an existing account, and mails no link once a password is set", async () => {
    const email = address();
    const first = await invite({ email, properties: "5001" }, { json: true });
    expect(first.status).toBe(201);
    expect(JSON.parse(first.body)).toEqual({ email, created: true, lang: "nl", properties: [5001], projects: [], mailed: true });
    expect(first.sent).toHaveLength(1);

    const owner = (await owners().byEmail(email))!;
    await owners().setPassword(owner.id, "pbkdf2-sha256$100000$c2FsdA$aGFzaA");
    const second = await invite({ email, properties: "5003", lang: "en" }, { json: true });
    expect(second.status).toBe(200);
    expect(JSON.parse(second.body)).toEqual({ email, created: false, lang: "en", properties: [5003], projects: [], mailed: false });
    expect(second.sent).toHaveLength(0);
    expect((await owners().listings(owner.id)).map((listing) => listing.listingId)).toEqual([5001, 5003]);

    const page = await invite({ email, properties: "5004" });
    expect(page.response.headers.get("Location")).toBe("/staff/owners/?done=linked");
  });

  it.each([
    [{ email: "not an address", properties: "5001" }, ["email"]],
    [{ email: "someone@example.com", properties: "5001 abc" }, ["properties"]],
    [{ email: "someone@example.com", projects: "-3" }, ["projects"]],
    [{ email: "someone@example.com", properties: Array.from({ length: 51 }, (_, index) => 1000 + index).join(" ") }, ["properties"]],
    [{ email: "someone@example.com", lang: "es" }, ["lang"]],
  ])("refuses %j with 422, the fields marked and what was typed kept, and stores nothing", async (fields: Record<string, string>, invalid) => {
    const html = await invite(fields);
    expect(html.status).toBe(422);
    expect(html.body).toContain('role="alert"');
    expect(html.body).toContain('aria-invalid="true"');
    if (fields.properties) expect(html.body).toContain(`value="${fields.properties}"`);
    expect(html.sent).toHaveLength(0);
    const json = await invite(fields, { json: true });
    expect(json.status).toBe(422);
    expect(JSON.parse(json.body)).toEqual({ error: "invalid", fields: invalid });
    expect(await owners().byEmail("someone@example.com")).toBeUndefined();
  });

  it("refuses ids that no published listing of the current feed has, names them, and stores nothing (the page and `npm run owner:invite`)", async () => {
    const email = address();
    const json = await invite({ email, properties: "5001 9001", projects: "801, 9002" }, { json: true });
    expect(json.status).toBe(422);
    const answer: unknown = JSON.parse(json.body);
    expect(answer).toEqual({ error: "unknown-listings", properties: [9001], projects: [9002] });
    expect(refusal(answer)).toBe(
      "no published listing of the current feed has property 9001 or project 9002; nothing was changed. Check the id(s) on the site or in the agency's software.",
    );
    expect(json.sent).toHaveLength(0);
    expect(await owners().byEmail(email)).toBeUndefined();

    const html = await invite({ email, projects: "9001 9003" });
    expect(html.status).toBe(422);
    expect(html.body).toContain('value="9001 9003"');
    expect(html.body).toMatch(/id="projects-error"[^>]*>[^<]*9001, 9003/);
    expect(html.body).not.toContain('id="properties-error"');
    expect(await owners().byEmail(email)).toBeUndefined();
  });

  it("refuses an invitation without a staff identity, and one posted from another site", async () => {
    const email = address();
    const site = "https://www.vitrine-vastgoed.be";
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const behindAccess = await invite(
      { email, properties: "5001" },
      {
        json: true,
        origin: site,
        vars: { SITE_ORIGIN: site, ACCESS_TEAM_DOMAIN: "https://vitrine-test.cloudflareaccess.com", ACCESS_AUD: "a1b2c3d4e5f6a7b8c9d0a1b2c3d4e5f6" },
      },
    );
    expect(behindAccess.status).toBe(403);
    const publicSite = await invite({ email, properties: "5001" }, { json: true, origin: site, vars: { SITE_ORIGIN: site } });
    expect(publicSite.status).toBe(403);
    const crossSite = await staffFetch("/staff/owners/invite/", {
      method: "POST",
      body: new URLSearchParams({ email, properties: "5001" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://evil.example" },
    });
    expect(crossSite.status).toBe(403);
    expect(await owners().byEmail(email)).toBeUndefined();
  });

  it("mails a new link to an account on request, in its language", async () => {
    const owner = await owners().ensure({ email: address(), lang: "fr" });
    const { sent, queue } = recordingQueue();
    const { status, response } = await staffPost(`/staff/owners/${owner.id}/link/`, {}, { vars: { LEAD_DELIVERIES: queue } });
    expect(status).toBe(303);
    expect(response.headers.get("Location")).toBe("/staff/owners/?done=resent");
    const link = await ownerPasswordLinkRepository(env.DB).byId((sent[0] as { linkId: string }).linkId);
    expect(link).toMatchObject({ ownerId: owner.id, purpose: "invite", lang: "fr" });
    expect((await staffPost(`/staff/owners/${crypto.randomUUID()}/link/`, {}, { vars: { LEAD_DELIVERIES: queue } })).status).toBe(404);
    expect(sent).toHaveLength(1);
  });

  it("mails an account that has a password a reset link (1 hour), not a 7-day invitation, and says so", async () => {
    const owner = await owners().ensure({ email: address(), lang: "de" });
    await owners().setPassword(owner.id, "pbkdf2-sha256$100000$c2FsdA$aGFzaA");
    const { sent, queue } = recordingQueue();
    const now = Date.now();
    const { status, response } = await staffPost(`/staff/owners/${owner.id}/link/`, {}, { vars: { LEAD_DELIVERIES: queue } });
    expect(status).toBe(303);
    expect(response.headers.get("Location")).toBe("/staff/owners/?done=resetSent");
    const link = await ownerPasswordLinkRepository(env.DB).byId((sent[0] as { linkId: string }).linkId);
    expect(link).toMatchObject({ ownerId: owner.id, purpose: "reset", lang: "de" });
    expect(link!.expiresAt - now).toBeLessThanOrEqual(RESET_LINK_TTL_MS + 60_000);
    expect(link!.expiresAt - now).toBeGreaterThan(RESET_LINK_TTL_MS - 60_000);
    const page = await staffFetch("/staff/owners/?done=resetSent", { headers: { "Accept-Language": "en" } });
    expect(page.body).toContain("a link to choose a new one (valid for 1 hour) is queued");
  });

  it("removes a listing the staff gave, never one that comes from the provider", async () => {
    const owner = await owners().ensure({ email: address(), lang: "nl" });
    await owners().link(owner.id, "property", [5001], "invite");
    await owners().link(owner.id, "property", [5002], "provider");
    const removed = await staffPost(`/staff/owners/${owner.id}/unlink/`, { kind: "property", listing: "5001" });
    expect(removed.status).toBe(303);
    expect(removed.response.headers.get("Location")).toBe("/staff/owners/?done=unlinked");
    expect((await staffPost(`/staff/owners/${owner.id}/unlink/`, { kind: "property", listing: "5002" })).status).toBe(404);
    const unknown = await staffFetch(`/staff/owners/${owner.id}/unlink/`, {
      method: "POST",
      body: new URLSearchParams({ kind: "unit", listing: "5002" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Accept-Language": "fr" },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toBe("Bien ou projet inconnu.");
    expect(await owners().listings(owner.id)).toEqual([{ kind: "property", listingId: 5002, origin: "provider" }]);
  });
});
