import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { exportPerson } from "../../../worker/privacy/export";
import { purgeExpired, UNCONFIRMED_RETENTION_DAYS } from "../../../worker/jobs/retention";
import { clearTables, staffPost, storeLead } from "./helpers";

beforeEach(clearTables);

const DAY = 86_400_000;
const count = async (sql: string, ...params: unknown[]) =>
  (
    await env.DB.prepare(sql)
      .bind(...params)
      .first<{ n: number }>()
  )?.n ?? 0;

/** A person with everything the site can hold: leads (one with a photo), an alert with a match and a digest, a subscription. */
async function person(email: string, at = Date.now()): Promise<{ photo: string; alert: string }> {
  const photo = `testimonials/${crypto.randomUUID()}.jpg`;
  await env.UPLOADS.put(photo, new Uint8Array([0xff, 0xd8, 0xff]));
  const testimonial = await storeLead(
    { email, form: "testimonial", payload: { fields: { name: "N", comment: "C" }, photo: { key: photo, type: "image/jpeg", size: 3 } } },
    at,
  );
  await storeLead({ email }, at);
  const alert = crypto.randomUUID();
  const digest = crypto.randomUUID();
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO search_alerts (id, lang, email, person, criteria, frequency, state, created_at, updated_at) VALUES (?, 'nl', ?, '{}', '{\"goal\":0,\"types\":[1],\"zones\":[\"9000\"],\"area\":null}', 'daily', 'active', ?, ?)",
    ).bind(alert, email, at, at),
    env.DB.prepare("INSERT INTO alert_digests (id, alert_id, created_at) VALUES (?, ?, ?)").bind(digest, alert, at),
    env.DB.prepare("INSERT INTO alert_matches (alert_id, property_id, reason, version, matched_at, digest_id) VALUES (?, 1, 'new', 1, ?, ?)").bind(
      alert,
      at,
      digest,
    ),
    env.DB.prepare("INSERT INTO newsletter_subscribers (id, email, lang, state, source, created_at) VALUES (?, ?, 'nl', 'active', 'sign-newsletter', ?)").bind(
      crypto.randomUUID(),
      email,
      at,
    ),
    env.DB.prepare("INSERT INTO testimonial_reviews (lead_id, state, decided_at, decided_by) VALUES (?, 'rejected', ?, 'x')").bind(testimonial, at),
  ]);
  return { photo, alert };
}

async function holdings(email: string) {
  return {
    leads: await count("SELECT count(*) AS n FROM leads WHERE email = ?", email),
    deliveries: await count("SELECT count(*) AS n FROM lead_deliveries d JOIN leads l ON l.id = d.lead_id WHERE l.email = ?", email),
    alerts: await count("SELECT count(*) AS n FROM search_alerts WHERE email = ?", email),
    subscribers: await count("SELECT count(*) AS n FROM newsletter_subscribers WHERE email = ?", email),
  };
}

describe("privacy tools", () => {
  it("exports one person's data as a JSON download", async () => {
    await person("Export.Me@example.com".toLowerCase());
    await person("someone.else@example.com");
    const { status, body, response } = await staffPost("/staff/privacy/export/", { email: " Export.Me@Example.com " });
    expect(status).toBe(200);
    expect(response.headers.get("Content-Disposition")).toContain("attachment");
    const data = JSON.parse(body) as {
      email: string;
      leads: { payload: { fields: Record<string, string> }; deliveries: unknown[] }[];
      searchAlerts: { matches: unknown[] }[];
      newsletter: unknown[];
    };
    expect(data.email).toBe("export.me@example.com");
    expect(data.leads).toHaveLength(2);
    expect(data.leads[0]!.payload.fields.name).toBe("N");
    expect(data.searchAlerts[0]!.matches).toHaveLength(1);
    expect(data.newsletter).toHaveLength(1);
    expect(body).not.toContain("someone.else@example.com");
  });

  it("exports a page a friend sent to the person without the sender's data, and the sender's own lead whole", async () => {
    const sender = "sender@example.com";
    const recipient = "friend@example.com";
    const sent = await storeLead({
      email: sender,
      form: "send-to-friend",
      page: "/en/for-sale/house/42/",
      propertyId: 42,
      person: { firstName: "Sam", lastName: "Sender", email: sender, phone: "+32 470 12 34 56" },
      payload: { fields: { friendEmail: "Friend@Example.com", remark: "Look at this one, love Sam" } },
      deliveries: ["friend-mail", "agency-mail"],
    });
    await person(recipient);
    const { body } = await staffPost("/staff/privacy/export/", { email: recipient });
    const data = JSON.parse(body) as { leads: Record<string, unknown>[]; searchAlerts: { matches: unknown[]; digests: unknown[] }[] };
    expect(data.leads).toHaveLength(3);
    const received = data.leads.find((lead) => lead.id === sent);
    expect(received).toEqual({
      id: sent,
      form: "send-to-friend",
      role: "recipient",
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      lang: "en",
      page: "/en/for-sale/house/42/",
      property_id: 42,
      project_id: null,
      deliveries: [expect.objectContaining({ kind: "friend-mail", state: "pending" })],
    });
    for (const secret of [sender, "Sam", "Sender", "+32 470", "love Sam"]) expect(body).not.toContain(secret);
    // The recipient's own leads and alerts still come with their deliveries, matches and digests.
    const own = data.leads.filter((lead) => lead.role === "sender");
    expect(own).toHaveLength(2);
    for (const lead of own) expect(lead.deliveries).toHaveLength(2);
    expect(data.searchAlerts[0]!.matches).toHaveLength(1);
    expect(data.searchAlerts[0]!.digests).toHaveLength(1);

    const bySender = JSON.parse((await staffPost("/staff/privacy/export/", { email: sender })).body) as { leads: Record<string, unknown>[] };
    expect(bySender.leads).toEqual([
      expect.objectContaining({
        id: sent,
        role: "sender",
        payload: expect.objectContaining({ fields: expect.objectContaining({ remark: "Look at this one, love Sam" }) }),
      }),
    ]);
    expect(bySender.leads[0]!.deliveries).toHaveLength(2);
  });

  it("exports a person with more leads than D1 binds parameters in a fixed number of queries", async () => {
    const many = 120;
    for (let index = 0; index < many; index += 1) await storeLead({ email: "busy@example.com" }, Date.now() + index);
    const prepare = vi.spyOn(env.DB, "prepare");
    const data = await exportPerson(env.DB, "busy@example.com");
    expect(data.leads).toHaveLength(many);
    expect(data.leads.every((lead) => Array.isArray(lead.deliveries) && lead.deliveries.length === 2)).toBe(true);
    // Leads, alerts, deliveries, testimonial decisions, internal notes, status history, newsletter, the
    // staff area's row, the stop of all mail, favourites watches (no alerts or watches: no matches,
    // digests or change mails to read).
    expect(prepare).toHaveBeenCalledTimes(10);
    prepare.mockRestore();
  });

  it("asks for a confirmation, then erases everything of that address and nothing of others", async () => {
    const erased = await person("erase.me@example.com");
    const kept = await person("keep.me@example.com");
    const first = await staffPost("/staff/privacy/erase/", { email: "erase.me@example.com" });
    expect(first.status).toBe(200);
    expect(first.body).toContain('name="confirm"');
    expect((await holdings("erase.me@example.com")).leads).toBe(2);

    const done = await staffPost("/staff/privacy/erase/", { email: "ERASE.me@example.com", confirm: "yes" });
    expect(done.status).toBe(200);
    expect(await holdings("erase.me@example.com")).toEqual({ leads: 0, deliveries: 0, alerts: 0, subscribers: 0 });
    expect(await count("SELECT count(*) AS n FROM alert_matches WHERE alert_id = ?", erased.alert)).toBe(0);
    expect(await count("SELECT count(*) AS n FROM alert_digests WHERE alert_id = ?", erased.alert)).toBe(0);
    expect(await env.UPLOADS.head(erased.photo)).toBeNull();
    expect(await holdings("keep.me@example.com")).toEqual({ leads: 2, deliveries: 4, alerts: 1, subscribers: 1 });
    expect(await count("SELECT count(*) AS n FROM alert_matches WHERE alert_id = ?", kept.alert)).toBe(1);
    expect(await env.UPLOADS.head(kept.photo)).not.toBeNull();
  });

  it("exports and erases an address's favourites watches with their change mails, and nobody else's", async () => {
    const watch = (id: string, email: string) =>
      env.DB.batch([
        env.DB.prepare(
          "INSERT INTO favourite_watches (id, lang, email, property_ids, state, created_at) VALUES (?1, 'nl', ?2, '[5001,5002]', 'active', 1)",
        ).bind(id, email),
        env.DB.prepare("INSERT INTO favourite_watch_mails (id, watch_id, version, changes, created_at) VALUES (?1, ?2, 7, '[]', 1)").bind(`${id}-mail`, id),
        // A visit check's mail: its version is the check's time.
        env.DB.prepare("INSERT INTO favourite_watch_mails (id, watch_id, kind, version, changes, created_at) VALUES (?1, ?2, 'visits', ?3, '[]', 2)").bind(
          `${id}-visits`,
          id,
          Date.UTC(2026, 10, 24, 7),
        ),
        env.DB.prepare(
          `INSERT INTO favourite_watch_slots (watch_id, property_id, full_moments, all_full, mailed_moments, checked_at)
           VALUES (?1, 5001, '["2026-11-25T14"]', 0, '["2026-11-26T10"]', ?2)`,
        ).bind(id, Date.UTC(2026, 10, 24, 7)),
      ]);
    await watch("w-erase", "fav.erase@example.com");
    await watch("w-keep", "fav.keep@example.com");
    const exported = JSON.parse((await staffPost("/staff/privacy/export/", { email: "fav.erase@example.com" })).body) as {
      favouriteWatches: { id: string; mails: unknown[] }[];
    };
    expect(exported.favouriteWatches).toMatchObject([
      {
        id: "w-erase",
        property_ids: "[5001,5002]",
        // Each mail says what it was about; a visit check's says when it ran, never a bare number.
        mails: [
          { kind: "listing changes", snapshot_version: 7 },
          { kind: "visit slots free again", checked_at: "2026-11-24T07:00:00.000Z" },
        ],
        visit_calendars: [
          {
            property_id: 5001,
            slots_full: ["2026-11-25T14"],
            all_slots_full: false,
            slots_mailed_as_free_again: ["2026-11-26T10"],
            checked_at: "2026-11-24T07:00:00.000Z",
          },
        ],
      },
    ]);
    expect(JSON.stringify(exported.favouriteWatches)).not.toContain(String(Date.UTC(2026, 10, 24, 7)));
    await staffPost("/staff/privacy/erase/", { email: "fav.erase@example.com", confirm: "yes" });
    expect(await count("SELECT count(*) AS n FROM favourite_watches WHERE email = ?", "fav.erase@example.com")).toBe(0);
    expect(await count("SELECT count(*) AS n FROM favourite_watch_mails WHERE watch_id = ?", "w-erase")).toBe(0);
    expect(await count("SELECT count(*) AS n FROM favourite_watch_slots WHERE watch_id = ?", "w-erase")).toBe(0);
    expect(await count("SELECT count(*) AS n FROM favourite_watch_mails WHERE watch_id = ?", "w-keep")).toBe(2);
    expect(await count("SELECT count(*) AS n FROM favourite_watch_slots WHERE watch_id = ?", "w-keep")).toBe(1);
  });

  it("refuses an address that is not one, and erases nothing", async () => {
    await person("stay@example.com");
    const { status } = await staffPost("/staff/privacy/erase/", { email: "not an address", confirm: "yes" });
    expect(status).toBe(422);
    expect((await holdings("stay@example.com")).leads).toBe(2);
  });
});

describe("the retention purge", () => {
  it("erases leads older than the retention except approved testimonials, and long-stopped alerts and unsubscribed addresses", async () => {
    const now = new Date(Date.UTC(2026, 10, 24));
    const old = now.getTime() - 40 * DAY;
    const oldPhoto = `testimonials/${crypto.randomUUID()}.png`;
    await env.UPLOADS.put(oldPhoto, new Uint8Array([1]));
    const expired = await storeLead({ email: "old@example.com", payload: { fields: {}, photo: { key: oldPhoto, type: "image/png", size: 1 } } }, old);
    const approved = await storeLead({ email: "praise@example.com", form: "testimonial", payload: { fields: { name: "P", comment: "Great" } } }, old);
    await env.DB.prepare("INSERT INTO testimonial_reviews (lead_id, state, decided_at, decided_by) VALUES (?, 'approved', ?, 'x')").bind(approved, old).run();
    const recent = await storeLead({ email: "new@example.com" }, now.getTime() - 5 * DAY);
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO search_alerts (id, lang, email, person, criteria, frequency, state, created_at, updated_at, stopped_at) VALUES ('a-stopped', 'nl', 'x@example.com', '{}', '{}', 'daily', 'stopped', ?1, ?1, ?1)",
      ).bind(old),
      env.DB.prepare(
        "INSERT INTO search_alerts (id, lang, email, person, criteria, frequency, state, created_at, updated_at) VALUES ('a-active', 'nl', 'y@example.com', '{}', '{}', 'daily', 'active', ?1, ?1)",
      ).bind(old),
      env.DB.prepare(
        "INSERT INTO newsletter_subscribers (id, email, lang, state, source, created_at, unsubscribed_at) VALUES ('s-gone', 'gone@example.com', 'nl', 'unsubscribed', 'x', ?1, ?1)",
      ).bind(old),
      env.DB.prepare(
        "INSERT INTO newsletter_subscribers (id, email, lang, state, source, created_at) VALUES ('s-active', 'stay@example.com', 'nl', 'active', 'x', ?1)",
      ).bind(old),
    ]);
    const report = await purgeExpired({ ...env, LEAD_RETENTION_DAYS: "30" }, now);
    expect(report).toEqual({ leads: 1, photos: 1, orphanPhotos: 0, alerts: 1, subscribers: 1, favouriteWatches: 0, staffPeople: 0 });
    const ids = (await env.DB.prepare("SELECT id FROM leads ORDER BY id").all<{ id: string }>()).results.map((row) => row.id);
    expect(ids).not.toContain(expired);
    expect(ids).toEqual(expect.arrayContaining([approved, recent]));
    expect(await count("SELECT count(*) AS n FROM lead_deliveries WHERE lead_id = ?", expired)).toBe(0);
    expect(await env.UPLOADS.head(oldPhoto)).toBeNull();
    expect(await count("SELECT count(*) AS n FROM search_alerts WHERE id = 'a-active'")).toBe(1);
    expect(await count("SELECT count(*) AS n FROM search_alerts WHERE id = 'a-stopped'")).toBe(0);
    expect(await count("SELECT count(*) AS n FROM newsletter_subscribers WHERE id = 's-active'")).toBe(1);
    // The default retention (two years) keeps all of what is left.
    expect(await purgeExpired(env, now)).toEqual({ leads: 0, photos: 0, orphanPhotos: 0, alerts: 0, subscribers: 0, favouriteWatches: 0, staffPeople: 0 });
  });
});

describe("never confirmed opt-ins", () => {
  it(`are erased after ${UNCONFIRMED_RETENTION_DAYS} days, with whatever an alert holds, while confirmed ones stay`, async () => {
    const now = new Date(Date.UTC(2026, 10, 24));
    const stale = now.getTime() - (UNCONFIRMED_RETENTION_DAYS + 1) * DAY;
    const fresh = now.getTime() - (UNCONFIRMED_RETENTION_DAYS - 1) * DAY;
    const lead = await storeLead({ email: "typo@example.com", form: "demand-register" }, stale);
    const alert = (id: string, state: string, at: number, leadId: string | null = null) =>
      env.DB.prepare(
        "INSERT INTO search_alerts (id, lead_id, lang, email, person, criteria, frequency, state, created_at, updated_at) VALUES (?1, ?2, 'nl', ?3, '{\"firstName\":\"T\"}', '{}', 'daily', ?4, ?5, ?5)",
      ).bind(id, leadId, `${id}@example.com`, state, at);
    const subscriber = (id: string, state: string, at: number) =>
      env.DB.prepare("INSERT INTO newsletter_subscribers (id, email, lang, state, source, created_at) VALUES (?1, ?2, 'nl', ?3, 'sign-newsletter', ?4)").bind(
        id,
        `${id}@example.com`,
        state,
        at,
      );
    await env.DB.batch([
      alert("a-stale", "unconfirmed", stale, lead),
      alert("a-fresh", "unconfirmed", fresh),
      alert("a-confirmed", "active", stale),
      env.DB.prepare("INSERT INTO alert_digests (id, alert_id, created_at) VALUES ('d-stale', 'a-stale', ?1)").bind(stale),
      env.DB.prepare("INSERT INTO alert_matches (alert_id, property_id, reason, version, matched_at) VALUES ('a-stale', 1, 'new', 1, ?1)").bind(stale),
      subscriber("s-stale", "unconfirmed", stale),
      subscriber("s-fresh", "unconfirmed", fresh),
      subscriber("s-confirmed", "active", stale),
      ...[
        ["w-stale", "unconfirmed"],
        ["w-fresh", "unconfirmed"],
        ["w-confirmed", "active"],
      ].map(([id, state]) =>
        env.DB.prepare("INSERT INTO favourite_watches (id, lang, email, property_ids, state, created_at) VALUES (?1, 'nl', ?2, '[1]', ?3, ?4)").bind(
          id,
          `${id}@example.com`,
          state,
          id === "w-fresh" ? fresh : stale,
        ),
      ),
    ]);
    // The lead retention (two years by default) is not what erases them.
    expect(await purgeExpired(env, now)).toEqual({ leads: 0, photos: 0, orphanPhotos: 0, alerts: 1, subscribers: 1, favouriteWatches: 1, staffPeople: 0 });
    const ids = async (table: string) => (await env.DB.prepare(`SELECT id FROM ${table} ORDER BY id`).all<{ id: string }>()).results.map((row) => row.id);
    expect(await ids("search_alerts")).toEqual(["a-confirmed", "a-fresh"]);
    expect(await ids("newsletter_subscribers")).toEqual(["s-confirmed", "s-fresh"]);
    expect(await ids("favourite_watches")).toEqual(["w-confirmed", "w-fresh"]);
    expect(await count("SELECT count(*) AS n FROM alert_matches WHERE alert_id = 'a-stale'")).toBe(0);
    expect(await count("SELECT count(*) AS n FROM alert_digests WHERE alert_id = 'a-stale'")).toBe(0);
    // The submission itself stays a lead for the lead retention.
    expect(await count("SELECT count(*) AS n FROM leads WHERE id = ?", lead)).toBe(1);
  });
});
