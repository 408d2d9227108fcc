import { exportJWK, generateKeyPair, SignJWT, type CryptoKey as JoseKey } from "jose";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { recordingQueue, staffFetch, staffPost } from "./helpers";

const TEAM = "https://vitrine-test.cloudflareaccess.com";
const AUD = "a1b2c3d4e5f6a7b8c9d0a1b2c3d4e5f6";
const SITE = "https://www.vitrine-vastgoed.be";
// The person the tokens name is a bootstrap administrator: these tests are about Access, roles.test.ts about roles.
const ACCESS_VARS = { SITE_ORIGIN: SITE, ACCESS_TEAM_DOMAIN: TEAM, ACCESS_AUD: AUD, STAFF_ADMINS: "agent@vitrine-vastgoed.be" };

let signing: JoseKey;
let stranger: JoseKey;
let certificateRequests = 0;

beforeAll(async () => {
  // The team's certificates hold the key that signs the valid tokens, under the kid they name; the stranger's is nowhere.
  const team = await generateKeyPair("RS256", { extractable: true });
  signing = team.privateKey;
  stranger = (await generateKeyPair("RS256")).privateKey;
  const jwk = { ...(await exportJWK(team.publicKey)), kid: "team-key", alg: "RS256", use: "sig" };
  // Refused tokens are logged (a warning per refusal): quiet here.
  vi.spyOn(console, "warn").mockImplementation(() => {});
  const original = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url === `${TEAM}/cdn-cgi/access/certs`) {
      certificateRequests += 1;
      return Response.json({ keys: [jwk] });
    }
    return original(input, init);
  });
});

/** An Access application token as Cloudflare issues it, with what each test changes. */
function token(options: { key?: JoseKey; audience?: string; issuer?: string; expiresIn?: string | number; email?: string; alg?: string } = {}) {
  return new SignJWT({ email: options.email ?? "Agent@Vitrine-Vastgoed.be", type: "app" })
    .setProtectedHeader({ alg: options.alg ?? "RS256", kid: "team-key" })
    .setIssuer(options.issuer ?? TEAM)
    .setAudience(options.audience ?? AUD)
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? "10m")
    .sign(options.key ?? signing);
}

const withToken = async (jwt: string | undefined, path = "/staff/") =>
  staffFetch(path, { origin: SITE, vars: ACCESS_VARS, headers: jwt ? { "Cf-Access-Jwt-Assertion": jwt } : {} });

describe("the staff area behind Cloudflare Access", () => {
  it("lets a valid Access token in, as the address it names, without the development banner", async () => {
    const { status, body, response } = await withToken(await token());
    expect(status).toBe(200);
    expect(body).toContain("agent@vitrine-vastgoed.be");
    expect(body).not.toContain("dev@localhost");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("X-Robots-Tag")).toContain("noindex");
    expect(response.headers.get("X-Cache")).toBeNull();
    expect(body).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(response.headers.get("Content-Security-Policy")).toContain("script-src 'nonce-");
    expect(certificateRequests).toBeGreaterThan(0);
  });

  it.each([
    ["no token", async () => undefined],
    ["a token signed by another key", async () => token({ key: stranger })],
    ["a token for another application (audience)", async () => token({ audience: "another-application-aud" })],
    ["a token from another team (issuer)", async () => token({ issuer: "https://other.cloudflareaccess.com" })],
    ["an expired token", async () => token({ expiresIn: Math.floor(Date.now() / 1000) - 3600 })],
    ["a token that is not a JWT", async () => "not-a-token"],
  ])("refuses %s with a 403 page that names nothing", async (_case, make) => {
    const { status, body, response } = await withToken(await make());
    expect(status).toBe(403);
    expect(body).not.toContain("@");
    expect(body).not.toContain(TEAM);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("X-Robots-Tag")).toContain("noindex");
  });

  it("refuses every staff address and post without a token, not only the overview", async () => {
    for (const path of [
      "/staff/leads/",
      "/staff/leads.csv",
      "/staff/subscribers.csv",
      "/staff/privacy/",
      "/staff/testimonials/",
      "/staff/content/",
      "/staff/content/site/banner/",
      "/staff/content/site/banner/revisions/",
      "/staff/content/media/",
      "/staff/content/menu/",
      "/staff/content/article/new/",
      "/staff/content/team/1/delete/",
    ]) {
      const { status, body } = await withToken(undefined, path);
      expect(status, path).toBe(403);
      expect(body, path).not.toContain("_revision");
    }
    const erase = await staffPost("/staff/privacy/erase/", { email: "someone@example.com", confirm: "yes" }, { origin: SITE, vars: ACCESS_VARS });
    expect(erase.status).toBe(403);
    const savesBefore = (await env.DB.prepare("SELECT count(*) AS n FROM content_revisions").first<{ n: number }>())?.n;
    for (const [path, fields] of [
      ["/staff/content/publish/", { base: "0" }],
      ["/staff/content/site/banner/", { _revision: "0", type: "image" }],
      ["/staff/content/site/banner/revisions/0/restore/", { _revision: "0" }],
      ["/staff/content/media/", { file: "not a file" }],
      ["/staff/content/menu/", { order: "1", _move: "down:1" }],
      ["/staff/content/article/new/", { status: "Draft" }],
      ["/staff/content/team/1/delete/", { _revision: "0" }],
      ["/staff/content/versions/0/republish/", { base: "0" }],
    ] as const) {
      expect((await staffPost(path, fields, { origin: SITE, vars: ACCESS_VARS })).status, path).toBe(403);
    }
    expect((await env.DB.prepare("SELECT count(*) AS n FROM content_revisions").first<{ n: number }>())?.n).toBe(savesBefore);
  });

  describe("an Access service token (no address, its client id as common_name)", () => {
    const clientId = "8c3f0a7e5d2b4c19a6e1f7d3b2c4a5e6.access";
    const service = (claims: Record<string, string> = { common_name: clientId }) =>
      new SignJWT({ type: "app", sub: "", ...claims })
        .setProtectedHeader({ alg: "RS256", kid: "team-key" })
        .setIssuer(TEAM)
        .setAudience(AUD)
        .setIssuedAt()
        .setExpirationTime("10m")
        .sign(signing);
    /** A post as `npm run owner:invite` sends it, or any other post. */
    const post = async (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) => {
      const { sent, queue } = recordingQueue();
      const response = await staffFetch(path, {
        method: "POST",
        origin: SITE,
        vars: { ...ACCESS_VARS, LEAD_DELIVERIES: queue },
        body: new URLSearchParams(fields),
        headers: { "Content-Type": "application/x-www-form-urlencoded", "Cf-Access-Jwt-Assertion": await service(), ...headers },
      });
      return { ...response, sent };
    };

    it("invites an owner as service:<client id>, what `npm run owner:invite` does against a deployed site", async () => {
      const info = vi.spyOn(console, "info").mockImplementation(() => {});
      const email = `service-invite-${crypto.randomUUID()}@example.com`;
      const invite = await post("/staff/owners/invite/", { email, properties: "5001" }, { Accept: "application/json" });
      expect(invite.status).toBe(201);
      expect(JSON.parse(invite.body)).toMatchObject({ email, created: true, mailed: true });
      expect(invite.sent).toHaveLength(1);
      expect(info).toHaveBeenCalledWith("staff: owner invited", `service:${clientId}`, "new account", "link queued");
    });

    it("answers the invitation in JSON even when asked for a page, so no page of the area (the accounts) reaches it", async () => {
      const invalid = await post("/staff/owners/invite/", { email: "not an address" });
      expect(invalid.status).toBe(422);
      expect(JSON.parse(invalid.body)).toEqual({ error: "invalid", fields: ["email"] });
      const email = `service-page-${crypto.randomUUID()}@example.com`;
      const valid = await post("/staff/owners/invite/", { email, properties: "5001" });
      expect(valid.status).toBe(201);
      expect(JSON.parse(valid.body)).toMatchObject({ email, created: true });
    });

    it("reaches nothing else of the staff area: 403 for every other page and post", async () => {
      for (const path of [
        "/staff/",
        "/staff/owners/",
        "/staff/leads/",
        "/staff/leads.csv",
        "/staff/subscribers.csv",
        "/staff/privacy/",
        "/staff/owners/invite/",
        "/staff/content/",
        "/staff/content/page/1/",
      ]) {
        const { status, body } = await staffFetch(path, { origin: SITE, vars: ACCESS_VARS, headers: { "Cf-Access-Jwt-Assertion": await service() } });
        expect(status, path).toBe(403);
        expect(body, path).not.toContain(clientId);
      }
      const erase = await post("/staff/privacy/erase/", { email: "someone@example.com", confirm: "yes" });
      expect(erase.status).toBe(403);
      const link = await post(`/staff/owners/${crypto.randomUUID()}/link/`, {});
      expect(link.status).toBe(403);
      expect(link.sent).toHaveLength(0);
      // A person's token still reaches them.
      expect((await withToken(await token(), "/staff/owners/")).status).toBe(200);
    });

    it("is refused without a client id, or with one that is not a client id", async () => {
      expect((await withToken(await service({}))).status).toBe(403);
      expect((await withToken(await service({ common_name: "not a client id" }))).status).toBe(403);
    });
  });

  it("ignores the development identity once Access is configured, even on localhost", async () => {
    const { status } = await staffFetch("/staff/", { vars: { ACCESS_TEAM_DOMAIN: TEAM, ACCESS_AUD: AUD } });
    expect(status).toBe(403);
  });
});

describe("the development identity", () => {
  it("is used on localhost without Access, and every page says so", async () => {
    for (const path of ["/staff/", "/staff/leads/", "/staff/alerts/", "/staff/syncs/", "/staff/privacy/", "/staff/testimonials/"]) {
      const { status, body } = await staffFetch(path);
      expect(status, path).toBe(200);
      expect(body, path).toContain('class="dev-banner"');
      expect(body, path).toContain("dev@localhost");
    }
  });

  it("never works when the worker runs at a public https origin", async () => {
    const { status, body } = await staffFetch("/staff/", { origin: SITE, vars: { SITE_ORIGIN: SITE } });
    expect(status).toBe(403);
    expect(body).not.toContain("dev@localhost");
  });

  it("never works for a request to a host that is not this machine", async () => {
    for (const origin of ["http://192.168.1.20:8787", "http://staff.local:8787"]) {
      const { status } = await staffFetch("/staff/", { origin });
      expect(status, origin).toBe(403);
    }
  });

  it("speaks the staff member's language among the four", async () => {
    expect((await staffFetch("/staff/", { headers: { "Accept-Language": "fr-BE,fr;q=0.9" } })).body).toContain("Aperçu");
    expect((await staffFetch("/staff/", { headers: { "Accept-Language": "de" } })).body).toContain("Übersicht");
    expect((await staffFetch("/staff/", { headers: { "Accept-Language": "en-GB" } })).body).toContain("Overview");
  });
});
