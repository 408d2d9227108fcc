import { expect, test, type Page } from "@playwright/test";
import { answerConsent, dismissPopup, islandReady, nextFrames } from "./helpers";

/**
 * Islands hydrate at their moment (client/islands/hydration-moments.ts): the header and the cookie
 * question at load, the gallery, forms and the rest when they come near the viewport or the
 * visitor reaches for them, and a click that arrives before an island listens is not lost.
 */
test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(async ({ context, baseURL }) => {
  await answerConsent(context, baseURL);
  await dismissPopup(context);
});

/** The first property of the for-sale list (demo properties have several pictures and forms further down). */
async function detailPath(page: Page): Promise<string> {
  await page.goto("/nl/te-koop/");
  return (await page.locator(".property-card-link").first().getAttribute("href")) ?? "/";
}

/** Holds back the Gallery island's chunk until the returned function is called. */
async function holdGalleryChunk(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/Gallery-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test("a form further down hydrates, and loads its code, only when scrolled near", async ({ page }) => {
  const path = await detailPath(page);
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(path);
  await islandReady(page, "SiteHeader");
  await page.waitForLoadState("networkidle");
  const visit = page.locator('#visit [data-island="LeadForm"]');
  await expect(visit).toBeAttached();
  await expect(visit).not.toHaveAttribute("data-hydrated");
  expect(scripts.some((script) => /\/LeadForm-[^/]+\.js$/.test(script))).toBe(false);

  await page.locator("#visit").scrollIntoViewIfNeeded();
  await expect(visit).toHaveAttribute("data-hydrated");
  expect(scripts.some((script) => /\/LeadForm-[^/]+\.js$/.test(script))).toBe(true);
});

test("a tap on the gallery's next button before the gallery hydrated is carried out once it has", async ({ page }) => {
  const path = await detailPath(page);
  const release = await holdGalleryChunk(page);
  await page.goto(path);
  await islandReady(page, "SiteHeader");
  const gallery = page.locator('[data-island="Gallery"]');
  await expect(gallery).not.toHaveAttribute("data-hydrated");
  const counter = page.locator(".gallery-counter [aria-hidden='true']");
  const total = Number(((await counter.textContent()) ?? "").split(" / ")[1]);
  expect(total).toBeGreaterThan(1);

  await page.locator(".gallery-next").click();
  release();
  await expect(gallery).toHaveAttribute("data-hydrated");
  await expect(counter).toHaveText(`2 / ${total}`);
});

test("a tap on a picture before the gallery hydrated opens the lightbox, not the picture's file", async ({ page }) => {
  const path = await detailPath(page);
  const release = await holdGalleryChunk(page);
  await page.goto(path);
  await islandReady(page, "SiteHeader");
  await page.locator(".gallery-slide a").first().click();
  release();
  await expect(page.locator("dialog.lightbox")).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(path);
});

test("when the gallery's code fails to load, a tap on a picture follows its link as without JavaScript", async ({ page }) => {
  const path = await detailPath(page);
  await page.route(/\/assets\/Gallery-[^/]+\.js$/, (route) => route.abort());
  await page.goto(path);
  await islandReady(page, "SiteHeader");
  const link = page.locator(".gallery-slide a").first();
  const picture = new URL((await link.getAttribute("href")) ?? "", page.url()).pathname;
  await link.click();
  await expect.poll(() => new URL(page.url()).pathname).toBe(picture);
});

test("the islands' code is fetched only once the page's main pictures have arrived", async ({ page }) => {
  const path = await detailPath(page);
  // Every picture waits, the gallery's first (fetchpriority="high") among them.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => /\.(jpe?g|png|webp|avif|svg)$/.test(url.pathname),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(path, { waitUntil: "domcontentloaded" });
  await expect(page.locator('img[fetchpriority="high"]').first()).toBeAttached();
  // The main script ran (a module, before DOMContentLoaded) and the page painted without its pictures.
  await nextFrames(page);
  expect(scripts.some((script) => /\/hydrate-islands-[^/]+\.js$/.test(script))).toBe(false);
  release();
  await islandReady(page, "SiteHeader");
  expect(scripts.some((script) => /\/hydrate-islands-[^/]+\.js$/.test(script))).toBe(true);
});
