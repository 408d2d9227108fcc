/**
 * The owner data of issue 10 on real D1 in workerd: the owner sync (accounts by e-mail, 'provider'
 * links replaced, passwords and invitations untouched, nothing written when the provider fails),
 * the listing history, the local demo's seed, and the hook after a listing sync.
 */
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { verifyPassword } from "../../../worker/auth/password";
import type { Bindings } from "../../../worker/bindings";
import { listingHistoryRepository } from "../../../worker/feed/listing-history-store";
import { OWNERS_PER_BATCH } from "../../../worker/db/owner-sync";
import { ownerSessionRepository } from "../../../worker/auth/owner-sessions";
import { ownerRepository } from "../../../worker/db/owners";
import { propertyViewRepository } from "../../../worker/db/property-views";
import { demoOwners } from "../../../worker/feed/demo/owners";
import type { ListingHistoryRow } from "../../../worker/feed/listing-history";
import { syncListings } from "../../../worker/jobs/sync-listings";
import { consumeFeedSync } from "../../../worker/jobs/feed-sync-queue";
import type { FetchLike } from "../../../worker/feed/provider/http";
import { FEED_SYNC_QUEUE } from "../../../worker/feed/sync-queue";
import { MAX_REMOVAL_SHARE } from "../../../worker/feed/sync";
import { DEMO_OWNER_PASSWORD, seedDemoOwners } from "../../../worker/owner/demo-seed";
import { demoOwnerSource } from "../../../worker/owner/demo-source";
import { syncOwners } from "../../../worker/owner/sync";
import type { OwnerContact, OwnerDataSource } from "../../../worker/owner/types";
import { dayOf } from "../../../worker/stats/day";
import { createFakeProvider, FAKE_BASE_URL, FAKE_PASSWORD, FAKE_USER } from "../../fixtures/feed/fake-provider";
import { fakeOwnerProvider } from "../../fixtures/omnicasa/owner-answers";

const T0 = Date.UTC(2026, 10, 24, 9, 0, 0);
const DAY_MS = 86_400_000;
const owners = ownerRepository(env.DB);
const history = listingHistoryRepository(env.DB);
const demoPropertyIds = demoOwners.flatMap((owner) => owner.propertyIds);
const AN = demoOwners[0]!;

/** D1's most bound parameters per statement in production (local D1 does not enforce it). */
const D1_MAX_BOUND_PARAMETERS = 100;

/**
 * `db` with every statement's bound parameters counted: `bound` gets one entry per bind() (what
 * drizzle and the repositories call), and batch() hands workerd its own statements back.
 */
function countingD1(db: D1Database): { db: D1Database; bound: number[] } {
  const bound: number[] = [];
  const originals = new WeakMap<object, D1PreparedStatement>();
  const wrap = (statement: D1PreparedStatement): D1PreparedStatement => {
    const proxy = new Proxy(statement, {
      get(target, name) {
        if (name === "bind")
          return (...values: unknown[]) => {
            bound.push(values.length);
            return wrap(target.bind(...values));
          };
        const value: unknown = Reflect.get(target, name);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    originals.set(proxy, statement);
    return proxy;
  };
  const proxy = new Proxy(db, {
    get(target, name) {
      if (name === "prepare") return (query: string) => wrap(target.prepare(query));
      if (name === "batch") return (statements: D1PreparedStatement[]) => target.batch(statements.map((statement) => originals.get(statement) ?? statement));
      const value: unknown = Reflect.get(target, name);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { db: proxy, bound };
}

/** Omnicasa's owner endpoints, served by the owner fake; every other endpoint is the feed's. */
const OWNER_ENDPOINTS = new Set(["GetPersonListJson", "GetRelatedPropertiesJson"]);

/** A feed-sync queue that records what was sent instead of running it. */
function recordingQueue(): { sent: unknown[]; queue: Bindings["FEED_SYNC"] } {
  const sent: unknown[] = [];
  const queue = { send: vi.fn(async (body: unknown) => void sent.push(body)), sendBatch: vi.fn(async () => undefined) };
  return { sent, queue: queue as unknown as Bindings["FEED_SYNC"] };
}

/** A feed-sync queue batch of `bodies`, each message's ack and retry recorded. */
function batchOf(bodies: readonly unknown[]): MessageBatch<unknown> {
  const messages = bodies.map((body, index) => ({ id: `m${index}`, timestamp: new Date(), attempts: 1, body, ack: vi.fn(), retry: vi.fn() }));
  return { queue: FEED_SYNC_QUEUE, messages, ackAll: vi.fn(), retryAll: vi.fn() } as unknown as MessageBatch<unknown>;
}

/** A source answering `contacts` (or failing with `error`). */
function sourceOf(contacts: OwnerContact[] | Error): OwnerDataSource {
  return {
    name: "test",
    owners: () => (contacts instanceof Error ? Promise.reject(contacts) : Promise.resolve(contacts)),
    calendar: () => Promise.resolve([]),
    onlineMedia: () => Promise.resolve([]),
  };
}

const contact = (id: number, email: string, propertyIds: number[], extra: Partial<OwnerContact> = {}): OwnerContact => ({
  providerId: `test:${id}`,
  email,
  firstName: "Jan",
  lastName: "Claes",
  lang: "nl",
  propertyIds,
  projectIds: [],
  ...extra,
});

async function links(email: string) {
  const owner = await owners.byEmail(email);
  return owner ? owners.listings(owner.id) : [];
}

async function clearOwnerData() {
  const demoEmails = JSON.stringify(demoOwners.map((owner) => owner.email));
  const ids = JSON.stringify(demoPropertyIds);
  await env.DB.batch([
    env.DB.prepare("DELETE FROM owners WHERE email LIKE '%@sync.example' OR email IN (SELECT value FROM json_each(?))").bind(demoEmails),
    env.DB.prepare("DELETE FROM listing_history WHERE property_id IN (SELECT value FROM json_each(?)) OR property_id >= 900000").bind(ids),
    env.DB.prepare("DELETE FROM property_views WHERE property_id IN (SELECT value FROM json_each(?))").bind(ids),
  ]);
}

beforeEach(async () => {
  vi.spyOn(console, "info").mockImplementation(() => undefined);
  await clearOwnerData();
});
afterEach(() => vi.restoreAllMocks());

describe("ownerRepository.link", () => {
  it("links 50 ids of each kind (an invitation's most) with at most 100 bound parameters per statement, keeping links already there", async () => {
    const counted = countingD1(env.DB);
    const repository = ownerRepository(counted.db);
    const owner = await repository.ensure({ email: "fifty@sync.example", lang: "nl" }, T0);
    await repository.link(owner.id, "property", [610_000], "provider", T0);
    const properties = Array.from({ length: 50 }, (_, index) => 610_000 + index);
    const projects = Array.from({ length: 50 }, (_, index) => 620_000 + index);
    await repository.link(owner.id, "property", properties, "invite", T0 + DAY_MS);
    await repository.link(owner.id, "project", projects, "invite", T0 + DAY_MS);
    expect(counted.bound.length).toBeGreaterThan(0);
    expect(Math.max(...counted.bound)).toBeLessThanOrEqual(D1_MAX_BOUND_PARAMETERS);

    const linked = await owners.listings(owner.id);
    expect(linked).toHaveLength(100);
    expect(linked.filter((link) => link.kind === "project").map((link) => link.listingId)).toEqual(projects);
    expect(linked.filter((link) => link.kind === "property").map((link) => link.listingId)).toEqual(properties);
    // The provider's link was there first and stays the provider's.
    expect(linked.find((link) => link.listingId === 610_000)).toEqual({ kind: "property", listingId: 610_000, origin: "provider" });
    expect(linked.filter((link) => link.origin === "invite")).toHaveLength(99);
    await repository.link(owner.id, "property", [], "invite", T0);
    expect(await owners.listings(owner.id)).toHaveLength(100);
  });
});

describe("syncOwners", () => {
  it("makes an account per contact with a valid address, linked to the listings the provider names", async () => {
    const summary = await syncOwners(
      env,
      sourceOf([
        contact(1, "Jan.Claes@Sync.example", [101, 102], { projectIds: [801] }),
        contact(2, "", [103]),
        contact(3, "nope", [104]),
        contact(4, "els@sync.example", [105], { firstName: "Els", lastName: "Maes", lang: "fr" }),
      ]),
      T0,
    );
    expect(summary).toEqual({ source: "test", owners: 2, links: 4, skipped: 2, erased: 0 });
    expect(await owners.byEmail("jan.claes@sync.example")).toMatchObject({
      firstName: "Jan",
      lastName: "Claes",
      lang: "nl",
      providerPersonId: "test:1",
      passwordHash: null,
      createdAt: T0,
    });
    expect(await links("jan.claes@sync.example")).toEqual([
      { kind: "project", listingId: 801, origin: "provider" },
      { kind: "property", listingId: 101, origin: "provider" },
      { kind: "property", listingId: 102, origin: "provider" },
    ]);
    expect(await owners.byEmail("els@sync.example")).toMatchObject({ firstName: "Els", lang: "fr", providerPersonId: "test:4" });
  });

  it("updates an existing account: names, language and person id follow the provider, password and invitations stay", async () => {
    const invited = await owners.ensure({ email: "an@sync.example", lang: "nl" }, T0);
    await owners.setPassword(invited.id, "pbkdf2-sha256$100000$c2FsdA$aGFzaA", T0);
    await owners.link(invited.id, "property", [201, 202], "invite", T0);
    await owners.link(invited.id, "property", [203], "provider", T0);

    await syncOwners(env, sourceOf([contact(7, "AN@sync.example", [202, 204], { firstName: "An", lastName: "Peeters", lang: "de" })]), T0 + DAY_MS);

    const after = await owners.byEmail("an@sync.example");
    expect(after).toMatchObject({
      id: invited.id,
      firstName: "An",
      lastName: "Peeters",
      lang: "de",
      providerPersonId: "test:7",
      passwordHash: "pbkdf2-sha256$100000$c2FsdA$aGFzaA",
      createdAt: T0,
    });
    // 203 is no longer the provider's, 204 is new; 201 and 202 were the staff's and stay theirs.
    expect(await links("an@sync.example")).toEqual([
      { kind: "property", listingId: 201, origin: "invite" },
      { kind: "property", listingId: 202, origin: "invite" },
      { kind: "property", listingId: 204, origin: "provider" },
    ]);
  });

  it("keeps names the provider leaves blank, and replaces the links again at the next sync", async () => {
    await syncOwners(env, sourceOf([contact(8, "luc@sync.example", [301, 302], { firstName: "Luc", lastName: "Janssens" })]), T0);
    await syncOwners(env, sourceOf([contact(8, "luc@sync.example", [303], { firstName: "", lastName: "" })]), T0 + DAY_MS);
    expect(await owners.byEmail("luc@sync.example")).toMatchObject({ firstName: "Luc", lastName: "Janssens" });
    expect((await links("luc@sync.example")).map((link) => link.listingId)).toEqual([303]);
  });

  it("moves a provider person to their new address; the old account loses the person's listings and its sessions in the same sync", async () => {
    const sessions = ownerSessionRepository(env.DB);
    await syncOwners(env, sourceOf([contact(9, "old@sync.example", [401, 402]), contact(19, "other@sync.example", [403])]), T0);
    const old = (await owners.byEmail("old@sync.example"))!;
    const other = (await owners.byEmail("other@sync.example"))!;
    await owners.setPassword(old.id, "pbkdf2-sha256$100000$b2xk$b2xk", T0);
    await owners.link(old.id, "property", [409], "invite", T0);
    const now = Date.now();
    await sessions.create(old.id, "password", "old browser", now);
    await sessions.create(other.id, "password", "other browser", now);

    await syncOwners(env, sourceOf([contact(9, "new@sync.example", [401, 402]), contact(19, "other@sync.example", [403])]), T0 + DAY_MS);

    expect(await owners.byEmail("new@sync.example")).toMatchObject({ providerPersonId: "test:9" });
    expect((await links("new@sync.example")).map((link) => link.listingId)).toEqual([401, 402]);
    // The old address keeps its password and what the staff gave it, nothing of the person's, and is signed out.
    expect(await owners.byEmail("old@sync.example")).toMatchObject({ providerPersonId: null, passwordHash: "pbkdf2-sha256$100000$b2xk$b2xk" });
    expect(await links("old@sync.example")).toEqual([{ kind: "property", listingId: 409, origin: "invite" }]);
    expect(await sessions.countActive(old.id, now)).toBe(0);
    // Nobody else is touched.
    expect(await sessions.countActive(other.id, now)).toBe(1);
    expect((await links("other@sync.example")).map((link) => link.listingId)).toEqual([403]);
  });

  it("leaves everything as it was when the provider's owner list fails", async () => {
    await syncOwners(env, sourceOf([contact(10, "kept@sync.example", [501], { firstName: "Kept" })]), T0);
    const before = await env.DB.prepare("SELECT * FROM owners WHERE email = 'kept@sync.example'").first();
    await expect(syncOwners(env, sourceOf(new Error("provider down")), T0 + DAY_MS)).rejects.toThrow("provider down");
    expect(await env.DB.prepare("SELECT * FROM owners WHERE email = 'kept@sync.example'").first()).toEqual(before);
    expect((await links("kept@sync.example")).map((link) => link.listingId)).toEqual([501]);
  });

  it("writes more owners than one batch holds, every one with its links, at most 100 bound parameters per statement", async () => {
    const many = Array.from({ length: OWNERS_PER_BATCH * 2 + 17 }, (_, index) =>
      contact(1000 + index, `many-${index}@sync.example`, [600_000 + index, 700_000 + index]),
    );
    const counting = countingD1(env.DB);
    const summary = await syncOwners({ DB: counting.db }, sourceOf(many), T0);
    expect(Math.max(...counting.bound)).toBeLessThanOrEqual(D1_MAX_BOUND_PARAMETERS);
    expect(summary).toMatchObject({ owners: many.length, links: many.length * 2, skipped: 0 });
    const counted = await env.DB.prepare(
      "SELECT count(DISTINCT owners.id) AS owners, count(*) AS links FROM owners JOIN owner_listings ON owner_listings.owner_id = owners.id WHERE email LIKE 'many-%@sync.example'",
    ).first<{ owners: number; links: number }>();
    expect(counted).toEqual({ owners: many.length, links: many.length * 2 });
  });
});

describe("the listing history repository", () => {
  const row = (version: number, price: number | null, status: ListingHistoryRow["status"] = "available"): ListingHistoryRow => ({
    propertyId: 900_001,
    version,
    changedAt: T0 + version * DAY_MS,
    goal: 0,
    status,
    price,
    priceUnit: null,
  });

  it("gives a property's points oldest first, stores each version once and skips a repeat of the latest state", async () => {
    await history.record([row(1, 300_000)]);
    await history.record([row(2, 300_000)]); // the state of version 1 again: not stored
    await history.record([row(3, 290_000)]);
    await history.record([row(3, 295_000)]); // the same version again: left as it was
    await history.record([row(4, 290_000)]); // a full run that saw everything as new: no change, not stored
    await history.record([row(5, 290_000, "sold")]);
    expect(await history.of(900_001)).toEqual([
      { changedAt: T0 + DAY_MS, status: "available", price: 300_000, priceUnit: null, goal: 0 },
      { changedAt: T0 + 3 * DAY_MS, status: "available", price: 290_000, priceUnit: null, goal: 0 },
      { changedAt: T0 + 5 * DAY_MS, status: "sold", price: 290_000, priceUnit: null, goal: 0 },
    ]);
    expect(await history.of(900_002)).toEqual([]);
  });

  it("stores a whole catalogue in a few statements", async () => {
    const rows = Array.from({ length: 3_000 }, (_, index) => ({ ...row(1, 100_000 + index), propertyId: 910_000 + index }));
    await history.record(rows);
    const counted = await env.DB.prepare("SELECT count(*) AS n FROM listing_history WHERE property_id >= 910000").first<{ n: number }>();
    expect(counted?.n).toBe(3_000);
  });
});

describe("the local demo's owner seed", () => {
  const runRows = (at: number): ListingHistoryRow[] =>
    demoPropertyIds.map((propertyId) => ({ propertyId, version: 1, changedAt: at, goal: 0, status: "available", price: 250_000, priceUnit: null }));

  it("gives An Peeters the demo password and the demo properties their views and earlier prices, once", async () => {
    const now = Date.now();
    await syncOwners(env, demoOwnerSource(), now);
    const first = await seedDemoOwners(env, { now, history: runRows(now) });
    expect(first).toEqual({ password: true, views: demoPropertyIds, history: demoPropertyIds });
    const an = (await owners.byEmail(AN.email))!;
    expect((await verifyPassword(DEMO_OWNER_PASSWORD, an.passwordHash)).ok).toBe(true);

    const propertyId = AN.propertyIds[0]!;
    const stats = await propertyViewRepository(env.DB).stats(propertyId, dayOf(new Date(now)));
    const expected = AN.visits.filter((visit) => visit.propertyId === propertyId).reduce((sum, visit) => sum + visit.count, 0);
    expect(stats.total).toBe(expected);
    expect(stats.today).toBeGreaterThan(0);
    expect(stats.bySource.portal).toBeGreaterThan(0);
    expect((await history.of(propertyId)).map((point) => point.price)).toEqual([270_000, 260_000]);

    // A second run (a restart) seeds nothing again and never resets a password the owner chose.
    await owners.setPassword(an.id, "pbkdf2-sha256$100000$Y2hvc2Vu$Y2hvc2Vu", now);
    expect(await seedDemoOwners(env, { now: now + DAY_MS, history: runRows(now + DAY_MS) })).toEqual({ password: false, views: [], history: [] });
    expect((await propertyViewRepository(env.DB).stats(propertyId, dayOf(new Date(now)))).total).toBe(expected);
    expect(await history.of(propertyId)).toHaveLength(2);
    expect((await owners.byEmail(AN.email))?.passwordHash).toBe("pbkdf2-sha256$100000$Y2hvc2Vu$Y2hvc2Vu");
  });

  it("does nothing on a site that is not local", async () => {
    const now = Date.now();
    const deployed = { ...env, SITE_ORIGIN: "https://www.agency.example" } as Bindings;
    await syncOwners(deployed, demoOwnerSource(), now);
    expect(await seedDemoOwners(deployed, { now, history: runRows(now) })).toEqual({ password: false, views: [], history: [] });
    expect((await owners.byEmail(AN.email))?.passwordHash).toBeNull();
    expect((await propertyViewRepository(env.DB).stats(AN.propertyIds[0]!, dayOf(new Date(now)))).total).toBe(0);
  });
});

describe("a listing sync", () => {
  beforeEach(async () => {
    const { keys } = await env.FEED.list();
    await Promise.all(keys.map((key) => env.FEED.delete(key.name)));
    await env.DB.exec("DELETE FROM sync_runs; DELETE FROM sync_lease; DELETE FROM snapshot_versions; DELETE FROM snapshot_faults; DELETE FROM listing_history");
  });

  it("of the demo makes the demo owners in the same invocation, An Peeters's demo password, and every listing's first history point", async () => {
    const { sent, queue } = recordingQueue();
    const result = await syncListings({ ...env, FEED_SYNC: queue } as Bindings, "full", MAX_REMOVAL_SHARE);
    expect(result.outcome).toBe("published");
    // Nothing is left to another invocation: `npm start` has its demo owner at once.
    expect(sent).toEqual([]);
    for (const demo of demoOwners) {
      const account = await owners.byEmail(demo.email);
      expect(account).toMatchObject({ providerPersonId: `demo:${demo.id}`, firstName: demo.firstName, lang: demo.lang });
      expect((await owners.listings(account!.id)).map((link) => link.listingId)).toEqual([...demo.propertyIds].sort((a, b) => a - b));
    }
    const an = (await owners.byEmail(AN.email))!;
    expect((await verifyPassword(DEMO_OWNER_PASSWORD, an.passwordHash)).ok).toBe(true);
    const counted = await env.DB.prepare("SELECT count(DISTINCT property_id) AS n FROM listing_history").first<{ n: number }>();
    // Every listing of the first snapshot has a history: the local demo's seeded one (negative versions,
    // worker/jobs/demo-history.ts), which the first snapshot's row repeats and so does not add to, or that row.
    expect(counted?.n).toBe(result.propertyCount);
    // The seeded earlier prices lead up to the first snapshot's row.
    const points = await history.of(AN.propertyIds[0]!);
    expect(points.length).toBeGreaterThanOrEqual(2);
    expect(points.at(-1)?.changedAt).toBeGreaterThan(points[0]!.changedAt);
  });

  it("of a real provider leaves the owners to their own invocation: a feed-sync message, whose consumer syncs them", async () => {
    const feed = createFakeProvider({ count: 12 });
    const provider = fakeOwnerProvider();
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      const endpoint = new URL(url).pathname.split("/").pop() ?? "";
      return (OWNER_ENDPOINTS.has(endpoint) ? provider.fetch : feed.fetch)(url, init as Parameters<FetchLike>[1]);
    });
    const { sent, queue } = recordingQueue();
    const omnicasa = { ...env, PROVIDER_BASE_URL: FAKE_BASE_URL, PROVIDER_USER: FAKE_USER, PROVIDER_PASSWORD: FAKE_PASSWORD, FEED_SYNC: queue } as Bindings;

    const result = await syncListings(omnicasa, "full", MAX_REMOVAL_SHARE);
    expect(result).toMatchObject({ outcome: "published", propertyCount: 12 });
    expect(sent).toEqual([{ task: "owners" }]);
    // The run itself asked the provider nothing of its owners.
    expect(provider.calls).toEqual([]);
    expect(await owners.byEmail("sophie.lambert@example.com")).toBeUndefined();
    // An incremental run asks for no owner sync.
    await syncListings(omnicasa, "incremental", MAX_REMOVAL_SHARE);
    expect(sent).toHaveLength(1);

    const batch = batchOf(sent);
    await consumeFeedSync(batch, omnicasa, MAX_REMOVAL_SHARE);
    expect(batch.messages[0]!.ack).toHaveBeenCalled();
    expect(provider.calls.map((call) => call.endpoint)).toContain("GetPersonList");
    expect(await owners.byEmail("sophie.lambert@example.com")).toMatchObject({ providerPersonId: "omnicasa:1202" });
    expect((await links("sophie.lambert@example.com")).map((link) => link.listingId)).toEqual([5008]);
    // The owner message runs no listing sync.
    expect((await env.DB.prepare("SELECT count(*) AS n FROM sync_runs").first<{ n: number }>())?.n).toBe(2);
    await env.DB.prepare("DELETE FROM owners WHERE email IN ('sophie.lambert@example.com', 'david.wilson@example.com')").run();
  });

  it("drops a feed-sync message that is no known task, running nothing", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const batch = batchOf([{ task: "everything" }, { mode: "incremental" }, "full"]);
    await consumeFeedSync(batch, env, MAX_REMOVAL_SHARE);
    expect(batch.messages.every((message) => vi.mocked(message.ack).mock.calls.length === 1)).toBe(true);
    expect(errors).toHaveBeenCalledTimes(3);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining("no known task"), expect.any(String));
    expect((await env.DB.prepare("SELECT count(*) AS n FROM sync_runs").first<{ n: number }>())?.n).toBe(0);
  });

  it("updates the owners on full runs only", async () => {
    await syncListings(env, "full", MAX_REMOVAL_SHARE);
    await env.DB.prepare("UPDATE owners SET first_name = 'Renamed' WHERE email = ?").bind(AN.email).run();
    await syncListings(env, "incremental", MAX_REMOVAL_SHARE);
    expect((await owners.byEmail(AN.email))?.firstName).toBe("Renamed");
    await syncListings(env, "full", MAX_REMOVAL_SHARE);
    expect((await owners.byEmail(AN.email))?.firstName).toBe(AN.firstName);
  });

  it("publishes even when the owner data cannot be written", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await env.DB.exec("CREATE TRIGGER refuse_owners BEFORE INSERT ON owners BEGIN SELECT RAISE(ABORT, 'owners refused'); END");
    try {
      const result = await syncListings(env, "full", MAX_REMOVAL_SHARE);
      expect(result.outcome).toBe("published");
      expect(errors).toHaveBeenCalledWith(expect.stringContaining("owner accounts not synced"), expect.anything());
    } finally {
      await env.DB.exec("DROP TRIGGER refuse_owners");
    }
  });
});
