/**
 * Issue 37 item 4: wrong passwords slow an address down with growing delays instead of locking the
 * owner out; the owner's usual browser (its device cookie) is never held up by strangers; the owner
 * hears of it by mail, once per round of guessing.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { sha256Hex } from "../../../client/domain/digest";
import { LANGUAGES, type Lang } from "../../../client/i18n/languages";
import { fixedPath, forgotPasswordPath } from "../../../client/i18n/routes";
import { createApp } from "../../../worker/app";
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_S } from "../../../worker/owner/auth/device-cookie";
import { FREE_LOGIN_FAILURES } from "../../../worker/owner/auth/throttle";
import { hashPassword } from "../../../worker/auth/password";
import { normaliseOwnerEmail, ownerRepository } from "../../../worker/db/owners";
import { i18nFor } from "../../../worker/i18n";
import { deliver } from "../../../worker/jobs/deliver";
import type { DeliveryMessage } from "../../../worker/leads/delivery-messages";
import type { Mail, MailTransport } from "../../../worker/mail/mail";
import { deliveryDeps } from "../../../worker/jobs/delivery-deps";
import { newClient } from "../leads/helpers";
import { recordingQueue } from "../staff/helpers";
import { escapeHtml, ORIGIN } from "../worker";
import { createOwner, deviceCookieOf, normalisePage, PASSWORD, send, sessionCookieOf } from "./owner-pages";

const LOGIN = fixedPath("login", "nl");
const GUESS = "a stranger's guess";
/** Tests that sign in and guess many times (a PBKDF2 each) take longer than the default 5 s under load. */
const SLOW = { timeout: 30_000 };
const unknownAddress = () => `nobody-${crypto.randomUUID()}@example.be`;

/** Time passes: the address's current wait is over, as if its owner waited what the page said (its count stays). */
async function waitIsOver(email: string): Promise<void> {
  await env.DB.prepare("UPDATE login_delays SET retry_at = 0 WHERE key_hash = ?")
    .bind(await sha256Hex(normaliseOwnerEmail(email)))
    .run();
}

/** `times` wrong passwords for `email` from strangers' browsers, each once its wait is over. */
async function guess(email: string, times: number, lang: Lang = "nl"): Promise<void> {
  for (let attempt = 0; attempt < times; attempt++) {
    await waitIsOver(email);
    expect((await send(fixedPath("login", lang), { fields: { email, password: GUESS } })).status).toBe(401);
  }
}

describe("the owner's usual browser", () => {
  it("is remembered at sign-in: a signed, long-lived, HttpOnly, Secure, SameSite=Lax __Host- cookie, the same for the same browser", SLOW, async () => {
    const owner = await createOwner();
    const first = await send(LOGIN, { fields: { email: owner.email, password: PASSWORD } });
    expect(first.status).toBe(303);
    const line = first.headers.getSetCookie().find((cookie) => cookie.startsWith(`${DEVICE_COOKIE}=`));
    const [pair, ...attributes] = line!.split(";").map((part) => part.trim());
    expect(attributes.map((attribute) => attribute.toLowerCase()).sort()).toEqual([
      "httponly",
      `max-age=${DEVICE_COOKIE_MAX_AGE_S}`,
      "path=/",
      "samesite=lax",
      "secure",
    ]);
    expect(DEVICE_COOKIE_MAX_AGE_S).toBeGreaterThanOrEqual(180 * 24 * 60 * 60);
    const device = pair!.slice(DEVICE_COOKIE.length + 1);
    // Bound to the account and its password: its id, the browser's own id, when the password last changed, and a MAC over them.
    expect(device).toMatch(new RegExp(`^${owner.id}\\.[0-9a-f-]{36}\\.${owner.passwordChangedAt}\\.[0-9a-f]{32}$`));
    const again = await send(LOGIN, { fields: { email: owner.email, password: PASSWORD }, device });
    expect(deviceCookieOf(again)).toBe(device);
    // Another browser is another device.
    expect(deviceCookieOf(await send(LOGIN, { fields: { email: owner.email, password: PASSWORD } }))).not.toBe(device);
  });

  it("always lets the right password in, whatever strangers typed; a stranger, a forged cookie or another account's waits", SLOW, async () => {
    const owner = await createOwner();
    const device = deviceCookieOf(await send(LOGIN, { fields: { email: owner.email, password: PASSWORD } }))!;
    await guess(owner.email, 3 * FREE_LOGIN_FAILURES);
    const stranger = await send(LOGIN, { fields: { email: owner.email, password: PASSWORD } });
    expect(stranger.status).toBe(429);
    expect(sessionCookieOf(stranger)).toBeUndefined();

    const own = await send(LOGIN, { fields: { email: owner.email, password: PASSWORD }, device });
    expect(own.status).toBe(303);
    expect(sessionCookieOf(own)).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const other = await createOwner();
    const othersDevice = deviceCookieOf(await send(LOGIN, { fields: { email: other.email, password: PASSWORD } }))!;
    const forged = `${device.slice(0, -1)}${device.endsWith("0") ? "1" : "0"}`;
    const foreignOwner = othersDevice.replace(other.id, owner.id);
    for (const cookie of [othersDevice, forged, foreignOwner]) {
      expect((await send(LOGIN, { fields: { email: owner.email, password: PASSWORD }, device: cookie })).status, cookie).toBe(429);
    }
    // The client address limit still holds for the owner's browser (login.test.ts covers the limit itself).
  });

  it("is forgotten once the password changes: a browser that signed in with the old one waits with strangers", SLOW, async () => {
    const owner = await createOwner();
    const device = deviceCookieOf(await send(LOGIN, { fields: { email: owner.email, password: PASSWORD } }))!;
    // A reset: the password the old browser signed in with is no longer the account's.
    const NEW_PASSWORD = "a different harbour in the sun";
    await ownerRepository(env.DB).setPassword(owner.id, await hashPassword(NEW_PASSWORD), Date.now());
    await guess(owner.email, 3 * FREE_LOGIN_FAILURES);
    const old = await send(LOGIN, { fields: { email: owner.email, password: NEW_PASSWORD }, device });
    expect(old.status).toBe(429);
    expect(sessionCookieOf(old)).toBeUndefined();
    // Signing in again (once the address may) remembers the browser anew, under a new device id.
    await waitIsOver(owner.email);
    const fresh = deviceCookieOf(await send(LOGIN, { fields: { email: owner.email, password: NEW_PASSWORD }, device }))!;
    expect(fresh.split(".")[1]).not.toBe(device.split(".")[1]);
    await guess(owner.email, 3 * FREE_LOGIN_FAILURES);
    expect((await send(LOGIN, { fields: { email: owner.email, password: NEW_PASSWORD }, device: fresh })).status).toBe(303);
  });

  it("slowed down by its own wrong passwords, says so in its own words, not 'your usual browser works'", SLOW, async () => {
    const owner = await createOwner();
    const device = deviceCookieOf(await send(LOGIN, { fields: { email: owner.email, password: PASSWORD } }))!;
    for (let attempt = 0; attempt < FREE_LOGIN_FAILURES; attempt++)
      expect((await send(LOGIN, { fields: { email: owner.email, password: GUESS }, device })).status).toBe(401);
    const refused = await send(LOGIN, { fields: { email: owner.email, password: PASSWORD }, device });
    expect(refused.status).toBe(429);
    const seconds = Number(refused.headers.get("Retry-After"));
    const html = await refused.text();
    const i18n = i18nFor("nl");
    expect(html).toContain(escapeHtml(i18n._("owner.error.slowedDownHere.seconds", { seconds })));
    expect(html).not.toContain(escapeHtml(i18n._("owner.error.slowedDown.seconds", { seconds })));
    // A stranger's browser, for the same address, is not held up by the owner's browser's mistakes.
    expect((await send(LOGIN, { fields: { email: owner.email, password: PASSWORD } })).status).toBe(303);
  });

  it.each(LANGUAGES)("in %s: words of its own for the remembered browser's wait, in seconds and in minutes", (lang) => {
    const i18n = i18nFor(lang);
    for (const [id, values, number] of [
      ["seconds", { seconds: 30 }, 30],
      ["minutes", { minutes: 4 }, 4],
    ] as const) {
      const here = i18n._(`owner.error.slowedDownHere.${id}`, values);
      expect(here).not.toBe(`owner.error.slowedDownHere.${id}`);
      expect(here).toMatch(new RegExp(`\\b${number}\\b`));
      expect(here).not.toBe(i18n._(`owner.error.slowedDown.${id}`, values));
    }
  });
});

describe("a stranger's wrong passwords", () => {
  it(`slow the address down after ${FREE_LOGIN_FAILURES}, each wait longer, and never lock it: the page says when, keeping the address`, SLOW, async () => {
    const owner = await createOwner();
    const i18n = i18nFor("nl");
    for (let attempt = 0; attempt < FREE_LOGIN_FAILURES; attempt++)
      expect((await send(LOGIN, { fields: { email: owner.email, password: GUESS } })).status).toBe(401);
    const first = await send(LOGIN, { fields: { email: owner.email, password: PASSWORD } });
    expect(first.status).toBe(429);
    expect(sessionCookieOf(first)).toBeUndefined();
    const seconds = Number(first.headers.get("Retry-After"));
    expect(seconds).toBeGreaterThan(20);
    expect(seconds).toBeLessThanOrEqual(30);
    const firstHtml = await first.text();
    const said = escapeHtml(i18n._("owner.error.slowedDown.seconds", { seconds }));
    expect(firstHtml).toContain(said);
    expect(firstHtml).toContain(`value="${owner.email}"`);
    expect(firstHtml).not.toContain(PASSWORD);

    // Each wrong password after a wait makes the next wait twice as long.
    const waits = [];
    for (let round = 0; round < 3; round++) {
      await guess(owner.email, 1);
      const refused = await send(LOGIN, { fields: { email: owner.email, password: PASSWORD } });
      expect(refused.status).toBe(429);
      const wait = Number(refused.headers.get("Retry-After"));
      waits.push(wait);
      expect(await refused.text()).toContain(escapeHtml(i18n._("owner.error.slowedDown.minutes", { minutes: Math.ceil(wait / 60) })));
    }
    expect(waits.map((wait) => Math.round(wait / 60))).toEqual([1, 2, 4]);

    // Once the wait is over, the right password gets in.
    await waitIsOver(owner.email);
    expect((await send(LOGIN, { fields: { email: owner.email, password: PASSWORD } })).status).toBe(303);

    // An unknown address is slowed down the same, with the same page.
    const unknown = unknownAddress();
    for (let attempt = 0; attempt < FREE_LOGIN_FAILURES; attempt++) await send(LOGIN, { fields: { email: unknown, password: GUESS } });
    const nobody = await send(LOGIN, { fields: { email: unknown, password: PASSWORD } });
    expect(nobody.status).toBe(429);
    const nobodySaid = escapeHtml(i18n._("owner.error.slowedDown.seconds", { seconds: Number(nobody.headers.get("Retry-After")) }));
    expect(normalisePage(await nobody.text(), [unknown, nobodySaid])).toBe(normalisePage(firstHtml, [owner.email, said]));
  });

  it.each(LANGUAGES)("in %s: say in words how long to wait", SLOW, async (lang) => {
    const email = unknownAddress();
    await guess(email, FREE_LOGIN_FAILURES, lang);
    const refused = await send(fixedPath("login", lang), { fields: { email, password: PASSWORD } });
    expect(refused.status).toBe(429);
    const seconds = Number(refused.headers.get("Retry-After"));
    const text = i18nFor(lang)._("owner.error.slowedDown.seconds", { seconds });
    expect(text).toMatch(new RegExp(`\\b${seconds}\\b`));
    expect(await refused.text()).toContain(escapeHtml(text));
  });

  it("leave passkeys and 'forgot password' working while the address waits", SLOW, async () => {
    const owner = await createOwner();
    await guess(owner.email, FREE_LOGIN_FAILURES);
    expect((await send(LOGIN, { fields: { email: owner.email, password: PASSWORD } })).status).toBe(429);
    const forgot = await send(forgotPasswordPath("nl"), { fields: { email: owner.email } });
    expect(forgot.status).toBe(200);
    const options = await createApp().fetch(
      new Request(new URL("/api/owner/passkeys/login/options", ORIGIN), {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: ORIGIN, "Sec-Fetch-Site": "same-origin", "CF-Connecting-IP": newClient() },
        body: JSON.stringify({ lang: "nl" }),
      }),
      env,
      createExecutionContext(),
    );
    expect(options.status).toBe(200);
  });
});

describe("the owner's mail", () => {
  it(
    "comes once per round of guessing, in the owner's language: what happened, that the password still works from their browser, how to change it",
    SLOW,
    async () => {
      const owner = await createOwner({ lang: "fr" });
      const { sent, queue } = recordingQueue();
      const app = createApp();
      const post = async (email: string, password: string) => {
        const ctx = createExecutionContext();
        const request = new Request(new URL(fixedPath("login", "fr"), ORIGIN), {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN, "Sec-Fetch-Site": "same-origin", "CF-Connecting-IP": newClient() },
          body: new URLSearchParams({ email, password }).toString(),
          redirect: "manual",
        });
        const response = await app.fetch(request, { ...env, LEAD_DELIVERIES: queue }, ctx);
        await waitOnExecutionContext(ctx);
        return response;
      };
      for (let attempt = 0; attempt < FREE_LOGIN_FAILURES - 1; attempt++) expect((await post(owner.email, GUESS)).status).toBe(401);
      expect(sent).toEqual([]);
      expect((await post(owner.email, GUESS)).status).toBe(401);
      expect(sent).toEqual([{ ownerId: owner.id, at: expect.any(Number), kind: "owner-login-attack-mail" }]);
      // The guessing goes on: no second mail.
      for (let attempt = 0; attempt < 3; attempt++) {
        await waitIsOver(owner.email);
        expect((await post(owner.email, GUESS)).status).toBe(401);
      }
      expect(sent).toHaveLength(1);
      // An unknown address has nobody to tell.
      const unknown = unknownAddress();
      for (let attempt = 0; attempt < FREE_LOGIN_FAILURES + 1; attempt++) await post(unknown, GUESS);
      expect(sent).toHaveLength(1);

      const mails: Mail[] = [];
      const transport: MailTransport = { send: async (mail) => (mails.push(mail), { messageId: mail.headers["Message-ID"] }) };
      expect(await deliver(sent[0] as DeliveryMessage, deliveryDeps(env, { transport }))).toBe("delivered");
      const [mail] = mails;
      const i18n = i18nFor("fr");
      expect(mail?.to).toEqual([{ name: "An Peeters", email: owner.email }]);
      expect(mail?.subject).toMatch(/^Des mots de passe erronés ont été essayés sur votre compte/);
      expect(mail?.text).toContain(i18n._("mail.ownerLoginAttack.stillWorks"));
      expect(mail?.text).toContain(forgotPasswordPath("fr"));
      expect(mail?.html).toContain(escapeHtml(i18n._("mail.ownerPasskey.newPassword")));
    },
  );
});
