import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import type { Lang } from "../../client/i18n/languages";
import { syncRunRepository } from "../../worker/feed/sync-runs";
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
