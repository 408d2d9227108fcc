import { expect, test, type Locator, type Page } from "@playwright/test";
import { answerConsent, dismissPopup, islandReady } from "./helpers";

/** Tabs through `presses` stops (forwards and backwards) and checks focus never leaves the dialog. */
async function expectFocusTrapped(page: Page, dialog: Locator, presses = 12): Promise<void> {
  for (const key of ["Tab", "Shift+Tab"]) {
    for (let index = 0; index < presses; index += 1) {
      await page.keyboard.press(key);
      const inside = await dialog.evaluate((element) => element.contains(document.activeElement));
      expect(inside, `${key} #${index + 1} left the dialog`).toBe(true);
    }
  }
}

/** Tabs from the top of the page until `target` has focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let index = 0; index < limit; index += 1) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`could not reach ${target.toString()} with Tab`);
}

test.describe("with an answered consent", () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await answerConsent(context, baseURL);
    await dismissPopup(context);
  });

  test("the skip link is the first stop and moves focus to the content", async ({ page }) => {
    await page.goto("/fr/a-vendre/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Aller au contenu" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
  });

  test.describe("at 375 px", () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test("the drawer opens, traps focus and closes with the keyboard alone", async ({ page }) => {
      await page.goto("/en/contact/");
      await islandReady(page, "SiteHeader");
      const toggle = page.getByRole("button", { name: "Open menu" });
      await tabTo(page, toggle);
      await page.keyboard.press("Enter");
      const drawer = page.getByRole("dialog", { name: "Main menu" });
      await expect(drawer).toBeVisible();
      await expectFocusTrapped(page, drawer);
      await page.keyboard.press("Escape");
      await expect(drawer).toBeHidden();
      await expect(toggle).toBeFocused();
    });

    test("a drawer entry is followed with Enter", async ({ page }) => {
      await page.goto("/de/kontakt/");
      await islandReady(page, "SiteHeader");
      await tabTo(page, page.getByRole("button", { name: "Menü öffnen" }));
      await page.keyboard.press("Enter");
      const drawer = page.getByRole("dialog", { name: "Hauptmenü" });
      await tabTo(page, drawer.getByRole("link", { name: "Zu vermieten" }), 20);
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/de\/zu-vermieten\/$/);
    });
  });

  test("the overflow menu opens, traps focus and closes with the keyboard alone", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/nl/contact/");
    await islandReady(page, "SiteHeader");
    const bars = page.getByRole("navigation", { name: "Hoofdmenu" }).getByRole("button", { name: "Meer" });
    await tabTo(page, bars);
    await page.keyboard.press("Enter");
    const overlay = page.getByRole("dialog", { name: "Meer" });
    await expect(overlay).toBeVisible();
    await expectFocusTrapped(page, overlay);
    await page.keyboard.press("Escape");
    await expect(overlay).toBeHidden();
    await expect(bars).toBeFocused();
  });
});

test("the consent dialog takes focus, keeps it and is answered with the keyboard", async ({ page, context }) => {
  await dismissPopup(context);
  await page.goto("/nl/");
  const dialog = page.getByRole("dialog", { name: "Uw cookievoorkeuren" });
  await expect(dialog).toBeVisible();
  await islandReady(page, "ConsentDialog");
  await expectFocusTrapped(page, dialog);
  await dialog.getByRole("button", { name: "Alles aanvaarden" }).focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
});

test("the pop-up takes focus, keeps it, closes with Escape and gives focus back", async ({ page, context, baseURL }) => {
  await answerConsent(context, baseURL);
  await page.clock.install();
  await page.goto("/fr/contact/");
  await islandReady(page, "Popup");
  const skip = page.getByRole("link", { name: "Aller au contenu" });
  await page.keyboard.press("Tab");
  await expect(skip).toBeFocused();
  await page.clock.runFor(15_000);
  const popup = page.getByRole("dialog");
  await expect(popup).toBeVisible();
  await expectFocusTrapped(page, popup, 6);
  await page.keyboard.press("Escape");
  await expect(popup).toBeHidden();
  await expect(skip).toBeFocused();
});
