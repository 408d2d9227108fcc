import { expect, test, type Page } from "@playwright/test";
import { answerConsent, dismissPopup, islandReady } from "./helpers";

test.beforeEach(async ({ context, baseURL }) => {
  await answerConsent(context, baseURL);
  await dismissPopup(context);
});

/** Every address the page requested that belongs to maplibre (its code chunk, stylesheet or worker). */
function maplibreRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (/maplibre/i.test(request.url())) urls.push(request.url());
  });
  return urls;
}

test("the plain list view does not load maplibre", async ({ page }) => {
  const requested = maplibreRequests(page);
  await page.goto("/nl/te-koop/");
  await islandReady(page, "SiteHeader");
  await page.waitForLoadState("networkidle");
  const toggle = page.getByRole("navigation", { name: "Weergave" });
  await expect(toggle.getByRole("link", { name: "Lijst" })).toHaveAttribute("aria-current", "page");
  expect(requested).toEqual([]);
});

test("the map view shows markers", async ({ page }) => {
  // maplibre draws with software WebGL here, on a machine other test runs share.
  test.setTimeout(60_000);
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  const requested = maplibreRequests(page);

  await page.goto("/nl/te-koop/?type=1");
  await page.getByRole("navigation", { name: "Weergave" }).getByRole("link", { name: "Kaart" }).click();
  await expect(page).toHaveURL(/type=1/);
  await expect(page).toHaveURL(/view=map/);
  await expect(page.getByRole("navigation", { name: "Weergave" }).getByRole("link", { name: "Kaart" })).toHaveAttribute("aria-current", "page");

  // One marker per filtered property with a published address (compared with what the endpoint says).
  const markersUrl = await page
    .locator('[data-island="ListingMap"]')
    .evaluate((node) => (JSON.parse((node as HTMLElement).dataset.props ?? "{}") as { markersUrl: string }).markersUrl);
  const payload = (await (await page.request.get(markersUrl)).json()) as { markers: unknown[][]; hidden: number };
  expect(payload.markers.length).toBeGreaterThan(0);
  const map = page.getByRole("region", { name: "Kaart van de gevonden panden" });
  await expect(map).toBeVisible();
  const markers = page.locator("button.map-marker");
  await expect(markers).toHaveCount(payload.markers.length);
  expect(requested.some((url) => /maplibre-map-.*\.js/.test(url))).toBe(true);
  expect(requested.some((url) => /maplibre-gl-worker-.*\.mjs/.test(url))).toBe(true);

  const status = page.locator(".listing-map-status");
  await expect(status).toContainText(`${payload.markers.length} ${payload.markers.length === 1 ? "pand" : "panden"} op de kaart`);
  if (payload.hidden > 0) await expect(status).toContainText(`${payload.hidden} ${payload.hidden === 1 ? "pand staat" : "panden staan"} niet op de kaart`);

  // Keyboard: focus a marker, open its card with Enter; the card's link is focused and leads to the detail page.
  const [id, , , , type, city, , path] = payload.markers[0] as [number, number, number, number, string, string, string, string];
  const marker = page.getByRole("button", { name: new RegExp(`^${type} in ${city}, `) }).first();
  await marker.focus();
  await page.keyboard.press("Enter");
  const card = page.locator(".map-popup .map-card");
  await expect(card).toBeVisible();
  const link = card.getByRole("link");
  await expect(link).toBeFocused();
  await expect(link).toContainText(type);
  const href = await link.getAttribute("href");
  expect(href).toMatch(/^\/nl\/te-koop\/[a-z0-9-]+\/[a-z0-9-]+\/\d+\/$/);

  // Escape closes the card and gives focus back to its marker.
  await page.keyboard.press("Escape");
  await expect(card).toHaveCount(0);
  await expect(marker).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(card.getByRole("link")).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(path.length).toBeGreaterThan(0);
  expect(id).toBeGreaterThan(0);
  expect(problems).toEqual([]);
});

test("a property's detail page shows its place on a small map", async ({ page }) => {
  await page.goto("/nl/te-koop/?view=map");
  const markersUrl = await page
    .locator('[data-island="ListingMap"]')
    .evaluate((node) => (JSON.parse((node as HTMLElement).dataset.props ?? "{}") as { markersUrl: string }).markersUrl);
  const payload = (await (await page.request.get(markersUrl)).json()) as { markers: [number, number, number, number, string, string, string, string][] };
  const [, , , , type, city, , path] = payload.markers[0]!;
  await page.goto(path);
  const location = page.locator("section[aria-labelledby=location-title]");
  await location.scrollIntoViewIfNeeded();
  await expect(location.getByRole("img", { name: `${type} in ${city}` })).toBeVisible();
  await expect(location.getByRole("link", { name: "Bekijk op de kaart" })).toBeVisible();
});
