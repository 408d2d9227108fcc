import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../client/i18n/languages";
import { CODE_SLUGS, fixedPath, pathFor, ROUTE_KEYS, THANK_YOU_FORM_KEYS, thankYouPath } from "../../client/i18n/routes";
import { pageByRoute, seedContent as content } from "../../worker/content";
import { alternateLinks, canonicalOf, get, ORIGIN, titleOf } from "./worker";

const decode = (text: string) =>
  text
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');
const pageRoutes = ROUTE_KEYS.filter((key) => key !== "project");

describe("every localized route in every language", () => {
  for (const lang of LANGUAGES) {
    for (const route of pageRoutes) {
      const path = pathFor(CODE_SLUGS, route, lang);
      it(`serves ${path} with its language, title, canonical and hreflang links`, async () => {
        const response = await get(path);
        expect(response.status).toBe(200);
        expect(response.headers.get("Content-Type")).toContain("text/html");
        const html = await response.text();
        expect(html).toContain(`<html lang="${lang}"`);
        expect(decode(titleOf(html) ?? "")).toBe(pageByRoute(route, content)?.params.metadata[lang].metadataTitle);
        expect(canonicalOf(html)).toBe(`${ORIGIN}${path}`);
        const alternates = alternateLinks(html);
        for (const other of LANGUAGES) expect(alternates.get(other)).toBe(`${ORIGIN}${pathFor(CODE_SLUGS, route, other)}`);
        expect(alternates.has("x-default")).toBe(true);
      });
    }
  }

  it("links back from every alternate (reciprocal hreflang)", async () => {
    for (const route of pageRoutes) {
      const alternates = alternateLinks(await (await get(pathFor(CODE_SLUGS, route, "nl"))).text());
      for (const lang of LANGUAGES) {
        const target = alternates.get(lang);
        expect(target).toBeDefined();
        const back = alternateLinks(await (await get(new URL(target!).pathname)).text());
        expect(back.get("nl")).toBe(`${ORIGIN}${pathFor(CODE_SLUGS, route, "nl")}`);
      }
    }
  });

  it("spells the spec's nl and fr paths exactly", () => {
    const expected: Record<string, [string, string]> = {
      home: ["/nl/", "/fr/"],
      forSale: ["/nl/te-koop/", "/fr/a-vendre/"],
      forRent: ["/nl/te-huur/", "/fr/a-louer/"],
      contact: ["/nl/contact/", "/fr/contact/"],
      aboutUs: ["/nl/over-ons/", "/fr/qui-sommes-nous/"],
      demandRegister: ["/nl/zoekopdracht/", "/fr/recherche/"],
      freeValuation: ["/nl/gratis-schatting/", "/fr/estimation-gratuite/"],
      privacy: ["/nl/privacy-statement/", "/fr/privacy-statement/"],
      cookiePolicy: ["/nl/cookie-policy/", "/fr/cookie-policy/"],
      disclaimer: ["/nl/disclaimer/", "/fr/disclaimer/"],
      projects: ["/nl/nieuwbouw/", "/fr/projets/"],
      login: ["/nl/login/", "/fr/login/"],
    };
    for (const [route, [nl, fr]] of Object.entries(expected)) {
      expect(pathFor(CODE_SLUGS, route as (typeof pageRoutes)[number], "nl")).toBe(nl);
      expect(pathFor(CODE_SLUGS, route as (typeof pageRoutes)[number], "fr")).toBe(fr);
    }
    expect(fixedPath("login", "en")).toBe("/en/login/");
  });
});

describe("thank-you, article and preview pages", () => {
  for (const lang of LANGUAGES) {
    for (const form of THANK_YOU_FORM_KEYS) {
      it(`serves the ${form} thank-you page in ${lang}, not indexed`, async () => {
        const response = await get(thankYouPath(form, lang));
        expect(response.status).toBe(200);
        const html = await response.text();
        expect(html).toContain(`<html lang="${lang}"`);
        expect(html).toContain('name="robots" content="noindex, nofollow"');
      });
    }
  }

  it("uses the spec's thank-you prefixes and slugs", () => {
    expect(thankYouPath("contact-demand", "nl")).toBe("/nl/bedankt/gratis-schatting/");
    expect(thankYouPath("contact-demand", "fr")).toBe("/fr/merci/estimation-gratuite/");
    expect(thankYouPath("sign-newsletter", "fr")).toBe("/fr/merci/newsletter/");
    expect(thankYouPath("contact-me", "nl")).toBe("/nl/bedankt/vraag-over-een-pand/");
  });

  it("serves the service testimonial article under /nl/onze-diensten/ and /fr/nos-services/", async () => {
    for (const path of ["/nl/onze-diensten/", "/fr/nos-services/"]) {
      const response = await get(path);
      expect(response.status).toBe(200);
      const alternates = alternateLinks(await response.text());
      expect(alternates.get("nl")).toBe(`${ORIGIN}/nl/onze-diensten/`);
      expect(alternates.get("fr")).toBe(`${ORIGIN}/fr/nos-services/`);
    }
  });

  it("renders preview paths without indexing and without the consent dialog", async () => {
    const response = await get("/nl/preview/over-ons/");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('content="noindex, nofollow"');
    expect(html).not.toContain('data-island="ConsentDialog"');
    expect(canonicalOf(html)).toBe(`${ORIGIN}/nl/over-ons/`);
    const normal = await (await get("/nl/over-ons/")).text();
    expect(normal).toContain('data-island="ConsentDialog"');
  });
});
