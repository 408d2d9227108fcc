import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { CODE_SLUGS, fixedPath, pathFor, thankYouPath } from "../../client/i18n/routes";
import { BRAND } from "../../worker/content/data/agency";
import { leadRepository } from "../../worker/db/leads";
import { deliver } from "../../worker/jobs/deliver";
import type { Mail } from "../../worker/mail/mail";
import { deliveryDeps } from "../../worker/jobs/delivery-deps";
import { get, titleOf, unescapeHtml } from "./worker";
import { PERSON } from "./leads/helpers";

/** The brand of one language and never the other's; the legal name (Vitrine Vastgoed srl, GmbH…) is not a brand. */
function expectOneBrand(text: string, lang: "fr" | "de", where: string) {
  expect(text, where).toContain(BRAND[lang]);
  expect(text.match(/Vitrine Vastgoed(?! (?:bv|BV|srl|GmbH)\b)/g), where).toBeNull();
}

const cardLink = (html: string) => /<a href="([^"]+)" class="property-card-link"/.exec(html)?.[1];

beforeEach(async () => {
  await env.DB.exec("DELETE FROM lead_deliveries; DELETE FROM leads;");
});

describe.each(["fr", "de"] as const)("one brand name in %s", (lang) => {
  it("titles, the contact block, JSON-LD and social tags of home, contact, a property and a thank-you page", async () => {
    const list = await (await get(fixedPath("forSale", lang))).text();
    const property = cardLink(list);
    expect(property).toBeTruthy();
    for (const path of [fixedPath("home", lang), pathFor(CODE_SLUGS, "contact", lang), property!, thankYouPath("contact-me", lang)]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      const html = unescapeHtml(await response.text());
      expect(titleOf(html), path).toContain(BRAND[lang]);
      expectOneBrand(html, lang, path);
    }
  });

  it("the visitor's mail: sender, subject, head and invitation", async () => {
    const { id } = await leadRepository(env.DB).store({
      key: crypto.randomUUID(),
      form: "contact-appointment",
      lang,
      page: `/${lang}/`,
      person: PERSON,
      payload: { fields: { moment: "2026-12-02T14" } },
      newsletter: false,
      captcha: "solved",
      deliveries: ["visitor-mail"],
    });
    const sent: Mail[] = [];
    await deliver({ leadId: id, kind: "visitor-mail" }, deliveryDeps(env, { transport: { send: async (mail) => (sent.push(mail), { messageId: "x" }) } }));
    const [mail] = sent;
    expect(mail!.from.name).toBe(BRAND[lang]);
    expect(mail!.replyTo?.name).toBe(BRAND[lang]);
    const invite = String(mail!.attachments[0]?.content ?? "");
    expectOneBrand([mail!.subject, mail!.html, mail!.text, invite].join("\n"), lang, "visitor mail");
  });
});
