import { describe, expect, it } from "vitest";
import type { Lang } from "../../../client/i18n/languages";
import { seedContent } from "../../../worker/content";
import { i18nFor } from "../../../worker/i18n";
import type { LeadView } from "../../../worker/leads/lead-view";
import { leadMail, type MailContext } from "../../../worker/mail/lead-mails";

const context: MailContext = {
  agency: seedContent.site.agency,
  agencyLang: "nl",
  from: { name: "Vitrine", email: "noreply@vitrine-vastgoed.be" },
  origin: "https://www.vitrine-vastgoed.be",
  brandColor: "#123456",
  i18n: i18nFor,
  now: new Date("2026-11-24T09:00:00Z"),
};

function lead(lang: Lang, form: string, fields: Record<string, string>): LeadView {
  return {
    id: `lead-${lang}-${form}`,
    form,
    lang,
    page: `/${lang}/`,
    person: { firstName: "Zoë", lastName: "Peeters", email: "zoe@vitrine-vastgoed.be" },
    payload: { fields },
    newsletter: false,
    captcha: "solved",
    createdAt: Date.parse("2026-11-24T09:00:00Z"),
  };
}

describe("numbers and dates in the lead mails", () => {
  it.each<[Lang, string]>([
    ["nl", "€\u00a0325.000"],
    ["fr", "325\u202f000\u00a0€"],
    ["en", "€325,000"],
    ["de", "325.000\u00a0€"],
  ])("writes an offer's amount the %s visitor's way in their confirmation", (lang, amount) => {
    expect(leadMail("visitor-mail", lead(lang, "offer-to-buy", { amount: "325000" }), context)?.text).toContain(amount);
  });

  it("writes the agency's copy in the agency's language, whatever the visitor's", () => {
    expect(leadMail("agency-mail", lead("fr", "offer-to-buy", { amount: "325000" }), context)?.text).toContain("€\u00a0325.000");
  });

  it.each<[Lang, string, string]>([
    ["nl", "1.250\u00a0m²", "dinsdag 1 december 2026, 10:00–13:00"],
    ["fr", "1\u202f250\u00a0m²", "mardi 1 décembre 2026, 10:00–13:00"],
    ["en", "1,250\u00a0m²", "Tuesday, 1 December 2026, 10:00–13:00"],
    ["de", "1.250\u00a0m²", "Dienstag, 1. Dezember 2026, 10:00–13:00"],
  ])("writes a surface and a visit day the %s visitor's way", (lang, surface, moment) => {
    const valuation = leadMail("visitor-mail", lead(lang, "contact-demand", { surface: "1250" }), context)?.text;
    expect(valuation).toContain(surface);
    const visit = leadMail("visitor-mail", lead(lang, "contact-appointment", { moment: "2026-12-01T10" }), context)?.text;
    expect(visit).toContain(moment);
  });

  it.each<[Lang, string]>([
    ["nl", "1.234 kB"],
    ["fr", "1\u202f234\u202fko"],
    ["en", "1,234 kB"],
    ["de", "1.234 kB"],
  ])("gives a testimonial photo's size in kilobytes the %s way in the agency's mail", (agencyLang, size) => {
    const testimonial = {
      ...lead("fr", "testimonial", {}),
      payload: { fields: {}, photo: { key: "testimonials/lead-1/terrace.jpg", type: "image/jpeg", size: 1_233_100 } },
    };
    const mail = leadMail("agency-mail", testimonial, { ...context, agencyLang });
    expect(mail?.text).toContain(`terrace.jpg (${size})`);
    expect(mail?.html).toContain(`terrace.jpg (${size})`);
  });

  it("never gives a small photo as zero kilobytes", () => {
    const testimonial = {
      ...lead("nl", "testimonial", {}),
      payload: { fields: {}, photo: { key: "testimonials/lead-2/tiny.png", type: "image/png", size: 200 } },
    };
    expect(leadMail("agency-mail", testimonial, context)?.text).toContain("tiny.png (1 kB)");
  });
});

describe("titles in the lead mails", () => {
  const titled = (lang: Lang, title: string): LeadView => ({
    ...lead(lang, "contact-me", {}),
    person: { title, firstName: "Jan", lastName: "Peeters", email: "jan@example.be" },
  });

  it.each<[Lang, string, string]>([
    ["nl", "Beste,", "Dhr. Jan Peeters"],
    ["fr", "Bonjour,", "M. Jan Peeters"],
    ["en", "Hello,", "Mr Jan Peeters"],
    ["de", "Guten Tag,", "Herr Jan Peeters"],
  ])("greets a %s visitor by no typed name (nobody confirmed the address), while the agency reads the title and name", (lang, greeting, named) => {
    const visitor = leadMail("visitor-mail", titled(lang, "mr"), context)?.text;
    expect(visitor).toContain(greeting);
    expect(visitor).not.toContain("Peeters");
    expect(leadMail("agency-mail", titled(lang, "mr"), { ...context, agencyLang: lang })?.text).toContain(named);
  });

  it("names a neutral title nowhere, and still shows a stored Miss (in German as Frau, never Fräulein)", () => {
    expect(leadMail("agency-mail", titled("nl", "none"), context)?.text).toContain("Jan Peeters");
    expect(leadMail("agency-mail", titled("nl", "none"), context)?.text).not.toMatch(/none|Geen aanspreking/);
    expect(leadMail("agency-mail", titled("nl", "miss"), context)?.text).toContain("Mej. Jan Peeters");
    const german = leadMail("agency-mail", titled("de", "miss"), { ...context, agencyLang: "de" })?.text;
    expect(german).toContain("Frau Jan Peeters");
    expect(german).not.toContain("Fräulein");
  });
});

describe("the agency's mail of an offer", () => {
  it("is written for the agency, in its language, with its own labels: no 'Uw bod' of the visitor's form", () => {
    const offer = lead("fr", "offer-to-buy", { amount: "325000" });
    const agency = leadMail("agency-mail", offer, context)?.text ?? "";
    expect(agency).toMatch(/^Bod +€\u00a0325.000$/m);
    expect(agency).not.toMatch(/Uw bod|Votre offre/);
    // The visitor's own copy keeps the form's words: it is their offer.
    expect(leadMail("visitor-mail", offer, context)?.text).toContain("Votre offre");
  });
});
