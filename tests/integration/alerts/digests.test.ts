import { createMessageBatch } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { afterPublish, STALLED_DIGEST_MS, sweepAlerts, type PipelineDeps } from "../../../worker/jobs/alert-pipeline";
import { alertChangesRepository, MAX_BATCH_ATTEMPTS } from "../../../worker/alerts/alert-changes";
import { alertDigestRepository, DIGEST_CLAIM_STALE_MS } from "../../../worker/alerts/alert-digests";
import { devMailboxRepository } from "../../../worker/mail/dev-mailbox";
import { leadRepository } from "../../../worker/db/leads";
import { consumeDeadDeliveries, deliver } from "../../../worker/jobs/deliver";
import type { DeliveryMessage } from "../../../worker/leads/delivery-messages";
import { signLink } from "../../../worker/leads/signed-link";
import { configOf } from "../../../worker/services/config";
import { readListQuery } from "../../../worker/feed/list-params";
import { alertListPath } from "../../../worker/alerts/alert-mails";
import { deliveryDeps } from "../../../worker/jobs/delivery-deps";
import { changeOf, clearAlerts, criteriaFor, insertAlert, recordingPipeline, saleListings } from "./helpers";

beforeEach(clearAlerts);

const mailbox = () => devMailboxRepository(env.DB).recent(50);
const repo = () => alertDigestRepository(env.DB);
const changes = () => alertChangesRepository(env.DB);
const published = (version: number, changes: ReturnType<typeof changeOf>[]) => ({ outcome: "published" as const, version, changes });

async function deliverAll(messages: readonly DeliveryMessage[]) {
  const outcomes = [];
  for (const message of messages) outcomes.push(await deliver(message, deliveryDeps(env)));
  return outcomes;
}

describe("an instant alert after a published sync", () => {
  it("gets one digest mail with the new and the price-lowered listing; a second sync with no change sends nothing", async () => {
    const [fresh, cheaper] = await saleListings();
    const alertId = await insertAlert({ criteria: criteriaFor([fresh!, cheaper!]) });
    const { deps, sent } = recordingPipeline();

    await afterPublish(deps, published(9001, [changeOf(fresh!, "new"), changeOf(cheaper!, "price")]));
    expect(sent).toEqual([{ digestId: expect.any(String), kind: "alert-digest" }]);
    expect(await deliverAll(sent)).toEqual(["delivered"]);

    const mails = await mailbox();
    expect(mails).toHaveLength(1);
    const { mail } = mails[0]!;
    expect(mail.to).toEqual([{ name: "Zoë", email: "zoe.peeters@example.be" }]);
    expect(mail.subject).toBe("2 nieuwe of goedkopere panden voor uw zoekopdracht");
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain(fresh!.title);
      expect(part).toContain(cheaper!.title);
      expect(part).toContain("Nieuw");
      expect(part).toMatch(/Prijs verlaagd van €\s[\d.]+ naar €\s[\d.]+/);
    }
    expect(mail.text).toContain(`http://localhost:8787${fresh!.path}?utm_source=alert&utm_medium=email`);
    const token = await signLink(configOf(env).formSecret!, "alert", alertId);
    expect(mail.headers["List-Unsubscribe"]).toBe(`<http://localhost:8787/nl/zoekopdracht/${token}/stop/>`);
    expect(mail.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail.text).toContain(`http://localhost:8787/nl/zoekopdracht/${token}/`);
    // Stable per digest: a retried delivery is recognisably the same mail.
    expect(mail.headers["Message-ID"]).toMatch(new RegExp(`^<${(sent[0] as { digestId: string }).digestId}\\.alert-digest@`));

    // The queue replays the message: still one mail.
    expect(await deliverAll(sent)).toEqual(["already"]);
    // The next sync publishes without a change, then one that reports the same listings again.
    await afterPublish(deps, published(9002, []));
    await afterPublish(deps, published(9003, [changeOf(fresh!, "new"), changeOf(cheaper!, "price")]));
    expect(sent).toHaveLength(1);
    expect(await sweepAlerts(deps)).toMatchObject({ digests: 0 });
    expect(await mailbox()).toHaveLength(1);
    expect(await repo().digestsOf(alertId)).toMatchObject([{ state: "sent", attempts: 1 }]);
  });

  it("sends nothing to an unconfirmed or a stopped alert", async () => {
    const [listing] = await saleListings();
    const unconfirmed = await insertAlert({ criteria: criteriaFor([listing!]), state: "unconfirmed", confirmedAt: null });
    const stopped = await insertAlert({ criteria: criteriaFor([listing!]), state: "stopped" });
    const { deps, sent } = recordingPipeline();
    await afterPublish(deps, published(9101, [changeOf(listing!)]));
    await sweepAlerts(deps);
    expect(sent).toEqual([]);
    expect(await repo().digestsOf(unconfirmed)).toEqual([]);
    expect(await repo().digestsOf(stopped)).toEqual([]);
  });

  it("shows at most 10 listings, newest first, and links to the whole filtered list", async () => {
    const listings = (await saleListings()).slice(0, 12);
    expect(listings).toHaveLength(12);
    const criteria = criteriaFor(listings, { priceMin: 100_000 });
    await insertAlert({ criteria });
    const { deps, sent } = recordingPipeline();
    await afterPublish(
      deps,
      published(
        9201,
        listings.filter((listing) => listing.price! >= 100_000).map((listing) => changeOf(listing)),
      ),
    );
    await deliverAll(sent);
    const total = listings.filter((listing) => listing.price! >= 100_000).length;
    expect(total).toBeGreaterThan(10);
    const mails = await mailbox();
    expect(mails).toHaveLength(1);
    const { mail } = mails[0]!;
    expect(mail.text.match(/utm_source=alert/g)).toHaveLength(10);
    expect(mail.html.match(/<img /g)?.length ?? 0).toBeLessThanOrEqual(10);
    expect(mail.text).toContain(`Hier ziet u de 10 nieuwste; alle ${total} vindt u in de lijst.`);
    // The list of the alert's types, towns and price: the 12 listings' towns, every type of them.
    const list = /Bekijk alle panden voor uw zoekopdracht: (\S+)/.exec(mail.text)![1]!;
    expect(list).toBe(`http://localhost:8787${alertListPath(criteria, "nl")}`);
    expect(readListQuery(new URL(list).searchParams, 0)).toMatchObject({ priceMin: 100_000, types: criteria.types });
  });

  it("puts the drawn area in the list link", async () => {
    const [listing] = await saleListings();
    const ring: [number, number][] = [
      [3, 50],
      [6, 50],
      [6, 52],
      [3, 52],
    ];
    await insertAlert({ criteria: criteriaFor([listing!], { area: ring, zones: [], types: [listing!.typeGroup] }) });
    const { deps, sent } = recordingPipeline();
    await afterPublish(deps, published(9251, [{ ...changeOf(listing!), point: [4.5, 51] }]));
    await deliverAll(sent);
    const [kept] = await mailbox();
    expect(kept?.mail.text).toContain(`/nl/te-koop/?type=${listing!.typeGroup}&area=3,50_6,50_6,52_3,52`);
  });

  it("settles a digest whose listings are all gone without a mail", async () => {
    const [listing] = await saleListings();
    await insertAlert({ criteria: criteriaFor([listing!]) });
    const { deps, sent } = recordingPipeline();
    await afterPublish(deps, published(9301, [{ ...changeOf(listing!), id: 987_654_321 }]));
    expect(await deliverAll(sent)).toEqual(["delivered"]);
    expect(await mailbox()).toEqual([]);
    const found = await repo().digest((sent[0] as { digestId: string }).digestId);
    expect(found?.digest).toMatchObject({ state: "sent", receipt: "not sent: none of its listings is on offer any more" });
  });

  it("marks a digest that kept failing as dead", async () => {
    const [listing] = await saleListings();
    const alertId = await insertAlert({ criteria: criteriaFor([listing!]) });
    const { deps, sent } = recordingPipeline();
    await afterPublish(deps, published(9401, [changeOf(listing!)]));
    const failing = deliveryDeps(env, { transport: { send: () => Promise.reject(new Error("mail service unavailable")) } });
    await expect(deliver(sent[0]!, failing)).rejects.toThrow("mail service unavailable");
    expect(await repo().digestsOf(alertId)).toMatchObject([{ state: "pending", attempts: 1, lastError: "mail service unavailable" }]);
    const batch = createMessageBatch<DeliveryMessage>("vitrine-lead-deliveries-dead", [{ id: "d1", timestamp: Date.now(), attempts: 7, body: sent[0]! }]);
    await consumeDeadDeliveries(batch, leadRepository(env.DB), repo());
    expect(await repo().digestsOf(alertId)).toMatchObject([{ state: "dead", lastError: "mail service unavailable" }]);
  });
});

describe("the cron's sweep", () => {
  it("matches a stored batch a failure left unmatched, and queues again a digest whose message was lost", async () => {
    const [listing] = await saleListings();
    const alertId = await insertAlert({ criteria: criteriaFor([listing!]) });
    await changes().storeBatch(9501, [changeOf(listing!)], Date.now());
    const { deps, sent } = recordingPipeline();
    expect(await sweepAlerts(deps)).toEqual({ matchedBatches: 1, failedBatches: 0, digests: 1, requeued: 0 });
    expect(await changes().unmatchedBatches(10)).toEqual([]);
    const [digest] = await repo().digestsOf(alertId);
    const later = Date.now() + STALLED_DIGEST_MS + 1_000;
    expect(await sweepAlerts(deps, later)).toEqual({ matchedBatches: 0, failedBatches: 0, digests: 0, requeued: 1 });
    // Measured from when it was queued last: the next run does not queue it yet again.
    expect(await sweepAlerts(deps, later + 60_000)).toMatchObject({ requeued: 0 });
    expect(sent).toEqual([
      { digestId: digest!.id, kind: "alert-digest" },
      { digestId: digest!.id, kind: "alert-digest" },
    ]);
    expect(await deliverAll(sent)).toEqual(["delivered", "already"]);
    expect(await mailbox()).toHaveLength(1);
  });

  it("mails a daily alert from 07:00 Brussels time, once a day", async () => {
    const [first, second] = await saleListings();
    // Tuesday 13 January 2026, 10:00 in Brussels; the alert was confirmed that morning.
    const tuesday = Date.parse("2026-01-13T09:00:00Z");
    const alertId = await insertAlert({ criteria: criteriaFor([first!, second!]), frequency: "daily", confirmedAt: tuesday - 3_600_000 });
    const { deps, sent } = recordingPipeline();
    await afterPublish(deps, published(9601, [changeOf(first!)]), tuesday);
    expect(sent).toEqual([]);
    expect((await sweepAlerts(deps, tuesday + 15 * 60_000)).digests).toBe(0);
    expect((await sweepAlerts(deps, Date.parse("2026-01-14T05:45:00Z"))).digests).toBe(0);
    expect((await sweepAlerts(deps, Date.parse("2026-01-14T06:00:00Z"))).digests).toBe(1);
    // Another listing at 10:00 waits for the next morning.
    await afterPublish(deps, published(9602, [changeOf(second!)]), Date.parse("2026-01-14T09:00:00Z"));
    expect((await sweepAlerts(deps, Date.parse("2026-01-14T09:15:00Z"))).digests).toBe(0);
    expect((await sweepAlerts(deps, Date.parse("2026-01-15T06:15:00Z"))).digests).toBe(1);
    expect(await repo().digestsOf(alertId)).toHaveLength(2);
  });

  it("mails a weekly alert on Monday from 07:00", async () => {
    const [listing] = await saleListings();
    // Wednesday 14 January 2026.
    const wednesday = Date.parse("2026-01-14T12:00:00Z");
    const alertId = await insertAlert({ criteria: criteriaFor([listing!]), frequency: "weekly", confirmedAt: wednesday - 60_000 });
    const { deps } = recordingPipeline();
    await afterPublish(deps, published(9701, [changeOf(listing!)]), wednesday);
    expect((await sweepAlerts(deps, Date.parse("2026-01-15T06:15:00Z"))).digests).toBe(0);
    expect((await sweepAlerts(deps, Date.parse("2026-01-18T20:00:00Z"))).digests).toBe(0);
    expect((await sweepAlerts(deps, Date.parse("2026-01-19T06:15:00Z"))).digests).toBe(1);
    expect((await sweepAlerts(deps, Date.parse("2026-01-19T06:30:00Z"))).digests).toBe(0);
    expect(await repo().digestsOf(alertId)).toHaveLength(1);
  });
});

describe("a failing batch", () => {
  it("never stops the sweep from making and re-queuing digests, and is given up after a few tries", async () => {
    const [listing] = await saleListings();
    const tuesday = Date.parse("2026-01-13T09:00:00Z");
    const alertId = await insertAlert({ criteria: criteriaFor([listing!]), frequency: "daily", confirmedAt: tuesday - 3_600_000 });
    const { deps, sent } = recordingPipeline();
    await afterPublish(deps, published(9801, [changeOf(listing!)]), tuesday);
    await changes().storeBatch(9802, [changeOf(listing!, "price")], tuesday);
    const broken: PipelineDeps = { ...deps, changes: { ...deps.changes, batchChanges: () => Promise.reject(new Error("D1 overloaded")) } };

    const wednesday = Date.parse("2026-01-14T06:00:00Z");
    expect(await sweepAlerts(broken, wednesday)).toEqual({ matchedBatches: 0, failedBatches: 1, digests: 1, requeued: 0 });
    expect(sent).toHaveLength(1);
    expect(await changes().batch(9802)).toMatchObject({ matchedAt: null, attempts: 1, lastError: "D1 overloaded" });
    expect(await repo().digestsOf(alertId)).toHaveLength(1);

    for (let run = 2; run <= MAX_BATCH_ATTEMPTS; run += 1) expect((await sweepAlerts(broken, wednesday + run * 60_000)).failedBatches).toBe(1);
    expect(await changes().batch(9802)).toMatchObject({ attempts: MAX_BATCH_ATTEMPTS });
    expect(await changes().unmatchedBatches(10)).toEqual([]);
    expect(await sweepAlerts(deps, wednesday + 3_600_000)).toMatchObject({ matchedBatches: 0, failedBatches: 0 });
  });

  it("after a publish still leaves the batch stored for the sweep, and instant digests are made", async () => {
    const [first, second] = await saleListings();
    const alertId = await insertAlert({ criteria: criteriaFor([first!, second!]) });
    const { deps, sent } = recordingPipeline();
    await afterPublish(deps, published(9811, [changeOf(first!)]));
    await deliverAll(sent);
    const broken: PipelineDeps = { ...deps, changes: { ...deps.changes, activeAlerts: () => Promise.reject(new Error("D1 overloaded")) } };
    await afterPublish(broken, published(9812, [changeOf(second!)]));
    expect(await changes().unmatchedBatches(10)).toEqual([9812]);
    expect(await sweepAlerts(deps)).toMatchObject({ matchedBatches: 1, digests: 1 });
    expect(await repo().digestsOf(alertId)).toHaveLength(2);
  });
});

/** A D1 binding that counts the statements prepared on it. */
function countingDb(db: D1Database): { db: D1Database; statements: () => number } {
  let statements = 0;
  const counted = new Proxy(db, {
    get(target, property) {
      if (property === "prepare")
        return (query: string) => {
          statements += 1;
          return target.prepare(query);
        };
      const value: unknown = Reflect.get(target, property);
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { db: counted, statements: () => statements };
}

describe("the D1 budget", () => {
  it("stores thousands of matches in a few statements and makes the digests of many alerts in three", async () => {
    const listings = await saleListings();
    const alertCount = 150;
    const alertIds: string[] = [];
    for (let index = 0; index < alertCount; index += 1) alertIds.push(await insertAlert({ criteria: criteriaFor(listings) }));
    const changed = Array.from({ length: 40 }, (_, index) => ({ ...changeOf(listings[0]!), id: 800_000 + index }));
    const matches = alertIds.flatMap((alertId) => changed.map((change) => ({ alertId, change })));
    const counting = countingDb(env.DB);
    const at = Date.now();
    await alertChangesRepository(counting.db).insertMatches(9901, matches, at);
    // 14 rows a statement took 429 statements here.
    expect(counting.statements()).toBeLessThanOrEqual(10);
    const stored = await env.DB.prepare("SELECT COUNT(*) AS n FROM alert_matches WHERE version = 9901").first<{ n: number }>();
    expect(stored?.n).toBe(alertCount * changed.length);

    const before = counting.statements();
    const made = await alertDigestRepository(counting.db).makeDueDigests("instant", at + 1, at + 1, 2_000);
    expect(counting.statements() - before).toBe(3);
    expect(made).toHaveLength(alertCount);
    const waiting = await env.DB.prepare("SELECT COUNT(*) AS n FROM alert_matches WHERE digest_id IS NULL").first<{ n: number }>();
    expect(waiting?.n).toBe(0);
    const perDigest = await env.DB.prepare("SELECT COUNT(DISTINCT digest_id) AS digests, COUNT(DISTINCT alert_id) AS alerts FROM alert_matches").first();
    expect(perDigest).toEqual({ digests: alertCount, alerts: alertCount });
    const dated = await env.DB.prepare("SELECT COUNT(*) AS n FROM search_alerts WHERE last_digest_at = ?")
      .bind(at + 1)
      .first<{ n: number }>();
    expect(dated?.n).toBe(alertCount);
    expect(await alertDigestRepository(env.DB).makeDueDigests("instant", at + 2, at + 2, 2_000)).toEqual([]);
  });

  it("queues many digests in batches of at most 100 messages", async () => {
    const [listing] = await saleListings();
    for (let index = 0; index < 120; index += 1) await insertAlert({ criteria: criteriaFor([listing!]) });
    const { deps, sent } = recordingPipeline();
    await afterPublish(deps, published(9951, [changeOf(listing!)]));
    expect(sent).toHaveLength(120);
    const sendBatch = deps.queue.sendBatch as unknown as { mock: { calls: [unknown[]][] } };
    expect(sendBatch.mock.calls.map(([messages]) => messages.length)).toEqual([100, 20]);
  });
});

describe("a digest delivered twice", () => {
  it("is mailed once when two deliveries run at the same time", async () => {
    const [listing] = await saleListings();
    const alertId = await insertAlert({ criteria: criteriaFor([listing!]) });
    const { deps, sent } = recordingPipeline();
    await afterPublish(deps, published(9961, [changeOf(listing!)]));
    const outcomes = await Promise.allSettled([deliver(sent[0]!, deliveryDeps(env)), deliver(sent[0]!, deliveryDeps(env))]);
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled" && outcome.value === "delivered")).toHaveLength(1);
    expect(await mailbox()).toHaveLength(1);
    expect(await repo().digestsOf(alertId)).toMatchObject([{ state: "sent", attempts: 1 }]);
    // The queue's retry of the other message then finds it sent.
    expect(await deliverAll(sent)).toEqual(["already"]);
  });

  it("is left to a delivery holding a fresh claim, and taken over from one whose claim went stale", async () => {
    const [listing] = await saleListings();
    await insertAlert({ criteria: criteriaFor([listing!]) });
    const { deps, sent } = recordingPipeline();
    await afterPublish(deps, published(9971, [changeOf(listing!)]));
    const digestId = (sent[0] as { digestId: string }).digestId;
    expect(await repo().claimDigest(digestId, Date.now())).toBe(true);
    await expect(deliver(sent[0]!, deliveryDeps(env))).rejects.toThrow("being sent by another delivery");
    expect(await mailbox()).toEqual([]);
    await env.DB.prepare("UPDATE alert_digests SET claimed_at = ? WHERE id = ?")
      .bind(Date.now() - DIGEST_CLAIM_STALE_MS - 1_000, digestId)
      .run();
    expect(await deliverAll(sent)).toEqual(["delivered"]);
    expect(await mailbox()).toHaveLength(1);
  });

  it("goes back to pending when its mail fails, so the queue's retry claims it again", async () => {
    const [listing] = await saleListings();
    const alertId = await insertAlert({ criteria: criteriaFor([listing!]) });
    const { deps, sent } = recordingPipeline();
    await afterPublish(deps, published(9981, [changeOf(listing!)]));
    const failing = deliveryDeps(env, { transport: { send: () => Promise.reject(new Error("mail service unavailable")) } });
    await expect(deliver(sent[0]!, failing)).rejects.toThrow("mail service unavailable");
    expect(await repo().digestsOf(alertId)).toMatchObject([{ state: "pending", attempts: 1 }]);
    expect(await deliverAll(sent)).toEqual(["delivered"]);
    expect(await repo().digestsOf(alertId)).toMatchObject([{ state: "sent", attempts: 2 }]);
  });
});
