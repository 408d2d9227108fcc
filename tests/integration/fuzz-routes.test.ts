import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../client/i18n/languages";
import { ROUTES, THANK_YOU_PREFIX } from "../../client/i18n/routes";
import { get, ORIGIN } from "./worker";

/**
 * Generated input against every public route and query parameter: malformed paths, broken and
 * double encodings, huge values and markup. The site must never answer 5xx and never echo markup.
 */

/** Markup that would be dangerous if it came back unescaped; its tag name is unique to this test. */
const PROBES = ['<x-probe onload="alert(1)">', '"><x-probe>', "'><x-probe/>", "</script><x-probe>", "<x-probe\u0000>"];
const REFLECTED = /<x-probe/i;

const slugs = [...new Set(Object.values(ROUTES).flatMap((route) => Object.values(route.slug)))].filter(Boolean);
const rawSegment = fc.oneof(
  fc.constantFrom(
    ...slugs,
    ...Object.values(THANK_YOU_PREFIX),
    "preview",
    "property",
    "project",
    "..",
    ".",
    "%2e%2e",
    "%2F",
    "%00",
    "%zz",
    "%E0%A4%A",
    "%C0%AF",
    "%25%32%65",
  ),
  fc.constantFrom(...PROBES).map(encodeURIComponent),
  fc.string({ maxLength: 40 }).map(encodeURIComponent),
  fc.string({ unit: "grapheme", maxLength: 20 }).map(encodeURIComponent),
  fc.integer({ min: -1, max: 2 ** 53 }).map(String),
  fc.nat({ max: 4000 }).map((length) => "a".repeat(length)),
);
const firstSegment = fc.oneof(fc.constantFrom(...LANGUAGES, "xx", "NL", "en-GB", ""), rawSegment);
const path = fc
  .tuple(firstSegment, fc.array(rawSegment, { maxLength: 6 }), fc.boolean())
  .map(([first, rest, slash]) => `/${[first, ...rest].join("/")}${slash ? "/" : ""}`);

const PARAMS = ["city", "type", "minPrice", "maxPrice", "bedrooms", "sort", "page", "view", "id", "q", "v", "setcookies", "utm_source"];
const value = fc.oneof(
  fc.constantFrom(...PROBES),
  fc.string({ maxLength: 30 }),
  fc.constantFrom("-1", "0", "1e308", "NaN", "Infinity", "9".repeat(400), "%", "%zz", "price-asc", "map", "list", "Gent", "9000"),
  fc.nat({ max: 20_000 }).map((length) => "x".repeat(length)),
);
const query = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...PARAMS), fc.string({ maxLength: 10 })), value), { maxLength: 6 })
  .map((pairs) => new URLSearchParams(pairs).toString());
const page = fc.constantFrom(
  ...LANGUAGES.flatMap((lang) =>
    (["home", "forSale", "forRent", "projects", "project"] as const).map((key) => `/${lang}/${ROUTES[key].slug[lang]}${ROUTES[key].slug[lang] ? "/" : ""}`),
  ),
  "/",
  "/for-sale/",
  "/property/123/",
  "/project/",
  "/sitemap.xml",
  "/robots.txt",
);

async function expectSafe(target: string): Promise<void> {
  // Absolute, so that a path starting with "//" stays a path instead of becoming a host.
  const response = await get(`${ORIGIN}${target}`, { "Accept-Language": "nl-BE,nl;q=0.9" });
  const body = await response.text();
  expect(response.status, target).toBeLessThan(500);
  expect(REFLECTED.test(body), `${target} reflected markup`).toBe(false);
  expect(REFLECTED.test(response.headers.get("Location") ?? ""), `${target} reflected markup in Location`).toBe(false);
  expect(response.headers.get("Content-Security-Policy"), target).toContain("object-src 'none'");
}

describe("generated requests", () => {
  it("never fail or reflect markup on malformed paths", async () => {
    await fc.assert(fc.asyncProperty(path, expectSafe), { numRuns: 250 });
  }, 120_000);

  it("never fail or reflect markup on any query parameter of the pages", async () => {
    await fc.assert(
      fc.asyncProperty(page, query, (target, search) => expectSafe(`${target}?${search}`)),
      { numRuns: 250 },
    );
  }, 120_000);

  it("never fail or reflect markup on property and project paths with generated ids and slugs", async () => {
    const detail = fc
      .tuple(fc.constantFrom(...LANGUAGES), fc.boolean(), rawSegment, rawSegment, rawSegment)
      .map(([lang, sale, city, type, id]) => `/${lang}/${ROUTES[sale ? "forSale" : "forRent"].slug[lang]}/${city}/${type}/${id}/`);
    await fc.assert(fc.asyncProperty(detail, expectSafe), { numRuns: 150 });
  }, 120_000);
});
