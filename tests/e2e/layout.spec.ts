import { expect, test } from "@playwright/test";
import { answerConsent, dismissPopup } from "./helpers";
import { dialogOutsideViewport, layoutProblems } from "./layout-checks";
import { LANGUAGES, pageTypes } from "./page-types";

/** A phone, a desktop, and the narrowest screen the site promises not to scroll sideways on. */
const VIEWPORTS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
  { name: "narrow phone", width: 320, height: 640 },
] as const;

/**
 * What a visitor sees on every page type, in every language, on a phone and a desktop: nothing wider
 * than the screen, no text cut off in a card, no overlapping facts, the logo drawn, targets large
 * enough to tap and one content edge per page (tests/e2e/layout-checks.ts says how each is measured).
 */
for (const lang of LANGUAGES) {
  test.describe(`layout in ${lang}`, () => {
    for (const viewport of VIEWPORTS) {
      test(`every page type fits a ${viewport.width} px ${viewport.name}`, async ({ page, context, baseURL, request }) => {
        test.setTimeout(120_000);
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await answerConsent(context, baseURL);
        await dismissPopup(context);
        const report: string[] = [];
        for (const { name, path } of await pageTypes(request, lang)) {
          await page.goto(path);
          await page.waitForLoadState("load");
          for (const problem of await layoutProblems(page)) report.push(`${name} ${path}: ${problem}`);
        }
        expect(report, report.join("\n")).toEqual([]);
      });
    }

    test("a first visitor's consent question fits a 320 px phone on every page type", async ({ page, request }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width: 320, height: 640 });
      const report: string[] = [];
      for (const { name, path, private: isPrivate } of await pageTypes(request, lang)) {
        await page.goto(path);
        if (isPrivate) {
          // An owner page asks nothing: it loads no tag, so there is no consent to ask for.
          await expect(page.locator("dialog.consent")).toHaveCount(0);
        } else {
          await expect(page.locator("dialog.consent[open]")).toBeVisible();
          for (const problem of await dialogOutsideViewport(page)) report.push(`${name} ${path}: ${problem}`);
        }
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        if (scrollWidth > 321) report.push(`${name} ${path}: ${scrollWidth} px wide`);
      }
      expect(report, report.join("\n")).toEqual([]);
    });
  });
}

test("a property's long labels and values wrap between words, in Dutch and German, from a phone to a desktop", async ({ page, context, baseURL }) => {
  await answerConsent(context, baseURL);
  await dismissPopup(context);
  const report: string[] = [];
  // "Buitenparkeerplaatsen" and "Gesamtenergieverbrauch" are among this office's details.
  for (const path of ["/nl/te-koop/antwerpen/kantoor/5011/", "/de/zu-verkaufen/antwerpen/buro/5011/"]) {
    for (const width of [360, 768, 1366]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await expect(page.locator(".detail-field").first()).toBeVisible();
      for (const problem of await layoutProblems(page)) report.push(`${path} at ${width} px: ${problem}`);
    }
  }
  expect(report, report.join("\n")).toEqual([]);
});

test("a property page prints with the agency's logo and contact, without the site's header, forms or sharing", async ({ page, context, baseURL, request }) => {
  await answerConsent(context, baseURL);
  await dismissPopup(context);
  const detail = (await pageTypes(request, "nl")).find((type) => type.name === "property detail");
  await page.goto(detail!.path);
  await page.emulateMedia({ media: "print" });
  const brand = page.locator(".print-brand");
  await expect(brand).toBeVisible();
  await expect(brand.getByRole("img", { name: "Vitrine Vastgoed" })).toBeVisible();
  await expect(brand).toContainText("+32 9 123 45 67");
  for (const hidden of [".site-header", ".top-bar", ".site-footer", ".form-section", ".share"]) await expect(page.locator(hidden).first()).toBeHidden();
  await page.emulateMedia({ media: "screen" });
  await expect(brand).toBeHidden();
});
