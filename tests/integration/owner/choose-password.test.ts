import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { LANGUAGES, type Lang } from "../../../client/i18n/languages";
import { choosePasswordPath, fixedPath, forgotPasswordPath, portalPath } from "../../../client/i18n/routes";
import { MIN_PASSWORD_LENGTH } from "../../../worker/owner/auth/password-policy";
import { ownerPasswordLinkRepository, RESET_LINK_TTL_MS } from "../../../worker/db/owner-password-links";
import { i18nFor } from "../../../worker/i18n";
import { escapeHtml } from "../worker";
import { createOwner, inputAttributes, linkToken, PASSWORD, send, sessionCookieOf, sessionCount, sessionRow, signIn } from "./owner-pages";

const NEW_PASSWORD = "seven swans over the scheldt";
const links = ownerPasswordLinkRepository(env.DB);

/** A mailed link of a new account (no password yet unless told), as the mail would carry it. */
async function newLink(options: { purpose?: "invite" | "reset"; createdAgoMs?: number; password?: string | null } = {}) {
  const owner = await createOwner({ password: options.password === undefined ? null : options.password });
  const id = await links.create(owner.id, options.purpose ?? "invite", "nl", Date.now() - (options.createdAgoMs ?? 0));
  const token = await linkToken(id);
  return { owner, id, token, path: (lang: Lang = "nl") => choosePasswordPath(lang, token) };
}

const choose = (path: string, password: string, repeat = password) => send(path, { fields: { password, repeat } });

describe("the page of a password link", () => {
  it.each(LANGUAGES)("in %s: asks the new password twice for the named account, and tells no one the address", async (lang) => {
    const link = await newLink();
    const response = await send(link.path(lang));
    expect(response.status).toBe(200);
    expect(response.headers.get("Referrer-Policy")).toBe("no-referrer");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    const html = await response.text();
    const i18n = i18nFor(lang);
    expect(html).toContain(escapeHtml(i18n._("owner.choose.intro", { email: link.owner.email })));
    expect(html).toContain(escapeHtml(i18n._("owner.choose.hint", { min: MIN_PASSWORD_LENGTH })));
    expect(inputAttributes(html, "owner-choose-password")).toMatchObject({
      type: "password",
      autoComplete: "new-password",
      minLength: String(MIN_PASSWORD_LENGTH),
    });
    expect(inputAttributes(html, "owner-choose-repeat")).toMatchObject({ type: "password", autoComplete: "new-password" });
    // Password managers save the new password under the account's address.
    const username = /<input[^>]*name="username"[^>]*>/.exec(html)?.[0] ?? "";
    for (const attribute of ['autoComplete="username"', 'readOnly=""', 'hidden=""', `value="${link.owner.email}"`]) expect(username).toContain(attribute);
    // Opening the link uses nothing (mail scanners open links).
    expect((await links.byId(link.id))?.usedAt).toBeNull();
  });

  it("sets the password, ends every other session, signs this browser in and goes to the portal", async () => {
    const link = await newLink({ purpose: "reset", password: PASSWORD });
    const elsewhere = await signIn(link.owner);
    const response = await choose(link.path(), NEW_PASSWORD);
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(portalPath("nl"));
    const token = sessionCookieOf(response)!;
    expect(await sessionRow(token)).toMatchObject({ owner_id: link.owner.id });
    expect(await sessionRow(elsewhere)).toBeNull();
    expect(await sessionCount(link.owner.id)).toBe(1);
    expect((await links.byId(link.id))?.usedAt).not.toBeNull();
    // The new password signs in; the old one no longer does.
    expect((await send(fixedPath("login", "nl"), { fields: { email: link.owner.email, password: NEW_PASSWORD } })).status).toBe(303);
    expect((await send(fixedPath("login", "nl"), { fields: { email: link.owner.email, password: PASSWORD } })).status).toBe(401);
  });

  it("opens a locked address again: its owner read its mail", async () => {
    const link = await newLink({ purpose: "reset", password: PASSWORD });
    for (let attempt = 0; attempt < 5; attempt++) await send(fixedPath("login", "nl"), { fields: { email: link.owner.email, password: "a wrong guess" } });
    expect((await send(fixedPath("login", "nl"), { fields: { email: link.owner.email, password: PASSWORD } })).status).toBe(429);
    expect((await choose(link.path(), NEW_PASSWORD)).status).toBe(303);
    expect((await send(fixedPath("login", "nl"), { fields: { email: link.owner.email, password: NEW_PASSWORD } })).status).toBe(303);
  });

  it("works once: a second use, even with the same password, is a clear page pointing to a new link (410), never a 500", async () => {
    const link = await newLink();
    expect((await choose(link.path(), NEW_PASSWORD)).status).toBe(303);
    for (const again of [await send(link.path()), await choose(link.path(), NEW_PASSWORD)]) {
      expect(again.status).toBe(410);
      expect(again.headers.get("Referrer-Policy")).toBe("no-referrer");
      expect(sessionCookieOf(again)).toBeUndefined();
      const html = await again.text();
      expect(html).toContain(escapeHtml(i18nFor("nl")._("owner.choose.invalid.text")));
      expect(html).toContain(`href="${forgotPasswordPath("nl")}"`);
      expect(html).not.toContain('name="password"');
    }
  });

  it("lets only one of two posts at once through", async () => {
    const link = await newLink();
    const answers = await Promise.all([choose(link.path(), NEW_PASSWORD), choose(link.path(), `${NEW_PASSWORD} too`)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([303, 410]);
  });

  it(`expires: a reset link is refused once ${RESET_LINK_TTL_MS / 60_000} minutes have passed`, async () => {
    const fresh = await newLink({ purpose: "reset", createdAgoMs: RESET_LINK_TTL_MS - 60_000 });
    expect((await send(fresh.path())).status).toBe(200);
    const old = await newLink({ purpose: "reset", createdAgoMs: RESET_LINK_TTL_MS + 1 });
    expect((await send(old.path())).status).toBe(410);
    const post = await choose(old.path(), NEW_PASSWORD);
    expect(post.status).toBe(410);
    expect((await links.byId(old.id))?.usedAt).toBeNull();
  });

  it("answers an altered or made-up token with the same clear page (404)", async () => {
    const link = await newLink();
    const altered = link.token.slice(0, -1) + (link.token.endsWith("0") ? "1" : "0");
    for (const token of [altered, `${crypto.randomUUID()}.${"0".repeat(32)}`, "nonsense"]) {
      const response = await send(choosePasswordPath("nl", token));
      expect(response.status).toBe(404);
      expect(await response.text()).toContain(escapeHtml(i18nFor("nl")._("owner.choose.invalid.title")));
    }
    // A genuine token for a link that was never stored (or was purged).
    expect((await send(choosePasswordPath("nl", await linkToken(crypto.randomUUID())))).status).toBe(404);
  });
});

describe("a refused new password", () => {
  const TOO_SHORT = "short words";

  it.each(LANGUAGES)("in %s: says what the policy wants, keeps the link usable and never sends a password back (422)", async (lang) => {
    const link = await newLink();
    const i18n = i18nFor(lang);
    const cases: [string, string, string, string][] = [
      ["", "", "owner-choose-password", i18n._("owner.error.newPassword.required")],
      [NEW_PASSWORD, "", "owner-choose-repeat", i18n._("owner.error.repeat.required")],
      [NEW_PASSWORD, `${NEW_PASSWORD}.`, "owner-choose-repeat", i18n._("owner.error.passwordsNotEqual")],
      [TOO_SHORT, TOO_SHORT, "owner-choose-password", i18n._("owner.error.password.tooShort", { min: MIN_PASSWORD_LENGTH })],
      ["password1234", "password1234", "owner-choose-password", i18n._("owner.error.password.common")],
      [link.owner.email, link.owner.email, "owner-choose-password", i18n._("owner.error.password.email")],
      ["x".repeat(257), "x".repeat(257), "owner-choose-password", i18n._("owner.error.password.tooLong", { max: 256 })],
    ];
    for (const [password, repeat, field, message] of cases) {
      const response = await choose(link.path(lang), password, repeat);
      expect(response.status, message).toBe(422);
      const html = await response.text();
      expect(html).toContain(`<a href="#${field}">${escapeHtml(message)}</a>`);
      expect(html).toContain(`<p class="field-error" id="${field}-error">${escapeHtml(message)}</p>`);
      // (The account's own address is on the page anyway, for password managers.)
      if (password && password !== link.owner.email) expect(html).not.toContain(`value="${password}"`);
    }
    expect((await links.byId(link.id))?.usedAt).toBeNull();
    expect((await choose(link.path(lang), NEW_PASSWORD)).status).toBe(303);
  });
});
