import { expect, test, type Page } from "@playwright/test";
import { decodeArea, inRing } from "../../client/domain/area";
import { answerConsent, axeViolations, dismissPopup, nextFrames } from "./helpers";
import { mapSettled } from "./map-view";

test.beforeEach(async ({ context, baseURL }) => {
  await answerConsent(context, baseURL);
  await dismissPopup(context);
});

type Row = [number, number, number, ...unknown[]];

async function payloadOf(page: Page): Promise<{ markers: Row[]; hidden: number }> {
  const url = await page
    .locator('[data-island="ListingMap"]')
    .evaluate((node) => (JSON.parse((node as HTMLElement).dataset.props ?? "{}") as { markersUrl: string }).markersUrl);
  return (await (await page.request.get(url)).json()) as { markers: Row[]; hidden: number };
}

test("drawing an area on the for-rent map lists only what lies inside it, and offers it as an alert", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/nl/te-huur/?view=map");
  await mapSettled(page.locator(".listing-map-canvas"));
  const all = await payloadOf(page);

  const draw = page.getByRole("button", { name: "Teken een zone op de kaart" });
  await expect(draw).toHaveAccessibleDescription(/toetsenbord/);
  await draw.click();
  const canvas = page.locator(".area-draw-canvas");
  await mapSettled(canvas);
  const dots = page.locator(".area-draw-canvas .area-draw-dot");
  await expect(dots).toHaveCount(all.markers.length);
  expect((await axeViolations(page, "drawing")).join("\n")).toBe("");

  // The dots' centres, left to right: the polygon takes the left part, split where two dots lie apart.
  const centres = (
    await dots.evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect()).map((r) => [r.x + r.width / 2, r.y + r.height / 2]))
  ).sort((a, b) => a[0]! - b[0]!);
  const box = (await canvas.boundingBox())!;
  let split = Math.floor(centres.length / 2);
  while (split < centres.length - 1 && centres[split]![0]! - centres[split - 1]![0]! < 12) split += 1;
  const right = (centres[split - 1]![0]! + centres[split]![0]!) / 2;
  const inside = centres.filter(([x, y]) => x! < right && y! > box.y + 12 && y! < box.y + box.height - 12).length;
  expect(inside).toBeGreaterThan(1);
  expect(inside).toBeLessThan(centres.length);
  const corners: [number, number][] = [
    [box.x + 12, box.y + 12],
    [right, box.y + 12],
    [right, box.y + box.height - 12],
    [box.x + 12, box.y + box.height - 12],
  ];
  // terra-draw's polygon mode: a click per corner, then a click on the first corner closes the polygon.
  for (const [index, [x, y]] of [...corners, corners[0]!].entries()) {
    // terra-draw takes a corner on the frame after its click; the last click closes the polygon and leaves the page.
    if (index > 0) await nextFrames(page);
    await page.mouse.move(x, y, { steps: 4 });
    await page.mouse.click(x, y);
  }

  await page.waitForURL(/[?&]area=/, { timeout: 15_000 });
  const url = new URL(page.url());
  expect(url.pathname).toBe("/nl/te-huur/");
  expect(url.searchParams.get("view")).toBe("map");
  const area = url.searchParams.get("area")!;
  const ring = decodeArea(area)!;
  expect(ring).toHaveLength(4);

  await mapSettled(page.locator(".listing-map-canvas"));
  const filtered = await payloadOf(page);
  expect(filtered.markers).toHaveLength(inside);
  for (const [, lat, lng] of filtered.markers) expect(inRing(ring, [lng, lat])).toBe(true);
  await expect(page.locator(".list-summary")).toContainText(`${filtered.markers.length + filtered.hidden} `);

  const mail = page.getByRole("link", { name: "Bewaar deze zoekopdracht" });
  const href = new URL((await mail.getAttribute("href"))!, url);
  expect(href.pathname).toBe("/nl/zoekopdracht/");
  expect(href.searchParams.get("area")).toBe(area);
  expect(href.searchParams.get("goal")).toBe("1");
  expect((await axeViolations(page, "area drawn")).join("\n")).toBe("");
});

test("the zone combobox works with the keyboard alone and fills the zones field", async ({ page }) => {
  await page.goto("/nl/zoekopdracht/");
  const combobox = page.getByRole("combobox", { name: "Gemeenten of postcodes" });
  await expect(combobox).toBeVisible();
  const zones = page.locator('input[name="zones"]');
  await combobox.focus();
  await page.keyboard.type("gent");
  await expect(combobox).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("status").filter({ hasText: /gemeente.* gevonden/ })).toHaveCount(1);
  await page.keyboard.press("ArrowDown");
  const active = await combobox.getAttribute("aria-activedescendant");
  expect(active).toBeTruthy();
  await expect(page.locator(`#${active}`)).toHaveText(/9000 Gent/);
  expect((await axeViolations(page, "combobox open")).join("\n")).toBe("");
  await page.keyboard.press("Enter");
  await expect(zones).toHaveValue("9000");
  await page.keyboard.press("Escape");
  await expect(combobox).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("button", { name: "9000 Gent verwijderen" })).toBeVisible();
  await expect(combobox).toBeFocused();

  // A postcode the list does not have is kept as typed; Backspace in the empty field removes the last chip.
  await combobox.fill("");
  await page.keyboard.type("L-1234");
  await page.keyboard.press("Enter");
  await expect(zones).toHaveValue("9000, L-1234");
  await page.keyboard.press("Backspace");
  await expect(zones).toHaveValue("9000");
  expect((await axeViolations(page, "zone chosen")).join("\n")).toBe("");
});
