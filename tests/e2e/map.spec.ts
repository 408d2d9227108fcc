import { expect, test, type Locator, type Page } from "@playwright/test";
import { answerConsent, dismissPopup, islandReady } from "./helpers";
import { colourShares, colourUnderClusters, mapSettled, markersOutside, popupOutside, styleColours } from "./map-view";

test.beforeEach(async ({ context, baseURL }) => {
  await answerConsent(context, baseURL);
  await dismissPopup(context);
});

/** Every address the page requested that belongs to maplibre (its code chunk, stylesheet or worker). */
function maplibreRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (/maplibre/i.test(request.url())) urls.push(request.url());
  });
  return urls;
}

test("the plain list view does not load maplibre", async ({ page }) => {
  const requested = maplibreRequests(page);
  await page.goto("/nl/te-koop/");
  await islandReady(page, "SiteHeader");
  await page.waitForLoadState("networkidle");
  const toggle = page.getByRole("navigation", { name: "Weergave" });
  await expect(toggle.getByRole("link", { name: "Lijst" })).toHaveAttribute("aria-current", "page");
  expect(requested).toEqual([]);
});

/** Every request the page makes that leaves our origin: none may, a map included. */
function offOrigin(page: Page, baseURL: string | undefined): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    const url = request.url();
    if (!url.startsWith(baseURL ?? "http://127.0.0.1") && !url.startsWith("data:") && !url.startsWith("blob:")) urls.push(url);
  });
  return urls;
}

type PayloadRow = [number, number, number, number, string, string, string, string];

async function payloadOf(page: Page): Promise<{ markers: PayloadRow[]; hidden: number }> {
  const markersUrl = await page
    .locator('[data-island="ListingMap"]')
    .evaluate((node) => (JSON.parse((node as HTMLElement).dataset.props ?? "{}") as { markersUrl: string }).markersUrl);
  return (await (await page.request.get(markersUrl)).json()) as { markers: PayloadRow[]; hidden: number };
}

/** How many properties the map shows: one per pin (or the number a spot's pin carries), and each cluster's count. */
async function shownCount(canvas: Locator): Promise<number> {
  const counts = [
    ...(await canvas.locator("button.map-cluster").allTextContents()),
    ...(await canvas.locator("button.map-marker .map-group-count").allTextContents()),
  ];
  const single = await canvas.locator("button.map-marker:not(.map-group)").count();
  return single + counts.reduce((sum, text) => sum + Number(text), 0);
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`offline, the list map draws its base with the cities and frames every marker (${viewport.width} px)`, async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    const elsewhere = offOrigin(page, baseURL);
    const colours = await styleColours(page, "nl");
    await page.goto("/nl/te-koop/?view=map");
    const canvas = page.locator(".listing-map-canvas");
    await mapSettled(canvas);

    const payload = await payloadOf(page);
    expect(payload.markers.length).toBeGreaterThan(12);
    await expect.poll(() => shownCount(canvas)).toBe(payload.markers.length);
    // Crowded markers are clustered: fewer buttons than properties.
    expect(await canvas.locator("button.map-cluster").count()).toBeGreaterThan(0);
    expect(await markersOutside(canvas)).toEqual([]);

    // The base is drawn: sea, neighbouring land and Belgium and Luxembourg each cover part of the map,
    // and the cities' names are written on it (their dark text), all without a request elsewhere.
    const shares = await colourShares(page, canvas, { sea: colours["sea"]!, land: colours["land"]!, home: colours["home"]! });
    expect(shares.home).toBeGreaterThan(0.15);
    expect(shares.land).toBeGreaterThan(0.02);
    expect(shares.sea).toBeGreaterThan(0.01);
    // Text is antialiased: its dark core, not its edges, is near the labels' colour. Nothing else on
    // the map is that dark (the cities' dots and the borders are lighter), so these pixels are names.
    const { label } = await colourShares(page, canvas, { label: colours["place-labels"]! }, 90);
    expect(label).toBeGreaterThan(0.0002);
    expect(elsewhere).toEqual([]);
  });
}

test("the map view's markers work with the keyboard: a cluster zooms in, a pin opens its card", async ({ page }) => {
  // maplibre draws with software WebGL here, on a machine other test runs share.
  test.setTimeout(90_000);
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  const requested = maplibreRequests(page);

  await page.goto("/nl/te-koop/?type=1");
  await page.getByRole("navigation", { name: "Weergave" }).getByRole("link", { name: "Kaart" }).click();
  await expect(page).toHaveURL(/type=1/);
  await expect(page).toHaveURL(/view=map/);
  await expect(page.getByRole("navigation", { name: "Weergave" }).getByRole("link", { name: "Kaart" })).toHaveAttribute("aria-current", "page");

  const payload = await payloadOf(page);
  expect(payload.markers.length).toBeGreaterThan(0);
  const map = page.getByRole("region", { name: "Kaart van de gevonden panden" });
  await expect(map).toBeVisible();
  const canvas = page.locator(".listing-map-canvas");
  await mapSettled(canvas);
  await expect.poll(() => shownCount(canvas)).toBe(payload.markers.length);
  expect(await markersOutside(canvas)).toEqual([]);
  expect(requested.some((url) => /maplibre-map-.*\.js/.test(url))).toBe(true);
  expect(requested.some((url) => /maplibre-gl-worker-.*\.mjs/.test(url))).toBe(true);

  const status = page.locator(".listing-map-status");
  await expect(status).toContainText(`${payload.markers.length} ${payload.markers.length === 1 ? "pand" : "panden"} op de kaart`);
  if (payload.hidden > 0) await expect(status).toContainText(`${payload.hidden} ${payload.hidden === 1 ? "pand staat" : "panden staan"} niet op de kaart`);

  // A cluster is a button named after its count; Enter zooms in on it and the focus lands on a marker
  // near where it stood. Again until a pin has the focus.
  const focused = () => page.evaluate(() => document.activeElement?.className ?? "");
  const cluster = canvas.locator("button.map-cluster").first();
  await expect(cluster).toHaveAccessibleName(/^\d+ panden hier: inzoomen$/);
  await cluster.focus();
  for (let step = 0; step < 8 && (await focused()).includes("map-cluster"); step++) {
    const before = await canvas.getAttribute("data-map-state");
    const label = await page.evaluate(() => document.activeElement?.getAttribute("aria-label"));
    await page.keyboard.press("Enter");
    await page.waitForFunction(
      (previous) => document.activeElement?.getAttribute("aria-label") !== previous && document.activeElement !== document.body,
      label,
    );
    expect(before).toBe("idle");
    await mapSettled(canvas);
  }
  expect(await focused()).toContain("map-marker");

  // Enter on a pin opens its card; the card's link is focused and leads to the detail page.
  const marker = page.locator("button.map-marker:focus");
  const name = (await marker.getAttribute("aria-label")) ?? "";
  const type = name.split(" in ")[0]!;
  await page.keyboard.press("Enter");
  const card = page.locator(".map-popup .map-card");
  await expect(card).toBeVisible();
  const link = card.getByRole("link");
  await expect(link).toBeFocused();
  await expect(link).toContainText(type);
  const href = await link.getAttribute("href");
  expect(href).toMatch(/^\/nl\/te-koop\/[a-z0-9-]+\/[a-z0-9-]+\/\d+\/$/);
  expect(payload.markers.map((row) => row[7])).toContain(href);

  // Escape closes the card and gives focus back to its marker.
  await page.keyboard.press("Escape");
  await expect(card).toHaveCount(0);
  await expect(page.getByRole("button", { name })).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(card.getByRole("link")).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(problems).toEqual([]);
});

test("no cluster hides a city's name, and a pin's card opens wholly inside the map, on a desktop and a phone", async ({ page }) => {
  test.setTimeout(90_000);
  const colours = await styleColours(page, "nl");
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto("/nl/te-koop/?view=map");
  const canvas = page.locator(".listing-map-canvas");
  await mapSettled(canvas);
  await expect(canvas.locator("button.map-cluster").first()).toBeVisible();
  // The labels' dark text under a cluster's disc is a name the cluster covers.
  expect(await colourUnderClusters(page, canvas, colours["place-labels"]!, 90)).toEqual({});

  // One property alone in the middle of the map: its card is taller than the room above or below the pin.
  await page.route("**/api/map/nl/sale.json*", async (route) => {
    const response = await route.fetch();
    const payload = (await response.json()) as { markers: PayloadRow[]; hidden: number };
    await route.fulfill({ response, json: { markers: payload.markers.filter((row) => (row as unknown[])[8]).slice(0, 1), hidden: 0 } });
  });
  for (const viewport of [
    { width: 1366, height: 800 },
    { width: 360, height: 740 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto("/nl/te-koop/?view=map");
    await mapSettled(canvas);
    await canvas.locator("button.map-marker").click();
    const card = page.locator(".map-popup .map-card");
    await expect(card.locator("img")).toHaveJSProperty("complete", true);
    await mapSettled(canvas);
    expect(await popupOutside(canvas), `at ${viewport.width} px`).toEqual({});
    await expect(card.getByRole("link")).toBeInViewport();
  }
});

test("properties at one spot are one pin whose card lists them all, and Tab visits the pins west to east", async ({ page }) => {
  test.setTimeout(60_000);
  // Flats in one building: the demo's properties each have a spot of their own, so the map's payload
  // is cut to five, three of them moved to one address in Brussels, one in Ghent (west) and one in Liège (east).
  let rows: PayloadRow[] = [];
  await page.route("**/api/map/nl/sale.json*", async (route) => {
    const response = await route.fetch();
    const payload = (await response.json()) as { markers: PayloadRow[]; hidden: number };
    const at = (row: PayloadRow | undefined, lat: number, lng: number): PayloadRow => [
      row![0],
      lat,
      lng,
      ...(row!.slice(3) as [number, string, string, string, string]),
    ];
    const [a, b, c, west, east] = payload.markers;
    rows = [at(a, 50.8467, 4.3525), at(b, 50.8467, 4.3525), at(c, 50.8467, 4.3525), at(west, 51.0543, 3.7174), at(east, 50.6326, 5.5797)];
    await route.fulfill({ response, json: { markers: rows, hidden: payload.hidden } });
  });
  await page.goto("/nl/te-koop/?view=map");
  const canvas = page.locator(".listing-map-canvas");
  await mapSettled(canvas);
  const pins = canvas.locator("button.map-marker");
  await expect(pins).toHaveCount(3);
  await expect(canvas.locator("button.map-cluster")).toHaveCount(0);
  expect(await markersOutside(canvas)).toEqual([]);

  // In the page, and so for Tab, the pins run west to east.
  const lefts = await pins.evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().left));
  expect(lefts).toEqual([...lefts].sort((p, q) => p - q));
  await pins.first().focus();
  await page.keyboard.press("Tab");
  await expect(pins.nth(1)).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(pins.nth(2)).toBeFocused();

  // The building's pin says how many properties are there; a click opens one card listing them all.
  const building = canvas.locator("button.map-group");
  await expect(building).toHaveAccessibleName(/^3 panden op hetzelfde adres in .+$/);
  await expect(building).toHaveText("3");
  await building.click();
  const card = page.locator(".map-popup .map-card");
  await expect(card.getByRole("listitem")).toHaveCount(3);
  const hrefs = await card.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(hrefs.sort()).toEqual(
    rows
      .slice(0, 3)
      .map((row) => row[7])
      .sort(),
  );
  await expect(card.getByRole("link").first()).toBeFocused();
  // Escape closes it and gives the focus back to the pin.
  await page.keyboard.press("Escape");
  await expect(card).toHaveCount(0);
  await expect(building).toBeFocused();
});

/** The print picture's pixels: its size, the colour at its centre, and the share of pixels near `colour`. */
async function picturePixels(picture: Locator, colour: string): Promise<{ width: number; centre: number[]; share: number }> {
  return picture.evaluate((node, hex) => {
    const canvas = node as HTMLCanvasElement;
    const { data } = canvas.getContext("2d")!.getImageData(0, 0, canvas.width, canvas.height);
    const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
    let near = 0;
    for (let i = 0; i < data.length; i += 4) if (Math.abs(data[i]! - r!) + Math.abs(data[i + 1]! - g!) + Math.abs(data[i + 2]! - b!) <= 24) near++;
    const at = (Math.floor(canvas.height / 2) * canvas.width + Math.floor(canvas.width / 2)) * 4;
    return { width: canvas.width, centre: [...data.slice(at, at + 3)], share: near / (data.length / 4) };
  }, colour);
}

interface MapCopies {
  /** Copies of the map's WebGL canvas into a 2D canvas (a print picture). */
  copied: number;
  /** Canvases encoded as data addresses. */
  encoded: number;
}

/** Counts, in the page, every copy made of the map's drawing and every canvas encoded as a data address. */
async function countMapCopies(page: Page): Promise<() => Promise<MapCopies>> {
  await page.addInitScript(() => {
    const copies: MapCopies = { copied: 0, encoded: 0 };
    (window as unknown as { mapCopies: MapCopies }).mapCopies = copies;
    const drawImage = CanvasRenderingContext2D.prototype.drawImage as (...args: unknown[]) => void;
    CanvasRenderingContext2D.prototype.drawImage = function (this: CanvasRenderingContext2D, ...args: unknown[]) {
      if (args[0] instanceof HTMLCanvasElement && args[0].classList.contains("maplibregl-canvas")) copies.copied++;
      drawImage.apply(this, args);
    } as CanvasRenderingContext2D["drawImage"];
    const toDataURL = HTMLCanvasElement.prototype.toDataURL;
    HTMLCanvasElement.prototype.toDataURL = function (this: HTMLCanvasElement, ...args: Parameters<typeof toDataURL>) {
      copies.encoded++;
      return toDataURL.apply(this, args);
    };
  });
  return () => page.evaluate(() => ({ ...(window as unknown as { mapCopies: MapCopies }).mapCopies }));
}

/** The print picture's pin colour (client/components/map/print-picture.ts). */
const PIN_RGB = [0x0b, 0x5d, 0x63];

async function firstDetailPath(page: Page): Promise<{ path: string; type: string; city: string }> {
  await page.goto("/nl/te-koop/?view=map");
  const [, , , , type, city, , path] = (await payloadOf(page)).markers[0]!;
  return { path, type, city };
}

test("a property's detail page shows its place on the base, and prints a picture of it", async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  const elsewhere = offOrigin(page, baseURL);
  const colours = await styleColours(page, "nl");
  const { path, type, city } = await firstDetailPath(page);
  const copies = await countMapCopies(page);
  await page.goto(path);
  const location = page.locator("section[aria-labelledby=location-title]");
  const canvas = location.locator(".listing-map-canvas");
  await mapSettled(canvas);
  const pin = location.getByRole("img", { name: `${type} in ${city}` });
  await expect(pin).toBeVisible();
  expect(await markersOutside(canvas)).toEqual([]);
  // Centred on the property: the pin's tip is in the middle of the map.
  const [pinBox, mapBox] = [await pin.boundingBox(), await canvas.boundingBox()];
  expect(Math.abs(pinBox!.x + pinBox!.width / 2 - (mapBox!.x + mapBox!.width / 2))).toBeLessThan(2);
  expect(Math.abs(pinBox!.y + pinBox!.height - (mapBox!.y + mapBox!.height / 2))).toBeLessThan(2);
  const { home } = await colourShares(page, canvas, { home: colours["home"]! });
  expect(home).toBeGreaterThan(0.3);
  const { label } = await colourShares(page, canvas, { label: colours["place-labels"]! }, 90);
  expect(label).toBeGreaterThan(0.0002);
  await expect(location.getByRole("link", { name: "Bekijk op de kaart" })).toBeVisible();
  await expect(location.getByRole("link", { name: "Bekijk in Street View" })).toHaveAttribute("href", /map_action=pano&viewpoint=/);

  // Nothing is copied for print while the visitor looks at the map, however often it settles.
  await canvas.getByRole("button", { name: "Inzoomen" }).click();
  await mapSettled(canvas);
  expect(await copies()).toEqual({ copied: 0, encoded: 0 });
  await expect(location.locator(".listing-map-print")).not.toHaveAttribute("data-drawn");

  // Printed (Chrome's print preview turns the print media on, as this emulation does), the live map
  // is gone and a still picture of it takes its place, the pin at its centre.
  await page.emulateMedia({ media: "print" });
  await expect(canvas).toBeHidden();
  const picture = location.getByRole("img", { name: "Kaart met de ligging van het pand" });
  await expect(picture).toBeVisible();
  const pixels = await picturePixels(picture, colours["home"]!);
  expect(pixels.width).toBeGreaterThan(100);
  expect(pixels.centre).toEqual(PIN_RGB);
  expect(pixels.share).toBeGreaterThan(0.3);
  // One copy, made as the page went to print, and no data address.
  expect(await copies()).toEqual({ copied: 1, encoded: 0 });
  expect(elsewhere).toEqual([]);
});

test("the browser's print command draws the print picture too", async ({ page }) => {
  test.setTimeout(60_000);
  const { path } = await firstDetailPath(page);
  await page.goto(path);
  const location = page.locator("section[aria-labelledby=location-title]");
  await mapSettled(location.locator(".listing-map-canvas"));
  const printPicture = location.locator("canvas.listing-map-print");
  await expect(printPicture).not.toHaveAttribute("data-drawn");
  // Printing to PDF runs the page's print steps (beforeprint, afterprint) without the print media
  // query ever changing: the picture is drawn on beforeprint.
  await page.pdf();
  await expect(printPicture).toHaveAttribute("data-drawn", "");
  expect((await picturePixels(printPicture, "#000000")).centre).toEqual(PIN_RGB);
});

test("a printed detail page whose map was never drawn shows no empty map box", async ({ page }) => {
  const { path } = await firstDetailPath(page);
  // The map loads as it comes into view: printed straight away, it has not been drawn.
  await page.setViewportSize({ width: 1280, height: 300 });
  await page.goto(path);
  await page.pdf();
  await page.emulateMedia({ media: "print" });
  const location = page.locator("section[aria-labelledby=location-title]");
  await expect(location.locator(".listing-map-canvas")).toBeHidden();
  await expect(location.locator(".listing-map-print")).toBeHidden();
  await expect(location.locator(".listing-map-print")).not.toHaveAttribute("data-drawn");
});

test("a hidden address shows its approximate area, not a spot", async ({ page }) => {
  test.setTimeout(60_000);
  const payload = await (await page.request.get("/api/map/nl/sale.json")).json();
  const located = new Set((payload as { markers: PayloadRow[] }).markers.map((row) => row[7]));
  let path: string | undefined;
  for (let number = 1; !path && number <= 10; number++) {
    const html = await (await page.request.get(`/nl/te-koop/?page=${number}`)).text();
    path = [...html.matchAll(/href="(\/nl\/te-koop\/[^"?]+\/\d+\/)"/g)].map((match) => match[1]!).find((href) => !located.has(href));
  }
  expect(path).toBeDefined();
  await page.goto(path!);
  const location = page.locator("section[aria-labelledby=location-title]");
  await expect(location).toContainText("de cirkel toont de buurt waarin het ligt");
  const canvas = location.locator(".listing-map-canvas");
  await mapSettled(canvas);
  await expect(canvas.locator(".map-marker")).toHaveCount(0);
  // The circle is drawn in the base: its see-through fill (the site's #0b5d63 at 18 %) over the
  // light land covers part of the map.
  const shares = await colourShares(page, canvas, { area: "#ccdad6" }, 12);
  expect(shares.area).toBeGreaterThan(0.02);
  await expect(location.getByRole("link", { name: "Bekijk in Street View" })).toHaveCount(0);
});
