/**
 * The owners' monthly report (issue 36) in workerd: the worker's scheduled handler run with the
 * monthly cron queues one message per owner who gets it; the delivery queue's consumer mails the demo
 * owner the month before's figures of her properties in her language, once however often a message
 * comes, retried by the queue when the mail fails; the mail's signed one-click link stops it.
 */
import { createExecutionContext, createMessageBatch, createScheduledController, getQueueResult, waitOnExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { portalAccountPath, portalPath, portalPropertyPath } from "../../../client/i18n/routes";
import { devMailboxRepository } from "../../../worker/mail/dev-mailbox";
import { ownerReportRepository, STALE_CLAIM_MS } from "../../../worker/db/owner-reports";
import { ownerRepository, type Owner } from "../../../worker/db/owners";
import type { PropertySummary } from "../../../worker/feed/model";
import { demoOwners } from "../../../worker/feed/demo/owners";
import { i18nFor } from "../../../worker/i18n";
import worker from "../../../worker/index";
import { consumeDeadDeliveries, consumeDeliveries, deliver } from "../../../worker/jobs/deliver";
import type { DeliveryMessage } from "../../../worker/leads/delivery-messages";
import type { Mail, MailTransport } from "../../../worker/mail/mail";
import { OWNER_REPORT_CRON } from "../../../worker/jobs/owner-reports";
import type { OwnerReportMessage } from "../../../worker/leads/delivery-messages";
import { leadRepository } from "../../../worker/db/leads";
import { deliveryDeps } from "../../../worker/jobs/delivery-deps";
import { ORIGIN, escapeHtml } from "../worker";
import { recordingQueue } from "../staff/helpers";
import { demoSnapshot } from "./portal-helpers";

const AN = demoOwners[0]!;
/** The cron of 1 November 2026 (07:05 UTC): the report of October. */
const NOVEMBER_FIRST = Date.UTC(2026, 10, 1, 7, 5);
const owners = ownerRepository(env.DB);
const reports = ownerReportRepository(env.DB);

/** Runs the scheduled handler with `cron`; resolves to the owner reports it queued. */
async function runCron(cron = OWNER_REPORT_CRON): Promise<OwnerReportMessage[]> {
  const { sent, queue } = recordingQueue();
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron, scheduledTime: NOVEMBER_FIRST }), { ...env, LEAD_DELIVERIES: queue }, ctx);
  await waitOnExecutionContext(ctx);
  return sent.filter((body): body is OwnerReportMessage => (body as { kind?: string }).kind === "owner-report");
}

let counter = 0;
/** Hands `bodies` to the worker's queue handler as the delivery queue would; resolves to what it acknowledged and retried. */
async function consume(bodies: readonly OwnerReportMessage[]) {
  const batch = createMessageBatch<DeliveryMessage>(
    "vitrine-lead-deliveries",
    bodies.map((body) => ({ id: `r${++counter}`, timestamp: new Date(), attempts: 1, body })),
  );
  const ctx = createExecutionContext();
  await worker.queue(batch, env, ctx);
  return getQueueResult(batch, ctx);
}

/** The report message of `owner` among what the cron queued. */
const messageOf = (queued: readonly OwnerReportMessage[], owner: Pick<Owner, "id">) => queued.filter((message) => message.ownerId === owner.id);

async function mailsTo(email: string): Promise<Mail[]> {
  const kept = await devMailboxRepository(env.DB).recent(200);
  return kept.map((entry) => entry.mail).filter((mail) => mail.to.some((to) => to.email === email));
}

async function views(propertyId: number, rows: readonly [day: string, source: string, views: number][]): Promise<void> {
  await env.DB.batch(
    rows.map(([day, source, count]) =>
      env.DB.prepare("INSERT INTO property_views (property_id, day, source, views) VALUES (?, ?, ?, ?)").bind(propertyId, day, source, count),
    ),
  );
}

async function lead(propertyId: number, form: string, createdAt: number, captcha = "solved"): Promise<void> {
  await env.DB.prepare(
    `INSERT INTO leads (id, idempotency_key, form, lang, page, property_id, email, person, payload, privacy_accepted, captcha, created_at)
     VALUES (?1, ?1, ?2, 'nl', '/nl/', ?3, 'visitor@example.be', '{"firstName":"Jan"}', '{}', 1, ?4, ?5)`,
  )
    .bind(crypto.randomUUID(), form, propertyId, captcha, createdAt)
    .run();
}

/** An account that can sign in (a password), linked to `propertyIds`. */
async function account(input: { email: string; firstName: string; lastName: string; lang: Owner["lang"] }, propertyIds: readonly number[]): Promise<Owner> {
  const owner = await owners.ensure(input);
  await owners.setPassword(owner.id, "pbkdf2-sha256$1$c2FsdA$aGFzaA");
  await owners.link(owner.id, "property", propertyIds, "provider");
  return owner;
}

let first: PropertySummary;
let an: Owner;

beforeAll(async () => {
  const snapshot = await demoSnapshot("nl");
  first = snapshot.properties.find((item) => item.id === AN.propertyIds[0])!;
  expect(first).toBeDefined();
  // The page request made the demo owners (with the demo's views); An's first property gets known ones.
  an = await account({ email: AN.email, firstName: AN.firstName, lastName: AN.lastName, lang: AN.lang }, AN.propertyIds);
  await env.DB.prepare("DELETE FROM property_views WHERE property_id = ?").bind(first.id).run();
  await views(first.id, [
    ["2026-09-30", "direct", 100],
    ["2026-10-01", "portal", 7],
    ["2026-10-15", "direct", 3],
    ["2026-10-31", "social", 2],
    ["2026-11-01", "direct", 50],
  ]);
  // 14 October noon in Brussels: a viewing request, a question and spam; 1 November: not October's.
  const october14 = Date.UTC(2026, 9, 14, 10, 0);
  await lead(first.id, "contact-appointment", october14);
  await lead(first.id, "contact-me", october14);
  await lead(first.id, "contact-me", october14, "spam");
  await lead(first.id, "contact-me", Date.UTC(2026, 10, 1, 9, 0));
});

describe("the monthly owner report", () => {
  it("is queued by the monthly cron, one message per owner who gets it, and by no other cron", async () => {
    const stopped = await account({ email: `stopped-${crypto.randomUUID()}@example.be`, firstName: "Marc", lastName: "Dubois", lang: "fr" }, [first.id]);
    await reports.setWantsReport(stopped.id, false);
    const noPassword = await owners.ensure({ email: `nopassword-${crypto.randomUUID()}@example.be`, lang: "de" });
    await owners.link(noPassword.id, "property", [first.id], "provider");
    expect(await runCron("0 3 * * *").catch(() => [])).toEqual([]);

    const queued = await runCron();
    expect(messageOf(queued, an)).toEqual([{ ownerId: an.id, month: "2026-10", kind: "owner-report" }]);
    expect(messageOf(queued, stopped)).toEqual([]);
    expect(messageOf(queued, noPassword)).toEqual([]);
    // Every owner who can sign in and did not stop it, once each.
    const { count } = (await env.DB.prepare("SELECT count(*) AS count FROM owners WHERE monthly_report = 1 AND password_hash IS NOT NULL").first<{
      count: number;
    }>())!;
    expect(queued).toHaveLength(count);
    expect(new Set(queued.map((message) => message.ownerId)).size).toBe(count);
  });

  it("is mailed by the queue's consumer: October's figures in Dutch, links to the portal, a one-click stop link and its headers", async () => {
    const result = await consume(messageOf(await runCron(), an));
    expect(result.explicitAcks).toHaveLength(1);
    expect(result.retryMessages).toEqual([]);
    const mails = await mailsTo(AN.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    const nl = i18nFor("nl");
    expect(mail.subject).toMatch(/^Uw panden in oktober 2026 – /);
    expect(mail.html).toContain('lang="nl"');
    expect(mail.text).toContain("Beste An Peeters,");
    expect(mail.text).toContain(first.title);
    // October only: 12 views (7 + 3 + 2), the largest source first; 2 requests (spam and November's left out).
    expect(mail.text).toContain(
      `12 bezoeken aan de webpagina: ${nl._("portal.source.portal")} 7 · ${nl._("portal.source.direct")} 3 · ${nl._("portal.source.social")} 2`,
    );
    expect(mail.text).toContain(`2 aanvragen: ${nl._("portal.leads.visit")} 1 · ${nl._("portal.leads.question")} 1`);
    // The alerts are those matching it on the day the mail goes out, and the line says which day.
    expect(mail.text).toMatch(/Op \d{1,2} \p{L}+ \d{4} (past|passen) .*zoekopdracht/u);
    // Every link is on the configured site origin.
    expect(mail.text).toContain(`${ORIGIN}${portalPropertyPath("nl", first.id)}`);
    expect(mail.text).toContain(`${ORIGIN}${portalPath("nl")}`);
    expect(mail.text).toContain(`${ORIGIN}${portalAccountPath("nl")}#owner-report`);
    expect(mail.html).toContain(`href="${escapeHtml(`${ORIGIN}${portalAccountPath("nl")}#owner-report`)}"`);
    for (const url of mail.text.match(/https?:\/\/[^\s)]+/g) ?? []) expect(new URL(url).origin).toBe(ORIGIN);
    // RFC 8058: the mail client's unsubscribe button posts to the stop link the mail shows.
    const stop = /^<(.+)>$/.exec(mail.headers["List-Unsubscribe"] ?? "")?.[1];
    expect(stop).toMatch(new RegExp(`^${ORIGIN}/nl/maandrapport/[0-9a-f-]{36}\\.[0-9a-f]{32}/stop/$`));
    expect(mail.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail.text).toContain(stop);
    expect(mail.text).toContain(nl._("mail.ownerReport.stop"));
  });

  it("sends nothing for a second message of the same owner and month, nor when the cron runs again", async () => {
    const before = (await devMailboxRepository(env.DB).recent(500)).length;
    const result = await consume(messageOf(await runCron(), an));
    expect(result.explicitAcks).toHaveLength(1);
    expect((await devMailboxRepository(env.DB).recent(500)).length).toBe(before);
    expect(await mailsTo(AN.email)).toHaveLength(1);
  });

  it("is retried by the queue when the mail fails, and sent by the retry (never lost); the dead-letter queue only logs it", async () => {
    const sophie = await account({ email: `sophie-${crypto.randomUUID()}@example.be`, firstName: "Sophie", lastName: "Lambert", lang: "fr" }, [first.id]);
    const [message] = messageOf(await runCron(), sophie);
    expect(message).toBeDefined();
    const failing: MailTransport = { send: () => Promise.reject(new Error("mail service unavailable")) };
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const batch = createMessageBatch<DeliveryMessage>("vitrine-lead-deliveries", [{ id: "f1", timestamp: new Date(), attempts: 1, body: message! }]);
    await consumeDeliveries(batch, deliveryDeps(env, { transport: failing }));
    warn.mockRestore();
    expect((await getQueueResult(batch, createExecutionContext())).retryMessages).toEqual([{ msgId: "f1" }]);
    expect(await reports.wasSent(sophie.id, "2026-10")).toBe(false);
    expect(await mailsTo(sophie.email)).toHaveLength(0);

    const retry = await consume([message!]);
    expect(retry.explicitAcks).toHaveLength(1);
    const [report] = await mailsTo(sophie.email);
    // The same figures in French, with the no-break space French puts before a colon.
    expect(report?.subject).toMatch(/^Vos biens en octobre 2026 – /);
    expect(report?.text).toContain("12 visites de la page web\u00a0: ");
    expect(report?.headers["List-Unsubscribe"]).toMatch(/\/fr\/rapport-mensuel\/.+\/stop\/>$/);
    expect(await reports.wasSent(sophie.id, "2026-10")).toBe(true);

    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const dead = createMessageBatch<DeliveryMessage>("vitrine-lead-deliveries-dead", [{ id: "d1", timestamp: new Date(), attempts: 7, body: message! }]);
    await consumeDeadDeliveries(dead, leadRepository(env.DB));
    expect(error).toHaveBeenCalledWith("owner report gave up", sophie.id, "2026-10");
    error.mockRestore();
    expect((await getQueueResult(dead, createExecutionContext())).explicitAcks).toEqual(["d1"]);
  });

  it("takes again a claim left unsent for over an hour (its delivery died), never a fresh one", async () => {
    const jan = await account({ email: `jan-${crypto.randomUUID()}@example.be`, firstName: "Jan", lastName: "Claes", lang: "en" }, [first.id]);
    const message = { ownerId: jan.id, month: "2026-10", kind: "owner-report" } as const;
    expect(await reports.claim(jan.id, "2026-10", Date.now() - 60_000)).toBe(true);
    expect(await deliver(message, deliveryDeps(env))).toBe("already");
    expect(await mailsTo(jan.email)).toHaveLength(0);
    await env.DB.prepare("UPDATE owner_reports SET claimed_at = ? WHERE owner_id = ?")
      .bind(Date.now() - STALE_CLAIM_MS - 60_000, jan.id)
      .run();
    expect(await deliver(message, deliveryDeps(env))).toBe("delivered");
    expect(await mailsTo(jan.email)).toHaveLength(1);
    expect(await deliver(message, deliveryDeps(env))).toBe("already");
  });

  it("is stopped by its one-click link without signing in, with a page in the owner's language; a bad signature is refused", async () => {
    const claire = await account({ email: `claire-${crypto.randomUUID()}@example.be`, firstName: "Claire", lastName: "Martin", lang: "fr" }, [first.id]);
    await consume(messageOf(await runCron(), claire));
    const [mail] = await mailsTo(claire.email);
    const stop = new URL(/^<(.+)>$/.exec(mail!.headers["List-Unsubscribe"] ?? "")![1]!);
    const fr = i18nFor("fr");

    // A tampered signature: no page, no stop.
    const tampered = stop.pathname.replace(/(.)(\/stop\/)$/, (_, last: string, rest: string) => `${last === "0" ? "1" : "0"}${rest}`);
    expect(tampered).not.toBe(stop.pathname);
    expect((await exports.default.fetch(new Request(new URL(tampered, ORIGIN)))).status).toBe(404);
    const refused = await exports.default.fetch(new Request(new URL(tampered, ORIGIN), { method: "POST", body: "List-Unsubscribe=One-Click" }));
    expect(refused.ok).toBe(false);
    expect(await reports.wantsReport(claire.id)).toBe(true);

    // The page a scanner or the owner opens: a button, nothing stopped yet.
    const page = await exports.default.fetch(new Request(new URL(stop.pathname, ORIGIN)));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('lang="fr"');
    expect(html).toContain(escapeHtml(fr._("ownerReport.stop.title")));
    expect(html).toContain(escapeHtml(fr._("ownerReport.stop.button")));
    expect(await reports.wantsReport(claire.id)).toBe(true);

    // The mail client's one-click post (RFC 8058): no Origin, no page.
    const posted = await exports.default.fetch(
      new Request(new URL(stop.pathname, ORIGIN), {
        method: "POST",
        body: "List-Unsubscribe=One-Click",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      }),
    );
    expect(posted.status).toBe(200);
    expect(await posted.text()).toContain(escapeHtml(fr._("ownerReport.stopped")));
    expect(await reports.wantsReport(claire.id)).toBe(false);
    expect(messageOf(await runCron(), claire)).toEqual([]);
  });
});
