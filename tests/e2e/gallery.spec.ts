import { expect, test, type Locator, type Page } from "@playwright/test";
import { answerConsent, dismissPopup, islandReady } from "./helpers";

test.beforeEach(async ({ context, baseURL }) => {
  await answerConsent(context, baseURL);
  await dismissPopup(context);
});

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
/** Longer than any slideshow delay the gallery ever had (5 s). */
const LONG_WAIT_MS = 30_000;

/** The first property of the for-sale list (demo properties have several pictures). */
async function detailPath(page: Page): Promise<string> {
  await page.goto("/nl/te-koop/");
  return (await page.locator(".property-card-link").first().getAttribute("href")) ?? "/";
}

async function openDetail(page: Page): Promise<void> {
  await page.goto(await detailPath(page));
  await islandReady(page, "Gallery");
}

const position = async (page: Page, scope: string) => {
  const [current, total] = ((await page.locator(`${scope} [aria-hidden="true"]`).textContent()) ?? "").split(" / ").map(Number);
  return { current: current ?? 0, total: total ?? 0 };
};

const focusIsIn = (page: Page, selector: string) => page.evaluate((inside) => !!document.activeElement?.closest(inside), selector);

/** A horizontal drag with the mouse, as a finger would swipe (swiper and the lightbox follow pointer events). */
async function swipe(page: Page, target: Locator, dx: number): Promise<void> {
  const box = (await target.boundingBox())!;
  const y = box.y + box.height / 2;
  const x = box.x + box.width / 2 - dx / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y, { steps: 5 });
  await page.mouse.move(x + dx, y, { steps: 5 });
  await page.mouse.up();
}

test("use the gallery and the lightbox with the keyboard", async ({ page }) => {
  await openDetail(page);
  const gallery = page.getByRole("region", { name: /Foto's van/ });
  // The heading's last control (the heart, after Print) is right before the gallery in keyboard order.
  await page.locator(".property-header [data-fav]").focus();
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
    expect(await focusIsIn(page, "dialog.lightbox")).toBe(true);
  }
  await page.keyboard.press("Shift+Tab");
  expect(await focusIsIn(page, "dialog.lightbox")).toBe(true);

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(slide).toBeFocused();
  await expect(gallery.locator(".gallery-counter")).toContainText(`${current} / ${total}`);
});

test("the gallery never moves by itself and has no slideshow button", async ({ page }) => {
  await page.clock.install();
  await openDetail(page);
  const { total } = await position(page, ".gallery-counter");
  expect(total).toBeGreaterThan(1);
  await page.clock.runFor(LONG_WAIT_MS);
  await expect(page.locator(".gallery-counter")).toContainText(`1 / ${total}`);
  await expect(page.getByRole("button", { name: /Diavoorstelling/ })).toHaveCount(0);
});

test.describe("on a desktop screen", () => {
  test.use({ viewport: DESKTOP });

  test("thumbnails under the picture show a picture, mark the current one and work with the keyboard", async ({ page }) => {
    await openDetail(page);
    const gallery = page.getByRole("region", { name: /Foto's van/ });
    const { total } = await position(page, ".gallery-counter");
    const thumbs = gallery.locator(".gallery-thumbs button");
    await expect(thumbs).toHaveCount(total);
    for (let at = 0; at < total; at += 1) await expect(thumbs.nth(at)).toHaveAccessibleName(`Foto ${at + 1} van ${total}`);
    await expect(thumbs.first()).toHaveAttribute("aria-current", "true");
    await expect(gallery.locator(".gallery-thumbs [aria-current]")).toHaveCount(1);

    const strip = await gallery.locator(".gallery-thumbs").boundingBox();
    const picture = await gallery.locator(".gallery-viewport").boundingBox();
    expect(strip!.y).toBeGreaterThanOrEqual(picture!.y + picture!.height);

    await thumbs.nth(1).click();
    await expect(gallery.locator(".gallery-counter")).toContainText(`2 / ${total}`);
    await expect(thumbs.nth(1)).toHaveAttribute("aria-current", "true");
    await expect(thumbs.first()).not.toHaveAttribute("aria-current", /.*/);
    await expect(thumbs.nth(1)).toBeFocused();

    await thumbs.first().focus();
    await page.keyboard.press("Enter");
    await expect(gallery.locator(".gallery-counter")).toContainText(`1 / ${total}`);
    await page.keyboard.press("Tab");
    await expect(thumbs.nth(1)).toBeFocused();
    await page.keyboard.press("Space");
    await expect(thumbs.nth(1)).toHaveAttribute("aria-current", "true");
    await expect(gallery.locator(".gallery-counter")).toContainText(`2 / ${total}`);
    // The thumbnails load lazily, at low priority, and never as the page's main picture.
    for (const image of await gallery.locator(".gallery-thumbs img").all()) {
      await expect(image).toHaveAttribute("loading", "lazy");
      await expect(image).toHaveAttribute("fetchpriority", "low");
    }
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("there are no thumbnails: the visitor swipes and reads the counter", async ({ page }) => {
    await openDetail(page);
    const gallery = page.getByRole("region", { name: /Foto's van/ });
    const { total } = await position(page, ".gallery-counter");
    await expect(gallery.locator(".gallery-thumbs")).toBeHidden();
    await expect(gallery.locator(".gallery-counter")).toBeVisible();
    await swipe(page, gallery.locator(".gallery-viewport"), -200);
    await expect(gallery.locator(".gallery-counter")).toContainText(`2 / ${total}`);
  });

  test("the lightbox covers the page completely, keeps focus, follows a swipe and gives focus back", async ({ page }) => {
    await openDetail(page);
    const { total } = await position(page, ".gallery-counter");
    // Until swiper is ready every slide is reachable; then all but the shown one are inert.
    await expect(page.locator(".gallery-slide:not([inert])")).toHaveCount(1);
    const opener = page.locator(".gallery-slide:not([inert]) a");
    await opener.click();
    const dialog = page.getByRole("dialog", { name: /Foto's van/ });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveCSS("opacity", "1");
    const cover = await page.evaluate(() => {
      const lightbox = document.querySelector("dialog.lightbox")!;
      const box = lightbox.getBoundingClientRect();
      const corners = [
        [1, 1],
        [innerWidth - 2, 1],
        [1, innerHeight - 2],
        [innerWidth - 2, innerHeight - 2],
      ].map(([x, y]) => lightbox.contains(document.elementFromPoint(x!, y!)));
      return {
        box: [box.x, box.y, box.width, box.height],
        size: [innerWidth, innerHeight],
        corners,
        ground: getComputedStyle(lightbox).backgroundColor,
        backdrop: getComputedStyle(lightbox, "::backdrop").backgroundColor,
      };
    });
    expect(cover.box).toEqual([0, 0, ...cover.size]);
    expect(cover.corners).toEqual([true, true, true, true]);
    // Opaque colours: rgb(), never rgba() with an alpha below one.
    expect(cover.ground).toMatch(/^rgb\(/);
    expect(cover.backdrop).toMatch(/^rgb\(/);

    await swipe(page, dialog.locator("img"), -150);
    await expect(dialog.locator(".lightbox-counter")).toContainText(`2 / ${total}`);
    await swipe(page, dialog.locator("img"), 150);
    await expect(dialog.locator(".lightbox-counter")).toContainText(`1 / ${total}`);

    for (let press = 0; press < 4; press += 1) {
      await page.keyboard.press("Tab");
      expect(await focusIsIn(page, "dialog.lightbox")).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

for (const [screen, viewport] of Object.entries({ desktop: DESKTOP, phone: PHONE })) {
  test(`nothing moves when the gallery hydrates (${screen})`, async ({ browser, baseURL }) => {
    const boxes = async (hydrate: boolean) => {
      const context = await browser.newContext({ viewport, baseURL });
      await answerConsent(context, baseURL);
      await dismissPopup(context);
      const page = await context.newPage();
      // Without its chunk the island stays as the server rendered it: the first paint, frozen.
      if (!hydrate) await page.route(/\/assets\/Gallery-[^/]+\.js$/, (route) => route.abort());
      await page.goto(await detailPath(page));
      if (hydrate) await islandReady(page, "Gallery");
      else await page.waitForLoadState("networkidle");
      const measured = await page.evaluate(() =>
        [".gallery", ".gallery-viewport", ".gallery-controls", ".gallery-thumbs", ".property-columns"].map((selector) => {
          const box = document.querySelector(selector)!.getBoundingClientRect();
          // What follows the gallery must not move; its own height changes with other islands (forms, map).
          return selector === ".property-columns" ? `${selector} ${Math.round(box.y)}` : `${selector} ${Math.round(box.y)} ${Math.round(box.height)}`;
        }),
      );
      await context.close();
      return measured;
    };
    expect(await boxes(true)).toEqual(await boxes(false));
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });

  test("a numbered link per picture brings it into the strip", async ({ page }) => {
    await page.goto(await detailPath(page));
    const pages = page.locator(".gallery-pages");
    await expect(pages).toBeVisible();
    await expect(page.locator(".gallery-controls")).toBeHidden();
    const total = await pages.getByRole("link").count();
    expect(total).toBeGreaterThan(1);
    const slides = page.locator(".gallery-slide");
    await expect(slides.first()).toBeInViewport({ ratio: 0.9 });
    await pages.getByRole("link", { name: `Foto ${total} van ${total}`, exact: true }).click();
    await expect(slides.last()).toBeInViewport({ ratio: 0.9 });
    await expect(slides.first()).not.toBeInViewport();
  });
});

test("the first picture is in the page as the eager, high-priority main picture", async ({ page }) => {
  await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
  await page.goto(await detailPath(page));
  const first = page.locator(".gallery-slide img").first();
  await expect(first).toBeVisible();
  await expect(first).toHaveAttribute("loading", "eager");
  await expect(first).toHaveAttribute("fetchpriority", "high");
  expect(await first.evaluate((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0)).toBe(true);
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
