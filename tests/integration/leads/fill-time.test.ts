import { env, exports } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { CODE_SLUGS, formPath, pathFor } from "../../../client/i18n/routes";
import { formStamp } from "../../../worker/leads/form-stamp";
import { MAX_STAMP_AGE_MS } from "../../../worker/leads/form-stamp";
import { ORIGIN, unescapeHtml } from "../worker";
import { deliveryRows, FORM_CONTEXT, leadRows, newClient, oldStamp, PERSON, postForm } from "./helpers";

const CONTACT = formPath("site-contact", "en");

/** A post that carries no stamp at all (postForm adds a person's when none is named). */
function postWithoutStamp(path: string, fields: Record<string, string>): Promise<Response> {
  return exports.default.fetch(
    new Request(new URL(path, ORIGIN), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN, "Sec-Fetch-Site": "same-origin", "CF-Connecting-IP": newClient() },
      body: new URLSearchParams(fields).toString(),
      redirect: "manual",
    }),
  );
}

beforeEach(async () => {
  await env.DB.exec("DELETE FROM newsletter_subscribers; DELETE FROM lead_deliveries; DELETE FROM leads;");
});

describe("a post without a genuine fill-time stamp", () => {
  it("is kept as a robot's, like one sent too fast: answered as a success, never delivered", async () => {
    const fields = { ...PERSON, page: pathFor(CODE_SLUGS, "contact", "en") };
    const genuine = await oldStamp();
    const forged = [
      `${Date.now() - 60_000}.${"0".repeat(64)}`,
      // A genuine signature over another time: made to look older than it is.
      `${Date.now() - 600_000}.${genuine.split(".")[1]}`,
      await formStamp("a-secret-that-is-not-this-sites-secret-at-all", Date.now() - 60_000),
      "",
      "1234",
    ];
    expect((await postWithoutStamp(CONTACT, { ...fields, remark: "no stamp" })).status).toBe(303);
    for (const [index, stamp] of forged.entries())
      expect((await postForm(CONTACT, { ...fields, remark: `forged ${index}`, [FORM_CONTEXT.stamp]: stamp })).status, stamp).toBe(303);
    const leads = await leadRows();
    expect(leads).toHaveLength(forged.length + 1);
    for (const lead of leads) {
      expect([lead.captcha, lead.delivery_state]).toEqual(["spam", "suppressed"]);
      expect(await deliveryRows(lead.id)).toEqual([]);
    }
  });

  it("signs nobody up for the newsletter", async () => {
    expect((await postWithoutStamp(formPath("sign-newsletter", "en"), { email: "robot@example.be" })).status).toBe(303);
    expect((await leadRows()).map((lead) => lead.captcha)).toEqual(["spam"]);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM newsletter_subscribers").first("n")).toBe(0);
  });

  it("is told apart from a person's, whose genuine stamp is old enough", async () => {
    expect((await postForm(CONTACT, { ...PERSON, remark: "a person", [FORM_CONTEXT.stamp]: await oldStamp() })).status).toBe(303);
    expect((await leadRows()).map((lead) => lead.captcha)).toEqual(["not-solved"]);
  });
});

describe("a post whose page was open for longer than a day", () => {
  const STALE = () => oldStamp(MAX_STAMP_AGE_MS + 60_000);
  const stampIn = (html: string) => /<input type="hidden" name="stamp" value="(\d{13})\.[0-9a-f]{64}"/.exec(html)?.[1];

  it("gets the form back to send again, in the visitor's language, with a fresh stamp and everything typed; nothing is stored", async () => {
    const messages = {
      nl: "Deze pagina stond lang open; verstuur het formulier opnieuw.",
      fr: "Cette page est restée ouverte longtemps ; veuillez renvoyer le formulaire.",
      en: "This page was open for a long time; please send it again.",
      de: "Diese Seite war lange geöffnet; bitte senden Sie das Formular erneut.",
    } as const;
    for (const [lang, message] of Object.entries(messages) as [keyof typeof messages, string][]) {
      const response = await postForm(formPath("site-contact", lang), {
        ...PERSON,
        page: pathFor(CODE_SLUGS, "contact", lang),
        remark: `Nog steeds interesse ${lang}`,
        [FORM_CONTEXT.stamp]: await STALE(),
      });
      expect(response.status, lang).toBe(422);
      const html = unescapeHtml(await response.text());
      expect(html, lang).toContain(message);
      expect(html, lang).toContain(`Nog steeds interesse ${lang}`);
      expect(html, lang).toContain(PERSON.email);
      // The stamp the page carries now is a fresh one: sent again, the post is a person's.
      expect(Date.now() - Number(stampIn(html)), lang).toBeLessThan(60_000);
    }
    expect(await leadRows()).toEqual([]);
  });

  it("from the newsletter's footer form: its own page back, the address kept, nobody signed up", async () => {
    const response = await postForm(formPath("sign-newsletter", "fr"), { email: "lent@example.be", page: "/fr/", [FORM_CONTEXT.stamp]: await STALE() });
    expect(response.status).toBe(422);
    const html = unescapeHtml(await response.text());
    expect(html).toContain("Cette page est restée ouverte longtemps ; veuillez renvoyer le formulaire.");
    expect(html).toContain('value="lent@example.be"');
    expect(Date.now() - Number(stampIn(html))).toBeLessThan(60_000);
    expect(await leadRows()).toEqual([]);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM newsletter_subscribers").first("n")).toBe(0);
  });
});
