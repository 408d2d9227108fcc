import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { leadWorkRepository } from "../../../worker/db/lead-work";
import { erasePerson, erasurePlan } from "../../../worker/privacy/erase";
import { exportPerson } from "../../../worker/privacy/export";
import { purgeExpired } from "../../../worker/jobs/retention";
import { FORMER_COLLEAGUE } from "../../../worker/privacy/statements";
import { clearTables, staffFetch, staffPost, storeLead } from "./helpers";

/** The privacy desk and the retention over the lead work of issue 36: notes, status history, the colleagues. */

const DAY = 86_400_000;
const COLLEAGUE = "former.agent@vitrine-vastgoed.be";

/** The visible text of a page, tags stripped, entities of quotes read, spaces collapsed. */
const text = (html: string) =>
  html
    .replace(/<(style|script)\b[^>]*>.*?<\/\1>/gs, " ")
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");

const count = async (sql: string, ...params: unknown[]) =>
  (
    await env.DB.prepare(sql)
      .bind(...params)
      .first<{ n: number }>()
  )?.n ?? 0;

const ask = (email: string, lang: string, confirm = false) =>
  staffFetch("/staff/privacy/erase/", {
    method: "POST",
    body: new URLSearchParams({ email, ...(confirm ? { confirm: "yes" } : {}) }),
    headers: { "Content-Type": "application/x-www-form-urlencoded", "Accept-Language": lang },
  });

/** A lead of `email` worked by `by`: two status changes (new → in-progress → answered) and `notes` notes. */
async function workedLead(email: string, by: string, notes: number, at = Date.now()): Promise<string> {
  const id = await storeLead({ email }, at);
  const work = leadWorkRepository(env.DB, () => at);
  await work.setStatus(id, "in-progress", by);
  await work.setStatus(id, "answered", by);
  for (let index = 1; index <= notes; index += 1) await work.addNote(id, `Called back, attempt ${index}: ${email} prefers mornings`, by);
  return id;
}

beforeEach(async () => {
  await clearTables();
  await env.DB.exec("DELETE FROM lead_notes; DELETE FROM lead_status_changes; DELETE FROM staff_people;");
});

describe("the privacy desk and the lead work", () => {
  it("exports the agents' notes and the status history of the person's leads, in readable JSON", async () => {
    const id = await workedLead("asked@example.com", COLLEAGUE, 2);
    await workedLead("other@example.com", COLLEAGUE, 1);
    const { body } = await staffPost("/staff/privacy/export/", { email: "asked@example.com" });
    const data = JSON.parse(body) as { leads: Record<string, unknown>[]; staff: unknown[] };
    expect(data.leads).toHaveLength(1);
    expect(data.leads[0]).toMatchObject({
      id,
      status: "answered",
      internal_notes: [
        { body: "Called back, attempt 1: asked@example.com prefers mornings", written_by: COLLEAGUE, written_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) },
        { body: "Called back, attempt 2: asked@example.com prefers mornings", written_by: COLLEAGUE, written_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) },
      ],
      status_history: [
        { from_status: "new", to_status: "in-progress", changed_by: COLLEAGUE, changed_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) },
        { from_status: "in-progress", to_status: "answered", changed_by: COLLEAGUE, changed_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) },
      ],
    });
    expect(data.staff).toEqual([]);
    expect(body).not.toContain("other@example.com");
  });

  it("exports a colleague's own row of the staff area", async () => {
    await env.DB.prepare("INSERT INTO staff_people (email, name, first_seen_at, last_seen_at) VALUES (?, 'Former Agent', ?, ?)")
      .bind(COLLEAGUE, Date.UTC(2026, 0, 5), Date.UTC(2026, 5, 1))
      .run();
    const data = await exportPerson(env.DB, COLLEAGUE.toUpperCase());
    expect(data.staff).toEqual([
      { email: COLLEAGUE, name: "Former Agent", first_seen_at: "2026-01-05T00:00:00.000Z", last_seen_at: "2026-06-01T00:00:00.000Z" },
    ]);
  });

  it("says the notes and the status history it erases with the person's messages, counts them, and leaves none behind", async () => {
    const erased = await workedLead("gone@example.com", COLLEAGUE, 3);
    const kept = await workedLead("kept@example.com", COLLEAGUE, 1);
    const nl = text((await ask("gone@example.com", "nl")).body);
    expect(nl).toContain("1 bericht verstuurd via de formulieren van de site");
    expect(nl).toContain("3 interne notities");
    expect(nl).toContain("2 statuswijzigingen");
    const fr = text((await ask("gone@example.com", "fr")).body);
    expect(fr).toContain("3 notes internes");
    expect(fr).toContain("2 changements de statut");
    const de = text((await ask("gone@example.com", "de")).body);
    expect(de).toContain("3 interne Notizen");
    expect(de).toContain("2 Statusänderungen");
    expect(nl + fr + de).not.toMatch(/lead_notes|lead_status_changes|written_by/);

    const plan = await erasurePlan(env.DB, "gone@example.com");
    expect(plan.rows).toMatchObject({ leads: 1, lead_notes: 3, lead_status_changes: 2 });
    const report = await erasePerson(env.DB, env.UPLOADS, "gone@example.com", { by: "privacy@vitrine.test", now: new Date() });
    for (const [table, rows] of Object.entries(plan.rows)) expect(report.rows[table], table).toBe(rows);
    expect(await count("SELECT count(*) AS n FROM lead_notes WHERE lead_id = ?", erased)).toBe(0);
    expect(await count("SELECT count(*) AS n FROM lead_status_changes WHERE lead_id = ?", erased)).toBe(0);
    expect(await count("SELECT count(*) AS n FROM lead_notes WHERE body LIKE '%gone@example.com%'")).toBe(0);
    expect(await count("SELECT count(*) AS n FROM lead_notes WHERE lead_id = ?", kept)).toBe(1);
    expect(await count("SELECT count(*) AS n FROM lead_status_changes WHERE lead_id = ?", kept)).toBe(2);
  });

  it("erases a colleague: off the list of colleagues, their leads assigned to nobody, their notes and changes by a former colleague, in words", async () => {
    await env.DB.prepare("INSERT INTO staff_people (email, name, first_seen_at, last_seen_at) VALUES (?, 'Former Agent', 1, ?)")
      .bind(COLLEAGUE, Date.now())
      .run();
    const worked = await workedLead("visitor@example.com", COLLEAGUE, 2);
    const work = leadWorkRepository(env.DB);
    await work.assign(worked, COLLEAGUE);
    await work.setStatus(worked, "closed", COLLEAGUE);
    const byOthers = await workedLead("another@example.com", "dev@localhost", 1);
    await work.assign(byOthers, "dev@localhost");
    // A visit request of someone else whose visit the colleague cancelled.
    await env.DB.prepare("UPDATE leads SET visit_day = '2026-12-01', visit_slot = '14' WHERE id = ?").bind(byOthers).run();
    expect(await work.cancelVisit(byOthers, COLLEAGUE)).toBe(true);

    const plan = text((await ask(COLLEAGUE, "en")).body);
    expect(plan).toContain("The address as a colleague in the staff area");
    expect(plan).toContain("1 message assigned to them (then to nobody)");
    expect(plan).toContain("Their name on 2 internal notes");
    expect(plan).toContain("Their name on 3 status changes");
    expect(plan).not.toMatch(/staff_people|assignee|written_by|changed_by|\b0 \p{L}/u);
    const nl = text((await ask(COLLEAGUE, "nl")).body);
    expect(nl).toContain("1 bericht aan hen toegewezen (daarna aan niemand)");
    expect(nl).toContain("Hun naam bij 2 interne notities");

    const planned = await erasurePlan(env.DB, COLLEAGUE);
    const done = await ask(COLLEAGUE, "en", true);
    expect(done.status).toBe(200);
    expect(text(done.body)).toContain("Their name on 3 status changes");
    expect(planned.rows).toMatchObject({
      staff_people: 1,
      "leads.assignee": 1,
      "leads.handled_by": 1,
      "lead_notes.written_by": 2,
      "lead_status_changes.changed_by": 3,
      "leads.visit_cancelled_by": 1,
    });
    expect(await env.DB.prepare("SELECT visit_cancelled_by FROM leads WHERE id = ?").bind(byOthers).first("visit_cancelled_by")).toBe(FORMER_COLLEAGUE);

    expect(await count("SELECT count(*) AS n FROM staff_people WHERE email = ?", COLLEAGUE)).toBe(0);
    const lead = await env.DB.prepare("SELECT assignee, handled_by, status FROM leads WHERE id = ?").bind(worked).first();
    expect(lead).toEqual({ assignee: null, handled_by: FORMER_COLLEAGUE, status: "closed" });
    for (const table of ["lead_notes", "lead_status_changes", "leads"]) {
      const dump = JSON.stringify((await env.DB.prepare(`SELECT * FROM ${table}`).all()).results);
      expect(dump, table).not.toContain(COLLEAGUE);
    }
    // The visitor's lead keeps its notes and history, by a former colleague, said in words.
    expect(await count("SELECT count(*) AS n FROM lead_notes WHERE lead_id = ? AND written_by = ?", worked, FORMER_COLLEAGUE)).toBe(2);
    // Other colleagues' work is theirs still.
    expect(await env.DB.prepare("SELECT assignee FROM leads WHERE id = ?").bind(byOthers).first("assignee")).toBe("dev@localhost");
    expect(await count("SELECT count(*) AS n FROM lead_notes WHERE written_by = 'dev@localhost'")).toBe(1);

    for (const [lang, words] of [
      ["en", "a former colleague"],
      ["nl", "een voormalige collega"],
    ] as const) {
      const page = text((await staffFetch(`/staff/leads/${worked}/`, { headers: { "Accept-Language": lang } })).body);
      expect(page).toContain(words);
      expect(page).not.toContain(FORMER_COLLEAGUE);
    }
  });
});

describe("the retention purge and the lead work", () => {
  it("erases an expired lead's notes and status history, and colleagues not seen for the retention", async () => {
    const now = new Date(Date.UTC(2026, 10, 24));
    const old = now.getTime() - 40 * DAY;
    const expired = await workedLead("old@example.com", COLLEAGUE, 2, old);
    const recent = await workedLead("new@example.com", "dev@localhost", 1, now.getTime() - 5 * DAY);
    await env.DB.batch([
      env.DB.prepare("INSERT INTO staff_people (email, name, first_seen_at, last_seen_at) VALUES (?1, 'Former Agent', ?2, ?3)").bind(COLLEAGUE, old - DAY, old),
      env.DB.prepare("INSERT INTO staff_people (email, name, first_seen_at, last_seen_at) VALUES ('dev@localhost', NULL, ?1, ?2)").bind(
        old,
        now.getTime() - DAY,
      ),
    ]);
    const report = await purgeExpired({ ...env, LEAD_RETENTION_DAYS: "30" }, now);
    expect(report).toMatchObject({ leads: 1, staffPeople: 1 });
    expect(await count("SELECT count(*) AS n FROM lead_notes WHERE lead_id = ?", expired)).toBe(0);
    expect(await count("SELECT count(*) AS n FROM lead_status_changes WHERE lead_id = ?", expired)).toBe(0);
    expect(await count("SELECT count(*) AS n FROM lead_notes WHERE lead_id = ?", recent)).toBe(1);
    expect(await count("SELECT count(*) AS n FROM lead_status_changes WHERE lead_id = ?", recent)).toBe(2);
    const people = (await env.DB.prepare("SELECT email FROM staff_people").all<{ email: string }>()).results.map((row) => row.email);
    expect(people).toEqual(["dev@localhost"]);
  });
});
