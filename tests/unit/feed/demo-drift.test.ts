import { afterEach, describe, expect, it, vi } from "vitest";
import type { Lang } from "../../../client/i18n/languages";
import {
  DEMO_DRIFT_NEW_COUNT,
  DEMO_DRIFT_PERIOD_STEPS,
  DEMO_DRIFT_STEP_MS,
  DEMO_DRIFT_WITHDRAW_EVERY,
  DEMO_PROPERTY_COUNT,
  DemoFeedSource,
  demoDriftFromEnv,
  demoDriftStep,
  demoRawFeed,
} from "../../../worker/feed/demo";
import { mergeChanges } from "../../../worker/feed/merge";
import type { LanguageSnapshot, PropertyDetail } from "../../../worker/feed/model";
import { createFeedSource } from "../../../worker/feed/provider";
import { MAX_REMOVAL_SHARE } from "../../../worker/feed/sync";
import { TEST_WORDS } from "./helpers";

const LANGS: readonly Lang[] = ["nl", "fr", "en", "de"];
const RUN_AT_MS = Date.UTC(2026, 10, 21, 12, 0, 0);
const STEP = demoDriftStep(RUN_AT_MS);
const BASE_IDS = new Set(demoRawFeed("nl").properties.map((item) => Number(item.ID)));

async function snapshotAt(step: number | undefined, lang: Lang, changeSince?: Date): Promise<LanguageSnapshot> {
  const fetched = await new DemoFeedSource({ words: () => TEST_WORDS, drift: step }).fetchLanguage(lang, { changeSince });
  expect(fetched.rejected).toEqual([]);
  return fetched.snapshot;
}

const idsOf = (snapshot: LanguageSnapshot) => new Set(snapshot.properties.map((item) => item.id));
const byId = (snapshot: LanguageSnapshot) => new Map(snapshot.properties.map((item) => [item.id, item]));
/** What the four languages must agree on: the language-independent facts of each property. */
const facts = (item: PropertyDetail) => ({ id: item.id, price: item.price, updatedAt: item.updatedAt, goal: item.goal, status: item.status });

describe("demo feed drift (DEMO_FEED_DRIFT)", () => {
  afterEach(() => vi.useRealTimers());

  it("leaves the demo exactly as it is without a drift step", () => {
    expect(demoRawFeed("nl", { drift: undefined })).toEqual(demoRawFeed("nl"));
    expect(demoDriftFromEnv(undefined, RUN_AT_MS)).toBeUndefined();
    expect(demoDriftFromEnv("off", RUN_AT_MS)).toBeUndefined();
    expect(demoDriftFromEnv("", RUN_AT_MS)).toBeUndefined();
    expect(demoDriftFromEnv("on", RUN_AT_MS)).toBe(STEP);
  });

  it("gives the same feed in all four languages of one run, and the same again for the same step", async () => {
    const snapshots = await Promise.all(LANGS.map((lang) => snapshotAt(STEP, lang)));
    const [nl, ...others] = snapshots.map((snapshot) => snapshot.properties.map(facts));
    for (const other of others) expect(other).toEqual(nl);
    expect(await snapshotAt(STEP, "fr")).toEqual(snapshots[1]);
  });

  it("takes its step once, when the run's source is created, however long the run lasts", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(RUN_AT_MS);
    const source = createFeedSource({ DEMO_FEED_DRIFT: "on" }, { words: () => TEST_WORDS });
    const first = await source.fetchLanguage("nl", {});
    vi.setSystemTime(RUN_AT_MS + 30 * DEMO_DRIFT_STEP_MS);
    const last = await source.fetchLanguage("de", {});
    expect(last.snapshot.properties.map(facts)).toEqual(first.snapshot.properties.map(facts));
    expect(first.snapshot).toEqual(await snapshotAt(STEP, "nl"));

    const plain = await createFeedSource({}, { words: () => TEST_WORDS }).fetchLanguage("nl", {});
    expect(plain.snapshot).toEqual(await snapshotAt(undefined, "nl"));
  });

  it("changes some prices, titles and modified dates from one run to the next, not all of them", async () => {
    const before = byId(await snapshotAt(STEP, "en"));
    const after = byId(await snapshotAt(STEP + 5, "en"));
    const common = [...before.keys()].filter((id) => after.has(id));
    const changed = common.filter((id) => JSON.stringify(before.get(id)) !== JSON.stringify(after.get(id)));
    expect(changed.length).toBeGreaterThan(0);
    expect(changed.length).toBeLessThan(common.length / 4);
    for (const id of changed) expect(after.get(id)?.updatedAt).not.toBe(before.get(id)?.updatedAt);

    const later = byId(await snapshotAt(STEP + DEMO_DRIFT_PERIOD_STEPS * 3, "en"));
    const kept = [...before.keys()].filter((id) => later.has(id));
    expect(kept.filter((id) => before.get(id)?.price !== later.get(id)?.price).length).toBeGreaterThan(kept.length / 2);
    expect(kept.filter((id) => before.get(id)?.title !== later.get(id)?.title).length).toBeGreaterThan(kept.length / 4);
  });

  it("adds and withdraws a few properties, always under the removal guard, and brings withdrawn ones back", async () => {
    const steps = Array.from({ length: 40 }, (_, run) => STEP + run * 7);
    const listed = await Promise.all(steps.map(async (step) => idsOf(await snapshotAt(step, "nl"))));
    const maxAbsent = Math.ceil(DEMO_PROPERTY_COUNT / DEMO_DRIFT_WITHDRAW_EVERY);
    const seenNew = new Set<number>();
    const seenWithdrawn = new Set<number>();
    listed.forEach((ids, run) => {
      const withdrawn = [...BASE_IDS].filter((id) => !ids.has(id));
      const added = [...ids].filter((id) => !BASE_IDS.has(id));
      expect(withdrawn.length).toBeLessThanOrEqual(maxAbsent);
      expect(added.length).toBeLessThanOrEqual(DEMO_DRIFT_NEW_COUNT);
      withdrawn.forEach((id) => seenWithdrawn.add(id));
      added.forEach((id) => seenNew.add(id));
      // A full run after any earlier run removes what is gone since: never more than the guard allows.
      for (const earlier of listed.slice(0, run)) {
        const removed = [...earlier].filter((id) => !ids.has(id));
        expect(removed.length / earlier.size).toBeLessThan(MAX_REMOVAL_SHARE / 2);
      }
    });
    expect(seenNew.size).toBeGreaterThan(0);
    expect(seenWithdrawn.size).toBeGreaterThan(0);
    // A withdrawal lasts one generation: one period later every withdrawn property is listed again.
    for (const [run, ids] of listed.entries()) {
      const gone = [...BASE_IDS].filter((id) => !ids.has(id));
      if (gone.length === 0) continue;
      const back = idsOf(await snapshotAt((steps[run] ?? STEP) + DEMO_DRIFT_PERIOD_STEPS, "nl"));
      for (const id of gone) expect(back.has(id), `property ${id} withdrawn at run ${run}`).toBe(true);
    }
    // Forty demo feeds normalised: under 2 s alone, more while every core runs a unit file.
  }, 20_000);

  it("dates every change so that an incremental run since the last run sees exactly what changed", async () => {
    for (const gap of [1, 4, 13, DEMO_DRIFT_PERIOD_STEPS + 3]) {
      const previous = await snapshotAt(STEP, "de");
      // The previous run started during its step; the next run asks for what changed since that start.
      const since = new Date(STEP * DEMO_DRIFT_STEP_MS + DEMO_DRIFT_STEP_MS / 2);
      const incremental = await snapshotAt(STEP + gap, "de", since);
      const full = await snapshotAt(STEP + gap, "de");
      const merged = byId(mergeChanges(previous, incremental));
      for (const item of full.properties) expect(merged.get(item.id), `gap ${gap}, property ${item.id}`).toEqual(item);
      // Only the properties that did change are in the incremental answer.
      const before = byId(previous);
      for (const item of incremental.properties) expect(before.get(item.id)).not.toEqual(item);
    }
  });
});
