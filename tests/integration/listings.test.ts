import { describe, expect, it } from "vitest";
import { alternateLinks, canonicalOf, get, ORIGIN } from "./worker";

const cardLinks = (html: string) => [...html.matchAll(/<a href="([^"]+)" class="property-card-link"/g)].map((match) => match[1]!);
const summaryOf = (html: string) => /<p class="list-summary" role="status">([\s\S]*?)<\/p>/.exec(html)?.[1]?.replace(/<!-- -->/g, "") ?? "";

describe("property lists (demo feed)", () => {
  it("lists properties for sale with the number of objects and page x of y", async () => {
    const response = await get("/nl/te-koop/");
    expect(response.status).toBe(200);
    const html = await response.text();
    const links = cardLinks(html);
    expect(links.length).toBe(12);
    for (const link of links) expect(link).toMatch(/^\/nl\/te-koop\/[a-z0-9-]+\/[a-z0-9-]+\/\d+\/$/);
    expect(html).toMatch(/\d+ objecten/);
    expect(html).toMatch(/Pagina 1 van \d+/);
  });

  it("lists rentals under the rent path in French", async () => {
    const links = cardLinks(await (await get("/fr/a-louer/")).text());
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toMatch(/^\/fr\/a-louer\//);
  });

  it("filters by type and keeps the filter in the paging links", async () => {
    const all = await (await get("/nl/te-koop/")).text();
    const apartments = await (await get("/nl/te-koop/?type=2")).text();
    expect(summaryOf(all)).toMatch(/^\d+ objecten · Pagina 1 van \d+$/);
    expect(summaryOf(apartments)).toMatch(/^\d+ objecten · Pagina 1 van \d+$/);
    expect(summaryOf(apartments)).not.toBe(summaryOf(all));
    for (const match of apartments.matchAll(/<nav class="paging"[\s\S]*?<\/nav>/g)) expect(match[0]).toContain("type=2");
  });

  it("goes to the second page", async () => {
    const first = cardLinks(await (await get("/nl/te-koop/")).text());
    const second = await (await get("/nl/te-koop/?page=2")).text();
    expect(second).toMatch(/Pagina 2 van \d+/);
    expect(cardLinks(second).some((link) => first.includes(link))).toBe(false);
  });

  it("shows the newest properties and real totals on home", async () => {
    const html = await (await get("/en/")).text();
    expect(cardLinks(html).length).toBe(4);
    expect(html).not.toMatch(/Discover 0 properties/);
  });
});

describe("property detail pages (demo feed)", () => {
  it("serves a detail page with canonical and hreflang links to the same property in every language", async () => {
    const [link] = cardLinks(await (await get("/nl/te-koop/")).text());
    const response = await get(link!);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(canonicalOf(html)).toBe(`${ORIGIN}${link}`);
    const id = /\/(\d+)\/$/.exec(link!)?.[1];
    const alternates = alternateLinks(html);
    expect(alternates.get("fr")).toMatch(new RegExp(`^${ORIGIN}/fr/a-vendre/.+/${id}/$`));
    expect(alternates.get("de")).toMatch(new RegExp(`^${ORIGIN}/de/zu-verkaufen/.+/${id}/$`));
    expect(html).toContain('class="gallery"');
    expect(html).toMatch(/<nav class="breadcrumb[^>]*>[\s\S]*href="\/nl\/te-koop\/"/);
  });

  it("redirects a wrong city or type slug to the canonical path", async () => {
    const [link] = cardLinks(await (await get("/nl/te-koop/")).text());
    const id = /\/(\d+)\/$/.exec(link!)?.[1];
    const response = await get(`/nl/te-koop/ergens/iets/${id}/`);
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe(link);
  });

  it("sends /property/{id}/ to the localized detail path", async () => {
    const [link] = cardLinks(await (await get("/fr/a-vendre/")).text());
    const id = /\/(\d+)\/$/.exec(link!)?.[1];
    const response = await get(`/property/${id}/`, { "Accept-Language": "fr" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(link);
  });

  it("answers 404 with 'property not found or sold' and similar properties for a gone property", async () => {
    const response = await get("/nl/te-koop/gent/huis/999999999/");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("Pand niet gevonden of verkocht");
  });
});
