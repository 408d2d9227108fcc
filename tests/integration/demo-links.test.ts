import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../client/i18n/languages";
import { fixedPath, THANK_YOU_FORMS, THANK_YOU_PREFIX } from "../../client/i18n/routes";
import { get } from "./worker";

/** Reading some forty pages in workerd takes a few seconds, more on a busy machine. */
const PAGES_TIMEOUT_MS = 60_000;

/** Property pages are alike: every SAMPLE_EVERY-th of them is read, all other pages are. */
const SAMPLE_EVERY = 8;

/** A reserved `.example` host anywhere in the page: a link, a picture, a form, a meta tag or JSON-LD. */
const EXAMPLE_HOST = /[a-z0-9-]+\.example(?![a-z0-9-])/i;

/** The sitemap's pages of one language, with every SAMPLE_EVERY-th property page and all the others. */
async function sitemapPaths(lang: (typeof LANGUAGES)[number]): Promise<string[]> {
  const xml = await (await get(`/sitemap-${lang}.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!.replaceAll("&amp;", "&")).pathname);
  const isProperty = (path: string) => path.startsWith(fixedPath("forSale", lang)) || path.startsWith(fixedPath("forRent", lang));
  const properties = paths.filter((path) => isProperty(path) && path !== fixedPath("forSale", lang) && path !== fixedPath("forRent", lang));
  return [...paths.filter((path) => !properties.includes(path)), ...properties.filter((_, index) => index % SAMPLE_EVERY === 0)];
}

describe.each(LANGUAGES)("the demo site in %s", (lang) => {
  it(
    "links to no reserved .example host on any page type",
    async () => {
      await get(`/${lang}/`); // publishes the demo snapshot
      const paths = [
        ...(await sitemapPaths(lang)),
        `${fixedPath("forSale", lang)}?view=map`,
        `${fixedPath("forRent", lang)}?type=2&sort=price-desc`,
        fixedPath("login", lang),
        `/${lang}/${THANK_YOU_PREFIX[lang]}/${THANK_YOU_FORMS["contact-me"][lang]}/`,
      ];
      expect(paths.some((path) => path.includes(`/${lang}/`))).toBe(true);
      const found: string[] = [];
      for (const path of paths) {
        const response = await get(path);
        expect(response.status, path).toBe(200);
        const host = EXAMPLE_HOST.exec(await response.text())?.[0];
        if (host) found.push(`${path}: ${host}`);
      }
      expect(found).toEqual([]);
    },
    PAGES_TIMEOUT_MS,
  );
});
