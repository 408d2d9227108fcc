import AxeBuilder from "@axe-core/playwright";
import { expect, type BrowserContext, type Page } from "@playwright/test";

/** The WCAG levels (and axe's best practices) every page is checked against. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** axe's violations on the page as it is now, one line each, prefixed with the state checked. */
export async function axeViolations(page: Page, state: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations.map(
    (violation) =>
      `${state}: ${violation.id} ${violation.help} — ${violation.nodes
        .map((node) => node.target.join(" "))
        .slice(0, 3)
        .join(", ")}`,
  );
}

/** Stores a consent answer before the page loads, so tests about other things see no dialog. */
export async function answerConsent(context: BrowserContext, baseURL: string | undefined, granted = false): Promise<void> {
  const value = encodeURIComponent(
    JSON.stringify({ consent: true, ad_user_data: granted, ad_storage: granted, analytics_storage: granted, ad_personalization: granted }),
  );
  await context.addCookies([{ name: "vitrine_consent", value, url: baseURL ?? "http://127.0.0.1:8799" }]);
}

/** Keeps the timed pop-up away in tests that are not about it. */
export async function dismissPopup(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => sessionStorage.setItem("vitrine.popup.closed", "1"));
}

/** Waits until an island has hydrated: before that its buttons are only server-rendered markup. */
export async function islandReady(page: Page, name: string): Promise<void> {
  await expect(page.locator(`[data-island="${name}"][data-hydrated]`)).toHaveCount(1);
}

/** Publishes the content editor's working copy from the staff overview (the development identity), as staff do. */
export async function publishContent(page: Page): Promise<void> {
  await page.goto("/staff/content/");
  await page.getByRole("button", { name: "Publish all changes" }).click();
  await expect(page.getByRole("status")).toContainText("Published");
}
