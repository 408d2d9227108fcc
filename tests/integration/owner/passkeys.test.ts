import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { PASSKEY_API } from "../../../client/forms/passkeys";
import { portalAccountPath, portalPath, portalPropertyPath } from "../../../client/i18n/routes";
import { passkeyName } from "../../../worker/owner/auth/passkey-name";
import { RECENT_AUTH_MS } from "../../../worker/auth/session";
import { SESSION_COOKIE } from "../../../worker/owner/auth/session-cookie";
import { createApp } from "../../../worker/app";
import { deliver } from "../../../worker/jobs/deliver";
import type { DeliveryMessage } from "../../../worker/leads/delivery-messages";
import type { Mail, MailTransport } from "../../../worker/mail/mail";
import { deliveryDeps } from "../../../worker/jobs/delivery-deps";
import { recordingQueue } from "../staff/helpers";
import { tokenHash } from "../../../worker/auth/tokens";
import { ownerPasskeyRepository } from "../../../worker/db/owner-passkeys";
import { ownerSessionRepository } from "../../../worker/auth/owner-sessions";
import type { Owner } from "../../../worker/db/owners";
import { CHALLENGE_TTL_MS, webauthnChallengeRepository } from "../../../worker/db/webauthn-challenges";
import { ORIGIN } from "../worker";
import { MINUTE, newOwner } from "./auth-helpers";
import { authenticationResponse, newSoftPasskey, registrationResponse, type SoftPasskey } from "./passkey-authenticator";
import { inOneRateWindow, RATE_WINDOW_TIMEOUT_MS } from "../rate-window";

/** The browser's view in these tests: the test origin (SITE_ORIGIN), whose host is the RP ID. */
const CLIENT = { origin: ORIGIN, rpId: "localhost" };

/** Each test its own client address: the per-IP login limit (10 a minute) never mixes tests. */
const newAddress = () => `192.0.2.${Math.floor(Math.random() * 250) + 1}-${crypto.randomUUID()}`;

interface Caller {
  ip: string;
  cookie?: string;
}

function postJson(path: string, body: unknown, caller: Caller, headers: Record<string, string> = {}): Promise<Response> {
  return exports.default.fetch(
    new Request(new URL(path, ORIGIN), {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Origin: ORIGIN,
        "Sec-Fetch-Site": "same-origin",
        "CF-Connecting-IP": caller.ip,
        ...(caller.cookie ? { Cookie: caller.cookie } : {}),
        ...headers,
      },
      body: JSON.stringify(body),
      redirect: "manual",
    }),
  );
}

function postForm(path: string, fields: Record<string, string>, caller: Caller): Promise<Response> {
  return exports.default.fetch(
    new Request(new URL(path, ORIGIN), {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: ORIGIN,
        "Sec-Fetch-Site": "same-origin",
        "CF-Connecting-IP": caller.ip,
        ...(caller.cookie ? { Cookie: caller.cookie } : {}),
      },
      body: new URLSearchParams(fields).toString(),
      redirect: "manual",
    }),
  );
}

/** A signed-in browser of a new owner. */
async function signedIn(): Promise<{ owner: Owner; caller: Caller }> {
  const owner = await newOwner();
  const token = await ownerSessionRepository(env.DB).create(owner.id, "password", null, Date.now());
  return { owner, caller: { ip: newAddress(), cookie: `${SESSION_COOKIE}=${token}` } };
}

interface OptionsAnswer {
  challengeId: string;
  options: Record<string, unknown> & { challenge: string };
}

async function options(path: string, caller: Caller): Promise<OptionsAnswer> {
  const response = await postJson(path, { lang: "nl" }, caller);
  expect(response.status).toBe(200);
  return response.json<OptionsAnswer>();
}

/** Adds `passkey` for the signed-in caller through the API (the whole ceremony). */
async function register(caller: Caller, passkey: SoftPasskey, name = ""): Promise<Response> {
  const { challengeId, options: creation } = await options(PASSKEY_API.registerOptions, caller);
  return postJson(PASSKEY_API.register, { lang: "nl", challengeId, name, response: await registrationResponse(passkey, creation.challenge, CLIENT) }, caller, {
    "User-Agent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36",
  });
}

async function challengeRow(id: string) {
  return env.DB.prepare("SELECT challenge, purpose, owner_id, expires_at FROM webauthn_challenges WHERE id = ?")
    .bind(id)
    .first<{ challenge: string; purpose: string; owner_id: string | null; expires_at: number }>();
}

describe("passkey options", () => {
  it("gives registration options for the signed-in owner, its challenge stored for 5 minutes", async () => {
    const { owner, caller } = await signedIn();
    const before = Date.now();
    const { challengeId, options: creation } = await options(PASSKEY_API.registerOptions, caller);
    expect(creation).toMatchObject({
      rp: { id: "localhost" },
      user: { name: owner.email, displayName: "An Peeters" },
      attestation: "none",
      authenticatorSelection: { residentKey: "preferred", userVerification: "preferred" },
      excludeCredentials: [],
    });
    const row = await challengeRow(challengeId);
    expect(row).toMatchObject({ challenge: creation.challenge, purpose: "register", owner_id: owner.id });
    expect(row!.expires_at).toBeGreaterThanOrEqual(before + CHALLENGE_TTL_MS);
    expect(row!.expires_at).toBeLessThanOrEqual(Date.now() + CHALLENGE_TTL_MS);
  });

  it("gives sign-in options for any passkey of the site (discoverable), with no owner attached", async () => {
    const { challengeId, options: request } = await options(PASSKEY_API.loginOptions, { ip: newAddress() });
    // Signing in with a passkey replaces the password: the authenticator must verify its user.
    expect(request).toMatchObject({ rpId: "localhost", userVerification: "required" });
    expect(request.allowCredentials ?? []).toEqual([]);
    expect(await challengeRow(challengeId)).toMatchObject({ challenge: request.challenge, purpose: "login", owner_id: null });
  });

  it("excludes the passkeys the owner already has", async () => {
    const { caller } = await signedIn();
    const passkey = await newSoftPasskey();
    expect((await register(caller, passkey)).status).toBe(200);
    const { options: creation } = await options(PASSKEY_API.registerOptions, caller);
    expect(creation.excludeCredentials).toEqual([{ id: (await registrationResponse(passkey, "x", CLIENT)).id, type: "public-key", transports: ["internal"] }]);
  });
});

describe("adding a passkey", () => {
  it("refuses both steps without a session: 401, JSON, no challenge stored", async () => {
    const caller = { ip: newAddress() };
    const optionsAnswer = await postJson(PASSKEY_API.registerOptions, { lang: "nl" }, caller);
    expect(optionsAnswer.status).toBe(401);
    expect(await optionsAnswer.json()).toEqual({ error: "owner.passkey.error.signedOut" });
    const passkey = await newSoftPasskey();
    const answer = await postJson(
      PASSKEY_API.register,
      { lang: "nl", challengeId: crypto.randomUUID(), response: await registrationResponse(passkey, "AAAA", CLIENT) },
      { ip: newAddress(), cookie: `${SESSION_COOKIE}=${"A".repeat(43)}` },
    );
    expect(answer.status).toBe(401);
    expect(await answer.json()).toEqual({ error: "owner.passkey.error.signedOut" });
  });

  it("verifies a real registration answer and stores the passkey under the typed name, trimmed", async () => {
    const { owner, caller } = await signedIn();
    const passkey = await newSoftPasskey();
    const response = await register(caller, passkey, `   ${"Mijn telefoon ".repeat(10)}  `);
    expect(response.status).toBe(200);
    const { passkey: view } = await response.json<{ passkey: { id: string; name: string; createdAt: number; lastUsedAt: null } }>();
    expect(view.name).toBe("Mijn telefoon ".repeat(10).slice(0, 60).trim());
    expect(view.lastUsedAt).toBeNull();
    expect(await ownerPasskeyRepository(env.DB).list(owner.id)).toEqual([view]);
    const stored = await ownerPasskeyRepository(env.DB).byId(view.id);
    expect(stored).toMatchObject({ ownerId: owner.id, counter: 1, transports: ["internal"] });
  });

  it("names an unnamed passkey after the browser and system, and refuses the same credential twice", async () => {
    const { caller } = await signedIn();
    const passkey = await newSoftPasskey();
    const first = await register(caller, passkey);
    expect((await first.json<{ passkey: { name: string } }>()).passkey.name).toBe("Chrome · Windows");
    const again = await register(caller, passkey);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: "owner.passkey.error.alreadyAdded" });
  });

  it("refuses an answer signed for another origin, and another owner's challenge", async () => {
    const { caller } = await signedIn();
    const { challengeId, options: creation } = await options(PASSKEY_API.registerOptions, caller);
    const foreign = await registrationResponse(await newSoftPasskey(), creation.challenge, { origin: "https://evil.example", rpId: "evil.example" });
    const refused = await postJson(PASSKEY_API.register, { lang: "nl", challengeId, response: foreign }, caller);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: "owner.passkey.error.failed" });

    const other = await signedIn();
    const theirs = await options(PASSKEY_API.registerOptions, other.caller);
    const mine = await registrationResponse(await newSoftPasskey(), theirs.options.challenge, CLIENT);
    expect((await postJson(PASSKEY_API.register, { lang: "nl", challengeId: theirs.challengeId, response: mine }, caller)).status).toBe(400);
  });
});

describe("signing in with a passkey", () => {
  async function ownerWithPasskey() {
    const { owner, caller } = await signedIn();
    const passkey = await newSoftPasskey();
    expect((await register(caller, passkey)).status).toBe(200);
    return { owner, passkey };
  }

  async function signIn(passkey: SoftPasskey, owner: Owner, caller: Caller, extra: Record<string, unknown> = {}) {
    const { challengeId, options: request } = await options(PASSKEY_API.loginOptions, caller);
    const body = { lang: "nl", challengeId, response: await authenticationResponse(passkey, request.challenge, CLIENT, owner.id), ...extra };
    return { body, response: await postJson(PASSKEY_API.login, body, caller) };
  }

  it("verifies the answer, records the use and starts a passkey session on a new cookie", async () => {
    const { owner, passkey } = await ownerWithPasskey();
    const old = await ownerSessionRepository(env.DB).create(owner.id, "password", null, Date.now());
    const caller = { ip: newAddress(), cookie: `${SESSION_COOKIE}=${old}` };
    const before = Date.now();
    const { response } = await signIn(passkey, owner, caller);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ redirect: portalPath("nl") });
    const cookie = response.headers.get("Set-Cookie") ?? "";
    const token = /__Host-vitrine_owner=([A-Za-z0-9_-]+)/.exec(cookie)?.[1];
    expect(token).toBeDefined();
    expect(token).not.toBe(old);
    expect(await ownerSessionRepository(env.DB).read(token!, Date.now())).toMatchObject({ method: "passkey", owner: { id: owner.id } });
    // The session the browser presented is gone (no fixation).
    expect(
      await env.DB.prepare("SELECT 1 FROM owner_sessions WHERE token_hash = ?")
        .bind(await tokenHash(old))
        .first(),
    ).toBeNull();
    const stored = await env.DB.prepare("SELECT counter, last_used_at FROM owner_passkeys WHERE owner_id = ?")
      .bind(owner.id)
      .first<{ counter: number; last_used_at: number }>();
    expect(stored!.counter).toBe(passkey.counter);
    expect(stored!.last_used_at).toBeGreaterThanOrEqual(before);
  });

  it("uses a challenge once: the same answer sent again is refused", async () => {
    const { owner, passkey } = await ownerWithPasskey();
    const caller = { ip: newAddress() };
    const { body, response } = await signIn(passkey, owner, caller);
    expect(response.status).toBe(200);
    const replay = await postJson(PASSKEY_API.login, body, caller);
    expect(replay.status).toBe(400);
    expect(await replay.json()).toEqual({ error: "owner.passkey.error.failed" });
    expect(replay.headers.get("Set-Cookie")).toBeNull();
  });

  it("refuses an expired challenge (and deletes it)", async () => {
    const { owner, passkey } = await ownerWithPasskey();
    const caller = { ip: newAddress() };
    const { challengeId, options: request } = await options(PASSKEY_API.loginOptions, caller);
    await env.DB.prepare("UPDATE webauthn_challenges SET expires_at = ? WHERE id = ?")
      .bind(Date.now() - 1, challengeId)
      .run();
    const response = await postJson(
      PASSKEY_API.login,
      { lang: "nl", challengeId, response: await authenticationResponse(passkey, request.challenge, CLIENT, owner.id) },
      caller,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "owner.passkey.error.expired" });
    expect(await challengeRow(challengeId)).toBeNull();
  });

  it("takes a challenge once and only before it expires (repository)", async () => {
    const challenges = webauthnChallengeRepository(env.DB);
    const now = Date.now();
    const fresh = await challenges.create("login", "abc", null, now);
    expect(await challenges.take(fresh, "login", now + CHALLENGE_TTL_MS - 1)).toEqual({ challenge: "abc", ownerId: null });
    expect(await challenges.take(fresh, "login", now)).toBeUndefined();
    const late = await challenges.create("login", "def", null, now);
    expect(await challenges.take(late, "login", now + CHALLENGE_TTL_MS)).toBe("expired");
    const other = await challenges.create("register", "ghi", null, now);
    expect(await challenges.take(other, "login", now)).toBeUndefined();
    expect(await challengeRow(other)).toBeNull();
  });

  it("refuses an unknown passkey, and a signature by another key", async () => {
    const { owner, passkey } = await ownerWithPasskey();
    const stranger = await newSoftPasskey();
    const unknown = await signIn(stranger, owner, { ip: newAddress() });
    expect(unknown.response.status).toBe(400);
    expect(await unknown.response.json()).toEqual({ error: "owner.passkey.error.failed" });
    // The right credential id, signed with a key the server never saw.
    const forged = { ...stranger, credentialId: passkey.credentialId };
    const wrongKey = await signIn(forged, owner, { ip: newAddress() });
    expect(wrongKey.response.status).toBe(400);
    expect(wrongKey.response.headers.get("Set-Cookie")).toBeNull();
  });

  it("refuses an answer whose user handle names another account than the passkey's", async () => {
    const { owner, passkey } = await ownerWithPasskey();
    const other = await newOwner();
    const caller = { ip: newAddress() };
    const { challengeId, options: request } = await options(PASSKEY_API.loginOptions, caller);
    const response = await postJson(
      PASSKEY_API.login,
      { lang: "nl", challengeId, response: await authenticationResponse(passkey, request.challenge, CLIENT, other.id) },
      caller,
    );
    expect(response.status).toBe(400);
    expect(response.headers.get("Set-Cookie")).toBeNull();
    // The passkey's own handle still signs in.
    expect((await signIn(passkey, owner, { ip: newAddress() })).response.status).toBe(200);
  });

  it("refuses an authenticator that did not verify its user: a passkey replaces the password", async () => {
    const { owner, passkey } = await ownerWithPasskey();
    const caller = { ip: newAddress() };
    const { challengeId, options: request } = await options(PASSKEY_API.loginOptions, caller);
    const answer = await authenticationResponse(passkey, request.challenge, CLIENT, owner.id, false);
    const response = await postJson(PASSKEY_API.login, { lang: "nl", challengeId, response: answer }, caller);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "owner.passkey.error.failed" });
    expect(response.headers.get("Set-Cookie")).toBeNull();
  });

  it("lands on the portal page the login page was asked for, never elsewhere", async () => {
    const { owner, passkey } = await ownerWithPasskey();
    const land = async (next: string) => (await (await signIn(passkey, owner, { ip: newAddress() }, { next })).response.json<{ redirect: string }>()).redirect;
    expect(await land(portalPropertyPath("nl", 5001))).toBe(portalPropertyPath("nl", 5001));
    expect(await land("https://evil.example/nl/eigenaar/")).toBe(portalPath("nl"));
    expect(await land("//evil.example/nl/eigenaar/")).toBe(portalPath("nl"));
    expect(await land("/nl/eigenaar/../../evil/")).toBe(portalPath("nl"));
  });
});

describe("removing a passkey", () => {
  it("removes the owner's own passkey and goes back to the account page", async () => {
    const { owner, caller } = await signedIn();
    const passkey = await newSoftPasskey();
    const { passkey: view } = await (await register(caller, passkey)).json<{ passkey: { id: string } }>();
    const response = await postForm(PASSKEY_API.remove, { id: view.id, lang: "fr" }, caller);
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(`${portalAccountPath("fr")}?passkey=removed#passkeys`);
    expect(await ownerPasskeyRepository(env.DB).list(owner.id)).toEqual([]);
  });

  it("answers 404 for another owner's passkey and leaves it", async () => {
    const theirs = await signedIn();
    const { passkey: view } = await (await register(theirs.caller, await newSoftPasskey())).json<{ passkey: { id: string } }>();
    const { caller } = await signedIn();
    const response = await postForm(PASSKEY_API.remove, { id: view.id, lang: "nl" }, caller);
    expect(response.status).toBe(404);
    expect(response.headers.get("Content-Type")).toContain("text/html");
    expect(await ownerPasskeyRepository(env.DB).list(theirs.owner.id)).toHaveLength(1);
  });

  it("sends a browser without a session to the login page, removing nothing", async () => {
    const theirs = await signedIn();
    const { passkey: view } = await (await register(theirs.caller, await newSoftPasskey())).json<{ passkey: { id: string } }>();
    const response = await postForm(PASSKEY_API.remove, { id: view.id, lang: "nl" }, { ip: newAddress() });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(`/nl/login/?next=${encodeURIComponent(portalAccountPath("nl"))}`);
    expect(await ownerPasskeyRepository(env.DB).list(theirs.owner.id)).toHaveLength(1);
  });
});

describe("the API's guards", () => {
  it("refuses a body that is not JSON (415) or not the expected shape (400)", async () => {
    const caller = { ip: newAddress() };
    expect((await postJson(PASSKEY_API.loginOptions, { lang: "nl" }, caller, { "Content-Type": "text/plain" })).status).toBe(415);
    const bad = await postJson(PASSKEY_API.login, { lang: "nl", challengeId: "not-a-uuid", response: {} }, caller);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: "owner.passkey.error.failed" });
  });

  it("limits the attempts per client address (the login's rate limit)", { timeout: RATE_WINDOW_TIMEOUT_MS }, async () => {
    const caller = { ip: newAddress() };
    await inOneRateWindow();
    const statuses: number[] = [];
    for (let call = 0; call < 12; call++) statuses.push((await postJson(PASSKEY_API.loginOptions, { lang: "nl" }, caller)).status);
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    const last = await postJson(PASSKEY_API.loginOptions, { lang: "nl" }, caller);
    expect(last.status).toBe(429);
    expect(await last.json()).toEqual({ error: "owner.passkey.error.tooMany" });
  });
});

describe("passkey names", () => {
  it("keeps the owner's name, else names the browser and system, else the translated fallback", () => {
    expect(passkeyName("  iPhone  van  An ", undefined, "Passkey")).toBe("iPhone van An");
    expect(
      passkeyName(
        "",
        "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1",
        "x",
      ),
    ).toBe("Safari · iPhone");
    expect(
      passkeyName(" ", "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36 Edg/140.0", "x"),
    ).toBe("Edge · macOS");
    expect(passkeyName("", "curl/8.0", "Toegangssleutel")).toBe("Toegangssleutel");
  });
});

describe("adding a passkey", () => {
  it(`needs a sign-in at most ${RECENT_AUTH_MS / MINUTE} minutes old: an older session is sent to sign in again, no challenge made`, async () => {
    const owner = await newOwner();
    const since = Date.now() - RECENT_AUTH_MS - MINUTE;
    const token = await ownerSessionRepository(env.DB).create(owner.id, "password", null, since);
    const caller = { ip: newAddress(), cookie: `${SESSION_COOKIE}=${token}` };
    const before = await env.DB.prepare("SELECT count(*) AS n FROM webauthn_challenges WHERE owner_id = ?").bind(owner.id).first<{ n: number }>();
    const response = await postJson(PASSKEY_API.registerOptions, { lang: "nl" }, caller);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: "owner.passkey.error.reauthenticate" });
    expect(await env.DB.prepare("SELECT count(*) AS n FROM webauthn_challenges WHERE owner_id = ?").bind(owner.id).first<{ n: number }>()).toEqual(before);
    // The session itself still shows the portal: only adding a way in asks for the fresh sign-in.
    expect(await ownerSessionRepository(env.DB).read(token, Date.now())).toMatchObject({ owner: { id: owner.id } });
  });

  it("tells the owner by mail, in the page's language, which passkey was added and what to do if it was not them", async () => {
    const owner = await newOwner();
    const token = await ownerSessionRepository(env.DB).create(owner.id, "password", null, Date.now());
    const { sent, queue } = recordingQueue();
    const app = createApp();
    const call = async (path: string, body: unknown) => {
      const ctx = createExecutionContext();
      const request = new Request(new URL(path, ORIGIN), {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Origin: ORIGIN,
          "Sec-Fetch-Site": "same-origin",
          "CF-Connecting-IP": newAddress(),
          Cookie: `${SESSION_COOKIE}=${token}`,
        },
        body: JSON.stringify(body),
      });
      const response = await app.fetch(request, { ...env, LEAD_DELIVERIES: queue }, ctx);
      await waitOnExecutionContext(ctx);
      return response;
    };
    const { challengeId, options: creation } = await (await call(PASSKEY_API.registerOptions, { lang: "de" })).json<OptionsAnswer>();
    const passkey = await newSoftPasskey();
    const added = await call(PASSKEY_API.register, {
      lang: "de",
      challengeId,
      name: "Laptop",
      response: await registrationResponse(passkey, creation.challenge, CLIENT),
    });
    expect(added.status).toBe(200);
    const { passkey: view } = await added.json<{ passkey: { id: string } }>();
    expect(sent).toEqual([{ passkeyId: view.id, lang: "de", kind: "owner-passkey-mail" }]);

    const mails: Mail[] = [];
    const transport: MailTransport = { send: async (mail) => (mails.push(mail), { messageId: mail.headers["Message-ID"] }) };
    expect(await deliver(sent[0] as DeliveryMessage, deliveryDeps(env, { transport }))).toBe("delivered");
    const [mail] = mails;
    expect(mail?.to).toEqual([{ name: "An Peeters", email: owner.email }]);
    expect(mail?.subject).toMatch(/^Neuer Passkey für das Eigentümerportal von /);
    expect(mail?.text).toContain("Laptop");
    expect(mail?.text).toContain(portalAccountPath("de"));
    // Removed before its mail went: nothing is left to warn about.
    await ownerPasskeyRepository(env.DB).remove(owner.id, view.id);
    expect(await deliver(sent[0] as DeliveryMessage, deliveryDeps(env, { transport }))).toBe("gone");
    expect(mails).toHaveLength(1);
  });
});
