import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../../client/i18n/languages";
import { fixedPath, forgotPasswordPath } from "../../../client/i18n/routes";
import { i18nFor } from "../../../worker/i18n";
import { FORGOT_ANSWER_MS } from "../../../worker/owner/routes/owner-forgot";
import { newClient } from "../leads/helpers";
import { escapeHtml } from "../worker";
import { createOwner, inputAttributes, normalisePage, send } from "./owner-pages";
import { inOneRateWindow, RATE_WINDOW_TIMEOUT_MS } from "../rate-window";

const FORGOT = forgotPasswordPath("nl");

async function linkRows(ownerId: string): Promise<{ purpose: string; lang: string; used_at: number | null; expires_at: number; created_at: number }[]> {
  const { results } = await env.DB.prepare("SELECT * FROM owner_password_links WHERE owner_id = ?").bind(ownerId).all();
  return results as never;
}

async function linkCount(): Promise<number> {
  return (await env.DB.prepare("SELECT count(*) AS n FROM owner_password_links").first<{ n: number }>())?.n ?? 0;
}

describe("the forgot password page", () => {
  it.each(LANGUAGES)("in %s: asks the account's address, links back to the login, never stored or indexed", async (lang) => {
    const response = await send(forgotPasswordPath(lang));
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    const html = await response.text();
    expect(html).toContain(`<h1 id="owner-forgot-title">${escapeHtml(i18nFor(lang)._("owner.forgot.title"))}</h1>`);
    expect(html).toContain(`action="${forgotPasswordPath(lang)}"`);
    expect(inputAttributes(html, "owner-forgot-email")).toMatchObject({ name: "email", type: "email", autoComplete: "username" });
    expect(html).toContain(`href="${fixedPath("login", lang)}"`);
  });

  it("is linked from the login page", async () => {
    expect(await (await send(fixedPath("login", "de"))).text()).toContain(`href="${forgotPasswordPath("de")}"`);
  });
});

describe("asking for a password link", () => {
  it("answers a known and an unknown address with the same status, the same page and no sooner than the other", async () => {
    const owner = await createOwner();
    const unknown = `nobody-${crypto.randomUUID()}@example.be`;
    const before = await linkCount();
    const timed = async (email: string) => {
      const started = Date.now();
      const response = await send(FORGOT, { fields: { email } });
      return { response, ms: Date.now() - started, html: await response.text() };
    };
    const known = await timed(owner.email);
    const nobody = await timed(unknown);
    expect(known.response.status).toBe(200);
    expect(nobody.response.status).toBe(known.response.status);
    expect(normalisePage(nobody.html, [unknown])).toBe(normalisePage(known.html, [owner.email]));
    expect(known.html).toContain(escapeHtml(i18nFor("nl")._("owner.forgot.sent.title")));
    // Both wait out the same fixed time, the work for the known address inside it.
    expect(known.ms).toBeGreaterThanOrEqual(FORGOT_ANSWER_MS - 5);
    expect(nobody.ms).toBeGreaterThanOrEqual(FORGOT_ANSWER_MS - 5);
    // A link only for the account, a reset of an hour in the page's language; nothing for the unknown address.
    const rows = await linkRows(owner.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ purpose: "reset", lang: "nl", used_at: null });
    expect(rows[0]!.expires_at - rows[0]!.created_at).toBe(60 * 60_000);
    expect(await linkCount()).toBe(before + 1);
  });

  it("issues the link in the language of the page it was asked on, for any case of the address", async () => {
    const owner = await createOwner({ lang: "nl" });
    expect((await send(forgotPasswordPath("fr"), { fields: { email: ` ${owner.email.toUpperCase()} ` } })).status).toBe(200);
    expect((await linkRows(owner.id)).map((row) => row.lang)).toEqual(["fr"]);
  });

  it.each(LANGUAGES)("in %s: names an empty or invalid address (SPEC 5) and keeps what was typed, with 422", async (lang) => {
    const i18n = i18nFor(lang);
    const empty = await send(forgotPasswordPath(lang), { fields: { email: "" } });
    expect(empty.status).toBe(422);
    expect(await empty.text()).toContain(`<a href="#owner-forgot-email">${escapeHtml(i18n._("form.email.required"))}</a>`);
    const invalid = await send(forgotPasswordPath(lang), { fields: { email: "an.peeters@" } });
    const html = await invalid.text();
    expect(html).toContain(escapeHtml(i18n._("form.email.invalid")));
    expect(inputAttributes(html, "owner-forgot-email").value).toBe("an.peeters@");
  });

  it("is limited per client address like the login (429), and then issues nothing", { timeout: RATE_WINDOW_TIMEOUT_MS }, async () => {
    const owner = await createOwner();
    await inOneRateWindow();
    const ip = newClient();
    for (let attempt = 0; attempt < 10; attempt++) await send(fixedPath("login", "nl"), { ip, fields: { email: `x${attempt}@example.be`, password: "guess" } });
    const refused = await send(FORGOT, { ip, fields: { email: owner.email } });
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain(escapeHtml(i18nFor("nl")._("owner.error.tooMany", { minutes: 1 })));
    expect(await linkRows(owner.id)).toEqual([]);
  });
});
