import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { listValueSchema } from "../../../worker/feed/provider/schemas/envelope";
import { typeGroupSchema } from "../../../worker/feed/provider/schemas/lists";
import { parseItems } from "../../../worker/feed/provider/schemas/parse";
import { pictureSchema } from "../../../worker/feed/provider/schemas/media";
import { parseProviderDate } from "../../../worker/feed/provider/schemas/primitives";
import { unitSchema } from "../../../worker/feed/provider/schemas/project";
import { propertySchema } from "../../../worker/feed/provider/schemas/property";

const base = { ID: 12, Goal: 0, TypeDescription: "Villa", WebID: 1, Zip: "9000", City: "Gent" };
const parse = (extra: Record<string, unknown>) => v.safeParse(propertySchema, { ...base, ...extra });
const output = (extra: Record<string, unknown>) => {
  const result = parse(extra);
  if (!result.success) throw new Error(v.summarize(result.issues));
  return result.output;
};

describe("coordinates (the GoogleX/GoogleY trap)", () => {
  it("reads GoogleX as the latitude and GoogleY as the longitude, numbers or text", () => {
    expect(output({ GoogleX: 51.0543, GoogleY: 3.7174 })).toMatchObject({ GoogleX: 51.0543, GoogleY: 3.7174 });
    expect(output({ GoogleX: "51,0543", GoogleY: "3.7174" })).toMatchObject({ GoogleX: 51.0543, GoogleY: 3.7174 });
  });

  it("accepts a longitude beyond 90 but no latitude beyond 90", () => {
    expect(parse({ GoogleX: 45, GoogleY: 120 }).success).toBe(true);
    expect(parse({ GoogleX: 120, GoogleY: 45 }).success).toBe(false);
    expect(parse({ GoogleX: 45, GoogleY: 181 }).success).toBe(false);
  });

  it("reads blank and 0 as 'not placed' and rejects unreadable text", () => {
    expect(output({ GoogleX: "", GoogleY: 0 })).toMatchObject({ GoogleX: null, GoogleY: null });
    expect(output({ GoogleX: null })).toMatchObject({ GoogleX: null });
    expect(parse({ GoogleX: "north" }).success).toBe(false);
  });
});

describe("prices", () => {
  it.each<[unknown, number | null]>([
    [350000, 350000],
    ["350000", 350000],
    ["350.000", 350000],
    ["€ 350.000,00", 350000],
    ["950,50", 950.5],
    ["", null],
    ["Prijs op aanvraag", null],
    [null, null],
  ])("reads Price %j as %j", (price, expected) => {
    expect(output({ Price: price }).Price).toBe(expected);
  });
});

describe("sloppy values", () => {
  it("turns empty strings into null for optional fields", () => {
    expect(output({ Street: "", BoxNr: "", NumberOfBedRooms: "", EnergyPerformance: "", MarqueeName: "", PublishAddress: "" })).toMatchObject({
      Street: null,
      BoxNr: null,
      NumberOfBedRooms: null,
      EnergyPerformance: null,
      MarqueeName: null,
      PublishAddress: null,
    });
  });

  it("reads numbers given as text and text given as numbers", () => {
    expect(output({ NumberOfBedRooms: "3", HouseNumber: 12, Zip: 9000, SurfaceLiving: "1.250" })).toMatchObject({
      NumberOfBedRooms: 3,
      HouseNumber: "12",
      Zip: "9000",
      SurfaceLiving: 1250,
    });
  });

  it.each<[unknown, boolean | null]>([
    [true, true],
    [1, true],
    ["true", true],
    ["1", true],
    [false, false],
    [0, false],
    ["0", false],
    ["", null],
    ["maybe", null],
  ])("reads flag %j as %j", (value, expected) => expect(output({ PublishPrice: value }).PublishPrice).toBe(expected));

  it("reads WCF and ISO dates to ISO, and unreadable dates to null", () => {
    expect(output({ ModifiedDate: "/Date(1767225600000+0100)/" }).ModifiedDate).toBe("2026-01-01T00:00:00.000Z");
    expect(parseProviderDate("2026-03-01T10:00:00+01:00")).toBe("2026-03-01T09:00:00.000Z");
    expect(parseProviderDate("yesterday")).toBeNull();
  });

  it("treats Marquee 0 as no marquee", () => {
    expect(output({ Marquee: 0 }).Marquee).toBeNull();
    expect(output({ Marquee: "5" }).Marquee).toBe(5);
  });

  it("drops fields it does not know", () => {
    expect(output({ Unexpected: "x" })).not.toHaveProperty("Unexpected");
  });
});

describe("strict fields", () => {
  it.each<[string, Record<string, unknown>]>([
    ["an ID that is not digits", { ID: "12a" }],
    ["an ID of 0", { ID: 0 }],
    ["a Goal that is not an integer", { Goal: "sale" }],
    ["a WebIDs list with garbage", { WebID: undefined, WebIDs: "1,x" }],
    ["neither WebID nor WebIDs", { WebID: undefined, WebIDs: "" }],
    ["a blank City", { City: " " }],
    ["a missing Zip", { Zip: undefined }],
  ])("rejects %s", (_case, extra) => {
    expect(parse(extra).success).toBe(false);
  });

  it("keeps Goal 0 as sale, 2 as Omnicasa's business take-over, and any other integer as rent", () => {
    expect(output({ Goal: "0" }).Goal).toBe(0);
    expect(output({ Goal: 1 }).Goal).toBe(1);
    expect(output({ Goal: 2 }).Goal).toBe(2);
    expect(output({ Goal: 5 }).Goal).toBe(1);
  });

  it("keeps a Status it does not know as a number, so the listing stays off the site", () => {
    expect(output({ Status: 7 }).Status).toBe(7);
    expect(output({ Status: "4" }).Status).toBe(4);
    expect(output({ Status: "" }).Status).toBeNull();
  });

  it("reads a missing or blank Goal as a sale, as Omnicasa leaves it out on some sales", () => {
    expect(output({ Goal: undefined }).Goal).toBe(0);
    expect(output({ Goal: "" }).Goal).toBe(0);
  });

  it("reads WebIDs as a comma list", () => {
    expect(output({ WebID: undefined, WebIDs: "1, 5" }).WebIDs).toEqual([1, 5]);
  });
});

describe("links", () => {
  it("drops script links from optional URLs", () => {
    expect(output({ VirtualTour: "javascript:alert(1)", VideoLink: "//evil.example/x.mp4" })).toMatchObject({ VirtualTour: null, VideoLink: null });
    expect(output({ VirtualTour: "https://my.matterport.com/show/?m=abc" }).VirtualTour).toBe("https://my.matterport.com/show/?m=abc");
  });

  it("rejects a picture whose Url is not a web or root-relative link, or that has no owner", () => {
    expect(v.safeParse(pictureSchema, { ID: 1, PropertyID: 2, Url: "/images/listings/garden.svg" }).success).toBe(true);
    expect(v.safeParse(pictureSchema, { ID: 1, PropertyID: 2, Url: "data:image/svg+xml,<svg/>" }).success).toBe(false);
    expect(v.safeParse(pictureSchema, { ID: 1, PropertyID: 2 }).success).toBe(false);
    expect(v.safeParse(pictureSchema, { ID: 1, Url: "/x.svg" }).success).toBe(false);
    expect(v.safeParse(pictureSchema, { ID: 1, PropertyID: 2, ProjectID: 3, Url: "/x.svg" }).success).toBe(false);
  });
});

describe("units and envelope", () => {
  it("reads unit status codes and a blank status as available", () => {
    const unit = (Status: unknown) => v.safeParse(unitSchema, { ID: 1, ProjectID: 801, Name: "A.0.1", Status });
    expect(unit("").output).toMatchObject({ Status: 0 });
    expect(unit(2).output).toMatchObject({ Status: 2 });
    expect(unit(7).success).toBe(false);
  });

  it("accepts RowsCount as text but not a negative one", () => {
    expect(v.safeParse(listValueSchema, { Items: [], RowsCount: "12" }).output).toEqual({ Items: [], RowsCount: 12 });
    expect(v.safeParse(listValueSchema, { Items: [], RowsCount: -1 }).success).toBe(false);
    expect(v.safeParse(listValueSchema, { Items: [] }).success).toBe(false);
  });
});

describe("type groups as Omnicasa really answers them", () => {
  it("keeps a group whose Sale and Rent are flags (true/false, 0/1, text) as well as counts", () => {
    const raw = [
      { WebID: 1, Name: "Huis", ShowOrder: 1, Sale: true, Rent: false },
      { WebID: 2, Name: "Appartement", ShowOrder: 2, Sale: "1", Rent: 0 },
      { WebID: 4, Name: "Grond", Sale: "true", Rent: "False" },
      { WebID: 5, Name: "Opbrengsteigendom", Sale: 12, Rent: "3" },
    ];
    const parsed = parseItems(typeGroupSchema, raw);
    expect(parsed.rejected).toEqual([]);
    expect(parsed.items.map((group) => [group.WebID, group.Sale, group.Rent])).toEqual([
      [1, true, false],
      [2, 1, 0],
      [4, true, false],
      [5, 12, 3],
    ]);
  });
});
