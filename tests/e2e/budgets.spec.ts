import { expect, test, type Page } from "@playwright/test";
import { fixedPath } from "../../client/i18n/routes";
import {
  checkBudget,
  gzipBytes,
  islandChunks,
  measured,
  ORIGIN,
  printBudgetTables,
  recordCode,
  rows,
  STAFF_JS_BUDGET_GZIP_BYTES,
  type Measured,
} from "./budget-measure";
import { settled } from "./page-checks";

/**
 * Performance budgets of the staff editor (tests/e2e/budget-measure.ts says what is measured; the
 * public page types are measured on their one visit in every-page.spec.ts), and the caching headers.
 */

/** Loads `path`, scrolls down it at a reader's pace until every island on the way has hydrated, and lists the code it fetched. */
async function measure(page: Page, name: string, path: string): Promise<Measured> {
  const code = recordCode(page);
  const response = await page.goto(path);
  expect(response?.status(), `${path} answers`).toBe(200);
  await settled(page, path);
  for (let scrolled = 0; scrolled < 4000; scrolled += 400) {
    await page.mouse.wheel(0, 400);
    await settled(page, path);
  }
  return measured(page, name, code.fetched);
}

test.describe("performance budgets", () => {
  test.afterAll(printBudgetTables);

  test("the staff menu editor stays within the staff budget", async ({ page }) => {
    expect(checkBudget(await measure(page, "staff menu order", "/staff/content/menu/"))).toBeLessThanOrEqual(STAFF_JS_BUDGET_GZIP_BYTES);
  });

  test("an article's edit form stays within the staff budget, and loads the rich text editor only when staff reach for a text", async ({ page }) => {
    const name = "staff article form";
    const result = await measure(page, name, "/staff/content/article/32/");
    expect(checkBudget(result)).toBeLessThanOrEqual(STAFF_JS_BUDGET_GZIP_BYTES);
    const later = new Set<string>();
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.origin === ORIGIN && /\.m?js$/.test(url.pathname) && !result.js.includes(url.pathname)) later.add(url.pathname);
    });
    await page.locator(".rt-area").first().click();
    await expect(page.locator(".rt-area[contenteditable=true]")).toBeFocused();
    expect(later.size, "the editor (Tiptap, ProseMirror) is a chunk of its own, fetched on first use").toBeGreaterThan(0);
    // What editing costs on top, in the table; the page's budget above is what opening the form costs.
    for (const file of later) rows.push({ page: `${name}, first edit`, file, kind: "js (editor)", gzip: gzipBytes(file) });
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
