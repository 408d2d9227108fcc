import { describe, expect, it } from "vitest";
import { alsoTyped, municipalityOf } from "../../../client/domain/municipalities";
import { search } from "../../../client/domain/search";
import type { SearchIndex } from "../../../client/domain/search-index";
import { LANGUAGES, type Lang } from "../../../client/i18n/languages";
import { DemoFeedSource } from "../../../worker/feed/demo";
import { local, PLACES } from "../../../worker/feed/demo/places";
import { buildSearchIndex } from "../../../worker/feed/search-index";
import { toPropertySummary, type LanguageIndex } from "../../../worker/feed/snapshot-store";
import { TEST_WORDS } from "./helpers";

/** The search index the demo feed gives in `lang`, as GET /api/search/{lang}.json serves it. */
async function demoIndex(lang: Lang, version: number): Promise<SearchIndex> {
  const { snapshot } = await new DemoFeedSource({ words: () => TEST_WORDS }).fetchLanguage(lang, {});
  const index: LanguageIndex = {
    version,
    lang,
    properties: snapshot.properties.map(toPropertySummary),
    projects: [],
    typeGroups: snapshot.typeGroups,
    cities: snapshot.cities,
    chunkOf: {},
    chunks: 0,
  };
  return buildSearchIndex(index);
}

/** Every name of a demo city: the feed's spelling in each language, every name the municipality table knows, typed plainly. */
function namesOf(place: (typeof PLACES)[number]): string[] {
  const municipality = municipalityOf({ countryId: place.countryId, zip: place.zip, city: local(place.name, "nl") });
  const written = [...LANGUAGES.map((lang) => local(place.name, lang)), ...(municipality?.aliases ?? [])];
  const typed = written.flatMap((name) => [name, ...alsoTyped(name)]);
  const plain = typed.flatMap((name) => [name.normalize("NFD").replace(/\p{M}+/gu, ""), name.toUpperCase()]);
  return [...new Set([...typed, ...plain])];
}

describe("Search: every alias of every demo city in every language finds it", () => {
  it.each(LANGUAGES.map((lang, n) => [lang, n] as const))("in %s", async (lang, n) => {
    const index = await demoIndex(lang, 100 + n);
    const misses: string[] = [];
    let checked = 0;
    for (const place of PLACES) {
      const municipality = municipalityOf({ countryId: place.countryId, zip: place.zip, city: local(place.name, lang) });
      expect(municipality, `${local(place.name, lang)} ${place.zip} is in the municipality table`).not.toBeNull();
      const shown = municipality!.names[lang];
      const entry = index.cities.find(([name, , sale, rent]) => name === shown && sale + rent > 0);
      if (!entry) continue; // no listing on offer there in this demo: nothing to suggest
      for (const name of namesOf(place)) {
        checked++;
        const hits = search(index, name).cities;
        if (!hits.some((hit) => hit.name === shown)) misses.push(`"${name}" → ${hits.map((hit) => hit.name).join(", ") || "nothing"} (expected ${shown})`);
      }
    }
    expect(misses).toEqual([]);
    expect(checked).toBeGreaterThan(PLACES.length * 4);
  });

  it("names Liège in each language after the page, and finds it by its other names there", async () => {
    const expected: Record<Lang, string> = { nl: "Luik", fr: "Liège", en: "Liège", de: "Lüttich" };
    for (const [n, lang] of LANGUAGES.entries()) {
      const index = await demoIndex(lang, 200 + n);
      for (const typed of ["Luik", "Liège", "liege", "Lüttich", "LUETTICH"]) {
        expect(search(index, typed).cities.map((hit) => hit.name)).toContain(expected[lang]);
      }
    }
  });

  it("finds type groups by their synonyms in every language", async () => {
    const index = await demoIndex("nl", 300);
    for (const [typed, webId] of [
      ["appartement", 2],
      ["flat", 2],
      ["apartment", 2],
      ["Wohnung", 2],
      ["huis", 1],
      ["woning", 1],
      ["maison", 1],
      ["house", 1],
    ] as const) {
      expect(
        search(index, typed).types.map((hit) => hit.webId),
        typed,
      ).toContain(webId);
    }
  });

  it("never suggests a sale or rent list without listings", async () => {
    const index = await demoIndex("nl", 400);
    for (const [name] of index.cities) {
      for (const hit of search(index, name).cities) expect(hit.saleCount + hit.rentCount).toBeGreaterThan(0);
    }
  });
});
