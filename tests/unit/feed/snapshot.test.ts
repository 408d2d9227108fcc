import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { buildLanguageSnapshot } from "../../../worker/feed/provider/normalise";
import { citySchema, typeGroupSchema } from "../../../worker/feed/provider/schemas/lists";
import { documentSchema, pictureSchema } from "../../../worker/feed/provider/schemas/media";
import { projectSchema, unitSchema } from "../../../worker/feed/provider/schemas/project";
import { propertySchema } from "../../../worker/feed/provider/schemas/property";
import { TEST_WORDS } from "./helpers";

const property = (ID: number, extra: Record<string, unknown>) =>
  v.parse(propertySchema, { ID, Goal: 0, TypeDescription: "Woning", WebID: 1, Zip: "4000", City: "Liège", Price: 200000, PublishPrice: true, ...extra });

const feed = (extra: Partial<Parameters<typeof buildLanguageSnapshot>[0]> = {}) => ({
  properties: [
    property(1, {}),
    property(2, { Goal: 1, City: "LIEGE" }),
    property(3, { WebID: 2, IsSold: true }),
    property(4, { WebID: 2, Goal: 1, Zip: "9000", City: "Gent" }),
    property(1, { Price: 210000 }), // a duplicate seen on a later page: last content, first position
  ],
  typeGroups: [
    v.parse(typeGroupSchema, { WebID: 2, Name: "Appartementen", ShowOrder: 2 }),
    v.parse(typeGroupSchema, { WebID: 1, Name: "Huizen", ShowOrder: 1, Sale: 99 }),
    v.parse(typeGroupSchema, { WebID: 7, Name: "Garages", ShowOrder: "7" }),
  ],
  cities: [v.parse(citySchema, { Name: "Liège", Zip: 4000, CountryID: 10 }), v.parse(citySchema, { Name: "Namur", Zip: "5000", PropertyCount: 3 })],
  projects: [],
  units: [],
  pictures: [],
  documents: [],
  ...extra,
});

describe("buildLanguageSnapshot", () => {
  it("keeps one item per id, with the last content in the first position", () => {
    const { snapshot } = buildLanguageSnapshot(feed(), "fr", TEST_WORDS);
    expect(snapshot.properties.map((item) => [item.id, item.price])).toEqual([
      [1, 210000],
      [2, 200000],
      [3, null], // sold: a reference, its price is never kept
      [4, 200000],
    ]);
  });

  it("counts available sale and rent properties per type group, ordered by ShowOrder", () => {
    const { snapshot } = buildLanguageSnapshot(feed(), "fr", TEST_WORDS);
    expect(snapshot.typeGroups).toEqual([
      { webId: 1, name: "Huizen", showOrder: 1, saleCount: 1, rentCount: 1 },
      { webId: 2, name: "Appartementen", showOrder: 2, saleCount: 0, rentCount: 1 },
      { webId: 7, name: "Garages", showOrder: 7, saleCount: 0, rentCount: 0 },
    ]);
  });

  it("matches cities by accent- and case-insensitive name plus zip, adds missing ones and drops empty ones, each named as the site names it in the language (Gent is Gand in French)", () => {
    const { snapshot } = buildLanguageSnapshot(feed(), "fr", TEST_WORDS);
    expect(snapshot.cities).toEqual([
      { name: "Gand", zip: "9000", countryId: 10, saleCount: 0, rentCount: 1 },
      { name: "Liège", zip: "4000", countryId: 10, saleCount: 1, rentCount: 1 },
    ]);
  });

  it("normalises projects with their units, pictures, documents and https website", () => {
    const project = v.parse(projectSchema, {
      ID: 801,
      Name: "Residentie Leiezicht",
      Zip: "9000",
      City: "Gent",
      ExternalWeb: "www.leiezicht.example",
      PublicAddress: false,
      Street: "Coupure",
      GoogleX: 51.05,
      GoogleY: 3.72,
      Delivery: "Voorjaar 2027",
    });
    const units = [
      { ID: 3, ProjectID: 801, Name: "A.1.3", Floor: "1", Status: 0, Price: "289000", Surface: 80 },
      { ID: 1, ProjectID: 801, Name: "A.0.1", Floor: "0", Status: 1, Price: 245000, Surface: 70 },
      { ID: 2, ProjectID: 801, Name: "A.0.2", Floor: "0", Status: "", Price: 265000, Surface: 75 },
      { ID: 4, ProjectID: 801, Name: "A.2.4", Floor: "2", Status: 0, Price: "", Surface: 95 },
      { ID: 5, ProjectID: 999, Name: "other", Status: 0, Price: 1 },
    ].map((unit) => v.parse(unitSchema, unit));
    const pictures = [
      { ID: 2, ProjectID: 801, Url: "/b.svg", Order: 2 },
      { ID: 1, ProjectID: 801, Url: "/a.svg", Order: 1 },
    ].map((p) => v.parse(pictureSchema, p));
    const documents = [v.parse(documentSchema, { ID: 1, ProjectID: 801, Name: "Prijslijst", Url: "/images/listings/documents/price-list.svg" })];
    const { snapshot } = buildLanguageSnapshot(feed({ projects: [project], units, pictures, documents }), "nl", TEST_WORDS);
    const [detail] = snapshot.projects;
    expect(detail).toMatchObject({
      id: 801,
      name: "Residentie Leiezicht",
      path: "/nl/project/residentie-leiezicht/801/",
      externalWebsite: "https://www.leiezicht.example/",
      address: null,
      geo: null,
      delivery: "Voorjaar 2027",
      unitCount: 4,
      availableCount: 3,
      priceFromText: "vanaf €\u00a0265.000",
      documents: [{ name: "Prijslijst", url: "/images/listings/documents/price-list.svg" }],
    });
    expect(detail?.pictures.map((picture) => picture.url)).toEqual(["/a.svg", "/b.svg"]);
    expect(detail?.units.map((unit) => [unit.name, unit.status, unit.priceText])).toEqual([
      ["A.0.1", "sold", "Verkocht"],
      ["A.0.2", "available", "€\u00a0265.000"],
      ["A.1.3", "available", "€\u00a0289.000"],
      ["A.2.4", "available", "Prijs op aanvraag"],
    ]);
  });
});
