import { expect, test } from "@playwright/test";
import { answerConsent, axeViolations, dismissPopup } from "./helpers";
import { CODE_SLUGS, fixedPath, pathFor } from "../../client/i18n/routes";
import { settled } from "./page-checks";
import { LANGUAGES, pageTypes } from "./page-types";

/**
 * axe-core on what every-page.spec.ts does not see: a phone's window, and the open consent dialog,
 * pop-up, search results, lightbox and map (modal dialogs get their own run: axe would otherwise
 * check only them). Every page type in every language is checked there, on its one visit.
 */
test("a property and a project page on a phone (icon top bar, contact bar, price list as cards) have no axe violations", async ({ page, context, baseURL }) => {
  await answerConsent(context, baseURL);
  await dismissPopup(context);
  await page.setViewportSize({ width: 360, height: 740 });
  const report: string[] = [];
  for (const path of ["/nl/te-koop/antwerpen/kantoor/5011/", "/fr/projet/residentie-leiezicht/801/"]) {
    await page.goto(path);
    await settled(page, path);
    report.push(...(await axeViolations(page, path)));
  }
  expect(report, report.join("\n")).toEqual([]);
});

for (const lang of LANGUAGES) {
  test.describe(`in ${lang}`, () => {
    test("the open consent dialog, pop-up, search results, lightbox and map have no axe violations", async ({ page, context, request, baseURL }) => {
      test.setTimeout(90_000);
      const check = (state: string) => axeViolations(page, state);
      const report: string[] = [];
      await page.clock.install();
      await page.goto(`/${lang}/`);
      await expect(page.locator('[data-island="ConsentDialog"][data-hydrated]')).toHaveCount(1);
      await expect(page.getByRole("dialog")).toBeVisible();
      report.push(...(await check("consent dialog")));
      await answerConsent(context, baseURL);

      await page.goto(pathFor(CODE_SLUGS, "contact", lang));
      await expect(page.locator('[data-island="Popup"][data-hydrated]')).toHaveCount(1);
      await page.clock.runFor(60_000);
      await expect(page.getByRole("dialog")).toBeVisible();
      report.push(...(await check("pop-up")));

      await dismissPopup(context);
      await page.goto(`/${lang}/`);
      const search = page.locator("#main").getByRole("combobox");
      await expect(page.locator('[data-island="SearchBox"][data-hydrated]').first()).toBeVisible();
      await search.first().fill("a");
      await expect(page.getByRole("listbox").first()).toBeVisible();
      report.push(...(await check("search results")));

      const [detail] = (await pageTypes(request, lang)).filter((type) => type.name === "property detail");
      if (detail) {
        await page.goto(detail.path);
        await expect(page.locator('[data-island="Gallery"][data-hydrated]')).toHaveCount(1);
        await page.locator(".gallery-slide:not([inert]) a").first().press("Enter");
        await expect(page.locator("dialog.lightbox")).toBeVisible();
        report.push(...(await check("lightbox")));
      }

      await page.goto(`${fixedPath("forSale", lang)}?view=map`);
      await page.locator(".listing-map-canvas").first().scrollIntoViewIfNeeded();
      await expect(page.locator(".listing-map-canvas button").first()).toBeVisible({ timeout: 30_000 });
      report.push(...(await check("map view")));
      expect(report, report.join("\n")).toEqual([]);
    });
  });
}
