import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { LANGUAGES, type Lang } from "../../client/i18n/languages";
import { pathFor } from "../../client/i18n/routes";
import { seedContent as content } from "../../worker/content";
import type { PropertyDetail } from "../../worker/feed/model";
import { snapshotStore } from "../../worker/feed/snapshot-store";
import { articlePathOf } from "../../worker/content";
import { elements, parseXml, type XmlElement } from "../fixtures/xml";
import { get, ORIGIN } from "./worker";

type Json = Record<string, unknown>;

const decodeHtml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** content of <meta property|name="key" content="..."> (every one of them, in order). */
function metas(html: string, key: string): string[] {
  const pattern = new RegExp(`<meta (?:property|name)="${key.replace(/[:.]/g, "\\$&")}" content="([^"]*)"`, "g");
  return [...html.matchAll(pattern)].map((match) => decodeHtml(match[1]!));
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
      pathFor("home", lang),
      pathFor("forSale", lang),
      pathFor("forRent", lang),
      pathFor("projects", lang),
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
    expect(etag).toMatch(/^"sitemap-nl-\d+"$/);
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
    ["a thank-you page", "/nl/bedankt/contact-me/"],
    ["the owner login", pathFor("login", "de")],
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
  expect(metas(page, "og:site_name")).toEqual([content.site.agency.name]);
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
    const page = await html(pathFor("home", lang));
    const metadata = content.pages.find((candidate) => candidate.route === "home")!.params.metadata[lang];
    expect(metas(page, "og:title")).toEqual([metadata.ogTitle ?? metadata.metadataTitle]);
    expect(metas(page, "description")).toEqual([metadata.metadataDescription]);
    expectSocialTags(page, pathFor("home", lang), lang);
    const agency = nodeOf(page, "RealEstateAgent");
    expect(agency).toMatchObject({ name: content.site.agency.name, telephone: content.site.agency.phone, email: content.site.agency.email });
    expect(agency?.logo).toMatch(/^http/);
    expect(agency?.address).toMatchObject({ "@type": "PostalAddress", postalCode: content.site.agency.address.zip });
  });

  it("for-sale list: social tags and a breadcrumb", async () => {
    const page = await html(pathFor("forSale", lang));
    expectSocialTags(page, pathFor("forSale", lang), lang);
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
