/**
 * Issue 41: the facts a listing's summary carries (surfaces, garden, terrace, EPC label, published
 * date, last price drop), as the normaliser reads them from Omnicasa's, Whise's and the demo's shapes,
 * and as the sync carries the published date and the drop from one snapshot to the next.
 */
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { DemoFeedSource } from "../../../worker/feed/demo";
import { demoHistoryRows } from "../../../worker/feed/demo/history";
import { factsFromHistory, listingFacts, withFacts, withoutCarriedFacts, type RecordedFacts } from "../../../worker/feed/listing-facts";
import type { LanguageSnapshot, PropertyDetail } from "../../../worker/feed/model";
import { normaliseProperty } from "../../../worker/feed/provider/normalise";
import { propertySchema, type RawPropertyInput } from "../../../worker/feed/provider/schemas/property";
import { isNewListing, pricePerSquareMetre, recentDrop } from "../../../client/domain/listing-recency";
import { historyEntries } from "../../../client/domain/price-history";
import { TEST_WORDS } from "./helpers";

const base: RawPropertyInput = {
  ID: 12,
  TypeDescription: "Villa",
  WebID: 1,
  Goal: 0,
  Price: 350000,
  PublishPrice: true,
  Zip: "9000",
  City: "Gent",
  CountryID: 10,
  EnergyPerformance: 150,
  ModifiedDate: "2026-02-01T10:00:00Z",
};

function normalise(extra: Partial<Record<keyof RawPropertyInput, unknown>> = {}): PropertyDetail {
  const raw = v.parse(propertySchema, { ...base, ...extra });
  const item = normaliseProperty(raw, { lang: "nl", words: TEST_WORDS, pictures: [], documents: [] });
  if (!item) throw new Error("not published");
  return item;
}

describe("the normalised listing's facts (Omnicasa's shape)", () => {
  it("reads living and plot surface apart, where `surface` falls back to the plot", () => {
    expect(normalise({ SurfaceLiving: 180, SurfaceGround: 640 })).toMatchObject({ surface: 180, livingSurface: 180, plotSurface: 640 });
    expect(normalise({ SurfaceLiving: "", SurfaceGround: 640 })).toMatchObject({ surface: 640, livingSurface: null, plotSurface: 640 });
    expect(normalise({ SurfaceLiving: 0, SurfaceGround: 0 })).toMatchObject({ livingSurface: null, plotSurface: null });
  });

  it("has a garden or terrace when the provider says so or gives its surface, none when it says no, and does not know otherwise", () => {
    expect(normalise({ HasGarden: "true", HasTerrace: 0 })).toMatchObject({ garden: true, terrace: false });
    expect(normalise({ SurfaceGarden: 300, SurfaceTerrace: 12 })).toMatchObject({ garden: true, terrace: true });
    expect(normalise({})).toMatchObject({ garden: null, terrace: null });
  });

  it("keeps the EPC label the detail shows, and the creation date as the published date until the sync knows better", () => {
    const item = normalise({ CreatedDate: "/Date(1767225600000+0100)/" });
    expect(item.epcLabel).toBe(item.epc?.label);
    expect(item.epcLabel).toBe("b");
    expect(item.publishedAt).toBe("2026-01-01T00:00:00.000Z");
    expect(item.priceDrop).toBeNull();
    expect(normalise({ EnergyPerformance: 0 }).epcLabel).toBeNull();
  });
});

describe("the demo feed's facts", () => {
  it("gives every listing a creation date before its last change, surfaces as the detail shows them, and garden and terrace", async () => {
    const { snapshot } = await new DemoFeedSource().fetchLanguage("nl", {});
    for (const item of snapshot.properties) {
      expect(item.publishedAt, `${item.id}`).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(item.publishedAt! <= item.updatedAt).toBe(true);
      expect(item.garden === null || typeof item.garden === "boolean").toBe(true);
    }
    expect(snapshot.properties.some((item) => item.garden === true)).toBe(true);
    expect(snapshot.properties.some((item) => item.terrace === false)).toBe(true);
    expect(snapshot.properties.some((item) => item.livingSurface !== null && item.plotSurface !== null)).toBe(true);
  });
});

const NOW = "2026-11-29T12:00:00.000Z";
const LATER = "2026-11-30T03:00:00.000Z";

function listing(id: number, price: number | null, extra: Partial<PropertyDetail> = {}): PropertyDetail {
  return { ...normalise({ ID: id, Price: price ?? 0, PublishPrice: price !== null }), ...extra };
}
const snapshotOf = (...properties: PropertyDetail[]): LanguageSnapshot => ({ properties, projects: [], typeGroups: [], cities: [] });
/** One run: the facts from `before` to `after`, put into `after`. */
const run = (before: LanguageSnapshot | null, after: LanguageSnapshot, now: string, recorded?: Map<number, RecordedFacts>) =>
  withFacts(after, listingFacts(before, after, now, recorded));
const byId = (snapshot: LanguageSnapshot, id: number) => snapshot.properties.find((item) => item.id === id)!;

describe("the published date and the price drop across sync runs", () => {
  it("takes the provider's date on a site's first snapshot, and keeps it in every later run", () => {
    const first = run(null, snapshotOf(listing(1, 300_000, { publishedAt: "2026-03-01T00:00:00.000Z" })), NOW);
    expect(byId(first, 1).publishedAt).toBe("2026-03-01T00:00:00.000Z");
    // A later full run normalises again (with the provider's date, or a changed one): the first date stays.
    const second = run(first, snapshotOf(listing(1, 300_000, { publishedAt: "2026-06-01T00:00:00.000Z" })), LATER);
    expect(byId(second, 1).publishedAt).toBe("2026-03-01T00:00:00.000Z");
  });

  it("dates a listing new to a running site at the run, whatever the provider's creation date", () => {
    const first = run(null, snapshotOf(listing(1, 300_000)), NOW);
    const second = run(first, snapshotOf(byId(first, 1), listing(2, 200_000, { publishedAt: "2025-01-01T00:00:00.000Z" })), LATER);
    expect(byId(second, 2).publishedAt).toBe(LATER);
    expect(isNewListing(byId(second, 2), Math.floor(Date.parse(LATER) / 86_400_000))).toBe(true);
  });

  it("records a drop when the price goes down, keeps it while the price stays, and clears it when the price goes up", () => {
    const first = run(null, snapshotOf(listing(1, 300_000)), NOW);
    const lowered = run(first, snapshotOf(listing(1, 285_000)), LATER);
    expect(byId(lowered, 1).priceDrop).toEqual({ previousPrice: 300_000, at: LATER });
    // An incremental run keeps the unchanged listing as published; a full one normalises it again: both keep the drop.
    expect(byId(run(lowered, lowered, "2026-12-02T00:00:00.000Z"), 1).priceDrop).toEqual({ previousPrice: 300_000, at: LATER });
    expect(byId(run(lowered, snapshotOf(listing(1, 285_000)), "2026-12-02T00:00:00.000Z"), 1).priceDrop).toEqual({ previousPrice: 300_000, at: LATER });
    expect(byId(run(lowered, snapshotOf(listing(1, 290_000)), "2026-12-03T00:00:00.000Z"), 1).priceDrop).toBeNull();
    // A hidden price is no drop, and keeps the one before.
    expect(byId(run(lowered, snapshotOf(listing(1, null)), "2026-12-03T00:00:00.000Z"), 1).priceDrop).toEqual({ previousPrice: 300_000, at: LATER });
  });

  it("reads listing_history for a listing the published snapshot has no date for (an older format, a listing back after a withdrawal)", () => {
    const older = snapshotOf({ ...listing(1, 300_000), publishedAt: undefined, priceDrop: undefined });
    const recorded = new Map([
      [
        1,
        factsFromHistory([
          { changedAt: Date.parse("2026-05-01T00:00:00Z"), goal: 0, price: 320_000, priceUnit: null },
          { changedAt: Date.parse("2026-11-20T00:00:00Z"), goal: 0, price: 300_000, priceUnit: null },
        ])!,
      ],
    ]);
    expect(withoutCarriedFacts(older, snapshotOf(listing(1, 300_000)))).toEqual([1]);
    const next = run(older, snapshotOf(listing(1, 300_000)), NOW, recorded);
    expect(byId(next, 1)).toMatchObject({ publishedAt: "2026-05-01T00:00:00.000Z", priceDrop: { previousPrice: 320_000, at: "2026-11-20T00:00:00.000Z" } });
    expect(withoutCarriedFacts(next, next)).toEqual([]);
  });

  it("without history, an older snapshot's listing takes the provider's date and still sees its price change", () => {
    const older = snapshotOf({ ...listing(1, 300_000), publishedAt: undefined });
    const next = run(older, snapshotOf(listing(1, 280_000, { publishedAt: "2026-02-02T00:00:00.000Z" })), NOW);
    expect(byId(next, 1)).toMatchObject({ publishedAt: "2026-02-02T00:00:00.000Z", priceDrop: { previousPrice: 300_000, at: NOW } });
  });
});

describe("badges, price per m² and the history a page shows", () => {
  const day = Math.floor(Date.parse(NOW) / 86_400_000);
  it("is new for seven calendar days and lowered for thirty, only while on offer", () => {
    expect(isNewListing({ status: "available", publishedAt: "2026-11-23T00:00:00.000Z" }, day)).toBe(true);
    expect(isNewListing({ status: "available", publishedAt: "2026-11-22T23:59:59.000Z" }, day)).toBe(false);
    expect(isNewListing({ status: "sold", publishedAt: NOW }, day)).toBe(false);
    expect(recentDrop({ status: "available", price: 1, priceDrop: { previousPrice: 2, at: "2026-10-31T00:00:00.000Z" } }, day)).not.toBeNull();
    expect(recentDrop({ status: "available", price: 1, priceDrop: { previousPrice: 2, at: "2026-10-30T23:00:00.000Z" } }, day)).toBeNull();
    expect(recentDrop({ status: "available", price: 1 }, day)).toBeNull();
  });

  it("divides a sale's price by its living surface, and nothing else", () => {
    expect(pricePerSquareMetre({ goal: 0, price: 350_000, priceUnit: null, livingSurface: 140 })).toBe(2500);
    expect(pricePerSquareMetre({ goal: 1, price: 950, priceUnit: "month", livingSurface: 80 })).toBeNull();
    expect(pricePerSquareMetre({ goal: 0, price: 350_000, priceUnit: null, livingSurface: null })).toBeNull();
    expect(pricePerSquareMetre({ goal: 0, price: null, priceUnit: null, livingSurface: 100 })).toBeNull();
  });

  it("lists first publication, each price change and a sale, oldest first, and the snapshot's drop when the history lacks it", () => {
    const at = (iso: string) => Date.parse(iso);
    const points = [
      { changedAt: at("2026-09-01T00:00:00Z"), status: "available" as const, price: 400_000, priceUnit: null, goal: 0 as const },
      { changedAt: at("2026-10-01T00:00:00Z"), status: "available" as const, price: 380_000, priceUnit: null, goal: 0 as const },
      { changedAt: at("2026-11-01T00:00:00Z"), status: "sold" as const, price: 380_000, priceUnit: null, goal: 0 as const },
    ];
    expect(historyEntries(points, { publishedAt: "2026-09-01T00:00:00.000Z", price: 380_000, priceDrop: null }).map((entry) => entry.kind)).toEqual([
      "published",
      "price",
      "sold",
    ]);
    expect(
      historyEntries([], { publishedAt: "2026-09-01T00:00:00.000Z", price: 380_000, priceDrop: { previousPrice: 400_000, at: "2026-10-01T00:00:00.000Z" } }),
    ).toEqual([
      { kind: "published", at: "2026-09-01T00:00:00.000Z" },
      { kind: "price", at: "2026-10-01T00:00:00.000Z", from: 400_000, to: 380_000, unit: null },
    ]);
  });

  it("says what a rent's change is for (per month), from the history and from the snapshot's drop", () => {
    const at = (iso: string) => Date.parse(iso);
    const rent = (day: string, price: number) => ({ changedAt: at(day), status: "available" as const, price, priceUnit: "month", goal: 1 as const });
    expect(historyEntries([rent("2026-09-01T00:00:00Z", 1_000), rent("2026-10-01T00:00:00Z", 950)], { price: 950 })).toContainEqual({
      kind: "price",
      at: "2026-10-01T00:00:00.000Z",
      from: 1_000,
      to: 950,
      unit: "month",
    });
    expect(historyEntries([], { price: 900, priceUnit: "month", priceDrop: { previousPrice: 950, at: "2026-11-01T00:00:00.000Z" } })).toContainEqual(
      expect.objectContaining({ kind: "price", unit: "month" }),
    );
  });
});

describe("the local demo's seeded history", () => {
  it("publishes over the last weeks, some within the week, with a few drops in the last 30 days, and leaves the owners' listings alone", async () => {
    const { snapshot } = await new DemoFeedSource().fetchLanguage("nl", {});
    const now = Date.parse(NOW);
    const skipped = snapshot.properties[0]!.id;
    const rows = demoHistoryRows(snapshot.properties, now, 1, new Set([skipped]));
    expect(rows.some((row) => row.propertyId === skipped)).toBe(false);
    const facts = new Map<number, RecordedFacts>();
    for (const id of new Set(rows.map((row) => row.propertyId))) facts.set(id, factsFromHistory(rows.filter((row) => row.propertyId === id))!);
    const next = run(null, snapshot, NOW, facts);
    const day = Math.floor(now / 86_400_000);
    const fresh = next.properties.filter((item) => isNewListing(item, day)).length;
    const lowered = next.properties.filter((item) => recentDrop(item, day) !== null).length;
    expect(fresh).toBeGreaterThan(3);
    expect(fresh).toBeLessThan(snapshot.properties.length / 4);
    expect(lowered).toBeGreaterThan(3);
    // The seed leads up to each listing's current state: the first run records no change of its own.
    for (const item of next.properties.filter((item) => item.id !== skipped)) {
      const last = rows.filter((row) => row.propertyId === item.id).at(-1)!;
      expect([last.status, last.price]).toEqual([item.status, item.price]);
    }
  });
});
