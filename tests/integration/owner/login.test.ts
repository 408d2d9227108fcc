import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { LANGUAGES } from "../../../client/i18n/languages";
import { fixedPath, forgotPasswordPath, portalAccountPath, portalLogoutPath, portalPath, portalPropertyPath } from "../../../client/i18n/routes";
import { SESSION_COOKIE } from "../../../worker/owner/auth/session-cookie";
import { tokenHash } from "../../../worker/auth/tokens";
import { i18nFor } from "../../../worker/i18n";
import { newClient } from "../leads/helpers";
import { escapeHtml } from "../worker";
import { createOwner, inputAttributes, normalisePage, PASSWORD, send, sessionCookieOf, sessionRow, signIn } from "./owner-pages";
import { inOneRateWindow, RATE_WINDOW_TIMEOUT_MS } from "../rate-window";

const LOGIN = fixedPath("login", "nl");
const LOGIN_IP_LIMIT = 10;

describe("the login page", () => {
  it.each(LANGUAGES)("in %s: a form with labelled fields, password manager hints, forgot password and passkeys; never stored or indexed", async (lang) => {
    const response = await send(fixedPath("login", lang));
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    const html = await response.text();
    const i18n = i18nFor(lang);
    expect(html).toContain(`action="${fixedPath("login", lang)}"`);
    expect(html).toContain(`<label for="owner-login-email">${escapeHtml(i18n._("owner.login.email"))}</label>`);
    expect(inputAttributes(html, "owner-login-email")).toMatchObject({ name: "email", type: "email", autoComplete: "username", required: "" });
    expect(html).toContain(`<label for="owner-login-password">${escapeHtml(i18n._("owner.login.password"))}</label>`);
    const password = inputAttributes(html, "owner-login-password");
    expect(password).toMatchObject({ name: "password", type: "password", autoComplete: "current-password", required: "" });
    // Never cut short: a password manager's long password arrives whole.
    expect(password.maxLength).toBeUndefined();
    expect(html).toContain(`href="${forgotPasswordPath(lang)}"`);
    expect(html).toContain('data-island="PasskeyLogin"');
    expect(html).toContain(escapeHtml(i18n._("owner.login.submit")));
    // Nothing to correct yet: no summary taking the focus.
    expect(html).not.toContain("error-summary");
    // The marketing pop-up of the public pages stays away from owner pages.
    expect(html).not.toContain('data-island="Popup"');
    expect(await (await send(fixedPath("home", lang))).text()).toContain('data-island="Popup"');
  });

  it("is shown in the preview copy too, its form posting to the public login", async () => {
    const response = await send("/nl/preview/login/");
    expect(response.status).toBe(200);
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    expect(await response.text()).toContain(`action="${LOGIN}"`);
    expect((await send("/nl/preview/login/", { fields: { email: "a@example.be", password: "x" } })).status).not.toBe(303);
  });

  it("sends a browser that is signed in straight to the portal (or the page it asked for)", async () => {
    const token = await signIn(await createOwner());
    const home = await send(LOGIN, { cookie: token });
    expect(home.status).toBe(303);
    expect(home.headers.get("Location")).toBe(portalPath("nl"));
    const next = await send(`${LOGIN}?next=${encodeURIComponent(portalAccountPath("nl"))}`, { cookie: token });
    expect(next.headers.get("Location")).toBe(portalAccountPath("nl"));
  });
});

describe("signing in", () => {
  it("answers 303 to the portal with a __Host- session cookie: Secure, HttpOnly, SameSite=Lax, Path=/, no Domain, no lifetime", async () => {
    const owner = await createOwner();
    const response = await send(LOGIN, { fields: { email: owner.email, password: PASSWORD } });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(portalPath("nl"));
    const cookies = response.headers.getSetCookie();
    // The session, and the remembered browser (login-delays.test.ts): nothing else.
    expect(cookies).toHaveLength(2);
    const cookie = cookies.find((line) => line.startsWith(`${SESSION_COOKIE}=`));
    const [pair, ...attributes] = cookie!.split(";").map((part) => part.trim());
    expect(pair!.startsWith(`${SESSION_COOKIE}=`)).toBe(true);
    expect(attributes.map((attribute) => attribute.toLowerCase()).sort()).toEqual(["httponly", "path=/", "samesite=lax", "secure"]);
    const token = sessionCookieOf(response)!;
    // 256 random bits as base64url; D1 holds only its hash.
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await sessionRow(token)).toMatchObject({ owner_id: owner.id, method: "password" });
    const stored = await env.DB.prepare("SELECT count(*) AS n FROM owner_sessions WHERE token_hash = ?").bind(token).first<{ n: number }>();
    expect(stored?.n).toBe(0);
    expect(await tokenHash(token)).toMatch(/^[0-9a-f]{64}$/);
  });

  it("takes the address in any case and with spaces around it", async () => {
    const owner = await createOwner();
    const response = await send(LOGIN, { fields: { email: `  ${owner.email.toUpperCase()} `, password: PASSWORD } });
    expect(response.status).toBe(303);
  });

  it("gives a new token at every login and ends the session the browser presented (no fixation)", async () => {
    const owner = await createOwner();
    const first = await signIn(owner);
    const second = await signIn(owner, { cookie: first });
    const third = await signIn(owner);
    expect(new Set([first, second, third]).size).toBe(3);
    expect(await sessionRow(first)).toBeNull();
    expect(await sessionRow(second)).not.toBeNull();
    const stale = await send(portalAccountPath("nl"), { cookie: first });
    expect(stale.status).toBe(303);
  });

  it("goes on to the portal page asked for, and only to a page of the portal", async () => {
    const owner = await createOwner();
    const login = (next: string) => send(LOGIN, { fields: { email: owner.email, password: PASSWORD, next } });
    expect((await login(portalPropertyPath("nl", 5001))).headers.get("Location")).toBe(portalPropertyPath("nl", 5001));
    expect((await login(`${portalAccountPath("fr")}?passkey=removed`)).headers.get("Location")).toBe(`${portalAccountPath("fr")}?passkey=removed`);
    for (const next of [
      "https://evil.example/nl/eigenaar/",
      "//evil.example/nl/eigenaar/",
      "/\\evil.example/",
      "/nl/over-ons/",
      portalLogoutPath("nl"),
      "/nl/eigenaar/../../x",
    ]) {
      expect((await login(next)).headers.get("Location"), next).toBe(portalPath("nl"));
    }
  });

  it("carries a checked ?next= in the form (and to the passkey island), never a foreign one", async () => {
    const kept = await (await send(`${LOGIN}?next=${encodeURIComponent(portalPropertyPath("nl", 5001))}`)).text();
    expect(kept).toContain(`<input type="hidden" name="next" value="${portalPropertyPath("nl", 5001)}"/>`);
    const foreign = await (await send(`${LOGIN}?next=${encodeURIComponent("https://evil.example/")}`)).text();
    expect(foreign).not.toContain('name="next"');
    expect(foreign).not.toContain("evil.example");
  });
});

describe("a refused sign-in", () => {
  it("answers an unknown address and a wrong password with the same status and the same page", async () => {
    const owner = await createOwner();
    const unknown = `nobody-${crypto.randomUUID()}@example.be`;
    const wrong = await send(LOGIN, { fields: { email: owner.email, password: "not the password at all" } });
    const nobody = await send(LOGIN, { fields: { email: unknown, password: "not the password at all" } });
    expect(wrong.status).toBe(401);
    expect(nobody.status).toBe(wrong.status);
    const [wrongHtml, nobodyHtml] = [await wrong.text(), await nobody.text()];
    expect(wrongHtml).toContain(escapeHtml(i18nFor("nl")._("owner.error.wrong")));
    expect(normalisePage(nobodyHtml, [unknown])).toBe(normalisePage(wrongHtml, [owner.email]));
    // The address comes back as typed; the password never does.
    expect(wrongHtml).toContain(`value="${owner.email}"`);
    expect(wrongHtml).not.toContain("not the password at all");
  });

  it("says the same for an account that has no password yet", async () => {
    const invited = await createOwner({ password: null });
    const response = await send(LOGIN, { fields: { email: invited.email, password: PASSWORD } });
    expect(response.status).toBe(401);
  });

  it.each(LANGUAGES)("in %s: names the empty fields (SPEC 5) in a summary that takes the focus, with 422", async (lang) => {
    const i18n = i18nFor(lang);
    const response = await send(fixedPath("login", lang), { fields: { email: "", password: "" } });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toMatch(/<div class="error-summary" role="alert" tabindex="-1" id="owner-login-errors" autofocus=""/i);
    expect(html).toContain(`<a href="#owner-login-email">${escapeHtml(i18n._("form.email.required"))}</a>`);
    expect(html).toContain(`<a href="#owner-login-password">${escapeHtml(i18n._("owner.error.password.required"))}</a>`);
    expect(html).toContain('aria-invalid="true" aria-describedby="owner-login-email-error"');
    const invalid = await (await send(fixedPath("login", lang), { fields: { email: "an.peeters", password: "x" } })).text();
    expect(invalid).toContain(escapeHtml(i18n._("form.email.invalid")));
    expect(invalid).toContain('value="an.peeters"');
  });

  it(
    `refuses a client address after ${LOGIN_IP_LIMIT} attempts a minute with 429, before looking at the form`,
    { timeout: RATE_WINDOW_TIMEOUT_MS },
    async () => {
      const ip = newClient();
      await inOneRateWindow();
      for (let attempt = 0; attempt < LOGIN_IP_LIMIT; attempt++) {
        expect((await send(LOGIN, { ip, fields: { email: `x${attempt}@example.be`, password: "guess" } })).status).toBe(401);
      }
      const owner = await createOwner();
      const refused = await send(fixedPath("login", "fr"), { ip, fields: { email: owner.email, password: PASSWORD } });
      expect(refused.status).toBe(429);
      expect(refused.headers.get("Retry-After")).toBe("60");
      expect(sessionCookieOf(refused)).toBeUndefined();
      const html = await refused.text();
      expect(html).toContain(escapeHtml(i18nFor("fr")._("owner.error.tooMany", { minutes: 1 })));
      expect(html).toContain(`value="${owner.email}"`);
      expect(html).toContain('id="owner-login-password"');
      // Another client is not held up.
      expect((await send(LOGIN, { fields: { email: owner.email, password: PASSWORD } })).status).toBe(303);
    },
  );

  it("says 'login failed' (503) with the address kept when D1 cannot be read", async () => {
    const owner = await createOwner();
    await env.DB.exec("ALTER TABLE login_delays RENAME TO login_delays_away");
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const response = await send(LOGIN, { fields: { email: owner.email, password: PASSWORD } });
      expect(response.status).toBe(503);
      expect(sessionCookieOf(response)).toBeUndefined();
      const html = await response.text();
      expect(html).toContain(escapeHtml(i18nFor("nl")._("owner.error.loginFailed")));
      expect(html).toContain(`value="${owner.email}"`);
      expect(errors).toHaveBeenCalled();
    } finally {
      errors.mockRestore();
      await env.DB.exec("ALTER TABLE login_delays_away RENAME TO login_delays");
    }
  });
});
