import { expect, test } from "@playwright/test";
import { answerConsent, dismissPopup, everyIslandHydrated } from "./helpers";

test.beforeEach(async ({ context, baseURL }) => {
  await answerConsent(context, baseURL);
  await dismissPopup(context);
});

/**
 * The browser keeps a page and revalidates it (ETag → 304) while the edge serves hits with fresh
 * nonces: whichever way a page arrives, its scripts must run under its CSP and its islands hydrate.
 */
test("pages served from the edge cache and revalidated by the browser still hydrate, without CSP errors", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  const seen: (string | undefined)[] = [];
  for (let visit = 0; visit < 3; visit += 1) {
    const response = await page.goto("/nl/contact/");
    seen.push(response?.headers()["x-cache"]);
    await everyIslandHydrated(page);
  }
  await page.reload();
  await everyIslandHydrated(page);
  expect(seen).toContain("HIT");
  expect(errors).toEqual([]);
});
