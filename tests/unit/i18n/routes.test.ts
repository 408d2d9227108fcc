import { describe, expect, it } from "vitest";
import { LANGUAGES, negotiateLanguage } from "../../../client/i18n/languages";
import { CODE_SLUGS, fixedPath, ROUTE_KEYS, routeByOriginalPath, routeBySlug, ROUTES, THANK_YOU_FORM_KEYS, THANK_YOU_FORMS } from "../../../client/i18n/routes";

describe("the route table", () => {
  it("gives every route a distinct slug per language", () => {
    for (const lang of LANGUAGES) {
      const slugs = ROUTE_KEYS.map((key) => ROUTES[key].slug[lang]).filter(Boolean);
      expect(new Set(slugs).size).toBe(slugs.length);
    }
  });

  it("uses only lower-case URL-safe slugs", () => {
    for (const key of ROUTE_KEYS) for (const lang of LANGUAGES) expect(ROUTES[key].slug[lang]).toMatch(/^[a-z0-9-]*$/);
    for (const form of THANK_YOU_FORM_KEYS) for (const lang of LANGUAGES) expect(THANK_YOU_FORMS[form][lang]).toMatch(/^[a-z0-9-]+$/);
  });

  it("maps slugs back to routes, case-insensitively", () => {
    expect(routeBySlug(CODE_SLUGS, "fr", "qui-sommes-nous")).toBe("aboutUs");
    expect(routeBySlug(CODE_SLUGS, "nl", "Nieuwbouw")).toBe("projects");
    expect(routeBySlug(CODE_SLUGS, "nl", "a-vendre")).toBeUndefined();
    expect(fixedPath("home", "de")).toBe("/de/");
  });

  it.each([
    ["/", "home"],
    ["/for-sale/", "forSale"],
    ["/for-sale", "forSale"],
    ["/FOR-RENT/", "forRent"],
    ["/nieuwbouw/", "projects"],
    ["/Cookie-policy/", "cookiePolicy"],
    ["/some/where/for-sale/", "forSale"],
    ["/some/where/for-rent", "forRent"],
    ["/aboutus/", "aboutUs"],
    ["/unknown/", undefined],
    ["/for-sale/extra/", undefined],
  ])("resolves the original path %s to %s", (path, route) => {
    expect(routeByOriginalPath(path)).toBe(route);
  });
});

describe("Accept-Language negotiation", () => {
  const all = LANGUAGES;
  it.each([
    ["fr-BE,fr;q=0.9,en;q=0.8", all, "fr"],
    ["en;q=0.5,de;q=0.9", all, "de"],
    ["es,it;q=0.8", all, "nl"],
    ["", all, "nl"],
    ["de", ["nl", "fr"] as const, "nl"],
    ["de;q=0,fr;q=0.1", all, "fr"],
    ["*", all, "nl"],
    ["fr;q=abc,en", all, "en"],
  ])("picks from %j", (header, enabled, expected) => {
    expect(negotiateLanguage(header, enabled, "nl")).toBe(expected);
  });
});
