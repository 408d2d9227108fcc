import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createApp } from "../../worker/app";
import { propertyViewRepository, VIEW_CHART_DAYS } from "../../worker/db/property-views";
import type { Bindings } from "../../worker/env";
import { forgetCountedViews } from "../../worker/memory/counted-views";
import { addDays, dayOf } from "../../worker/stats/day";
import type { ViewSource } from "../../worker/stats/view-source";
import { ORIGIN } from "./worker";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
/** The client address Cloudflare gives every request (CF-Connecting-IP); each test's visitor unless it says otherwise. */
const ADDRESS = "203.0.113.7";
const app = createApp();

interface Visit {
  headers?: Record<string, string>;
  method?: string;
  bindings?: Bindings;
}

/**
 * One request through the app, read to the end, after its background work (the view counter,
 * written in waitUntil) is done: waitOnExecutionContext waits for every promise given to waitUntil.
 */
async function visit(
  path: string,
  { headers = {}, method = "GET", bindings = env }: Visit = {},
): Promise<{ status: number; html: string; cache: string | null }> {
  const ctx = createExecutionContext();
  const request = new Request(new URL(path, ORIGIN), {
    method,
    headers: { "User-Agent": BROWSER, "CF-Connecting-IP": ADDRESS, ...headers },
    redirect: "manual",
  });
  const response = await app.fetch(request, bindings, ctx);
  const html = await response.text();
  await waitOnExecutionContext(ctx);
  return { status: response.status, html, cache: response.headers.get("X-Cache") };
}

const visitorRows = async () => (await env.DB.prepare("SELECT day, property_id, visitor FROM property_view_visitors").all<Record<string, unknown>>()).results;

const stats = (propertyId: number) => propertyViewRepository(env.DB).stats(propertyId, dayOf(new Date()));

let detailPath = "";
let propertyId = 0;

beforeAll(async () => {
  const { html } = await visit("/nl/te-koop/");
  detailPath = /<a href="([^"]+)" class="property-card-link"/.exec(html)?.[1] ?? "";
  propertyId = Number(/\/(\d+)\/$/.exec(detailPath)?.[1]);
  expect(propertyId).toBeGreaterThan(0);
});

beforeEach(async () => {
  await env.DB.batch([env.DB.prepare("DELETE FROM property_views"), env.DB.prepare("DELETE FROM property_view_visitors")]);
  // Emptied tables are a new start for this isolate's memory of counted views too.
  forgetCountedViews();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("counting views of a detail page", () => {
  it("adds one direct view to today's counter for a visitor without a referrer", async () => {
    expect((await visit(detailPath)).status).toBe(200);
    const result = await stats(propertyId);
    expect(result).toMatchObject({ today: 1, week: 1, month: 1, total: 1 });
    expect(result.bySource).toEqual({ direct: 1, search: 0, social: 0, portal: 0, email: 0, referral: 0 });
    expect(result.daily.at(-1)).toEqual({ day: dayOf(new Date()), views: 1 });
  });

  it("counts a visitor once a day: a reload, or coming back from the list, is not a second view", async () => {
    await visit(detailPath);
    await visit(detailPath, { headers: { Referer: `${ORIGIN}/nl/te-koop/` } });
    await visit(detailPath);
    expect((await stats(propertyId)).total).toBe(1);
  });

  it("asks D1 nothing for a view this isolate has counted already", async () => {
    await visit(detailPath);
    const prepare = vi.spyOn(env.DB, "prepare");
    const batch = vi.spyOn(env.DB, "batch");
    await visit(detailPath);
    expect(batch).not.toHaveBeenCalled();
    expect(prepare.mock.calls.filter(([query]) => query.includes("property_view"))).toEqual([]);
    expect((await stats(propertyId)).today).toBe(1);
  });

  it("counts another visitor: another address, or another browser on the same address", async () => {
    await visit(detailPath);
    await visit(detailPath, { headers: { "CF-Connecting-IP": "198.51.100.23" } });
    await visit(detailPath, { headers: { "User-Agent": FIREFOX } });
    expect((await stats(propertyId)).total).toBe(3);
  });

  it("counts a visitor once even when the same views arrive at the same time", async () => {
    await Promise.all(Array.from({ length: 5 }, () => visit(detailPath)));
    await Promise.all(Array.from({ length: 5 }, () => visit(detailPath, { headers: { "CF-Connecting-IP": "198.51.100.24" } })));
    expect((await stats(propertyId)).total).toBe(2);
  });

  it("counts a new visitor of a page served from the edge cache, and not the same one again", async () => {
    await visit(detailPath, { headers: { "CF-Connecting-IP": "198.51.100.30" } });
    const hit = await visit(detailPath, { headers: { "CF-Connecting-IP": "198.51.100.31" } });
    expect(hit.cache).toBe("HIT");
    const again = await visit(detailPath, { headers: { "CF-Connecting-IP": "198.51.100.31" } });
    expect(again.cache).toBe("HIT");
    expect((await stats(propertyId)).total).toBe(2);
  });

  it("keeps only a keyed hash of the visitor, never the address or the browser", async () => {
    await visit(detailPath);
    const rows = await visitorRows();
    expect(rows).toEqual([{ day: dayOf(new Date()), property_id: propertyId, visitor: expect.stringMatching(/^[0-9a-f]{32}$/) }]);
    const stored = JSON.stringify(await env.DB.prepare("SELECT * FROM property_view_visitors, property_views").all());
    expect(stored).not.toContain(ADDRESS);
    expect(stored).not.toContain("Chrome");
  });

  it("counts a visitor from Google as a search engine view", async () => {
    await visit(detailPath, { headers: { Referer: "https://www.google.be/" } });
    expect((await stats(propertyId)).bySource).toMatchObject({ search: 1, direct: 0 });
  });

  it("counts a newsletter link as mail, by its campaign parameters", async () => {
    expect((await visit(`${detailPath}?utm_source=newsletter&utm_medium=email`)).status).toBe(200);
    expect((await stats(propertyId)).bySource).toMatchObject({ email: 1, direct: 0 });
  });

  it("does not count crawlers, HEAD requests, prefetches or previews, from the cache or not", async () => {
    expect((await visit(detailPath, { headers: { "User-Agent": GOOGLEBOT } })).status).toBe(200);
    expect((await visit(detailPath, { headers: { "User-Agent": "facebookexternalhit/1.1" } })).cache).toBe("HIT");
    expect((await visit(detailPath, { headers: { "User-Agent": "" } })).status).toBe(200);
    expect((await visit(detailPath, { method: "HEAD" })).status).toBe(200);
    expect((await visit(detailPath, { headers: { "Sec-Purpose": "prefetch" } })).status).toBe(200);
    expect((await visit(detailPath, { headers: { "Sec-Purpose": "prefetch;prerender" } })).status).toBe(200);
    expect((await visit(detailPath, { headers: { Purpose: "prefetch" } })).status).toBe(200);
    expect((await visit(detailPath.replace("/nl/", "/nl/preview/"))).status).toBe(200);
    expect((await stats(propertyId)).total).toBe(0);
    // Not even remembered: the visitor's real view later that day still counts.
    expect(await visitorRows()).toEqual([]);
    await visit(detailPath);
    expect((await stats(propertyId)).total).toBe(1);
  });

  it("does not count redirects to the canonical address or missing properties", async () => {
    const wrongCity = detailPath.replace(/^(\/nl\/te-koop\/)[^/]+/, "$1elders");
    expect((await visit(wrongCity)).status).toBe(301);
    expect((await visit("/nl/te-koop/gent/huis/999999999/")).status).toBe(404);
    expect((await stats(propertyId)).total).toBe(0);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM property_views").first<{ n: number }>())?.n).toBe(0);
  });

  it("still serves the whole page when D1 fails, and logs the lost view", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const failing = {
      prepare: () => {
        throw new Error("D1 is unavailable");
      },
    } as unknown as D1Database;
    const { status, html } = await visit(detailPath, { bindings: { ...env, DB: failing } });
    expect(status).toBe(200);
    expect(html).toMatch(/<\/html>$/);
    expect(logged).toHaveBeenCalledWith("property view not counted", expect.objectContaining({ propertyId }), expect.any(Error));
  });
});

describe("view statistics for the owner portal", () => {
  const views = propertyViewRepository(env.DB);
  let visitors = 0;
  /** A visitor id as worker/stats/visitor.ts makes them: 32 hex digits. */
  const nextVisitor = () => (visitors++).toString(16).padStart(32, "0");
  const record = async (day: string, source: ViewSource, times: number, id = 7001) => {
    for (let n = 0; n < times; n++) await views.recordView({ propertyId: id, day, source, visitor: nextVisitor() });
  };

  it("sums today, this week (from Monday), this month, the total and each source", async () => {
    await record("2026-11-19", "direct", 2); // Thursday: today
    await record("2026-11-19", "search", 1);
    await record("2026-11-16", "portal", 3); // Monday of this week
    await record("2026-11-15", "social", 4); // Sunday of last week, still this month
    await record("2026-10-31", "email", 5); // last month
    await record("2026-11-20", "direct", 9); // a later day (clock skew): only in the total
    await record("2026-11-19", "direct", 6, 7002); // another property
    const result = await views.stats(7001, "2026-11-19");
    expect(result).toMatchObject({ today: 3, week: 6, month: 10, total: 24 });
    expect(result.bySource).toEqual({ direct: 11, search: 1, social: 4, portal: 3, email: 5, referral: 0 });
  });

  it("gives the last 30 days oldest first, with days without views as zero", async () => {
    await record("2026-11-19", "direct", 2);
    await record("2026-11-19", "search", 1);
    await record("2026-10-21", "email", 4); // the 30th day back: first point of the chart
    await record("2026-10-20", "email", 8); // one day too old for the chart
    const { daily } = await views.stats(7001, "2026-11-19");
    expect(daily).toHaveLength(VIEW_CHART_DAYS);
    expect(daily[0]).toEqual({ day: "2026-10-21", views: 4 });
    expect(daily.at(-1)).toEqual({ day: "2026-11-19", views: 3 });
    expect(daily.slice(1, -1).every((point) => point.views === 0)).toBe(true);
    expect(new Set(daily.map((point) => point.day)).size).toBe(VIEW_CHART_DAYS);
  });

  it("answers zeros for a property nobody has viewed", async () => {
    const result = await views.stats(7999, "2026-11-19");
    expect(result).toMatchObject({ today: 0, week: 0, month: 0, total: 0 });
    expect(Object.values(result.bySource).every((count) => count === 0)).toBe(true);
    expect(result.daily.every((point) => point.views === 0)).toBe(true);
  });

  it("refuses a source, day or visitor the schema does not know", async () => {
    await expect(views.recordView({ propertyId: 7001, day: "19/11/2026", source: "direct", visitor: nextVisitor() })).rejects.toThrow();
    await expect(views.recordView({ propertyId: 7001, day: "2026-11-19", source: "pigeon" as ViewSource, visitor: nextVisitor() })).rejects.toThrow();
    await expect(views.recordView({ propertyId: 7001, day: "2026-11-19", source: "direct", visitor: "203.0.113.7" })).rejects.toThrow();
    expect((await views.stats(7001, "2026-11-19")).total).toBe(0);
  });
});

describe("visitors already counted", () => {
  const views = propertyViewRepository(env.DB);
  const VISITOR = "0123456789abcdef0123456789abcdef";

  it("count once per property and day, whatever the source of the later views", async () => {
    expect(await views.recordView({ propertyId: 7001, day: "2026-11-19", source: "search", visitor: VISITOR })).toBe(true);
    expect(await views.recordView({ propertyId: 7001, day: "2026-11-19", source: "direct", visitor: VISITOR })).toBe(false);
    expect(await views.recordView({ propertyId: 7002, day: "2026-11-19", source: "direct", visitor: VISITOR })).toBe(true);
    expect(await views.recordView({ propertyId: 7001, day: "2026-11-20", source: "direct", visitor: VISITOR })).toBe(true);
    expect((await views.stats(7001, "2026-11-20")).bySource).toMatchObject({ search: 1, direct: 1 });
  });

  it("are forgotten by the cron from the day before yesterday on; today's and yesterday's stay", async () => {
    const today = "2026-11-19";
    for (const day of [addDays(today, -3), addDays(today, -2), addDays(today, -1), today]) {
      await views.recordView({ propertyId: 7001, day, source: "direct", visitor: VISITOR });
    }
    await views.forgetOldVisitors(today);
    expect((await visitorRows()).map((row) => row.day).sort()).toEqual([addDays(today, -1), today]);
    // The counters themselves are kept: only who was counted goes.
    expect((await views.stats(7001, today)).total).toBe(4);
    expect(await views.recordView({ propertyId: 7001, day: today, source: "direct", visitor: VISITOR })).toBe(false);
  });
});
