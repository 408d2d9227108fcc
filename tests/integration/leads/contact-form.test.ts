import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { LANGUAGES } from "../../../client/i18n/languages";
import { CODE_SLUGS, formPath, pathFor, thankYouPath } from "../../../client/i18n/routes";
import { get } from "../worker";
import { deliveryRows, FORM_CONTEXT, hiddenFields, leadRows, oldStamp, PERSON, postForm } from "./helpers";
import { inOneRateWindow, RATE_WINDOW_TIMEOUT_MS } from "../rate-window";

const CONTACT = (lang: (typeof LANGUAGES)[number]) => formPath("site-contact", lang);

beforeEach(async () => {
  await env.DB.exec("DELETE FROM newsletter_subscribers; DELETE FROM lead_deliveries; DELETE FROM leads;");
});

describe("the contact form (site-contact)", () => {
  it.each(LANGUAGES)("is on the %s contact page, posting to the form's address with its context", async (lang) => {
    const html = await (await get(pathFor(CODE_SLUGS, "contact", lang))).text();
    const hidden = hiddenFields(html, CONTACT(lang));
    expect(hidden[FORM_CONTEXT.page]).toBe(pathFor(CODE_SLUGS, "contact", lang));
    expect(hidden[FORM_CONTEXT.stamp]).toMatch(/^\d{13}\.[0-9a-f]{64}$/);
    expect(html).toContain(`href="${pathFor(CODE_SLUGS, "privacy", lang)}"`);
  });

  it.each(LANGUAGES)("stores one %s lead, queues its deliveries and lands on the thank-you page", async (lang) => {
    const response = await postForm(CONTACT(lang), {
      ...PERSON,
      remark: "Bel mij na 18 uur",
      page: pathFor(CODE_SLUGS, "contact", lang),
      stamp: await oldStamp(),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(thankYouPath("site-contact", lang));
    const leads = await leadRows();
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ form: "site-contact", lang, email: PERSON.email, captcha: "not-solved" });
    expect((await deliveryRows(leads[0]!.id)).map((row) => row.kind)).toEqual(["agency-mail", "crm", "visitor-mail"]);
    expect((await get(thankYouPath("site-contact", lang))).status).toBe(200);
  });

  it("subscribes the newsletter opt-in unconfirmed, with a confirmation mail, and only once while it is active", async () => {
    const post = (remark: string) =>
      postForm(CONTACT("fr"), { ...PERSON, remark, newsletter: "on", page: pathFor(CODE_SLUGS, "contact", "fr") }).then(async (response) => {
        expect(response.status).toBe(303);
        return (await leadRows()).at(-1)!;
      });
    const first = await post("Première question");
    expect((await deliveryRows(first.id)).map((row) => row.kind)).toContain("newsletter-confirm-mail");
    const row = await env.DB.prepare("SELECT state, lang, source, lead_id FROM newsletter_subscribers WHERE email = ?")
      .bind(PERSON.email.toLowerCase())
      .first();
    expect(row).toEqual({ state: "unconfirmed", lang: "fr", source: "site-contact", lead_id: first.id });

    await env.DB.prepare("UPDATE newsletter_subscribers SET state = 'active' WHERE email = ?").bind(PERSON.email.toLowerCase()).run();
    const second = await post("Deuxième question");
    expect((await deliveryRows(second.id)).map((row) => row.kind)).not.toContain("newsletter-confirm-mail");
    expect(await env.DB.prepare("SELECT state FROM newsletter_subscribers").all()).toMatchObject({ results: [{ state: "active" }] });
  });

  it("subscribes nobody without the tick", async () => {
    await postForm(CONTACT("nl"), { ...PERSON, remark: "Vraag", page: pathFor(CODE_SLUGS, "contact", "nl") });
    expect((await env.DB.prepare("SELECT COUNT(*) AS n FROM newsletter_subscribers").first<{ n: number }>())?.n).toBe(0);
  });

  it("gives each missing field its SPEC message, keeps what was typed and stores nothing", async () => {
    const response = await postForm(CONTACT("en"), { firstName: "Zoë", email: "", phone: "", page: "/en/contact/" });
    expect(response.status).toBe(422);
    const html = await response.text();
    for (const message of [
      "Title is a required field",
      "Last name is a required field",
      "Email address is a required field",
      "Phone number is a required field",
      "Message is a required field",
    ])
      expect(html).toContain(message);
    expect(html).toMatch(/name="firstName" value="Zoë"/);
    expect(html).toMatch(/<div class="error-summary" role="alert"[^>]*autofocus/);
    expect(html).toMatch(/aria-invalid="true" aria-describedby="site-contact-lastName-error"/);
    expect(await leadRows()).toEqual([]);
  });

  it.each([
    ["nl", "E-mailadres is niet geldig"],
    ["fr", "L&#x27;adresse e-mail n&#x27;est pas valide"],
    ["en", "Email address is not valid"],
    ["de", "E-Mail-Adresse ist ungültig"],
  ] as const)("refuses a bad email address in %s", async (lang, message) => {
    const html = await (await postForm(CONTACT(lang), { ...PERSON, email: "zoe@", remark: "x", page: pathFor(CODE_SLUGS, "contact", lang) })).text();
    expect(html).toContain(message);
  });

  it("takes a number of any country and stores it in E.164; refuses a wrong one saying what is wrong, everything typed kept", async () => {
    const typed = ["+32 475 12 34 56", "00352 621 123 456", "+44 20 7946 0958", "+49 170 1234567"];
    for (const [index, phone] of typed.entries())
      expect((await postForm(CONTACT("en"), { ...PERSON, phone, remark: `r${index}`, stamp: await oldStamp() })).status).toBe(303);
    const phones = (await leadRows()).map((lead) => (JSON.parse((lead as unknown as { person: string }).person) as { phone: string }).phone);
    expect(phones).toEqual(["+32475123456", "+352621123456", "+442079460958", "+491701234567"]);
    const refused = await postForm(CONTACT("en"), { ...PERSON, phone: "+49 170", remark: "kept" });
    expect(refused.status).toBe(422);
    const html = await refused.text();
    expect(html).toContain("Phone number has too few digits for country code +49");
    expect(html).toContain('value="+49 170"');
    expect(html).toContain(">kept</textarea>");
  });

  it("keeps unicode, bounds lengths and shows markup inert", async () => {
    const markup = `<script>alert("x")</script><img src=x onerror=alert(1)>`;
    const long = await postForm(CONTACT("en"), { ...PERSON, firstName: "Ж".repeat(81), lastName: markup, remark: "x".repeat(2001) });
    expect(long.status).toBe(422);
    const html = await long.text();
    expect(html).toContain("This text is too long (at most 80 characters)");
    expect(html).toContain("This text is too long (at most 2000 characters)");
    expect(html).not.toContain("<script>alert");
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
  });

  it("answers a post too large to read with a page in the visitor's language that leads back to the form", async () => {
    const response = await postForm(
      CONTACT("de"),
      { ...PERSON, remark: "x".repeat(300 * 1024) },
      { Referer: `http://localhost:8787${pathFor(CODE_SLUGS, "contact", "de")}` },
    );
    expect(response.status).toBe(413);
    const html = await response.text();
    expect(html).toContain("Diese Nachricht ist zu lang zum Senden");
    expect(html).toContain("höchstens 2000 Zeichen");
    expect(html).toContain(`href="${pathFor(CODE_SLUGS, "contact", "de")}"`);
    expect(await leadRows()).toEqual([]);
  });

  it("never cuts a long message: the field states its limit, and a refused one comes back whole next to its error", async () => {
    const page = await (await get(pathFor(CODE_SLUGS, "contact", "fr"))).text();
    const [field, id] = /<textarea id="([^"]+)" name="remark"[^>]*>/.exec(page)!;
    // A browser cuts a paste at maxlength without a word: the field takes ten times its limit, and the
    // server's error is what says the text is too long.
    expect(field).toContain('maxLength="20000"');
    expect(field).toContain(`aria-describedby="${id}-count"`);
    expect(page).toContain(`<p id="${id}-count" class="field-hint field-count">2000 caractères au maximum</p>`);

    const remark = "Une très longue description de ce que je cherche. ".repeat(100);
    const response = await postForm(CONTACT("fr"), { ...PERSON, remark, page: pathFor(CODE_SLUGS, "contact", "fr"), stamp: await oldStamp() });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain('<p class="field-error" id="site-contact-remark-error">Ce texte est trop long (2000 caractères au maximum)</p>');
    expect(html).toContain(`>${remark}</textarea>`);
    expect(await leadRows()).toEqual([]);
  });

  it("counts a line break as one character, as the field does, though the browser posts it as two", async () => {
    const remark = `${"x".repeat(99)}\r\n`.repeat(20);
    const response = await postForm(CONTACT("en"), { ...PERSON, remark, page: pathFor(CODE_SLUGS, "contact", "en"), stamp: await oldStamp() });
    expect(response.status).toBe(303);
  });

  it("stores a double submit (same page view) once", async () => {
    const fields = { ...PERSON, remark: "Twice", page: "/nl/contact/", stamp: await oldStamp(), [FORM_CONTEXT.nonce]: "view-1" };
    expect((await postForm(CONTACT("nl"), fields)).status).toBe(303);
    expect((await postForm(CONTACT("nl"), fields)).status).toBe(303);
    expect(await leadRows()).toHaveLength(1);
  });

  it("keeps a robot's post (honeypot filled, or sent faster than a person types) without delivering it", async () => {
    expect((await postForm(CONTACT("nl"), { ...PERSON, remark: "spam", website_url: "http://spam.example" })).status).toBe(303);
    expect((await postForm(CONTACT("nl"), { ...PERSON, remark: "fast", stamp: await oldStamp(500) })).status).toBe(303);
    const leads = await leadRows();
    expect(leads.map((lead) => [lead.captcha, lead.delivery_state])).toEqual([
      ["spam", "suppressed"],
      ["spam", "suppressed"],
    ]);
    expect(await deliveryRows(leads[0]!.id)).toEqual([]);
  });

  it("refuses a form posted from another site", async () => {
    const response = await postForm(CONTACT("nl"), { ...PERSON, remark: "x" }, { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" });
    expect(response.status).toBe(403);
    expect(await leadRows()).toEqual([]);
  });

  it("answers a post flood from one address with a translated 429 page", { timeout: RATE_WINDOW_TIMEOUT_MS }, async () => {
    const client = { "CF-Connecting-IP": "203.0.113.77" };
    await inOneRateWindow();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt++) statuses.push((await postForm(CONTACT("fr"), { ...PERSON, remark: `n${attempt}` }, client)).status);
    expect(statuses).toContain(429);
    const limited = await postForm(CONTACT("fr"), { ...PERSON, remark: "again" }, client);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toBe("60");
    expect(await limited.text()).toContain("Trop de messages");
  });

  it("keeps the marketing pop-up away from the form's own page, a refused post and the thank-you page", async () => {
    const popup = 'data-island="Popup"';
    expect(await (await get(pathFor(CODE_SLUGS, "contact", "nl"))).text()).toContain(popup);
    const refused = await postForm(CONTACT("nl"), { firstName: "Zoë", page: pathFor(CODE_SLUGS, "contact", "nl") });
    expect(refused.status).toBe(422);
    expect(await refused.text()).not.toContain(popup);
    for (const path of [CONTACT("nl"), thankYouPath("site-contact", "nl"), formPath("sign-newsletter", "nl"), thankYouPath("sign-newsletter", "nl")]) {
      const page = await get(path);
      expect(page.status, path).toBe(200);
      expect(await page.text(), path).not.toContain(popup);
    }
  });

  it("shows the form on a page of its own, not indexed", async () => {
    const response = await get(CONTACT("de"));
    expect(response.status).toBe(200);
    expect(response.headers.get("X-Robots-Tag")).toContain("noindex");
    expect(await response.text()).toContain("Schreiben Sie uns");
  });
});

describe("the contact page's texts", () => {
  it.each(LANGUAGES)("promise in %s only what its form offers: a question, no appointment or time slot to choose", async (lang) => {
    const html = await (await get(pathFor(CODE_SLUGS, "contact", lang))).text();
    const form = html.slice(html.indexOf(`action="${CONTACT(lang)}"`), html.indexOf("</form>", html.indexOf(`action="${CONTACT(lang)}"`)));
    expect(form).not.toContain('name="moment"');
    const intro = /<p class="module-description">([^<]*)<\/p>/.exec(html)?.[1];
    expect(intro).toBeTruthy();
    expect(intro).not.toMatch(/tijdslot|afspraak|créneau|rendez-vous|time slot|appointment|Zeitfenster|Termin/i);
  });
});
