import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { answerConsent, dismissPopup } from "./helpers";
import { LANGUAGES, pageTypes } from "./page-types";

/**
 * axe-core on every page type in every language. The consent dialog and the pop-up get their own
 * run (they are modal, so axe would otherwise check only them).
 */
for (const lang of LANGUAGES) {
  test.describe(`in ${lang}`, () => {
    test("every page type has no axe violations", async ({ page, context, baseURL, request }) => {
      test.setTimeout(120_000);
      await answerConsent(context, baseURL);
      await dismissPopup(context);
      const report: string[] = [];
      for (const { name, path } of await pageTypes(request, lang)) {
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
        for (const violation of results.violations) {
          report.push(`${name} ${path}: ${violation.id} (${violation.impact}) ${violation.help} — ${violation.nodes.map((node) => node.target.join(" ")).slice(0, 3).join(", ")}`);
        }
      }
      expect(report, report.join("\n")).toEqual([]);
    });

    test("the consent dialog and the pop-up have no axe violations", async ({ page }) => {
      await page.goto(`/${lang}/`);
      await expect(page.getByRole("dialog")).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"]).analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    });
  });
}
