/**
 * The owners' monthly report (issue 36) in workerd: the worker's scheduled handler run with the
 * monthly cron mails the demo owner the month before's figures of her properties in her language,
 * once however often it runs, and nothing to an owner who stopped it on the account page.
 */
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { portalAccountPath, portalPath, portalPropertyPath } from "../../../client/i18n/routes";
import { devMailboxRepository } from "../../../worker/db/dev-mailbox";
import { ownerReportRepository } from "../../../worker/db/owner-reports";
import { ownerRepository, type Owner } from "../../../worker/db/owners";
import type { PropertySummary } from "../../../worker/feed/model";
import { demoOwners } from "../../../worker/feed/demo/owners";
import { i18nFor } from "../../../worker/i18n";
import worker from "../../../worker/index";
import type { Mail } from "../../../worker/mail/mail";
import { OWNER_REPORT_CRON } from "../../../worker/owners/monthly-reports";
import { ORIGIN, escapeHtml } from "../worker";
import { demoSnapshot } from "./portal-helpers";

const AN = demoOwners[0]!;
/** The cron of 1 November 2026 (07:05 UTC): the report of October. */
const NOVEMBER_FIRST = Date.UTC(2026, 10, 1, 7, 5);
const owners = ownerRepository(env.DB);

async function runCron(cron = OWNER_REPORT_CRON): Promise<void> {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron, scheduledTime: NOVEMBER_FIRST }), env, ctx);
  await waitOnExecutionContext(ctx);
}

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

beforeAll(async () => {
  const snapshot = await demoSnapshot("nl");
  first = snapshot.properties.find((item) => item.id === AN.propertyIds[0])!;
  expect(first).toBeDefined();
  // The page request made the demo owners (with the demo's views); An's first property gets known ones.
  await account({ email: AN.email, firstName: AN.firstName, lastName: AN.lastName, lang: AN.lang }, AN.propertyIds);
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
  it("mails the demo owner October's figures of her properties in Dutch, with links to the portal and to the setting that stops it", async () => {
    await runCron();
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
    expect(mail.text).toMatch(/zoekopdracht/);
    // Every link is on the configured site origin.
    expect(mail.text).toContain(`${ORIGIN}${portalPropertyPath("nl", first.id)}`);
    expect(mail.text).toContain(`${ORIGIN}${portalPath("nl")}`);
    expect(mail.text).toContain(`${ORIGIN}${portalAccountPath("nl")}#owner-report`);
    expect(mail.html).toContain(`href="${escapeHtml(`${ORIGIN}${portalAccountPath("nl")}#owner-report`)}"`);
    for (const url of mail.text.match(/https?:\/\/[^\s)]+/g) ?? []) expect(new URL(url).origin).toBe(ORIGIN);
  });

  it("sends nothing the second time the cron runs in the same month", async () => {
    await runCron();
    const before = (await devMailboxRepository(env.DB).recent(500)).length;
    await runCron();
    expect((await devMailboxRepository(env.DB).recent(500)).length).toBe(before);
    expect(await mailsTo(AN.email)).toHaveLength(1);
  });

  it("sends nothing to an owner who stopped it, nor to one who never chose a password; other crons send no report", async () => {
    const stopped = await account({ email: `stopped-${crypto.randomUUID()}@example.be`, firstName: "Marc", lastName: "Dubois", lang: "fr" }, [first.id]);
    await ownerReportRepository(env.DB).setWantsReport(stopped.id, false);
    const noPassword = await owners.ensure({ email: `nopassword-${crypto.randomUUID()}@example.be`, lang: "de" });
    await owners.link(noPassword.id, "property", [first.id], "provider");
    const french = await account({ email: `sophie-${crypto.randomUUID()}@example.be`, firstName: "Sophie", lastName: "Lambert", lang: "fr" }, [first.id]);
    await runCron("0 3 * * *").catch(() => undefined);
    expect(await mailsTo(french.email)).toHaveLength(0);
    await runCron();
    expect(await mailsTo(stopped.email)).toHaveLength(0);
    expect(await mailsTo(noPassword.email)).toHaveLength(0);
    const [report] = await mailsTo(french.email);
    // The same figures in French, with the no-break space French puts before a colon.
    expect(report?.subject).toMatch(/^Vos biens en octobre 2026 – /);
    expect(report?.text).toContain("12 visites de la page web\u00a0: ");
  });
});
