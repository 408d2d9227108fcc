import { expect, test, type Page } from "@playwright/test";
import { fixedPath } from "../../client/i18n/routes";
import { axeViolations, publishContent as publish } from "./helpers";

test.use({ locale: "en-GB" });

const MENU = "/staff/content/menu/";

const labels = (page: Page) => page.locator(".sortable li .sortable-label").evaluateAll((spans) => spans.map((span) => span.firstChild?.textContent ?? ""));

/** Whether the public English header lists for sale before for rent. */
async function saleBeforeRent(page: Page): Promise<boolean> {
  const html = await (await page.request.get("/en/")).text();
  const sale = html.indexOf(`href="${fixedPath("forSale", "en")}"`);
  const rent = html.indexOf(`href="${fixedPath("forRent", "en")}"`);
  expect(Math.min(sale, rent), "the header links both").toBeGreaterThan(-1);
  return sale < rent;
}

/**
 * The menu's order by keyboard (Space takes, arrows move, Space puts down, each move announced) and
 * by drag and drop, saved with one button; the public header follows at the next publish.
 */
test("orders the menu by keyboard and by drag, and the public header follows the publish", async ({ page }) => {
  expect(await saleBeforeRent(page)).toBe(true);
  await page.goto(MENU);
  await expect(page.locator("[data-staff-island][data-mounted]")).toHaveCount(1);
  expect(await axeViolations(page, "menu order")).toEqual([]);
  const original = await labels(page);
  expect(original.length).toBe(7);
  const items = page.locator(".sortable li");

  // Keyboard: the second page (for sale) one place down.
  const handle = (index: number) => items.nth(index).locator(".sortable-handle");
  await handle(1).focus();
  await page.keyboard.press("Space");
  await expect(page.locator("[aria-live]")).toContainText(`${original[1]} taken, position 2 of 7`);
  await page.keyboard.press("ArrowDown");
  await expect(page.locator("[aria-live]")).toContainText(`${original[1]} is now at position 3 of 7`);
  await expect(handle(2)).toBeFocused();
  await expect(handle(2)).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("Space");
  await expect(page.locator("[aria-live]")).toContainText(`${original[1]} put down at position 3 of 7`);
  // Escape puts a taken page back where it was taken.
  await page.keyboard.press("Space");
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("Escape");
  await expect(page.locator("[aria-live]")).toContainText("Move cancelled");
  const keyed = [original[0], original[2], original[1], ...original.slice(3)];
  expect(await labels(page)).toEqual(keyed);

  // Drag: the last page onto the first.
  await handle(6).dragTo(items.nth(0));
  const dragged = [original[6], ...keyed.slice(0, 6)];
  expect(await labels(page)).toEqual(dragged);

  await page.getByRole("button", { name: "Save order" }).click();
  await expect(page.getByRole("status")).toContainText("The menu order is saved");
  expect(await labels(page)).toEqual(dragged);
  expect(await saleBeforeRent(page)).toBe(true);

  await publish(page);
  expect(await saleBeforeRent(page)).toBe(false);

  // The site as it was for the other tests: the first order, by the buttons this time.
  await page.goto(MENU);
  await expect(page.locator("[data-staff-island][data-mounted]")).toHaveCount(1);
  for (const [target, label] of original.entries()) {
    const from = (await labels(page)).indexOf(label ?? "");
    for (let at = from; at > target; at -= 1) await items.nth(at).getByRole("button", { name: "Move up" }).click();
  }
  expect(await labels(page)).toEqual(original);
  await page.getByRole("button", { name: "Save order" }).click();
  await expect(page.getByRole("status")).toContainText("The menu order is saved");
  await publish(page);
  expect(await saleBeforeRent(page)).toBe(true);
});
