import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { formPath, thankYouPath } from "../../../client/i18n/routes";
import { configOf } from "../../../worker/services/config";
import { deliveryDeps } from "../../../worker/jobs/delivery-deps";
import { deliver } from "../../../worker/jobs/deliver";
import type { Mail } from "../../../worker/mail/mail";
import { createApp } from "../../../worker/app";
import { get, ORIGIN } from "../worker";
import { deliveryRows, FORM_CONTEXT, hiddenFields, leadRows, oldStamp, PERSON, postForm, propertyPage, solvedCaptcha } from "./helpers";

beforeEach(async () => {
  await env.DB.exec("DELETE FROM lead_deliveries; DELETE FROM leads;");
});

/** A page rendered by this isolate's worker code, not answered from the edge cache. */
async function renderedWithoutEdgeCache(path: string): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await createApp().fetch(new Request(`${ORIGIN}${path}`), { ...env, EDGE_CACHE: "off" }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/** The moments of a page's visit form: [moment, disabled]. */
function moments(html: string): [string, boolean][] {
  return [...html.matchAll(/<input [^>]*name="moment"[^>]*>/g)].map(([input]) => [/value="([^"]+)"/.exec(input)![1]!, input.includes('disabled=""')]);
}

describe("the forms of a property page", () => {
  it("carries a question, a visit and send-to-friend form about the property, each posting in the page's language", async () => {
    const { html, id, path } = await propertyPage("fr", "a-vendre");
    for (const form of ["contact-me", "contact-appointment", "send-to-friend"] as const) {
      const hidden = hiddenFields(html, formPath(form, "fr"));
      expect(hidden).toMatchObject({ [FORM_CONTEXT.page]: path, [FORM_CONTEXT.property]: id });
    }
  });

  it("shows full visit slots disabled and refuses one posted anyway", async () => {
    const { html, id, path } = await propertyPage("nl", "te-koop");
    const all = moments(html);
    expect(all.length).toBeGreaterThan(30);
    const full = all.find(([, disabled]) => disabled)?.[0];
    expect(full, "the demo agenda fills some slots").toBeDefined();
    const response = await postForm(formPath("contact-appointment", "nl"), { ...PERSON, moment: full!, page: path, property: id, stamp: await oldStamp() });
    expect(response.status).toBe(422);
    expect(await response.text()).toContain("Dit moment is volzet: kies een ander moment");
    expect(await leadRows()).toEqual([]);
  });

  it("books a free slot: the lead holds the visit, the slot fills up at its capacity, and the page shows it full", async () => {
    const { html, id, path } = await propertyPage("en", "for-sale");
    const [free] = moments(html).find(([, disabled]) => !disabled)!;
    const capacity = configOf(env).visitSlotCapacity;
    for (let visitor = 0; visitor < capacity; visitor++) {
      const response = await postForm(formPath("contact-appointment", "en"), {
        ...PERSON,
        email: `v${visitor}@example.be`,
        moment: free,
        page: path,
        property: id,
        stamp: await oldStamp(),
      });
      // The demo agenda may already hold part of the slot.
      if (response.status === 422) break;
      expect(response.headers.get("Location")).toBe(`${thankYouPath("contact-appointment", "en")}?about=${id}`);
    }
    const again = await postForm(formPath("contact-appointment", "en"), {
      ...PERSON,
      email: "late@example.be",
      moment: free,
      page: path,
      property: id,
      stamp: await oldStamp(),
    });
    expect(again.status).toBe(422);
    // The page read its calendar before the requests; this isolate forgot it when it stored them
    // (rendered anew: the edge cache keeps the page it first stored for EDGE_CACHE_TTL_S).
    const shown = moments(await (await renderedWithoutEdgeCache(path)).text());
    expect(shown.find(([moment]) => moment === free)).toEqual([free, true]);
    const leads = await leadRows();
    expect(leads.length).toBeGreaterThan(0);
    expect(leads.every((lead) => lead.property_id === Number(id))).toBe(true);
  });

  it("asks for a moment when none is chosen, showing the calendar again with what was typed", async () => {
    const { html: page, id, path } = await propertyPage("de", "zu-verkaufen");
    const response = await postForm(formPath("contact-appointment", "de"), { ...PERSON, remark: "Samstag wäre ideal", page: path, property: id });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain("Wählen Sie einen Tag und eine Uhrzeit für die Besichtigung");
    // Without script the refused page is the only way on: the same moments as the property page, none lost.
    expect(moments(html).map(([moment]) => moment)).toEqual(moments(page).map(([moment]) => moment));
    expect(html).toContain('value="Zoë"');
    expect(html).toContain(">Samstag wäre ideal</textarea>");
  });

  it("sends a page to a friend: the friend's address is required and valid, and only the friend gets a mail", async () => {
    const { id, path } = await propertyPage("nl", "te-koop");
    const missing = await (await postForm(formPath("send-to-friend", "nl"), { firstName: "Zoë", email: PERSON.email, page: path, property: id })).text();
    expect(missing).toContain("E-mailadres van uw vriend is een verplicht veld");
    const invalid = await (
      await postForm(formPath("send-to-friend", "nl"), { firstName: "Zoë", email: PERSON.email, friendEmail: "vriend@", page: path, property: id })
    ).text();
    expect(invalid).toContain("E-mailadres van uw vriend is niet geldig");
    const sent = await postForm(formPath("send-to-friend", "nl"), {
      firstName: "Zoë",
      email: PERSON.email,
      friendEmail: "vriend@example.be",
      page: path,
      property: id,
      stamp: await oldStamp(),
      [FORM_CONTEXT.captcha]: await solvedCaptcha(),
    });
    expect(sent.headers.get("Location")).toBe(`${thankYouPath("send-to-friend", "nl")}?about=${id}`);
    const [lead] = await leadRows();
    expect((await deliveryRows(lead!.id)).map((row) => row.kind)).toEqual(["friend-mail"]);
  });

  it("lands on a thank-you page that links back to the property asked about, and to nothing it cannot vouch for", async () => {
    const { path, id } = await propertyPage("fr", "a-vendre");
    const response = await postForm(formPath("contact-me", "fr"), { ...PERSON, remark: "Encore libre ?", page: path, property: id, stamp: await oldStamp() });
    const thanks = await (await get(response.headers.get("Location")!)).text();
    expect(thanks).toContain(`<a class="button button-primary" href="${path}">Revoir «\u00a0`);
    // An id that is no listing, not an id, or on a form about no listing: the page thanks without a link back.
    for (const address of [
      `${thankYouPath("contact-me", "fr")}?about=999999999`,
      `${thankYouPath("contact-me", "fr")}?about=%22%3E%3Cscript%3E`,
      `${thankYouPath("site-contact", "fr")}?about=${id}`,
    ]) {
      const html = await (await get(address)).text();
      expect(html, address).not.toContain("Revoir «\u00a0");
      expect(html, address).not.toContain("<script>");
    }
  });

  it("confirms a visit with where to go: the address and a map link in the mail and its invitation, and the agency's phone if late", async () => {
    const { path, id, html } = await propertyPage("nl", "te-koop");
    const moment = /<input [^>]*name="moment"[^>]*value="([^"]+)"(?![^>]*disabled)/.exec(html)![1]!;
    await postForm(formPath("contact-appointment", "nl"), { ...PERSON, moment, page: path, property: id, stamp: await oldStamp() });
    const [lead] = await leadRows();
    const sent: Mail[] = [];
    await deliver(
      { leadId: lead!.id, kind: "visitor-mail" },
      deliveryDeps(env, { transport: { send: async (mail) => (sent.push(mail), { messageId: "x" }) } }),
    );
    const [mail] = sent;
    const location = /<p class="property-location">([^<]*)/.exec(html)![1]!.split("\u00b7")[0]!.trim();
    const town = location
      .split(", ")
      .pop()!
      .replace(/^\d{4} /, "");
    expect(mail!.text).toMatch(new RegExp(`^Adres +.*${town}`, "m"));
    expect(mail!.text).toContain("https://www.google.com/maps/search/?api=1&query=");
    expect(mail!.text).toContain("Bel ons op +32 9 123 45 67");
    const invite = String(mail!.attachments[0]!.content).replace(/\r\n /g, "");
    expect(invite).toMatch(new RegExp(`^LOCATION:.*${town}`, "m"));
    expect(invite).toContain("https://www.google.com/maps/search/?api=1&query=");
    expect(invite).toContain("+32 9 123 45 67");
  });

  it("answers 'property not found' for a form about a property that is not there", async () => {
    const response = await postForm(formPath("contact-me", "en"), { ...PERSON, property: "999999999", page: "/en/" });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Property not found or sold");
  });
});

describe("the form of a project page", () => {
  it("asks about the project or one of its available units", async () => {
    const list = await (await get("/en/new-builds/")).text();
    const path = /href="(\/en\/project\/[^"]+\/(\d+)\/)"/.exec(list)!;
    const html = await (await get(path[1]!)).text();
    const hidden = hiddenFields(html, formPath("contact-construction", "en"));
    expect(hidden[FORM_CONTEXT.project]).toBe(path[2]);
    const unit = /<option value="(\d+)">/.exec(html.slice(html.indexOf(`action="${formPath("contact-construction", "en")}"`)))?.[1] ?? "";
    const response = await postForm(formPath("contact-construction", "en"), { ...PERSON, unit, ...hidden, stamp: await oldStamp() });
    expect(response.headers.get("Location")).toBe(`${thankYouPath("contact-construction", "en")}?about=${path[2]}`);
    const [lead] = await leadRows();
    expect(JSON.parse(lead!.payload)).toMatchObject({ about: { kind: "project", id: Number(path[2]) }, fields: unit ? { unit } : {} });
  });

  it("names the unit asked about in both mails as the price list does, not by its internal number", async () => {
    const list = await (await get("/en/new-builds/")).text();
    const path = /href="(\/en\/project\/[^"]+\/(\d+)\/)"/.exec(list)!;
    const html = await (await get(path[1]!)).text();
    const form = html.slice(html.indexOf(`action="${formPath("contact-construction", "en")}"`));
    const [, unit, name] = /<option value="(\d+)">([^<]+)<\/option>/.exec(form)!;
    await postForm(formPath("contact-construction", "en"), {
      ...PERSON,
      unit: unit!,
      ...hiddenFields(html, formPath("contact-construction", "en")),
      stamp: await oldStamp(),
    });
    const [lead] = await leadRows();
    const sent: Mail[] = [];
    const deps = deliveryDeps(env, { transport: { send: async (mail) => (sent.push(mail), { messageId: "x" }) } });
    for (const kind of ["agency-mail", "visitor-mail"] as const) await deliver({ leadId: lead!.id, kind }, deps);
    expect(sent).toHaveLength(2);
    for (const mail of sent) {
      expect(mail.text).toMatch(new RegExp(`^Unit +${name!.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`, "m"));
      expect(mail.text).not.toContain(unit!);
    }
  });
});
