import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { LANGUAGES } from "../../../client/i18n/languages";
import { CODE_SLUGS, formPath, pathFor, thankYouPath } from "../../../client/i18n/routes";
import { seedContent } from "../../../worker/content";
import { contentVersionRepository } from "../../../worker/content/content-versions";
import { ACCESSIBILITY_IDS, ARTICLE_ID } from "../../../worker/content/data/articles/ids";
import { forgetContentPointer } from "../../../worker/content/published";
import type { Article } from "../../../worker/content/schema";
import { encodeContentVersion } from "../../../worker/content/version-store";
import { saveDocument, workingDocument } from "../../../worker/content/working-copy";
import { deliveryDeps } from "../../../worker/jobs/delivery-deps";
import { deliver } from "../../../worker/jobs/deliver";
import type { Mail, MailTransport } from "../../../worker/mail/mail";
import { deliveryRows, hiddenFields, leadRows, PERSON, postForm, FORM_CONTEXT } from "../leads/helpers";
import { edited, formFields } from "../staff/form-fields";
import { publishEverything, staffFetch } from "../staff/helpers";
import { get, unescapeHtml } from "../worker";
import { publishHeads } from "./publish-heads";
import { resetContent } from "./reset";

const statementPath = (lang: (typeof LANGUAGES)[number]) => pathFor(CODE_SLUGS, "accessibility", lang);
const FOOTER_LINK = { nl: "Toegankelijkheid", fr: "Accessibilité", en: "Accessibility", de: "Barrierefreiheit" } as const;
const TITLE = { nl: "Toegankelijkheidsverklaring", fr: "Déclaration d'accessibilité", en: "Accessibility statement", de: "Erklärung zur Barrierefreiheit" };
const ASK = {
  nl: "Vertel ons wat u niet kon gebruiken",
  fr: "Dites-nous ce que vous n'avez pas pu utiliser",
  en: "Tell us what you could not use",
  de: "Sagen Sie uns, was Sie nicht nutzen konnten",
};

/** The footer's link to the statement on `html`, or undefined. */
function footerLink(html: string, text: string): string | undefined {
  const footer = html.slice(html.indexOf("<footer"));
  return [...footer.matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].find((match) => unescapeHtml(match[2]!) === text)?.[1];
}

beforeEach(async () => {
  await resetContent();
  await env.DB.exec("DELETE FROM lead_deliveries; DELETE FROM leads;");
});

describe("the accessibility statement", () => {
  it.each(LANGUAGES)("is reached in %s from the footer of any page, and says the law, the target, the tests, the limits and the supervisors", async (lang) => {
    for (const from of [pathFor(CODE_SLUGS, "home", lang), pathFor(CODE_SLUGS, "contact", lang)]) {
      expect(footerLink(await (await get(from)).text(), FOOTER_LINK[lang])).toBe(statementPath(lang));
    }
    const response = await get(statementPath(lang));
    expect(response.status).toBe(200);
    const html = unescapeHtml(await response.text());
    expect(html).toMatch(new RegExp(`<h1[^>]*>${TITLE[lang]}</h1>`));
    for (const fact of ["2019/882", "2025", "2023", "WCAG 2.1", "EN 301 549", "axe", "HTML", "Chromium", "economie.fgov.be", "OSAPS", "2026"])
      expect(html).toContain(fact);
    // Its own footer links to it as well, in the legal links and among the useful links.
    expect(footerLink(html, FOOTER_LINK[lang])).toBe(statementPath(lang));
    expect(footerLink(html, TITLE[lang])).toBe(statementPath(lang));
    // The report form is on the page, with the agency's address from the content.
    expect(html).toContain(ASK[lang]);
    expect(html).toContain(seedContent.site.agency.address.street);
    expect(hiddenFields(html, formPath("site-contact", lang))[FORM_CONTEXT.page]).toBe(statementPath(lang));
  });

  it("takes a report of what could not be used as a lead the agency is mailed, naming the statement's page", async () => {
    const remark = "The map could not be used with my screen reader.";
    const response = await postForm(formPath("site-contact", "en"), { ...PERSON, remark, page: statementPath("en") });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(thankYouPath("site-contact", "en"));
    const [lead] = await leadRows();
    expect(lead).toMatchObject({ form: "site-contact", lang: "en", email: PERSON.email, page: statementPath("en") });
    expect((await deliveryRows(lead!.id)).map((row) => row.kind)).toContain("agency-mail");

    const sent: Mail[] = [];
    const transport: MailTransport = { send: async (mail) => (sent.push(mail), { messageId: mail.headers["Message-ID"] }) };
    expect(await deliver({ leadId: lead!.id, kind: "agency-mail" }, deliveryDeps(env, { transport }))).toBe("delivered");
    expect(sent[0]!.to[0]!.email).toBe(seedContent.site.agency.email);
    expect(sent[0]!.text).toContain(remark);
    expect(sent[0]!.text).toContain(statementPath("en"));
  });

  it("is edited in the staff area like the privacy statement: found by its name, and a change published shows", async () => {
    const overview = (await staffFetch("/staff/content/", { headers: { "Accept-Language": "en" } })).body;
    const editor = `/staff/content/article/${ARTICLE_ID.accessibility}/`;
    expect(overview).toMatch(new RegExp(`<a href="${editor}"[^>]*>Accessibility statement</a>`));
    expect(overview).toMatch(new RegExp(`<a href="/staff/content/page/${ACCESSIBILITY_IDS.page}/"[^>]*>Accessibility statement</a>`));

    const form = await staffFetch(editor, { headers: { "Accept-Language": "en" } });
    expect(form.status).toBe(200);
    const fields = await formFields(form.body);
    const body = fields.find(([name]) => name === "body.en")![1];
    expect(body).toContain("Tell us what you could not use");
    const changed = body.replace("We reply within one working day", "We reply the same day");
    const saved = await staffFetch(editor, {
      method: "POST",
      body: edited(fields, { "body.en": changed }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Accept-Language": "en" },
    });
    expect(saved.status).toBe(303);
    expect(unescapeHtml(await (await get(statementPath("en"))).text())).not.toContain("We reply the same day");

    expect((await publishEverything()).status).toBe(303);
    forgetContentPointer();
    const page = unescapeHtml(await (await get(statementPath("en"))).text());
    expect(page).toContain("We reply the same day");
    // The other languages are as they were.
    expect(unescapeHtml(await (await get(statementPath("nl"))).text())).toContain("We antwoorden binnen één werkdag");
  });

  it("is served, and published over, on a site whose published version predates it", async () => {
    const before = {
      ...seedContent,
      pages: seedContent.pages.filter((page) => page.route !== "accessibility"),
      articles: seedContent.articles.filter((article) => article.id !== ARTICLE_ID.accessibility),
    };
    const versions = contentVersionRepository(env.DB);
    const base = (await versions.pointer())?.version ?? 0;
    const version = await versions.allocate(await encodeContentVersion(before), {}, base, "an@agency.example", new Date());
    expect(await versions.claim(version, base, new Date())).toBe(true);
    forgetContentPointer();

    const served = await get(statementPath("fr"));
    expect(served.status).toBe(200);
    expect(unescapeHtml(await served.text())).toContain("OSAPS");

    // A colleague's change published over it: the whole-site check finds the statement's page there.
    const head = (await workingDocument(env.DB, { kind: "article", id: String(ARTICLE_ID.disclaimer) }))!;
    const body = { ...(head.body as Article), summary: { ...(head.body as Article).summary, en: "The legal notice." } };
    expect(
      (await saveDocument(env.DB, { kind: "article", id: head.id, base: head.revision, body, author: "an@agency.example", now: new Date() })).outcome,
    ).toBe("saved");
    expect(await publishHeads(env.DB, { by: "an@agency.example", now: new Date() })).toMatchObject({ outcome: "published" });
    forgetContentPointer();
    expect((await get(statementPath("de"))).status).toBe(200);
  });
});
