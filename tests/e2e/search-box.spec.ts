import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import type { SearchIndex } from "../../client/domain/search-index";
import { answerConsent, dismissPopup, islandReady } from "./helpers";

test.beforeEach(async ({ context, baseURL }) => {
  await answerConsent(context, baseURL);
  await dismissPopup(context);
});

async function nlIndex(request: APIRequestContext): Promise<SearchIndex> {
  const response = await request.get("/api/search/nl.json");
  expect(response.ok()).toBe(true);
  return (await response.json()) as SearchIndex;
}

/** Presses ArrowDown until the option with `name` is the active descendant, then returns its element. */
async function arrowTo(page: Page, input: ReturnType<Page["getByRole"]>, name: string | RegExp) {
  const option = page.getByRole("option", { name });
  for (let step = 0; step < 40; step++) {
    await input.press("ArrowDown");
    const active = await input.getAttribute("aria-activedescendant");
    if (active && active === (await option.getAttribute("id"))) return option;
  }
  throw new Error(`no option ${String(name)}`);
}

test("type a reference in the banner search, arrow to it and open it with Enter", async ({ page, request }) => {
  const index = await nlIndex(request);
  const [, reference, title, , , , , path] = index.properties.find(([, ref]) => /^\S+$/.test(ref))!;
  await page.goto("/nl/");
  await page.locator('[data-island="SearchBox"][data-hydrated]').first().waitFor();
  const input = page.locator("#banner-search");
  await input.focus();
  await page.keyboard.type(reference);
  await expect(input).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("group", { name: "Panden" })).toBeVisible();
  const option = await arrowTo(page, input, new RegExp(title.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  await expect(option).toHaveAttribute("aria-selected", "true");
  await input.press("Enter");
  await expect(page).toHaveURL(path);
});

test("type a city, see its sale and rent links, follow one with Enter", async ({ page, request }) => {
  const index = await nlIndex(request);
  const [name, zip, sale] = index.cities.find(([, , saleCount]) => saleCount > 0)!;
  await page.goto("/nl/");
  await page.locator('[data-island="SearchBox"][data-hydrated]').first().waitFor();
  const input = page.locator("#banner-search");
  await input.focus();
  await page.keyboard.type(name.slice(0, 3).toLowerCase());
  await expect(page.getByRole("group", { name: "Gemeente" })).toBeVisible();
  await arrowTo(page, input, `${name} (${zip}): te koop (${sale})`);
  await input.press("Enter");
  await expect(page).toHaveURL(/\/nl\/te-koop\/\?city=/);
  expect(new URL(page.url()).searchParams.get("city")).toBe(`${name}|${zip}`);
});

test("a zero count is greyed, not a link, and the arrows skip it; Escape closes then clears", async ({ page, request }) => {
  const index = await nlIndex(request);
  const zero = index.types.find(([, , saleCount, rentCount]) => (saleCount === 0) !== (rentCount === 0));
  const city = index.cities.find(([, , saleCount, rentCount]) => (saleCount === 0) !== (rentCount === 0));
  const [text, label, goalText] = zero
    ? [zero[1], zero[1], zero[2] === 0 ? "te koop (0)" : "te huur (0)"]
    : [city![1], `${city![0]} (${city![1]})`, city![2] === 0 ? "te koop (0)" : "te huur (0)"];
  await page.goto("/nl/");
  await page.locator('[data-island="SearchBox"][data-hydrated]').first().waitFor();
  const input = page.locator("#banner-search");
  await input.focus();
  await page.keyboard.type(text);
  const greyed = page.getByRole("option", { name: `${label}: ${goalText}` });
  await expect(greyed).toHaveAttribute("aria-disabled", "true");
  expect(await greyed.evaluate((element) => element.tagName)).toBe("SPAN");
  await expect(greyed).not.toHaveAttribute("href");
  const greyedId = await greyed.getAttribute("id");
  for (let step = 0; step < 6; step++) {
    await input.press("ArrowDown");
    expect(await input.getAttribute("aria-activedescendant")).not.toBe(greyedId ?? "none");
  }

  await input.press("Escape");
  await expect(input).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("listbox")).toBeHidden();
  await expect(input).toHaveValue(text);
  await input.press("Escape");
  await expect(input).toHaveValue("");
});

test("the header's search button reveals a box that finds a city; blur closes the results", async ({ page, request }) => {
  const index = await nlIndex(request);
  const [name] = index.cities[0]!;
  await page.goto("/nl/contact/");
  await islandReady(page, "SiteHeader");
  await page.getByRole("button", { name: "Zoek een pand" }).click();
  const input = page.locator("#header-search-input");
  await expect(input).toBeFocused();
  await page.keyboard.type(name);
  await expect(page.getByRole("group", { name: "Gemeente" })).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(input).toHaveAttribute("aria-expanded", "false");
  await input.focus();
  await expect(input).toHaveAttribute("aria-expanded", "true");
  await input.fill("");
  await expect(page.getByRole("listbox")).toBeHidden();
});

test("the 404 page's search finds a property by reference and opens it", async ({ page, request }) => {
  const index = await nlIndex(request);
  const [, reference, , , , , , path] = index.properties.find(([, ref]) => /^\S+$/.test(ref))!;
  const response = await page.goto("/nl/bestaat-niet/");
  expect(response?.status()).toBe(404);
  // This page has two boxes (header and 404); wait for this one, and for its results, before the arrows.
  await page.locator('[data-island="SearchBox"][data-hydrated]:has(#not-found-search)').waitFor();
  const input = page.locator("#not-found-search");
  await input.focus();
  await page.keyboard.type(reference);
  await expect(page.locator("#not-found-search-listbox").getByRole("option").first()).toBeVisible();
  await input.press("ArrowDown");
  await expect(input).toHaveAttribute("aria-activedescendant", /.+/);
  await input.press("Enter");
  await expect(page).toHaveURL(path);
});
