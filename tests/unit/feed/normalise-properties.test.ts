/**
 * Property-based: whatever a provider sends in the spec's shape (the demo's generator) or in
 * Omnicasa's or Whise's real shape, a valid item normalises without throwing, and a sold or rented
 * listing never shows a price, anywhere (model, price text, JSON-LD).
 */
import fc from "fast-check";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { formatPrice } from "../../../client/domain/currency";
import { LANGUAGES } from "../../../client/i18n/languages";
import { renderListing } from "../../../worker/feed/demo/render";
import { shapeOf } from "../../../worker/feed/demo/shape";
import type { PropertyDetail } from "../../../worker/feed/model";
import { normaliseProperty } from "../../../worker/feed/provider/normalise";
import { DEFAULT_FEED_RULES, type FeedRules } from "../../../worker/feed/provider/normalise/state";
import { propertySchema } from "../../../worker/feed/provider/schemas/property";
import { propertyOf } from "../../../worker/feed/whise/adapt";
import { WHISE_RULES } from "../../../worker/feed/whise/ids";
import { estateSchema } from "../../../worker/feed/whise/schemas";
import { propertyListingNode } from "../../../worker/seo/structured-data";
import { RECORDED_ESTATES_LIST } from "../../fixtures/whise/estates-list";
import { TEST_WORDS } from "./helpers";

const PRICE = 987_654;

/** A number as Omnicasa may send it: a number, numeric text, blank, or 0 for unknown. */
const loose = (values: fc.Arbitrary<number>) => fc.oneof(values, values.map(String), fc.constant(""), fc.constant(0), fc.constant(null));
const flag = fc.oneof(fc.boolean(), fc.constantFrom(0, 1, "0", "1", "true", "false", "", null));
const wallTime = fc
  .date({ min: new Date("2015-01-01T00:00:00Z"), max: new Date("2030-12-31T23:59:59Z"), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 19).replace("T", " "));
const url = fc.nat(999).map((n) => `https://storage.omnicasa.com/x/${n}.jpg`);
const pictureItem = fc.record({
  ID: fc.integer({ min: 1, max: 9999 }),
  Url: fc.oneof(url, fc.constant(""), fc.constant("javascript:alert(1)")),
  Width: loose(fc.nat(4000)),
  Height: loose(fc.nat(4000)),
});

const omnicasaItem = fc.record(
  {
    ID: fc.integer({ min: 1, max: 99_999 }),
    Status: fc.oneof(fc.integer({ min: -1, max: 8 }), fc.constantFrom("1", "2", "", null)),
    SubStatus: fc.oneof(fc.integer({ min: 0, max: 20 }), fc.constant("")),
    SubStatusName: fc.constantFrom("Te koop", "Verkocht", "Onder optie", "", null),
    Goal: fc.oneof(fc.integer({ min: 0, max: 3 }), fc.constantFrom("0", "1", "2", "")),
    Marquee: fc.oneof(fc.integer({ min: 0, max: 9 }), fc.constant("")),
    MarqueeName: fc.constantFrom("Nieuw", "Verkocht", "Verhuurd", "", null),
    IsSold: flag,
    IsRented: flag,
    WebID: fc.integer({ min: 1, max: 7 }),
    TypeDescription: fc.constantFrom("Woning", "Appartement", "Bouwgrond", "Handelspand"),
    Zip: fc.constantFrom("9000", "1000", "4000", "2000", "L-1150"),
    City: fc.constantFrom("Gent", "Brussel", "Liège", "Antwerpen", "Luxembourg"),
    CountryID: fc.constantFrom(10, 50, 2),
    Price: fc.oneof(fc.constant(PRICE), fc.constant(String(PRICE)), fc.constant("€ 987.654,00"), fc.constant(0), fc.constant(""), fc.constant(null)),
    PublishPrice: flag,
    PublishAddress: flag,
    Street: fc.constantFrom("Kouter", "", null),
    GoogleX: fc.oneof(fc.double({ min: 49.5, max: 51.5, noNaN: true }), fc.constant(0), fc.constant("")),
    GoogleY: fc.oneof(fc.double({ min: 2.6, max: 6.4, noNaN: true }), fc.constant(0), fc.constant("")),
    EnergyPerformance: loose(fc.integer({ min: -50, max: 800 })),
    EPCLabelText: fc.constantFrom("A+", "B", "F", "", null),
    SurfaceLiving: loose(fc.nat(500)),
    SurfaceGround: loose(fc.nat(5000)),
    SurfaceTotal: loose(fc.nat(600)),
    NumberOfBedRooms: loose(fc.nat(8)),
    NumberOfToilets: loose(fc.nat(4)),
    NumberOfParkings: loose(fc.nat(4)),
    HasFurnished: flag,
    HasLift: flag,
    DescriptionA: fc.oneof(fc.string(), fc.constant("<p>Een <b>mooi</b> huis &eacute;&nbsp;</p><ul><li>tuin</li></ul><script>x()</script>")),
    DescriptionB: fc.oneof(fc.string(), fc.constant(null)),
    CreatedDate: fc.oneof(wallTime, fc.constant(""), fc.constant("/Date(1767225600000+0100)/")),
    LastChangedDate: fc.oneof(wallTime, fc.constant(""), fc.constant("2026-13-45 99:99:99")),
    DateFree: fc.oneof(wallTime, fc.constant("")),
    XLargePictureItems: fc.oneof(fc.array(pictureItem, { maxLength: 4 }), fc.constant("not a list"), fc.constant(null)),
    LargePictures: fc.oneof(fc.array(fc.oneof(url, fc.constant(42)), { maxLength: 3 }), fc.constant(null)),
    ManagerName: fc.constantFrom("Sofie", "", null),
    ManagerEmail: fc.constantFrom("sofie@agency.be", "not an address", "a@b.c, d@e.f", "", null),
  },
  { requiredKeys: ["ID", "WebID", "TypeDescription", "Zip", "City"] },
);

const rules: fc.Arbitrary<FeedRules> = fc.record({
  hiddenMarquees: fc.subarray([1, 2, 3, 4, 5, 6]),
  subStatus: fc.record({ sold: fc.subarray([6, 7]), rented: fc.subarray([13, 14]), option: fc.subarray([3, 4]), hidden: fc.subarray([20, 9]) }),
});

/** The listing's promise: no throw; sold and rented never carry the price (`price`) in any form. */
function checkListing(item: PropertyDetail | null, price: number = PRICE): void {
  if (item === null) return;
  expect(item.surface === null || item.surface > 0).toBe(true);
  expect(item.description).not.toMatch(/<script|<p>/);
  const node = JSON.stringify(propertyListingNode(item, "https://agency.example", "Agency"));
  expect(node).not.toMatch(/"value":0\b/);
  if (item.status === "available") return;
  expect(item.price).toBeNull();
  expect(item.priceText).not.toMatch(/\d/);
  // The price as the listing's page would print it ("€ 987.654", "987 654 €"), anywhere in the listing.
  expect(JSON.stringify(item)).not.toContain(formatPrice(price, item.lang));
  expect(node).not.toMatch(/"price"/);
}

describe("any valid item normalises, and a sold or rented one never shows a price", () => {
  it("holds for Omnicasa's real shape under any agency rules", () => {
    fc.assert(
      fc.property(omnicasaItem, rules, fc.constantFrom(...LANGUAGES), (item, agencyRules, lang) => {
        const parsed = v.safeParse(propertySchema, item);
        if (!parsed.success) return;
        checkListing(normaliseProperty(parsed.output, { lang, words: TEST_WORDS, pictures: [], documents: [], rules: agencyRules }));
      }),
      { numRuns: 600 },
    );
  });

  it("holds for the spec's shape (the demo generator, marked sold or rented at random)", () => {
    fc.assert(
      fc.property(fc.nat(49_999), fc.nat(2 ** 31 - 1), fc.constantFrom(...LANGUAGES), fc.boolean(), (index, seed, lang, sold) => {
        const listing = renderListing(shapeOf(index, seed), lang);
        const parsed = v.parse(propertySchema, { ...listing.property, ...(sold ? { IsSold: true } : {}) });
        const price = typeof parsed.Price === "number" && parsed.Price > 0 ? parsed.Price : undefined;
        checkListing(normaliseProperty(parsed, { lang, words: TEST_WORDS, pictures: [], documents: [], rules: DEFAULT_FEED_RULES }), price);
      }),
      { numRuns: 300 },
    );
  });

  it("holds for Whise's real shape with any purpose status and display flags", () => {
    const recorded = RECORDED_ESTATES_LIST.estates.filter((estate) => !("parentId" in estate) && !("canHaveChildren" in estate));
    fc.assert(
      fc.property(
        fc.constantFrom(...recorded),
        fc.integer({ min: 1, max: 28 }),
        fc.option(fc.boolean(), { nil: undefined }),
        fc.constantFrom(...LANGUAGES),
        (estate, purposeStatus, displayPrice, lang) => {
          const parsed = v.parse(estateSchema, { ...estate, price: PRICE, purposeStatus: { id: purposeStatus }, displayPrice });
          const raw = v.safeParse(propertySchema, propertyOf(parsed, "fr-BE", TEST_WORDS));
          expect(raw.success).toBe(true);
          if (raw.success) checkListing(normaliseProperty(raw.output, { lang, words: TEST_WORDS, pictures: [], documents: [], rules: WHISE_RULES }));
        },
      ),
      { numRuns: 300 },
    );
  });
});
