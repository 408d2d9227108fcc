import { expect, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/**
 * Performance budgets (issue "Fast, findable, safe and accessible"): the JavaScript and CSS each page
 * type makes Chromium download, measured as the gzip size of the very files in dist/client, and the
 * rule that a page loads only the island and library code for what it shows. Public page types are
 * measured on their one visit in every-page.spec.ts, the staff editor in budgets.spec.ts.
 */
export const KB = 1024;
/**
 * Raised once, in issue 41, with the reasons measured: home and list 90 → 92 KB (hearts on every card,
 * the fact filters' words, and React in a chunk of its own since the sixteenth island: rolldown's
 * automatic splitting, +0.8 KB); detail 130 → 135 KB (the cost calculator island, 3 KB; 133.7 KB
 * measured). Lighthouse mobile is measured by `npm run bench` (tests/bench/README.md, "Benchmarks").
 */
export const JS_BUDGET_GZIP_BYTES = { home: 92 * KB, list: 92 * KB, detail: 135 * KB } as const;
/** The staff area's editor pages: staff work on office machines, and public pages never load this code. */
export const STAFF_JS_BUDGET_GZIP_BYTES = 150 * KB;

const DIST = join(import.meta.dirname, "../../dist/client");
/** The server playwright.config.ts starts. */
export const ORIGIN = `http://127.0.0.1:${process.env.E2E_PORT ?? 8799}`;

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
export function islandChunks(): Map<string, string> {
  const manifest = JSON.parse(readFileSync(join(DIST, ".vite/manifest.json"), "utf8")) as Record<string, ManifestEntry>;
  const chunks = new Map<string, string>();
  for (const entry of Object.values(manifest)) {
    const island = /^client\/islands\/([A-Za-z0-9]+)\.tsx$/.exec(entry.src ?? "")?.[1];
    if (island) chunks.set(`/${entry.file}`, island);
  }
  return chunks;
}

export const gzipBytes = (path: string) => gzipSync(readFileSync(join(DIST, path))).length;
/** The libraries a file is part of; maplibre's web worker (its own file) counts by its name. */
const librariesIn = (path: string) =>
  (Object.keys(LIBRARY_MARKERS) as (keyof typeof LIBRARY_MARKERS)[]).filter(
    (name) => LIBRARY_MARKERS[name].test(readFileSync(join(DIST, path), "utf8")) || path.includes(`/${name}`),
  );

export interface Measured {
  page: string;
  js: string[];
  css: string[];
  islands: Set<string>;
}

/** What the budgets found, printed as tables after the tests that measured. */
export const rows: { page: string; file: string; kind: string; gzip: number }[] = [];
export const totals: { page: string; js: number; css: number }[] = [];

export function printBudgetTables(): void {
  if (rows.length === 0) return;
  const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
  console.log("\nJS and CSS per page type (gzip, from dist/client):");
  console.table(rows.map((row) => ({ page: row.page, file: row.file, kind: row.kind, gzip: kb(row.gzip) })));
  console.table(totals.map((total) => ({ page: total.page, "JS gzip (maplibre apart)": kb(total.js), "CSS gzip": kb(total.css) })));
}

/**
 * Records our own JS and CSS files `page` fetches (a third-party tag after consent is not part of the
 * bundle). Call `start` before each navigation: it empties the record.
 */
export function recordCode(page: Page): { fetched: Set<string>; start: () => void } {
  const fetched = new Set<string>();
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.origin === ORIGIN && /\.(m?js|css)$/.test(url.pathname)) fetched.add(url.pathname);
  });
  return { fetched, start: () => fetched.clear() };
}

/** What the page fetched and which islands it shows, once it has hydrated what a reader reaches. */
export async function measured(page: Page, name: string, fetched: Set<string>): Promise<Measured> {
  const islands = new Set(await page.locator("[data-island]").evaluateAll((markers) => markers.map((marker) => (marker as HTMLElement).dataset.island ?? "")));
  return { page: name, js: [...fetched].filter((file) => /\.m?js$/.test(file)), css: [...fetched].filter((file) => file.endsWith(".css")), islands };
}

/**
 * Records the sizes and checks the loading rules that hold on every page. Returns the JS total the
 * budget covers: everything but maplibre-gl, which a page may only fetch once a map is about to show
 * (a rule checked here), and which is then what showing the map costs, not what the page costs.
 */
export function checkBudget(measured: Measured): number {
  const chunks = islandChunks();
  let js = 0;
  let css = 0;
  for (const file of [...measured.js, ...measured.css]) {
    const gzip = gzipBytes(file);
    const isJs = !file.endsWith(".css");
    const libraries = isJs ? librariesIn(file) : [];
    // maplibre's code is the map's cost, not the page's: in neither total.
    if (!isJs) css += gzip;
    else if (!libraries.includes("maplibre")) js += gzip;
    const kind = chunks.get(file) ? `island ${chunks.get(file)}` : isJs ? libraries.join("+") || "js" : "css";
    rows.push({ page: measured.page, file, kind, gzip });
    const island = chunks.get(file);
    if (island) expect(measured.islands, `${measured.page} loads ${file} without a ${island} marker`).toContain(island);
    if (libraries.includes("maplibre"))
      expect(
        [...measured.islands].some((name) => /Map/.test(name)),
        `${measured.page} loads maplibre (${file}) without a map`,
      ).toBe(true);
    if (libraries.includes("swiper")) expect(measured.islands, `${measured.page} loads swiper (${file}) without a gallery`).toContain("Gallery");
  }
  expect(measured.js.length, `${measured.page} loads the client entry`).toBeGreaterThan(0);
  totals.push({ page: measured.page, js, css });
  return js;
}
