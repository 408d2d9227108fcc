import { expect, test } from "@playwright/test";
import { answerConsent, dismissPopup } from "./helpers";

test.beforeEach(async ({ context, baseURL }) => {
  await answerConsent(context, baseURL);
  await dismissPopup(context);
});

test("the language switcher keeps the page", async ({ page }) => {
  await page.goto("/nl/over-ons/");
  await expect(page.locator("html")).toHaveAttribute("lang", "nl");
  const switcher = page.getByRole("navigation", { name: "Taal" });
  await switcher.getByRole("link", { name: "Français" }).click();
  await expect(page).toHaveURL(/\/fr\/qui-sommes-nous\/$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await page.getByRole("navigation", { name: "Langue" }).getByRole("link", { name: "Deutsch" }).click();
  await expect(page).toHaveURL(/\/de\/ueber-uns\/$/);
  await page.getByRole("navigation", { name: "Sprache" }).getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/en\/services\/$/);
});

test("the switcher on an article goes to the same article", async ({ page }) => {
  await page.goto("/nl/onze-diensten/");
  await page.getByRole("navigation", { name: "Taal" }).getByRole("link", { name: "Français" }).click();
  await expect(page).toHaveURL(/\/fr\/nos-services\/$/);
});
