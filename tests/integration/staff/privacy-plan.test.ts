import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { ownerSessionRepository } from "../../../worker/auth/owner-sessions";
import { demoOwners } from "../../../worker/feed/demo/owners";
import { erasePerson, erasurePlan } from "../../../worker/privacy/erase";
import { LOCAL, staffFetch, storeLead } from "./helpers";

const AN = demoOwners[0]!;

/** The page's text without tags, spaces collapsed: what the staff read. */
const text = (html: string) =>
  html
    .replace(/<(style|script)\b[^>]*>.*?<\/\1>/gs, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/[ \t\r\n]+/g, " ");

/** The demo owner, made as `npm start` makes it: the first visit seeds the listings, whose sync makes the demo owners. */
async function demoOwner(): Promise<void> {
  vi.spyOn(console, "info").mockImplementation(() => undefined);
  expect((await staffFetch("/nl/", { origin: LOCAL })).status).toBe(200);
  const account = await env.DB.prepare("SELECT id FROM owners WHERE email = ?").bind(AN.email).first();
  expect(account).not.toBeNull();
}

/** Three messages, an alert and a subscription of the same address. */
async function holdings(email: string): Promise<void> {
  for (const at of [1, 2, 3]) await storeLead({ email }, Date.now() - at * 1000);
  const now = Date.now();
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO search_alerts (id, lang, email, person, criteria, frequency, state, created_at, updated_at) VALUES (?, 'nl', ?, '{}', '{\"goal\":0,\"types\":[1],\"zones\":[\"9000\"],\"area\":null}', 'daily', 'active', ?, ?)",
    ).bind(crypto.randomUUID(), email, now, now),
    env.DB.prepare("INSERT INTO newsletter_subscribers (id, email, lang, state, source, created_at) VALUES (?, ?, 'nl', 'active', 'sign-newsletter', ?)").bind(
      crypto.randomUUID(),
      email,
      now,
    ),
  ]);
}

describe("the privacy desk's erasure, in words", () => {
  it("lists the demo owner's account with its properties by title and reference, and what else goes, before the question, in nl and fr", async () => {
    await demoOwner();
    await holdings(AN.email);
    const asked = async (lang: string) =>
      (
        await staffFetch("/staff/privacy/erase/", {
          method: "POST",
          body: new URLSearchParams({ email: AN.email }),
          headers: { "Content-Type": "application/x-www-form-urlencoded", "Accept-Language": lang },
        })
      ).body;

    const nl = await asked("nl");
    const question = nl.indexOf('name="confirm"');
    expect(question).toBeGreaterThan(-1);
    const before = text(nl.slice(0, question));
    const properties = AN.propertyIds.length;
    expect(before).toContain(`Wissen van ${AN.email} verwijdert:`);
    expect(before).toContain("Het eigenaarsaccount van An Peeters");
    expect(before).toMatch(new RegExp(`Toegang tot ${properties} ${properties === 1 ? "pand" : "panden"}: [^<]*\\(ref\\. [^)]+\\)`));
    expect(before.match(/\(ref\. [^)]+\)/g)).toHaveLength(properties);
    expect(before).not.toContain("niet meer op de site");
    expect(before).toContain("3 berichten verstuurd via de formulieren van de site");
    expect(before).toContain("1 zoekopdracht");
    expect(before).toContain("1 nieuwsbriefinschrijving");
    expect(before).toContain("Wissen kan niet ongedaan worden gemaakt.");
    // Only what applies: no "0 …" line, no table names, no photo line without photos.
    expect(before).not.toMatch(/\b0 \p{L}/u);
    expect(before).not.toMatch(/owner_|search_alerts|newsletter_subscribers|foto/);

    const fr = text((await asked("fr")).split('name="confirm"')[0]!);
    expect(fr).toContain(`Effacer ${AN.email} supprime\u00a0:`);
    expect(fr).toContain("Le compte propriétaire au nom de An Peeters");
    expect(fr).toMatch(new RegExp(`Accès à ${properties} ${properties === 1 ? "bien" : "biens"}\u00a0: [^<]*\\(réf\\. [^)]+\\)`));
    expect(fr).toContain("3 messages envoyés par les formulaires du site");
    expect(fr).toContain("1 alerte de recherche");
    expect(fr).toContain("1 inscription à la newsletter");
    // Nothing was erased by asking.
    expect(await env.DB.prepare("SELECT count(*) AS n FROM owners WHERE email = ?").bind(AN.email).first("n")).toBe(1);

    const done = await staffFetch("/staff/privacy/erase/", {
      method: "POST",
      body: new URLSearchParams({ email: AN.email, confirm: "yes" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Accept-Language": "nl" },
    });
    expect(done.status).toBe(200);
    const result = text(done.body);
    expect(result).toContain("Wat gewist werd:");
    expect(result).toContain("Het eigenaarsaccount van An Peeters");
    expect(result).toMatch(/\(ref\. [^)]+\)/);
    expect(result).toContain("3 berichten verstuurd via de formulieren van de site");
    expect(result).toContain("1 zoekopdracht");
    expect(result).toContain("1 nieuwsbriefinschrijving");
    expect(result).not.toMatch(/owner_|alert_matches|search_alerts|leads \d|\b0 \p{L}/u);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM owners WHERE email = ?").bind(AN.email).first("n")).toBe(0);
  });

  it("counts in the question exactly what the erasure then removes, table by table", async () => {
    const email = `plan-${crypto.randomUUID()}@example.com`;
    await holdings(email);
    const photo = `testimonials/${crypto.randomUUID()}.jpg`;
    await env.UPLOADS.put(photo, new Uint8Array([0xff]));
    await storeLead({ email, form: "testimonial", payload: { fields: { name: "N", comment: "C" }, photo: { key: photo, type: "image/jpeg", size: 1 } } });
    const owner = crypto.randomUUID();
    await env.DB.batch([
      env.DB.prepare("INSERT INTO owners (id, email, lang, created_at, updated_at) VALUES (?, ?, 'fr', 0, 0)").bind(owner, email),
      env.DB.prepare("INSERT INTO owner_listings (owner_id, kind, listing_id, origin, created_at) VALUES (?, 'property', 999999, 'invite', 0)").bind(owner),
    ]);
    await ownerSessionRepository(env.DB).create(owner, "password", "test", Date.now());
    const plan = await erasurePlan(env.DB, email);
    expect(plan.owner).toEqual({ name: "", properties: [999999], projects: [] });
    expect(plan.photos).toEqual([photo]);
    const report = await erasePerson(env.DB, env.UPLOADS, email, { by: "privacy@vitrine.test", now: new Date() });
    for (const [table, rows] of Object.entries(plan.rows)) expect(report.rows[table], table).toBe(rows);
    expect(plan.rows).toMatchObject({ leads: 4, search_alerts: 1, newsletter_subscribers: 1, owners: 1, owner_listings: 1, owner_sessions: 1 });
    expect(report.photos).toEqual([photo]);

    // Asked again, the address holds nothing: said so, without an empty list.
    const page = text(
      (
        await staffFetch("/staff/privacy/erase/", {
          method: "POST",
          body: new URLSearchParams({ email }),
          headers: { "Content-Type": "application/x-www-form-urlencoded", "Accept-Language": "en" },
        })
      ).body,
    );
    expect(page).toContain(`The site holds nothing of ${email}: there is nothing to erase.`);
  });

  it("names an unnamed account and a property the site no longer publishes in words, with real plurals", async () => {
    const email = `unnamed-${crypto.randomUUID()}@example.com`;
    const owner = crypto.randomUUID();
    await storeLead({ email });
    await env.DB.batch([
      env.DB.prepare("INSERT INTO owners (id, email, lang, created_at, updated_at) VALUES (?, ?, 'fr', 0, 0)").bind(owner, email),
      env.DB.prepare("INSERT INTO owner_listings (owner_id, kind, listing_id, origin, created_at) VALUES (?, 'property', 999998, 'invite', 0)").bind(owner),
    ]);
    const page = text(
      (
        await staffFetch("/staff/privacy/erase/", {
          method: "POST",
          body: new URLSearchParams({ email }),
          headers: { "Content-Type": "application/x-www-form-urlencoded", "Accept-Language": "nl" },
        })
      ).body,
    );
    expect(page).toContain("Het eigenaarsaccount");
    expect(page).toContain("Toegang tot 1 pand: 1 pand dat niet meer op de site staat");
    expect(page).toContain("1 bericht verstuurd via de formulieren van de site");
    expect(page).not.toContain("999998");
    expect(page).not.toContain("1 berichten");
  });
});
