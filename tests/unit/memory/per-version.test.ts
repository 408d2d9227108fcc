import { describe, expect, it } from "vitest";
import { listFacetsOf } from "../../../worker/feed/facets";
import { queryIndexOf } from "../../../worker/feed/query-index-of";
import { placesOf } from "../../../worker/feed/map-places";
import { searchIndexJson, searchIndexOf } from "../../../worker/feed/search-index";
import { toPropertySummary, type LanguageIndex } from "../../../worker/feed/snapshot-store";
import { zoneOptionsOf } from "../../../worker/feed/zone-options";
import { property } from "../../fixtures/listings";

/** A snapshot version's Dutch index whose listings lie in `city` (each version its own city, so results differ). */
function indexOf(version: number, city: { name: string; zip: string; lat: number; lng: number }): LanguageIndex {
  const geo = { lat: city.lat, lng: city.lng };
  const details = [1, 2, 3].map((id) => property(version * 10 + id, "nl", { city: city.name, zip: city.zip, geo }));
  return {
    version,
    lang: "nl",
    properties: details.map(toPropertySummary),
    projects: [],
    typeGroups: [{ webId: 1, name: "Huis", showOrder: 0, saleCount: 3, rentCount: 0 }],
    cities: [{ name: city.name, zip: city.zip, countryId: 10, saleCount: 3, rentCount: 0 }],
    chunkOf: Object.fromEntries(details.map((item) => [item.id, 0])),
    chunks: 1,
  };
}

/** Every value worker/feed keeps per snapshot version and language (worker/memory/README.md). */
const PER_VERSION = { listFacetsOf, queryIndexOf, placesOf, zoneOptionsOf, searchIndexOf, searchIndexJson } as const;

describe("what the isolate keeps per snapshot version", () => {
  for (const [name, of] of Object.entries(PER_VERSION)) {
    it(`${name}: a new version is never answered from the previous version's entry, and each is built once`, () => {
      // Version numbers of this test only, far above any other test's, so no entry of another test is read.
      const first = indexOf(900_001, { name: "Gent", zip: "9000", lat: 51.05, lng: 3.72 });
      const next = indexOf(900_002, { name: "Luik", zip: "4000", lat: 50.63, lng: 5.57 });
      const before = of(first);
      const after = of(next);
      expect(JSON.stringify(after)).not.toEqual(JSON.stringify(before));
      expect(JSON.stringify(after)).toContain(name === "queryIndexOf" ? "" : "Luik");
      // Built once per version: the same value again, even for another object of the same version.
      expect(of(indexOf(900_002, { name: "Luik", zip: "4000", lat: 50.63, lng: 5.57 }))).toBe(after);
      expect(of(first)).toBe(before);
    });
  }
});
