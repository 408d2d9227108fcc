import { expect, test } from "@playwright/test";
import { axeViolations, watchProblems } from "./helpers";

/**
 * Issue 39, "Staff: what is missing": the staff list of listings lacking what their region requires,
 * read from the demo listings the first sync recorded. It reads which listings the page lists (the
 * demo's own), and checks each row's words and links rather than a fixed count; the overview's tile
 * counts the same listings. Two page visits, each checked with axe.
 */

/** A message id or a field name on screen: a word with a dot or an inner capital ("staff.x", "epcCode"). */
const KEY_LIKE = /\b[a-z]+(?:\.[a-z]+)+\b|\b[a-z]+[A-Z][a-zA-Z]*\b/;

test("the staff compliance list names each incomplete demo listing's missing facts and rules in words, and the overview counts them", async ({
  page,
  request,
}) => {
  const { problems, at } = watchProblems(page);
  // The first request publishes the demo listings; the sync after it records what they lack.
  expect((await request.get("/nl/")).ok()).toBe(true);

  at.path = "/staff/compliance/?region=flanders";
  await page.goto("/staff/compliance/?region=flanders");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const table = page.locator("table#compliance");
  const rows = table.locator("tbody tr");
  // The staff area speaks English until someone picks another language. Today's demo carries no EPC certificate code: Flemish listings lack it.
  await expect(rows.first()).toBeVisible();
  await expect(table).toContainText("The EPC certificate's unique code");
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

  // Every region: the caption counts the rows, and the overview's tile says the same number.
  at.path = "/staff/";
  const all = await request.get("/staff/compliance/");
  const total = [...(await all.text()).matchAll(/<tr><th scope="row"><a href="\/[a-z]{2}\//g)].length;
  expect(total).toBeGreaterThanOrEqual(shown);
  await page.goto("/staff/");
  const tile = page.getByRole("link", { name: /listings lacking required facts/ });
  await expect(tile).toHaveAttribute("href", "/staff/compliance/");
  await expect(tile.locator(".tile-count")).toHaveText(new Intl.NumberFormat("en-GB").format(total));
  report.push(...(await axeViolations(page, "/staff/")));
  expect([...report, ...problems], [...report, ...problems].join("\n")).toEqual([]);
});
