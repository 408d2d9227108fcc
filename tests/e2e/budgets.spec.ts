import { expect, test, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { fixedPath } from "../../client/i18n/routes";

/**
 * Performance budgets (issue "Fast, findable, safe and accessible"): the JavaScript and CSS each page
 * type makes Chromium download, measured as the gzip size of the very files in dist/client, and the
 * rule that a page loads only the island and library code for what it shows.
 */
const KB = 1024;
const JS_BUDGET_GZIP_BYTES = { home: 90 * KB, list: 90 * KB, detail: 130 * KB } as const;
/** The staff area's editor pages: staff work on office machines, and public pages never load this code. */
const STAFF_JS_BUDGET_GZIP_BYTES = 150 * KB;

const DIST = join(import.meta.dirname, "../../dist/client");
/** The server playwright.config.ts starts. */
const ORIGIN = `http://127.0.0.1:${process.env.E2E_PORT ?? 8799}`;

/** Code that belongs to maplibre-gl or swiper themselves: strings from inside each library, which survive minifying. */
const LIBRARY_MARKERS = {
  maplibre: /not done loading|maplibregl-ctrl/,
  swiper: /containerModifierClass/,
} as const;

interface ManifestEntry {
  file: string;
  src?: string;
}

/** Island chunk file → island name, from Vite's manifest (client/islands/{Name}.tsx). */
function islandChunks(): Map<string, string> {
  const manifest = JSON.parse(readFileSync(join(DIST, ".vite/manifest.json"), "utf8")) as Record<string, ManifestEntry>;
  const chunks = new Map<string, string>();
  for (const entry of Object.values(manifest)) {
    const island = /^client\/islands\/([A-Za-z0-9]+)\.tsx$/.exec(entry.src ?? "")?.[1];
    if (island) chunks.set(`/${entry.file}`, island);
  }
  return chunks;
}

const gzipBytes = (path: string) => gzipSync(readFileSync(join(DIST, path))).length;
/** The libraries a file is part of; maplibre's web worker (its own file) counts by its name. */
const librariesIn = (path: string) =>
  (Object.keys(LIBRARY_MARKERS) as (keyof typeof LIBRARY_MARKERS)[]).filter(
    (name) => LIBRARY_MARKERS[name].test(readFileSync(join(DIST, path), "utf8")) || path.includes(`/${name}`),
  );

interface Measured {
  page: string;
  js: string[];
  css: string[];
  islands: Set<string>;
}

/** How far down `measure` scrolls, and in what steps: a reader's pace, so every island on the way comes near and hydrates. */
const SCROLL_PX = 4000;
const SCROLL_STEP_PX = 400;

/** Loads `path`, waits for hydration and idle (scrolling down the page so lazy parts load), and lists the code it fetched. */
async function measure(page: Page, name: string, path: string): Promise<Measured> {
  const fetched = new Set<string>();
  page.on("request", (request) => {
    const url = new URL(request.url());
    // Our own files only; a third-party tag (after consent) is not part of the bundle.
    if (url.origin === ORIGIN && /\.(m?js|css)$/.test(url.pathname)) fetched.add(url.pathname);
  });
  const response = await page.goto(path);
  expect(response?.status(), `${path} answers`).toBe(200);
  await page.waitForLoadState("networkidle");
  for (let scrolled = 0; scrolled < SCROLL_PX; scrolled += SCROLL_STEP_PX) {
    await page.mouse.wheel(0, SCROLL_STEP_PX);
    // A frame or two at each step: islands hydrate when they come near, which is seen once per frame.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  }
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
  const islands = new Set(await page.locator("[data-island]").evaluateAll((markers) => markers.map((marker) => (marker as HTMLElement).dataset.island ?? "")));
  return { page: name, js: [...fetched].filter((file) => /\.m?js$/.test(file)), css: [...fetched].filter((file) => file.endsWith(".css")), islands };
}

const rows: { page: string; file: string; kind: string; gzip: number }[] = [];
const totals: { page: string; js: number; css: number }[] = [];

/**
 * Records the sizes and checks the loading rules that hold on every page. Returns the JS total the
 * budget covers: everything but maplibre-gl, which a page may only fetch once a map is about to show
 * (a rule checked here), and which is then what showing the map costs, not what the page costs.
 */
function check(measured: Measured): number {
  const chunks = islandChunks();
  let js = 0;
  let css = 0;
  for (const file of [...measured.js, ...measured.css]) {
    const gzip = gzipBytes(file);
    const isJs = !file.endsWith(".css");
    if (isJs && !librariesIn(file).includes("maplibre")) js += gzip;
    else css += gzip;
    const kind = chunks.get(file) ? `island ${chunks.get(file)}` : isJs ? librariesIn(file).join("+") || "js" : "css";
    rows.push({ page: measured.page, file, kind, gzip });
    const island = chunks.get(file);
    if (island) expect(measured.islands, `${measured.page} loads ${file} without a ${island} marker`).toContain(island);
    if (isJs && librariesIn(file).includes("maplibre"))
      expect(
        [...measured.islands].some((name) => /Map/.test(name)),
        `${measured.page} loads maplibre (${file}) without a map`,
      ).toBe(true);
    if (isJs && librariesIn(file).includes("swiper"))
      expect(measured.islands, `${measured.page} loads swiper (${file}) without a gallery`).toContain("Gallery");
  }
  expect(measured.js.length, `${measured.page} loads the client entry`).toBeGreaterThan(0);
  totals.push({ page: measured.page, js, css });
  return js;
}

// Each test loads a page to idle on a busy CI machine: more time than the default 30 s.
test.describe.configure({ mode: "serial", timeout: 90_000 });

test.describe("performance budgets", () => {
  test.afterAll(() => {
    const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
    console.log("\nJS and CSS per page type (gzip, from dist/client):");
    console.table(rows.map((row) => ({ page: row.page, file: row.file, kind: row.kind, gzip: kb(row.gzip) })));
    console.table(totals.map((total) => ({ page: total.page, "JS gzip (maplibre apart)": kb(total.js), "CSS gzip": kb(total.css) })));
  });

  test("home stays within its JavaScript budget and loads only its islands", async ({ page }) => {
    expect(check(await measure(page, "home", fixedPath("home", "nl")))).toBeLessThanOrEqual(JS_BUDGET_GZIP_BYTES.home);
  });

  test("the for-sale list stays within its JavaScript budget, without map code", async ({ page }) => {
    const measured = await measure(page, "for-sale list", fixedPath("forSale", "nl"));
    expect(check(measured)).toBeLessThanOrEqual(JS_BUDGET_GZIP_BYTES.list);
  });

  test("the list in map view loads the map code only with the map", async ({ page, request }) => {
    const path = `${fixedPath("forSale", "nl")}?view=map`;
    const html = await (await request.get(path)).text();
    test.skip(!/data-island="[A-Za-z]*Map[A-Za-z]*"/.test(html), "the map view (?view=map) has not landed yet: the list renders no map island marker");
    check(await measure(page, "for-sale map view", path));
  });

  test("a property detail page stays within its budget, gallery included", async ({ page, request }) => {
    const list = await (await request.get(fixedPath("forSale", "nl"))).text();
    const detail = /<a href="([^"]+)" class="property-card-link"/.exec(list)?.[1];
    expect(detail, "the list links a property").toBeTruthy();
    expect(check(await measure(page, "property detail", detail!))).toBeLessThanOrEqual(JS_BUDGET_GZIP_BYTES.detail);
  });

  test("an article loads only its islands", async ({ page }) => {
    check(await measure(page, "article", "/nl/onze-diensten/"));
  });

  test("the staff menu editor stays within the staff budget", async ({ page }) => {
    expect(check(await measure(page, "staff menu order", "/staff/content/menu/"))).toBeLessThanOrEqual(STAFF_JS_BUDGET_GZIP_BYTES);
  });

  test("an article's edit form stays within the staff budget, and loads the rich text editor only when staff reach for a text", async ({ page }) => {
    const name = "staff article form";
    const measured = await measure(page, name, "/staff/content/article/32/");
    expect(check(measured)).toBeLessThanOrEqual(STAFF_JS_BUDGET_GZIP_BYTES);
    const later = new Set<string>();
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.origin === ORIGIN && /\.m?js$/.test(url.pathname) && !measured.js.includes(url.pathname)) later.add(url.pathname);
    });
    await page.locator(".rt-area").first().click();
    await expect(page.locator(".rt-area[contenteditable=true]")).toBeFocused();
    expect(later.size, "the editor (Tiptap, ProseMirror) is a chunk of its own, fetched on first use").toBeGreaterThan(0);
    // What editing costs on top, in the table; the page's budget above is what opening the form costs.
    for (const file of later) rows.push({ page: `${name}, first edit`, file, kind: "js (editor)", gzip: gzipBytes(file) });
  });

  test("the projects list loads only its islands", async ({ page }) => {
    check(await measure(page, "projects list", fixedPath("projects", "nl")));
  });
});

test.describe("caching headers", () => {
  test("serves hashed assets immutable for a year, other static files for a day, pages with revalidation", async ({ request }) => {
    const entry = [...islandChunks().keys()][0]!;
    expect((await request.get(entry)).headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    for (const file of ["/images/logo.svg", "/favicon.svg"]) expect((await request.get(file)).headers()["cache-control"]).toBe("public, max-age=86400");
    const page = await request.get(fixedPath("home", "nl"), { headers: { "Accept-Encoding": "gzip, br" } });
    expect(page.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect(page.headers()["etag"]).toMatch(/^W\/"/);
    // The worker never encodes; the edge (here wrangler dev, like Cloudflare) compresses text it sends.
    expect(page.headers()["content-encoding"]).toMatch(/^(gzip|br|zstd)$/);
  });
});
