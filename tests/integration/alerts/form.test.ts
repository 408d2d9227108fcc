import { env, exports } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { LANGUAGES, type Lang } from "../../../client/i18n/languages";
import { alertManagePath, alertStopPath, fixedPath, formPath, thankYouPath } from "../../../client/i18n/routes";
import { i18nFor } from "../../../worker/i18n";
import { signLink } from "../../../worker/leads/signed-link";
import { configOf } from "../../../worker/services/config";
import { escapeHtml, get, ORIGIN, unescapeHtml } from "../worker";
import { hiddenFields, leadRows, oldStamp, PERSON, postForm } from "../leads/helpers";

beforeEach(async () => {
  await env.DB.exec("DELETE FROM search_alerts; DELETE FROM newsletter_subscribers; DELETE FROM lead_deliveries; DELETE FROM leads;");
});

/** A search that passes every rule: a house or an apartment to buy in Ghent (9000). */
const SEARCH = { goal: "0", types: "1", zones: "9000", frequency: "daily" };

/** The input named `name` with `value`, if the page has one, and whether it is ticked or filled so. */
function input(html: string, name: string, value?: string): string | undefined {
  return [...html.matchAll(/<input [^>]*>/g)]
    .map(([tag]) => tag)
    .find((tag) => tag.includes(`name="${name}"`) && (value === undefined || tag.includes(`value="${value}"`)));
}

/** The manage page's edit form as a browser posts it untouched: its filled fields, ticked boxes and chosen radios. */
function editFormPairs(html: string): [string, string][] {
  const start = html.indexOf('id="alert-edit-title"');
  expect(start).toBeGreaterThan(0);
  const form = html.slice(start, html.indexOf("</form>", start));
  return [...form.matchAll(/<input [^>]*>/g)].flatMap(([tag]): [string, string][] => {
    const name = /name="([^"]*)"/.exec(tag)?.[1];
    const type = /type="([^"]*)"/.exec(tag)?.[1] ?? "text";
    if (!name || ((type === "checkbox" || type === "radio") && !tag.includes('checked=""'))) return [];
    return [[name, unescapeHtml(/value="([^"]*)"/.exec(tag)?.[1] ?? "")]];
  });
}

async function alertRows(): Promise<
  { id: string; lead_id: string; state: string; email: string; criteria: string; frequency: string; person: string; lang: string }[]
> {
  const { results } = await env.DB.prepare("SELECT * FROM search_alerts ORDER BY created_at").all();
  return results as never;
}

async function pageContext(lang: Lang): Promise<Record<string, string>> {
  return hiddenFields(await (await get(fixedPath("demandRegister", lang))).text(), formPath("demand-register", lang));
}

/** Registers an alert through the form and returns its manage token. */
async function registered(lang: Lang = "nl", extra: Record<string, string> = {}): Promise<{ token: string; id: string }> {
  const response = await postForm(formPath("demand-register", lang), { ...(await pageContext(lang)), ...PERSON, ...SEARCH, ...extra, stamp: await oldStamp() });
  expect(response.status).toBe(303);
  const [alert] = await alertRows();
  return { id: alert!.id, token: await signLink(configOf(env).formSecret!, "alert", alert!.id) };
}

describe.each(LANGUAGES)("the search alert form in %s", (lang) => {
  const i18n = i18nFor(lang);
  const refused = async (fields: Record<string, string>) => {
    const response = await postForm(formPath("demand-register", lang), {
      ...(await pageContext(lang)),
      ...PERSON,
      ...SEARCH,
      ...fields,
      stamp: await oldStamp(),
    });
    expect(response.status).toBe(422);
    expect(await alertRows()).toEqual([]);
    return response.text();
  };

  it("is the contact module of the demand-register page, with types, zones, frequency and contact slots", async () => {
    const html = await (await get(fixedPath("demandRegister", lang))).text();
    expect(html).toContain(`action="${formPath("demand-register", lang)}"`);
    for (const type of ["1", "2", "4", "5", "6", "7"]) expect(html).toContain(`name="types" value="${type}"`);
    for (const slot of ["10", "14", "16"]) expect(html).toContain(`name="slots" value="${slot}"`);
    expect(input(html, "frequency", "daily")).toContain('checked=""');
    expect(input(html, "frequency", "weekly")).not.toContain('checked=""');
    expect(html).toContain(escapeHtml(i18n._("alert.label.zones")));
  });

  it("refuses a post without a property type or a zone with SPEC 5's messages", async () => {
    const html = await refused({ types: "", zones: "" });
    expect(html).toContain(escapeHtml(i18n._("alert.types.required")));
    expect(html).toContain(escapeHtml(i18n._("alert.zones.required")));
  });

  it("refuses a minimum above its maximum, for each pair", async () => {
    for (const [min, max] of [
      ["priceMin", "priceMax"],
      ["bedroomsMin", "bedroomsMax"],
      ["garagesMin", "garagesMax"],
      ["parkingsMin", "parkingsMax"],
    ] as const) {
      const html = await refused({ [min]: "5", [max]: "2" });
      expect(html).toContain(escapeHtml(i18n._("alert.range.order")));
      expect(html).toContain(`aria-describedby="demand-register-${max}-error"`);
    }
  });

  it("refuses a number that is not whole, an unknown zone by name, a bad email and missing person fields", async () => {
    expect(await refused({ priceMax: "2,5" })).toContain(escapeHtml(i18n._("form.number.invalid")));
    const unknown = await refused({ zones: "9000, Atlantis" });
    expect(unknown).toContain(escapeHtml(i18n._("alert.zones.unknown", { entry: "Atlantis" })));
    expect(await refused({ email: "not-an-address" })).toContain(escapeHtml(i18n._("form.email.invalid")));
    const empty = await refused({ title: "", firstName: "", lastName: "", phone: "", goal: "" });
    for (const id of ["form.title.required", "form.firstName.required", "form.lastName.required", "form.phone.required", "form.goal.required"])
      expect(empty).toContain(escapeHtml(i18n._(id)));
  });
});

describe("registering a search alert", () => {
  it("stores the lead and an unconfirmed alert in one go, then lands on the thank-you page", async () => {
    const response = await postForm(formPath("demand-register", "fr"), [
      ...Object.entries({ ...(await pageContext("fr")), ...PERSON, goal: "1", zones: "L1611, Namur; 1000 1050", frequency: "weekly", priceMax: "1.500" }),
      ["types", "2"],
      ["types", "1"],
      ["slots", "10"],
      ["slots", "16"],
      ["stamp", await oldStamp()],
    ]);
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(thankYouPath("demand-register", "fr"));
    const [lead] = await leadRows();
    expect(lead).toMatchObject({ form: "demand-register", lang: "fr" });
    const payload = JSON.parse(lead!.payload) as { fields: Record<string, string> };
    expect(payload.fields).toMatchObject({ types: "2,1", slots: "10,16", goal: "1", frequency: "weekly", priceMax: "1500" });
    const [alert] = await alertRows();
    expect(alert).toMatchObject({ lead_id: lead!.id, state: "unconfirmed", frequency: "weekly", email: PERSON.email, lang: "fr" });
    const criteria = JSON.parse(alert!.criteria) as { goal: number; types: number[]; zones: string[]; priceMax: number };
    expect(criteria).toMatchObject({ goal: 1, types: [2, 1], priceMax: 1500 });
    expect(criteria.zones).toEqual(expect.arrayContaining(["L-1611", "5000", "1000", "1050"]));
    expect((JSON.parse(alert!.person) as { slots: string[] }).slots).toEqual(["10", "16"]);
    const thanks = await (await get(thankYouPath("demand-register", "fr"))).text();
    expect(thanks).toContain(escapeHtml(i18nFor("fr")._("thanks.demand-register")));
  });

  it("works without script: postcodes typed, no captcha, one lead and one alert for a double submit", async () => {
    const fields = { ...(await pageContext("nl")), ...PERSON, ...SEARCH, zones: "9000 9050", stamp: await oldStamp(), nonce: "view-1" };
    expect((await postForm(formPath("demand-register", "nl"), fields)).status).toBe(303);
    expect((await postForm(formPath("demand-register", "nl"), fields)).status).toBe(303);
    expect(await leadRows()).toHaveLength(1);
    const alerts = await alertRows();
    expect(alerts).toHaveLength(1);
    expect((JSON.parse(alerts[0]!.criteria) as { zones: string[] }).zones).toEqual(["9000", "9050"]);
  });

  it("is prefilled from a list's link: goal, type, the city's postcode, prices, bedrooms", async () => {
    const html = await (await get(`${fixedPath("demandRegister", "en")}?goal=1&type=2&city=Gent%7C9000&priceMin=500&priceMax=1200&bedrooms=2`)).text();
    expect(input(html, "goal", "1")).toContain('checked=""');
    expect(input(html, "types", "2")).toContain('checked=""');
    expect(input(html, "types", "1")).not.toContain('checked=""');
    expect(input(html, "zones", "9000")).toBeDefined();
    expect(input(html, "priceMin", "500")).toBeDefined();
    expect(input(html, "priceMax", "1200")).toBeDefined();
    expect(input(html, "bedroomsMin", "2")).toBeDefined();
    const byName = await (await get(`${fixedPath("demandRegister", "nl")}?city=Gent`)).text();
    expect(input(byName, "zones")).toMatch(/value="9000, [^"]*9050/);
    // A list of several types and towns (a digest's "see all", then "mail me") gives them all.
    const several = await (await get(`${fixedPath("demandRegister", "fr")}?type=1,6,99&city=Gand%7C9000,1050`)).text();
    for (const type of ["1", "6"]) expect(input(several, "types", type)).toContain('checked=""');
    expect(input(several, "types", "2")).not.toContain('checked=""');
    expect(input(several, "zones", "9000, 1050")).toBeDefined();
  });
});

describe("the zone picker", () => {
  it("is given every language's names of each town, so a German visitor finds Brüssel as Bruxelles or Brussels", async () => {
    const html = await (await get(fixedPath("demandRegister", "de"))).text();
    const props = unescapeHtml(/data-island="ZonePicker" data-props="([^"]*)"/.exec(html)![1]!);
    const { options } = JSON.parse(props) as { options: { options: { label: string; names?: string[] }[] }[] };
    const brussels = options.flatMap((group) => group.options).find((option) => option.label === "1000 Brüssel")!;
    expect(brussels.names).toEqual(expect.arrayContaining(["Bruxelles", "Brussels"]));
  });
});

describe("the alert's manage page", () => {
  it("names the zones by town, in the alert's language, each once, rather than by postcode", async () => {
    // What the ZonePicker posts for Ghent and Liège chosen in the list: their postcodes.
    const { token } = await registered("fr", { zones: "9000, 9030, 9031, 9032, 9040, 9041, 9042, 9050, 9051, 9052, 4000" });
    const summary = /<dl class="alert-summary">.*?<\/dl>/s.exec(await (await get(alertManagePath("fr", token))).text())![0];
    expect(summary).toContain("<dd>Gand, Liège (4000)</dd>");
    expect(summary).not.toContain("9030");
  });

  it("refuses a tampered token with a 404 and never changes state on GET", async () => {
    const { token } = await registered();
    const tampered = token.replace(/.$/, (last) => (last === "0" ? "1" : "0"));
    expect((await get(alertManagePath("nl", tampered))).status).toBe(404);
    expect((await postForm(alertManagePath("nl", tampered), { action: "confirm" })).status).toBe(404);
    const page = await get(alertManagePath("nl", token));
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("no-store");
    expect(page.headers.get("X-Robots-Tag")).toContain("noindex");
    await get(alertStopPath("nl", token));
    expect((await alertRows())[0]!.state).toBe("unconfirmed");
  });

  it("confirms by POST, and confirms the newsletter subscription of the same form", async () => {
    const { token } = await registered("de", { newsletter: "on" });
    const [alert] = await alertRows();
    await env.DB.prepare(
      "INSERT OR IGNORE INTO newsletter_subscribers (id, email, lang, state, source, lead_id, created_at) VALUES (?, ?, 'de', 'unconfirmed', 'demand-register', ?, 0)",
    )
      .bind(crypto.randomUUID(), `other-${PERSON.email}`, alert!.lead_id)
      .run();
    const response = await postForm(alertManagePath("de", token), { action: "confirm" });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(escapeHtml(i18nFor("de")._("alert.confirmed")));
    expect((await alertRows())[0]!.state).toBe("active");
    const { results } = await env.DB.prepare("SELECT state FROM newsletter_subscribers WHERE lead_id = ?").bind(alert!.lead_id).all();
    expect(results.length).toBeGreaterThan(0);
    for (const row of results) expect(row.state).toBe("active");
  });

  it("updates the search, keeping typed values on error", async () => {
    const { token } = await registered("en");
    const wrong = await postForm(alertManagePath("en", token), {
      action: "update",
      goal: "0",
      types: "1",
      zones: "9000",
      frequency: "daily",
      priceMin: "9",
      priceMax: "3",
    });
    expect(wrong.status).toBe(422);
    const html = await wrong.text();
    expect(html).toContain(escapeHtml(i18nFor("en")._("alert.range.order")));
    expect(html).toMatch(/value="9"/);
    const right = await postForm(alertManagePath("en", token), [
      ["action", "update"],
      ["goal", "1"],
      ["types", "2"],
      ["types", "7"],
      ["zones", "1000"],
      ["frequency", "instant"],
      ["priceMax", "900"],
    ]);
    expect(right.status).toBe(200);
    const [alert] = await alertRows();
    expect(alert).toMatchObject({ frequency: "instant", state: "unconfirmed", email: PERSON.email });
    expect(JSON.parse(alert!.criteria)).toMatchObject({ goal: 1, types: [2, 7], zones: ["1000"], priceMax: 900 });
  });

  it("edits an alert for a city of many postcodes and saves it unchanged, from its name as typed", async () => {
    const { token } = await registered("fr", { zones: "Luxembourg" });
    const before = JSON.parse((await alertRows())[0]!.criteria) as { zones: string[]; zonesText?: string };
    expect(before.zones.length).toBeGreaterThan(1000);
    expect(before.zonesText).toBe("Luxembourg");
    const html = await (await get(alertManagePath("fr", token))).text();
    expect(input(html, "zones")).toContain('value="Luxembourg"');
    const saved = await postForm(alertManagePath("fr", token), editFormPairs(html));
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain(escapeHtml(i18nFor("fr")._("alert.updated")));
    const after = JSON.parse((await alertRows())[0]!.criteria) as { zones: string[]; zonesText?: string };
    expect(after.zones).toEqual(before.zones);
    expect(after.zonesText).toBe("Luxembourg");
  });

  it("edits an alert stored before its zones text was kept: whole municipalities come back by name", async () => {
    const { token } = await registered("nl", { zones: "Luxembourg, 1000, Gent" });
    await env.DB.prepare("UPDATE search_alerts SET criteria = json_remove(criteria, '$.zonesText')").run();
    const before = JSON.parse((await alertRows())[0]!.criteria) as { zones: string[]; zonesText?: string };
    expect(before.zonesText).toBeUndefined();
    const html = await (await get(alertManagePath("nl", token))).text();
    const zones = unescapeHtml(/value="([^"]*)"/.exec(input(html, "zones") ?? "")?.[1] ?? "");
    expect(zones.split(", ").sort()).toEqual(["1000", "Gent", "Luxemburg"]);
    const saved = await postForm(alertManagePath("nl", token), editFormPairs(html));
    expect(saved.status).toBe(200);
    const after = JSON.parse((await alertRows())[0]!.criteria) as { zones: string[] };
    expect([...after.zones].sort()).toEqual([...before.zones].sort());
  });

  it("keeps a two-word municipality name typed without script as one zone", async () => {
    await registered("fr", { zones: "La Louvière, 9000" });
    const criteria = JSON.parse((await alertRows())[0]!.criteria) as { zones: string[]; zonesText: string };
    expect(criteria.zones).toEqual(expect.arrayContaining(["7100", "9000"]));
    expect(criteria.zonesText).toBe("La Louvière, 9000");
  });

  it("stops by POST from the page", async () => {
    const { token } = await registered();
    const response = await postForm(alertManagePath("nl", token), { action: "stop" });
    expect(response.status).toBe(200);
    expect((await alertRows())[0]!.state).toBe("stopped");
  });

  it("stops with a mail client's one-click POST (no Origin), and shows a stop button on GET", async () => {
    const { token } = await registered("fr");
    const page = await (await get(alertStopPath("fr", token))).text();
    expect(page).toContain(`action="${alertStopPath("fr", token)}"`);
    const response = await exports.default.fetch(
      new Request(new URL(alertStopPath("fr", token), ORIGIN), {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
        redirect: "manual",
      }),
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(escapeHtml(i18nFor("fr")._("alert.stopped")));
    expect((await alertRows())[0]!.state).toBe("stopped");
  });

  it("refuses a cross-site POST to the manage page, and a one-click POST with a forged token", async () => {
    const { token } = await registered();
    const evil = await postForm(alertManagePath("nl", token), { action: "stop" }, { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" });
    expect(evil.status).toBe(403);
    const forged = `${crypto.randomUUID()}.${"0".repeat(32)}`;
    const oneClick = await exports.default.fetch(
      new Request(new URL(alertStopPath("nl", forged), ORIGIN), {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
        redirect: "manual",
      }),
    );
    expect(oneClick.status).toBe(403);
    expect((await alertRows())[0]!.state).toBe("unconfirmed");
  });
});
