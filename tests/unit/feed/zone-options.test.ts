import { describe, expect, it } from "vitest";
import { zoneKeysOf } from "../../../client/components/forms/zone-types";
import { readListQuery } from "../../../worker/feed/list-params";
import type { City } from "../../../worker/feed/model";
import { zoneOptions } from "../../../worker/feed/zone-options";
import { filtered } from "../../../client/components/forms/useZoneCombobox";

const city = (name: string, zip: string, saleCount: number, rentCount = 0, countryId = 10): City => ({ name, zip, countryId, saleCount, rentCount });

describe("the zones a search alert offers", () => {
  const cities = [
    city("Namur", "5000", 2, 1),
    city("Gent", "9000", 4, 2),
    city("Luxembourg", "1611", 1, 0, 50),
    city("Aalst", "9300", 1),
    city("Elsene", "1050", 0, 3),
    city("Brussel", "1000", 5),
    city("Arlon", "6700", 1),
    city("Ėvere", "1140", 1),
    // Outside Belgium and Luxembourg: no region, no zone.
    city("Comines", "59560", 1, 0, 20),
    // The provider lists a city once per type group: one option with both counts.
    city("Gent", "9000", 1, 1),
  ];

  it("groups the cities by region in the order Flanders, Brussels, Wallonia, Luxembourg", () => {
    expect(zoneOptions("nl", cities).map((group) => group.region)).toEqual(["flanders", "brussels", "wallonia", "luxembourg"]);
  });

  it("labels each by postcode and name, Luxembourg's with L-, sorted by name (accents aside) and counted", () => {
    const [flanders, brussels, wallonia, luxembourg] = zoneOptions("nl", cities);
    expect(flanders!.options.map(({ key, label, count }) => ({ key, label, count }))).toEqual([
      { key: "9300", label: "9300 Aalst", count: 1 },
      { key: "9000", label: "9000 Gent", count: 8 },
    ]);
    expect(brussels!.options.map((option) => option.label)).toEqual(["1000 Brussel", "1050 Elsene", "1140 Ėvere"]);
    expect(wallonia!.options.map((option) => option.key)).toEqual(["6700", "5000"]);
    expect(luxembourg!.options).toMatchObject([{ key: "L-1611", label: "L-1611 Luxembourg", count: 1 }]);
  });

  it("carries every other name of each municipality, so the picker finds it typed in any language", () => {
    const [brussels, luxembourg] = zoneOptions("de", [city("Brüssel", "1000", 1), city("Luxemburg", "1611", 1, 0, 50)]);
    expect(brussels!.options[0]!.names).toEqual(expect.arrayContaining(["Bruxelles", "Brussels"]));
    expect(brussels!.options[0]!.names).not.toContain("Brüssel");
    expect(luxembourg!.options[0]!.names).toEqual(expect.arrayContaining(["Luxembourg", "Lëtzebuerg"]));
    const options = zoneOptions("de", [city("Brüssel", "1000", 1), city("Gent", "9000", 1)]);
    for (const typed of ["Bruxelles", "brussel", "BRÜSSEL", "1000"]) {
      expect(
        filtered(options, typed).flatMap((part) => part.options.map((option) => option.label)),
        typed,
      ).toEqual(["1000 Brüssel"]);
    }
    expect(filtered(options, "Gand").flatMap((part) => part.options.map((option) => option.label))).toEqual(["9000 Gent"]);
  });

  it("leaves out a region without cities", () => {
    expect(zoneOptions("fr", [city("Gent", "9000", 1)])).toMatchObject([{ region: "flanders", options: [{ key: "9000", label: "9000 Gent", count: 1 }] }]);
  });
});

describe("the zones field's text", () => {
  it("reads postcodes separated by commas, spaces or semicolons, Luxembourg's in one spelling, without repeats", () => {
    expect(zoneKeysOf(" 9000, 1000 ;l-1611  L1611,9000 ")).toEqual(["9000", "1000", "L-1611"]);
    expect(zoneKeysOf("")).toEqual([]);
  });

  it("keeps a municipality's name as typed, spaces and all, beside postcodes", () => {
    expect(zoneKeysOf("Antwerpen, La Louvière;l1611")).toEqual(["Antwerpen", "La Louvière", "L-1611"]);
  });
});

describe("a list address's drawn area", () => {
  const read = (search: string) => readListQuery(new URLSearchParams(search), 1);

  it("is read in its canonical text", () => {
    expect(read("area=3.7,51.0_3.8,51.0_3.8,51.1_3.7,51.0").area).toBe("3.7,51_3.8,51_3.8,51.1");
  });

  it("is ignored when it is no usable area, and the other filters still apply", () => {
    for (const bad of ["1,2_3,4", "3.7,51_3.8,51", "x", "100,51_3.8,51_3.8,51.1", "3.7,51_".repeat(400)]) {
      const query = read(`area=${encodeURIComponent(bad)}&bedrooms=2`);
      expect(query.area, bad).toBeUndefined();
      expect(query.bedroomsMin).toBe(2);
    }
  });
});
