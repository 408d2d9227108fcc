/**
 * SPEC 5 on the sync path: whatever the normaliser counted, runSync recounts (after a full fetch and
 * after merging an incremental one), so the published cities must still match by accent- and
 * case-insensitive name plus zip. Storage and the run log are in memory, so this runs under Node.
 */
import { describe, expect, it } from "vitest";
import type { Lang } from "../../../client/i18n/languages";
import type { SyncRun, SyncRunResult } from "../../../worker/feed/sync-runs";
import type { City, PropertyDetail } from "../../../worker/feed/model";
import { snapshotStore } from "../../../worker/feed/snapshot-store";
import { memoryKv } from "../../fixtures/memory-kv";
import { memoryLease, memoryVersions } from "../../fixtures/memory-sync";
import type { LanguageFetch } from "../../../worker/feed/source";
import { MAX_REMOVAL_SHARE, runSync, type SyncDeps } from "../../../worker/feed/sync";
import { property, ScriptedSource } from "../../fixtures/listings";

const LANGUAGES: readonly Lang[] = ["nl", "fr"];

/** The real snapshot store over an in-memory KV, and what the pointer names. */
function memoryStore() {
  const store = snapshotStore(memoryKv());
  const published = async (lang: Lang) => {
    const pointer = await store.readPointer();
    return pointer ? await store.readLanguage(pointer.version, lang) : undefined;
  };
  return { store, published };
}

/** The run log of worker/feed/sync-runs.ts as an array, with the same questions answered the same way. */
function memoryRuns(): SyncDeps["runs"] {
  const rows: SyncRun[] = [];
  const newestFirst = () => [...rows].sort((a, b) => b.startedAt.localeCompare(a.startedAt) || b.id - a.id);
  return {
    async start(mode, source, startedAt) {
      const id = rows.length + 1;
      rows.push({
        id,
        mode,
        source,
        startedAt: startedAt.toISOString(),
        finishedAt: null,
        outcome: null,
        version: null,
        propertyCount: null,
        projectCount: null,
        rejectedCount: null,
        removedCount: null,
        removalFingerprint: null,
        message: null,
        gaps: null,
        refusal: null,
        removalConfirmed: false,
      });
      return id;
    },
    async finish(id: number, finishedAt: Date, result: SyncRunResult) {
      const row = rows.find((item) => item.id === id);
      if (row) Object.assign(row, { finishedAt: finishedAt.toISOString() }, result);
    },
    async lastGoodStart() {
      const row = newestFirst().find((item) => item.outcome === "published" || item.outcome === "unchanged");
      return row ? new Date(row.startedAt) : undefined;
    },
    async lastRefusedRemoval() {
      const row = newestFirst().find((item) => item.mode === "full" && item.outcome !== null && item.outcome !== "failed");
      return row?.outcome === "kept" ? (row.removalFingerprint ?? undefined) : undefined;
    },
    async baseline() {
      return { properties: 0, projects: 0 };
    },
    async recent(limit: number) {
      return newestFirst().slice(0, limit);
    },
  };
}

/** Feeds the sync scripted answers, one per run, through a store and run log that outlive the runs. */
function harness() {
  const memory = memoryStore();
  const runs = memoryRuns();
  const clock = { at: Date.parse("2026-11-21T10:00:00Z") };
  const run = (answer: (lang: Lang) => LanguageFetch, mode: "full" | "incremental") => {
    const source = new ScriptedSource(answer);
    const deps: SyncDeps = {
      store: memory.store,
      runs,
      lease: memoryLease(),
      versions: memoryVersions(),
      source,
      languages: LANGUAGES,
      now: () => new Date((clock.at += 60_000)),
      maxRemovalShare: MAX_REMOVAL_SHARE,
    };
    return { source, result: runSync(deps, mode) };
  };
  return { run, published: memory.published };
}

const at = (id: number, lang: Lang, city: string, zip: string, extra: Partial<PropertyDetail> = {}) =>
  property(id, lang, { city, zip, countryId: 10, status: "available", goal: 0, ...extra });

const city = (name: string, zip: string, saleCount: number, rentCount: number): City => ({ name, zip, countryId: 10, saleCount, rentCount });

/** What a source hands over: properties with the cities it counted itself (the sync must not split them again). */
const answer = (properties: (lang: Lang) => PropertyDetail[], cities: City[], complete: boolean) => (lang: Lang) => ({
  snapshot: { properties: properties(lang), projects: [], typeGroups: [{ webId: 1, name: "Huizen", showOrder: 1, saleCount: 0, rentCount: 0 }], cities },
  rejected: [],
  complete,
});

describe("runSync city counts (SPEC 5)", () => {
  it("publishes Liège and LIEGE with one zip as one city after a full run", async () => {
    const { run, published } = harness();
    const fetched = answer(
      (lang) => [
        at(1, lang, "Liège", "4000"),
        at(2, lang, "LIEGE", "4000", { goal: 1 }),
        at(3, lang, "liege ", "4000", { status: "sold" }),
        at(4, lang, "Gent", "9000"),
      ],
      [city("Gent", "9000", 1, 0), city("Liège", "4000", 1, 1)],
      true,
    );
    const { result } = run(fetched, "full");
    expect(await result).toMatchObject({ outcome: "published", version: 1 });
    for (const lang of LANGUAGES) {
      expect((await published(lang))?.cities).toEqual([city("Gent", "9000", 1, 0), city("Liège", "4000", 1, 1)]);
    }
  });

  it("keeps them one city when an incremental run merges a differently spelt listing in", async () => {
    const { run, published } = harness();
    const first = answer(
      (lang) => [at(1, lang, "Liège", "4000"), at(4, lang, "Gent", "9000")],
      [city("Gent", "9000", 1, 0), city("Liège", "4000", 1, 0)],
      true,
    );
    expect(await run(first, "full").result).toMatchObject({ outcome: "published", version: 1 });

    // Only the changed listing comes back, with the city the source counted for it alone.
    const changed = answer((lang) => [at(2, lang, "LIEGE", "4000", { goal: 1 })], [city("LIEGE", "4000", 0, 1)], false);
    const second = run(changed, "incremental");
    expect(await second.result).toMatchObject({ outcome: "published", version: 2 });
    expect(second.source.calls.every((call) => call.changeSince instanceof Date)).toBe(true);
    for (const lang of LANGUAGES) {
      expect((await published(lang))?.properties.map((item) => item.id)).toEqual([1, 4, 2]);
      expect((await published(lang))?.cities).toEqual([city("Gent", "9000", 1, 0), city("Liège", "4000", 1, 1)]);
    }
  });
});
