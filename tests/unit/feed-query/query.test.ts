import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { PropertySummary } from "../../../worker/feed/model";
import { isOnOffer, priceSortGroup } from "../../../worker/feed/offer";
import { inCity, listingPlace, mayHave, placesOf, readCityFilter } from "../../../worker/feed/place";
import { buildQueryIndex, COMPARATORS, listProperties, SORT_KEYS, type ListQuery } from "../../../worker/feed/query";
import { decodeArea, inRing, type LngLat } from "../../../client/domain/area";

/** Spellings as providers send them: the same municipality under several names and postcodes. */
const CITIES = [
  ["Gent", "9000", 10],
  ["Luik", "4000", 10],
  ["Liège", "4000", 10],
  ["Jupille-sur-Meuse", "4020", 10],
  ["Bruxelles", "1000", 10],
  ["Elsene", "1050", 10],
  ["Luxembourg", "1611", 50],
  ["Sint-Martens-Latem", "9830", 10],
  // Outside the table: France (a five-digit postcode), the Netherlands (four digits, like Belgium's).
  ["Comines", "59560", 20],
  ["Putte", "4645", 30],
  ["Komen", "7780", 10],
  // Liège with its accent as a separate mark: another spelling, yet the same name to a collator (a city sort ties it).
  ["Lie\u0300ge", "4000", 10],
] as const;

/** Listings whose city is drawn from `cityIndex` (an index into CITIES). */
const summaryIn = (cityIndex: fc.Arbitrary<number>) =>
  fc
    .record({
      id: fc.integer({ min: 1, max: 1_000_000 }),
      goal: fc.constantFrom(0 as const, 1 as const),
      status: fc.constantFrom("available" as const, "available" as const, "sold" as const, "rented" as const),
      marquee: fc.constantFrom(null, null, "Optie"),
      typeGroup: fc.constantFrom(1, 2, 4, 5, 6, 7),
      // "Etage" and "Étage" sort apart; "Étage" composed and decomposed are one name to a collator.
      typeName: fc.constantFrom("Huis", "Appartement", "Grond", "Garage", "Etage", "\u00c9tage", "E\u0301tage"),
      cityIndex,
      // Round prices often, so price sorts meet ties; now and then a rent in cents, which the index
      // sorts by comparing rather than by digits (worker/feed/radix-order.ts).
      price: fc.option(
        fc.oneof(
          { arbitrary: fc.constantFrom(0, 250_000, 500_000), weight: 4 },
          { arbitrary: fc.integer({ min: 50_000, max: 2_000_000 }), weight: 4 },
          { arbitrary: fc.constantFrom(850.5, 1_249.99), weight: 1 },
        ),
        { nil: null },
      ),
      bedrooms: fc.option(fc.integer({ min: 0, max: 6 }), { nil: null }),
      // Dates that often tie, differ in any digit, and now and then have a year the index does not
      // read as a number, which it then sorts as texts rather than as numbers
      // (worker/feed/query-order.ts instantRanks): both must agree.
      updatedAt: fc.oneof(
        { arbitrary: fc.constantFrom("2026-10-05T00:00:00.000Z", "2026-10-05T09:30:00.000Z", "2025-12-26T21:00:00.000Z"), weight: 6 },
        {
          arbitrary: fc
            .date({ min: new Date("1990-01-01T00:00:00Z"), max: new Date("2099-12-31T23:59:59Z"), noInvalidDate: true })
            .map((date) => date.toISOString()),
          weight: 6,
        },
        { arbitrary: fc.constantFrom("1899-12-31T23:59:59.999Z", "2100-01-01T00:00:00.000Z"), weight: 1 },
      ),
      // A published address somewhere in a 1° square of Belgium, or none (the list places it at its city's centre).
      geo: fc.option(fc.record({ lng: fc.integer({ min: 350_000, max: 450_000 }), lat: fc.integer({ min: 5_050_000, max: 5_150_000 }) }), { nil: null }),
      // The facts of format 2, absent now and then as in older snapshots; surfaces that tie, dates
      // around NOW's 30-day edge for the drop filter.
      surface: fc.option(fc.constantFrom(80, 120, 120, 450, 95.5), { nil: null }),
      livingSurface: fc.option(fc.constantFrom(60, 120, 200), { nil: null }),
      plotSurface: fc.option(fc.constantFrom(200, 800, 1500), { nil: null }),
      epcLabel: fc.option(fc.constantFrom("a_plusplus", "a_plus", "a", "b", "c", "d", "e", "f", "g", "requested", "not-applicable"), { nil: null }),
      garden: fc.constantFrom(true, false, null, undefined),
      terrace: fc.constantFrom(true, false, null, undefined),
      publishedAt: fc.option(fc.constantFrom("2026-11-01T10:00:00.000Z", "2026-11-28T08:00:00.000Z", "2026-10-05T09:30:00.000Z"), { nil: undefined }),
      priceDrop: fc.option(
        fc.record({
          previousPrice: fc.constant(999_999),
          at: fc.constantFrom("2026-10-31T23:59:59.999Z", "2026-11-01T00:00:00.000Z", "2026-11-20T12:00:00.000Z"),
        }),
        { nil: null },
      ),
    })
    .map(({ cityIndex, geo, ...rest }): PropertySummary => ({
      ...rest,
      lang: "nl",
      reference: `R${rest.id}`,
      title: "",
      city: CITIES[cityIndex]![0],
      zip: CITIES[cityIndex]![1],
      countryId: CITIES[cityIndex]![2],
      region: null,
      priceText: "",
      picture: null,
      path: "",
      geo: geo && { lng: geo.lng / 100_000, lat: geo.lat / 100_000 },
    }));

const summary = summaryIn(fc.integer({ min: 0, max: CITIES.length - 1 }));
/** Most listings in Gent: a filter on any other city is then the fewest candidates, even over several places. */
const summaryMostlyInGent = summaryIn(
  fc.oneof({ arbitrary: fc.constant(0), weight: 6 }, { arbitrary: fc.integer({ min: 1, max: CITIES.length - 1 }), weight: 1 }),
);

const query = fc.record({
  goal: fc.constantFrom(0 as const, 1 as const),
  // One place, or several (a search alert's zones): a listing in any of them.
  cities: fc.option(
    fc.uniqueArray(
      fc.constantFrom(
        "Gent",
        "gent|9000",
        "LIEGE",
        "Lüttich",
        "luik|4000",
        "4000",
        "Bruxelles|1000",
        "Brussels",
        "Nowhere",
        "Liège|9000",
        "Comines|59560",
        "Comines",
        "Putte|4645",
      ),
      { minLength: 1, maxLength: 3 },
    ),
    { nil: undefined },
  ),
  types: fc.option(fc.uniqueArray(fc.constantFrom(1, 2, 3, 4, 5, 6, 7), { minLength: 1, maxLength: 3 }), { nil: undefined }),
  priceMin: fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: undefined }),
  priceMax: fc.option(fc.integer({ min: 100_000, max: 2_000_000 }), { nil: undefined }),
  bedroomsMin: fc.option(fc.integer({ min: 0, max: 5 }), { nil: undefined }),
  area: fc.option(fc.constantFrom("3.6,50.6_4.4,50.6_4.4,51.4_3.6,51.4", "3.5,50.5_4.5,50.5_4,51.5", "3.9,50.9_4.1,50.9_4.1,51.1", "5,50_6,50_6,51"), {
    nil: undefined,
  }),
  livingMin: fc.option(fc.constantFrom(0, 100, 150), { nil: undefined }),
  plotMin: fc.option(fc.constantFrom(500, 1000), { nil: undefined }),
  epc: fc.option(fc.constantFrom("a" as const, "b" as const, "d" as const), { nil: undefined }),
  priceLowered: fc.option(fc.constant(true), { nil: undefined }),
  garden: fc.option(fc.constant(true), { nil: undefined }),
  terrace: fc.option(fc.constant(true), { nil: undefined }),
  references: fc.option(fc.constant(true), { nil: undefined }),
  sort: fc.constantFrom(...SORT_KEYS),
  page: fc.integer({ min: -2, max: 12 }),
  // The map asks for every hit at once (worker/routes/map-api.ts).
  pageSize: fc.constantFrom(1, 4, 12, Number.MAX_SAFE_INTEGER),
});

const round5 = (value: number) => Math.round(value * 100_000) / 100_000;

/**
 * Where the list places a listing, the slow way: its address, else the mean of the located listings
 * with its postcode and city, else of the postcode's best-located city (most located listings first).
 */
function naivePosition(items: PropertySummary[], item: PropertySummary): LngLat | null {
  if (item.geo) return [item.geo.lng, item.geo.lat];
  const located = items.filter((other) => other.geo);
  const centreOf = (group: PropertySummary[]): LngLat => [
    round5(group.reduce((sum, other) => sum + other.geo!.lng, 0) / group.length),
    round5(group.reduce((sum, other) => sum + other.geo!.lat, 0) / group.length),
  ];
  const same = located.filter((other) => other.zip === item.zip && other.city === item.city);
  if (same.length > 0) return centreOf(same);
  const cities = [...new Set(located.filter((other) => other.zip === item.zip).map((other) => other.city))]
    .map((city) => located.filter((other) => other.zip === item.zip && other.city === city))
    .sort((a, b) => b.length - a.length || `${a[0]!.zip}|${a[0]!.city}`.localeCompare(`${b[0]!.zip}|${b[0]!.city}`));
  return cities[0] ? centreOf(cities[0]) : null;
}

/** The moment the generated queries run at: 30 days of drops go back to 1 November 2026 00:00 UTC. */
const NOW = Date.parse("2026-11-30T15:00:00.000Z");
const GRADES = ["a_plusplus", "a_plus", "a", "b", "c", "d", "e", "f", "g"];

/** The obvious, slow way: filter everything, sort everything, slice. */
function reference(items: PropertySummary[], q: ListQuery) {
  const cities = (q.cities ?? []).map(readCityFilter).filter((filter) => filter !== null);
  const ring = decodeArea(q.area);
  const inArea = (item: PropertySummary) => {
    const point = naivePosition(items, item);
    return point !== null && inRing(ring!, point);
  };
  const hits = items.filter(
    (item) =>
      item.goal === q.goal &&
      ((q.references && !q.priceLowered) || isOnOffer(item)) &&
      (!q.types?.length || q.types.includes(item.typeGroup)) &&
      (cities.length === 0 || cities.some((city) => inCity(listingPlace(item), city))) &&
      (q.priceMin === undefined || (item.price !== null && item.price >= q.priceMin)) &&
      (q.priceMax === undefined || (item.price !== null && item.price <= q.priceMax)) &&
      (q.bedroomsMin === undefined || (item.bedrooms !== null && item.bedrooms >= q.bedroomsMin)) &&
      (!ring || inArea(item)) &&
      (q.livingMin === undefined || (item.livingSurface != null && item.livingSurface >= q.livingMin)) &&
      (q.plotMin === undefined || (item.plotSurface != null && item.plotSurface >= q.plotMin)) &&
      (!q.epc || (GRADES.includes(item.epcLabel ?? "") && GRADES.indexOf(item.epcLabel!) <= GRADES.indexOf(q.epc))) &&
      (!q.priceLowered || (item.priceDrop != null && Date.parse(item.priceDrop.at) >= Date.parse("2026-11-01T00:00:00.000Z"))) &&
      (!q.garden || item.garden === true) &&
      (!q.terrace || item.terrace === true),
  );
  const offer = (item: PropertySummary) => (isOnOffer(item) ? 0 : 1);
  const key = (item: PropertySummary) => {
    switch (q.sort) {
      case "price-asc":
        return [priceSortGroup(item), item.price === null ? 1 : 0, item.price ?? 0, item.id];
      case "price-desc":
        return [priceSortGroup(item), item.price === null ? 1 : 0, -(item.price ?? 0), item.id];
      case "newest":
        return [offer(item), -Date.parse(item.publishedAt ?? item.updatedAt), item.id];
      case "surface-desc":
        return [offer(item), item.surface === null ? 1 : 0, -(item.surface ?? 0), item.id];
      case "surface-asc":
        return [offer(item), item.surface === null ? 1 : 0, item.surface ?? 0, item.id];
      case "type":
        return [offer(item), item.typeName, item.id];
      case "city":
        return [offer(item), item.city, item.id];
    }
  };
  const compare = (a: PropertySummary, b: PropertySummary) => {
    const [ka, kb] = [key(a), key(b)];
    for (let i = 0; i < ka.length; i++) {
      const [x, y] = [ka[i]!, kb[i]!];
      // Texts a collator finds equal ("Étage" composed or not) tie, and the next key decides.
      const order = typeof x === "string" ? x.localeCompare(y as string, "nl-BE") : (x as number) - (y as number);
      if (order !== 0) return order;
    }
    return 0;
  };
  hits.sort(compare);
  const pages = Math.max(1, Math.ceil(hits.length / q.pageSize));
  const page = Math.min(Math.max(1, q.page), pages);
  return { ids: hits.slice((page - 1) * q.pageSize, page * q.pageSize).map((item) => item.id), total: hits.length, page, pages };
}

const idsOf = (items: PropertySummary[], q: Partial<ListQuery>) =>
  listProperties(buildQueryIndex(items), { goal: 0, sort: "newest", page: 1, pageSize: 100, ...q }).items.map((item) => item.id);

/** A listing for sale with the fields these cases read. */
const listing = (id: number, city: string, zip: string, fields: Partial<PropertySummary> = {}): PropertySummary => ({
  ...fc.sample(summary, { numRuns: 1, seed: id })[0]!,
  id,
  goal: 0,
  status: "available",
  marquee: null,
  city,
  zip,
  countryId: 10,
  ...fields,
});

describe("property list queries", () => {
  it("agree with a naive filter-sort-slice on generated listings", () => {
    fc.assert(
      fc.property(fc.uniqueArray(summary, { selector: (item) => item.id, maxLength: 120 }), query, (items, q) => {
        const result = listProperties(buildQueryIndex(items), q, NOW);
        expect({ ids: result.items.map((item) => item.id), total: result.total, page: result.page, pages: result.pages }).toEqual(reference(items, q));
      }),
      { numRuns: 300 },
    );
  });

  it("agree with it on snapshots large enough that a filter walks only its type's or its places' listings, merged in order", () => {
    fc.assert(
      fc.property(fc.uniqueArray(summaryMostlyInGent, { selector: (item) => item.id, minLength: 150, maxLength: 400 }), query, (items, q) => {
        const result = listProperties(buildQueryIndex(items), q, NOW);
        expect({ ids: result.items.map((item) => item.id), total: result.total, page: result.page, pages: result.pages }).toEqual(reference(items, q));
      }),
      { numRuns: 150 },
    );
  });

  it("clamps the page into range and always reports at least one page", () => {
    const index = buildQueryIndex([]);
    expect(listProperties(index, { goal: 0, sort: "newest", page: 5, pageSize: 12 })).toEqual({ items: [], total: 0, page: 1, pages: 1 });
  });
});

describe("the query index's orders", () => {
  it("are those of COMPARATORS, for each goal and sort key, ids repeated or not", () => {
    // Ids from a short range: many listings share one, and then keep the snapshot's order, as a stable sort keeps it.
    const listings = fc.array(
      summary.map((item) => ({ ...item, id: (item.id % 40) + 1 })),
      { maxLength: 150 },
    );
    fc.assert(
      fc.property(listings, (items) => {
        const index = buildQueryIndex(items);
        const positionOf = new Map(items.map((item, position) => [item, position]));
        const positions = (listed: readonly PropertySummary[]) => listed.map((item) => positionOf.get(item));
        for (const goal of [0, 1] as const) {
          const ofGoal = items.filter((item) => item.goal === goal);
          expect(index.onOffer[goal]).toBe(ofGoal.filter(isOnOffer).length);
          for (const key of SORT_KEYS) {
            const order = Array.from(index.sorted[goal][key].order, (position) => items[position]!);
            expect(positions(order), `${goal} ${key}`).toEqual(positions([...ofGoal].sort(COMPARATORS[key])));
          }
        }
        expect(positions(index.newest)).toEqual(positions(items.filter(isOnOffer).sort(COMPARATORS.newest)));
      }),
      { numRuns: 300 },
    );
  });
});

describe("the newest order of the feed's dates", () => {
  it("follows the texts for dates that differ in a single digit, wherever it is", () => {
    const base = "2026-10-05T09:30:45.123Z";
    const dates = [base];
    // Every digit but the year's first two (whose change would leave 1900 to 2099, where the index reads dates as numbers).
    for (let at = 2; at < base.length - 1; at++) {
      if (!/\d/.test(base[at]!)) continue;
      for (const digit of ["0", "9"]) if (digit !== base[at]) dates.push(`${base.slice(0, at)}${digit}${base.slice(at + 1)}`);
    }
    // Ids against the dates' order, so the order cannot come from the ids.
    const items = dates.map((updatedAt, at) => listing(1000 - at, "Gent", "9000", { updatedAt }));
    expect(idsOf(items, { sort: "newest" })).toEqual([...items].sort(COMPARATORS.newest).map((item) => item.id));
  });
});

describe("the city filter: a municipality under any of its names", () => {
  const items = [
    listing(1, "Luik", "4000"),
    listing(2, "Liège", "4000"),
    listing(3, "Jupille-sur-Meuse", "4020"),
    listing(4, "Gent", "9000"),
    listing(5, "Elsene", "1050"),
    listing(6, "Brussel", "1000"),
    listing(7, "Luxembourg", "1611", { countryId: 50 }),
    listing(8, "Luxembourg", "1009", { countryId: 50 }),
    listing(9, "Komen", "7780"),
    listing(10, "Comines", "59560", { countryId: 20 }),
    listing(11, "Putte", "2580"),
    listing(12, "Putte", "4645", { countryId: 30 }),
  ];

  it.each([
    ["Liège", [1, 2, 3]],
    ["Luik|4000", [1, 2, 3]],
    ["LÜTTICH", [1, 2, 3]],
    ["luettich", [1, 2, 3]],
    ["Luik|4020", [1, 2, 3]],
    ["Gand", [4]],
    ["Ixelles|1050", [5]],
    ["Brussels", [6]],
    ["Bruxelles|1000", [6]],
    ["Lëtzebuerg", [7, 8]],
    ["Luxemburg", [7, 8]],
    ["Comines", [9]],
    ["Komen-Waasten|7780", [9]],
    ["Putte", [11]],
    ["Putte|2580", [11]],
  ])("%j finds the municipality's listings", (city, expected) => {
    expect(idsOf(items, { cities: [city] }).sort((a, b) => a - b)).toEqual(expected);
  });

  it("takes a zip alone as that postcode only", () => {
    expect(idsOf(items, { cities: ["4020"] })).toEqual([3]);
  });

  it("takes a name the table does not know as the listings' own spelling", () => {
    expect(idsOf(items, { cities: ["jupille-sur-meuse|4020"] })).toEqual([3]);
    expect(idsOf(items, { cities: ["Atlantis"] })).toEqual([]);
  });

  it("does not take a name with a postcode of another municipality", () => {
    expect(idsOf(items, { cities: ["Liège|9000"] })).toEqual([]);
  });

  it("takes a name with a postcode the table does not have as that spelling at exactly that postcode, never the municipality's other listings", () => {
    // A French Comines and a Dutch Putte are not the Belgian municipalities of those names.
    expect(idsOf(items, { cities: ["Comines|59560"] })).toEqual([10]);
    expect(idsOf(items, { cities: ["comines | 59560"] })).toEqual([10]);
    expect(idsOf(items, { cities: ["Putte|4645"] })).toEqual([12]);
    // A PO box code: the municipality's listings at that very postcode, under any of its names.
    expect(idsOf(items, { cities: ["Luxemburg|1009"] })).toEqual([8]);
    expect(idsOf(items, { cities: ["1009"] })).toEqual([8]);
  });
});

describe("each listing's place, once per snapshot version", () => {
  const items = [listing(1, "Liège", "4000"), listing(2, "Liège", "4000"), listing(3, "Comines", "59560", { countryId: 20 })];
  const places = placesOf(items);

  it("is shared by the listings at the same spelling and postcode", () => {
    expect(places.indexAt).toEqual(Int32Array.of(0, 0, 1));
    expect(places.list[1]).toMatchObject({ key: "?59560|comines", municipality: null, zip: "59560", folded: "comines" });
  });

  it("answers a city none of the version's listings is in without a look at them", () => {
    for (const city of ["Atlantis", "Gent", "Atlantis|9000", "Comines|59000", "9000"]) expect(mayHave(places, readCityFilter(city)!), city).toBe(false);
    for (const city of ["Lüttich", "Liège|4000", "Comines|59560", "4000"]) expect(mayHave(places, readCityFilter(city)!), city).toBe(true);
  });
});

describe("what a list shows", () => {
  const items = [
    listing(1, "Gent", "9000", { price: 300_000 }),
    listing(2, "Gent", "9000", { price: 100_000, status: "sold" }),
    listing(3, "Gent", "9000", { price: 200_000, marquee: "Optie" }),
    listing(4, "Gent", "9000", { price: 250_000 }),
    listing(5, "Gent", "9000", { price: null }),
    listing(6, "Gent", "9000", { price: 50_000, status: "rented", goal: 1 }),
  ];

  it("lists only what is on offer, unless references are asked for, which then come last", () => {
    expect(idsOf(items, {}).sort()).toEqual([1, 3, 4, 5]);
    expect(idsOf(items, { references: true }).slice(-1)).toEqual([2]);
  });

  it("never counts a sold or let reference's last drop as 'price lowered', references shown or not", () => {
    const dropped: Partial<PropertySummary> = { priceDrop: { previousPrice: 320_000, at: "2026-11-20T10:00:00.000Z" } };
    const withDrops = [
      listing(11, "Gent", "9000", { price: 300_000, ...dropped }),
      listing(12, "Gent", "9000", { price: 280_000, status: "sold", ...dropped }),
    ];
    const lowered = (references: boolean) =>
      listProperties(buildQueryIndex(withDrops), { goal: 0, sort: "newest", page: 1, pageSize: 100, priceLowered: true, references }, NOW).items.map(
        (item) => item.id,
      );
    expect(lowered(false)).toEqual([11]);
    expect(lowered(true)).toEqual([11]);
    expect(idsOf(withDrops, { references: true })).toEqual([11, 12]);
  });

  it("orders by price only what shows a price, then what is on offer without one, then the references", () => {
    expect(idsOf(items, { sort: "price-asc", references: true })).toEqual([4, 1, 3, 5, 2]);
    expect(idsOf(items, { sort: "price-desc", references: true })).toEqual([1, 4, 3, 5, 2]);
  });
});
