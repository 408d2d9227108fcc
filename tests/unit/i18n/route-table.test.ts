import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { LANGUAGES, type Lang } from "../../../client/i18n/languages";
import {
  CODE_SLUGS,
  FIXED_SLUG_ROUTES,
  type FixedRouteKey,
  FORM_PREFIX,
  formPath,
  pathFor,
  PORTAL_PREFIX,
  portalPath,
  PREVIEW_SEGMENT,
  previewPath,
  projectPath,
  propertyPath,
  ROUTE_KEYS,
  ROUTES,
  sitePatterns,
  THANK_YOU_FORM_KEYS,
  THANK_YOU_FORMS,
  THANK_YOU_PREFIX,
  thankYouPath,
} from "../../../client/i18n/routes";

/** The parameters Hono extracts for `path` on `pattern`, or null when the pattern does not match. */
async function paramsOf(pattern: string, path: string): Promise<Record<string, string> | null> {
  const app = new Hono().get(pattern, (c) => c.json(c.req.param()));
  const response = await app.request(path);
  return response.status === 200 ? ((await response.json()) as Record<string, string>) : null;
}

const BASES = LANGUAGES.flatMap((lang) => [
  { lang, base: `/${lang}`, preview: false },
  { lang, base: `/${lang}/${PREVIEW_SEGMENT}`, preview: true },
]);

const FIXED_PAGE_ROUTES = FIXED_SLUG_ROUTES.filter((key): key is Exclude<FixedRouteKey, "project"> => key !== "project");

const OTHER: Record<Lang, Lang> = { nl: "fr", fr: "de", en: "nl", de: "en" };

describe("sitePatterns page patterns", () => {
  it.each(BASES)("are the route table's paths for $base", ({ lang, base, preview }) => {
    const patterns = sitePatterns(lang, base);
    // Only the addresses no publish can rename are routes: the others are looked up in the published table (worker/routes/pages.tsx).
    for (const key of FIXED_PAGE_ROUTES) {
      const expected = preview ? previewPath(pathFor(CODE_SLUGS, key, lang), lang) : pathFor(CODE_SLUGS, key, lang);
      expect(patterns.page(key)).toBe(expected);
    }
  });

  it("moves the home page under /preview/ in the preview copy", () => {
    expect(sitePatterns("nl", "/nl/preview").page("home")).toBe("/nl/preview/");
    expect(sitePatterns("de", "/de/preview").page("demandRegister")).toBe("/de/preview/suchauftrag/");
  });
});

describe("sitePatterns property pattern", () => {
  it.each(BASES)("matches real detail paths under $base and extracts list, city, type and id", async ({ lang, base }) => {
    const { property } = sitePatterns(lang, base);
    const sale = ROUTES.forSale.slug[lang];
    const rent = ROUTES.forRent.slug[lang];
    expect(await paramsOf(property, `${base}/${sale}/gent/villa/123/`)).toEqual({ list: sale, city: "gent", type: "villa", id: "123" });
    expect(await paramsOf(property, `${base}/${rent}/sint-martens-latem/appartement/1/`)).toEqual({
      list: rent,
      city: "sint-martens-latem",
      type: "appartement",
      id: "1",
    });
    expect(await paramsOf(property, `${base}/${sale}/namur/maison/999999999999/`)).toEqual({
      list: sale,
      city: "namur",
      type: "maison",
      id: "999999999999",
    });
  });

  it.each(BASES)("refuses ids with letters or longer than 12 digits under $base", async ({ lang, base }) => {
    const { property } = sitePatterns(lang, base);
    const sale = ROUTES.forSale.slug[lang];
    for (const id of ["12a", "abc", "0x10", "1234567890123", "-1", "1.5"]) {
      expect(await paramsOf(property, `${base}/${sale}/gent/villa/${id}/`), id).toBeNull();
    }
  });

  it.each(BASES)("refuses another language's list slug under $base", async ({ lang, base }) => {
    const { property } = sitePatterns(lang, base);
    const other = OTHER[lang];
    for (const key of ["forSale", "forRent"] as const) {
      const slug = ROUTES[key].slug[other];
      expect(ROUTES.forSale.slug[lang]).not.toBe(slug);
      expect(await paramsOf(property, `${base}/${slug}/gent/villa/123/`), slug).toBeNull();
    }
  });

  it.each(BASES)("refuses a slug that merely contains the list slug under $base", async ({ lang, base }) => {
    const { property } = sitePatterns(lang, base);
    for (const slug of [ROUTES.forSale.slug[lang], ROUTES.forRent.slug[lang]]) {
      for (const wrapped of [`x${slug}x`, `x${slug}`, `${slug}x`, `${slug}-${slug}`]) {
        expect(await paramsOf(property, `${base}/${wrapped}/gent/villa/123/`), wrapped).toBeNull();
      }
    }
  });

  it("refuses the example of the brief: /nl/xte-koopx/", async () => {
    expect(await paramsOf(sitePatterns("nl", "/nl").property, "/nl/xte-koopx/gent/villa/123/")).toBeNull();
    expect(await paramsOf(sitePatterns("nl", "/nl").property, "/nl/te-koop/gent/villa/123/")).not.toBeNull();
  });

  it("refuses a public detail path on the preview pattern and the other way round", async () => {
    expect(await paramsOf(sitePatterns("nl", "/nl/preview").property, "/nl/te-koop/gent/villa/123/")).toBeNull();
    expect(await paramsOf(sitePatterns("nl", "/nl").property, "/nl/preview/te-koop/gent/villa/123/")).toBeNull();
  });

  it("refuses a detail path with a missing segment", async () => {
    const { property } = sitePatterns("nl", "/nl");
    expect(await paramsOf(property, "/nl/te-koop/gent/123/")).toBeNull();
    expect(await paramsOf(property, "/nl/te-koop/123/")).toBeNull();
  });
});

describe("form, portal and thank-you addresses", () => {
  it("are distinct per language", () => {
    for (const form of THANK_YOU_FORM_KEYS) {
      const forms = LANGUAGES.map((lang) => formPath(form, lang));
      const thanks = LANGUAGES.map((lang) => thankYouPath(form, lang));
      expect(new Set(forms).size).toBe(LANGUAGES.length);
      expect(new Set(thanks).size).toBe(LANGUAGES.length);
    }
    expect(new Set(LANGUAGES.map((lang) => portalPath(lang))).size).toBe(LANGUAGES.length);
  });

  it("are distinct per form within a language, and a form never posts to its thank-you page", () => {
    for (const lang of LANGUAGES) {
      const forms = THANK_YOU_FORM_KEYS.map((form) => formPath(form, lang));
      const thanks = THANK_YOU_FORM_KEYS.map((form) => thankYouPath(form, lang));
      expect(new Set(forms).size).toBe(THANK_YOU_FORM_KEYS.length);
      expect(new Set(thanks).size).toBe(THANK_YOU_FORM_KEYS.length);
      for (const path of forms) expect(thanks).not.toContain(path);
      expect(forms).not.toContain(portalPath(lang));
    }
  });

  it("start with the language and their own prefix", () => {
    expect(formPath("contact-me", "nl")).toBe("/nl/formulier/vraag-over-een-pand/");
    expect(formPath("contact-me", "de")).toBe("/de/formular/kontaktanfrage/");
    expect(portalPath("nl")).toBe("/nl/eigenaar/");
    expect(portalPath("fr")).toBe("/fr/proprietaire/");
    expect(thankYouPath("contact-demand", "fr")).toBe("/fr/merci/estimation-gratuite/");
    for (const lang of LANGUAGES) {
      for (const form of THANK_YOU_FORM_KEYS) {
        expect(formPath(form, lang)).toBe(`/${lang}/${FORM_PREFIX[lang]}/${THANK_YOU_FORMS[form][lang]}/`);
        expect(thankYouPath(form, lang)).toBe(`/${lang}/${THANK_YOU_PREFIX[lang]}/${THANK_YOU_FORMS[form][lang]}/`);
      }
      expect(portalPath(lang)).toBe(`/${lang}/${PORTAL_PREFIX[lang]}/`);
    }
  });

  it.each(LANGUAGES)("never share a first segment with a route, the thank-you prefix or the preview copy in %s", (lang) => {
    const firstSegment = (path: string) => path.split("/")[2];
    const routeSegments = ROUTE_KEYS.map((key) => ROUTES[key].slug[lang]).filter(Boolean);
    const form = firstSegment(formPath("contact-me", lang));
    const portal = firstSegment(portalPath(lang));
    const thanks = firstSegment(thankYouPath("contact-me", lang));
    for (const segment of [form, portal]) {
      expect(routeSegments).not.toContain(segment);
      expect(segment).not.toBe(THANK_YOU_PREFIX[lang]);
      expect(segment).not.toBe(PREVIEW_SEGMENT);
    }
    expect(form).not.toBe(portal);
    expect(routeSegments).not.toContain(thanks);
    expect(thanks).not.toBe(PREVIEW_SEGMENT);
  });

  it.each(LANGUAGES)("are matched by the form and thank-you patterns of %s", async (lang) => {
    const patterns = sitePatterns(lang, `/${lang}`);
    for (const form of THANK_YOU_FORM_KEYS) {
      expect(await paramsOf(patterns.form, formPath(form, lang))).toEqual({ form: THANK_YOU_FORMS[form][lang] });
      expect(await paramsOf(patterns.thankYou, thankYouPath(form, lang))).toEqual({ form: THANK_YOU_FORMS[form][lang] });
      expect(await paramsOf(patterns.thankYou, formPath(form, lang))).toBeNull();
      expect(await paramsOf(patterns.form, thankYouPath(form, lang))).toBeNull();
    }
  });
});

describe("previewPath", () => {
  it("moves a page of the language under /preview/", () => {
    expect(previewPath("/nl/over-ons/", "nl")).toBe("/nl/preview/over-ons/");
    expect(previewPath("/nl/", "nl")).toBe("/nl/preview/");
    expect(previewPath("/fr/a-vendre/gent/villa/12/", "fr")).toBe("/fr/preview/a-vendre/gent/villa/12/");
  });

  it("leaves an address of another language alone", () => {
    expect(previewPath("/fr/a-vendre/", "nl")).toBe("/fr/a-vendre/");
    expect(previewPath("/", "nl")).toBe("/");
  });
});

describe("propertyPath and projectPath", () => {
  const properties = [
    { goal: 0, city: "Gent", zip: "9000", typeName: "Villa", typeGroup: 1, id: 123 },
    { goal: 1, city: "Liège", zip: "4000", typeName: "Maison de maître", typeGroup: 1, id: 4567 },
    { goal: 0, city: "Sint-Martens-Latem", zip: "9830", typeName: "Appartement", typeGroup: 2, id: 999_999_999_999 },
    { goal: 1, city: "", zip: "1000", typeName: "", typeGroup: 5, id: 8 },
    { goal: 0, city: "!!", zip: "", typeName: "??", typeGroup: 7, id: 9 },
  ] as const;

  it.each(LANGUAGES)("produces property paths the %s property pattern matches", async (lang) => {
    const { property } = sitePatterns(lang, `/${lang}`);
    for (const item of properties) {
      const path = propertyPath(lang, item);
      const params = await paramsOf(property, path);
      expect(params, path).not.toBeNull();
      expect(params?.list).toBe(ROUTES[item.goal === 0 ? "forSale" : "forRent"].slug[lang]);
      expect(params?.id).toBe(String(item.id));
      expect(`/${lang}/${params?.list}/${params?.city}/${params?.type}/${params?.id}/`).toBe(path);
      // The preview copy of the same path matches the preview pattern.
      expect(await paramsOf(sitePatterns(lang, `/${lang}/preview`).property, previewPath(path, lang))).toEqual(params);
    }
  });

  it("slugs the city and type, falling back to the zip and the type group", () => {
    expect(propertyPath("nl", properties[0])).toBe("/nl/te-koop/gent/villa/123/");
    expect(propertyPath("fr", properties[1])).toBe("/fr/a-louer/liege/maison-de-maitre/4567/");
    expect(propertyPath("en", properties[3])).toBe("/en/for-rent/1000/5/8/");
    expect(propertyPath("de", properties[4])).toBe("/de/zu-verkaufen/-/7/9/");
  });

  it.each(LANGUAGES)("produces project paths the %s project pattern matches", async (lang) => {
    const { project, projectById, projectBare } = sitePatterns(lang, `/${lang}`);
    for (const item of [
      { name: "Residentie Leiezicht", id: 801 },
      { name: "Résidence Les Érables", id: 12 },
      { name: "***", id: 5 },
    ]) {
      const path = projectPath(lang, item);
      const params = await paramsOf(project, path);
      expect(params, path).not.toBeNull();
      expect(params?.id).toBe(String(item.id));
      expect(path).toBe(`/${lang}/${ROUTES.project.slug[lang]}/${params?.name}/${item.id}/`);
      expect(await paramsOf(projectById, path)).toBeNull();
      expect(await paramsOf(projectBare, path)).toBeNull();
    }
    expect(projectPath("nl", { name: "Residentie Leiezicht", id: 801 })).toBe("/nl/project/residentie-leiezicht/801/");
  });
});
