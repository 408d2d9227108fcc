import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { LANGUAGES } from "../../../client/i18n/languages";
import { fixedPath, formPath, THANK_YOU_FORM_KEYS, thankYouPath } from "../../../client/i18n/routes";
import { get } from "../worker";
import { leadRows, oldStamp, PERSON, postForm } from "./helpers";

beforeEach(async () => {
  await env.DB.exec("DELETE FROM newsletter_subscribers; DELETE FROM lead_deliveries; DELETE FROM leads;");
});

describe("form and thank-you addresses", () => {
  it("are in each language's own words, not the spec's English keys, outside English", () => {
    for (const lang of LANGUAGES.filter((code) => code !== "en"))
      for (const form of THANK_YOU_FORM_KEYS.filter((key) => key !== "testing-testing"))
        expect(formPath(form, lang), `${lang} ${form}`).not.toMatch(/contact-(me|appointment|construction)|demand-register|send-to-friend|sign-newsletter/);
    expect(formPath("contact-appointment", "fr")).toBe("/fr/formulaire/demande-de-visite/");
    expect(formPath("contact-appointment", "nl")).toBe("/nl/formulier/bezoekaanvraag/");
  });

  it("move with a 301 from their old addresses, query kept, and a post to an old address still arrives", async () => {
    const moved = await get("/fr/formulaire/contact-appointment/?property=12");
    expect(moved.status).toBe(301);
    expect(moved.headers.get("Location")).toBe(`${formPath("contact-appointment", "fr")}?property=12`);
    const thanks = await get("/nl/bedankt/contact-me/?about=5");
    expect(thanks.status).toBe(301);
    expect(thanks.headers.get("Location")).toBe(`${thankYouPath("contact-me", "nl")}?about=5`);
    expect((await get("/nl/formulier/sign-newsletter/")).headers.get("Location")).toBe(formPath("sign-newsletter", "nl"));
    expect((await get("/nl/bedankt/no-such-form/")).status).toBe(404);
    const posted = await postForm("/nl/formulier/demand-register/", { ...PERSON, page: fixedPath("demandRegister", "nl"), stamp: await oldStamp() });
    expect(posted.status).not.toBe(404);
    const signed = await postForm("/nl/formulier/sign-newsletter/", { email: "oud@example.be", page: "/nl/", stamp: await oldStamp() });
    expect(signed.status).toBe(303);
    expect(await leadRows()).toHaveLength(1);
  });
});
