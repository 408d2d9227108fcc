/**
 * Fault injection (worker/feed/README.md, "Faults and what they cost"): one test per row of the table,
 * each asserting what the visitor sees and what is recorded. Runs in workerd with the real D1, KV and
 * Cache API; faults come from wrappers (tests/fixtures/faulty-kv.ts) or from damaging stored keys.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { syncDeps } from "./sync-deps";
import { beforeEach, describe, expect, it } from "vitest";
import { LANGUAGES, type Lang } from "../../client/i18n/languages";
import { createApp } from "../../worker/app";
import { syncLeaseRepository } from "../../worker/feed/sync-lease";
import { syncRunRepository } from "../../worker/feed/sync-runs";
import { snapshotVersionRepository } from "../../worker/feed/snapshot-versions";
import type { Bindings } from "../../worker/env";
import { syncListings } from "../../worker/jobs/sync-listings";
import type { LanguageSnapshot } from "../../worker/feed/model";
import { forgetKnownPointers, forgetPointer } from "../../worker/feed/reader";
import { snapshotStore, type LanguageIndex } from "../../worker/feed/snapshot-store";
import { FeedError, type FeedSource } from "../../worker/feed/source";
import { MAX_REMOVAL_SHARE, runSync, type SyncDeps } from "../../worker/feed/sync";
import { faultyKv, unavailableD1 } from "../fixtures/faulty-kv";
import { full, property, ScriptedSource, snapshotOf } from "../fixtures/listings";
import { ORIGIN } from "./worker";

const app = createApp();
const store = snapshotStore(env.FEED);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

async function visit(
  path: string,
  bindings: Bindings = env,
  headers: Record<string, string> = {},
): Promise<{ status: number; html: string; headers: Headers }> {
  const ctx = createExecutionContext();
  // A browser's user agent, as a visitor's page view.
  const request = new Request(new URL(path, ORIGIN), { headers: { "User-Agent": "Mozilla/5.0 Firefox/133.0", ...headers }, redirect: "manual" });
  const response = await app.fetch(request, bindings, ctx);
  const html = await response.text();
  await waitOnExecutionContext(ctx);
  return { status: response.status, html, headers: response.headers };
}

function deps(source: FeedSource, bindings: Pick<Bindings, "FEED" | "DB"> = env): SyncDeps {
  return syncDeps(source, { bindings, languages: LANGUAGES, clock: { at: Date.now() }, stepMs: 1_000 });
}

async function pointer() {
  const current = await store.readPointer();
  if (!current) throw new Error("no snapshot");
  return current;
}

async function indexOf(lang: Lang): Promise<LanguageIndex> {
  const current = await pointer();
  const index = await store.readIndex(current.version, lang);
  if (!index) throw new Error(`no ${lang} index`);
  return index;
}

/** Publishes the current listings again as a new version (a sync with changes), so a previous version exists. */
async function republish(): Promise<number> {
  const current = await pointer();
  const snapshots: Partial<Record<Lang, LanguageSnapshot>> = {};
  for (const lang of LANGUAGES) snapshots[lang] = (await store.readLanguage(current.version, lang)) ?? undefined;
  const versions = snapshotVersionRepository(env.DB);
  const version = await versions.allocate(0, current.version, new Date());
  await store.write(version, snapshots);
  await versions.claim(version, current, new Date());
  await store.flip({ version, previous: current.version, publishedAt: new Date().toISOString() });
  forgetPointer();
  return version;
}

/** The list's "N properties · page 1 of M" line. */
const listSummary = (html: string) => /<p class="list-summary"[^>]*>([^<]*)</.exec(html)?.[1]?.replace(/<!-- -->/g, "");

async function lastRun() {
  const [run] = await syncRunRepository(env.DB).recent(1);
  if (!run) throw new Error("no run recorded");
  return run;
}

async function emptyStorage(): Promise<void> {
  const { keys } = await env.FEED.list();
  await Promise.all(keys.map((key) => env.FEED.delete(key.name)));
  // snapshot_versions stays: version numbers never repeat, as in production (the isolate keeps what it read per version).
  await env.DB.exec("DELETE FROM sync_runs; DELETE FROM sync_lease; DELETE FROM snapshot_faults");
  await forgetKnownPointers();
}

beforeEach(emptyStorage);

describe("faults in the sync", () => {
  it("two syncs at once: one publishes, the other is skipped, and no listing page is lost", async () => {
    const results = await Promise.all([syncListings(env, "full", MAX_REMOVAL_SHARE), syncListings(env, "full", MAX_REMOVAL_SHARE)]);
    expect(results.map((result) => result.outcome).sort()).toEqual(["published", "skipped"]);
    expect(results.find((result) => result.outcome === "skipped")?.message).toContain("lease");
    forgetPointer();
    const index = await indexOf("nl");
    expect(index.properties.length).toBeGreaterThan(100);
    for (const item of index.properties) expect((await visit(item.path)).status, item.path).toBe(200);
  }, 120_000);

  it("version numbers are never handed out twice, even to runs that ask at once", async () => {
    const versions = snapshotVersionRepository(env.DB);
    const numbers = await Promise.all(range(1, 8).map((run) => versions.allocate(run, 0, new Date())));
    expect(new Set(numbers).size).toBe(8);
  });

  it("a run that dies between its chunks and the pointer leaves the site as it was and its keys removed", async () => {
    await runSync(deps(new ScriptedSource(full(range(1, 600)))), "full");
    const before = await pointer();
    const dying = faultyKv(env.FEED, { failPut: (key) => key.includes(":properties:"), afterPuts: 3 });
    const result = await runSync(deps(new ScriptedSource(full(range(1, 601))), { FEED: dying, DB: env.DB }), "full");
    expect(result.outcome).toBe("failed");
    expect(result.message).toContain("KV PUT failed");
    expect(await store.readPointer()).toEqual(before);
    const orphans = (await env.FEED.list({ prefix: `feed:v${before.version + 1}:` })).keys;
    expect(orphans).toEqual([]);
    expect((await indexOf("nl")).properties).toHaveLength(600);
  });

  it("a pointer that moved during the run abandons the run's version", async () => {
    await runSync(deps(new ScriptedSource(full(range(1, 20)))), "full");
    const first = await pointer();
    // Another run publishes while this one fetches its last language (a lease that expired under it).
    const versions = snapshotVersionRepository(env.DB);
    let other = 0;
    const source = new ScriptedSource((lang) => {
      if (lang === "de") {
        void versions.allocate(0, first.version, new Date()).then(async (version) => {
          other = version;
          await versions.claim(version, first, new Date());
          await store.flip({ version, previous: first.version, publishedAt: new Date().toISOString() });
        });
      }
      return full(range(1, 21))(lang);
    });
    const result = await runSync(deps(source), "full");
    expect(result).toMatchObject({ outcome: "kept", refusal: "moved" });
    expect((await store.readPointer())?.version).toBe(other);
    expect((await env.FEED.list({ prefix: `feed:v${other + 1}:` })).keys).toEqual([]);
  });

  it("a write that does not read back whole is never published", async () => {
    await runSync(deps(new ScriptedSource(full(range(1, 20)))), "full");
    const before = await pointer();
    // KV accepts the write but keeps other bytes (a damaged value): the read-back sees it.
    const damaging = new Proxy(env.FEED, {
      get(target, name) {
        if (name === "put") {
          return (key: string, value: unknown) => target.put(key, key.endsWith(":nl:projects") ? new Uint8Array([1, 2, 3]) : (value as ArrayBuffer));
        }
        const value: unknown = Reflect.get(target, name);
        return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    const result = await runSync(deps(new ScriptedSource(full(range(1, 21))), { FEED: damaging, DB: env.DB }), "full");
    expect(result.outcome).toBe("failed");
    expect(result.message).toContain("nl:projects: corrupt");
    expect(await store.readPointer()).toEqual(before);
  });

  it("KV writes failing: the run fails and the site keeps its snapshot", async () => {
    await runSync(deps(new ScriptedSource(full(range(1, 20)))), "full");
    const before = await pointer();
    const result = await runSync(deps(new ScriptedSource(full(range(1, 21))), { FEED: faultyKv(env.FEED, { failPut: () => true }), DB: env.DB }), "full");
    expect(result.outcome).toBe("failed");
    expect(await store.readPointer()).toEqual(before);
  });

  it("the provider timing out in the middle of the list: the run fails, nothing changes", async () => {
    await runSync(deps(new ScriptedSource(full(range(1, 20)))), "full");
    const before = await pointer();
    const source = new ScriptedSource((lang) =>
      lang === "en" ? new FeedError("GetPropertyList (en, rows 101-200): timed out after 10000 ms", "timeout") : full(range(1, 30))(lang),
    );
    const result = await runSync(deps(source), "full");
    expect(result).toMatchObject({ outcome: "failed", message: expect.stringContaining("timed out") });
    expect(await store.readPointer()).toEqual(before);
  });

  it("0 projects where there were projects: kept until a second full run confirms it", async () => {
    const withProjects = (projects: number) => (lang: Lang) => {
      const snapshot = snapshotOf(range(1, 20), lang);
      const template = {
        id: 0,
        lang,
        name: "Project",
        city: "Gent",
        zip: "9000",
        region: "flanders" as const,
        picture: null,
        path: "",
        priceFromText: null,
        unitCount: 0,
        availableCount: 0,
        updatedAt: "2026-11-01T10:00:00.000Z",
      };
      snapshot.projects = range(1, projects).map((id) => ({
        ...template,
        id,
        path: `/${lang}/project/p/${id}/`,
        description: "",
        address: null,
        pictures: [],
        units: [],
        documents: [],
        externalWebsite: null,
        number: null,
        delivery: null,
        technicalData: null,
        situation: null,
        geo: null,
      }));
      return { snapshot, rejected: [], complete: true };
    };
    await runSync(deps(new ScriptedSource(withProjects(4))), "full");
    const result = await runSync(deps(new ScriptedSource(withProjects(0))), "full");
    expect(result).toMatchObject({ outcome: "kept", refusal: "projects" });
    expect((await lastRun()).refusal).toBe("projects");
    expect((await indexOf("nl")).projects).toHaveLength(4);
  });

  it("a 40 % drop in small steps over three runs is caught against the largest recent count", async () => {
    await runSync(deps(new ScriptedSource(full(range(1, 100)))), "full");
    expect((await runSync(deps(new ScriptedSource(full(range(1, 85)))), "full")).outcome).toBe("published");
    expect((await runSync(deps(new ScriptedSource(full(range(1, 72)))), "full")).outcome).toBe("kept");
    const refused = await lastRun();
    expect(refused).toMatchObject({ refusal: "removal", message: expect.stringContaining("up to 100") });
    expect((await indexOf("nl")).properties).toHaveLength(85);
  });

  it("the same 40 % drop three runs in a row: refused, then confirmed by the second full run, then settled", async () => {
    await runSync(deps(new ScriptedSource(full(range(1, 100)))), "full");
    expect(await runSync(deps(new ScriptedSource(full(range(1, 60)))), "full")).toMatchObject({ outcome: "kept", refusal: "removal", removedCount: 40 });
    expect(await runSync(deps(new ScriptedSource(full(range(1, 60)))), "full")).toMatchObject({
      outcome: "published",
      removedCount: 40,
      removalConfirmed: true,
    });
    // The confirmed removal is the new baseline: the next run is not refused against the old count.
    expect((await runSync(deps(new ScriptedSource(full(range(1, 61)))), "full")).outcome).toBe("published");
    expect((await indexOf("nl")).properties).toHaveLength(61);
  });

  it("languages that list different listings (same count) are refused", async () => {
    await runSync(deps(new ScriptedSource(full(range(1, 20)))), "full");
    const result = await runSync(deps(new ScriptedSource((lang) => full(lang === "fr" ? [...range(1, 19), 99] : range(1, 20))(lang))), "full");
    expect(result).toMatchObject({ outcome: "kept", refusal: "languages" });
  });

  it("listings that lost every picture are refused", async () => {
    const picture = { url: "https://images.example/1.jpg", width: 1200, height: 800, alt: "" };
    const pictured = (withPictures: boolean) => (lang: Lang) => ({
      snapshot: { ...snapshotOf([], lang), properties: range(1, 20).map((id) => property(id, lang, withPictures ? { pictures: [picture], picture } : {})) },
      rejected: [],
      complete: true,
    });
    await runSync(deps(new ScriptedSource(pictured(true))), "full");
    const result = await runSync(deps(new ScriptedSource(pictured(false))), "full");
    expect(result).toMatchObject({ outcome: "kept", refusal: "pictures" });
  });

  it("a gallery the provider failed to give this run keeps the published pictures", async () => {
    const picture = { url: "https://images.example/1.jpg", width: 1200, height: 800, alt: "" };
    await runSync(
      deps(
        new ScriptedSource((lang) => ({
          snapshot: { ...snapshotOf([], lang), properties: [property(1, lang, { pictures: [picture], picture })] },
          rejected: [],
          complete: true,
        })),
      ),
      "full",
    );
    const gap = { part: "pictures", endpoint: "GetPropertyPictureList", reason: "property 1: HTTP 503", count: 1 };
    const result = await runSync(
      deps(
        new ScriptedSource((lang) => ({
          snapshot: { ...snapshotOf([], lang), properties: [property(1, lang, { title: "Nieuw" })] },
          rejected: [],
          complete: true,
          gaps: [gap],
        })),
      ),
      "full",
    );
    expect(result.outcome).toBe("published");
    const current = await pointer();
    const [published] = (await store.readLanguage(current.version, "nl"))?.properties ?? [];
    expect(published).toMatchObject({ title: "Nieuw", pictures: [picture] });
  });

  it("a pointer write that fails after the version was claimed never deletes the published version; the next run writes the pointer", async () => {
    await runSync(deps(new ScriptedSource(full(range(1, 20)))), "full");
    const before = await pointer();
    const result = await runSync(
      deps(new ScriptedSource(full(range(1, 21))), { FEED: faultyKv(env.FEED, { failPut: (key) => key === "feed:pointer" }), DB: env.DB }),
      "full",
    );
    expect(result.outcome).toBe("failed");
    const claimed = await snapshotVersionRepository(env.DB).current(new Date());
    expect(claimed?.version).toBeGreaterThan(before.version);
    expect((await env.FEED.list({ prefix: `feed:v${claimed?.version}:` })).keys.length).toBeGreaterThan(0);
    expect(await runSync(deps(new ScriptedSource(full(range(1, 21)))), "full")).toMatchObject({ outcome: "unchanged", version: claimed?.version });
    expect((await store.readPointer())?.version).toBe(claimed?.version);
  });

  it("an incremental run that finds the published snapshot damaged goes on as a full run", async () => {
    await runSync(deps(new ScriptedSource(full(range(1, 20)))), "full");
    const index = await indexOf("fr");
    await env.FEED.put(`feed:v${index.version}:fr:properties:0`, "damaged");
    const result = await runSync(deps(new ScriptedSource(full(range(1, 20)))), "incremental");
    expect(result.outcome).toBe("published");
    const [run, failed] = await syncRunRepository(env.DB).recent(2);
    expect(run).toMatchObject({ mode: "full", outcome: "published" });
    expect(failed).toMatchObject({ mode: "incremental", outcome: "failed", message: expect.stringContaining("a full run follows") });
    expect((await indexOf("fr")).properties).toHaveLength(20);
  });

  it("withdrawals the provider states are not held back by the removal guard", async () => {
    await runSync(deps(new ScriptedSource(full(range(1, 20)))), "full");
    const withdrawing = new ScriptedSource((lang) => ({
      snapshot: snapshotOf([], lang),
      rejected: [],
      complete: false,
      withdrawn: { properties: range(1, 8), projects: [] },
    }));
    expect(await runSync(deps(withdrawing), "incremental")).toMatchObject({ outcome: "published", removedCount: 8 });
    expect((await indexOf("nl")).properties).toHaveLength(12);
  });

  it("D1 unavailable: no sync starts, and pages still answer", async () => {
    await visit("/nl/");
    const down = { ...env, DB: unavailableD1() };
    await expect(syncListings(down, "incremental", MAX_REMOVAL_SHARE)).rejects.toThrow("unavailable");
    const page = (await indexOf("nl")).properties[0]!.path;
    expect((await visit(page, down)).status).toBe(200);
    expect((await visit("/fr/a-vendre/", down)).status).toBe(200);
  });
});

describe("faults on the request path", () => {
  beforeEach(async () => {
    await visit("/nl/"); // seeds the demo snapshot
    await republish(); // so a previous version exists to fall back to
  });

  it("a missing detail chunk: the page comes from the previous version, and the fault is recorded", async () => {
    const index = await indexOf("nl");
    const item = index.properties[0]!;
    await env.FEED.delete(`feed:v${index.version}:nl:properties:${index.chunkOf[item.id]}`);
    const page = await visit(item.path);
    expect(page.status).toBe(200);
    expect(page.html).toContain(item.title.slice(0, 20));
    const fault = await env.DB.prepare("SELECT version, key, problem FROM snapshot_faults").first();
    expect(fault).toMatchObject({ version: index.version, key: `nl:properties:${index.chunkOf[item.id]}`, problem: "missing" });
  });

  it("a corrupt detail chunk: the same", async () => {
    const index = await indexOf("fr");
    const item = index.properties[1]!;
    await env.FEED.put(`feed:v${index.version}:fr:properties:${index.chunkOf[item.id]}`, "not gzip");
    expect((await visit(item.path)).status).toBe(200);
    expect(await env.DB.prepare("SELECT problem FROM snapshot_faults").first()).toMatchObject({ problem: "corrupt" });
  });

  it("a missing list index: the list is the previous version's, never a shorter one", async () => {
    const index = await indexOf("en");
    const before = await visit("/en/for-sale/");
    await env.FEED.delete(`feed:v${index.version}:en:index`);
    forgetPointer();
    const after = await visit("/en/for-sale/?page=1&sort=newest");
    expect(after.status).toBe(200);
    expect(listSummary(after.html)).toMatch(/^\d+ properties/);
    expect(listSummary(after.html)).toBe(listSummary(before.html));
  });

  it("no version readable at all: 503 with Retry-After while a run holds the lease, then a new full run heals it", async () => {
    const index = await indexOf("de");
    await env.FEED.delete(`feed:v${index.version}:de:index`);
    await env.FEED.delete(`feed:v${index.version - 1}:de:index`);
    await syncLeaseRepository(env.DB).take("another-isolate", Date.now());
    const waiting = await visit("/de/zu-verkaufen/");
    expect(waiting.status).toBe(503);
    expect(waiting.headers.get("Retry-After")).toBe("30");
    expect(waiting.html).toContain("Unser Angebot wird aktualisiert");
    // The footer's newsletter form of the error page carries its signed render time, like every other page's.
    expect(waiting.html).toMatch(/<input type="hidden" name="stamp" value="\d{13}\.[0-9a-f]{64}"/);
    await syncLeaseRepository(env.DB).release("another-isolate");
    const healed = await visit("/de/zu-verkaufen/");
    expect(healed.status).toBe(200);
    expect((await pointer()).version).toBeGreaterThan(index.version);
    expect((await lastRun()).outcome).toBe("published");
  });

  it("a snapshot written before manifests existed is replaced by a full run at the first request", async () => {
    // A site from before the version counter: D1 knows no version, KV names one without a manifest.
    const legacy = (await pointer()).version + 50;
    await env.DB.exec("DELETE FROM snapshot_versions");
    await env.FEED.put("feed:pointer", JSON.stringify({ version: legacy, previous: null, publishedAt: new Date().toISOString() }));
    await env.FEED.put(`feed:v${legacy}:nl:index`, JSON.stringify({ version: legacy, properties: [] }));
    await forgetKnownPointers();
    expect((await visit("/nl/te-koop/")).status).toBe(200);
    expect((await pointer()).version).toBeGreaterThan(legacy);
  });

  it("KV failing to answer for details: the previous version, else a 503, and no repair run", async () => {
    const item = (await indexOf("nl")).properties[3]!;
    const down = { ...env, FEED: faultyKv(env.FEED, { failGet: (key) => key.includes(":properties:") }) };
    const page = await visit(item.path, down);
    expect(page.status).toBe(503);
    expect(page.headers.get("Retry-After")).toBe("30");
    expect(await syncRunRepository(env.DB).recent(5)).toHaveLength(1); // the seeding run only
    expect(await env.DB.prepare("SELECT count(*) AS n FROM snapshot_faults").first()).toMatchObject({ n: 0 });
  });

  it("the pointer unreadable in KV: pages are served from the last pointer known", async () => {
    const before = await visit("/nl/te-koop/"); // this isolate and data centre now know the pointer
    forgetPointer();
    const down = { ...env, FEED: faultyKv(env.FEED, { failGet: (key) => key === "feed:pointer" }) };
    const page = await visit("/nl/te-koop/", down);
    expect(page.status).toBe(200);
    expect(listSummary(page.html)).toMatch(/^\d+ objecten/);
    expect(listSummary(page.html)).toBe(listSummary(before.html));
  });

  it("the pointer unreadable and never known: a translated 503 page with Retry-After", async () => {
    await forgetKnownPointers();
    const down = { ...env, FEED: faultyKv(env.FEED, { failGet: () => true }) };
    const page = await visit("/fr/a-vendre/", down);
    expect(page.status).toBe(503);
    expect(page.headers.get("Retry-After")).toBe("30");
    expect(page.headers.get("Cache-Control")).toBe("no-store");
    expect(page.html).toContain("Notre offre est en cours de mise à jour");
  });
});

describe("the first snapshot", () => {
  it("while another isolate's run holds the lease, pages say the listings are being prepared, in every language", async () => {
    await syncLeaseRepository(env.DB).take("another-isolate", Date.now());
    const expected: Record<Lang, string> = {
      nl: "Ons aanbod wordt bijgewerkt",
      fr: "Notre offre est en cours de mise à jour",
      en: "Our listings are being updated",
      de: "Unser Angebot wird aktualisiert",
    };
    for (const [lang, path] of [
      ["nl", "/nl/te-koop/"],
      ["fr", "/fr/a-vendre/"],
      ["en", "/en/for-sale/"],
      ["de", "/de/zu-verkaufen/"],
    ] as const) {
      const page = await visit(path);
      expect(page.status, path).toBe(503);
      expect(page.headers.get("Retry-After")).toBe("30");
      expect(page.html).toContain(expected[lang]);
    }
    // Nothing ran: the lease holder does the work, these requests started no sync of their own.
    expect(await syncRunRepository(env.DB).recent(5)).toEqual([]);
    expect(await store.readPointer()).toBeNull();
  });

  it("with a real provider, a request never runs the sync: it asks the feed-sync queue once and answers 503", async () => {
    const sent: unknown[] = [];
    const provider = {
      ...env,
      PROVIDER_BASE_URL: "https://api.fake-provider.test/1.13/OmnicasaService.svc",
      PROVIDER_USER: "agency",
      PROVIDER_PASSWORD: "secret",
      FEED_SYNC: { send: async (message: unknown) => void sent.push(message), sendBatch: async () => undefined } as unknown as Queue,
    } as Bindings;
    const first = await visit("/nl/te-koop/", provider);
    const second = await visit("/fr/a-vendre/", provider);
    expect([first.status, second.status]).toEqual([503, 503]);
    expect(first.html).toContain("Ons aanbod wordt bijgewerkt");
    expect(sent).toEqual([{ mode: "full", reason: "no snapshot" }]);
    expect(await syncRunRepository(env.DB).recent(5)).toEqual([]);
  });

  it("one request seeds it; requests in the same isolate wait for that run instead of starting their own", async () => {
    const pages = await Promise.all(["/nl/te-koop/", "/fr/a-vendre/", "/en/for-sale/", "/de/zu-verkaufen/"].map((path) => visit(path)));
    expect(pages.map((page) => page.status)).toEqual([200, 200, 200, 200]);
    const runs = await syncRunRepository(env.DB).recent(5);
    expect(runs.map((run) => run.outcome)).toEqual(["published"]);
  });
});
