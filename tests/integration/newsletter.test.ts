import { env, exports } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { LANGUAGES } from "../../client/i18n/languages";
import { CODE_SLUGS, fixedPath, formPath, newsletterPath, newsletterStopPath, pathFor, thankYouPath } from "../../client/i18n/routes";
import { i18nFor } from "../../worker/i18n";
import { signLink } from "../../worker/leads/signed-link";
import { configOf } from "../../worker/services/config";
import { deliveryRows, FORM_CONTEXT, hiddenFields, leadRows, newClient, oldStamp, postForm } from "./leads/helpers";
import { escapeHtml, get, ORIGIN } from "./worker";

const FORM = "sign-newsletter";
const ADDRESS = "lotte.janssens@example.be";

interface SubscriberRow {
  id: string;
  email: string;
  lang: string;
  state: string;
  source: string;
  lead_id: string | null;
  confirmed_at: number | null;
  unsubscribed_at: number | null;
}

async function subscriber(email = ADDRESS): Promise<SubscriberRow | null> {
  return env.DB.prepare("SELECT * FROM newsletter_subscribers WHERE email = ?").bind(email).first<SubscriberRow>();
}

/** Subscribes from the footer form of the language's home page, as a person would (an old stamp: they took their time). */
async function subscribe(lang: (typeof LANGUAGES)[number], email = ADDRESS): Promise<Response> {
  const home = await (await get(fixedPath("home", lang))).text();
  const hidden = hiddenFields(home, formPath(FORM, lang));
  return postForm(formPath(FORM, lang), { ...hidden, [FORM_CONTEXT.stamp]: await oldStamp(), email });
}

const token = (id: string) => signLink(configOf(env).formSecret!, "newsletter", id);

/** A post to a signed-link page, from the page itself (the button) unless `headers` say otherwise. */
function postLink(path: string, body: string, headers: Record<string, string> = { Origin: ORIGIN, "Sec-Fetch-Site": "same-origin" }): Promise<Response> {
  return exports.default.fetch(
    new Request(new URL(path, ORIGIN), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": newClient(), ...headers },
      body,
      redirect: "manual",
    }),
  );
}

beforeEach(async () => {
  await env.DB.exec("DELETE FROM newsletter_subscribers; DELETE FROM lead_deliveries; DELETE FROM leads;");
});

describe.each(LANGUAGES)("the footer's newsletter form in %s", (lang) => {
  const i18n = i18nFor(lang);

  it("is on the page, labelled, with the privacy sentence, honeypot and signed start time", async () => {
    const html = await (await get(fixedPath("home", lang))).text();
    const start = html.indexOf(`action="${formPath(FORM, lang)}"`);
    expect(start).toBeGreaterThan(html.indexOf("<footer"));
    const form = html.slice(start, html.indexOf("</form>", start));
    expect(form).toContain(`<label for="footer-newsletter-email">${escapeHtml(i18n._("newsletter.email"))}</label>`);
    expect(form).toMatch(/<input id="footer-newsletter-email" type="email"[^>]* required=""[^>]* name="email"/);
    expect(form).toContain(escapeHtml(i18n._("newsletter.submit")));
    expect(form).toContain(`href="${pathFor(CODE_SLUGS, "privacy", lang)}"`);
    expect(form).toContain('name="website_url"');
    expect(hiddenFields(html, formPath(FORM, lang))[FORM_CONTEXT.stamp]).toMatch(/^\d{13}\.[0-9a-f]{64}$/);
  });

  it("refuses an address that is not one, in the page's language, with what was typed kept", async () => {
    const response = await postForm(formPath(FORM, lang), {
      [FORM_CONTEXT.page]: fixedPath("home", lang),
      [FORM_CONTEXT.stamp]: await oldStamp(),
      email: "lotte@@example",
    });
    expect(response.status).toBe(422);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const html = await response.text();
    expect(html).toContain(escapeHtml(i18n._("form.email.invalid")));
    expect(html).toContain('value="lotte@@example"');
    expect(html).toContain('aria-invalid="true"');
    expect(await leadRows()).toEqual([]);
    expect(await subscriber("lotte@@example")).toBeNull();
  });

  it("stores a lead and an unconfirmed subscriber, asks for the confirmation mail and lands on the thank-you page", async () => {
    const response = await subscribe(lang);
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(thankYouPath(FORM, lang));
    const [lead] = await leadRows();
    expect(lead).toMatchObject({ form: FORM, lang, email: ADDRESS, captcha: "not-solved" });
    expect((await deliveryRows(lead!.id)).map((row) => row.kind)).toEqual(["newsletter-confirm-mail"]);
    expect(await subscriber()).toMatchObject({ state: "unconfirmed", lang, source: FORM, lead_id: lead!.id });
  });
});

describe("a subscription's answers", () => {
  it("are the same for an address already subscribed, which is left as it is and mailed nothing", async () => {
    await subscribe("nl");
    const first = (await subscriber())!;
    await env.DB.prepare("UPDATE newsletter_subscribers SET state = 'active', confirmed_at = 1 WHERE id = ?").bind(first.id).run();
    const again = await subscribe("fr");
    expect(again.status).toBe(303);
    expect(again.headers.get("Location")).toBe(thankYouPath(FORM, "fr"));
    expect(await subscriber()).toMatchObject({ state: "active", lang: "nl", lead_id: first.lead_id, confirmed_at: 1 });
    const leads = await leadRows();
    expect(leads).toHaveLength(2);
    expect(await deliveryRows(leads[1]!.id)).toEqual([]);
  });

  it("send a new confirmation mail to an address that has not confirmed yet", async () => {
    await subscribe("nl");
    const first = (await subscriber())!;
    await subscribe("de");
    const leads = await leadRows();
    expect(leads).toHaveLength(2);
    expect((await deliveryRows(leads[1]!.id)).map((row) => row.kind)).toEqual(["newsletter-confirm-mail"]);
    expect(await subscriber()).toMatchObject({ id: first.id, state: "unconfirmed", lang: "de", lead_id: leads[1]!.id });
  });

  it("keep a robot's post (filled honeypot) without a subscriber or a mail", async () => {
    const response = await postForm(formPath(FORM, "nl"), { [FORM_CONTEXT.stamp]: await oldStamp(), website_url: "http://spam.example", email: ADDRESS });
    expect(response.status).toBe(303);
    const [lead] = await leadRows();
    expect(lead).toMatchObject({ captcha: "spam", delivery_state: "suppressed" });
    expect(await subscriber()).toBeNull();
  });
});

describe("the confirmation page behind the mail's signed link", () => {
  it("shows a button on GET without confirming, and confirms only on POST", async () => {
    await subscribe("fr");
    const { id } = (await subscriber())!;
    const path = newsletterPath("fr", await token(id));
    const page = await get(path);
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("no-store");
    expect(page.headers.get("X-Robots-Tag")).toContain("noindex");
    const html = await page.text();
    const fr = i18nFor("fr");
    expect(html).toContain(`<form action="${path}" method="post">`);
    expect(html).toContain(escapeHtml(fr._("newsletter.confirm.button")));
    // A second GET (a mail scanner, then the person) still changes nothing.
    await get(path);
    expect((await subscriber())!.state).toBe("unconfirmed");

    const confirmed = await postLink(path, "");
    expect(confirmed.status).toBe(200);
    expect(confirmed.headers.get("Cache-Control")).toBe("no-store");
    expect(await confirmed.text()).toContain(escapeHtml(fr._("newsletter.confirmed.title")));
    expect(await subscriber()).toMatchObject({ state: "active", confirmed_at: expect.any(Number) });
  });

  it.each(LANGUAGES)("is translated in %s", async (lang) => {
    await subscribe(lang);
    const { id } = (await subscriber())!;
    const html = await (await get(newsletterPath(lang, await token(id)))).text();
    expect(html).toContain(`<html lang="${lang}"`);
    expect(html).toContain(escapeHtml(i18nFor(lang)._("newsletter.confirm.title")));
  });

  it("answers 404 to a tampered token, a token of another purpose or an unknown id, and changes nothing", async () => {
    await subscribe("nl");
    const { id } = (await subscriber())!;
    const genuine = await token(id);
    const tampered = `${genuine.slice(0, -1)}${genuine.endsWith("0") ? "1" : "0"}`;
    const otherId = `${id.slice(0, -1)}${id.endsWith("0") ? "1" : "0"}`;
    const foreign = await signLink(configOf(env).formSecret!, "alert", id);
    for (const bad of [tampered, `${otherId}.${genuine.split(".")[1]}`, foreign, await token(crypto.randomUUID())]) {
      expect((await get(newsletterPath("nl", bad))).status).toBe(404);
      expect((await postLink(newsletterPath("nl", bad), "")).status).toBe(404);
      expect((await get(newsletterStopPath("nl", bad))).status).toBe(404);
    }
    expect((await postLink(newsletterStopPath("nl", tampered), "List-Unsubscribe=One-Click", {})).status).toBe(403);
    expect((await subscriber())!.state).toBe("unconfirmed");
  });
});

describe("leaving the newsletter", () => {
  it("shows a stop button on GET without unsubscribing", async () => {
    await subscribe("en");
    const { id } = (await subscriber())!;
    const page = await get(newsletterStopPath("en", await token(id)));
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("no-store");
    expect(await page.text()).toContain(escapeHtml(i18nFor("en")._("newsletter.stop.button")));
    expect((await subscriber())!.state).toBe("unconfirmed");
  });

  it("unsubscribes with a mail client's one-click POST (RFC 8058: no Origin, no page)", async () => {
    await subscribe("nl");
    const { id } = (await subscriber())!;
    await postLink(newsletterPath("nl", await token(id)), "");
    expect((await subscriber())!.state).toBe("active");
    const response = await postLink(newsletterStopPath("nl", await token(id)), "List-Unsubscribe=One-Click", {});
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(escapeHtml(i18nFor("nl")._("newsletter.stop.done.title")));
    expect(await subscriber()).toMatchObject({ state: "unsubscribed", unsubscribed_at: expect.any(Number) });
    // An old confirmation link does not bring the address back.
    await postLink(newsletterPath("nl", await token(id)), "");
    expect((await subscriber())!.state).toBe("unsubscribed");
  });

  it("can be undone by subscribing again: a new unconfirmed request with a new confirmation mail", async () => {
    await subscribe("nl");
    const { id } = (await subscriber())!;
    await postLink(newsletterStopPath("nl", await token(id)), "List-Unsubscribe=One-Click", {});
    const again = await subscribe("nl");
    expect(again.status).toBe(303);
    const leads = await leadRows();
    expect(leads).toHaveLength(2);
    expect(await subscriber()).toMatchObject({ id, state: "unconfirmed", lead_id: leads[1]!.id, unsubscribed_at: null });
    expect((await deliveryRows(leads[1]!.id)).map((row) => row.kind)).toEqual(["newsletter-confirm-mail"]);
  });
});
