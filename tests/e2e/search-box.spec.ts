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

test("the box downloads the index of the page's snapshot and build, once, from an immutable address", async ({ page }) => {
  const downloads: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/search/")) downloads.push(request.url());
  });
  await page.goto("/nl/");
  await page.locator('[data-island="SearchBox"][data-hydrated]').first().waitFor();
  const [response] = await Promise.all([
    page.waitForResponse((answer) => answer.url().includes("/api/search/nl.json")),
    page.locator("#banner-search").focus(),
  ]);
  // The build is part of the address: a deploy that changes the exonyms or the synonyms is a new one.
  expect([...new URL(response.url()).searchParams.keys()]).toEqual(["v"]);
  expect(new URL(response.url()).searchParams.get("v")).toMatch(/^\d+-[\w-]{12}$/);
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  await page.keyboard.type("gent");
  await expect(page.getByRole("group", { name: "Gemeente" })).toBeVisible();
  expect(downloads).toHaveLength(1);
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

test("no suggestion shows a count of 0, the arrows reach every option; Escape closes then clears", async ({ page, request }) => {
  const index = await nlIndex(request);
  // A city with listings for one goal only: its other link is left out, not greyed.
  const city = index.cities.find(([, , saleCount, rentCount]) => (saleCount === 0) !== (rentCount === 0))!;
  const [name, zip] = city;
  await page.goto("/nl/");
  await page.locator('[data-island="SearchBox"][data-hydrated]').first().waitFor();
  const input = page.locator("#banner-search");
  await input.focus();
  await page.keyboard.type(name);
  const listbox = page.locator("#banner-search-listbox");
  await expect(listbox.getByRole("option", { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} \\(${zip}\\)`) })).toHaveCount(1);
  await expect(listbox).not.toContainText("(0)");
  for (const option of await listbox.getByRole("option").all()) await expect(option).not.toHaveAttribute("aria-disabled", "true");

  await input.press("Escape");
  await expect(input).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("listbox")).toBeHidden();
  await expect(input).toHaveValue(name);
  await input.press("Escape");
  await expect(input).toHaveValue("");
});

/** What a visitor types, per page language, and the city the box must offer under the page's name for it. */
const ALIASES: readonly (readonly [string, string, string])[] = [
  ["nl", "Liège", "Luik (4000)"],
  ["nl", "lüttich", "Luik (4000)"],
  ["nl", "Bruxelles", "Brussel (1000)"],
  ["nl", "Anvers", "Antwerpen (2000)"],
  ["fr", "Luik", "Liège (4000)"],
  ["fr", "Namen", "Namur (5000)"],
  ["fr", "Bergen", "Mons (7000)"],
  ["fr", "Leuven", "Louvain (3000)"],
  ["en", "Brussel", "Brussels (1000)"],
  ["en", "Gand", "Ghent (9000)"],
  ["de", "Brussels", "Brüssel (1000)"],
  ["de", "Liege", "Lüttich (4000)"],
  ["de", "Lëtzebuerg", "Luxemburg (1611)"],
  ["fr", "Doornik", "Tournai (7500)"],
];

for (const [lang, typed, shown] of ALIASES) {
  test(`Search in ${lang}: "${typed}" finds ${shown}, and its list has as many listings as the box said`, async ({ page }) => {
    await page.goto(`/${lang}/`);
    await page.locator('[data-island="SearchBox"][data-hydrated]').first().waitFor();
    const input = page.locator("#banner-search");
    await input.focus();
    await page.keyboard.type(typed);
    const listbox = page.locator("#banner-search-listbox");
    const option = listbox.getByRole("option", { name: new RegExp(`^${shown.replace(/[()]/g, "\\$&")}: `) }).first();
    await expect(option).toBeVisible();
    const label = (await option.getAttribute("aria-label")) ?? (await option.textContent())!;
    const count = Number(/\((\d+)\)\s*$/.exec(label)![1]);
    expect(count).toBeGreaterThan(0);
    await option.click();
    await expect(page.getByRole("status")).toContainText(new RegExp(`^${count} `));
  });
}

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
