import { describe, expect, it } from "vitest";
import { postcodeRegion, regionOf } from "../../../client/domain/region";

describe("postcodeRegion", () => {
  it.each([
    ["puts 1000 in Brussels", "1000", "brussels"],
    ["puts 1299 in Brussels", "1299", "brussels"],
    ["puts 1300 in Wallonia", "1300", "wallonia"],
    ["puts 1499 in Wallonia", "1499", "wallonia"],
    ["puts 1500 in Flanders", "1500", "flanders"],
    ["puts 3999 in Flanders", "3999", "flanders"],
    ["puts 4000 in Wallonia", "4000", "wallonia"],
    ["puts 7999 in Wallonia", "7999", "wallonia"],
    ["puts 8000 in Flanders", "8000", "flanders"],
    ["puts 9999 in Flanders", "9999", "flanders"],
    ["reads a number", 9000, "flanders"],
    ["trims whitespace", " 1050 ", "brussels"],
    ["knows no region below 1000", "0999", undefined],
    ["knows no region for a number below 1000", 999, undefined],
    ["knows no region above 9999", 10000, undefined],
    ["knows no region for five digits", "10000", undefined],
    ["knows no region for a letter prefix", "B-9000", undefined],
    ["knows no region for text", "Gent", undefined],
    ["knows no region for a fraction", 1000.5, undefined],
    ["knows no region for an empty string", "", undefined],
    ["knows no region without a postcode", undefined, undefined],
  ])("%s", (_behaviour, zip, expected) => {
    expect(postcodeRegion(zip)).toBe(expected);
  });
});

describe("regionOf", () => {
  it.each([
    ["lets Luxembourg's country id win over a Belgian-looking postcode", { zip: "1000", countryId: 50 }, "luxembourg"],
    ["gives Luxembourg for country 50 without a postcode", { zip: undefined, countryId: 50 }, "luxembourg"],
    ["reads a country id given as text", { zip: "L-1234", countryId: "50" }, "luxembourg"],
    ["uses the postcode for Belgium", { zip: "9000", countryId: 10 }, "flanders"],
    ["uses the postcode when the country is missing", { zip: "4000" }, "wallonia"],
    ["uses the postcode when the country is null", { zip: "1000", countryId: null }, "brussels"],
    ["uses the postcode when the country is empty text", { zip: "1000", countryId: "" }, "brussels"],
    ["knows no region for another country", { zip: "1000", countryId: 20 }, undefined],
    ["knows no region for a bad Belgian postcode", { zip: "abc", countryId: 10 }, undefined],
  ])("%s", (_behaviour, item, expected) => {
    expect(regionOf(item)).toBe(expected);
  });
});
