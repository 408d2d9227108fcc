import { describe, expect, it } from "vitest";
import { get } from "./worker";

describe("language-less addresses", () => {
  it("sends / to the best enabled language and varies on Accept-Language", async () => {
    const cases: [string | undefined, string][] = [
      ["fr-BE,fr;q=0.9,en;q=0.8", "/fr/"],
      ["de-DE,de;q=0.9", "/de/"],
      ["es-ES,es;q=0.9,en;q=0.5", "/en/"],
      ["ja", "/nl/"],
      [undefined, "/nl/"],
    ];
    for (const [accept, location] of cases) {
      const response = await get("/", accept ? { "Accept-Language": accept } : {});
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe(location);
      expect(response.headers.get("Vary")).toContain("Accept-Language");
    }
  });

  it("sends original CMS paths to their localized path, keeping the query string", async () => {
    const cases: [string, string, string][] = [
      ["/for-sale/?city=Gent|9000&type=1", "nl", "/nl/te-koop/?city=Gent|9000&type=1"],
      ["/for-rent/", "fr", "/fr/a-louer/"],
      ["/aboutus/", "fr", "/fr/qui-sommes-nous/"],
      ["/Nieuwbouw/", "fr", "/fr/projets/"],
      ["/Cookie-policy/", "nl", "/nl/cookie-policy/"],
      ["/Disclaimer/", "de", "/de/haftungsausschluss/"],
      ["/contact-demand/", "en", "/en/free-valuation/"],
      ["/demand-register/", "nl", "/nl/zoekopdracht/"],
      ["/privacy/", "fr", "/fr/privacy-statement/"],
      ["/login/", "en", "/en/login/"],
      ["/contact/", "de", "/de/kontakt/"],
    ];
    for (const [path, lang, location] of cases) {
      const response = await get(path, { "Accept-Language": lang });
      expect(response.status, path).toBe(302);
      expect(response.headers.get("Location")).toBe(location);
      expect(response.headers.get("Vary")).toContain("Accept-Language");
    }
  });

  it("falls back to the last segment for the for-sale and for-rent lists", async () => {
    const sale = await get("/immo/aanbod/for-sale/?type=2", { "Accept-Language": "nl" });
    expect(sale.headers.get("Location")).toBe("/nl/te-koop/?type=2");
    const rent = await get("/old/for-rent/", { "Accept-Language": "fr" });
    expect(rent.headers.get("Location")).toBe("/fr/a-louer/");
  });

  it("adds the trailing slash with a permanent redirect, query kept", async () => {
    const response = await get("/nl/te-koop?city=Gent");
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/nl/te-koop/?city=Gent");
    const bare = await get("/fr");
    expect(bare.headers.get("Location")).toBe("/fr/");
  });
});

describe("pages that do not exist", () => {
  it("answers 404 for an unknown language prefix, in the visitor's language", async () => {
    const response = await get("/xx/", { "Accept-Language": "fr" });
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('<html lang="fr"');
    expect(html).toContain("Page introuvable");
  });

  it("answers 404 with a search form and a home link for an unknown page", async () => {
    for (const [path, lang, home] of [
      ["/nl/bestaat-niet/", "nl", "/nl/"],
      ["/de/gibt-es-nicht/", "de", "/de/"],
      ["/en/for-sale/x/y/z/w/", "en", "/en/"],
    ] as const) {
      const response = await get(path);
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html).toMatch(/<form[^>]*role="search"/);
      expect(html).toContain(`href="${home}"`);
      expect(html).toContain('content="noindex, nofollow"');
    }
  });

  it("answers 404 for a slug of another language under a prefix", async () => {
    expect((await get("/nl/a-vendre/")).status).toBe(404);
    expect((await get("/fr/te-koop/")).status).toBe(404);
  });

  it("answers 404 (not 500) for malformed percent-encoding", async () => {
    expect((await get("/nl/%E0%A4%A/")).status).toBe(404);
  });
});
