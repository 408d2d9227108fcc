/**
 * Issue 39, "Staff: what is missing": a sync records the listings lacking what their region requires,
 * the staff list and the overview show them in words, and the agency's daily mail names the new ones
 * once a day through the delivery queue.
 */
import { createMessageBatch } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import type { Lang } from "../../../client/i18n/languages";
import type { Bindings } from "../../../worker/bindings";
import { complianceGapRepository, type ComplianceGap } from "../../../worker/compliance/gaps";
import { complianceMailRepository } from "../../../worker/compliance/mails";
import { leadRepository } from "../../../worker/db/leads";
import { FEED_POINTER_KEY } from "../../../worker/feed/snapshot-store";
import type { MailTransport } from "../../../worker/mail/mail";
import { seedContent } from "../../../worker/content";
import { forgetPointer } from "../../../worker/feed/reader";
import { runSync } from "../../../worker/feed/sync";
import type { PropertyDetail } from "../../../worker/feed/model";
import { complianceAfterRun, COMPLIANCE_MAIL_CRON, dailyComplianceMail } from "../../../worker/jobs/compliance";
import { consumeDeadDeliveries, deliver } from "../../../worker/jobs/deliver";
import { deliveryDeps } from "../../../worker/jobs/delivery-deps";
import type { DeliveryMessage } from "../../../worker/leads/delivery-messages";
import { devMailboxRepository } from "../../../worker/mail/dev-mailbox";
import { property, ScriptedSource } from "../../fixtures/listings";
import { syncDeps } from "../sync-deps";
import { recordingQueue, staffFetch } from "./helpers";

/** Complete listings: land in Wallonia (no certificate applies), a Luxembourg flat with both classes. */
const complete = (lang: Lang): PropertyDetail[] => [
  property(1, lang, { region: "wallonia", zip: "5000", typeGroup: 4, goal: 0, epc: null }),
  property(2, lang, {
    region: "luxembourg",
    zip: "9051",
    countryId: 50,
    typeGroup: 2,
    goal: 0,
    epc: { region: "luxembourg", label: "b", value: null, imagePath: null },
    insulationClass: "c",
  }),
];

/** A Brussels rental with its energy facts but no charges for the tenant. */
const rentalWithoutCharges = (lang: Lang) =>
  property(3, lang, {
    region: "brussels",
    zip: "1050",
    typeGroup: 2,
    goal: 1,
    title: "Appartement Elsene",
    reference: "BXL-3",
    epc: { region: "brussels", label: "c", value: 140, imagePath: null },
    groups: [{ id: "energy", fields: [{ label: "detail.co2Emission", value: "28 kg CO₂/m².jaar" }] }],
  });

const answer = (listings: (lang: Lang) => PropertyDetail[]) => (lang: Lang) => ({
  snapshot: {
    properties: listings(lang),
    projects: [],
    typeGroups: [2, 4].map((webId, index) => ({ webId, name: `Groep ${webId}`, showOrder: index, saleCount: 0, rentCount: 0 })),
    cities: [],
  },
  rejected: [],
  complete: true,
});

async function sync(listings: (lang: Lang) => PropertyDetail[], at: number) {
  const result = await runSync(syncDeps(new ScriptedSource(answer(listings)), { clock: { at } }), "full");
  await complianceAfterRun(env, result, at);
  forgetPointer();
  return result;
}

const DAY = Date.parse("2026-11-23T07:00:00Z");
const gaps = () => complianceGapRepository(env.DB).list();

beforeEach(async () => {
  const { keys } = await env.FEED.list();
  await Promise.all(keys.map((key) => env.FEED.delete(key.name)));
  // snapshot_versions stays: version numbers never repeat (tests/integration/seeded-start.ts), or the
  // worker's memory of a version would hand this file's listings to the files after it.
  await env.DB.exec(
    "DELETE FROM sync_runs; DELETE FROM sync_lease; DELETE FROM compliance_gaps; DELETE FROM compliance_checks; DELETE FROM compliance_mails; DELETE FROM dev_mailbox;",
  );
  forgetPointer();
});

describe("after a sync", () => {
  it("records a new incomplete listing with when it was first seen, keeps that time, and lets it go once put right", async () => {
    expect((await sync(complete, DAY - 3 * 86_400_000)).outcome).toBe("published");
    expect(await gaps()).toEqual([]);

    const seen = DAY - 2 * 86_400_000;
    expect((await sync((lang) => [...complete(lang), rentalWithoutCharges(lang)], seen)).outcome).toBe("published");
    expect(await gaps()).toMatchObject([
      { propertyId: 3, firstSeenAt: seen, reference: "BXL-3", region: "brussels", goal: 1, missing: [{ fact: "charges", rule: "rentAdvert" }] },
    ]);

    // Still lacking it a day later (another listing changed): the same first-seen time.
    await sync((lang) => [...complete(lang), rentalWithoutCharges(lang), property(4, lang, { region: "wallonia", typeGroup: 4, goal: 0 })], DAY - 86_400_000);
    expect((await gaps()).map((gap) => [gap.propertyId, gap.firstSeenAt])).toEqual([[3, seen]]);

    // Put right: it leaves the list.
    const fixed = (lang: Lang) => {
      const rental = rentalWithoutCharges(lang);
      rental.groups.push({ id: "financial", fields: [{ label: "detail.chargesRenter", value: "€ 75" }] });
      return [...complete(lang), rental];
    };
    await sync(fixed, DAY);
    expect(await gaps()).toEqual([]);

    // Lacking it again: new again.
    await sync((lang) => [...complete(lang), rentalWithoutCharges(lang)], DAY + 3_600_000);
    expect(await gaps()).toMatchObject([{ propertyId: 3, firstSeenAt: DAY + 3_600_000 }]);
  });

  it("checks a version no run checked yet even when the run publishes nothing new (the first run after a deploy)", async () => {
    const listings = (lang: Lang) => [...complete(lang), rentalWithoutCharges(lang)];
    await runSync(syncDeps(new ScriptedSource(answer(listings)), { clock: { at: DAY } }), "full");
    expect(await gaps()).toEqual([]);
    expect((await sync(listings, DAY + 60_000)).outcome).toBe("unchanged");
    expect((await gaps()).map((gap) => gap.propertyId)).toEqual([3]);
  });

  it("checks the version the run reports, without reading the pointer again", async () => {
    const result = await runSync(
      syncDeps(new ScriptedSource(answer((lang) => [...complete(lang), rentalWithoutCharges(lang)])), { clock: { at: DAY } }),
      "full",
    );
    await env.FEED.delete(FEED_POINTER_KEY);
    await complianceAfterRun(env, result, DAY);
    expect((await gaps()).map((gap) => gap.propertyId)).toEqual([3]);
  });

  it("rewrites no recorded row whose listing still lacks the same facts", async () => {
    await sync((lang) => [...complete(lang), rentalWithoutCharges(lang)], DAY);
    const [found] = await gaps();
    const { firstSeenAt: _, ...same } = found!;
    expect(await complianceGapRepository(env.DB).record(99, [same], DAY + 1)).toBe(0);
    expect(await complianceGapRepository(env.DB).record(100, [{ ...same, missing: [] }], DAY + 2)).toBe(1);
  });

  it("never fails the sync when the check cannot read the listings", async () => {
    const result = await runSync(syncDeps(new ScriptedSource(answer(complete)), { clock: { at: DAY } }), "full");
    const broken = { ...env, DB: { prepare: () => ({ first: () => Promise.reject(new Error("D1 is away")) }) } } as unknown as Bindings;
    await expect(complianceAfterRun(broken, result, DAY)).resolves.toBeUndefined();
  });
});

describe("the staff list and the overview", () => {
  it("list the incomplete listing with its missing fact and rule in words, and link to it", async () => {
    await sync((lang) => [...complete(lang), rentalWithoutCharges(lang)], DAY);
    const { status, body } = await staffFetch("/staff/compliance/");
    expect(status).toBe(200);
    expect(body).toContain("Kosten en lasten voor de huurder");
    expect(body).toContain("Huurregels: elke huuradvertentie vermeldt de huurprijs en de kosten en lasten.");
    expect(body).toContain("BXL-3");
    expect(body).toContain('href="/nl/te-koop/gent/woning/3/"');
    expect(body).toContain('href="/staff/properties/3/"');
    // The rule, in words, links to the government's page that explains it.
    expect(body).toContain(
      '<a class="rule-source" href="https://www.vlaanderen.be/huren-en-verhuren/een-woning-verhuren" rel="noreferrer">Huurregels: elke huuradvertentie vermeldt de huurprijs en de kosten en lasten.</a>',
    );
    expect(body).not.toMatch(/chargesRenter|rentAdvert|staff\.compliance/);

    const overview = await staffFetch("/staff/");
    expect(overview.body).toMatch(/<span class="tile-count">1<\/span> <span class="tile-what">Panden zonder alle verplichte vermeldingen<\/span>/);
    expect(overview.body).toContain('href="/staff/compliance/"');
  });

  it("filter by region and say so in words when a region has none", async () => {
    await sync((lang) => [...complete(lang), rentalWithoutCharges(lang)], DAY);
    const brussels = await staffFetch("/staff/compliance/?region=brussels");
    expect(brussels.body).toContain("BXL-3");
    const flanders = await staffFetch("/staff/compliance/?region=flanders");
    expect(flanders.body).not.toContain("BXL-3");
    expect(flanders.body).toContain("In deze regio vermelden alle panden wat gevraagd wordt.");
  });
});

describe("the agency's daily mail", () => {
  const on = (queue: Bindings["LEAD_DELIVERIES"]) => ({ ...env, COMPLIANCE_MAIL: "on", LEAD_DELIVERIES: queue }) as Bindings;
  const mails = async () =>
    (await devMailboxRepository(env.DB).recent(20)).map((kept) => kept.mail).filter((mail) => mail.subject.includes("verplichte vermeldingen"));

  it("queues one mail naming the new listing in words, sends it once, and a second run the same day sends nothing", async () => {
    await sync((lang) => [...complete(lang), rentalWithoutCharges(lang)], DAY - 3_600_000);
    const { sent, queue } = recordingQueue();
    await dailyComplianceMail(on(queue), COMPLIANCE_MAIL_CRON, DAY);
    expect(sent).toEqual([{ day: "2026-11-23", kind: "compliance-mail" }]);

    for (const message of [...sent, ...sent] as DeliveryMessage[]) await deliver(message, deliveryDeps(env));
    const [mail, ...more] = await mails();
    expect(more).toEqual([]);
    expect(mail!.subject).toBe("1 pand mist verplichte vermeldingen");
    expect(mail!.to).toEqual([{ name: seedContent.site.agency.name.nl, email: seedContent.site.agency.email }]);
    expect(mail!.text).toContain("Appartement Elsene (BXL-3)");
    expect(mail!.text).toContain("Kosten en lasten voor de huurder");
    expect(mail!.text).not.toMatch(/charges|rentAdvert/);

    // The same day's next run (and the hour's other triggers): nothing queued, nothing sent.
    await dailyComplianceMail(on(queue), COMPLIANCE_MAIL_CRON, DAY + 60_000);
    expect(sent).toHaveLength(1);
    expect(await mails()).toHaveLength(1);

    // The next day, with nothing new: no mail either.
    await dailyComplianceMail(on(queue), COMPLIANCE_MAIL_CRON, DAY + 86_400_000);
    expect(sent).toHaveLength(1);
  });

  it("names the listings of mails whose messages were lost in the one mail of the day they are found, however many days passed", async () => {
    await sync((lang) => [...complete(lang), rentalWithoutCharges(lang)], DAY - 3_600_000);
    const lost = recordingQueue();
    await dailyComplianceMail(on(lost.queue), COMPLIANCE_MAIL_CRON, DAY);
    expect(lost.sent).toHaveLength(1);
    // Another listing lacks something the next day; its mail's message is lost too.
    const more = (lang: Lang) => [
      ...complete(lang),
      rentalWithoutCharges(lang),
      property(7, lang, { region: "wallonia", zip: "5000", typeGroup: 2, goal: 0, reference: "WAL-7" }),
    ];
    await sync(more, DAY + 3_600_000);
    await dailyComplianceMail(on(lost.queue), COMPLIANCE_MAIL_CRON, DAY + 86_400_000);

    const { sent, queue } = recordingQueue();
    await dailyComplianceMail(on(queue), COMPLIANCE_MAIL_CRON, DAY + 2 * 86_400_000);
    expect(sent).toEqual([{ day: "2026-11-25", kind: "compliance-mail" }]);
    for (const message of [...lost.sent, ...sent] as DeliveryMessage[]) await deliver(message, deliveryDeps(env));
    const [mail, ...others] = await mails();
    expect(others).toEqual([]);
    expect(mail!.subject).toBe("2 panden missen verplichte vermeldingen");
    expect(mail!.text).toContain("(BXL-3)");
    expect(mail!.text).toContain("(WAL-7)");
    expect((await complianceMailRepository(env.DB).byDay("2026-11-23"))?.state).toBe("dead");
  });

  it("settles dead a mail whose retries ran out, and names its listings in the next day's one mail", async () => {
    await sync((lang) => [...complete(lang), rentalWithoutCharges(lang)], DAY - 3_600_000);
    const { sent, queue } = recordingQueue();
    await dailyComplianceMail(on(queue), COMPLIANCE_MAIL_CRON, DAY);
    const failing: MailTransport = { send: () => Promise.reject(new Error("mail service unavailable")) };
    await expect(deliver(sent[0] as DeliveryMessage, deliveryDeps(env, { transport: failing }))).rejects.toThrow("unavailable");
    expect((await complianceMailRepository(env.DB).byDay("2026-11-23"))?.state).toBe("pending");
    const dead = createMessageBatch<DeliveryMessage>("vitrine-lead-deliveries-dead", [
      { id: "c1", timestamp: DAY, attempts: 7, body: sent[0] as DeliveryMessage },
    ]);
    await consumeDeadDeliveries(dead, leadRepository(env.DB), undefined, undefined, complianceMailRepository(env.DB));
    expect((await complianceMailRepository(env.DB).byDay("2026-11-23"))?.state).toBe("dead");

    // Each of the next three mornings: at most one mail, the first naming the listing again.
    for (const day of [1, 2, 3]) {
      const before = sent.length;
      await dailyComplianceMail(on(queue), COMPLIANCE_MAIL_CRON, DAY + day * 86_400_000);
      for (const message of sent.slice(before) as DeliveryMessage[]) await deliver(message, deliveryDeps(env));
    }
    expect(sent.slice(1)).toEqual([{ day: "2026-11-24", kind: "compliance-mail" }]);
    const [mail, ...others] = await mails();
    expect(others).toEqual([]);
    expect(mail!.text).toContain("Appartement Elsene (BXL-3)");
  });

  it("lets a delivery take over a claim left by one that died ten minutes ago", async () => {
    await sync((lang) => [...complete(lang), rentalWithoutCharges(lang)], DAY - 3_600_000);
    const { sent, queue } = recordingQueue();
    await dailyComplianceMail(on(queue), COMPLIANCE_MAIL_CRON, DAY);
    const repo = complianceMailRepository(env.DB);
    expect(await repo.claim("2026-11-23", Date.now() - 11 * 60_000)).toBe(true);
    await deliver(sent[0] as DeliveryMessage, deliveryDeps(env));
    expect(await mails()).toHaveLength(1);
    expect((await repo.byDay("2026-11-23"))?.state).toBe("sent");
  });

  it("marks named only the listings the day's stored mail names, not those a second run of that day saw", async () => {
    await sync((lang) => [...complete(lang), rentalWithoutCharges(lang)], DAY - 3_600_000);
    const repo = complianceGapRepository(env.DB);
    const first = await repo.unmailed();
    expect(await complianceMailRepository(env.DB).make("2026-11-23", first, DAY)).toBe(true);
    await sync((lang) => [...complete(lang), rentalWithoutCharges(lang), property(7, lang, { region: "wallonia", zip: "5000", typeGroup: 2, goal: 0 })], DAY);
    const second = [...first, ...(await repo.unmailed())];
    // The same scheduled time (the trigger run twice): the day has its mail; listing 7 stays for the next one.
    expect(await complianceMailRepository(env.DB).make("2026-11-23", second, DAY)).toBe(false);
    expect((await repo.unmailed()).map((gap) => gap.propertyId)).toEqual([7]);
  });

  it("names at most 50 listings and counts the rest in the link to the staff list", async () => {
    const gap = (id: number): ComplianceGap => ({
      propertyId: id,
      firstSeenAt: DAY,
      reference: `R-${id}`,
      title: `Pand ${id}`,
      city: "Gent",
      region: "flanders",
      goal: 0,
      path: `/nl/te-koop/gent/woning/${id}/`,
      missing: [{ fact: "epcCode", rule: "flandersEpc" }],
    });
    await complianceMailRepository(env.DB).make(
      "2026-11-23",
      Array.from({ length: 62 }, (_, index) => gap(index + 1)),
      DAY,
    );
    await deliver({ day: "2026-11-23", kind: "compliance-mail" }, deliveryDeps(env));
    const [mail] = await mails();
    expect(mail!.subject).toBe("62 panden missen verplichte vermeldingen");
    expect(mail!.text).toContain("Pand 50 (R-50)");
    expect(mail!.text).not.toContain("(R-51)");
    expect(mail!.text).toMatch(/En nog 12 panden: bekijk ze allemaal: http:\/\/[^/]+\/staff\/compliance\//);
  });

  it("writes the listings' titles and links in the agency's language", async () => {
    const named = (lang: Lang) => {
      const rental = rentalWithoutCharges(lang);
      return [...complete(lang), { ...rental, title: lang === "fr" ? "Appartement à Ixelles" : rental.title, path: `/${lang}/te-huur/x/y/3/` }];
    };
    await sync(named, DAY - 3_600_000);
    const { sent, queue } = recordingQueue();
    await dailyComplianceMail(on(queue), COMPLIANCE_MAIL_CRON, DAY);
    const french = { ...seedContent, site: { ...seedContent.site, language: { ...seedContent.site.language, languageDefault: "fr" as const } } };
    // The current listings as the delivery reads them (deliveryDeps' own reader memoises versions by number, which these tests reuse).
    await deliver(sent[0] as DeliveryMessage, deliveryDeps(env, { listings: async (lang) => named(lang) }, french));
    const [mail] = (await devMailboxRepository(env.DB).recent(5)).map((kept) => kept.mail);
    expect(mail!.text).toContain("Appartement à Ixelles (BXL-3)");
    expect(mail!.text).toMatch(/http:\/\/[^/]+\/fr\/a-louer\/[^/]+\/[^/]+\/3\//);
    expect(mail!.text).not.toContain("/nl/");
  });

  it("is off unless COMPLIANCE_MAIL is on, and runs only at its hour of the hourly trigger", async () => {
    await sync((lang) => [...complete(lang), rentalWithoutCharges(lang)], DAY - 3_600_000);
    const { sent, queue } = recordingQueue();
    await dailyComplianceMail({ ...env, LEAD_DELIVERIES: queue } as Bindings, COMPLIANCE_MAIL_CRON, DAY);
    await dailyComplianceMail(on(queue), COMPLIANCE_MAIL_CRON, DAY + 3_600_000);
    await dailyComplianceMail(on(queue), "0 3 * * *", Date.parse("2026-11-23T03:00:00Z"));
    expect(sent).toEqual([]);
  });
});
