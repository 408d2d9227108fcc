import { env } from "cloudflare:workers";
import { alertCriteria } from "../../fixtures/alerts";
import type { AlertCriteria } from "../../../worker/alerts/types";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { zoneKeyOf } from "../../../worker/feed/listing-changes";
import { staffRoleRepository } from "../../../worker/db/staff-roles";
import type { PropertySummary } from "../../../worker/feed/model";
import { i18nFor } from "../../../worker/i18n";
import { addDays, dayOf } from "../../../worker/stats/day";
import { demoSnapshot, unlistedId } from "../owner/portal-helpers";
import { escapeHtml } from "../worker";
import { accessToken, accessVars, mockAccessTeam, SITE } from "./access-tokens";
import { clearTables, staffFetch, storeLead } from "./helpers";

const nl = i18nFor("nl");
let item: PropertySummary;

/** The visible text of a page, tags stripped, spaces collapsed. */
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");

beforeAll(async () => {
  await mockAccessTeam();
  const snapshot = await demoSnapshot("nl");
  const found = snapshot.properties.find((property) => property.status === "available");
  if (!found) throw new Error("no demo property on offer");
  item = found;
});
beforeEach(async () => {
  await clearTables();
  await env.DB.prepare("DELETE FROM property_views WHERE property_id = ?").bind(item.id).run();
});

async function insertAlert(email: string, criteria: AlertCriteria, state = "active"): Promise<void> {
  const now = Date.now();
  await env.DB.prepare(
    "INSERT INTO search_alerts (id, lang, email, person, criteria, frequency, state, created_at, updated_at) VALUES (?, 'nl', ?, '{}', ?, 'daily', ?, ?, ?)",
  )
    .bind(crypto.randomUUID(), email, JSON.stringify(criteria), state, now, now)
    .run();
}

describe("a property's staff page", () => {
  it("names the listing by title, reference and address, and lists its leads, views per month and source, and the alerts that match it", async () => {
    const lead = await storeLead({
      email: "visitor@example.be",
      propertyId: item.id,
      person: { firstName: "Vera", lastName: "Visser", email: "visitor@example.be" },
      payload: { fields: {}, about: { kind: "property", id: item.id, title: item.title, reference: item.reference, path: item.path } },
    });
    await storeLead({ email: "elsewhere@example.be", firstName: "Elsewhere", propertyId: unlistedId() });
    const today = dayOf(new Date());
    const lastMonth = addDays(`${today.slice(0, 7)}-01`, -1);
    await env.DB.batch([
      env.DB.prepare("INSERT INTO property_views (property_id, day, source, views) VALUES (?, ?, 'search', 7)").bind(item.id, today),
      env.DB.prepare("INSERT INTO property_views (property_id, day, source, views) VALUES (?, ?, 'social', 3)").bind(item.id, lastMonth),
    ]);
    const criteria = alertCriteria({ goal: item.goal, types: [item.typeGroup], zones: [zoneKeyOf(item.zip, item.countryId)] });
    await insertAlert("match@example.be", criteria);
    await insertAlert("elsewhere@example.be", { ...criteria, zones: ["L-9999"] });
    await insertAlert("stopped@example.be", criteria, "stopped");

    const { status, body } = await staffFetch(`/staff/properties/${item.id}/`);
    expect(status).toBe(200);
    const page = text(body);
    expect(body).toContain(`<h1>${escapeHtml(`${item.title} (${item.reference})`)}</h1>`);
    expect(page).toContain(`${nl._("staff.property.reference")} ${item.reference}`);
    expect(body).toContain(`<a href="/staff/leads/${lead}/">Vera Visser</a>`);
    expect(page).not.toContain("Elsewhere");
    expect(page).toContain(nl._("staff.property.views", { total: 10 }));
    expect(page).toMatch(new RegExp(`${nl._("portal.source.search")} 7`));
    expect(page).toMatch(new RegExp(`${nl._("portal.source.social")} 3`));
    const month = new Intl.DateTimeFormat("nl-BE", { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${today.slice(0, 7)}-15T00:00:00Z`));
    expect(page).toContain(`${month} 7`);
    expect(page).toContain(nl._("staff.property.alertCount", { count: 1 }));
    expect(page).toContain("match@example.be");
    expect(page).not.toContain("stopped@example.be");
    expect(page).not.toContain("elsewhere@example.be");
    // No raw id on screen: the number shows only inside its reference.
    expect(page.replaceAll(item.reference, "")).not.toContain(String(item.id));
  });

  it("still shows the leads of a property gone from the site, named as its leads named it, with a note in words; an id of nothing is not found", async () => {
    const gone = unlistedId();
    await storeLead({
      email: "late@example.be",
      propertyId: gone,
      person: { firstName: "Laura", lastName: "Late", email: "late@example.be" },
      payload: { fields: {}, about: { kind: "property", id: gone, title: "Sold cottage", reference: "OLD-1", path: "/nl/" } },
    });
    const { status, body } = await staffFetch(`/staff/properties/${gone}/`);
    expect(status).toBe(200);
    expect(body).toContain("<h1>Sold cottage (OLD-1)</h1>");
    expect(text(body)).toContain(nl._("staff.property.gone"));
    expect(text(body)).toContain("Laura Late");
    expect((await staffFetch(`/staff/properties/${unlistedId()}/`)).status).toBe(404);
    expect((await staffFetch(`/staff/properties/0${gone}/`)).status).toBe(404);
  });

  it("is an agent's, like the inbox, and not an editor's", async () => {
    const roles = staffRoleRepository(env.DB);
    await roles.set("agent@vitrine-vastgoed.be", "agent", "boss@vitrine-vastgoed.be");
    await roles.set("editor@vitrine-vastgoed.be", "editor", "boss@vitrine-vastgoed.be");
    const as = async (email: string) =>
      (
        await staffFetch(`/staff/properties/${item.id}/`, {
          origin: SITE,
          vars: accessVars(),
          headers: { "Cf-Access-Jwt-Assertion": await accessToken(email) },
        })
      ).status;
    expect(await as("agent@vitrine-vastgoed.be")).toBe(200);
    expect(await as("editor@vitrine-vastgoed.be")).toBe(403);
  });
});
