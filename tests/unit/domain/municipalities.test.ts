import { describe, expect, it } from "vitest";
import { allMunicipalities, alsoTyped, municipalitiesAt, municipalitiesNamed, municipalityByKey, municipalityOf } from "../../../client/domain/municipalities";
import { nameKey } from "../../../client/domain/text";
import { EXONYMS } from "../../../client/domain/municipalities/exonyms";

const keysNamed = (name: string) => municipalitiesNamed(name).map((municipality) => municipality.key);

describe("the municipality table", () => {
  it("holds Belgium's 565 municipalities (since 1 January 2025) and Luxembourg's 100 communes", () => {
    const all = allMunicipalities();
    expect(all.filter((municipality) => municipality.country === "BE")).toHaveLength(565);
    expect(all.filter((municipality) => municipality.country === "LU")).toHaveLength(100);
  });

  it("gives every Belgian postcode of the demo and the big cities a municipality", () => {
    for (const [zip, key] of [
      ["1000", "21004"],
      ["2000", "11002"],
      ["2100", "11002"],
      ["4000", "62063"],
      ["4020", "62063"],
      ["5000", "92094"],
      ["7000", "53053"],
      ["9000", "44021"],
      ["3700", "73111"],
      ["3840", "73111"],
    ] as const) {
      expect(municipalitiesAt("BE", zip).map((municipality) => municipality.key)).toContain(key);
    }
  });

  it("has only known keys in its hand-written exonyms", () => {
    for (const key of Object.keys(EXONYMS)) expect(municipalityByKey(key), key).toBeDefined();
  });

  it("names a municipality in each language", () => {
    expect(municipalityByKey("62063")?.names).toEqual({ nl: "Luik", fr: "Liège", en: "Liège", de: "Lüttich" });
    expect(municipalityByKey("21004")?.names).toEqual({ nl: "Brussel", fr: "Bruxelles", en: "Brussels", de: "Brüssel" });
    expect(municipalityByKey("LU-luxembourg")?.names).toEqual({ nl: "Luxemburg", fr: "Luxembourg", en: "Luxembourg", de: "Luxemburg" });
  });
});

describe("municipalitiesNamed: a municipality under any of its names", () => {
  it.each([
    ["Luik", "62063"],
    ["Liège", "62063"],
    ["LIEGE", "62063"],
    ["Lüttich", "62063"],
    ["Luettich", "62063"],
    ["Brussels", "21004"],
    ["Bruxelles", "21004"],
    ["Brüssel", "21004"],
    ["Anvers", "11002"],
    ["Antwerp", "11002"],
    ["Namen", "92094"],
    ["Bergen", "53053"],
    ["Louvain", "24062"],
    ["Doornik", "57081"],
    ["Ypres", "33011"],
    ["Courtrai", "34022"],
    ["St.-Niklaas", "46021"],
    ["Sint Niklaas", "46021"],
    ["Borgloon", "73111"],
    ["Looz", "73111"],
    ["Lëtzebuerg", "LU-luxembourg"],
    ["Luxemburg", "LU-luxembourg"],
    ["Esch-Uelzecht", "LU-esch-sur-alzette"],
    ["Esch/Alzette", "LU-esch-sur-alzette"],
    ["Düdelingen", "LU-dudelange"],
  ])("%s", (name, key) => {
    expect(keysNamed(name)).toContain(key);
  });

  it("knows nothing of a name that is no municipality", () => {
    expect(keysNamed("Atlantis")).toEqual([]);
  });
});

describe("municipalityOf: where a listing lies", () => {
  it("goes by the postcode, whatever the spelling", () => {
    expect(municipalityOf({ countryId: 10, zip: "4020", city: "Jupille-sur-Meuse" })?.key).toBe("62063");
  });

  it("tells apart the municipalities that share a postcode by the city's name", () => {
    expect(municipalityOf({ countryId: 10, zip: "1050", city: "Ixelles" })?.key).toBe("21009");
    expect(municipalityOf({ countryId: 10, zip: "1050", city: "Brussel" })?.key).toBe("21004");
    expect(municipalityOf({ countryId: 10, zip: "1050", city: "Avenue Louise" })?.key).toBe("21009");
  });

  it("reads the postcode in the listing's country", () => {
    expect(municipalityOf({ countryId: 10, zip: "3450", city: "Geetbets" })?.key).toBe("24028");
    expect(municipalityOf({ countryId: 50, zip: "3450", city: "Dudelange" })?.key).toBe("LU-dudelange");
  });

  it("falls back on the name for a postcode the table lacks (a PO box code)", () => {
    expect(municipalityOf({ countryId: 50, zip: "1009", city: "Luxembourg" })?.key).toBe("LU-luxembourg");
    expect(municipalityOf({ countryId: 50, zip: "1009", city: "Atlantis" })).toBeNull();
  });

  it("has none outside Belgium and Luxembourg", () => {
    expect(municipalityOf({ countryId: 20, zip: "4000", city: "Liège" })).toBeNull();
  });
});

describe("names as typed", () => {
  it("compares names without accents, case and punctuation", () => {
    expect(nameKey("Sint-Martens-Latem")).toBe(nameKey("sint martens latem"));
    expect(nameKey("Straße")).toBe("strasse");
  });

  it("writes umlauts out and shortens Saint", () => {
    expect(alsoTyped("Lüttich")).toContain("Luettich");
    expect(alsoTyped("Saint-Gilles")).toContain("St-Gilles");
    expect(alsoTyped("Gent")).toEqual([]);
  });
});
