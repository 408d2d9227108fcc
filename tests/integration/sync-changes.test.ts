import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import type { Lang } from "../../client/i18n/languages";
import { syncRunRepository } from "../../worker/feed/sync-runs";
import { snapshotStore } from "../../worker/feed/snapshot-store";
import { listingHistoryRepository } from "../../worker/feed/listing-history-store";
import { runSync } from "../../worker/feed/sync";
import { full, ScriptedSource, snapshotOf } from "../fixtures/listings";
import { syncDeps } from "./sync-deps";

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

/** An incremental answer: listing 21 is new, 5 is cheaper, 6 dearer and 7 sold, in every language. */
function changedAnswer(lang: Lang) {
  const snapshot = snapshotOf([5, 6, 7, 21], lang);
  const [five, six, seven] = snapshot.properties;
  five!.price = 90_000;
  six!.price = 200_000;
  seven!.status = "sold";
  return { snapshot, rejected: [], complete: false };
}

describe("the listing sync's changes for search alerts", () => {
  beforeEach(async () => {
    const { keys } = await env.FEED.list();
    await Promise.all(keys.map((key) => env.FEED.delete(key.name)));
    await env.DB.exec("DELETE FROM sync_runs; DELETE FROM sync_lease; DELETE FROM snapshot_versions; DELETE FROM snapshot_faults");
  });

  it("are none for the very first snapshot", async () => {
    const result = await runSync(syncDeps(new ScriptedSource(full(range(1, 20)))), "incremental");
    expect(result).toMatchObject({ outcome: "published", changes: [] });
  });

  it("name a new listing and a lowered price after an incremental run publishes, and are not stored with the run", async () => {
    const clock = { at: Date.parse("2026-11-21T10:00:00Z") };
    await runSync(syncDeps(new ScriptedSource(full(range(1, 20))), { clock }), "full");
    const result = await runSync(syncDeps(new ScriptedSource(changedAnswer), { clock }), "incremental");
    expect(result.outcome).toBe("published");
    expect(result.changes?.map(({ id, reason, price, previousPrice }) => ({ id, reason, price, previousPrice }))).toEqual([
      { id: 5, reason: "price", price: 90_000, previousPrice: 105_000 },
      { id: 21, reason: "new", price: 121_000, previousPrice: null },
    ]);
    expect(result.changes?.[1]).toMatchObject({ zone: "1000", goal: 1 });
    const [run] = await syncRunRepository(env.DB).recent(1);
    expect(run).toMatchObject({ mode: "incremental", outcome: "published", version: 2 });
    expect(JSON.stringify(run)).not.toContain("changes");
  });

  it("that cannot be worked out never break the sync: it publishes with none", async () => {
    const clock = { at: Date.parse("2026-11-21T10:00:00Z") };
    await runSync(syncDeps(new ScriptedSource(full(range(1, 20))), { clock }), "full");
    // The new listing's first read of its bedrooms throws (the alerts' rule reads it before anything else does).
    let reads = 0;
    const answer = (lang: Lang) => {
      const changed = changedAnswer(lang);
      const fresh = changed.snapshot.properties.at(-1)!;
      const bedrooms = fresh.bedrooms;
      Object.defineProperty(fresh, "bedrooms", {
        enumerable: true,
        get: () => {
          if (lang === "nl" && (reads += 1) === 1) throw new TypeError("a listing the alerts' rule cannot read");
          return bedrooms;
        },
      });
      return changed;
    };
    const result = await runSync(syncDeps(new ScriptedSource(answer), { clock }), "incremental");
    expect(reads).toBeGreaterThan(0);
    expect(result).toMatchObject({ outcome: "published", version: 2, changes: [] });
  });

  it("are not handed on when nothing is published", async () => {
    const clock = { at: Date.parse("2026-11-21T10:00:00Z") };
    await runSync(syncDeps(new ScriptedSource(full(range(1, 20))), { clock }), "full");
    const result = await runSync(syncDeps(new ScriptedSource(full(range(1, 20))), { clock }), "full");
    expect(result.outcome).toBe("unchanged");
    expect(result.changes).toBeUndefined();
  });
});

/** The published listings of one language, by id. */
async function published(lang: Lang) {
  const store = snapshotStore(env.FEED);
  const pointer = await store.readPointer();
  const snapshot = await store.readLanguage(pointer!.version, lang);
  return new Map(snapshot!.properties.map((item) => [item.id, item]));
}

describe("the published date and the last price drop (issue 41)", () => {
  beforeEach(async () => {
    const { keys } = await env.FEED.list();
    await Promise.all(keys.map((key) => env.FEED.delete(key.name)));
    await env.DB.exec("DELETE FROM sync_runs; DELETE FROM sync_lease; DELETE FROM snapshot_versions; DELETE FROM snapshot_faults");
  });

  it("are carried through incremental and full runs, in every language", async () => {
    const clock = { at: Date.parse("2026-11-21T10:00:00Z") };
    await runSync(syncDeps(new ScriptedSource(full(range(1, 20))), { clock }), "full");
    const first = await published("nl");
    const firstPublished = first.get(1)!.publishedAt;
    expect(firstPublished).toMatch(/^2026-11-21T/);
    expect(first.get(5)!.priceDrop).toBeNull();

    // Listing 5 is cheaper, 6 dearer, 21 new.
    clock.at = Date.parse("2026-11-22T10:00:00Z");
    await runSync(syncDeps(new ScriptedSource(changedAnswer), { clock }), "incremental");
    for (const lang of ["nl", "fr"] as const) {
      const second = await published(lang);
      expect(second.get(1)!.publishedAt, lang).toBe(firstPublished);
      expect(second.get(5)!.priceDrop, lang).toEqual({ previousPrice: 105_000, at: expect.stringMatching(/^2026-11-22T10:0/) });
      expect(second.get(6)!.priceDrop, lang).toBeNull();
      expect(second.get(21)!.publishedAt, lang).toMatch(/^2026-11-22T10:0/);
    }
    const dropAt = (await published("nl")).get(5)!.priceDrop!.at;

    // A full run a day later with the same prices: nothing moves.
    clock.at = Date.parse("2026-11-23T10:00:00Z");
    const same = (lang: Lang) => {
      const answer = changedAnswer(lang);
      const rest = full(range(1, 20))(lang).snapshot.properties.filter((item) => ![5, 6, 7].includes(item.id));
      return { ...answer, snapshot: { ...answer.snapshot, properties: [...rest, ...answer.snapshot.properties] }, complete: true };
    };
    await runSync(syncDeps(new ScriptedSource(same), { clock }), "full");
    const third = await published("fr");
    expect(third.get(1)!.publishedAt).toBe(firstPublished);
    expect(third.get(5)!.priceDrop).toEqual({ previousPrice: 105_000, at: dropAt });
    expect(third.get(21)!.publishedAt).toMatch(/^2026-11-22T10:0/);
  });

  it("come from listing_history for listings the published version cannot date (a first run after an upgrade)", async () => {
    const history = listingHistoryRepository(env.DB);
    await env.DB.exec("DELETE FROM listing_history");
    const at = (iso: string) => Date.parse(iso);
    await history.record([
      { propertyId: 4, version: 1, changedAt: at("2026-10-01T08:00:00Z"), goal: 0, status: "available", price: 110_000, priceUnit: null },
      { propertyId: 4, version: 2, changedAt: at("2026-11-10T08:00:00Z"), goal: 0, status: "available", price: 104_000, priceUnit: null },
    ]);
    const deps = { ...syncDeps(new ScriptedSource(full(range(1, 20)))), recordedFacts: (ids: readonly number[]) => history.factsOf(ids) };
    await runSync(deps, "full");
    const listings = await published("nl");
    expect(listings.get(4)).toMatchObject({
      publishedAt: "2026-10-01T08:00:00.000Z",
      priceDrop: { previousPrice: 110_000, at: "2026-11-10T08:00:00.000Z" },
    });
    // Nothing recorded: the run's own moment on a site's first snapshot (the fixture gives no creation date).
    expect(listings.get(5)!.publishedAt).toMatch(/^2026-11-21T/);
    await env.DB.exec("DELETE FROM listing_history");
  });
});
