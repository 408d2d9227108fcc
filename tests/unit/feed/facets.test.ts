import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../../client/i18n/languages";
import { buildListFacets } from "../../../worker/feed/facets";
import type { PropertySummary } from "../../../worker/feed/model";
import { placesOf } from "../../../worker/feed/place";
import { buildQueryIndex, listProperties, selectedPlace } from "../../../worker/feed/query";

/** Addresses as providers send them, inside and outside the municipality table. */
const ADDRESSES: readonly (readonly [city: string, zip: string, countryId: number])[] = [
  ["Luik", "4000", 10],
  ["Liège", "4020", 10],
  ["Komen", "7780", 10],
  ["Comines-Warneton", "7781", 10],
  // France: a Comines across the border, with a five-digit postcode.
  ["Comines", "59560", 20],
  // The Netherlands: a Putte with four digits, like a Belgian postcode.
  ["Putte", "4645", 30],
  ["Putte", "2580", 10],
  // Luxembourg PO box codes the table does not list: the name places them.
  ["Luxembourg", "1009", 50],
  ["Luxemburg", "1010", 50],
  ["Gent", "9000", 10],
];

const listing = fc
  .record({
    id: fc.integer({ min: 1, max: 100_000 }),
    goal: fc.constantFrom(0 as const, 1 as const),
    status: fc.constantFrom("available" as const, "available" as const, "sold" as const),
    address: fc.constantFrom(...ADDRESSES),
  })
  .map(({ address: [city, zip, countryId], ...rest }): PropertySummary => ({
    ...rest,
    lang: "nl",
    reference: `R${rest.id}`,
    typeGroup: 1,
    typeName: "Huis",
    title: "",
    city,
    zip,
    countryId,
    region: null,
    price: 100_000,
    priceText: "",
    marquee: null,
    bedrooms: null,
    surface: null,
    picture: null,
    path: "",
    geo: null,
    updatedAt: "2026-11-01T00:00:00.000Z",
  }));

const TYPES = [{ webId: 1, name: "Huizen", showOrder: 1, saleCount: 0, rentCount: 0 }];

describe("a place's suggestion and its list", () => {
  it("agree: the list a place's link opens holds exactly the listings its count counts, in every language", () => {
    fc.assert(
      fc.property(fc.uniqueArray(listing, { selector: (item) => item.id, maxLength: 60 }), fc.constantFrom(...LANGUAGES), (items, lang) => {
        const index = buildQueryIndex(items);
        const facets = buildListFacets(lang, items, TYPES, index.places);
        for (const place of facets.cities) {
          const city = `${place.name}|${place.zip}`;
          const listed = (goal: 0 | 1) => listProperties(index, { goal, cities: [city], sort: "newest", page: 1, pageSize: 1000 }).total;
          expect([city, listed(0), listed(1)]).toEqual([city, place.saleCount, place.rentCount]);
          expect(selectedPlace(facets, city)?.key, city).toBe(place.key);
        }
      }),
      { numRuns: 200 },
    );
  });

  it("keeps a French Comines apart from the Belgian municipality Komen-Waasten", () => {
    const items = [fc.sample(listing, { numRuns: 1, seed: 1 })[0]!].flatMap((base) => [
      { ...base, id: 1, goal: 0 as const, status: "available" as const, city: "Comines", zip: "59560", countryId: 20 },
      { ...base, id: 2, goal: 0 as const, status: "available" as const, city: "Komen", zip: "7780", countryId: 10 },
      { ...base, id: 3, goal: 0 as const, status: "available" as const, city: "Comines-Warneton", zip: "7781", countryId: 10 },
    ]);
    const facets = buildListFacets("fr", items, TYPES, placesOf(items));
    expect(facets.cities.map(({ name, zip, saleCount }) => [name, zip, saleCount])).toEqual([
      ["Comines", "59560", 1],
      ["Comines-Warneton", "7780", 2],
    ]);
  });

  it("links a municipality by a postcode the table gives it, not by a PO box code of its listings", () => {
    const [base] = fc.sample(listing, { numRuns: 1, seed: 2 });
    const items = [{ ...base!, id: 1, status: "available" as const, city: "Luxembourg", zip: "1009", countryId: 50 }];
    const [place] = buildListFacets("de", items, TYPES, placesOf(items)).cities;
    expect(place).toMatchObject({ key: "LU-luxembourg", name: "Luxemburg", zips: ["1009"] });
    expect(place!.zip).not.toBe("1009");
  });
});
