import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_CITY_RESULTS, MAX_PROPERTY_RESULTS, MAX_TYPE_RESULTS, search, typeInCity } from "../../../client/domain/search";
import { compactReference, queryTokens } from "../../../client/domain/search-prepared";
import { foldText } from "../../../client/domain/text";
import { SEARCH_TITLE_MAX_CHARS, truncateTitle, type SearchIndex, type SearchPropertyEntry } from "../../../client/domain/search-index";

const prop = (id: number, reference: string, city: string, zip: string, typeName = "Woning", goal: 0 | 1 = 0): SearchPropertyEntry => [
  id,
  reference,
  `${typeName} in ${city}`,
  typeName,
  city,
  zip,
  goal,
  `/nl/te-koop/${city.toLowerCase()}/woning/${id}/`,
];

const index: SearchIndex = {
  version: 3,
  lang: "nl",
  types: [
    [1, "Huis / Villa / Hoeve", 12, 3, ["huis", "maison", "house", "Haus"]],
    [2, "Appartement", 8, 0, ["flat", "apartment", "Wohnung"]],
    [4, "Grond", 0, 0, ["terrain", "Grundstück"]],
  ],
  cities: [
    [
      "Gent",
      "9000",
      10,
      2,
      ["9000"],
      ["Gand", "Ghent"],
      [
        [1, 3, 1],
        [2, 0, 1],
      ],
    ],
    ["Gentbrugge", "9050", 1, 0, ["9050"], [], []],
    ["Luik", "4000", 3, 1, ["4000", "4020"], ["Liège", "Lüttich", "Luettich", "Jupille-sur-Meuse"], []],
    ["Sint-Martens-Latem", "9830", 2, 0, ["9830"], ["St-Martens-Latem"], []],
    ["Brussel", "1000", 4, 4, ["1000"], ["Bruxelles", "Brussels", "Brüssel"], []],
    ["Namen", "5000", 0, 2, ["5000"], ["Namur"], []],
    ["Mons", "7000", 0, 0, ["7000"], ["Bergen"], []],
  ],
  properties: [prop(12, "REF-12", "Gent", "9000"), prop(120, "4711", "Liège", "4000", "Appartement", 1), prop(7, "AB 7", "Namur", "5000")],
  projects: [[801, "Residentie Leiezicht", "Gent", "9000", "/nl/project/residentie-leiezicht/801/"]],
};

describe("foldText", () => {
  it.each([
    ["lower-cases", "GENT", "gent"],
    ["strips French accents", "Liège", "liege"],
    ["strips umlauts", "Düsseldorf", "dusseldorf"],
    ["collapses and trims whitespace", "  Sint   Niklaas ", "sint niklaas"],
    ["strips a decomposed accent", "Lie\u0300ge", "liege"],
    ["spells out ß and ligatures", "Straße Œuvre", "strasse oeuvre"],
    ["strips the Luxembourgish ë", "Lëtzebuerg", "letzebuerg"],
  ])("%s", (_behaviour, input, expected) => {
    expect(foldText(input)).toBe(expected);
  });

  it("is idempotent", () => {
    fc.assert(fc.property(fc.string(), (text) => foldText(foldText(text)) === foldText(text)));
  });
});

describe("queryTokens", () => {
  it("splits on whitespace and commas but keeps a hyphenated reference whole", () => {
    expect(queryTokens(" REF-12, Gent ")).toEqual(["ref-12", "gent"]);
  });
});

const names = (query: string) => {
  const results = search(index, query);
  return { types: results.types.map((t) => t.name), cities: results.cities.map((c) => c.name), properties: results.properties.map((p) => p.reference) };
};

describe("search: cities by name, zip or accent-stripped name", () => {
  it.each([
    ["finds a city by its full name", "Gent", ["Gent", "Gentbrugge"]],
    ["already shows a city from the start of its name", "gen", ["Gent", "Gentbrugge"]],
    ["finds a city by its accent-stripped name in another language", "liege", ["Luik"]],
    ["finds a city typed with its accent", "LIÈGE", ["Luik"]],
    ["finds a city by its German name", "lüttich", ["Luik"]],
    ["finds a city by its German name with the umlaut written out", "luettich", ["Luik"]],
    ["finds a city by its English name", "ghent", ["Gent"]],
    ["finds a city by the start of a name in another language", "brux", ["Brussel"]],
    ["finds a city by another postcode of its listings", "4020", ["Luik"]],
    ["finds a city by a part it takes in", "jupille", ["Luik"]],
    ["finds a city by a short form of Sint", "st-martens", ["Sint-Martens-Latem"]],
    ["does not offer a city without anything on offer", "mons", []],
    ["finds a city by any word of a hyphenated name", "latem", ["Sint-Martens-Latem"]],
    ["finds a city by its whole hyphenated name", "sint-martens", ["Sint-Martens-Latem"]],
    ["finds a city by its exact zip", "9050", ["Gentbrugge"]],
    ["does not match a zip typed in part", "90", []],
    ["needs every token to match the same city", "gent 1000", []],
    ["narrows by zip when the name start fits several cities", "gent 9050", ["Gentbrugge"]],
    ["accepts a name and its zip together", "gent 9000", ["Gent"]],
    ["does not match inside a word", "ent", []],
  ])("%s", (_behaviour, query, expected) => {
    expect(names(query).cities).toEqual(expected);
  });

  it("puts the city whose name is the whole query first", () => {
    const many: SearchIndex = {
      ...index,
      cities: [
        ["Gentbrugge", "9050", 50, 50, ["9050"], [], []],
        ["Gent", "9000", 1, 0, ["9000"], [], []],
      ],
    };
    expect(search(many, "gent").cities.map((c) => c.name)).toEqual(["Gent", "Gentbrugge"]);
  });

  it("carries the sale and rent counts of a city, under its name in the page's language", () => {
    expect(search(index, "namur").cities).toEqual([{ name: "Namen", zip: "5000", saleCount: 0, rentCount: 2 }]);
  });
});

describe("search: properties by reference, exact on all tokens", () => {
  it.each([
    ["finds a property by its exact reference", "REF-12", ["REF-12"]],
    ["ignores case and surrounding spaces", "  ref-12 ", ["REF-12"]],
    ["finds a property by its numeric id", "120", ["4711"]],
    ["does not find a reference from its start", "REF-1", []],
    ["does not find a reference from a part", "47", []],
    ["accepts a reference with the property's city", "REF-12 gent", ["REF-12"]],
    ["accepts a reference with its city in another language", "4711 luik", ["4711"]],
    ["accepts a reference with the property's zip", "9000 REF-12", ["REF-12"]],
    ["rejects a reference with another city", "REF-12 namur", []],
    ["needs a reference or id among the tokens", "gent", []],
    ["finds a reference with a space when all its tokens are typed", "ab 7", ["AB 7"]],
    ["does not find a reference with a space from one of its tokens", "ab", []],
    ["finds a reference typed without its hyphen", "ref12", ["REF-12"]],
    ["finds a reference typed with a space for its hyphen", "Ref 12", ["REF-12"]],
    ["finds a reference typed without its space", "AB7", ["AB 7"]],
    ["does not find a reference from the start of its compact form", "ref1", []],
  ])("%s", (_behaviour, query, expected) => {
    expect(names(query).properties).toEqual(expected);
  });
});

describe("search: a town by a postcode with its country prefix", () => {
  it.each([
    ["L-", "L-4000", ["Luik"]],
    ["B-", "b-9000", ["Gent"]],
    ["L without hyphen", "L4000", ["Luik"]],
  ])("%s", (_behaviour, query, expected) => {
    expect(names(query).cities).toEqual(expected);
  });
});

describe("search: a type and a town typed together", () => {
  it("offers the type in that town with its counts there, in any language and order", () => {
    for (const query of ["huis gent", "Ghent house", "Haus Gand"]) {
      expect(search(index, query).types, query).toEqual([
        { webId: 1, name: "Huis / Villa / Hoeve", saleCount: 3, rentCount: 1, city: { name: "Gent", zip: "9000" } },
      ]);
    }
  });

  it("does not offer a type in a town that has none of it on offer", () => {
    expect(search(index, "huis namur").types).toEqual([]);
  });

  it("still names that type and town for the plain form, which shows the empty list's wider ones", () => {
    expect(typeInCity(index, "huis namur")).toEqual({
      webId: 1,
      name: "Huis / Villa / Hoeve",
      saleCount: 0,
      rentCount: 0,
      city: { name: "Namen", zip: "5000" },
    });
    expect(typeInCity(index, "huis")).toBeUndefined();
  });
});

describe("search: projects by name", () => {
  it.each([
    ["by a word of the name", "leiezicht", ["Residentie Leiezicht"]],
    ["by the start of its words", "resid leie", ["Residentie Leiezicht"]],
    ["not by its town", "gent", []],
  ])("%s", (_behaviour, query, expected) => {
    expect(search(index, query).projects.map((project) => project.name)).toEqual(expected);
  });
});

describe("search: types by name", () => {
  it.each([
    ["finds a type by the start of its name", "app", ["Appartement"]],
    ["finds a type by a later word", "villa", ["Huis / Villa / Hoeve"]],
    ["finds a type by a synonym in German", "Wohnung", ["Appartement"]],
    ["finds a type by a synonym in English", "apart", ["Appartement"]],
    ["finds a type by a synonym in French", "maison", ["Huis / Villa / Hoeve"]],
    ["finds nothing for an unknown word", "kasteel", []],
  ])("%s", (_behaviour, query, expected) => {
    expect(names(query).types).toEqual(expected);
  });

  it("does not offer a type without anything on offer: its lists would be empty", () => {
    expect(search(index, "grond").types).toEqual([]);
    expect(search(index, "terrain").types).toEqual([]);
  });
});

/** Queries built from words of the index, so the property below meets real hits and near misses. */
const knownWords = fc
  .array(fc.constantFrom("REF-12", "ref", "12", "gent", "9000", "4711", "120", "AB", "7", "namur", "Liège", "luik", "appartement"), { maxLength: 4 })
  .map((words) => words.join(" "));

describe("search: results", () => {
  it("has nothing for an empty or blank query", () => {
    expect(search(index, "")).toEqual({ types: [], cities: [], properties: [], projects: [] });
    expect(search(index, "  ,  ")).toEqual({ types: [], cities: [], properties: [], projects: [] });
  });

  it("groups in the order Type, City, Property", () => {
    const mixed: SearchIndex = { ...index, types: [[9, "Gentse loft", 1, 0, []]] };
    const results = search(mixed, "gent");
    expect(Object.keys(results)).toEqual(["types", "cities", "properties", "projects"]);
    expect(results.types).toHaveLength(1);
    expect(results.cities.length).toBeGreaterThan(0);
  });

  it("caps every group", () => {
    const big: SearchIndex = {
      version: 1,
      lang: "nl",
      types: Array.from({ length: 20 }, (_, n): SearchIndex["types"][number] => [n, `Woning ${n}`, 1, 1, []]),
      cities: Array.from({ length: 20 }, (_, n): SearchIndex["cities"][number] => [`Woonstad ${n}`, String(1000 + n), 1, 1, [String(1000 + n)], [], []]),
      properties: Array.from({ length: 20 }, (_, n) => prop(n + 1, "X", "Woonstad", "1000")),
      projects: [],
    };
    const results = search(big, "wo");
    expect(results.types).toHaveLength(MAX_TYPE_RESULTS);
    expect(results.cities).toHaveLength(MAX_CITY_RESULTS);
    expect(search(big, "x").properties).toHaveLength(MAX_PROPERTY_RESULTS);
  });

  it("never finds a property unless its whole reference (with or without separators) or its id is among the query's tokens", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 12 }), knownWords), (query) => {
        const tokens = queryTokens(query);
        return search(index, query).properties.every(
          (hit) =>
            queryTokens(hit.reference).every((token) => tokens.includes(token)) ||
            tokens.includes(String(hit.id)) ||
            tokens.some((token) => compactReference(token) === compactReference(foldText(hit.reference))),
        );
      }),
    );
  });
});

describe("truncateTitle", () => {
  it("keeps a title of 100 characters as it is", () => {
    const title = "a".repeat(100);
    expect(truncateTitle(title)).toBe(title);
  });

  it("cuts a longer title to 100 characters ending on an ellipsis", () => {
    const cut = truncateTitle("b".repeat(101));
    expect(cut).toHaveLength(SEARCH_TITLE_MAX_CHARS);
    expect(cut.endsWith("…")).toBe(true);
  });

  it("does not split an emoji in two", () => {
    const cut = truncateTitle(`${"c".repeat(98)}😀 and more`);
    expect(cut).toBe(`${"c".repeat(98)}…`);
  });

  it("never gives more than 100 characters", () => {
    fc.assert(fc.property(fc.string({ maxLength: 400, unit: "grapheme" }), (title) => truncateTitle(title).length <= SEARCH_TITLE_MAX_CHARS));
  });
});
