import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { afterEach, describe, expect, it, vi } from "vitest";
import { portalPath, portalPropertyPath } from "../../../client/i18n/routes";
import { endSession, passwordLogin, startSession } from "../../../worker/owner/auth/login";
import { hashPassword, parsePasswordHash, PASSWORD_HASH } from "../../../worker/auth/password";
import { passwordMarkOf } from "../../../worker/owner/auth/device-cookie";
import { requireOwner } from "../../../worker/owner/auth/require-owner";
import { SESSION_COOKIE } from "../../../worker/owner/auth/session-cookie";
import { FREE_LOGIN_FAILURES, loginDelayMs, loginThrottle, MAX_LOGIN_DELAY_MS, overIpLimit } from "../../../worker/owner/auth/throttle";
import { base64url, tokenHash } from "../../../worker/auth/tokens";
import { ownerSessionRepository } from "../../../worker/auth/owner-sessions";
import { ownerRepository, type Owner } from "../../../worker/db/owners";
import type { AppEnv } from "../../../worker/env";
import { configOf } from "../../../worker/services/config";
import { repositoriesOf } from "../../../worker/services/repositories";
import { MINUTE, newOwner, T0 } from "./auth-helpers";
import { newClient } from "../leads/helpers";

const PASSWORD = "a sentence only I would type";
const deps = { db: env.DB };
const sessions = ownerSessionRepository(env.DB);

afterEach(() => vi.restoreAllMocks());

/** A stored hash of older parameters (fewer iterations), as an earlier version of the site wrote it. */
async function legacyHash(password: string, iterations: number): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(password), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, 256);
  return `pbkdf2-sha256$${iterations}$${base64url(salt)}$${base64url(new Uint8Array(bits))}`;
}

describe("password login", () => {
  it("lets the right password in, and only that one", async () => {
    const owner = await newOwner({ passwordHash: await hashPassword(PASSWORD) });
    expect(await passwordLogin(deps, { email: owner.email, password: PASSWORD, now: T0 })).toEqual({ outcome: "ok", owner });
    expect(await passwordLogin(deps, { email: ` ${owner.email.toUpperCase()} `, password: PASSWORD, now: T0 })).toEqual({ outcome: "ok", owner });
    expect(await passwordLogin(deps, { email: owner.email, password: `${PASSWORD}!`, now: T0 })).toEqual({ outcome: "wrong" });
  });

  it("answers an unknown address, a wrong password and an account without one alike, after the same work", async () => {
    const owner = await newOwner({ passwordHash: await hashPassword(PASSWORD) });
    const invited = await newOwner();
    const derive = vi.spyOn(crypto.subtle, "deriveBits");
    const unknown = `nobody-${crypto.randomUUID()}@example.com`;
    const answers = [];
    for (const email of [unknown, owner.email, invited.email]) {
      derive.mockClear();
      answers.push(await passwordLogin(deps, { email, password: "not the password at all", now: T0 }));
      // One PBKDF2 derivation with the current parameters, whatever the account.
      expect(derive.mock.calls.map(([algorithm]) => (algorithm as Pbkdf2Params).iterations)).toEqual([PASSWORD_HASH.iterations]);
    }
    expect(answers).toEqual([{ outcome: "wrong" }, { outcome: "wrong" }, { outcome: "wrong" }]);
    // Each failure was counted against its address, the unknown one too.
    const throttle = loginThrottle(env.DB);
    for (const email of [unknown, owner.email, invited.email]) {
      for (let failure = 1; failure < FREE_LOGIN_FAILURES; failure++) await throttle.attempt(email, T0);
      expect(await throttle.retryAt(email, T0)).toBe(T0 + loginDelayMs(FREE_LOGIN_FAILURES));
    }
  });

  it(`slows the address down after ${FREE_LOGIN_FAILURES} failures: every password waits, known or unknown address alike, then gets in`, async () => {
    const owner = await newOwner({ passwordHash: await hashPassword(PASSWORD) });
    for (let failure = 0; failure < FREE_LOGIN_FAILURES; failure++)
      expect(await passwordLogin(deps, { email: owner.email, password: "wrong guess number x", now: T0 + failure })).toEqual({
        outcome: "wrong",
        ...(failure === FREE_LOGIN_FAILURES - 1 ? { warn: owner } : {}),
      });
    // The delay runs from the last failure; the answer says how long is left of it.
    const last = T0 + FREE_LOGIN_FAILURES - 1;
    const left = last + loginDelayMs(FREE_LOGIN_FAILURES) - (T0 + 10 * 1000);
    expect(await passwordLogin(deps, { email: owner.email, password: PASSWORD, now: T0 + 10 * 1000 })).toEqual({
      outcome: "wait",
      retryAfterMs: left,
      remembered: false,
    });
    const unknown = `nobody-${crypto.randomUUID()}@example.com`;
    for (let failure = 0; failure < FREE_LOGIN_FAILURES; failure++) await passwordLogin(deps, { email: unknown, password: "guess", now: T0 + failure });
    expect(await passwordLogin(deps, { email: unknown, password: PASSWORD, now: T0 + 10 * 1000 })).toEqual({
      outcome: "wait",
      retryAfterMs: left,
      remembered: false,
    });
    expect((await passwordLogin(deps, { email: owner.email, password: PASSWORD, now: last + loginDelayMs(FREE_LOGIN_FAILURES) })).outcome).toBe("ok");
  });

  it("never holds up a browser remembered for the account, whose own failures count apart", async () => {
    const owner = await newOwner({ passwordHash: await hashPassword(PASSWORD) });
    const device = { ownerId: owner.id, deviceId: crypto.randomUUID(), passwordMark: passwordMarkOf(owner.passwordChangedAt) };
    for (let failure = 0; failure < 3 * FREE_LOGIN_FAILURES; failure++)
      await passwordLogin(deps, { email: owner.email, password: "a stranger's guess", now: T0 + failure * MAX_LOGIN_DELAY_MS });
    const now = T0 + (3 * FREE_LOGIN_FAILURES - 1) * MAX_LOGIN_DELAY_MS + 1;
    expect((await passwordLogin(deps, { email: owner.email, password: PASSWORD, now })).outcome).toBe("wait");
    expect((await passwordLogin(deps, { email: owner.email, password: PASSWORD, now, device })).outcome).toBe("ok");
    // Another account's browser is a stranger here.
    const other = { ownerId: (await newOwner()).id, deviceId: crypto.randomUUID(), passwordMark: passwordMarkOf(owner.passwordChangedAt) };
    expect((await passwordLogin(deps, { email: owner.email, password: PASSWORD, now, device: other })).outcome).toBe("wait");
    // The remembered browser's own wrong passwords slow it down like any other, and tell nobody by mail.
    for (let failure = 0; failure < FREE_LOGIN_FAILURES; failure++)
      expect(await passwordLogin(deps, { email: owner.email, password: "mistyped", now, device })).toEqual({ outcome: "wrong" });
    // Its own wait, which the page words apart (no "your usual browser works": this is it).
    expect(await passwordLogin(deps, { email: owner.email, password: PASSWORD, now, device })).toEqual({
      outcome: "wait",
      retryAfterMs: loginDelayMs(FREE_LOGIN_FAILURES),
      remembered: true,
    });
    // A success from the remembered browser does not lift the strangers' delay.
    expect((await passwordLogin(deps, { email: owner.email, password: PASSWORD, now: now + MINUTE, device })).outcome).toBe("ok");
    expect((await passwordLogin(deps, { email: owner.email, password: PASSWORD, now: now + MINUTE })).outcome).toBe("wait");
  });

  it("forgets a browser remembered before the password changed: it waits with the strangers, as if it had no cookie", async () => {
    const owner = await newOwner({ passwordHash: await hashPassword(PASSWORD), now: T0 });
    const before = { ownerId: owner.id, deviceId: crypto.randomUUID(), passwordMark: passwordMarkOf(owner.passwordChangedAt) };
    // The password is reset (say, after it was stolen and that thief's browser was remembered).
    const NEW_PASSWORD = "another sentence only I would type";
    await ownerRepository(env.DB).setPassword(owner.id, await hashPassword(NEW_PASSWORD), T0 + MINUTE);
    for (let failure = 0; failure < FREE_LOGIN_FAILURES; failure++)
      await passwordLogin(deps, { email: owner.email, password: "a stranger's guess", now: T0 + 2 * MINUTE + failure });
    const now = T0 + 2 * MINUTE + FREE_LOGIN_FAILURES;
    expect(await passwordLogin(deps, { email: owner.email, password: NEW_PASSWORD, now, device: before })).toMatchObject({
      outcome: "wait",
      remembered: false,
    });
    // Remembered under the new password, the browser is the owner's again.
    const after = { ...before, passwordMark: passwordMarkOf(T0 + MINUTE) };
    expect((await passwordLogin(deps, { email: owner.email, password: NEW_PASSWORD, now, device: after })).outcome).toBe("ok");
  });

  it("clears the failures at a success", async () => {
    const owner = await newOwner({ passwordHash: await hashPassword(PASSWORD) });
    for (let failure = 0; failure < FREE_LOGIN_FAILURES - 1; failure++) await passwordLogin(deps, { email: owner.email, password: "wrong", now: T0 });
    expect((await passwordLogin(deps, { email: owner.email, password: PASSWORD, now: T0 })).outcome).toBe("ok");
    for (let failure = 0; failure < FREE_LOGIN_FAILURES - 1; failure++) await passwordLogin(deps, { email: owner.email, password: "wrong", now: T0 });
    expect((await passwordLogin(deps, { email: owner.email, password: PASSWORD, now: T0 })).outcome).toBe("ok");
  });

  it("stores a new hash when the stored one used older parameters", async () => {
    const owner = await newOwner({ passwordHash: await legacyHash(PASSWORD, 1_000) });
    const result = await passwordLogin(deps, { email: owner.email, password: PASSWORD, now: T0 });
    expect(result.outcome).toBe("ok");
    const after = await ownerRepository(env.DB).byId(owner.id);
    const stored = after?.passwordHash ?? "";
    expect(parsePasswordHash(stored)?.iterations).toBe(PASSWORD_HASH.iterations);
    // The same password: the browsers remembered under it stay remembered.
    expect(after?.passwordChangedAt).toBe(owner.passwordChangedAt);
    expect(result).toEqual({ outcome: "ok", owner: { ...owner, passwordHash: stored } });
    expect((await passwordLogin(deps, { email: owner.email, password: PASSWORD, now: T0 + 1 })).outcome).toBe("ok");
  });
});

/** A stand-in for the app: the locale middleware's `lang`, a login route, a portal page behind requireOwner. */
function portalApp(owner: () => Owner) {
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set("lang", "fr");
    // What sign-in reads of the services: the secret that signs the remembered browser's cookie, the
    // owners' repositories and the login rate limit.
    const services = { config: configOf(env), repos: repositoriesOf(env, false), rateLimits: { login: env.LOGIN_RATE_LIMIT } };
    c.set("services", services as unknown as AppEnv["Variables"]["services"]);
    await next();
  });
  app.post("/login", async (c) => {
    await startSession(c, owner(), "password", T0);
    return c.text("signed in");
  });
  app.post("/logout", async (c) => {
    await endSession(c);
    return c.text("signed out");
  });
  app.get("/limit", async (c) => c.text(String(await overIpLimit(c))));
  app.use(`${portalPath("fr")}*`, requireOwner);
  app.get(`${portalPath("fr")}*`, (c) => c.json({ owner: c.var.owner?.owner.id ?? null, method: c.var.owner?.method ?? null }));
  app.post("/api/owner/thing", requireOwner, (c) => c.json({ owner: c.var.owner?.owner.id ?? null }));
  return app;
}

const cookieOf = (response: Response) => response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
const tokenOf = (cookie: string | undefined) => cookie?.slice(SESSION_COOKIE.length + 1).split(";")[0] ?? "";

describe("sessions on the wire", () => {
  it("start with a __Host- cookie, Secure, HttpOnly, SameSite=Lax, no Domain, no Max-Age, and record the login", async () => {
    const owner = await newOwner({ passwordHash: await hashPassword(PASSWORD) });
    const app = portalApp(() => owner);
    const response = await app.request("/login", { method: "POST", headers: { "User-Agent": "Test browser" } }, env);
    const cookie = cookieOf(response);
    expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=[A-Za-z0-9_-]{43}; Path=/; HttpOnly; Secure; SameSite=Lax$`));
    const session = await sessions.read(tokenOf(cookie), T0);
    expect(session).toMatchObject({ owner: { id: owner.id, lastLoginAt: T0 }, method: "password" });
  });

  it("get a new token at every login, and the presented session ends (no fixation)", async () => {
    const owner = await newOwner();
    const app = portalApp(() => owner);
    const planted = await sessions.create(owner.id, "password", null, T0);
    const response = await app.request("/login", { method: "POST", headers: { Cookie: `${SESSION_COOKIE}=${planted}` } }, env);
    const token = tokenOf(cookieOf(response));
    expect(token).not.toBe(planted);
    expect(await sessions.read(planted, T0)).toBeUndefined();
    expect(await sessions.read(token, T0)).toBeDefined();
  });

  it("open the portal with a live session, no-store; without one it is a 303 to the login with next", async () => {
    const owner = await newOwner();
    const app = portalApp(() => owner);
    const token = await sessions.create(owner.id, "passkey", null, Date.now());
    const page = portalPropertyPath("fr", 5001);
    const inside = await app.request(`${page}?tab=views`, { headers: { Cookie: `${SESSION_COOKIE}=${token}` } }, env);
    expect(inside.status).toBe(200);
    expect(await inside.json()).toEqual({ owner: owner.id, method: "passkey" });
    expect(inside.headers.get("Cache-Control")).toBe("no-store");

    const outside = await app.request(`${page}?tab=views`, {}, env);
    expect(outside.status).toBe(303);
    expect(outside.headers.get("Location")).toBe(`/fr/login/?next=${encodeURIComponent(`${page}?tab=views`)}`);
    expect(outside.headers.get("Cache-Control")).toBe("no-store");
    // Someone who never signed in gets no cookie to clear.
    expect(outside.headers.getSetCookie()).toEqual([]);
  });

  it("answer a JSON call without a session 401 with the login page, not a redirect", async () => {
    const owner = await newOwner();
    const app = portalApp(() => owner);
    const outside = await app.request("/api/owner/thing", { method: "POST" }, env);
    expect(outside.status).toBe(401);
    expect(await outside.json()).toEqual({ login: "/fr/login/" });
    expect(outside.headers.get("Cache-Control")).toBe("no-store");
    const token = await sessions.create(owner.id, "password", null, Date.now());
    const inside = await app.request("/api/owner/thing", { method: "POST", headers: { Cookie: `${SESSION_COOKIE}=${token}` } }, env);
    expect(await inside.json()).toEqual({ owner: owner.id });
  });

  it("send an expired, unknown or malformed cookie to the login, clearing it", async () => {
    const owner = await newOwner();
    const app = portalApp(() => owner);
    const idle = await sessions.create(owner.id, "password", null, Date.now() - 31 * MINUTE);
    for (const value of [idle, "x".repeat(43), "not a token"]) {
      const response = await app.request(portalPath("fr"), { headers: { Cookie: `${SESSION_COOKIE}=${value}` } }, env);
      expect(response.status).toBe(303);
      expect(cookieOf(response)).toMatch(new RegExp(`^${SESSION_COOKIE}=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax$`));
    }
  });

  it("end at logout, on the server as well as in the browser", async () => {
    const owner = await newOwner();
    const app = portalApp(() => owner);
    const token = await sessions.create(owner.id, "password", null, Date.now());
    const response = await app.request("/logout", { method: "POST", headers: { Cookie: `${SESSION_COOKIE}=${token}` } }, env);
    expect(cookieOf(response)).toContain("Max-Age=0");
    expect(
      await env.DB.prepare("SELECT 1 FROM owner_sessions WHERE token_hash = ?")
        .bind(await tokenHash(token))
        .first(),
    ).toBeNull();
    expect((await app.request(portalPath("fr"), { headers: { Cookie: `${SESSION_COOKIE}=${token}` } }, env)).status).toBe(303);
  });
});

describe("per-address limit", () => {
  it("refuses a client past LOGIN_RATE_LIMIT's attempts, not another", async () => {
    const app = portalApp(() => {
      throw new Error("unused");
    });
    const client = { "CF-Connecting-IP": newClient() };
    const answers: string[] = [];
    for (let attempt = 0; attempt < 11; attempt++) answers.push(await (await app.request("/limit", { headers: client }, env)).text());
    expect(answers.slice(0, 10)).toEqual(Array(10).fill("false"));
    expect(answers[10]).toBe("true");
    expect(await (await app.request("/limit", { headers: { "CF-Connecting-IP": "2001:db8::1" } }, env)).text()).toBe("false");
  });
});
