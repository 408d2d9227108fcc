import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { formatInstant } from "../../../client/domain/format";
import { LANGUAGES } from "../../../client/i18n/languages";
import { fixedPath, portalAccountPath, portalLogoutPath, portalPath } from "../../../client/i18n/routes";
import { FREE_LOGIN_FAILURES } from "../../../worker/owner/auth/throttle";
import { ownerSessionRepository } from "../../../worker/auth/owner-sessions";
import { i18nFor } from "../../../worker/i18n";
import { AGENCY_TIME_ZONE } from "../../../worker/stats/day";
import { escapeHtml, unescapeHtml } from "../worker";
import { createOwner, inputAttributes, PASSWORD, send, sessionCookieOf, sessionCount, sessionRow, signIn } from "./owner-pages";

const NEW_PASSWORD = "seven swans over the scheldt";

const change = (token: string, fields: { current: string; password: string; repeat?: string }, lang: "nl" | "fr" | "en" | "de" = "nl") =>
  send(portalAccountPath(lang), {
    cookie: token,
    fields: { intent: "password", current: fields.current, password: fields.password, repeat: fields.repeat ?? fields.password },
  });

describe("the account page", () => {
  it.each(LANGUAGES)("in %s: the owner's bar, the password form, the sessions and the passkeys; never stored or indexed", async (lang) => {
    const owner = await createOwner({ firstName: "Lotte" });
    const token = await signIn(owner, { lang });
    await signIn(owner, { lang });
    const response = await send(portalAccountPath(lang), { cookie: token });
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    const html = await response.text();
    const i18n = i18nFor(lang);
    // The bar: whose account, the portal, this page (current), and signing out as a form post.
    expect(html).toContain(escapeHtml(i18n._("owner.account.bar.signedInAs", { name: "Lotte Peeters" })));
    expect(html).toContain(`href="${portalPath(lang)}"`);
    expect(html).toContain(`href="${portalAccountPath(lang)}" aria-current="page"`);
    expect(html).toContain(
      `<form action="${portalLogoutPath(lang)}" method="post"><button type="submit" class="button">${escapeHtml(i18n._("owner.account.bar.signOut"))}</button></form>`,
    );
    expect(html).toContain(`<h1>${escapeHtml(i18n._("owner.account.title"))}</h1>`);
    expect(inputAttributes(html, "owner-account-current")).toMatchObject({ type: "password", autoComplete: "current-password" });
    expect(inputAttributes(html, "owner-account-password")).toMatchObject({ type: "password", autoComplete: "new-password" });
    expect(inputAttributes(html, "owner-account-repeat")).toMatchObject({ type: "password", autoComplete: "new-password" });
    expect(html).toContain(escapeHtml(i18n._("owner.account.sessions.count", { count: 2 })));
    expect(html).toContain(escapeHtml(i18n._("owner.account.signOutEverywhere")));
    expect(html).toContain('data-island="PasskeyManager"');
  });

  it("lists each signed-in browser: what it is, how and when it signed in, when it was last active, and which is this one", async () => {
    const owner = await createOwner();
    const firefox = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
    const earlier = Date.now() - 5 * 60_000;
    await ownerSessionRepository(env.DB).create(owner.id, "passkey", firefox, earlier);
    const token = await signIn(owner, { lang: "en" });
    const html = await (await send(portalAccountPath("en"), { cookie: token })).text();
    const i18n = i18nFor("en");
    const list = /<ul class="owner-sessions">(.*?)<\/ul>/s.exec(html)?.[1] ?? "";
    const items = [...list.matchAll(/<li>(.*?)<\/li>/gs)].map(([, item]) => unescapeHtml((item ?? "").replace(/<[^>]+>/g, "")));
    expect(items).toHaveLength(2);
    // The most recently active first: this browser (the test's request names no browser), then Firefox.
    expect(items[0]).toContain(`${i18n._("owner.account.sessions.unknownDevice")} · ${i18n._("owner.account.sessions.current")}`);
    expect(items[0]).toContain(i18n._("owner.account.sessions.viaPassword", { date: "" }).trim());
    expect(items[1]).toContain("Firefox · Linux");
    expect(items[1]).not.toContain(i18n._("owner.account.sessions.current"));
    const when = formatInstant(new Date(earlier), "en", "dateTime", AGENCY_TIME_ZONE);
    expect(items[1]).toContain(i18n._("owner.account.sessions.viaPasskey", { date: when }));
    expect(items[1]).toContain(i18n._("owner.account.sessions.lastSeen", { date: when }));
  });

  it("hands a passkey's removal notice to the passkey section", async () => {
    const token = await signIn(await createOwner());
    const html = await (await send(`${portalAccountPath("nl")}?passkey=removed`, { cookie: token })).text();
    const props = /data-island="PasskeyManager" data-props="([^"]*)"/.exec(html)?.[1];
    expect(JSON.parse(unescapeHtml(props!))).toMatchObject({ lang: "nl", passkeys: [], removed: true });
  });
});

describe("changing the password", () => {
  it("stores it, ends the other sessions, gives this browser a new one and says so", async () => {
    const owner = await createOwner();
    const token = await signIn(owner);
    const elsewhere = await signIn(owner);
    const response = await change(token, { current: PASSWORD, password: NEW_PASSWORD });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(`${portalAccountPath("nl")}?changed=1`);
    const renewed = sessionCookieOf(response)!;
    expect(renewed).not.toBe(token);
    expect(await sessionRow(token)).toBeNull();
    expect(await sessionRow(elsewhere)).toBeNull();
    expect(await sessionCount(owner.id)).toBe(1);
    const page = await (await send(response.headers.get("Location")!, { cookie: renewed })).text();
    expect(page).toContain(`role="status">${escapeHtml(i18nFor("nl")._("owner.account.password.changed"))}</p>`);
    expect((await send(fixedPath("login", "nl"), { fields: { email: owner.email, password: NEW_PASSWORD } })).status).toBe(303);
    expect((await send(fixedPath("login", "nl"), { fields: { email: owner.email, password: PASSWORD } })).status).toBe(401);
  });

  it.each(LANGUAGES)("in %s: refuses a wrong current password, an unequal repeat and the policy's refusals (422), changing nothing", async (lang) => {
    const owner = await createOwner();
    const token = await signIn(owner, { lang });
    const i18n = i18nFor(lang);
    const cases: [{ current: string; password: string; repeat?: string }, string, string][] = [
      [{ current: "not my password", password: NEW_PASSWORD }, "owner-account-current", i18n._("owner.error.current.wrong")],
      [{ current: "", password: NEW_PASSWORD }, "owner-account-current", i18n._("owner.error.current.required")],
      [{ current: PASSWORD, password: NEW_PASSWORD, repeat: "seven swans" }, "owner-account-repeat", i18n._("owner.error.passwordsNotEqual")],
      [{ current: PASSWORD, password: "too short" }, "owner-account-password", i18n._("owner.error.password.tooShort", { min: 12 })],
      [{ current: PASSWORD, password: "qwertyuiopasdfgh" }, "owner-account-password", i18n._("owner.error.password.common")],
    ];
    for (const [fields, field, message] of cases) {
      const response = await change(token, fields, lang);
      expect(response.status, message).toBe(422);
      const html = await response.text();
      expect(html).toContain(`<a href="#${field}">${escapeHtml(message)}</a>`);
      expect(html).not.toContain(`value="${fields.password}"`);
    }
    expect(await sessionRow(token)).not.toBeNull();
    expect((await send(fixedPath("login", lang), { fields: { email: owner.email, password: PASSWORD } })).status).toBe(303);
  });

  it(`counts wrong current passwords toward the address's delays (after ${FREE_LOGIN_FAILURES} failures)`, async () => {
    const owner = await createOwner();
    const token = await signIn(owner);
    for (let attempt = 0; attempt < FREE_LOGIN_FAILURES; attempt++) {
      expect((await change(token, { current: "a wrong guess", password: NEW_PASSWORD })).status).toBe(422);
    }
    const slowed = await change(token, { current: PASSWORD, password: NEW_PASSWORD });
    expect(slowed.status).toBe(429);
    const seconds = Number(slowed.headers.get("Retry-After"));
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(30);
    expect(await slowed.text()).toContain(escapeHtml(i18nFor("nl")._("owner.error.slowedDown.seconds", { seconds })));
  });

  it("needs a session: a post without one goes to the login page and changes nothing", async () => {
    const owner = await createOwner();
    const response = await send(portalAccountPath("nl"), { fields: { intent: "password", current: PASSWORD, password: NEW_PASSWORD, repeat: NEW_PASSWORD } });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toContain(`${fixedPath("login", "nl")}?next=`);
    expect((await send(fixedPath("login", "nl"), { fields: { email: owner.email, password: PASSWORD } })).status).toBe(303);
  });
});

describe("signing out everywhere", () => {
  it("ends every session of the owner, this one too, and says so on the login page", async () => {
    const owner = await createOwner();
    const other = await createOwner();
    const here = await signIn(owner);
    const there = await signIn(owner);
    const someoneElse = await signIn(other);
    const response = await send(portalAccountPath("nl"), { cookie: here, fields: { intent: "sign-out-everywhere" } });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(`${fixedPath("login", "nl")}?notice=everywhere`);
    expect(sessionCookieOf(response)).toBe("");
    expect(await sessionCount(owner.id)).toBe(0);
    for (const token of [here, there]) expect((await send(portalAccountPath("nl"), { cookie: token })).status).toBe(303);
    // Another owner's session is not touched.
    expect((await send(portalAccountPath("nl"), { cookie: someoneElse })).status).toBe(200);
    const notice = await (await send(response.headers.get("Location")!)).text();
    expect(notice).toContain(escapeHtml(i18nFor("nl")._("owner.login.notice.everywhere")));
  });
});
