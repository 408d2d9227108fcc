import { describe, expect, it } from "vitest";
import type { City, TypeGroup } from "../../../worker/feed/model";
import { cityKey, tallyCities, tallyTypeGroups, type CountedProperty } from "../../../worker/feed/provider/normalise/counts";

const at = (city: string, zip: string, extra: Partial<CountedProperty> = {}): CountedProperty => ({
  typeGroup: 1,
  goal: 0,
  status: "available",
  city,
  zip,
  countryId: 10,
  ...extra,
});

const city = (name: string, zip: string, extra: Partial<City> = {}): City => ({ name, zip, countryId: 10, saleCount: 0, rentCount: 0, ...extra });

describe("cityKey", () => {
  it("ignores accents, case, extra spaces and spaces around the zip", () => {
    expect(cityKey("LIEGE", " 4000 ")).toBe(cityKey("Liège", "4000"));
    expect(cityKey("  liege ", "4000")).toBe(cityKey("Liège", "4000"));
    expect(cityKey("Liège", "4020")).not.toBe(cityKey("Liège", "4000"));
  });
});

describe("tallyCities", () => {
  it("makes one city of every spelling of a name with the same zip, with the summed counts", () => {
    const properties = [at("Liège", "4000"), at("LIEGE", "4000", { goal: 1 }), at("  liege ", "4000"), at("Liège", "4020")];
    expect(tallyCities([], properties)).toEqual([city("Liège", "4000", { saleCount: 2, rentCount: 1 }), city("Liège", "4020", { saleCount: 1 })]);
  });

  it("shows the known spelling before any property's", () => {
    expect(tallyCities([city("Liège", "4000")], [at("LIEGE", "4000"), at("liege", "4000")])).toEqual([city("Liège", "4000", { saleCount: 2 })]);
  });

  it("does not count a sold or rented property, but keeps its city listed", () => {
    const properties = [at("Gent", "9000", { status: "sold" }), at("GENT", "9000", { goal: 1, status: "rented" }), at("Gent", "9000")];
    expect(tallyCities([], properties)).toEqual([city("Gent", "9000", { saleCount: 1 })]);
  });

  it("drops a known city without any property", () => {
    expect(tallyCities([city("Namur", "5000"), city("Gent", "9000")], [at("gent", "9000")])).toEqual([city("Gent", "9000", { saleCount: 1 })]);
  });

  it("recounts from zero, so counting a counted list again gives the same list", () => {
    const properties = [at("Liège", "4000"), at("LIEGE", "4000", { goal: 1 })];
    const once = tallyCities([city("Liège", "4000", { saleCount: 40, rentCount: 7 })], properties);
    expect(once).toEqual([city("Liège", "4000", { saleCount: 1, rentCount: 1 })]);
    expect(tallyCities(once, properties)).toEqual(once);
  });

  it("sorts by name, then zip", () => {
    const properties = [at("Namur", "5000"), at("Antwerpen", "2060"), at("Antwerpen", "2000")];
    expect(tallyCities([], properties).map((item) => `${item.name} ${item.zip}`)).toEqual(["Antwerpen 2000", "Antwerpen 2060", "Namur 5000"]);
  });
});

describe("tallyTypeGroups", () => {
  const group = (webId: number, showOrder: number, extra: Partial<TypeGroup> = {}): TypeGroup => ({
    webId,
    name: `Groep ${webId}`,
    showOrder,
    saleCount: 0,
    rentCount: 0,
    ...extra,
  });

  it("counts available properties per group, keeps empty groups and orders by showOrder then webId", () => {
    const properties = [
      at("Gent", "9000"),
      at("Gent", "9000", { goal: 1 }),
      at("Gent", "9000", { typeGroup: 2, status: "sold" }),
      at("Gent", "9000", { typeGroup: 9 }),
    ];
    expect(tallyTypeGroups([group(2, 1), group(1, 1, { saleCount: 99 }), group(7, 0)], properties)).toEqual([
      group(7, 0),
      group(1, 1, { saleCount: 1, rentCount: 1 }),
      group(2, 1),
    ]);
  });

  it("keeps the last content of a group listed twice", () => {
    expect(tallyTypeGroups([group(1, 1, { name: "Huizen" }), group(1, 3, { name: "Woningen" })], [])).toEqual([group(1, 3, { name: "Woningen" })]);
  });
});
