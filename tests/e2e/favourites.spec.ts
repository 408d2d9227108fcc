import { expect, test, type Locator } from "@playwright/test";
import { answerConsent, atPersonPace, axeViolations, dismissPopup } from "./helpers";
import { lastMailId, mailText, ORIGIN, runSync } from "./mailbox";

/**
 * Favourites without an account, as issue 41 tells it: a visitor saves three listings with their
 * hearts, the list opens from its shared link in a browser that never saw them, two of them are
 * compared side by side, and after a sync that changes prices the visitor who asked to be told gets
 * a mail saying what changed. The test puts the plain demo feed back afterwards.
 */

const ADDRESS = "lotte.favoriet@example.be";

/** Presses a heart once the page script has given it its behaviour (a click before that does nothing). */
async function press(heart: Locator): Promise<void> {
  await expect(async () => {
    if ((await heart.getAttribute("aria-pressed")) !== "true") await heart.click();
    await expect(heart).toHaveAttribute("aria-pressed", "true", { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

test.beforeEach(async ({ context, baseURL }) => {
  await answerConsent(context, baseURL);
  await dismissPopup(context);
});

test.afterAll(() => runSync(false));

test("three saved listings open from the shared link in a fresh browser, two are compared, and a price change is mailed", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });

  // 1. Save three listings from the for-sale list: each heart says so in words, the link counts them.
  await page.goto("/nl/te-koop/");
  const cards = page.locator("article.property-card");
  // The top bar's lines and its right-hand links' place at a tablet's and a desktop's width, before anything is saved.
  const barAt = async (width: number) => {
    await page.setViewportSize({ width, height: 900 });
    const bar = (await page.locator(".top-bar").boundingBox())!;
    const right = (await page.locator(".top-bar .top-links-right li:last-child").boundingBox())!;
    return { height: bar.height, x: right.x - bar.x, y: right.y - bar.y };
  };
  const emptyBar = { tablet: await barAt(768), desktop: await barAt(1280) };
  const ids: string[] = [];
  for (let index = 0; index < 3; index++) {
    await expect(cards.nth(index).getByRole("button", { name: "Bewaren in favorieten" })).toBeVisible();
    const heart = cards.nth(index).locator("[data-fav]");
    ids.push((await heart.getAttribute("data-fav"))!);
    await press(heart);
    await expect(cards.nth(index).getByRole("button", { name: "Bewaard" })).toBeVisible();
  }
  const link = page.getByRole("link", { name: /Favorieten\s*3/ });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute("href", `${ORIGIN}/nl/favorieten/?ids=${ids.join(",")}`);
  // Showing it moved nothing: the bar keeps its lines, the right-hand links their place.
  expect({ tablet: await barAt(768), desktop: await barAt(1280) }).toEqual(emptyBar);
  // On a phone it is the heart and the count inside the top bar: it covers nothing of the page.
  await page.setViewportSize({ width: 360, height: 740 });
  const [bar, pill] = [(await page.locator(".top-bar").boundingBox())!, (await link.boundingBox())!];
  expect(pill.y >= bar.y && pill.y + pill.height <= bar.y + bar.height, "the favourites link lies within the top bar").toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), "nothing spills sideways").toBe(360);
  await page.setViewportSize({ width: 1280, height: 900 });
  // Nothing of it was sent to the server: no cookie holds the list.
  expect((await page.context().cookies()).map((cookie) => cookie.value).join(" ")).not.toContain(ids[0]);
  await link.click();
  await page.waitForURL(/\/nl\/favorieten\/\?ids=/);
  const shared = page.url();

  // 2. The shared link in a browser that never saw the site: the same three, from the address alone.
  const other = await browser.newContext({ baseURL });
  await answerConsent(other, baseURL);
  await dismissPopup(other);
  const fresh = await other.newPage();
  await fresh.setViewportSize({ width: 1280, height: 900 });
  await fresh.goto(shared);
  await expect(fresh.getByRole("heading", { level: 1, name: "Mijn favorieten" })).toBeVisible();
  await expect(fresh.locator("ul.cards article.property-card")).toHaveCount(3);
  for (const id of ids) await expect(fresh.locator(`[data-fav="${id}"]`)).toHaveAttribute("aria-pressed", "false");

  // 3. Compare two of them: ticked boxes, one address, a table and the distance between them.
  const picks = fresh.getByRole("checkbox", { name: "Vergelijken" });
  await picks.nth(0).check();
  await picks.nth(2).check();
  await fresh.getByRole("button", { name: /Vergelijk de aangevinkte panden/ }).click();
  await fresh.waitForURL(new RegExp(`compare=${ids[0]},${ids[2]}`));
  const table = fresh.getByRole("table", { name: "2 panden vergeleken" });
  await expect(table).toBeVisible();
  await expect(table.getByRole("columnheader")).toHaveCount(2);
  for (const row of ["Prijs", "Prijs per m²", "EPC"]) await expect(table.getByRole("rowheader", { name: row, exact: true })).toBeVisible();
  await expect(fresh.locator(".compare-distance-list")).toContainText(/1 tot 2: (?:[\d,]+ km|afstand niet gekend)/);
  expect((await axeViolations(fresh, "favourites with a comparison")).join("\n")).toBe("");

  // 4. "Tell me when something changes": double opt-in from the local mailbox.
  const form = fresh.locator("form.watch-form");
  await form.getByLabel("E-mailadres").fill(ADDRESS);
  await form.getByLabel("Ik wil e-mails ontvangen over wijzigingen aan deze panden.").check();
  await atPersonPace(form);
  const beforeConfirmation = await lastMailId(fresh);
  await form.getByRole("button", { name: "Verwittig me" }).click();
  await expect(fresh.getByRole("heading", { level: 1, name: "Bevestig uw e-mailadres" })).toBeVisible();
  const confirmation = await mailText(fresh, /Bevestig: e-mails over uw favoriete panden/, beforeConfirmation);
  const confirm = /(https?:\/\/[^\s]+\/nl\/favorieten\/[0-9a-f-]{36}\.[0-9a-f]{32}\/)/.exec(confirmation)?.[1];
  expect(confirm).toBeTruthy();
  await fresh.goto(new URL(confirm!).pathname);
  await fresh.getByRole("button", { name: "Bevestigen" }).click();
  await expect(fresh.getByRole("heading", { level: 1, name: "Bevestigd" })).toBeVisible();
  await other.close();

  // 5. A sync brings a changed feed: the mail says what changed, old price to new, and how to stop.
  const beforeChange = await lastMailId(page);
  runSync(true);
  const change = await mailText(page, /Er veranderde iets aan \d+ van uw favoriete panden/, beforeChange);
  expect(change).toMatch(/Prijs (?:verlaagd|gewijzigd): €\s?[\d.]+ → €\s?[\d.]+/);
  expect(change).toContain(`${ORIGIN}/nl/favorieten/?ids=${ids.join(",")}`);
  expect(change).toMatch(/\/nl\/favorieten\/[0-9a-f-]{36}\.[0-9a-f]{32}\/stop\//);
});
