import { expect, test } from "@playwright/test";
import { answerConsent, dismissPopup, islandReady } from "./helpers";

test.beforeEach(async ({ context, baseURL }) => {
  await answerConsent(context, baseURL);
  await dismissPopup(context);
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the drawer opens with every menu entry and closes with Escape, giving focus back", async ({ page }) => {
    await page.goto("/nl/contact/");
    await islandReady(page, "SiteHeader");
    const toggle = page.getByRole("button", { name: "Menu openen" });
    await expect(toggle).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Hoofdmenu" })).toBeHidden();
    await toggle.click();
    const drawer = page.getByRole("dialog", { name: "Hoofdmenu" });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole("link")).toContainText(["Home", "Te Koop", "Te Huur"]);
    await expect(drawer.getByRole("link", { name: "Gratis schatting" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test("a drawer link navigates", async ({ page }) => {
    await page.goto("/nl/contact/");
    await islandReady(page, "SiteHeader");
    await page.getByRole("button", { name: "Menu openen" }).click();
    await page.getByRole("dialog", { name: "Hoofdmenu" }).getByRole("link", { name: "Te Huur" }).click();
    await expect(page).toHaveURL(/\/nl\/te-huur\/$/);
  });
});

test.describe("on a desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("entries beyond menuMaxItems go into the overflow overlay", async ({ page }) => {
    await page.goto("/nl/contact/");
    await islandReady(page, "SiteHeader");
    const menu = page.getByRole("navigation", { name: "Hoofdmenu" });
    await expect(menu.getByRole("link").filter({ visible: true })).toHaveCount(5);
    const bars = menu.getByRole("button", { name: "Meer" });
    await bars.click();
    const overlay = page.getByRole("dialog", { name: "Meer" });
    await expect(overlay).toBeVisible();
    await expect(overlay.getByRole("link")).toHaveCount(2);
    await overlay.getByRole("button", { name: "Sluiten" }).click();
    await expect(overlay).toBeHidden();
    await expect(bars).toBeFocused();
  });

  test("the header becomes fixed after 30 px of scroll", async ({ page }) => {
    await page.goto("/nl/over-ons/");
    const header = page.locator(".site-header");
    await expect(header).not.toHaveClass(/is-fixed/);
    await page.mouse.wheel(0, 600);
    await expect(header).toHaveClass(/is-fixed/);
    await expect(header).toHaveCSS("position", "fixed");
  });

  test("on home the logo is hidden until the page scrolls", async ({ page }) => {
    await page.goto("/nl/");
    const logo = page.locator(".site-header .logo");
    await expect(logo).toHaveClass(/logo-hidden/);
    await page.mouse.wheel(0, 400);
    await expect(logo).not.toHaveClass(/logo-hidden/);
  });
});
