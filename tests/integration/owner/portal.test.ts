/**
 * The owner portal's pages (issue 10): the home with the owner's properties (their own and a
 * project's units), a property's page with the numbers D1 holds (views, leads, history), the
 * matching search alerts, the provider's blocks and their "API error", and a property that left
 * the site. Rows are written straight into D1; ids outside the snapshot keep each test's numbers
 * its own.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { formatDay } from "../../../client/domain/format";
import { LANGUAGES } from "../../../client/i18n/languages";
import { fixedPath, portalPath, portalPropertyPath } from "../../../client/i18n/routes";
import { zoneKeyOf } from "../../../worker/feed/listing-changes";
import { SESSION_COOKIE } from "../../../worker/owner/auth/session-cookie";
import { createApp } from "../../../worker/app";
import { LEAD_WEEKS } from "../../../worker/db/owner-leads";
import { VIEW_CHART_DAYS } from "../../../worker/db/property-views";
import type { Bindings } from "../../../worker/env";
import type { LanguageSnapshot, PropertySummary } from "../../../worker/feed/model";
import { i18nFor } from "../../../worker/i18n";
import { providerBlock } from "../../../worker/owner/routes/portal-provider";
import { addDays, dayOf } from "../../../worker/stats/day";
import { escapeHtml, ORIGIN } from "../worker";
import { send } from "./owner-pages";
import { demoSnapshot, portalPage, signedInOwner, textOf, unlistedId } from "./portal-helpers";

const nl = i18nFor("nl");
const today = () => dayOf(new Date());
const DAY_MS = 86_400_000;

let snapshot: LanguageSnapshot;
/** Demo properties no demo owner holds (their calendar is empty, their views only this file's). */
let free: PropertySummary[];

beforeAll(async () => {
  snapshot = await demoSnapshot("nl");
  const demoOwned = new Set(
    (await env.DB.prepare("SELECT listing_id AS id FROM owner_listings WHERE kind = 'property' AND origin = 'provider'").all<{ id: number }>()).results.map(
      (row) => row.id,
    ),
  );
  free = snapshot.properties.filter((item) => item.status === "available" && !demoOwned.has(item.id));
  expect(free.length).toBeGreaterThan(4);
});

/** The section of a page whose heading has id `${id}-title`. */
function section(html: string, id: string): string {
  const start = html.indexOf(`aria-labelledby="${id}-title"`);
  if (start < 0) throw new Error(`no section ${id}`);
  return html.slice(start, html.indexOf("</section>", start));
}

/** The body rows of the first table after `marker`, as the text of their cells. */
function tableRows(html: string, marker: string): string[][] {
  const start = html.indexOf(marker);
  const table = html.slice(start, html.indexOf("</table>", start));
  const body = table.slice(table.indexOf("<tbody>"), table.indexOf("</tbody>"));
  return [...body.matchAll(/<tr>(.*?)<\/tr>/g)].map((row) => [...row[1]!.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map((cell) => textOf(cell[1]!)));
}

async function insertViews(propertyId: number, rows: readonly [daysAgo: number, source: string, views: number][]): Promise<void> {
  await env.DB.batch(
    rows.map(([daysAgo, source, views]) =>
      env.DB.prepare("INSERT INTO property_views (property_id, day, source, views) VALUES (?, ?, ?, ?)").bind(
        propertyId,
        addDays(today(), -daysAgo),
        source,
        views,
      ),
    ),
  );
}

async function insertLead(propertyId: number, form: string, createdAt: number, captcha = "solved"): Promise<void> {
  await env.DB.prepare(
    `INSERT INTO leads (id, idempotency_key, form, lang, page, property_id, email, person, payload, privacy_accepted, captcha, created_at)
     VALUES (?1, ?1, ?2, 'nl', '/nl/', ?3, 'visitor@example.be', '{"firstName":"Jan"}', '{}', 1, ?4, ?5)`,
  )
    .bind(crypto.randomUUID(), form, propertyId, captcha, createdAt)
    .run();
}

async function insertAlert(criteria: Record<string, unknown>, state = "active"): Promise<void> {
  const now = Date.now();
  await env.DB.prepare(
    "INSERT INTO search_alerts (id, lang, email, person, criteria, frequency, state, created_at, updated_at) VALUES (?, 'nl', 'searcher@example.be', '{}', ?, 'daily', ?, ?, ?)",
  )
    .bind(crypto.randomUUID(), JSON.stringify(criteria), state, now, now)
    .run();
}

describe("the portal's gate", () => {
  it.each(LANGUAGES)("in %s: without a session, home and property pages send the browser to the login page with next", async (lang) => {
    for (const path of [portalPath(lang), portalPropertyPath(lang, free[0]!.id)]) {
      const response = await send(path);
      expect(response.status).toBe(303);
      expect(response.headers.get("Location")).toBe(`${fixedPath("login", lang)}?next=${encodeURIComponent(path)}`);
    }
  });

  it("answers every portal page no-store and noindex", async () => {
    const { token } = await signedInOwner({ properties: [free[0]!.id] });
    for (const path of [portalPath("nl"), portalPropertyPath("nl", free[0]!.id)]) {
      const page = await portalPage(path, token);
      expect(page.status).toBe(200);
      expect(page.headers.get("Cache-Control")).toBe("no-store");
      expect(page.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
      expect(page.html).toContain('<meta name="robots" content="noindex, nofollow"');
    }
  });
});

describe("the portal's home", () => {
  it("lists the owner's own properties and, under its project, each unit of an owned project; nobody else's", async () => {
    const project = snapshot.projects.find((candidate) => candidate.units.length > 1)!;
    const [mine, alsoMine, theirs] = free;
    const { token } = await signedInOwner({ properties: [mine!.id, alsoMine!.id], projects: [project.id] });
    await signedInOwner({ properties: [theirs!.id] });
    const { status, html } = await portalPage(portalPath("nl"), token);
    expect(status).toBe(200);
    const text = textOf(html);
    expect(text).toContain(`<h2 id="portal-group-own">${escapeHtml(nl._("portal.home.ownProperties"))}</h2>`);
    expect(text).toContain(`<h2 id="portal-group-${project.id}">${escapeHtml(nl._("portal.home.project", { name: project.name }))}</h2>`);
    for (const item of [mine!, alsoMine!]) expect(text).toContain(`<a href="${portalPropertyPath("nl", item.id)}">${escapeHtml(item.title)}</a>`);
    // The units come after their project's heading, in its group.
    const group = html.slice(html.indexOf(`portal-group-${project.id}`));
    for (const unit of project.units) expect(group).toContain(`href="${portalPropertyPath("nl", unit.id)}"`);
    expect(html).not.toContain(`href="${portalPropertyPath("nl", theirs!.id)}"`);
  });

  it("shows each property's views today, this week, this month and in total", async () => {
    const id = unlistedId();
    // Today, and 40 days ago: in the total only (40 days back is never this month nor this week).
    await insertViews(id, [
      [0, "direct", 3],
      [0, "search", 2],
      [40, "portal", 7],
    ]);
    const { token } = await signedInOwner({ properties: [id] });
    const html = textOf((await portalPage(portalPath("nl"), token)).html);
    const figures = [...html.matchAll(/<dt>([^<]+)<\/dt><dd>([^<]+)<\/dd>/g)].map((match) => [match[1], match[2]]);
    expect(figures).toEqual([
      [nl._("portal.views.today"), "5"],
      [nl._("portal.views.week"), "5"],
      [nl._("portal.views.month"), "5"],
      [nl._("portal.views.total"), "12"],
    ]);
  });

  it("tells an owner without any listing that no property is linked (SPEC 8 person not found)", async () => {
    const { token } = await signedInOwner();
    const { status, html } = await portalPage(portalPath("nl"), token);
    expect(status).toBe(200);
    expect(html).toContain(escapeHtml(nl._("owner.error.personNotFound")));
    expect(html).toContain(escapeHtml(nl._("portal.home.none")));
    expect(html).not.toContain("portal-card");
  });
});

describe("a property's page", () => {
  it("shows the views D1 holds: figures, sources, a chart of 30 bars and its table of 30 days", async () => {
    const id = unlistedId();
    await insertViews(id, [
      [0, "direct", 4],
      [1, "social", 6],
      [29, "email", 9],
      [30, "portal", 100],
    ]);
    const { token } = await signedInOwner({ properties: [id] });
    const { status, html } = await portalPage(portalPropertyPath("nl", id), token);
    expect(status).toBe(200);
    const views = textOf(section(html, "portal-views"));
    expect(views).toContain(`<dt>${nl._("portal.views.today")}</dt><dd>4</dd>`);
    expect(views).toContain(`<dt>${nl._("portal.views.total")}</dt><dd>119</dd>`);
    // One bar per day of the chart, in an SVG named by its title and summary.
    const svg = views.slice(views.indexOf("<svg"), views.indexOf("</svg>"));
    expect(svg).toMatch(/role="img" aria-labelledby="portal-chart-title portal-chart-desc"/);
    expect(svg).toContain(`<title id="portal-chart-title">${escapeHtml(nl._("portal.chart.title"))}</title>`);
    expect(svg.match(/<rect class="view-chart-bar"/g)).toHaveLength(VIEW_CHART_DAYS);
    // 3 or 4 round ticks up to at least the busiest day (9).
    const ticks = [...svg.matchAll(/dominant-baseline="middle">([^<]+)</g)].map((match) => Number(match[1]));
    expect(ticks.length).toBeGreaterThanOrEqual(3);
    expect(ticks.length).toBeLessThanOrEqual(4);
    expect(ticks.at(-1)).toBeGreaterThanOrEqual(9);
    const days = tableRows(views, "<details");
    expect(days).toHaveLength(VIEW_CHART_DAYS);
    expect(days[0]).toEqual([formatDay(addDays(today(), -29), "nl", "weekday"), "9"]);
    expect(days.at(-2)).toEqual([formatDay(addDays(today(), -1), "nl", "weekday"), "6"]);
    expect(days.at(-1)).toEqual([formatDay(today(), "nl", "weekday"), "4"]);
    expect(views).toMatch(/<details class="portal-details"><summary>/);
    const sources = Object.fromEntries(tableRows(views, "portal-sources"));
    expect(sources).toEqual({
      [nl._("portal.source.direct")]: "4",
      [nl._("portal.source.search")]: "0",
      [nl._("portal.source.social")]: "6",
      [nl._("portal.source.portal")]: "100",
      [nl._("portal.source.email")]: "9",
      [nl._("portal.source.referral")]: "0",
    });
  });

  it("counts the leads per ISO week and kind, without spam nor a page passed on to a friend, and names nobody", async () => {
    const id = unlistedId();
    const now = Date.now();
    await insertLead(id, "contact-appointment", now);
    await insertLead(id, "contact-appointment", now - 1000);
    await insertLead(id, "contact-me", now);
    await insertLead(id, "offer-to-buy", now);
    await insertLead(id, "document-request", now);
    await insertLead(id, "contact-me", now, "spam");
    await insertLead(id, "send-to-friend", now);
    await insertLead(id, "document-request", now - 21 * DAY_MS);
    // Older than the table's weeks.
    await insertLead(id, "contact-me", now - (LEAD_WEEKS * 7 + 7) * DAY_MS);
    const { token } = await signedInOwner({ properties: [id] });
    const leads = textOf(section((await portalPage(portalPropertyPath("nl", id), token)).html, "portal-leads"));
    const rows = tableRows(leads, "portal-leads-caption");
    expect(rows).toHaveLength(LEAD_WEEKS);
    expect(rows[0]!.slice(1)).toEqual(["2", "2", "1"]);
    expect(rows[3]!.slice(1)).toEqual(["0", "0", "1"]);
    expect(rows.filter((_, index) => index !== 0 && index !== 3).every((row) => row.slice(1).join() === "0,0,0")).toBe(true);
    expect(leads).toMatch(
      new RegExp(`<tfoot><tr><th scope="row">${nl._("portal.leads.total")}</th><td class="numeric">2</td><td class="numeric">2</td><td class="numeric">2</td>`),
    );
    expect(leads).not.toContain("visitor@example.be");
    expect(leads).not.toContain("Jan");
  });

  it("shows the state and price history, newest first, prices as the site writes them", async () => {
    const id = unlistedId();
    const at = Date.parse("2026-03-02T10:00:00Z");
    await env.DB.batch(
      [
        [1, at, 0, "available", 350_000, null],
        [2, at + 30 * DAY_MS, 0, "available", 335_000, null],
        [3, at + 60 * DAY_MS, 0, "sold", null, null],
      ].map((row) =>
        env.DB.prepare("INSERT INTO listing_history (property_id, version, changed_at, goal, status, price, price_unit) VALUES (?, ?, ?, ?, ?, ?, ?)").bind(
          id,
          ...row,
        ),
      ),
    );
    const { token } = await signedInOwner({ properties: [id] });
    const history = textOf(section((await portalPage(portalPropertyPath("nl", id), token)).html, "portal-history"));
    expect(tableRows(history, "portal-history-caption")).toEqual([
      [formatDay(dayOf(new Date(at + 60 * DAY_MS)), "nl", "numeric"), nl._("feed.sold"), nl._("portal.history.noPrice")],
      [formatDay(dayOf(new Date(at + 30 * DAY_MS)), "nl", "numeric"), nl._("feed.forSale"), "€\u00a0335.000"],
      [formatDay(dayOf(new Date(at)), "nl", "numeric"), nl._("feed.forSale"), "€\u00a0350.000"],
    ]);
  });

  it("writes a rent per month with its unit", async () => {
    const id = unlistedId();
    await env.DB.prepare(
      "INSERT INTO listing_history (property_id, version, changed_at, goal, status, price, price_unit) VALUES (?, 1, ?, 1, 'available', 950, 'month')",
    )
      .bind(id, Date.now())
      .run();
    const { token } = await signedInOwner({ properties: [id] }, "fr");
    const html = textOf((await portalPage(portalPropertyPath("fr", id), token)).html);
    expect(html).toContain(`<td class="numeric">950\u00a0€ ${escapeHtml(i18nFor("fr")._("portal.priceUnit.month"))}</td>`);
  });

  it("says how many active search alerts match the property now (stopped ones and other zones do not count)", async () => {
    const item = free[1]!;
    const criteria = {
      goal: item.goal,
      types: [item.typeGroup],
      zones: [zoneKeyOf(item.zip, item.countryId)],
      area: null,
      priceMin: null,
      priceMax: null,
      budget: null,
      bedroomsMin: null,
      bedroomsMax: null,
    };
    const { token } = await signedInOwner({ properties: [item.id] });
    const count = async () => {
      const alerts = textOf(section((await portalPage(portalPropertyPath("nl", item.id), token)).html, "portal-alerts"));
      const counts = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].filter((n) => alerts.includes(escapeHtml(nl._("portal.alerts.count", { count: n }))));
      expect(counts).toHaveLength(1);
      return counts[0]!;
    };
    const before = await count();
    await insertAlert(criteria);
    await insertAlert({ ...criteria, zones: ["L-9999"] });
    await insertAlert({ ...criteria, priceMax: 1 });
    await insertAlert(criteria, "stopped");
    expect(await count()).toBe(before + 1);
  });

  it("shows the provider's calendar history and portals (the demo owner's property), with translated types and statuses", async () => {
    const [demo] = (
      await env.DB.prepare("SELECT listing_id AS id FROM owner_listings WHERE kind = 'property' AND origin = 'provider' ORDER BY listing_id LIMIT 1").all<{
        id: number;
      }>()
    ).results;
    const { token } = await signedInOwner({ properties: [demo!.id] }, "fr");
    const fr = i18nFor("fr");
    const html = textOf((await portalPage(portalPropertyPath("fr", demo!.id), token)).html);
    const calendar = tableRows(section(html, "portal-calendar"), "portal-calendar-caption");
    expect(calendar.length).toBeGreaterThan(2);
    expect(calendar.some((row) => row[1] === fr._("portal.calendar.type.visit"))).toBe(true);
    expect(calendar.every((row) => row.length === 6 && /^\d{2}\/\d{2}\/\d{4}/.test(row[0]!))).toBe(true);
    const media = section(html, "portal-media");
    expect(media).toContain("Immoweb");
    // Its public page in every language, as the language switch finds it.
    for (const lang of LANGUAGES) expect(media).toMatch(new RegExp(`<a href="${ORIGIN}/${lang}/[^"]+/${demo!.id}/" hrefLang="${lang}" lang="${lang}">`));
    expect(html).not.toContain(escapeHtml(fr._("portal.apiError.title")));
  });

  it("shows SPEC 8's API error in the calendar and portal blocks alone when the provider fails; the rest of the page stands", async () => {
    const item = free[2]!;
    const { token } = await signedInOwner({ properties: [item.id] });
    const app = createApp();
    const ctx = createExecutionContext();
    // Some PROVIDER_* set but not all: the owner data source rejects every call with the configuration problem.
    const broken: Bindings = { ...env, PROVIDER_KIND: "omnicasa" };
    const response = await app.fetch(
      new Request(new URL(portalPropertyPath("nl", item.id), ORIGIN), { headers: { Cookie: `${SESSION_COOKIE}=${token}`, "CF-Connecting-IP": "192.0.2.80" } }),
      broken,
      ctx,
    );
    const html = textOf(await response.text());
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(200);
    const apiError = escapeHtml(nl._("portal.apiError.title"));
    expect(section(html, "portal-calendar")).toContain(apiError);
    expect(section(html, "portal-media")).toContain(apiError);
    // Its own pages are known without the provider.
    expect(section(html, "portal-media")).toContain(`href="${ORIGIN}${item.path}"`);
    for (const id of ["portal-views", "portal-leads", "portal-history"]) expect(section(html, id)).not.toContain(apiError);
    expect(section(html, "portal-views").match(/<rect class="view-chart-bar"/g)).toHaveLength(VIEW_CHART_DAYS);
  });

  it("keeps a property that left the site: its numbers and history, with SPEC 8's property not found or sold", async () => {
    const id = unlistedId();
    await insertViews(id, [[2, "direct", 5]]);
    const { token } = await signedInOwner({ properties: [id] });
    const { status, html } = await portalPage(portalPropertyPath("nl", id), token);
    expect(status).toBe(200);
    expect(textOf(html)).toContain(`<h1>${escapeHtml(nl._("portal.property.fallbackTitle", { id }))}</h1>`);
    expect(html).toContain(escapeHtml(nl._("detail.notFound")));
    expect(textOf(section(html, "portal-views"))).toContain(`<dt>${nl._("portal.views.total")}</dt><dd>5</dd>`);
    expect(html).toContain(escapeHtml(nl._("portal.media.notOnSite")));
    // No alert count for what is not on offer.
    expect(html).not.toContain("portal-alerts-title");
  });

  it("shows a unit of an owned project by its project and unit name", async () => {
    const project = snapshot.projects.find((candidate) => candidate.units.length > 0)!;
    const unit = project.units[0]!;
    const { token } = await signedInOwner({ projects: [project.id] });
    const { status, html } = await portalPage(portalPropertyPath("nl", unit.id), token);
    expect(status).toBe(200);
    expect(textOf(html)).toContain(`<h1>${escapeHtml(nl._("portal.unit.title", { project: project.name, unit: unit.name }))}</h1>`);
    expect(section(html, "portal-media")).toContain(`href="${ORIGIN}${project.path}"`);
  });

  it("is the 404 page for another owner's property, nobody's, and the owner's own spelt with a leading zero", async () => {
    const [mine, theirs] = free;
    const { token } = await signedInOwner({ properties: [mine!.id] });
    await signedInOwner({ properties: [theirs!.id] });
    const notFound = escapeHtml(nl._("notFound.title"));
    for (const path of [portalPropertyPath("nl", theirs!.id), portalPropertyPath("nl", unlistedId()), `${portalPath("nl")}0${mine!.id}/`]) {
      const page = await portalPage(path, token);
      expect(page.status, path).toBe(404);
      expect(page.html).toContain(notFound);
      expect(page.headers.get("Cache-Control")).toBe("no-store");
    }
  });
});

describe("the provider's blocks", () => {
  it("give up at their deadline when the provider never answers", async () => {
    const started = Date.now();
    const block = await providerBlock("calendar", () => new Promise<never>(() => {}), 50);
    expect(block).toEqual({ ok: false });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("hand the call a signal that aborts at the deadline", async () => {
    let seen: AbortSignal | undefined;
    await providerBlock(
      "media",
      (signal) => {
        seen = signal;
        return new Promise<never>(() => {});
      },
      20,
    );
    expect(seen?.aborted).toBe(true);
  });
});
