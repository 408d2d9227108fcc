import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { LEAD_FORM_KEYS, parseLeadForm, type LeadForm } from "../../../client/forms/lead-forms";
import { readPhone } from "../../../worker/leads/phones";
import { LANGUAGES, type Lang } from "../../../client/i18n/languages";
import { CODE_SLUGS, fixedPath, formPath, pathFor, thankYouPath } from "../../../client/i18n/routes";
import { i18nFor } from "../../../worker/i18n";
import { escapeHtml, get } from "../worker";
import { FORM_CONTEXT, hiddenFields, leadRows, oldStamp, PERSON, postForm, solvedCaptcha } from "./helpers";

/** What a person would answer in each form (the context fields come from the pages). */
const ANSWERS: Record<LeadForm, Record<string, string>> = {
  "site-contact": { ...PERSON, remark: "Een vraag" },
  "contact-me": { ...PERSON },
  "contact-construction": { ...PERSON },
  "contact-appointment": { ...PERSON },
  "document-request": { ...PERSON },
  "contact-demand": { ...PERSON, street: "Veldstraat 1", zip: "9000", city: "Gent", propertyType: "2" },
  "offer-to-buy": { ...PERSON, amount: "300000", advance: "on" },
  testimonial: { name: "An Peeters", email: PERSON.email, comment: "Vlot geholpen" },
  "send-to-friend": { firstName: "Zoë", email: PERSON.email, friendEmail: "vriend@example.be" },
  "demand-register": { ...PERSON, goal: "0", types: "2", zones: "9000", frequency: "daily" },
  "cost-calculation": { firstName: "An", email: PERSON.email, consent: "on" },
};

/** The hidden context of each form in one language: taken from the pages the forms sit on. */
async function contexts(lang: Lang): Promise<Record<LeadForm, Record<string, string>>> {
  const list = await (await get(fixedPath("forSale", lang))).text();
  let sale: { html: string } | undefined;
  for (const match of list.matchAll(new RegExp(`href="(/${lang}/[^"]+/\\d+/)"`, "g"))) {
    const html = await (await get(match[1]!)).text();
    if (html.includes(`action="${formPath("document-request", lang)}"`) && html.includes(`action="${formPath("offer-to-buy", lang)}"`)) {
      sale = { html };
      break;
    }
  }
  const projects = await (await get(fixedPath("projects", lang))).text();
  const projectPath = new RegExp(`href="(/${lang}/[^"]+/\\d+/)"`).exec(projects.slice(projects.indexOf("<main")))![1]!;
  const project = await (await get(projectPath)).text();
  const of = (html: string, form: LeadForm) => hiddenFields(html, formPath(form, lang));
  const moment = /<input [^>]*name="moment"[^>]*>/g;
  const free = [...sale!.html.matchAll(moment)].map(([input]) => input).find((input) => !input.includes("disabled"))!;
  const contact = await (await get(pathFor(CODE_SLUGS, "contact", lang))).text();
  freeMoment = /value="([^"]+)"/.exec(free)![1]!;
  return {
    "site-contact": of(contact, "site-contact"),
    "contact-me": of(sale!.html, "contact-me"),
    "contact-construction": of(project, "contact-construction"),
    "contact-appointment": of(sale!.html, "contact-appointment"),
    "document-request": of(sale!.html, "document-request"),
    "contact-demand": of(await (await get(pathFor(CODE_SLUGS, "freeValuation", lang))).text(), "contact-demand"),
    "offer-to-buy": of(sale!.html, "offer-to-buy"),
    testimonial: { [FORM_CONTEXT.page]: `/${lang}/` },
    "send-to-friend": of(sale!.html, "send-to-friend"),
    "demand-register": of(await (await get(fixedPath("demandRegister", lang))).text(), "demand-register"),
    // The calculation's figures come from the calculator page that shows them.
    "cost-calculation": of(await (await get(`${fixedPath("buyingCosts", lang)}?price=350000&region=flanders&own=on`)).text(), "cost-calculation"),
  };
}

/** A moment still free on the property the visit form is about (set with the contexts). */
let freeMoment = "";

describe.each(LANGUAGES)("every form in %s", (lang) => {
  let context: Record<LeadForm, Record<string, string>>;
  beforeAll(async () => {
    context = await contexts(lang);
  });
  beforeEach(async () => {
    await env.DB.exec("DELETE FROM lead_deliveries; DELETE FROM leads;");
  });

  it.each(LEAD_FORM_KEYS)("%s: an empty post names every missing field in the page's language and stores nothing", async (form) => {
    const response = await postForm(formPath(form, lang), { ...context[form] });
    expect(response.status).toBe(422);
    const html = await response.text();
    const expected = parseLeadForm(form, {}, readPhone);
    expect(expected.ok).toBe(false);
    const i18n = i18nFor(lang);
    for (const message of Object.values(expected.ok ? {} : expected.errors)) expect(html).toContain(escapeHtml(i18n._(message!)));
    expect(await leadRows()).toEqual([]);
  });

  it.each(LEAD_FORM_KEYS)("%s: a valid post stores one lead in this language and lands on its thank-you page", async (form) => {
    const answers =
      form === "contact-appointment"
        ? { ...ANSWERS[form], moment: freeMoment }
        : // A page is mailed to a friend only with the captcha solved (without script: the visitor's own mail).
          form === "send-to-friend"
          ? { ...ANSWERS[form], [FORM_CONTEXT.captcha]: await solvedCaptcha() }
          : ANSWERS[form];
    const response = await postForm(formPath(form, lang), { ...context[form], ...answers, stamp: await oldStamp() });
    expect(response.status).toBe(303);
    // A form about a listing carries it to the thank-you page, which links back to it.
    const about = context[form][FORM_CONTEXT.property] ?? context[form][FORM_CONTEXT.project];
    expect(response.headers.get("Location")).toBe(about ? `${thankYouPath(form, lang)}?about=${about}` : thankYouPath(form, lang));
    const leads = await leadRows();
    expect(leads.map((lead) => [lead.form, lead.lang])).toEqual([[form, lang]]);
  });
});
