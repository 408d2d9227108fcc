import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { syncRunRepository } from "../../worker/feed/sync-runs";
import type { Lang } from "../../client/i18n/languages";
import type { LanguageSnapshot } from "../../worker/feed/model";
import { NORMALISED_FORMAT_VERSION } from "../../worker/feed/provider/normalise/version";
import { snapshotStore } from "../../worker/feed/snapshot-store";
import { syncDeps } from "./sync-deps";
import { FeedError } from "../../worker/feed/source";
import { runSync } from "../../worker/feed/sync";
import { createFeedSource } from "../../worker/feed/provider";
import { changes, full, ScriptedSource } from "../fixtures/listings";
import { createFakeProvider, FAKE_BASE_URL, FAKE_PASSWORD, FAKE_USER, type FakeProvider } from "../fixtures/feed/fake-provider";

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

async function currentIds(): Promise<number[]> {
  const store = snapshotStore(env.FEED);
  const pointer = await store.readPointer();
  if (!pointer) return [];
  return ((await store.readIndex(pointer.version, "nl"))?.properties ?? []).map((item) => item.id).sort((a, b) => a - b);
}

/** Storage is shared by the tests of a file, so each starts from an empty feed and run log. */
async function emptyStorage(): Promise<void> {
  const { keys } = await env.FEED.list();
  await Promise.all(keys.map((key) => env.FEED.delete(key.name)));
  await env.DB.exec("DELETE FROM sync_runs; DELETE FROM sync_lease; DELETE FROM snapshot_versions; DELETE FROM snapshot_faults");
}

describe("listing sync", () => {
  beforeEach(emptyStorage);

  it("publishes a first snapshot with a full run and records it", async () => {
    const result = await runSync(syncDeps(new ScriptedSource(full(range(1, 20)))), "incremental");
    expect(result).toMatchObject({ outcome: "published", version: 1, propertyCount: 20 });
    expect(await currentIds()).toEqual(range(1, 20));
    const [run] = await syncRunRepository(env.DB).recent(1);
    expect(run).toMatchObject({ mode: "full", outcome: "published", version: 1, propertyCount: 20 });
    expect(run?.finishedAt).toBeTruthy();
  });

  it("keeps the snapshot when the provider is down, and says why", async () => {
    await runSync(syncDeps(new ScriptedSource(full(range(1, 20)))), "full");
    const result = await runSync(syncDeps(new ScriptedSource(() => new FeedError("PropertyList: timed out after 10000 ms", "timeout"))), "full");
    expect(result.outcome).toBe("failed");
    expect(result.message).toContain("timed out");
    expect(await currentIds()).toEqual(range(1, 20));
  });

  it("keeps the snapshot when the answer is empty", async () => {
    await runSync(syncDeps(new ScriptedSource(full(range(1, 20)))), "full");
    const result = await runSync(syncDeps(new ScriptedSource(full([]))), "full");
    expect(result.outcome).toBe("kept");
    expect(result.message).toContain("no listings");
    expect(await currentIds()).toEqual(range(1, 20));
  });

  it("refuses to drop half the listings until a second full run confirms it", async () => {
    await runSync(syncDeps(new ScriptedSource(full(range(1, 20)))), "full");
    const first = await runSync(syncDeps(new ScriptedSource(full(range(1, 10)))), "full");
    expect(first).toMatchObject({ outcome: "kept", removedCount: 10 });
    expect(await currentIds()).toEqual(range(1, 20));
    const second = await runSync(syncDeps(new ScriptedSource(full(range(1, 10)))), "full");
    expect(second).toMatchObject({ outcome: "published", removedCount: 10 });
    expect(await currentIds()).toEqual(range(1, 10));
  });

  it("does not let a different large removal confirm an earlier refused one", async () => {
    await runSync(syncDeps(new ScriptedSource(full(range(1, 20)))), "full");
    await runSync(syncDeps(new ScriptedSource(full(range(1, 10)))), "full");
    const other = await runSync(syncDeps(new ScriptedSource(full(range(11, 20)))), "full");
    expect(other.outcome).toBe("kept");
    expect(await currentIds()).toEqual(range(1, 20));
  });

  it("accepts a small removal at once", async () => {
    await runSync(syncDeps(new ScriptedSource(full(range(1, 20)))), "full");
    const result = await runSync(syncDeps(new ScriptedSource(full(range(1, 18)))), "full");
    expect(result).toMatchObject({ outcome: "published", removedCount: 2 });
  });

  it("skips malformed items, publishes the rest and records the rejections", async () => {
    await runSync(syncDeps(new ScriptedSource(full(range(1, 20)))), "full");
    const result = await runSync(syncDeps(new ScriptedSource(full(range(1, 19), [{ kind: "property", id: "20", reason: "Price: not a number" }]))), "full");
    expect(result).toMatchObject({ outcome: "published", rejectedCount: 2 });
    expect(await currentIds()).toEqual(range(1, 19));
  });

  it("merges an incremental answer since the last good run, removing nothing", async () => {
    const clock = { at: Date.parse("2026-11-21T10:00:00Z") };
    await runSync(syncDeps(new ScriptedSource(full(range(1, 20))), { clock }), "full");
    const source = new ScriptedSource(changes([5, 21]));
    const result = await runSync(syncDeps(source, { clock }), "incremental");
    expect(result.outcome).toBe("published");
    expect(source.calls[0]?.changeSince?.toISOString()).toBe("2026-11-21T10:01:00.000Z");
    expect(await currentIds()).toEqual(range(1, 21));
  });

  it("writes no new version when nothing changed", async () => {
    await runSync(syncDeps(new ScriptedSource(full(range(1, 20)))), "full");
    const result = await runSync(syncDeps(new ScriptedSource(full(range(1, 20)))), "full");
    expect(result).toMatchObject({ outcome: "unchanged", version: 1 });
  });

  it("keeps the previous version, and deletes older ones only after their grace period", async () => {
    const clock = { at: Date.parse("2026-11-21T10:00:00Z") };
    const secondBySecond = (answer: ScriptedSource) => ({ ...syncDeps(answer), now: () => new Date((clock.at += 1_000)) });
    const versionKeys = async () => new Set((await env.FEED.list({ prefix: "feed:v" })).keys.map((key) => key.name.split(":")[1]));
    await runSync(secondBySecond(new ScriptedSource(full(range(1, 20)))), "full");
    await runSync(secondBySecond(new ScriptedSource(full(range(1, 21)))), "full");
    await runSync(secondBySecond(new ScriptedSource(full(range(1, 22)))), "full");
    // v1 was replaced a few (fake) minutes ago: a reader elsewhere may still be on it.
    expect(await versionKeys()).toEqual(new Set(["v1", "v2", "v3"]));
    clock.at += 10 * 60_000;
    await runSync(secondBySecond(new ScriptedSource(full(range(1, 23)))), "full");
    // v2 only left the readable pair (current, previous) with this run: its grace period starts now.
    expect(await versionKeys()).toEqual(new Set(["v2", "v3", "v4"]));
    expect(await snapshotStore(env.FEED).readPointer()).toMatchObject({ version: 4, previous: 3 });
    clock.at += 10 * 60_000;
    await runSync(secondBySecond(new ScriptedSource(full(range(1, 23)))), "full");
    expect(await versionKeys()).toEqual(new Set(["v3", "v4"]));
  });

  it("refuses a refresh where the languages disagree", async () => {
    await runSync(syncDeps(new ScriptedSource(full(range(1, 20)))), "full");
    const result = await runSync(syncDeps(new ScriptedSource((lang) => full(lang === "nl" ? range(1, 20) : range(1, 5))(lang))), "full");
    expect(result.outcome).toBe("kept");
    expect(await currentIds()).toEqual(range(1, 20));
  });

  it("publishes through the provider when an optional endpoint answers 404, and records the gap in the run", async () => {
    const fake = createFakeProvider({ count: 12 });
    fake.failNext({ kind: "status", status: 404 }, { endpoint: "GetDocumentList", times: 2 });
    const source = createFeedSource(
      { PROVIDER_BASE_URL: FAKE_BASE_URL, PROVIDER_USER: FAKE_USER, PROVIDER_PASSWORD: FAKE_PASSWORD },
      { fetch: fake.fetch, sleep: async () => undefined },
    );
    const result = await runSync({ ...syncDeps(new ScriptedSource(full([]))), source }, "full");
    expect(result).toMatchObject({ outcome: "published", propertyCount: 12 });
    expect(await currentIds()).toHaveLength(12);
    const [run] = await syncRunRepository(env.DB).recent(1);
    expect(JSON.parse(run?.gaps ?? "[]")).toEqual([
      { lang: "nl", part: "documents", endpoint: "GetDocumentList", reason: expect.stringContaining("HTTP 404"), count: 1 },
      { lang: "fr", part: "documents", endpoint: "GetDocumentList", reason: expect.stringContaining("HTTP 404"), count: 1 },
    ]);
  });
});

/** A source reading the fake provider through the real client and normaliser. */
function providerSource(fake: FakeProvider) {
  return createFeedSource(
    { PROVIDER_BASE_URL: FAKE_BASE_URL, PROVIDER_USER: FAKE_USER, PROVIDER_PASSWORD: FAKE_PASSWORD },
    { fetch: fake.fetch, sleep: async () => undefined },
  );
}

/** Every text a listing shows a number in, per language: what a format change rewrites. */
async function publishedTexts(): Promise<Partial<Record<Lang, string[]>>> {
  const store = snapshotStore(env.FEED);
  const pointer = await store.readPointer();
  const texts: Partial<Record<Lang, string[]>> = {};
  for (const lang of ["nl", "fr"] as const) {
    const snapshot = pointer && (await store.readLanguage(pointer.version, lang));
    if (!snapshot) throw new Error(`no ${lang} snapshot`);
    texts[lang] = [
      ...snapshot.properties.map(
        (item) => `${item.id}: ${item.priceText} | ${item.groups.flatMap((group) => group.fields.map((field) => field.value)).join(" | ")}`,
      ),
      ...snapshot.projects.map((item) => `${item.id}: ${item.priceFromText} | ${item.units.map((unit) => unit.priceText).join(" | ")}`),
    ];
  }
  return texts;
}

/** The texts of the build before issue 18: SPEC 9's "€ 400.000" in every language, with a plain space. */
const OLD_PRICE = (price: number | null, text: string) => (price === null ? text : `€ ${String(price).replace(/\B(?=(\d{3})+$)/g, ".")}`);

/**
 * Rewrites the published version as an older build left it: its listings' prices in the old
 * format, and its manifest with `formatVersion` (absent when undefined: from before there was one).
 */
async function publishedByAnOlderBuild(formatVersion: number | undefined): Promise<void> {
  const store = snapshotStore(env.FEED);
  const pointer = await store.readPointer();
  if (!pointer) throw new Error("no snapshot");
  const snapshots: Partial<Record<Lang, LanguageSnapshot>> = {};
  for (const lang of ["nl", "fr"] as const) {
    const snapshot = await store.readLanguage(pointer.version, lang);
    if (!snapshot) throw new Error(`no ${lang} snapshot`);
    snapshots[lang] = {
      ...snapshot,
      properties: snapshot.properties.map((item) => ({ ...item, priceText: OLD_PRICE(item.price, item.priceText), priceUnit: undefined })),
      projects: snapshot.projects.map((item) => ({
        ...item,
        units: item.units.map((unit) => ({ ...unit, priceText: OLD_PRICE(unit.price, unit.priceText) })),
      })),
    };
  }
  const manifest = await store.write(pointer.version, snapshots, formatVersion ?? 0);
  if (formatVersion === undefined) {
    const { formatVersion: _dropped, ...before } = manifest;
    await env.FEED.put(`feed:v${pointer.version}:manifest`, JSON.stringify(before));
  }
}

describe("listing sync across builds that normalise differently", () => {
  beforeEach(emptyStorage);

  it.each<[string, number | undefined]>([
    ["an older format version", NORMALISED_FORMAT_VERSION - 1],
    ["no format version (written before there was one)", undefined],
  ])("runs an incremental run on a snapshot with %s as a full one, and every listing gets this build's texts", async (_case, older) => {
    const clock = { at: Date.parse("2026-11-21T10:00:00Z") };
    const fake = createFakeProvider({ count: 12 });
    await runSync({ ...syncDeps(new ScriptedSource(full([])), { clock }), source: providerSource(fake) }, "full");
    const current = await publishedTexts();
    await publishedByAnOlderBuild(older);
    const stale = await publishedTexts();
    // The older build's texts differ from this build's for every listing with a published price.
    expect(stale.fr).not.toEqual(current.fr);

    fake.calls.length = 0;
    const result = await runSync({ ...syncDeps(new ScriptedSource(full([])), { clock }), source: providerSource(fake) }, "incremental");

    expect(result).toMatchObject({ outcome: "published", version: 2 });
    const [run] = await syncRunRepository(env.DB).recent(1);
    expect(run).toMatchObject({ mode: "full", outcome: "published" });
    expect(run?.message).toContain(`normalised in format ${older ?? "none"}, this build writes format ${NORMALISED_FORMAT_VERSION}`);
    // A full answer: nothing was asked "since" the last run.
    expect(fake.calls.filter((call) => "ChangeSince" in call.params)).toEqual([]);
    expect(await publishedTexts()).toEqual(current);
    const store = snapshotStore(env.FEED);
    expect((await store.readManifest(2))?.formatVersion).toBe(NORMALISED_FORMAT_VERSION);
  });

  it("rewrites a version of another format even when the provider's answer gives the same content", async () => {
    const clock = { at: Date.parse("2026-11-21T10:00:00Z") };
    const fake = createFakeProvider({ count: 12 });
    await runSync({ ...syncDeps(new ScriptedSource(full([])), { clock }), source: providerSource(fake) }, "full");
    const store = snapshotStore(env.FEED);
    const manifest = await store.readManifest(1);
    await env.FEED.put("feed:v1:manifest", JSON.stringify({ ...manifest, formatVersion: NORMALISED_FORMAT_VERSION - 1 }));
    const result = await runSync({ ...syncDeps(new ScriptedSource(full([])), { clock }), source: providerSource(fake) }, "incremental");
    expect(result).toMatchObject({ outcome: "published", version: 2 });
    expect((await store.readManifest(2))?.formatVersion).toBe(NORMALISED_FORMAT_VERSION);
  });

  it("keeps an incremental run incremental on a snapshot of this build's format", async () => {
    const clock = { at: Date.parse("2026-11-21T10:00:00Z") };
    const fake = createFakeProvider({ count: 12 });
    await runSync({ ...syncDeps(new ScriptedSource(full([])), { clock }), source: providerSource(fake) }, "full");
    expect((await snapshotStore(env.FEED).readManifest(1))?.formatVersion).toBe(NORMALISED_FORMAT_VERSION);
    fake.calls.length = 0;
    const result = await runSync({ ...syncDeps(new ScriptedSource(full([])), { clock }), source: providerSource(fake) }, "incremental");
    expect(result).toMatchObject({ outcome: "unchanged", version: 1 });
    const [run] = await syncRunRepository(env.DB).recent(1);
    expect(run).toMatchObject({ mode: "incremental", outcome: "unchanged", message: null });
    expect(fake.calls.some((call) => "ChangeSince" in call.params)).toBe(true);
  });
});
