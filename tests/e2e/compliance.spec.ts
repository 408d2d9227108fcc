import { expect, test } from "@playwright/test";
import { DEMO_COMPLETE_EXAMPLES, DEMO_INCOMPLETE_EXAMPLES, type DemoGap } from "../../worker/feed/demo/compliance-examples";
import { LANGUAGES } from "../../client/i18n/languages";
import { CODE_SLUGS, pathFor } from "../../client/i18n/routes";
import { answerConsent, axeViolations, dismissPopup, watchProblems } from "./helpers";

/**
 * Issue 39, "Staff: what is missing": the staff list of listings lacking what their region requires,
 * read from the demo listings the first sync recorded. The demo's deliberately incomplete listings
 * (worker/feed/demo/compliance-examples.ts) are listed with what they miss in words, its complete
 * ones are not; every row's words and links are checked, and the overview's tile counts the same
 * listings. Three page visits, two checked with axe.
 */

/** What the list says a deliberately incomplete demo listing misses (the staff area speaks English by default). */
const MISSING_WORDS: Readonly<Record<DemoGap | "epcRequested", readonly string[]>> = {
  epcCode: ["The EPC certificate's unique code"],
  floodScores: ["P-score (the plot's flood risk)", "G-score (the building's flood risk)"],
  co2: ["CO₂ emissions"],
  energyTotal: ["Total energy use a year"],
  insulationClass: ["Thermal insulation class"],
  rentCharges: ["Charges for the tenant"],
  epcRequested: ["Energy certificate requested, not yet received"],
};

/** A message id or a field name on screen: a word with a dot or an inner capital ("staff.x", "epcCode"). */
const KEY_LIKE = /\b[a-z]+(?:\.[a-z]+)+\b|\b[a-z]+[A-Z][a-zA-Z]*\b/;

test("the staff compliance list names each incomplete demo listing's missing facts and rules in words, and the overview counts them", async ({
  page,
  request,
}) => {
  const { problems, at } = watchProblems(page);
  // The first request publishes the demo listings; the sync after it records what they lack.
  expect((await request.get("/nl/")).ok()).toBe(true);

  at.path = "/staff/compliance/";
  await page.goto("/staff/compliance/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const table = page.locator("table#compliance");
  const rowOf = (id: number) => table.locator("tbody tr").filter({ has: page.locator(`th a[href$="/${id}/"]`) });
  for (const example of DEMO_INCOMPLETE_EXAMPLES) {
    const missing = rowOf(example.id).locator("ul.compliance-missing");
    for (const words of MISSING_WORDS[example.gap ?? "epcRequested"]) await expect(missing, `demo listing ${example.id}`).toContainText(words);
  }
  for (const example of DEMO_COMPLETE_EXAMPLES) await expect(rowOf(example.id), `demo listing ${example.id}`).toHaveCount(0);
  const total = await table.locator("tbody tr").count();

  at.path = "/staff/compliance/?region=flanders";
  await page.goto("/staff/compliance/?region=flanders");
  const rows = table.locator("tbody tr");
  await expect(page.getByRole("combobox", { name: "Region" })).toHaveValue("flanders");
  const shown = await rows.count();
  expect(shown).toBeGreaterThan(0);
  for (const row of (await rows.all()).slice(0, 5)) {
    await expect(row.locator("td").nth(1)).toHaveText("Flanders");
    const missing = await row.locator("ul.compliance-missing li").allInnerTexts();
    expect(missing.length).toBeGreaterThan(0);
    for (const words of [...missing, ...(await row.locator("ul.compliance-rules li").allInnerTexts())]) expect(words).not.toMatch(KEY_LIKE);
    const listing = await row.locator("th a").getAttribute("href");
    expect(listing).toMatch(/^\/en\/[a-z-]+\/[^/]+\/[^/]+\/\d+\/$/);
    expect((await request.get(listing!)).status()).toBe(200);
    await expect(row.getByRole("link", { name: "Enquiries and views" })).toHaveAttribute("href", /^\/staff\/properties\/\d+\/$/);
  }
  const report = await axeViolations(page, "/staff/compliance/?region=flanders");

  // The overview's tile counts every region's rows.
  at.path = "/staff/";
  expect(total).toBeGreaterThanOrEqual(shown);
  await page.goto("/staff/");
  const tile = page.getByRole("link", { name: /Listings lacking required facts/ });
  await expect(tile).toHaveAttribute("href", "/staff/compliance/");
  await expect(tile.locator(".tile-count")).toHaveText(new Intl.NumberFormat("en-GB").format(total));
  report.push(...(await axeViolations(page, "/staff/")));
  expect([...report, ...problems], [...report, ...problems].join("\n")).toEqual([]);
});

/** The footer's link to the accessibility statement, and the statement's heading, in each language. */
const STATEMENT = {
  nl: { link: "Toegankelijkheid", title: "Toegankelijkheidsverklaring" },
  fr: { link: "Accessibilité", title: "Déclaration d'accessibilité" },
  en: { link: "Accessibility", title: "Accessibility statement" },
  de: { link: "Barrierefreiheit", title: "Erklärung zur Barrierefreiheit" },
} as const;

test("the accessibility statement answers from the footer in every language", async ({ page, context, baseURL }) => {
  await answerConsent(context, baseURL);
  await dismissPopup(context);
  const { problems, at } = watchProblems(page);
  for (const lang of LANGUAGES) {
    at.path = `/${lang}/`;
    await page.goto(`/${lang}/`);
    // The legal links at the very bottom: the last footer link with the statement's name.
    await page.locator("footer").getByRole("link", { name: STATEMENT[lang].link, exact: true }).last().click();
    await expect(page).toHaveURL(new RegExp(`${pathFor(CODE_SLUGS, "accessibility", lang)}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(STATEMENT[lang].title);
  }
  expect(problems, problems.join("\n")).toEqual([]);
});
