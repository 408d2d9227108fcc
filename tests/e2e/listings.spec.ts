import { expect, test } from "@playwright/test";
import { answerConsent, dismissPopup } from "./helpers";

test.beforeEach(async ({ context, baseURL }) => {
  await answerConsent(context, baseURL);
  await dismissPopup(context);
});

const euros = (text: string) => Number(text.replace(/[^\d]/g, ""));

test("filter, sort and page the for-sale list", async ({ page }) => {
  await page.goto("/nl/te-koop/");
  const summary = page.getByRole("status");
  await expect(summary).toContainText("Pagina 1 van");
  const before = await summary.textContent();

  const filters = page.getByRole("form", { name: "Zoekfilters" });
  await filters.getByLabel("Type").selectOption({ value: "2" });
  await filters.getByLabel("Sorteren op").selectOption("price-asc");
  await filters.getByRole("button", { name: "Zoeken" }).click();
  await expect(page).toHaveURL(/type=2/);
  await expect(page).toHaveURL(/sort=price-asc/);
  await expect(summary).not.toHaveText(before ?? "");

  const prices = await page.locator(".status-available .property-card-price").allTextContents();
  const numeric = prices.map(euros).filter((value) => value > 0);
  expect(numeric.length).toBeGreaterThan(1);
  expect([...numeric].sort((a, b) => a - b)).toEqual(numeric);

  await page.goto("/nl/te-koop/");
  await page.getByRole("navigation", { name: "Paginering" }).getByRole("link", { name: "Volgende" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(summary).toContainText("Pagina 2 van");
});

test("open a detail page and switch its language", async ({ page }) => {
  await page.goto("/nl/te-koop/");
  const first = page.locator(".property-card-link").first();
  const href = await first.getAttribute("href");
  const id = /\/(\d+)\/$/.exec(href ?? "")?.[1];
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: /Foto's van/ })).toBeVisible();
  await page.getByRole("navigation", { name: "Taal" }).getByRole("link", { name: "Français" }).click();
  await expect(page).toHaveURL(new RegExp(`/fr/a-vendre/[^/]+/[^/]+/${id}/$`));
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
});
