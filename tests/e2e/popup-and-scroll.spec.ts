import { expect, test } from "@playwright/test";
import { answerConsent, islandReady } from "./helpers";

test.beforeEach(async ({ context, baseURL }) => answerConsent(context, baseURL));

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
  await popup.getByRole("button", { name: "Sluiten" }).click();
  await expect(popup).toBeHidden();
  expect(await page.evaluate(() => sessionStorage.getItem("vitrine.popup.closed"))).toBe("1");
  await page.reload();
  await islandReady(page, "Popup");
  await page.clock.runFor(20_000);
  await expect(page.getByRole("dialog")).toBeHidden();
});

test("the pop-up does not open on a 'modal-clicked' address", async ({ page }) => {
  await page.clock.install();
  await page.goto("/nl/contact/?modal-clicked");
  await islandReady(page, "Popup");
  await page.clock.runFor(20_000);
  await expect(page.getByRole("dialog")).toBeHidden();
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
