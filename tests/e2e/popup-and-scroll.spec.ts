import { expect, test, type Page } from "@playwright/test";
import { POPUP_IDLE_MS } from "../../client/domain/popup";
import { answerConsent, islandReady } from "./helpers";

test.beforeEach(async ({ context, baseURL }) => answerConsent(context, baseURL));

/** The demo pop-up's delay (worker/content/data/site/banner.ts: 8 s), plus a margin. */
const AFTER_DELAY_MS = 10_000;
/** Long enough for any delay and idle wait: if the pop-up has not opened by then, it is not going to. */
const LONG_WAIT_MS = 60_000;

const popupOf = (page: Page) => page.locator("dialog.popup");

test("the pop-up appears after its delay and only once per session", async ({ page }) => {
  await page.clock.install();
  await page.goto("/nl/contact/");
  // The delay starts when the island hydrates; only then does moving the fake clock mean anything.
  await islandReady(page, "Popup");
  const popup = page.getByRole("dialog");
  await page.clock.runFor(2_000);
  await expect(popup).toBeHidden();
  await page.clock.runFor(8_000);
  await expect(popup).toBeVisible();
  // Remembered as soon as it shows, not only once it is closed.
  expect(await page.evaluate(() => sessionStorage.getItem("vitrine.popup.closed"))).toBe("1");
  await popup.getByRole("button", { name: "Sluiten" }).click();
  await expect(popup).toBeHidden();
  await page.reload();
  await islandReady(page, "Popup");
  await page.clock.runFor(20_000);
  await expect(page.getByRole("dialog")).toBeHidden();
});

test("the pop-up never takes focus from a field being typed in, nor opens over the form once it is started", async ({ page }) => {
  await page.clock.install();
  await page.goto("/nl/contact/");
  await islandReady(page, "Popup");
  const field = page.getByLabel("Uw bericht");
  await field.click();
  // Typing across the pop-up's delay, with pauses shorter and longer than the idle period.
  const words = ["Goedendag, ", "ik had graag ", "meer informatie ", "over het pand."];
  for (const word of words) {
    await page.keyboard.type(word);
    await page.clock.runFor(3_500);
  }
  await page.clock.runFor(POPUP_IDLE_MS * 3);
  await expect(popupOf(page)).toBeHidden();
  await expect(field).toBeFocused();
  await expect(field).toHaveValue(words.join(""));

  // Leaving the field and staying idle: the message is still to be sent, the pop-up gives this page up.
  await page.locator("h1").click();
  await page.clock.runFor(LONG_WAIT_MS);
  await expect(popupOf(page)).toBeHidden();
  await expect(field).toHaveValue(words.join(""));
  expect(await page.evaluate(() => sessionStorage.getItem("vitrine.popup.closed"))).toBeNull();
});

test("the pop-up does not open over a form showing its errors", async ({ page }) => {
  await page.clock.install();
  await page.goto("/nl/contact/");
  await islandReady(page, "Popup");
  await islandReady(page, "LeadForm");
  await page.locator("form.lead-form").getByRole("button", { name: "Verzenden" }).click();
  await expect(page.locator(".error-summary")).toBeFocused();
  await page.clock.runFor(LONG_WAIT_MS);
  await expect(popupOf(page)).toBeHidden();
});

test("keys pressed outside a field put the pop-up off until the visitor is idle", async ({ page }) => {
  await page.clock.install();
  await page.goto("/nl/contact/");
  await islandReady(page, "Popup");
  await page.clock.runFor(7_000);
  await page.keyboard.press("ArrowDown");
  await page.clock.runFor(AFTER_DELAY_MS - 7_000);
  await expect(popupOf(page)).toBeHidden();
  await page.clock.runFor(POPUP_IDLE_MS);
  await expect(popupOf(page)).toBeVisible();
});

test("the pop-up waits for the cookie question to be answered", async ({ page, context }) => {
  await context.clearCookies();
  await page.clock.install();
  await page.goto("/nl/contact/");
  await islandReady(page, "Popup");
  const consent = page.getByRole("dialog", { name: "Uw cookievoorkeuren" });
  await expect(consent).toBeVisible();
  await page.clock.runFor(LONG_WAIT_MS);
  await expect(popupOf(page)).toBeHidden();
  await consent.getByRole("button", { name: "Alles aanvaarden" }).click();
  await expect(consent).toBeHidden();
  await page.clock.runFor(POPUP_IDLE_MS - 1_000);
  await expect(popupOf(page)).toBeHidden();
  await page.clock.runFor(2_000);
  await expect(popupOf(page)).toBeVisible();
});

test("the pop-up shows once per visit, even when the visitor walks on without closing it", async ({ page }) => {
  await page.clock.install();
  await page.goto("/nl/contact/");
  await islandReady(page, "Popup");
  await page.clock.runFor(AFTER_DELAY_MS);
  await expect(popupOf(page)).toBeVisible();
  for (const path of ["/nl/", "/nl/contact/"]) {
    await page.goto(path);
    await islandReady(page, "Popup");
    await page.clock.runFor(LONG_WAIT_MS);
    await expect(popupOf(page), path).toBeHidden();
  }
});

test("the pop-up does not open on a 'modal-clicked' address", async ({ page }) => {
  await page.clock.install();
  await page.goto("/nl/contact/?modal-clicked");
  await islandReady(page, "Popup");
  await page.clock.runFor(20_000);
  await expect(page.getByRole("dialog")).toBeHidden();
});

test("the pop-up opens on a list, whose filter form posts to the list itself", async ({ page }) => {
  await page.clock.install();
  await page.goto("/nl/te-koop/");
  await islandReady(page, "Popup");
  await page.clock.runFor(AFTER_DELAY_MS);
  await expect(popupOf(page)).toBeVisible();
});

test("the pop-up does not open on the page it leads to", async ({ page }) => {
  await page.clock.install();
  // The demo pop-up's link: the free valuation page.
  await page.goto("/nl/gratis-schatting/");
  await islandReady(page, "Popup");
  await page.clock.runFor(LONG_WAIT_MS);
  await expect(popupOf(page)).toBeHidden();
});

test("back-to-top shows after scrolling and brings the page back to the top", async ({ page, context }) => {
  await context.addInitScript(() => sessionStorage.setItem("vitrine.popup.closed", "1"));
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto("/nl/privacy-statement/");
  const button = page.getByRole("button", { name: "Terug naar boven" });
  await expect(button).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 2_000 }).toBe(0);
  await expect(button).toBeHidden();
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });
  test("back-to-top jumps at once", async ({ page, context }) => {
    await context.addInitScript(() => sessionStorage.setItem("vitrine.popup.closed", "1"));
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto("/nl/privacy-statement/");
    await page.evaluate(() => window.scrollTo(0, 900));
    await page.getByRole("button", { name: "Terug naar boven" }).click();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});
