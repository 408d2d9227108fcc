import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../client/i18n/languages";
import { CODE_SLUGS, pathFor } from "../../client/i18n/routes";
import { get, unescapeHtml } from "./worker";

const page = async (path: string) => {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  return unescapeHtml(await response.text());
};

/** The city select's options: value (name|zip) and the name it shows. */
const cityOptions = (html: string) =>
  [...html.matchAll(/<option value="([^"|]+)\|(\d+)"[^>]*>/g)].map((match) => ({ value: `${match[1]}|${match[2]}`, name: match[1]!, zip: match[2]! }));
const cardCities = (html: string) => [...html.matchAll(/<span class="property-card-city">([^<]*)<\/span>/g)].map((match) => match[1]!);
const cardLinks = (html: string) => [...html.matchAll(/<a href="([^"]+)" class="property-card-link"/g)].map((match) => match[1]!);

describe.each(LANGUAGES)("one name per city in %s", (lang) => {
  it("the city filter, the cards and a property's page name Mons (7000) alike", async () => {
    for (const list of ["forSale", "forRent"] as const) {
      const mons = cityOptions(await page(pathFor(CODE_SLUGS, list, lang))).find((option) => option.zip === "7000");
      if (!mons) continue;
      const filtered = await page(`${pathFor(CODE_SLUGS, list, lang)}?city=${encodeURIComponent(mons.value)}`);
      const cities = cardCities(filtered);
      expect(cities.length, `${lang} ${list}`).toBeGreaterThan(0);
      expect(new Set(cities), `${lang} ${list}`).toEqual(new Set([mons.name]));
      const detail = await page(cardLinks(filtered)[0]!);
      // The listing's own description is the provider's text, not the site's naming: only what the site writes is compared.
      const location = /<p class="property-location">([^<]*)/.exec(detail)?.[1];
      // With or without the street (the first listing of the filter may publish its address).
      expect(location, `${lang} ${list}`).toMatch(new RegExp(`(^|, )7000 ${mons.name}$`));
      expect(detail).toContain(`<dd>${mons.name}</dd>`);
      return;
    }
    throw new Error(`no list offers Mons in ${lang}`);
  });
});
