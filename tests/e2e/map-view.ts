import { expect, type Locator, type Page } from "@playwright/test";

/** The colours of our style's layers, by layer id (fill, background, text or circle colour). */
export async function styleColours(page: Page, lang: string): Promise<Record<string, string>> {
  const style = (await (await page.request.get(`/api/map/style/${lang}.json`)).json()) as { layers: { id: string; paint?: Record<string, unknown> }[] };
  const colours: Record<string, string> = {};
  for (const layer of style.layers) {
    const paint = layer.paint ?? {};
    const colour = paint["background-color"] ?? paint["fill-color"] ?? paint["text-color"] ?? paint["circle-color"] ?? paint["line-color"];
    if (typeof colour === "string") colours[layer.id] = colour;
  }
  return colours;
}

/** Waits until the map in `canvas` has loaded its style, tiles and markers and stopped moving. */
export async function mapSettled(canvas: Locator): Promise<void> {
  await canvas.scrollIntoViewIfNeeded();
  await expect(canvas).toHaveAttribute("data-map-state", "idle", { timeout: 45_000 });
}

/**
 * The share of the map's pixels (markers and controls hidden) within `tolerance` (the sum of the
 * channels' differences) of each colour: what the visitor sees drawn, read from a screenshot (a WebGL
 * canvas cannot be read back once it has been shown).
 */
export async function colourShares(page: Page, canvas: Locator, colours: Record<string, string>, tolerance = 24): Promise<Record<string, number>> {
  const markers = canvas.locator(".maplibregl-marker, .maplibregl-ctrl");
  await markers.evaluateAll((nodes) => nodes.forEach((node) => ((node as HTMLElement).style.visibility = "hidden")));
  const png = (await canvas.locator("canvas").screenshot()).toString("base64");
  await markers.evaluateAll((nodes) => nodes.forEach((node) => ((node as HTMLElement).style.visibility = "")));
  return page.evaluate(
    async ({ png, colours, tolerance }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${png}`;
      await image.decode();
      const surface = document.createElement("canvas");
      [surface.width, surface.height] = [image.width, image.height];
      const context = surface.getContext("2d")!;
      context.drawImage(image, 0, 0);
      const { data } = context.getImageData(0, 0, image.width, image.height);
      const rgb = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
      const targets = Object.entries(colours).map(([name, hex]) => [name, rgb(hex)] as const);
      const counts: Record<string, number> = Object.fromEntries(targets.map(([name]) => [name, 0]));
      for (let i = 0; i < data.length; i += 4) {
        for (const [name, [r, g, b]] of targets) {
          if (Math.abs(data[i]! - r!) + Math.abs(data[i + 1]! - g!) + Math.abs(data[i + 2]! - b!) <= tolerance) counts[name]! += 1;
        }
      }
      const total = data.length / 4;
      return Object.fromEntries(Object.entries(counts).map(([name, count]) => [name, count / total]));
    },
    { png, colours, tolerance },
  );
}

/** The boxes of every marker and cluster that lies outside the map's own box (none, when framed well). */
export async function markersOutside(canvas: Locator): Promise<string[]> {
  return canvas.evaluate((container) => {
    const box = container.getBoundingClientRect();
    return [...container.querySelectorAll<HTMLElement>(".map-marker, .map-cluster")]
      .filter((node) => {
        const r = node.getBoundingClientRect();
        return r.left < box.left || r.top < box.top || r.right > box.right || r.bottom > box.bottom;
      })
      .map((node) => `${node.getAttribute("aria-label")} at ${JSON.stringify(node.getBoundingClientRect())} outside ${JSON.stringify(box)}`);
  });
}

/**
 * For each cluster on the map, how many pixels of the base under its disc have `colour` (the city
 * labels' text): what the cluster hides. Read from a screenshot with the markers hidden, like `colourShares`.
 */
export async function colourUnderClusters(page: Page, canvas: Locator, colour: string, tolerance = 24): Promise<Record<string, number>> {
  const discs = await canvas.evaluate((container) => {
    const box = container.querySelector("canvas")!.getBoundingClientRect();
    return [...container.querySelectorAll<HTMLElement>(".map-cluster")].map((cluster) => {
      const rect = cluster.getBoundingClientRect();
      return {
        name: cluster.getAttribute("aria-label") ?? "",
        x: rect.left + rect.width / 2 - box.left,
        y: rect.top + rect.height / 2 - box.top,
        r: rect.width / 2,
      };
    });
  });
  const markers = canvas.locator(".maplibregl-marker, .maplibregl-ctrl");
  await markers.evaluateAll((nodes) => nodes.forEach((node) => ((node as HTMLElement).style.visibility = "hidden")));
  const png = (await canvas.locator("canvas").screenshot()).toString("base64");
  await markers.evaluateAll((nodes) => nodes.forEach((node) => ((node as HTMLElement).style.visibility = "")));
  return page.evaluate(
    async ({ png, discs, colour, tolerance }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${png}`;
      await image.decode();
      const surface = document.createElement("canvas");
      [surface.width, surface.height] = [image.width, image.height];
      const context = surface.getContext("2d")!;
      context.drawImage(image, 0, 0);
      const { data } = context.getImageData(0, 0, image.width, image.height);
      const [r, g, b] = [1, 3, 5].map((at) => parseInt(colour.slice(at, at + 2), 16));
      const found: Record<string, number> = {};
      discs.forEach((disc, index) => {
        let count = 0;
        for (let y = Math.max(0, Math.floor(disc.y - disc.r)); y < Math.min(image.height, Math.ceil(disc.y + disc.r)); y++)
          for (let x = Math.max(0, Math.floor(disc.x - disc.r)); x < Math.min(image.width, Math.ceil(disc.x + disc.r)); x++) {
            if (Math.hypot(x + 0.5 - disc.x, y + 0.5 - disc.y) > disc.r) continue;
            const i = (y * image.width + x) * 4;
            if (Math.abs(data[i]! - r!) + Math.abs(data[i + 1]! - g!) + Math.abs(data[i + 2]! - b!) <= tolerance) count++;
          }
        if (count > 0) found[`${index} ${disc.name}`] = count;
      });
      return found;
    },
    { png, discs, colour, tolerance },
  );
}

/** Where the open card popup lies outside the map's box, in px per side (empty when it is wholly inside). */
export async function popupOutside(canvas: Locator): Promise<Record<string, number>> {
  return canvas.evaluate((container) => {
    const box = container.getBoundingClientRect();
    const card = container.querySelector(".map-popup")!.getBoundingClientRect();
    const outside: Record<string, number> = {
      top: box.top - card.top,
      bottom: card.bottom - box.bottom,
      left: box.left - card.left,
      right: card.right - box.right,
    };
    return Object.fromEntries(Object.entries(outside).filter(([, px]) => px > 0.5));
  });
}
