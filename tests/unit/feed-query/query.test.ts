import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { PropertySummary } from "../../../worker/feed/model";
import { foldText } from "../../../client/domain/text";
import { buildQueryIndex, listProperties, parseCityParam, SORT_KEYS, type ListQuery } from "../../../worker/feed/query";

const CITIES = [
  ["Gent", "9000"],
  ["Liège", "4000"],
  ["Bruxelles", "1000"],
  ["Luxembourg", "1009"],
  ["Sint-Martens-Latem", "9830"],
] as const;

const summary = fc
  .record({
    id: fc.integer({ min: 1, max: 1_000_000 }),
    goal: fc.constantFrom(0 as const, 1 as const),
    typeGroup: fc.constantFrom(1, 2, 4, 5, 6, 7),
    typeName: fc.constantFrom("Huis", "Appartement", "Grond", "Garage"),
    cityIndex: fc.integer({ min: 0, max: CITIES.length - 1 }),
    price: fc.option(fc.integer({ min: 50_000, max: 2_000_000 }), { nil: null }),
    bedrooms: fc.option(fc.integer({ min: 0, max: 6 }), { nil: null }),
    day: fc.integer({ min: 1, max: 28 }),
  })
  .map(({ cityIndex, day, ...rest }): PropertySummary => ({
    ...rest,
    lang: "nl",
    reference: `R${rest.id}`,
    status: "available",
    title: "",
    city: CITIES[cityIndex]![0],
    zip: CITIES[cityIndex]![1],
    countryId: 10,
    region: null,
    priceText: "",
    marquee: null,
    surface: null,
    picture: null,
    path: "",
    geo: null,
    updatedAt: `2026-10-${String(day).padStart(2, "0")}T00:00:00.000Z`,
  }));

const query = fc.record({
  goal: fc.constantFrom(0 as const, 1 as const),
  city: fc.option(fc.constantFrom("Gent", "gent|9000", "LIEGE", "4000", "Bruxelles|1000", "Nowhere", "Liège|9000"), { nil: undefined }),
  type: fc.option(fc.constantFrom(1, 2, 4, 5, 6, 7), { nil: undefined }),
  priceMin: fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: undefined }),
  priceMax: fc.option(fc.integer({ min: 100_000, max: 2_000_000 }), { nil: undefined }),
  bedroomsMin: fc.option(fc.integer({ min: 0, max: 5 }), { nil: undefined }),
  sort: fc.constantFrom(...SORT_KEYS),
  page: fc.integer({ min: -2, max: 12 }),
  pageSize: fc.constantFrom(1, 4, 12),
});

/** The obvious, slow way: filter everything, sort everything, slice. */
function reference(items: PropertySummary[], q: ListQuery) {
  const city = q.city ? parseCityParam(q.city) : undefined;
  const hits = items.filter(
    (item) =>
      item.goal === q.goal &&
      (q.type === undefined || item.typeGroup === q.type) &&
      (!city?.zip || item.zip === city.zip) &&
      (!city?.name || foldText(item.city) === city.name) &&
      (q.priceMin === undefined || (item.price !== null && item.price >= q.priceMin)) &&
      (q.priceMax === undefined || (item.price !== null && item.price <= q.priceMax)) &&
      (q.bedroomsMin === undefined || (item.bedrooms !== null && item.bedrooms >= q.bedroomsMin)),
  );
  const key = (item: PropertySummary) => {
    switch (q.sort) {
      case "price-asc":
        return [item.price === null ? 1 : 0, item.price ?? 0, item.id];
      case "price-desc":
        return [item.price === null ? 1 : 0, -(item.price ?? 0), item.id];
      case "newest":
        return [-Date.parse(item.updatedAt), item.id];
      case "type":
        return [item.typeName, item.id];
      case "city":
        return [item.city, item.id];
    }
  };
  const compare = (a: PropertySummary, b: PropertySummary) => {
    const [ka, kb] = [key(a), key(b)];
    for (let i = 0; i < ka.length; i++) {
      const [x, y] = [ka[i]!, kb[i]!];
      if (x !== y) return typeof x === "string" ? x.localeCompare(y as string) : (x as number) - (y as number);
    }
    return 0;
  };
  hits.sort(compare);
  const pages = Math.max(1, Math.ceil(hits.length / q.pageSize));
  const page = Math.min(Math.max(1, q.page), pages);
  return { ids: hits.slice((page - 1) * q.pageSize, page * q.pageSize).map((item) => item.id), total: hits.length, page, pages };
}

describe("property list queries", () => {
  it("agree with a naive filter-sort-slice on generated listings", () => {
    fc.assert(
      fc.property(fc.uniqueArray(summary, { selector: (item) => item.id, maxLength: 120 }), query, (items, q) => {
        const result = listProperties(buildQueryIndex(items), q);
        expect({ ids: result.items.map((item) => item.id), total: result.total, page: result.page, pages: result.pages }).toEqual(reference(items, q));
      }),
      { numRuns: 300 },
    );
  });

  it.each([
    ["Gent|9000", { name: "gent", zip: "9000" }],
    ["9000", { zip: "9000" }],
    ["Liège", { name: "liege" }],
    ["Liège|", { name: "liege" }],
    ["|4000", { zip: "4000" }],
  ])("reads the city parameter %j", (value, expected) => {
    expect(parseCityParam(value)).toEqual(expected);
  });

  it("clamps the page into range and always reports at least one page", () => {
    const index = buildQueryIndex([]);
    expect(listProperties(index, { goal: 0, sort: "newest", page: 5, pageSize: 12 })).toEqual({ items: [], total: 0, page: 1, pages: 1 });
  });
});
