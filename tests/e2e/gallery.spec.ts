import { expect, test, type Page } from "@playwright/test";
import { answerConsent, dismissPopup, islandReady } from "./helpers";

test.beforeEach(async ({ context, baseURL }) => {
  await answerConsent(context, baseURL);
  await dismissPopup(context);
});

const SLIDESHOW_WAIT_MS = 6500;

/** Opens the first property of the for-sale list (demo properties have several pictures). */
async function openDetail(page: Page): Promise<void> {
  await page.goto("/nl/te-koop/");
  const href = await page.locator(".property-card-link").first().getAttribute("href");
  await page.goto(href ?? "/");
  await islandReady(page, "Gallery");
}

const position = async (page: Page, scope: string) => {
  const [current, total] = ((await page.locator(`${scope} [aria-hidden="true"]`).textContent()) ?? "").split(" / ").map(Number);
  return { current: current ?? 0, total: total ?? 0 };
};

test("use the gallery and the lightbox with the keyboard", async ({ page }) => {
  await openDetail(page);
  const gallery = page.getByRole("region", { name: /Foto's van/ });
  await page.locator(".breadcrumb a").last().focus();
  await page.keyboard.press("Tab");
  const opener = gallery.locator(".gallery-slide:not([inert]) a");
  await expect(opener).toBeFocused();
  const { current, total } = await position(page, ".gallery-counter");
  expect(total).toBeGreaterThan(1);

  await page.keyboard.press("ArrowRight");
  const next = (current % total) + 1;
  await expect(gallery.locator(".gallery-counter")).toContainText(`${next} / ${total}`);
  await expect(gallery.locator(".gallery-slide:not([inert]) a")).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await expect(gallery.locator(".gallery-counter")).toContainText(`${current} / ${total}`);

  const slide = gallery.locator(".gallery-slide:not([inert]) a");
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: /Foto's van/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(".lightbox-counter")).toContainText(`${current} / ${total}`);
  await expect(dialog.locator("img")).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");

  await page.keyboard.press("ArrowRight");
  await expect(dialog.locator(".lightbox-counter")).toContainText(`${next} / ${total}`);
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(dialog.locator(".lightbox-counter")).toContainText(`${((current - 2 + total) % total) + 1} / ${total}`);
  await dialog.getByRole("button", { name: "Volgende foto" }).click();
  await expect(dialog.locator(".lightbox-counter")).toContainText(`${current} / ${total}`);

  for (let press = 0; press < 5; press += 1) {
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => !!document.activeElement?.closest("dialog.lightbox"))).toBe(true);
  }
  await page.keyboard.press("Shift+Tab");
  expect(await page.evaluate(() => !!document.activeElement?.closest("dialog.lightbox"))).toBe(true);

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(slide).toBeFocused();
  await expect(gallery.locator(".gallery-counter")).toContainText(`${current} / ${total}`);
});

test("the slideshow plays and pauses with its button", async ({ page }) => {
  test.setTimeout(60_000);
  await openDetail(page);
  const counter = page.locator(".gallery-counter");
  const pause = page.getByRole("button", { name: "Diavoorstelling pauzeren" });
  await expect(pause).toBeVisible();
  await expect(counter).not.toContainText("1 / ", { timeout: SLIDESHOW_WAIT_MS + 2000 });

  await pause.click();
  const play = page.getByRole("button", { name: "Diavoorstelling starten" });
  await expect(play).toBeVisible();
  const paused = await counter.textContent();
  await page.waitForTimeout(SLIDESHOW_WAIT_MS);
  await expect(counter).toHaveText(paused ?? "");

  await play.click();
  await expect(page.getByRole("button", { name: "Diavoorstelling pauzeren" })).toBeVisible();
  await expect(counter).not.toHaveText(paused ?? "", { timeout: SLIDESHOW_WAIT_MS + 2000 });
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("the slideshow does not start by itself", async ({ page }) => {
    await openDetail(page);
    await expect(page.getByRole("button", { name: "Diavoorstelling starten" })).toBeVisible();
    const { total } = await position(page, ".gallery-counter");
    await page.waitForTimeout(SLIDESHOW_WAIT_MS);
    await expect(page.locator(".gallery-counter")).toContainText(`1 / ${total}`);
  });
});

test("copy link writes the page's address to the clipboard and says so", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await openDetail(page);
  await islandReady(page, "CopyLink");
  await page.getByRole("button", { name: "Link kopiëren" }).click();
  await expect(page.locator(".copy-link-status[aria-live='polite']")).toHaveText("Link gekopieerd");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
});

test("swiper loads only on pages with a gallery", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto("/nl/");
  await page.waitForLoadState("networkidle");
  await expect(page.locator("[data-island][data-hydrated]").first()).toBeAttached();
  expect(scripts.some((path) => /\/Gallery-[^/]+\.js$/.test(path))).toBe(false);
  expect(scripts.length).toBeGreaterThan(0);

  await openDetail(page);
  expect(scripts.some((path) => /\/Gallery-[^/]+\.js$/.test(path))).toBe(true);
  // The island hydrates after its chunk arrives: wait for it rather than read the class at once.
  await expect.poll(() => page.evaluate(() => document.querySelector(".gallery-viewport")?.classList.contains("swiper-initialized"))).toBe(true);
});
