import { expect, test } from "@playwright/test";
import { answerConsent, dismissPopup } from "./helpers";

test.beforeEach(async ({ context, baseURL }) => {
  await answerConsent(context, baseURL);
  await dismissPopup(context);
});

test("open the projects list, open a project and switch its language", async ({ page }) => {
  await page.goto("/nl/nieuwbouw/");
  await expect(page.getByRole("heading", { level: 1, name: "Onze nieuwbouwprojecten" })).toBeVisible();
  const cards = page.locator(".project-card-link");
  await expect(cards).toHaveCount(7);
  await expect(page.getByText("Er zijn momenteel geen projecten beschikbaar.")).toHaveCount(0);

  await page.getByRole("link", { name: /Residentie Leiezicht/ }).click();
  await expect(page).toHaveURL(/\/nl\/project\/residentie-leiezicht\/801\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Residentie Leiezicht" })).toBeVisible();
  const breadcrumb = page.getByRole("navigation", { name: "Kruimelpad" });
  await expect(breadcrumb.getByRole("link", { name: "Nieuwbouw" })).toHaveAttribute("href", "/nl/nieuwbouw/");

  const priceList = page.getByRole("table", { name: /Prijslijst van Residentie Leiezicht/ });
  await expect(priceList.getByRole("columnheader")).toHaveText(["Eenheid", "Verdieping", "Status", "Prijs", "Oppervlakte"]);
  await expect(priceList.getByRole("rowheader")).toHaveCount(12);
  await expect(priceList.getByText("Verkocht").first()).toBeVisible();

  // The demo's projects have no external website (a made-up one would lead nowhere).
  await expect(page.getByRole("link", { name: /Bezoek de website van het project/ })).toHaveCount(0);
  // With the page script, "Afdrukken" is offered (what it does: listings.spec.ts).
  await expect(page.getByRole("button", { name: "Afdrukken" })).toBeVisible();

  await page.getByRole("navigation", { name: "Taal" }).getByRole("link", { name: "Deutsch" }).click();
  await expect(page).toHaveURL(/\/de\/projekt\/residentie-leiezicht\/801\/$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("table", { name: /Preisliste von Residentie Leiezicht/ }).getByRole("columnheader", { name: "Etage" })).toBeVisible();
});

test("the spec's project address with ?id= lands on the project in the visitor's language", async ({ page }) => {
  await page.goto("/fr/projet/?id=803");
  await expect(page).toHaveURL(/\/fr\/projet\/les-jardins-de-la-meuse\/803\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Les Jardins de la Meuse" })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the list and the price list are complete server-rendered HTML", async ({ page }) => {
    await page.goto("/en/new-builds/");
    await expect(page.locator(".project-card-link")).toHaveCount(7);
    await page.goto("/en/project/parkhof/802/");
    await expect(page.getByRole("table", { name: /Price list of Parkhof/ }).getByRole("rowheader")).toHaveCount(9);
    // Printing needs a script: without one the Print button is not offered.
    await expect(page.locator("button[data-print]")).toBeHidden();
  });
});
