import { expect, test, type Page } from "@playwright/test";
import { dismissPopup } from "./helpers";

test.beforeEach(async ({ context }) => dismissPopup(context));

async function storedConsent(page: Page): Promise<Record<string, boolean> | undefined> {
  const cookie = (await page.context().cookies()).find((item) => item.name === "vitrine_consent");
  return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as Record<string, boolean>) : undefined;
}

async function gtagCalls(page: Page): Promise<unknown[][]> {
  return page.evaluate(() => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)));
}

test("consent defaults are denied before any answer", async ({ page }) => {
  await page.goto("/en/");
  const calls = await gtagCalls(page);
  expect(calls[0]).toEqual([
    "consent",
    "default",
    { ad_user_data: "denied", ad_storage: "denied", analytics_storage: "denied", ad_personalization: "denied", wait_for_update: 500 },
  ]);
});

test("accept all stores consent with every flag and sends an update and a page view", async ({ page }) => {
  await page.goto("/en/");
  const dialog = page.getByRole("dialog", { name: "Your cookie preferences" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Cookie policy" })).toHaveAttribute("href", "/en/cookie-policy/");
  await expect(dialog.getByRole("link", { name: "Privacy statement" })).toHaveAttribute("href", "/en/privacy-statement/");
  await dialog.getByRole("button", { name: "Accept all" }).click();
  await expect(dialog).toBeHidden();
  expect(await storedConsent(page)).toEqual({ consent: true, ad_user_data: true, ad_storage: true, analytics_storage: true, ad_personalization: true });
  const calls = await gtagCalls(page);
  expect(calls).toContainEqual([
    "consent",
    "update",
    { ad_user_data: "granted", ad_storage: "granted", analytics_storage: "granted", ad_personalization: "granted" },
  ]);
  expect(calls.some((call) => call[0] === "event" && call[1] === "page_view")).toBe(true);
  await page.reload();
  await expect(page.getByRole("dialog", { name: "Your cookie preferences" })).toBeHidden();
});

test("only necessary denies every optional flag", async ({ page }) => {
  await page.goto("/nl/");
  await page.getByRole("dialog").getByRole("button", { name: "Enkel noodzakelijke" }).click();
  expect(await storedConsent(page)).toEqual({ consent: true, ad_user_data: false, ad_storage: false, analytics_storage: false, ad_personalization: false });
  const calls = await gtagCalls(page);
  expect(calls).toContainEqual([
    "consent",
    "update",
    { ad_user_data: "denied", ad_storage: "denied", analytics_storage: "denied", ad_personalization: "denied" },
  ]);
});

test("save my choices stores the chosen toggles; necessary stays on", async ({ page }) => {
  await page.goto("/fr/");
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Paramètres" }).click();
  const necessary = dialog.getByRole("checkbox", { name: "Cookies nécessaires (toujours actifs)" });
  await expect(necessary).toBeChecked();
  await expect(necessary).toBeDisabled();
  await dialog.getByRole("checkbox", { name: "Cookies analytiques" }).check();
  await dialog.getByRole("button", { name: "Enregistrer mes choix" }).click();
  expect(await storedConsent(page)).toEqual({ consent: true, ad_user_data: false, ad_storage: false, analytics_storage: true, ad_personalization: false });
});

test("?setcookies (the footer's cookie settings) opens the dialog on the stored choice instead of erasing it", async ({ page }) => {
  await page.goto("/de/");
  await page.getByRole("dialog").getByRole("button", { name: "Alle akzeptieren" }).click();
  await page.goto("/de/?setcookies");
  const dialog = page.getByRole("dialog", { name: "Ihre Cookie-Einstellungen" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("checkbox", { name: "Analyse-Cookies" })).toBeChecked();
  expect((await storedConsent(page))?.analytics_storage).toBe(true);
});

test("the dialog is not shown on preview paths", async ({ page }) => {
  await page.goto("/nl/preview/over-ons/");
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("dialog")).toBeHidden();
});

test("the dialog can be answered with the keyboard alone", async ({ page }) => {
  await page.goto("/en/");
  // The heading takes the focus, not an answer; every answer is reached in reading order.
  await expect(page.getByRole("heading", { name: "Your cookie preferences" })).toBeFocused();
  const accept = page.getByRole("button", { name: "Accept all" });
  for (let tab = 0; tab < 6 && !(await accept.evaluate((element) => element === document.activeElement)); tab++) await page.keyboard.press("Tab");
  await expect(accept).toBeFocused();
  await page.keyboard.press("Enter");
  expect((await storedConsent(page))?.analytics_storage).toBe(true);
});
