import { setupI18n, type I18n, type Messages } from "@lingui/core";
import { expect, type Locator, type Page } from "@playwright/test";
import type { Lang } from "../../client/i18n/languages";
import { messages as de } from "../../locales/de/messages";
import { messages as en } from "../../locales/en/messages";
import { messages as fr } from "../../locales/fr/messages";
import { messages as nl } from "../../locales/nl/messages";

/** The local demo's owner (worker/owner/demo-seed.ts, worker/owner/README.md, "Owner portal"). */
export const DEMO_OWNER = { email: "an.peeters@example.com", password: "vitrine-demo-2026", name: "An Peeters" } as const;

const CATALOGUES: Record<Lang, Messages> = { nl, fr, en, de };

/** The site's own catalogue in `lang`, so the tests read the page as a visitor of that language would. */
export function catalogue(lang: Lang): I18n {
  return setupI18n({ locale: lang, messages: { [lang]: CATALOGUES[lang] } });
}

/** Keys pressed from the top of the page, at most, before the address field has the focus. */
const MAX_TABS_TO_FORM = 60;

/**
 * Fills the login form from the keyboard only, as a visitor without a mouse would: Tab from the top
 * of the page to the address, type it, Tab to the password, type it, Enter.
 */
export async function signInByKeyboard(page: Page, lang: Lang, email: string, password: string): Promise<void> {
  const t = catalogue(lang);
  const emailField = page.getByLabel(t._("owner.login.email"), { exact: true });
  await expect(emailField).toBeVisible();
  let tabs = 0;
  while (!(await emailField.evaluate((element) => element === document.activeElement))) {
    expect(++tabs, "Tab never reached the address field").toBeLessThanOrEqual(MAX_TABS_TO_FORM);
    await page.keyboard.press("Tab");
  }
  await page.keyboard.type(email);
  await page.keyboard.press("Tab");
  await expect(page.getByLabel(t._("owner.login.password"), { exact: true })).toBeFocused();
  await page.keyboard.type(password);
  await page.keyboard.press("Enter");
}

/** A count as the site writes it in any language ("1.234", "1 234", "1,234") as a number. */
export function countOf(text: string): number {
  const digits = text.replace(/\D/g, "");
  expect(digits, `no count in "${text}"`).not.toBe("");
  return Number(digits);
}

/** One bar of the views chart: the count its tooltip says and its drawn height. */
export interface ChartBar {
  views: number;
  height: number;
}

/** The bars of the views chart (worker/owner/pages/portal/ViewChart.tsx), oldest first. */
export async function chartBars(chart: Locator): Promise<ChartBar[]> {
  return chart.locator("rect.view-chart-bar").evaluateAll((rects) =>
    rects.map((rect) => ({
      // "dd/mm: N": the count after the day.
      views: Number((rect.querySelector("title")?.textContent ?? "").split(": ").at(-1)?.replace(/\D/g, "") ?? Number.NaN),
      height: Number(rect.getAttribute("height")),
    })),
  );
}

/** Today in the agency's calendar (Europe/Brussels): ISO day of the week (Monday 1) and day of the month. */
export function agencyToday(now = new Date()): { weekday: number; monthDay: number } {
  const parts = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Brussels", weekday: "short", day: "numeric" }).formatToParts(now);
  const weekday = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].indexOf(parts.find((part) => part.type === "weekday")?.value ?? "") + 1;
  return { weekday, monthDay: Number(parts.find((part) => part.type === "day")?.value) };
}

/** Whether the page can be scrolled sideways (its content is wider than the window). */
export function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) > window.innerWidth);
}

/** The owner's property list at these widths (issue 36): phone, tablet, small and common laptop. */
export const LIST_WIDTHS = [320, 768, 1024, 1366] as const;

/** Each property card's text (title, address, state, figures) that a picture is drawn over, one line each. */
export function textUnderPicture(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    for (const card of document.querySelectorAll(".portal-card")) {
      const media = card.querySelector(".portal-card-media");
      if (!media) continue;
      const picture = media.getBoundingClientRect();
      for (const text of card.querySelectorAll(".portal-card-body *")) {
        if (text.children.length > 0 || !text.textContent?.trim()) continue;
        const box = text.getBoundingClientRect();
        const overlaps =
          Math.min(box.right, picture.right) - Math.max(box.left, picture.left) > 1 &&
          Math.min(box.bottom, picture.bottom) - Math.max(box.top, picture.top) > 1;
        if (overlaps) problems.push(`"${text.textContent.trim()}" lies under the picture of ${card.querySelector("h2, h3")?.textContent?.trim() ?? "a card"}`);
      }
    }
    return problems;
  });
}
