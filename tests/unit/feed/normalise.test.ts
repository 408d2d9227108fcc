import * as v from "valibot";
import { describe, expect, it } from "vitest";
import type { Lang } from "../../../client/i18n/languages";
import { DETAIL_LABEL_IDS, httpsUrl, normaliseProperty, WORD_IDS, wordsFrom } from "../../../worker/feed/provider/normalise";
import { propertySchema, type RawPropertyInput } from "../../../worker/feed/provider/schemas/property";
import { TEST_WORDS } from "./helpers";

const base: RawPropertyInput = {
  ID: 12,
  RecordFile: "VT-12",
  TypeDescription: "Villa",
  WebID: 1,
  Goal: 0,
  Price: 350000,
  PublishPrice: true,
  PriceUnit: 1,
  PriceUnitText: "€",
  PublishAddress: true,
  Street: "Kerkstraat",
  HouseNumber: "12",
  BoxNr: "3",
  Zip: "9000",
  City: "Gent",
  CountryID: 10,
  GoogleX: 51.0543,
  GoogleY: 3.7174,
  EnergyPerformance: 250,
  ModifiedDate: "2026-02-01T10:00:00Z",
};

function normalise(extra: Partial<Record<keyof RawPropertyInput, unknown>> = {}, lang: Lang = "nl", pictures: unknown[] = []) {
  const raw = v.parse(propertySchema, { ...base, ...extra });
  const parsedPictures = pictures.map((picture) =>
    v.parse(
      v.object({
        ID: v.number(),
        PropertyID: v.number(),
        Url: v.string(),
        Width: v.optional(v.number()),
        Height: v.optional(v.number()),
        Order: v.optional(v.number()),
      }),
      picture,
    ),
  );
  const detail = normaliseProperty(raw, {
    lang,
    words: TEST_WORDS,
    pictures: parsedPictures.map((p) => ({ ...p, ProjectID: null, Name: null, Width: p.Width ?? null, Height: p.Height ?? null, Order: p.Order ?? null })),
    documents: [],
  });
  if (!detail) throw new Error("the listing is not published");
  return detail;
}

describe("price text (SPEC 9)", () => {
  it("formats a published price with the euro sign and Belgian grouping", () => {
    expect(normalise()).toMatchObject({ price: 350000, priceText: "€\u00a0350.000", marquee: null });
  });

  it("reads a price sent as text", () => {
    expect(normalise({ Price: "1.250.000" })).toMatchObject({ price: 1250000, priceText: "€\u00a01.250.000" });
  });

  it("puts the translated 'from' before the price for price unit 7", () => {
    expect(normalise({ PriceUnit: 7 }).priceText).toBe("vanaf €\u00a0350.000");
  });

  it("appends the unit text without its euro sign for rent", () => {
    expect(normalise({ Goal: 1, Price: 950, PriceUnit: 2, PriceUnitText: "€/maand" }).priceText).toBe("€\u00a0950 /maand");
  });

  it.each<[string, number | undefined, string | undefined, string | null]>([
    ["a month in Dutch", 2, "€/maand", "month"],
    ["a month in French, spelled out", 2, "€ par mois", "month"],
    ["a month in English", 2, "€/month", "month"],
    ["a month in German", 2, "€/Monat", "month"],
    ["a year in Dutch", 3, "€/jaar", "year"],
    ["a year in French", 3, "€/an", "year"],
    ["a year in French, with its accent", 3, "€ par année", "year"],
    ["a year in German", 3, "€/Jahr", "year"],
    ["a rent per m² and year", 4, "€/m²/jaar", "squareMetre"],
    ["a rent per m2 written without the superscript", 4, "€/m2/an", "squareMetre"],
    ["a bare currency", 1, "€", null],
    ["no unit text at all", undefined, undefined, null],
    ["a unit the site does not know", 5, "€/nuit", null],
    ["a text naming both a month and a year", 5, "€/maand (12 maanden per jaar)", null],
  ])("keeps what the price is for when the unit names %s", (_case, priceUnit, priceUnitText, expected) => {
    expect(normalise({ Goal: 1, Price: 1200, PriceUnit: priceUnit, PriceUnitText: priceUnitText }).priceUnit).toBe(expected);
  });

  it("keeps price unit 7 as a 'from' price, whatever its text", () => {
    expect(normalise({ PriceUnit: 7, PriceUnitText: "€/maand" }).priceUnit).toBe("from");
  });

  it.each<[string, Record<string, unknown>]>([
    ["PublishPrice is false", { PublishPrice: false }],
    ["the price is 0", { Price: 0 }],
    ["the price is unreadable", { Price: "op aanvraag" }],
  ])("says 'price on request' and hides the number when %s", (_case, extra) => {
    expect(normalise(extra)).toMatchObject({ price: null, priceText: "Prijs op aanvraag" });
  });

  it("shows the badge of a marquee id outside 1-4 instead of the price", () => {
    expect(normalise({ Marquee: 7, MarqueeName: "Optie" })).toMatchObject({ marquee: "Optie", priceText: "Optie", price: 350000 });
  });

  it.each([1, 2, 3, 4])("never shows marquee %i (ordinary states)", (marquee) => {
    expect(normalise({ Marquee: marquee, MarqueeName: "Te koop" })).toMatchObject({ marquee: null, priceText: "€\u00a0350.000" });
  });

  it("says sold or rented when the flags say so and no badge is given", () => {
    expect(normalise({ IsSold: true })).toMatchObject({ status: "sold", priceText: "Verkocht" });
    expect(normalise({ Goal: 1, IsRented: "1" })).toMatchObject({ status: "rented", priceText: "Verhuurd" });
    expect(normalise({ IsSold: true, Marquee: 5, MarqueeName: "Verkocht!" })).toMatchObject({ status: "sold", priceText: "Verkocht!" });
  });
});

describe("energy certificate per region", () => {
  it.each<[string, Record<string, unknown>, string, string | null]>([
    ["Flanders from the value", { Zip: "9000", EnergyPerformance: 250 }, "c", "/images/epc/flanders/c.png"],
    ["Brussels from the value", { Zip: "1050", City: "Elsene", EnergyPerformance: 100 }, "c", "/images/epc/brussels/c.png"],
    ["Wallonia from the value", { Zip: "5000", City: "Namur", EnergyPerformance: 40 }, "a_plus", "/images/epc/wallonia/a_plus.png"],
    [
      "Luxembourg from the label text",
      { Zip: "1611", City: "Luxembourg", CountryID: 50, EnergyPerformance: "", EPCLabelText: "B" },
      "b",
      "/images/epc/luxembourg/b.png",
    ],
    ["a requested certificate", { EnergyPerformance: null, EPCLabelText: "In aanvraag" }, "requested", null],
  ])("labels %s", (_case, extra, label, imagePath) => {
    const property = normalise(extra);
    expect(property.epc).toMatchObject({ label, imagePath });
    expect(property.region).toBe(property.epc?.region);
  });

  it("has no certificate when the provider says nothing about energy", () => {
    expect(normalise({ EnergyPerformance: "", EPCLabelText: "" }).epc).toBeNull();
  });

  it("shows the renovation notice only for Flemish houses and apartments for sale with E or F", () => {
    expect(normalise({ EnergyPerformance: 450 }).renovationNotice).toBe(true);
    expect(normalise({ EnergyPerformance: 250 }).renovationNotice).toBe(false);
    expect(normalise({ EnergyPerformance: 450, Goal: 1 }).renovationNotice).toBe(false);
    expect(normalise({ EnergyPerformance: 450, Zip: "5000" }).renovationNotice).toBe(false);
    expect(normalise({ EnergyPerformance: 450, WebID: 6 }).renovationNotice).toBe(false);
  });
});

describe("address and map", () => {
  it("gives the address and the pin (GoogleX = latitude) when the address is published", () => {
    expect(normalise()).toMatchObject({ address: "Kerkstraat 12 bus 3, 9000 Gent", geo: { lat: 51.0543, lng: 3.7174 } });
  });

  it("gives neither address nor pin when the address is hidden, but keeps city and zip", () => {
    const property = normalise({ PublishAddress: false });
    expect(property).toMatchObject({ address: null, geo: null, city: "Gent", zip: "9000" });
    expect(JSON.stringify(property)).not.toContain("Kerkstraat");
    expect(JSON.stringify(property)).not.toContain("51.0543");
  });

  it("drops a Belgian pin outside the Benelux (swapped coordinates)", () => {
    expect(normalise({ GoogleX: 3.7174, GoogleY: 51.0543 }).geo).toBeNull();
  });
});

describe("paths per language", () => {
  it.each<[Lang, Record<string, unknown>, string]>([
    ["nl", {}, "/nl/te-koop/gent/villa/12/"],
    ["fr", { City: "Gand", TypeDescription: "Maison de maître" }, "/fr/a-vendre/gand/maison-de-maitre/12/"],
    ["en", { Goal: 1 }, "/en/for-rent/ghent/villa/12/"],
    ["de", { City: "Lüttich", Zip: "4000", Goal: 3 }, "/de/zu-vermieten/luettich/villa/12/"],
  ])("builds the %s detail path", (lang, extra, path) => {
    expect(normalise(extra, lang).path).toBe(path);
  });
});

describe("texts and pictures", () => {
  it("keeps the whole cleaned description on the detail", () => {
    const long = `<p>${"Ruime woning met tuin &amp; garage. ".repeat(40)}</p>`;
    const description = normalise({ DescriptionA: long }).description;
    expect(description.length).toBeGreaterThan(1000);
    expect(description).not.toMatch(/<|&amp;|…$/);
  });

  it("sorts pictures by Order and writes alt text from type and city", () => {
    const pictures = [
      { ID: 3, PropertyID: 12, Url: "/c.svg", Order: 3 },
      { ID: 1, PropertyID: 12, Url: "/a.svg", Order: 1, Width: 800, Height: 600 },
      { ID: 2, PropertyID: 12, Url: "/b.svg", Order: 2 },
    ];
    const property = normalise({}, "nl", pictures);
    expect(property.pictures.map((picture) => picture.url)).toEqual(["/a.svg", "/b.svg", "/c.svg"]);
    expect(property.pictures[0]).toEqual({ url: "/a.svg", width: 800, height: 600, alt: "Villa, Gent" });
    expect(property.pictures[1]).toMatchObject({ width: 1200, height: 800, alt: "Villa, Gent – 2" });
    expect(property.picture).toEqual(property.pictures[0]);
  });

  it("falls back to the XLarge picture item without a pictures list", () => {
    expect(normalise({ XLargePictureItem: { Url: "/x.svg" }, SmallPictureItem: { Url: "/s.svg" } }).pictures.map((p) => p.url)).toEqual(["/x.svg"]);
  });

  it("keeps a tour and a video only when they are recognised links", () => {
    const property = normalise({ VirtualTour: "https://my.matterport.com/show/?m=abc", VideoLink: "https://youtu.be/dQw4w9WgXcQ" });
    expect(property).toMatchObject({ virtualTour: "https://my.matterport.com/show/?m=abc", video: "https://youtu.be/dQw4w9WgXcQ" });
    expect(normalise({ VirtualTour: "https://example.com/tour" }).virtualTour).toBeNull();
  });
});

describe("detail groups", () => {
  const full = {
    NumberOfBedRooms: 4,
    SurfaceLiving: 180,
    SurfaceGround: 650,
    HasGarden: "true",
    HasLift: 0,
    NumberOfFacades: 3,
    ConstructionYear: 1998,
    UrbanismPermit: true,
    JudicialDecision: 2,
    FloodZone: "Niet overstromingsgevoelig",
    PScore: "A",
    CadastralIncome: 1250,
    RegistrationRights: 10500,
    TotalCost: 366000,
    EPCExpiryDate: "/Date(1893456000000)/",
  };

  it("groups fields in the fixed order with label ids and translated values", () => {
    const property = normalise(full);
    expect(property.groups.map((group) => group.id)).toEqual(["general", "surfaces", "comfort", "energy", "legal", "financial"]);
    const value = (label: string) => property.groups.flatMap((group) => group.fields).find((field) => field.label === label)?.value;
    expect(value("detail.price")).toBe("€\u00a0350.000");
    expect(value("detail.goal")).toBe("Te koop");
    expect(value("detail.constructionYear")).toBe("1998");
    expect(value("detail.facades")).toBe("Halfopen bebouwing");
    expect(value("detail.surfaceGround")).toBe("650\u00a0m²");
    expect(value("detail.hasGarden")).toBe("Ja");
    expect(value("detail.hasLift")).toBe("Nee");
    expect(value("detail.energyLabel")).toBe("C");
    expect(value("detail.epcSpecific")).toBe("250\u00a0kWh/m².jaar");
    expect(value("detail.epcExpiry")).toBe("01/01/2030");
    expect(value("detail.permit")).toBe("Ja");
    expect(value("detail.judicialDecision")).toBe("Zoals vereist");
    expect(value("detail.cadastralIncome")).toBe("€\u00a01.250");
    expect(value("detail.totalCost")).toBe("€\u00a0366.000");
  });

  it("uses the monthly-rent label for rent", () => {
    const labels = normalise({ Goal: 1 }).groups[0]?.fields.map((field) => field.label);
    expect(labels).toContain("detail.monthlyRent");
    expect(labels).not.toContain("detail.price");
  });

  it("leaves out the fields that would reveal a price on request", () => {
    const labels = normalise({ ...full, PublishPrice: false }).groups.flatMap((group) => group.fields.map((field) => field.label));
    expect(labels).not.toContain("detail.totalCost");
    expect(labels).not.toContain("detail.registrationRights");
    expect(labels).toContain("detail.cadastralIncome");
  });

  it("only uses label ids listed in DETAIL_LABEL_IDS", () => {
    const labels = normalise(full).groups.flatMap((group) => group.fields.map((field) => field.label));
    for (const label of labels) expect(DETAIL_LABEL_IDS).toContain(label);
    expect(new Set(DETAIL_LABEL_IDS).size).toBe(DETAIL_LABEL_IDS.length);
  });
});

describe("words and links", () => {
  it("fills every word from a catalogue lookup", () => {
    const words = wordsFrom((id) => `[${id}]`);
    expect(Object.keys(words).sort()).toEqual(Object.keys(WORD_IDS).sort());
    expect(words.priceOnRequest).toBe("[feed.priceOnRequest]");
  });

  it.each<[string | null, string | null]>([
    ["www.leiezicht.example", "https://www.leiezicht.example/"],
    ["http://parkhof.example/nl", "https://parkhof.example/nl"],
    ["https://x.example/", "https://x.example/"],
    ["//x.example/a", "https://x.example/a"],
    ["javascript:alert(1)", null],
    ["mailto:info@x.example", null],
    ["not a site", null],
    ["", null],
    [null, null],
  ])("normalises the project website %j to %j", (input, expected) => {
    expect(httpsUrl(input)).toBe(expected);
  });
});

describe("unknown is not zero (Omnicasa fills unknown numbers with 0)", () => {
  const land = {
    TypeDescription: "Bouwgrond",
    WebID: 4,
    EnergyPerformance: 0,
    SurfaceLiving: 0,
    SurfaceGround: 812,
    SurfaceTotal: 0,
    NumberOfBedRooms: 0,
    NumberOfToilets: 0,
    NumberOfParkings: 0,
  };
  const facts = (item: ReturnType<typeof normalise>) => item.groups.flatMap((group) => group.fields.map((field) => `${field.label}=${field.value}`));

  it("gives land with EnergyPerformance 0 no energy label, and no 0 facts", () => {
    const item = normalise(land);
    expect(item.epc).toBeNull();
    expect(item.bedrooms).toBeNull();
    expect(item.surface).toBe(812);
    const shown = facts(item);
    expect(shown.some((fact) => /detail\.(bedrooms|toilets|parkings)=/.test(fact))).toBe(false);
    expect(shown.some((fact) => fact.startsWith("detail.epcSpecific="))).toBe(false);
  });

  it("falls back from a living surface of 0 to the next surface, and never reports a 0 size", () => {
    expect(normalise({ SurfaceLiving: 0, SurfaceGround: 0, SurfaceTotal: 140 }).surface).toBe(140);
    expect(normalise({ SurfaceLiving: 0, SurfaceGround: 0, SurfaceTotal: 0 }).surface).toBeNull();
  });

  it("shows no count a house or an apartment cannot have: 0 bedrooms, 0 toilets, nowhere to wash (issue 37)", () => {
    for (const type of [
      { TypeDescription: "Villa", WebID: 1 },
      { TypeDescription: "Appartement", WebID: 2 },
    ]) {
      const item = normalise({ ...type, NumberOfBedRooms: 0, NumberOfToilets: 0, NumberOfBathRooms: 0, NumberOfShowerRooms: 0, NumberOfGarages: 0 });
      // The summary the card, the key facts and structured data read says no bedrooms count either.
      expect(item.bedrooms, type.TypeDescription).toBeNull();
      const shown = facts(item);
      expect(
        shown.filter((fact) => /detail\.(bedrooms|toilets|bathrooms|showerRooms)=/.test(fact)),
        type.TypeDescription,
      ).toEqual([]);
      // Having no garage is a fact.
      expect(shown, type.TypeDescription).toContain("detail.garages=0");
    }
  });

  it("shows 0 bathrooms beside a shower room, and the other counts of a dwelling as sent", () => {
    const shown = facts(normalise({ NumberOfBedRooms: 3, NumberOfToilets: 2, NumberOfBathRooms: 0, NumberOfShowerRooms: 1 }));
    expect(shown).toEqual(expect.arrayContaining(["detail.bedrooms=3", "detail.toilets=2", "detail.bathrooms=0", "detail.showerRooms=1"]));
    const bath = facts(normalise({ NumberOfBathRooms: 1, NumberOfShowerRooms: 0 }));
    expect(bath).toEqual(expect.arrayContaining(["detail.bathrooms=1", "detail.showerRooms=0"]));
  });

  it("keeps a yield property's counts as sent", () => {
    const item = normalise({ TypeDescription: "Opbrengsteigendom", WebID: 5, NumberOfBedRooms: 0 });
    expect(item.bedrooms).toBe(0);
    expect(facts(item)).toContain("detail.bedrooms=0");
  });

  it("keeps a real 0 where it is a fact: a studio's 0 bedrooms, or an energy value with its label", () => {
    const studio = normalise({ TypeDescription: "Studio", WebID: 2, NumberOfBedRooms: 0 });
    expect(studio.bedrooms).toBe(0);
    expect(facts(studio)).toContain("detail.bedrooms=0");
    expect(normalise({ TypeDescription: "Studentenkot", WebID: 2, NumberOfBedRooms: 0 }).bedrooms).toBe(0);
    // One student room reads the same in each language's feed.
    for (const name of ["Studentenkamer", "Kot", "Chambre d'étudiant", "Student room", "Studentenzimmer", "Einzimmerwohnung"])
      expect(normalise({ TypeDescription: name, WebID: 2, NumberOfBedRooms: 0 }).bedrooms, name).toBe(0);
    expect(normalise({ TypeDescription: "Appartement", WebID: 2, NumberOfBedRooms: 0 }).bedrooms).toBeNull();
    expect(normalise({ EnergyPerformance: 0, EPCLabelText: "A" }).epc?.label).not.toBeNull();
  });
});
