import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../../client/i18n/languages";
import { fixedPath, portalAccountPath, portalLogoutPath } from "../../../client/i18n/routes";
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from "../../../worker/auth/session";
import { SESSION_COOKIE } from "../../../worker/owner/auth/session-cookie";
import { tokenHash } from "../../../worker/auth/tokens";
import { i18nFor } from "../../../worker/i18n";
import { escapeHtml } from "../worker";
import { createOwner, send, sessionCookieOf, sessionRow, signIn } from "./owner-pages";

const MINUTE = 60_000;
const ACCOUNT = portalAccountPath("nl");

/** Moves a session's clock: when it was last seen and when it began (its absolute expiry follows the start). */
async function age(token: string, times: { lastSeenAgoMs?: number; createdAgoMs?: number }): Promise<void> {
  const now = Date.now();
  const row = await sessionRow(token);
  const createdAt = times.createdAgoMs === undefined ? row!.created_at : now - times.createdAgoMs;
  const lastSeenAt = times.lastSeenAgoMs === undefined ? row!.last_seen_at : now - times.lastSeenAgoMs;
  await env.DB.prepare("UPDATE owner_sessions SET created_at = ?, last_seen_at = ?, expires_at = ? WHERE token_hash = ?")
    .bind(createdAt, lastSeenAt, createdAt + SESSION_ABSOLUTE_MS, await tokenHash(token))
    .run();
}

/** Whether the token still opens a page behind the login. */
async function opens(token: string): Promise<boolean> {
  const response = await send(ACCOUNT, { cookie: token });
  return response.status === 200;
}

describe("a page behind the login", () => {
  it.each(LANGUAGES)("in %s: sends a browser that is not signed in to the login page, with where it was going", async (lang) => {
    const response = await send(portalAccountPath(lang));
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(`${fixedPath("login", lang)}?next=${encodeURIComponent(portalAccountPath(lang))}`);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    // Nobody to sign out: no cookie is set.
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("is reached again after signing in through that redirect", async () => {
    const owner = await createOwner();
    const login = (await send(ACCOUNT)).headers.get("Location")!;
    const form = await (await send(login)).text();
    const next = /<input type="hidden" name="next" value="([^"]+)"\/>/.exec(form)?.[1];
    expect(next).toBe(ACCOUNT);
    const signedIn = await send(fixedPath("login", "nl"), { fields: { email: owner.email, password: "a quiet harbour in the rain", next: next! } });
    expect(signedIn.headers.get("Location")).toBe(ACCOUNT);
    expect(await opens(sessionCookieOf(signedIn)!)).toBe(true);
  });

  it("refuses a made-up or malformed cookie and clears it", async () => {
    for (const cookie of ["A".repeat(43), "not a token"]) {
      const response = await send(ACCOUNT, { cookie });
      expect(response.status).toBe(303);
      expect(response.headers.getSetCookie().join()).toContain(`${SESSION_COOKIE}=;`);
    }
  });
});

describe("a session", () => {
  it(`ends after ${SESSION_IDLE_MS / MINUTE} minutes without a request`, async () => {
    const token = await signIn(await createOwner());
    await age(token, { lastSeenAgoMs: SESSION_IDLE_MS - MINUTE });
    expect(await opens(token)).toBe(true);
    await age(token, { lastSeenAgoMs: SESSION_IDLE_MS + MINUTE });
    const response = await send(ACCOUNT, { cookie: token });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toContain(`${fixedPath("login", "nl")}?next=`);
    expect(sessionCookieOf(response)).toBe("");
    expect(await sessionRow(token)).toBeNull();
  });

  it(`ends ${SESSION_ABSOLUTE_MS / 60 / MINUTE} hours after it began, however active`, async () => {
    const token = await signIn(await createOwner());
    await age(token, { createdAgoMs: SESSION_ABSOLUTE_MS - MINUTE, lastSeenAgoMs: 0 });
    expect(await opens(token)).toBe(true);
    await age(token, { createdAgoMs: SESSION_ABSOLUTE_MS + MINUTE, lastSeenAgoMs: 0 });
    expect(await opens(token)).toBe(false);
    expect(await sessionRow(token)).toBeNull();
  });

  it("is kept alive by its requests", async () => {
    const token = await signIn(await createOwner());
    await age(token, { lastSeenAgoMs: SESSION_IDLE_MS - MINUTE });
    expect(await opens(token)).toBe(true);
    expect(Date.now() - (await sessionRow(token))!.last_seen_at).toBeLessThan(MINUTE);
  });
});

describe("signing out", () => {
  it.each(LANGUAGES)("in %s: ends the session on the server, clears the cookie and says so on the login page", async (lang) => {
    const owner = await createOwner();
    const token = await signIn(owner, { lang });
    const other = await signIn(owner, { lang });
    const response = await send(portalLogoutPath(lang), { method: "POST", cookie: token });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(`${fixedPath("login", lang)}?notice=signed-out`);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const cleared = response.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`));
    expect(cleared).toMatch(/Max-Age=0/i);
    expect(sessionCookieOf(response)).toBe("");
    // The old cookie opens nothing any more, even if the browser kept it; the other browser stays signed in.
    expect(await sessionRow(token)).toBeNull();
    expect(await opens(token)).toBe(false);
    expect(await opens(other)).toBe(true);
    const notice = await (await send(response.headers.get("Location")!)).text();
    expect(notice).toContain(`role="status">${escapeHtml(i18nFor(lang)._("owner.login.notice.signedOut"))}</p>`);
  });

  it("answers the same without a live session, and only to a post", async () => {
    const response = await send(portalLogoutPath("nl"), { method: "POST" });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(`${fixedPath("login", "nl")}?notice=signed-out`);
    // A link (GET) never signs anyone out.
    const token = await signIn(await createOwner());
    const get = await send(portalLogoutPath("nl"), { cookie: token });
    expect(get.status).not.toBe(303);
    expect(await opens(token)).toBe(true);
  });

  it("refuses a post from another site (CSRF)", async () => {
    const token = await signIn(await createOwner());
    const { exports } = await import("cloudflare:workers");
    const response = await exports.default.fetch(
      new Request(new URL(portalLogoutPath("nl"), "http://localhost:8787"), {
        method: "POST",
        headers: {
          Cookie: `${SESSION_COOKIE}=${token}`,
          Origin: "https://evil.example",
          "Sec-Fetch-Site": "cross-site",
          "Content-Type": "application/x-www-form-urlencoded",
        },
        body: "",
        redirect: "manual",
      }),
    );
    expect(response.status).toBe(403);
    expect(await opens(token)).toBe(true);
  });
});
