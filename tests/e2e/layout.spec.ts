import { expect, test } from "@playwright/test";
import { answerConsent, dismissPopup } from "./helpers";
import { layoutProblems } from "./layout-checks";
import { LANGUAGES, pageTypes } from "./page-types";

/**
 * What a visitor sees in the cases every-page.spec.ts (every page type in every language, on its one
 * visit: tests/e2e/layout-checks.ts at 320, 390 and 1280 px, and the consent question on a 320 px
 * phone) does not cover: a page without JavaScript, long words, the phone's contact bar, print.
 */
test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 800 } });

  // Without script the header's menu is written out (no drawer), over several lines on a phone.
  test("the home fits a 360 px phone in every language, its menu clear of the banner", async ({ page, context, baseURL }) => {
    await answerConsent(context, baseURL);
    const report: string[] = [];
    for (const lang of LANGUAGES) {
      await page.goto(`/${lang}/`);
      for (const problem of await layoutProblems(page)) report.push(`home /${lang}/: ${problem}`);
      if (!(await page.locator(".header-bar > .language-switcher").isVisible())) report.push(`home /${lang}/: no language switch in the header`);
    }
    expect(report, report.join("\n")).toEqual([]);
  });
});

test("a property's long labels and values wrap between words, in Dutch and German, from a phone to a desktop", async ({ page, context, baseURL }) => {
  await answerConsent(context, baseURL);
  await dismissPopup(context);
  const report: string[] = [];
  // "Buitenparkeerplaatsen" and "Gesamtenergieverbrauch" are among this office's details.
  for (const path of ["/nl/te-koop/antwerpen/kantoor/5011/", "/de/zu-verkaufen/antwerpen/buro/5011/"]) {
    // One visit per page, the window resized: the layout follows the width (CSS), not the width it loaded at.
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(path);
    for (const width of [360, 768, 1366]) {
      await page.setViewportSize({ width, height: 800 });
      await expect(page.locator(".detail-field").first()).toBeVisible();
      for (const problem of await layoutProblems(page)) report.push(`${path} at ${width} px: ${problem}`);
    }
  }
  expect(report, report.join("\n")).toEqual([]);
});

test("on a phone the top bar is one line of named icons, and property and project pages keep a contact bar at hand that covers nothing at their end", async ({
  page,
  context,
  baseURL,
}) => {
  await answerConsent(context, baseURL);
  await dismissPopup(context);
  await page.setViewportSize({ width: 360, height: 740 });
  for (const { path, links } of [
    { path: "/nl/te-koop/antwerpen/kantoor/5011/", links: ["Bellen", "Mailen", "Vraag stellen", "Bezoek plannen"] },
    { path: "/nl/project/residentie-leiezicht/801/", links: ["Bellen", "Mailen", "Vraag over het project"] },
  ]) {
    await page.goto(path);
    const topBar = page.locator(".top-bar");
    // Measured before: 111 px in Dutch, 141 px in German (four lines); one line of 36 px targets now.
    expect((await topBar.boundingBox())?.height).toBeLessThanOrEqual(40);
    for (const name of ["+32 9 123 45 67", "info@vitrine-vastgoed.be", "Facebook", /Ma–vr 9–18 u/])
      await expect(topBar.getByRole("link", { name })).toBeVisible();

    const bar = page.getByRole("navigation", { name: "Contact opnemen" });
    await expect(bar.getByRole("link")).toHaveText(links);
    const barBox = await bar.boundingBox();
    expect(barBox!.y + barBox!.height).toBeCloseTo(740, 0);
    // At the page's end the bar stands in its own room: the last content and the footer are not under it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect
      .poll(() =>
        page.evaluate(() => {
          const bar = document.querySelector(".contact-bar")!.getBoundingClientRect();
          const last = [...document.querySelectorAll("main > :not(.contact-bar), .site-footer")].map((element) => element.getBoundingClientRect());
          return last.filter((rect) => rect.bottom > bar.top + 1 && rect.top < bar.bottom - 1).length;
        }),
      )
      .toBe(0);
    await bar.getByRole("link", { name: links[2] }).click();
    await expect(page).toHaveURL(/#contact$/);
    await expect(page.locator("#contact")).toBeInViewport();
  }

  // A tablet still has one column, the forms far down: the bar stays; a desktop has them beside the content.
  await page.setViewportSize({ width: 768, height: 1024 });
  await expect(page.locator(".contact-bar")).toBeVisible();
  await page.setViewportSize({ width: 1366, height: 800 });
  await expect(page.locator(".contact-bar")).toBeHidden();
  await page.setViewportSize({ width: 360, height: 740 });
  await page.emulateMedia({ media: "print" });
  await expect(page.locator(".contact-bar")).toBeHidden();
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
