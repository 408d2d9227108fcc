import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { parseMapPayload } from "../../client/domain/map";
import { createApp } from "../../worker/app";
import type { Bindings } from "../../worker/env";
import { get, ORIGIN } from "./worker";

const LISTS = [
  { lang: "nl", sale: "/nl/te-koop/", rent: "/nl/te-huur/", list: "Lijst", map: "Kaart", label: "Weergave" },
  { lang: "fr", sale: "/fr/a-vendre/", rent: "/fr/a-louer/", list: "Liste", map: "Carte", label: "Affichage" },
  { lang: "en", sale: "/en/for-sale/", rent: "/en/for-rent/", list: "List", map: "Map", label: "View" },
  { lang: "de", sale: "/de/zu-verkaufen/", rent: "/de/zu-vermieten/", list: "Liste", map: "Karte", label: "Ansicht" },
] as const;

const decode = (href: string) => href.replace(/&amp;/g, "&");
const toggleOf = (html: string) => /<nav class="view-toggle" aria-label="([^"]+)">([\s\S]*?)<\/nav>/.exec(html);
const toggleLinks = (html: string) =>
  [...(toggleOf(html)?.[2] ?? "").matchAll(/<a href="([^"]+)"( aria-current="page")?>([^<]+)<\/a>/g)].map((m) => ({
    href: decode(m[1]!),
    current: Boolean(m[2]),
    text: m[3]!,
  }));
const islandProps = (html: string) => {
  const raw = /data-island="ListingMap" data-props="([^"]+)"/.exec(html)?.[1];
  return raw
    ? (JSON.parse(raw.replace(/&quot;/g, '"').replace(/&amp;/g, "&")) as {
        variant: string;
        markersUrl?: string;
        markers?: unknown[];
        area?: { lat: number; lng: number; radiusM: number };
        styleUrl: string | null;
        baseStyleUrl: string;
      })
    : undefined;
};

describe("list and map view toggle", () => {
  for (const { lang, sale, list, map, label } of LISTS) {
    it(`offers list and map links that keep the filters, current one marked (${lang})`, async () => {
      const html = await (await get(`${sale}?type=1&sort=price-asc&page=2`)).text();
      expect(toggleOf(html)?.[1]).toBe(label);
      const links = toggleLinks(html);
      expect(links.map((link) => link.text)).toEqual([list, map]);
      expect(links[0]).toMatchObject({ current: true, href: `${sale}?type=1&sort=price-asc&page=2` });
      expect(links[1]).toMatchObject({ current: false, href: `${sale}?type=1&sort=price-asc&page=2&view=map` });
      // The plain list has no map island, so it loads nothing of the map.
      expect(html).not.toContain('data-island="ListingMap"');
    });
  }

  it("shows the map island above the cards in the map view, with the filters in its markers address", async () => {
    const html = await (await get("/nl/te-koop/?type=1&view=map")).text();
    const links = toggleLinks(html);
    expect(links[1]).toMatchObject({ current: true, text: "Kaart" });
    expect(links[0]?.href).toBe("/nl/te-koop/?type=1");
    const props = islandProps(html);
    expect(props).toMatchObject({ variant: "list", styleUrl: null, baseStyleUrl: "/api/map/style/nl.json" });
    expect(props?.markersUrl).toMatch(/^\/api\/map\/nl\/sale\.json\?type=1&v=\d+$/);
    // Without JavaScript: a note, and the same cards below the map with the view kept in the filters and paging.
    expect(html).toContain("<noscript>");
    expect(html).toContain('<input type="hidden" name="view" value="map"/>');
    expect(html).toMatch(/class="property-card-link"/);
    for (const match of html.matchAll(/<nav class="paging"[\s\S]*?<\/nav>/g)) expect(match[0]).toContain("view=map");
  });
});

describe("map payload endpoint", () => {
  for (const { lang, sale, rent } of LISTS) {
    it(`answers every filtered property with coordinates, in ${lang}`, async () => {
      const page = await (await get(`${sale}?view=map`)).text();
      const url = islandProps(page)?.markersUrl ?? "";
      const response = await get(url);
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toContain("application/json");
      expect(response.headers.get("Cache-Control")).toContain("immutable");
      const payload = parseMapPayload(await response.json());
      expect(payload).not.toBeNull();
      const total = Number(
        /([\d.]+) (?:objecten|biens|properties|Objekte|object|bien|property|Objekt)\b/.exec(page.replace(/<!-- -->/g, ""))?.[1]?.replace(".", ""),
      );
      expect(payload!.markers.length + payload!.hidden).toBe(total);
      expect(payload!.markers.length).toBeGreaterThan(12);
      for (const marker of payload!.markers) expect(marker.path.startsWith(sale)).toBe(true);
      const rentals = parseMapPayload(await (await get(`/api/map/${lang}/rent.json`)).json());
      for (const marker of rentals!.markers) expect(marker.path.startsWith(rent)).toBe(true);
    });
  }

  it("applies the list's filters", async () => {
    const all = parseMapPayload(await (await get("/api/map/nl/sale.json")).json())!;
    const cheap = parseMapPayload(await (await get("/api/map/nl/sale.json?priceMax=300000&type=1")).json())!;
    expect(cheap.markers.length).toBeLessThan(all.markers.length);
    expect(cheap.markers.length + cheap.hidden).toBeGreaterThan(0);
    const ids = new Set(all.markers.map((marker) => marker.id));
    for (const marker of cheap.markers) expect(ids.has(marker.id)).toBe(true);
  });

  it('filters on a listing\'s facts like the list, and never caches a "price lowered" payload for good: it changes with the day', async () => {
    const page = (await (await get("/nl/te-koop/?view=map&lowered=1")).text()).replace(/<!-- -->/g, "");
    const url = islandProps(page)?.markersUrl ?? "";
    expect(url).toContain("lowered=1");
    const response = await get(url);
    expect(response.headers.get("Cache-Control")).not.toContain("immutable");
    const lowered = parseMapPayload(await response.json())!;
    const total = Number(/([\d.]+) objecten\b/.exec(page)?.[1]?.replace(".", ""));
    expect(total).toBeGreaterThan(0);
    expect(lowered.markers.length + lowered.hidden).toBe(total);
    const garden = parseMapPayload(await (await get("/api/map/nl/sale.json?garden=1&living=100")).json())!;
    const all = parseMapPayload(await (await get("/api/map/nl/sale.json")).json())!;
    expect(garden.markers.length).toBeLessThan(all.markers.length);
  });

  it("answers 304 to a revalidation with its ETag, and only briefly caches an unversioned address", async () => {
    const first = await get("/api/map/fr/sale.json?type=2");
    expect(first.headers.get("Cache-Control")).toBe("public, max-age=60");
    const etag = first.headers.get("ETag") ?? "";
    expect(etag).toMatch(/^"map-fr-sale-\d+-[0-9a-f]+"$/);
    const again = await get("/api/map/fr/sale.json?type=2", { "If-None-Match": etag });
    expect(again.status).toBe(304);
  });

  it("gives each language, goal and filter set its own ETag, so a 304 never confirms other markers", async () => {
    const urls = [
      "/api/map/nl/sale.json?type=1",
      "/api/map/nl/rent.json?type=1",
      "/api/map/nl/sale.json?type=2",
      "/api/map/nl/sale.json",
      "/api/map/fr/sale.json?type=1",
    ];
    const etags = await Promise.all(urls.map(async (url) => (await get(url)).headers.get("ETag")));
    expect(new Set(etags).size).toBe(urls.length);
    const [sale, rent] = etags;
    // The same normalised filters are the same payload: order, paging, sorting and unknown parameters do not count.
    expect((await get("/api/map/nl/sale.json?utm_source=x&page=3&sort=price-asc&type=1")).headers.get("ETag")).toBe(sale);

    const crossed = await get("/api/map/nl/rent.json?type=1", { "If-None-Match": sale! });
    expect(crossed.status).toBe(200);
    expect(crossed.headers.get("ETag")).toBe(rent);
    expect(parseMapPayload(await crossed.json())).not.toBeNull();
    expect((await get("/api/map/nl/sale.json?type=2", { "If-None-Match": sale! })).status).toBe(200);
    expect((await get("/api/map/fr/sale.json?type=1", { "If-None-Match": sale! })).status).toBe(200);
    expect((await get("/api/map/nl/sale.json?type=1", { "If-None-Match": `W/${sale!}` })).status).toBe(304);
  });

  it("changes the ETag with the picture rewrite configuration", async () => {
    const withCdn = async (bindings: Bindings) => {
      const ctx = createExecutionContext();
      const response = await createApp().fetch(new Request(new URL("/api/map/nl/sale.json", ORIGIN)), bindings, ctx);
      await waitOnExecutionContext(ctx);
      return response.headers.get("ETag");
    };
    const plain = await withCdn(env);
    const cdn = await withCdn({ ...env, IMAGE_CDN_HOST: "images.example.net", PROVIDER_STORAGE_HOSTS: "storage.example.net" });
    expect(plain).toMatch(/^"map-nl-sale-/);
    expect(cdn).toMatch(/^"map-nl-sale-/);
    expect(cdn).not.toBe(plain);
  });

  it("answers 404 for an unknown language and ignores bad filter values", async () => {
    expect((await get("/api/map/xx/sale.json")).status).toBe(404);
    expect((await get("/api/map/nl/lease.json")).status).toBe(404);
    const bad = await get("/api/map/nl/sale.json?type=<script>&priceMin=abc");
    expect(bad.status).toBe(200);
    expect(parseMapPayload(await bad.json())).not.toBeNull();
  });
});

describe("property detail map", () => {
  it("shows a small map with the property's own marker when its place is known", async () => {
    const page = await (await get("/nl/te-koop/?view=map")).text();
    const payload = parseMapPayload(await (await get(islandProps(page)!.markersUrl!)).json())!;
    const placed = payload.markers[0]!;
    const detail = await (await get(placed.path)).text();
    const props = islandProps(detail);
    expect(props).toMatchObject({ variant: "detail", styleUrl: null, baseStyleUrl: "/api/map/style/nl.json" });
    expect(props?.markers).toHaveLength(1);
    expect(props?.markers?.[0]).toEqual(expect.arrayContaining([placed.id, placed.lat, placed.lng]));
    expect(props).not.toHaveProperty("area");
    expect(detail).toMatch(/id="location-title"[\s\S]*data-island="ListingMap"[\s\S]*openstreetmap\.org/);
    // SPEC 2: the detail page has its map and street view, at the property's place.
    const viewpoint = /https:\/\/www\.google\.com\/maps\/@\?api=1&amp;map_action=pano&amp;viewpoint=([\d.]+),([\d.]+)"/.exec(detail);
    expect(Math.abs(Number(viewpoint?.[1]) - placed.lat)).toBeLessThan(1e-5);
    expect(Math.abs(Number(viewpoint?.[2]) - placed.lng)).toBeLessThan(1e-5);
  });

  it("shows a hidden address's approximate area around its city, never a spot, and no street view", async () => {
    const sale = parseMapPayload(await (await get("/api/map/fr/sale.json")).json())!;
    const located = new Set(sale.markers.map((marker) => marker.path));
    let hiddenPath: string | undefined;
    for (let page = 1; !hiddenPath && page <= 10; page++) {
      const html = await (await get(`/fr/a-vendre/?page=${page}`)).text();
      hiddenPath = [...html.matchAll(/href="(\/fr\/a-vendre\/[^"?]+\/\d+\/)"/g)].map((match) => match[1]!).find((path) => !located.has(path));
    }
    expect(hiddenPath).toBeDefined();
    const detail = await (await get(hiddenPath!)).text();
    const props = islandProps(detail);
    expect(props).toMatchObject({ variant: "detail", markers: [] });
    expect(props?.area?.radiusM).toBeGreaterThanOrEqual(1000);
    expect(props?.area?.radiusM).toBeLessThanOrEqual(4000);
    // The area is its city's: near the located listings of the same city.
    const citySlug = (path: string) => path.split("/")[3];
    const neighbours = sale.markers.filter((marker) => citySlug(marker.path) === citySlug(hiddenPath!));
    expect(neighbours.length).toBeGreaterThan(0);
    for (const marker of neighbours) {
      expect(Math.abs(marker.lat - props!.area!.lat)).toBeLessThan(0.1);
      expect(Math.abs(marker.lng - props!.area!.lng)).toBeLessThan(0.1);
    }
    expect(detail).toContain("le cercle indique le quartier");
    expect(detail).not.toContain("map_action=pano");
    expect(detail).not.toContain("openstreetmap.org/?mlat");
  });
});
