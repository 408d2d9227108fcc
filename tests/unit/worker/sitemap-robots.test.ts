import { describe, expect, it } from "vitest";
import { CODE_SLUGS, fixedPath, pathFor } from "../../../client/i18n/routes";
import { seedContent as content } from "../../../worker/content";
import type { LanguageIndex } from "../../../worker/feed/snapshot-store";
import { robotsTxt } from "../../../worker/seo/robots";
import { sitemapEntries } from "../../../worker/seo/sitemap";
import { escapeXml, SITEMAP_MAX_URLS, sitemapIndexXml, urlsetXml } from "../../../worker/seo/sitemap-xml";
import { property } from "../../fixtures/listings";
import { elements, parseXml } from "../../fixtures/xml";

const ORIGIN = "https://www.example.be";
const ALL = ["nl", "fr", "en", "de"] as const;

function indexOf(lang: (typeof ALL)[number], ids: number[], updatedAt?: string): LanguageIndex {
  const properties = ids.map((id) => property(id, lang, { path: `/${lang}/x/${id}/`, ...(updatedAt ? { updatedAt } : {}) }));
  return { version: 7, lang, properties, projects: [], typeGroups: [], cities: [], chunkOf: {}, chunks: 0 };
}

describe("sitemap XML", () => {
  it("escapes markup and quotes and drops characters XML cannot carry", () => {
    expect(escapeXml(`a&b<c>"d'\u0001e`)).toBe("a&amp;b&lt;c&gt;&quot;d&apos;e");
  });

  it("builds a well-formed urlset whose decoded values are the originals", () => {
    const loc = `${ORIGIN}/nl/x/?a=1&b=<2>`;
    const xml = urlsetXml([{ loc, lastmod: "2026-01-12", alternates: [{ hreflang: "fr", href: `${ORIGIN}/fr/"x"/` }] }]);
    const root = parseXml(xml);
    expect(root.name).toBe("urlset");
    expect(elements(root, "loc")[0]?.text).toBe(loc);
    expect(elements(root, "xhtml:link")[0]?.attributes).toEqual({ rel: "alternate", hreflang: "fr", href: `${ORIGIN}/fr/"x"/` });
  });

  it("refuses more addresses than one sitemap may hold", () => {
    const entries = Array.from({ length: SITEMAP_MAX_URLS + 1 }, (_, n) => ({ loc: `${ORIGIN}/${n}/`, alternates: [] }));
    expect(() => urlsetXml(entries)).toThrow(RangeError);
  });

  it("builds a well-formed sitemap index", () => {
    const root = parseXml(sitemapIndexXml([{ loc: `${ORIGIN}/sitemap-nl.xml`, lastmod: "2026-01-01T00:00:00.000Z" }]));
    expect(root.name).toBe("sitemapindex");
    expect(elements(root, "loc").map((loc) => loc.text)).toEqual([`${ORIGIN}/sitemap-nl.xml`]);
  });

  it("the test parser itself rejects broken XML", () => {
    expect(() => parseXml("<a><b></a></b>")).toThrow();
    expect(() => parseXml("<a>x & y</a>")).toThrow();
    expect(() => parseXml("<a></a><b></b>")).toThrow();
  });
});

describe("sitemapEntries", () => {
  const indexes = { nl: indexOf("nl", [1, 2]), fr: indexOf("fr", [1, 2]), en: indexOf("en", [1]), de: indexOf("de", [1, 2]) };
  const entries = sitemapEntries({
    lang: "nl",
    enabled: ALL,
    defaultLanguage: "nl",
    origin: ORIGIN,
    indexes,
    snapshotTime: "2026-05-05T05:05:05.000Z",
    content,
  });
  const byLoc = new Map(entries.map((entry) => [entry.loc, entry]));

  it("lists the menu and legal pages with their content date and every language plus x-default", () => {
    const forSale = byLoc.get(`${ORIGIN}${fixedPath("forSale", "nl")}`);
    expect(forSale?.lastmod).toBe(content.pages.find((page) => page.route === "forSale")?.modifyDate);
    expect(forSale?.alternates.map((link) => link.hreflang)).toEqual(["nl", "fr", "en", "de", "x-default"]);
    expect(forSale?.alternates.find((link) => link.hreflang === "x-default")?.href).toBe(`${ORIGIN}/for-sale/`);
    for (const route of ["home", "privacy", "cookiePolicy", "disclaimer", "contact"] as const)
      expect(byLoc.has(`${ORIGIN}${pathFor(CODE_SLUGS, route, "nl")}`)).toBe(true);
  });

  it("leaves out the owner login, thank-you and preview pages", () => {
    expect(byLoc.has(`${ORIGIN}${fixedPath("login", "nl")}`)).toBe(false);
    expect(entries.some((entry) => /bedankt|preview/.test(entry.loc))).toBe(false);
  });

  it("lists every property with alternates only in the languages that have it", () => {
    expect(byLoc.get(`${ORIGIN}/nl/x/1/`)?.alternates.map((link) => link.hreflang)).toEqual(["nl", "fr", "en", "de", "x-default"]);
    expect(byLoc.get(`${ORIGIN}/nl/x/2/`)?.alternates.map((link) => link.hreflang)).toEqual(["nl", "fr", "de", "x-default"]);
    expect(byLoc.get(`${ORIGIN}/nl/x/1/`)?.lastmod).toBe("2026-11-01T10:00:00.000Z");
  });

  it("dates a listing without a provider date by the snapshot", () => {
    const undated = { nl: indexOf("nl", [3], new Date(0).toISOString()) };
    const [entry] = sitemapEntries({
      lang: "nl",
      enabled: ["nl"],
      defaultLanguage: "nl",
      origin: ORIGIN,
      indexes: undated,
      snapshotTime: "2026-05-05T05:05:05.000Z",
      content,
    }).slice(-1);
    expect(entry?.lastmod).toBe("2026-05-05T05:05:05.000Z");
  });
});

describe("robotsTxt", () => {
  const settings = content.site.settings;

  it("keeps crawlers out of previews, the API and developer paths and names the sitemap on the origin", () => {
    const text = robotsTxt(settings, ORIGIN);
    for (const lang of ALL) expect(text).toContain(`Disallow: /${lang}/preview/`);
    expect(text).toContain("Disallow: /api/");
    expect(text).toContain("Disallow: /dev/");
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(text).not.toMatch(/^Disallow: \/$/m);
  });

  it("adds the configured paths and blocked crawlers, and closes a noindex site entirely", () => {
    const text = robotsTxt({ ...settings, robotsTxt: { disallow: ["/nl/oud/"], blockedAgents: ["GPTBot"] } }, ORIGIN);
    expect(text).toContain("Disallow: /nl/oud/");
    expect(text).toMatch(/User-agent: GPTBot\nDisallow: \/\n/);
    expect(robotsTxt({ ...settings, robots: "noindex, nofollow" }, ORIGIN)).toMatch(/User-agent: \*\nDisallow: \/\n/);
  });
});
