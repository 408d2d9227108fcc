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
    await expect(drawer.getByRole("link")).toContainText(["Te koop", "Te huur", "Nieuwbouw", "Zoekopdracht", "Contact", "Over ons"]);
    await expect(drawer.getByRole("link", { name: "Gratis schatting" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test("on home the drawer's language links are drawn in the drawer's colours, not the banner's white", async ({ page }) => {
    await page.goto("/nl/");
    await islandReady(page, "SiteHeader");
    await page.getByRole("button", { name: "Menu openen" }).click();
    const drawer = page.getByRole("dialog", { name: "Hoofdmenu" });
    const french = drawer.getByRole("link", { name: "Français" });
    await expect(french).toBeVisible();
    // The demo drawer is white with ink text (site configuration, menuMobile).
    await expect(french).toHaveCSS("color", "rgb(31, 41, 51)");
    await expect(french).toHaveCSS("text-shadow", "none");
  });

  test("a drawer link navigates", async ({ page }) => {
    await page.goto("/nl/contact/");
    await islandReady(page, "SiteHeader");
    await page.getByRole("button", { name: "Menu openen" }).click();
    await page.getByRole("dialog", { name: "Hoofdmenu" }).getByRole("link", { name: "Te huur" }).click();
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
    await expect(menu.getByRole("link", { name: "Contact" })).toBeVisible();
    const bars = menu.getByRole("button", { name: "Meer" });
    await bars.click();
    const overlay = page.getByRole("dialog", { name: "Meer" });
    await expect(overlay).toBeVisible();
    await expect(overlay.getByRole("link")).toHaveText(["Over ons"]);
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

  test("on home the header shows the light-lettered logo over the banner and the regular one once it is fixed", async ({ page }) => {
    await page.goto("/nl/");
    const onDark = page.locator(".site-header .logo img.logo-on-dark");
    const onLight = page.locator(".site-header .logo img.logo-on-light");
    await expect(onDark).toBeVisible();
    await expect(onDark).toHaveAttribute("src", "/images/logo-on-dark.svg");
    await expect(onLight).toBeHidden();
    await page.mouse.wheel(0, 400);
    await expect(page.locator(".site-header")).toHaveClass(/is-fixed/);
    await expect(onLight).toBeVisible();
    await expect(onDark).toBeHidden();
  });

  for (const [lang, contact] of [
    ["nl", "Contact"],
    ["fr", "Contact"],
    ["en", "Contact"],
    ["de", "Kontakt"],
  ] as const) {
    test(`in ${lang} Contact is in the bar, not behind the overflow button`, async ({ page }) => {
      await page.goto(`/${lang}/`);
      await islandReady(page, "SiteHeader");
      await expect(page.locator(".site-header .menu").getByRole("link", { name: contact, exact: true })).toBeVisible();
    });
  }
});
