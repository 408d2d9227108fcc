import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { LANGUAGES, type Lang } from "../../client/i18n/languages";
import { fixedPath } from "../../client/i18n/routes";
import { createApp } from "../../worker/app";
import { seedContent as content } from "../../worker/content";
import type { LanguageSnapshot, PriceUnit, ProjectDetail, PropertyDetail } from "../../worker/feed/model";
import { forgetPointer } from "../../worker/feed/reader";
import { snapshotStore } from "../../worker/feed/snapshot-store";
import { articlePathOf } from "../../worker/content";
import { elements, parseXml, type XmlElement } from "../fixtures/xml";
import { get, ORIGIN, unescapeHtml } from "./worker";

type Json = Record<string, unknown>;

/** content of <meta property|name="key" content="..."> (every one of them, in order). */
function metas(html: string, key: string): string[] {
  const pattern = new RegExp(`<meta (?:property|name)="${key.replace(/[:.]/g, "\\$&")}" content="([^"]*)"`, "g");
  return [...html.matchAll(pattern)].map((match) => unescapeHtml(match[1]!));
}

/** Every JSON-LD node of a page (a single node or an @graph). */
function jsonLd(html: string): Json[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((match) => {
    const document = JSON.parse(match[1]!) as Json;
    expect(document["@context"]).toBe("https://schema.org");
    return (document["@graph"] as Json[] | undefined) ?? [document];
  });
}

const nodeOf = (html: string, type: string) => jsonLd(html).find((node) => node["@type"] === type);

async function html(path: string): Promise<string> {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  return response.text();
}

async function xml(path: string): Promise<XmlElement> {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
  return parseXml(await response.text());
}

/** The current demo snapshot's property details in `lang` (the first page request seeds it). */
async function details(lang: Lang): Promise<PropertyDetail[]> {
  await get(`/${lang}/`);
  const store = snapshotStore(env.FEED);
  const pointer = await store.readPointer();
  const index = pointer && (await store.readIndex(pointer.version, lang));
  if (!index) throw new Error("no snapshot");
  return (await Promise.all(Array.from({ length: index.chunks }, (_, chunk) => store.readChunk(index.version, lang, chunk)))).flat();
}

const serviceArticle = content.articles.find((article) => article.status === "Published" && !article.route)!;

describe("sitemaps", () => {
  it("serves a sitemap index with one sitemap per enabled language", async () => {
    const index = await xml("/sitemap.xml");
    expect(index.name).toBe("sitemapindex");
    expect(elements(index, "loc").map((loc) => loc.text)).toEqual(LANGUAGES.map((lang) => `${ORIGIN}/sitemap-${lang}.xml`));
  });

  it.each(LANGUAGES)("lists home, the lists, articles and properties in the %s sitemap with alternates and lastmod", async (lang) => {
    const urlset = await xml(`/sitemap-${lang}.xml`);
    const urls = new Map(elements(urlset, "url").map((url) => [elements(url, "loc")[0]!.text, url]));
    const [property] = await details(lang);
    const wanted = [
      fixedPath("home", lang),
      fixedPath("forSale", lang),
      fixedPath("forRent", lang),
      fixedPath("projects", lang),
      articlePathOf(serviceArticle, lang),
      property!.path,
    ];
    for (const path of wanted) {
      const url = urls.get(`${ORIGIN}${path}`);
      expect(url, path).toBeDefined();
      expect(elements(url!, "lastmod")[0]?.text).toMatch(/^\d{4}-\d{2}-\d{2}/);
      const links = elements(url!, "xhtml:link").map((link) => link.attributes.hreflang);
      expect(links).toEqual([...LANGUAGES, "x-default"]);
    }
    for (const loc of urls.keys()) {
      expect(loc.startsWith(`${ORIGIN}/${lang}/`), loc).toBe(true);
      expect(loc).not.toMatch(/preview|\/(bedankt|merci|thank-you|danke)\/|\/(login|anmelden)\//);
    }
  });

  it("caches a sitemap per snapshot version with an ETag", async () => {
    const first = await get("/sitemap-nl.xml");
    const etag = first.headers.get("ETag");
    expect(etag).toMatch(/^"sitemap-nl-\d+-c\d+"$/);
    expect(first.headers.get("Cache-Control")).toMatch(/public, max-age=\d+/);
    expect((await get("/sitemap-nl.xml", { "If-None-Match": etag! })).status).toBe(304);
  });

  it("answers 404 for a language that is not served", async () => {
    expect((await get("/sitemap-xx.xml")).status).toBe(404);
  });
});

describe("robots.txt", () => {
  it("disallows previews and API/dev paths and points to the sitemap on SITE_ORIGIN", async () => {
    const response = await get("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toContain("Disallow: /nl/preview/");
    expect(text).toContain("Disallow: /api/");
    expect(text).toContain(`Sitemap: ${env.SITE_ORIGIN}/sitemap.xml`);
  });
});

describe("noindex pages", () => {
  it.each([
    ["a preview", "/nl/preview/over-ons/"],
    ["a thank-you page", "/nl/bedankt/vraag-over-een-pand/"],
    ["the owner login", fixedPath("login", "de")],
  ])("marks %s noindex in the head and the X-Robots-Tag header", async (_, path) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    expect(await response.text()).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });

  it("marks the 404 page noindex", async () => {
    const response = await get("/nl/bestaat-niet/");
    expect(response.status).toBe(404);
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
  });

  it("leaves indexable pages without the header", async () => {
    const response = await get("/nl/");
    expect(response.headers.get("X-Robots-Tag")).toBeNull();
    expect(await response.text()).toContain(`<meta name="robots" content="${content.site.settings.robots}"/>`);
  });
});

function expectSocialTags(page: string, path: string, lang: Lang) {
  const absolute = (value: string | undefined) => expect(value, path).toMatch(/^https?:\/\/[^/]+\//);
  expect(metas(page, "og:url")).toEqual([`${ORIGIN}${path}`]);
  expect(metas(page, "og:title")[0], path).toBeTruthy();
  expect(metas(page, "og:description")[0], path).toBeTruthy();
  expect(metas(page, "og:site_name")).toEqual([content.site.agency.name[lang]]);
  expect(metas(page, "og:locale")).toEqual([{ nl: "nl_BE", fr: "fr_BE", en: "en_GB", de: "de_BE" }[lang]]);
  expect(metas(page, "og:locale:alternate")).toHaveLength(LANGUAGES.length - 1);
  absolute(metas(page, "og:image")[0]);
  expect(metas(page, "twitter:card")).toEqual(["summary_large_image"]);
  expect(metas(page, "twitter:title")[0], path).toBeTruthy();
  expect(metas(page, "twitter:description")[0], path).toBeTruthy();
  absolute(metas(page, "twitter:image")[0]);
}

describe.each(LANGUAGES)("page metadata in %s", (lang) => {
  it("home: content metadata, social tags and the agency as RealEstateAgent", async () => {
    const page = await html(fixedPath("home", lang));
    const metadata = content.pages.find((candidate) => candidate.route === "home")!.params.metadata[lang];
    expect(metas(page, "og:title")).toEqual([metadata.ogTitle ?? metadata.metadataTitle]);
    expect(metas(page, "description")).toEqual([metadata.metadataDescription]);
    expectSocialTags(page, fixedPath("home", lang), lang);
    const agency = nodeOf(page, "RealEstateAgent");
    expect(agency).toMatchObject({ name: content.site.agency.name[lang], telephone: content.site.agency.phone, email: content.site.agency.email });
    expect(agency?.logo).toMatch(/^http/);
    expect(agency?.address).toMatchObject({ "@type": "PostalAddress", postalCode: content.site.agency.address.zip });
  });

  it("agency: states its country as the ISO code, not the page language's name for it", async () => {
    const address = nodeOf(await html(fixedPath("home", lang)), "RealEstateAgent")?.address as Json;
    expect(address).toMatchObject({ addressCountry: "BE", addressLocality: content.site.agency.address.city[lang] });
  });

  it("for-sale list: social tags and a breadcrumb", async () => {
    const page = await html(fixedPath("forSale", lang));
    expectSocialTags(page, fixedPath("forSale", lang), lang);
    expect(nodeOf(page, "BreadcrumbList")).toBeDefined();
    expect(nodeOf(page, "RealEstateAgent")).toBeUndefined();
  });

  it("article: og:type article, its image with size, a breadcrumb", async () => {
    const path = articlePathOf(serviceArticle, lang);
    const page = await html(path);
    expectSocialTags(page, path, lang);
    expect(metas(page, "og:type")).toEqual(["article"]);
    if (serviceArticle.image) expect(metas(page, "og:image:width")).toEqual([String(serviceArticle.image.width)]);
    const crumbs = nodeOf(page, "BreadcrumbList")?.itemListElement as Json[];
    expect(crumbs.at(-1)).toMatchObject({ position: crumbs.length, name: serviceArticle.title[lang], item: `${ORIGIN}${path}` });
  });

  it("property detail: title, first picture, RealEstateListing with Offer and breadcrumb", async () => {
    const items = await details(lang);
    const item = items.find((candidate) => candidate.price !== null && candidate.pictures.length > 0 && candidate.status === "available")!;
    const page = await html(item.path);
    expectSocialTags(page, item.path, lang);
    expect(metas(page, "og:image")).toEqual([new URL(item.pictures[0]!.url, ORIGIN).toString()]);
    expect(metas(page, "og:image:width")).toEqual([String(item.pictures[0]!.width)]);
    const listing = nodeOf(page, "RealEstateListing");
    expect(listing).toMatchObject({ name: item.title, url: `${ORIGIN}${item.path}` });
    expect(listing?.offers).toMatchObject({ "@type": "Offer", price: item.price, priceCurrency: "EUR", availability: "https://schema.org/InStock" });
    expect((nodeOf(page, "BreadcrumbList")?.itemListElement as Json[]).length).toBe(3);
  });
});

/** The current demo snapshot's projects in `lang`. */
async function projects(lang: Lang): Promise<ProjectDetail[]> {
  await get(`/${lang}/`);
  const store = snapshotStore(env.FEED);
  const pointer = await store.readPointer();
  if (!pointer) throw new Error("no snapshot");
  return store.readProjects(pointer.version, lang);
}

describe("the structured data says what the page says", () => {
  it("gives a rent's price per month, as a UnitPriceSpecification", async () => {
    const rent = (await details("nl")).find((item) => item.goal === 1 && item.status === "available" && item.price !== null)!;
    const page = await html(rent.path);
    expect(unescapeHtml(page)).toContain(rent.priceText);
    const offers = nodeOf(page, "RealEstateListing")?.offers as Json;
    expect(offers).toMatchObject({ "@type": "Offer", businessFunction: "http://purl.org/goodrelations/v1#LeaseOut", price: rent.price, priceCurrency: "EUR" });
    expect(offers.priceSpecification).toEqual({ "@type": "UnitPriceSpecification", price: rent.price, priceCurrency: "EUR", unitCode: "MON" });
  });

  it("gives a sale's price as the whole price, with no unit", async () => {
    const sale = (await details("fr")).find((item) => item.goal === 0 && item.status === "available" && item.price !== null)!;
    const offers = nodeOf(await html(sale.path), "RealEstateListing")?.offers as Json;
    expect(offers).toMatchObject({ price: sale.price, priceCurrency: "EUR" });
    expect(offers).not.toHaveProperty("priceSpecification");
  });

  it("gives no unit price for a rent whose price is not published", async () => {
    const hidden = (await details("en")).find((item) => item.goal === 1 && item.price === null)!;
    expect(nodeOf(await html(hidden.path), "RealEstateListing")?.offers).not.toHaveProperty("priceSpecification");
  });

  it("gives a project's published address with its country: BE in Belgium, LU in Luxembourg", async () => {
    for (const lang of LANGUAGES) {
      const shown = (await projects(lang)).filter((project) => project.address !== null);
      const countries = new Set<unknown>();
      for (const project of shown) {
        const address = (nodeOf(await html(project.path), "RealEstateListing")?.about as Json).address as Json;
        expect(address, project.name).toMatchObject({ "@type": "PostalAddress", postalCode: project.zip, addressLocality: project.city });
        expect(address.addressCountry, project.name).toBe(project.region === "luxembourg" ? "LU" : "BE");
        countries.add(address.addressCountry);
      }
      expect(countries).toEqual(new Set(["BE", "LU"]));
    }
  });
});

describe("listing JSON-LD keeps unpublished data out", () => {
  it("has no price in the Offer when the price is not published", async () => {
    const item = (await details("nl")).find((candidate) => candidate.price === null);
    expect(item, "the demo feed has a property without a published price").toBeDefined();
    const offers = nodeOf(await html(item!.path), "RealEstateListing")?.offers as Json;
    expect(offers).not.toHaveProperty("price");
    expect(offers).not.toHaveProperty("priceCurrency");
  });

  it("has an address and geo only when the address is published", async () => {
    const items = await details("fr");
    const hidden = items.find((candidate) => candidate.address === null)!;
    const shown = items.find((candidate) => candidate.address !== null && candidate.geo !== null)!;
    const hiddenPlace = nodeOf(await html(hidden.path), "RealEstateListing")?.about as Json;
    expect(hiddenPlace).not.toHaveProperty("address");
    expect(hiddenPlace).not.toHaveProperty("geo");
    const shownPlace = nodeOf(await html(shown.path), "RealEstateListing")?.about as Json;
    expect(shownPlace.address).toMatchObject({ "@type": "PostalAddress", postalCode: shown.zip, addressLocality: shown.city });
    expect(shownPlace.geo).toMatchObject({ latitude: shown.geo!.lat, longitude: shown.geo!.lng });
  });
});

describe("a price's unit in the structured data", () => {
  /** Through the app built from this file's modules, so the test can point it at a version of its own. */
  async function page(path: string): Promise<string> {
    const context = createExecutionContext();
    const response = await createApp().fetch(new Request(new URL(path, ORIGIN)), env, context);
    await waitOnExecutionContext(context);
    expect(response.status, path).toBe(200);
    return response.text();
  }

  it("states a rent per month (MON) or per year (ANN), and no unit for one per m², with an unknown unit or from an older snapshot", async () => {
    await get("/nl/"); // seeds the demo snapshot
    const store = snapshotStore(env.FEED);
    const published = (await store.readPointer())!;
    const snapshots: Partial<Record<Lang, LanguageSnapshot>> = {};
    for (const lang of LANGUAGES) snapshots[lang] = (await store.readLanguage(published.version, lang))!;
    // Commercial rents as providers send them: per year, per m² and year, or with a bare "€".
    const cases: [PriceUnit | null | undefined, string, string | undefined][] = [
      ["month", " /maand", "MON"],
      ["year", " /jaar", "ANN"],
      ["squareMetre", " /m²/jaar", undefined],
      [null, "", undefined],
      [undefined, "", undefined], // a snapshot normalised before priceUnit existed
    ];
    const rents = snapshots.nl!.properties.filter((item) => item.goal === 1 && item.status === "available" && item.price !== null).slice(0, cases.length);
    expect(rents).toHaveLength(cases.length);
    const changed = new Map(rents.map((item, index) => [item.id, cases[index]!] as const));
    snapshots.nl = {
      ...snapshots.nl!,
      properties: snapshots.nl!.properties.map((item) => {
        const unit = changed.get(item.id);
        return unit ? { ...item, priceUnit: unit[0], priceText: `€\u00a0${item.price}${unit[1]}` } : item;
      }),
    };
    const version = published.version + 500;
    await store.write(version, snapshots);
    await store.flip({ version, previous: published.version, publishedAt: new Date().toISOString() });
    forgetPointer();
    try {
      for (const rent of rents) {
        const [unit, , code] = changed.get(rent.id)!;
        const offers = nodeOf(await page(rent.path), "RealEstateListing")?.offers as Json;
        expect(offers, String(unit)).toMatchObject({ price: rent.price, priceCurrency: "EUR" });
        if (code)
          expect(offers.priceSpecification, String(unit)).toEqual({
            "@type": "UnitPriceSpecification",
            price: rent.price,
            priceCurrency: "EUR",
            unitCode: code,
          });
        else expect(offers, String(unit)).not.toHaveProperty("priceSpecification");
      }
    } finally {
      await store.flip(published);
      forgetPointer();
    }
  });
});
