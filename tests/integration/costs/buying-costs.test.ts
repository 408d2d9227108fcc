import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { buyingCosts } from "../../../client/domain/costs";
import { readCostValues, shownCostValues } from "../../../client/domain/costs/query";
import { formatDay, formatEuros } from "../../../client/domain/format";
import { CHECKED_ON, COST_SOURCES, RULES_WRITTEN_ON } from "../../../client/domain/costs/sources";
import { LANGUAGES } from "../../../client/i18n/languages";
import { fixedPath, formPath, thankYouPath } from "../../../client/i18n/routes";
import { deliveryDeps } from "../../../worker/jobs/delivery-deps";
import { deliver } from "../../../worker/jobs/deliver";
import type { Mail, MailTransport } from "../../../worker/mail/mail";
import { i18nFor } from "../../../worker/i18n";
import { alternateLinks, canonicalOf, escapeHtml, get, ORIGIN, unescapeHtml } from "../worker";
import { deliveryRows, hiddenFields, leadRows, oldStamp, postForm } from "../leads/helpers";

const QUERY = { price: "350000", region: "flanders", own: "on", vat: "none", buyers: "1", funds: "70000", rate: "3.3", years: "25" };
const figures = () => {
  const reading = readCostValues(QUERY);
  if (!reading.ok) throw new Error("the example must compute");
  return { input: reading.input, result: buyingCosts(reading.input) };
};

describe.each(LANGUAGES)("the cost calculator page in %s", (lang) => {
  const path = fixedPath("buyingCosts", lang);
  const i18n = i18nFor(lang);

  it("shows the figures of its address in the page's numbers, with the sources, the disclaimer and the send form", async () => {
    const response = await get(`${path}?${new URLSearchParams(QUERY)}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const { result } = figures();
    // Duty 2 % of €350 000 = €7 000, the total and the monthly payment, as the language writes them.
    for (const amount of [7_000, result.total, result.loan, result.monthly]) expect(html).toContain(formatEuros(amount, lang));
    expect(html).toContain(escapeHtml(i18n._("costs.disclaimer")));
    expect(html).toContain(`href="${COST_SOURCES.flanders}"`);
    // The footnote says when the rates were set and when they were last compared with their sources.
    expect(html).toContain(escapeHtml(i18n._("costs.checkedOn", { date: formatDay(RULES_WRITTEN_ON, lang, "long") })));
    expect(html).toContain(escapeHtml(i18n._("costs.comparedOn", { date: formatDay(CHECKED_ON, lang, "long") })));
    expect(html).toContain(`action="${formPath("cost-calculation", lang)}"`);
    // Canonical is the page itself; every language is an alternate.
    expect(canonicalOf(html)).toBe(`${ORIGIN}${path}`);
    const alternates = alternateLinks(html);
    for (const other of LANGUAGES) expect(alternates.get(other)).toBe(`${ORIGIN}${fixedPath("buyingCosts", other)}`);
  });

  it("keeps what was typed and says what is wrong, without figures", async () => {
    const response = await get(`${path}?price=veel&region=flanders&rate=3,3&years=80`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('value="veel"');
    expect(html).toContain(escapeHtml(i18n._("costs.error.price")));
    expect(html).toContain(escapeHtml(i18n._("costs.error.years")));
    expect(html).not.toContain(`action="${formPath("cost-calculation", lang)}"`);
  });

  it("shows the figures' numbers in the fields as the language writes them, and leads a typed address to its canonical one", async () => {
    const shown = shownCostValues(QUERY, lang);
    const html = await (await get(`${path}?${new URLSearchParams(QUERY)}`)).text();
    const field = (name: string) => new RegExp(`<input id="costs-page-${name}"[^>]*value="([^"]*)"`).exec(html)?.[1];
    expect(field("price")).toBe(shown.price);
    expect(field("rate")).toBe(shown.rate);
    expect(shown.price).not.toBe("350000");
    // What a visitor of the language types, sent by the form without script, goes to the plain-digit address.
    const typed = await get(
      `${path}?price=${encodeURIComponent(shown.price!)}&region=flanders&own=on&funds=70.000&rate=${encodeURIComponent(shown.rate!)}&years=25`,
    );
    expect(typed.status).toBe(302);
    expect(typed.headers.get("Location")).toBe(`${path}?price=350000&region=flanders&own=on&funds=70000&rate=3.3&years=25`);
  });

  it("ignores the fields Luxembourg has not (VAT on a new build, Brussels' EPC classes) and says so; the form hides them by the region chosen", async () => {
    const html = await (await get(`${path}?price=500000&region=luxembourg&own=on&vat=standard&epc=2`)).text();
    expect(html).toContain(escapeHtml(i18n._("costs.notApplied.vat")));
    expect(html).toContain(escapeHtml(i18n._("costs.notApplied.epc")));
    // The duty is Luxembourg's registration and transcription, as without those fields.
    const plain = readCostValues({ price: "500000", region: "luxembourg", own: "on" });
    if (!plain.ok) throw new Error("the example must compute");
    expect(html).toContain(formatEuros(buyingCosts(plain.input).total, lang));
    expect(html).toMatch(/<div class="field cost-belgium-only"><label for="costs-page-vat">/);
    expect(html).toMatch(/<div class="field cost-brussels-only"><label for="costs-page-epc">/);
    // In Brussels both apply: no note.
    const brussels = await (await get(`${path}?price=500000&region=brussels&own=on&vat=none&epc=2`)).text();
    expect(brussels).not.toContain("cost-not-applied");
  });

  it("opens empty without a query: the form, no figures, no errors", async () => {
    const html = await (await get(path)).text();
    expect(html).toContain(`action="${path}"`);
    expect(html).not.toContain("field-error");
    expect(html).not.toContain('class="cost-figures"');
  });
});

/** A transport that keeps what it sends. */
function keptMails() {
  const sent: Mail[] = [];
  const transport: MailTransport = {
    async send(mail) {
      sent.push(mail);
      return { messageId: mail.headers["Message-ID"] };
    },
  };
  return { sent, transport };
}

describe("send me this calculation", () => {
  beforeEach(async () => {
    await env.DB.exec("DELETE FROM lead_deliveries; DELETE FROM leads;");
  });

  it("stores the lead with its figures in D1 first, then mails the agency and the visitor the figures in words and their numbers", async () => {
    const lang = "fr";
    const page = await (await get(`${fixedPath("buyingCosts", lang)}?${new URLSearchParams(QUERY)}`)).text();
    // What a browser posts: the attribute values as they read, not as HTML escapes them.
    const hidden = Object.fromEntries(
      Object.entries(hiddenFields(page, formPath("cost-calculation", lang))).map(([name, value]) => [name, unescapeHtml(value)]),
    );
    expect(hidden).toMatchObject({ price: "350000", region: "flanders", own: "on" });
    const response = await postForm(formPath("cost-calculation", lang), {
      ...hidden,
      firstName: "Zoë",
      email: "zoe@example.be",
      consent: "on",
      // A person takes longer than the page's fresh stamp says (a fresh one reads as a robot's).
      stamp: await oldStamp(),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(thankYouPath("cost-calculation", lang));
    const [lead] = await leadRows();
    expect(lead).toMatchObject({ form: "cost-calculation", lang, email: "zoe@example.be" });
    expect(JSON.parse(lead!.payload).fields).toMatchObject({ price: "350000", region: "flanders", own: "on", funds: "70000" });
    expect((await deliveryRows(lead!.id)).map((row) => row.kind)).toEqual(["agency-mail", "crm", "visitor-mail"]);

    const { sent, transport } = keptMails();
    const deps = deliveryDeps(env, { transport });
    await deliver({ leadId: lead!.id, kind: "visitor-mail" }, deps);
    await deliver({ leadId: lead!.id, kind: "agency-mail" }, deps);
    const [visitor, agency] = sent;
    const { result } = figures();
    const fr = i18nFor("fr");
    // The visitor reads French numbers and words, never a code.
    expect(visitor!.text).toContain(formatEuros(result.total, "fr"));
    expect(visitor!.text).toContain(formatEuros(result.monthly, "fr"));
    expect(visitor!.text).toContain(fr._("zones.region.flanders"));
    expect(visitor!.text.replace(/https?:\/\/\S+/g, "")).not.toMatch(/flanders|cost-calculation|own-home|undefined/);
    // The mail links back to the calculation itself.
    expect(visitor!.text).toContain(`${fixedPath("buyingCosts", "fr")}?price=350000&region=flanders&own=on`);
    // The agency reads it in its own language (the site's default, Dutch).
    expect(agency!.text).toContain(formatEuros(result.total, "nl"));
    expect(agency!.text).toContain("Zoë");
  });

  it("refuses a post whose figures do not compute, and one without the consent, storing nothing", async () => {
    const lang = "en";
    const action = formPath("cost-calculation", lang);
    const forged = await postForm(action, { price: "abc", region: "flanders", firstName: "Zoë", email: "zoe@example.be", consent: "on" });
    expect(forged.status).toBe(422);
    expect(await forged.text()).toContain(escapeHtml(i18nFor(lang)._("costs.send.invalid")));
    const unticked = await postForm(action, { ...QUERY, firstName: "Zoë", email: "zoe@example.be" });
    expect(unticked.status).toBe(422);
    const html = await unticked.text();
    expect(html).toContain(escapeHtml(i18nFor(lang)._("costs.send.consentRequired")));
    // The refused form still carries the figures.
    expect(hiddenFields(html, action)).toMatchObject({ price: "350000", funds: "70000" });
    expect(await leadRows()).toEqual([]);
  });
});

describe("the cost panel on a listing's page", () => {
  /** Every detail page a list links to. */
  async function detailPages(list: string): Promise<string[]> {
    const html = await (await get(list)).text();
    return [...new Set([...html.matchAll(new RegExp(`href="(${list}[^"]+/\\d+/)"`, "g"))].map((match) => match[1]!))];
  }

  it("is on a sale listing with a price, prefilled from it and computed on the server, and on no rental", async () => {
    const sales = await detailPages(fixedPath("forSale", "nl"));
    const withPanel: string[] = [];
    for (const path of sales) {
      const html = await (await get(path)).text();
      if (!html.includes('id="costs"')) continue;
      withPanel.push(path);
      // The form sends to the calculator page; the figures are there without JavaScript.
      expect(html).toContain(`action="${fixedPath("buyingCosts", "nl")}"`);
      expect(html).toMatch(/<tr class="cost-monthly"><th scope="row">Maandlast/);
      // The structured data says nothing of costs.
      const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((match) => match[1]).join("");
      expect(jsonLd).not.toMatch(/cost|aankoopkosten|Maandlast/i);
    }
    expect(withPanel.length).toBeGreaterThan(0);
    for (const path of (await detailPages(fixedPath("forRent", "nl"))).slice(0, 5)) expect(await (await get(path)).text()).not.toContain('id="costs"');
  });

  it("is on a Belgian new-build project, for its cheapest available unit with VAT instead of the duty", async () => {
    const list = fixedPath("projects", "nl");
    const html = await (await get(list)).text();
    const projectPaths = [...new Set([...html.matchAll(/href="(\/nl\/project\/[^"]+)"/g)].map((match) => match[1]!))];
    const withVat: string[] = [];
    for (const path of projectPaths) {
      const page = await (await get(path)).text();
      if (!page.includes('id="costs"')) continue;
      expect(page).toContain("Berekend voor de goedkoopste beschikbare woning van dit project");
      if (page.includes("Btw op nieuwbouw")) withVat.push(path);
    }
    expect(withVat.length).toBeGreaterThan(0);
  });

  it("answers its language-less address, the x-default, with the visitor's language", async () => {
    const response = await get("/buying-costs/", { "Accept-Language": "fr-BE,fr;q=0.9" });
    expect(response.status).toBeGreaterThanOrEqual(300);
    expect(response.status).toBeLessThan(400);
    expect(response.headers.get("Location")).toContain(fixedPath("buyingCosts", "fr"));
  });

  it("is listed in every language's sitemap, as the calculator page", async () => {
    for (const lang of LANGUAGES) expect(await (await get(`/sitemap-${lang}.xml`)).text()).toContain(`${ORIGIN}${fixedPath("buyingCosts", lang)}`);
  });
});
