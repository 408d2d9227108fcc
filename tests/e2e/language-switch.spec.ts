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

test("the switcher on a list keeps its filters, sort and page", async ({ page }) => {
  await page.goto("/nl/te-koop/?type=1&sort=price-asc&page=2");
  await expect(page.getByRole("status")).toContainText("Pagina 2 van");
  await page.locator('[data-island="SiteHeader"][data-hydrated]').waitFor();
  await page.getByRole("navigation", { name: "Taal" }).getByRole("link", { name: "Français" }).click();
  await expect(page).toHaveURL(/\/fr\/a-vendre\/\?/);
  const url = new URL(page.url());
  expect(Object.fromEntries(url.searchParams)).toEqual({ type: "1", sort: "price-asc", page: "2" });
  await expect(page.getByRole("status")).toContainText("Page 2 sur");
  const filters = page.getByRole("form", { name: "Filtres de recherche" });
  await expect(filters.getByLabel("Type")).toHaveValue("1");
  await expect(filters.getByLabel("Trier par")).toHaveValue("price-asc");
});

test("a list filtered by a city keeps it in another language, under that language's name", async ({ page }) => {
  await page.goto(`/nl/te-koop/?${new URLSearchParams({ city: "Luik|4000" }).toString()}`);
  const count = (await page.getByRole("status").textContent())!.match(/^\d+/)![0];
  await page.locator('[data-island="SiteHeader"][data-hydrated]').waitFor();
  await page.getByRole("navigation", { name: "Taal" }).getByRole("link", { name: "Deutsch" }).click();
  await expect(page).toHaveURL(/\/de\/zu-verkaufen\/\?city=/);
  await expect(page.getByRole("status")).toContainText(new RegExp(`^${count} `));
  const city = page.getByRole("form", { name: /Suchfilter/ }).getByLabel("Ort", { exact: true });
  await expect(city.locator("option:checked")).toHaveText(/^Lüttich \(4000\)/);
});
