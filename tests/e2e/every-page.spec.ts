import { expect, test } from "@playwright/test";
import { dismissPopup } from "./helpers";
import { checkBudget, JS_BUDGET_GZIP_BYTES, measured, printBudgetTables, recordCode } from "./budget-measure";
import { consentProblems, htmlErrors, layoutAndAxeProblems, settled } from "./page-checks";
import { LANGUAGES, pageTypes } from "./page-types";

/**
 * Every page type in every language, each visited once, and on that one visit every check a page
 * passes (tests/e2e/page-checks.ts):
 * - a first visitor's consent question fits a 320 px phone (none on an owner page), and the page does
 *   not scroll sideways with it;
 * - the layout (tests/e2e/layout-checks.ts: nothing wider than the screen, no text cut off in a card,
 *   no overlapping facts, the logo drawn, targets large enough to tap, one content edge per page) on a
 *   320 px and a 390 px phone and a 1280 px desktop;
 * - axe-core (WCAG 2.2 AA and best practices) on the desktop;
 * - the Nu Html Checker on the HTML the server sent, all the language's pages in one JVM run;
 * - in Dutch, the performance budgets (tests/e2e/budget-measure.ts) of the public page types: the code
 *   each fetched, within its budget, and only the islands and libraries it shows.
 * The open dialogs (consent, pop-up, lightbox, search results, map) get their own axe run in
 * accessibility.spec.ts: they are modal, so axe would otherwise check only them.
 */

/** The public page types whose code the budgets measure (in Dutch), and the budget each is held to (none: the loading rules only). */
const BUDGETS: Record<string, { name: string; budget?: number }> = {
  home: { name: "home", budget: JS_BUDGET_GZIP_BYTES.home },
  forSale: { name: "for-sale list", budget: JS_BUDGET_GZIP_BYTES.list },
  "forSale map view": { name: "for-sale map view" },
  "property detail": { name: "property detail", budget: JS_BUDGET_GZIP_BYTES.detail },
  article: { name: "article" },
  projects: { name: "projects list" },
};

test.afterAll(printBudgetTables);

for (const lang of LANGUAGES) {
  test(`in ${lang} every page type asks consent fitting a phone, fits three widths, has no axe violations and is valid HTML${lang === "nl" ? ", within its code budget" : ""}`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(300_000);
    await dismissPopup(context);
    const code = recordCode(page);
    const report: string[] = [];
    const html: { label: string; html: string }[] = [];
    const types = await pageTypes(request, lang);
    for (const { name, path, private: isPrivate } of types) {
      const label = `${lang} ${name} ${path}`;
      // Every page as a first visitor's: the consent question is asked again.
      await context.clearCookies();
      await page.setViewportSize({ width: 320, height: 640 });
      code.start();
      const response = await page.goto(path);
      expect(response?.status(), label).toBe(name === "not found" ? 404 : 200);
      await expect(page.locator("html"), label).toHaveAttribute("lang", new RegExp(`^${lang}`));
      html.push({ label, html: await response!.text() });
      await settled(page, label);
      report.push(...(await consentProblems(page, { label, private: isPrivate })));
      report.push(...(await layoutAndAxeProblems(page, { label })));

      const budget = lang === "nl" ? BUDGETS[name] : undefined;
      if (budget) {
        // A reader's scroll down the page at its pace: every island on the way comes near and hydrates.
        for (let scrolled = 0; scrolled < 4000; scrolled += 400) {
          await page.mouse.wheel(0, 400);
          await settled(page, label);
        }
        const js = checkBudget(await measured(page, budget.name, code.fetched));
        if (budget.budget !== undefined) expect(js, `${budget.name} JavaScript (gzip)`).toBeLessThanOrEqual(budget.budget);
      }
    }
    expect(html.length).toBeGreaterThanOrEqual(15);
    report.push(...(await htmlErrors(html)));
    expect(report, report.join("\n")).toEqual([]);
  });
}
