import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MAX_NOTE_CHARS } from "../../../worker/db/lead-work";
import { i18nFor } from "../../../worker/i18n";
import { accessToken, accessVars, mockAccessTeam, SITE } from "./access-tokens";
import { clearTables, staffFetch, staffPost, storeLead } from "./helpers";

const nl = i18nFor("nl");
const COLLEAGUE = "an.peeters@vitrine-vastgoed.be";

/** The visible text of a page, tags stripped, entities of quotes read, spaces collapsed. */
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");

beforeAll(mockAccessTeam);
beforeEach(async () => {
  await clearTables();
  await env.DB.exec("DELETE FROM staff_people; DELETE FROM staff_roles;");
  await env.DB.prepare("INSERT INTO staff_people (email, name, first_seen_at, last_seen_at) VALUES (?, 'An Peeters', 1, 1)").bind(COLLEAGUE).run();
});

const statusOf = async (id: string) =>
  env.DB.prepare("SELECT status, handled_at, handled_by FROM leads WHERE id = ?")
    .bind(id)
    .first<{ status: string; handled_at: number | null; handled_by: string | null }>();

describe("a lead's status", () => {
  it("moves through any status, also back, each change kept with who and when and said in words; closing is handling", async () => {
    const id = await storeLead({ email: "status@example.com", firstName: "Statia" });
    for (const status of ["in-progress", "answered", "closed"]) {
      const post = await staffPost(`/staff/leads/${id}/status/`, { status });
      expect(post.status).toBe(303);
      expect(post.response.headers.get("Location")).toBe(`/staff/leads/${id}/?done=status`);
    }
    expect(await statusOf(id)).toMatchObject({ status: "closed", handled_by: "dev@localhost" });
    expect((await statusOf(id))?.handled_at).toBeGreaterThan(0);
    // The same status again changes nothing and writes no history.
    await staffPost(`/staff/leads/${id}/status/`, { status: "closed" });
    await staffPost(`/staff/leads/${id}/status/`, { status: "in-progress" });
    expect(await statusOf(id)).toEqual({ status: "in-progress", handled_at: null, handled_by: null });
    const history = await env.DB.prepare("SELECT from_status, to_status, changed_by FROM lead_status_changes WHERE lead_id = ? ORDER BY id").bind(id).all();
    expect(history.results).toEqual([
      { from_status: "new", to_status: "in-progress", changed_by: "dev@localhost" },
      { from_status: "in-progress", to_status: "answered", changed_by: "dev@localhost" },
      { from_status: "answered", to_status: "closed", changed_by: "dev@localhost" },
      { from_status: "closed", to_status: "in-progress", changed_by: "dev@localhost" },
    ]);
    const page = text((await staffFetch(`/staff/leads/${id}/?done=status`)).body);
    expect(page).toContain(nl._("staff.notice.status"));
    expect(page).toMatch(/In behandeling, door dev@localhost, (ma|di|wo|do|vr|za|zo) \d{1,2} \w+\.? \d{4},? \d{2}:\d{2}/);
    expect(page).toContain(`Afgesloten, door dev@localhost`);
    expect(page).not.toContain("in-progress");
  });

  it("refuses a status it does not know, and keeps the former handled filter working", async () => {
    const open = await storeLead({ email: "open@example.com", firstName: "Openella" });
    const closed = await storeLead({ email: "closed@example.com", firstName: "Closedia" });
    expect((await staffPost(`/staff/leads/${open}/status/`, { status: "lost" })).status).toBe(400);
    await staffPost(`/staff/leads/${closed}/handled/`, {});
    expect((await statusOf(closed))?.status).toBe("closed");
    const notClosed = (await staffFetch("/staff/leads/?handled=no")).body;
    expect(notClosed).toContain("Openella");
    expect(notClosed).not.toContain("Closedia");
    // The filter form says it as the status it is now, and the pager and export carry it.
    expect(notClosed).toMatch(/<option value="open" selected="">Niet afgesloten<\/option>/);
    expect(notClosed).toContain('href="/staff/leads.csv?status=open"');
    const onlyClosed = (await staffFetch("/staff/leads/?status=closed")).body;
    expect(onlyClosed).toContain("Closedia");
    expect(onlyClosed).not.toContain("Openella");
    expect(text(onlyClosed)).toContain("Afgesloten");
  });
});

describe("assigning a lead", () => {
  it("assigns a lead to a colleague who signed in, shown by name on its page and in the inbox, filtered on, and to nobody again", async () => {
    const id = await storeLead({ email: "assign@example.com", firstName: "Assignee" });
    const other = await storeLead({ email: "other@example.com", firstName: "Unassigned" });
    await staffFetch("/staff/");
    const page = (await staffFetch(`/staff/leads/${id}/`)).body;
    expect(page).toContain(`<option value="${COLLEAGUE}">An Peeters</option>`);
    // The development identity signed in too (the guard noted it), listed by its address.
    expect(page).toContain('<option value="dev@localhost">dev@localhost</option>');
    const post = await staffPost(`/staff/leads/${id}/assign/`, { assignee: COLLEAGUE });
    expect(post.response.headers.get("Location")).toBe(`/staff/leads/${id}/?done=assigned`);
    expect(text((await staffFetch(`/staff/leads/${id}/`)).body)).toContain("toegewezen aan An Peeters");
    const inbox = (await staffFetch(`/staff/leads/?assignee=${encodeURIComponent(COLLEAGUE)}`)).body;
    expect(inbox).toContain("Assignee");
    expect(inbox).not.toContain("Unassigned");
    expect(inbox).toContain("<td>An Peeters</td>");
    const nobody = (await staffFetch("/staff/leads/?assignee=none")).body;
    expect(nobody).toContain("Unassigned");
    expect(nobody).not.toContain(">Assignee");
    await staffPost(`/staff/leads/${id}/assign/`, { assignee: "" });
    expect((await env.DB.prepare("SELECT assignee FROM leads WHERE id = ?").bind(id).first<{ assignee: string | null }>())?.assignee).toBeNull();
    expect(other).toBeTruthy();
  });

  it("refuses an address that is nobody's in the staff area, but lists someone given a role who never signed in", async () => {
    const id = await storeLead({ email: "refuse@example.com" });
    expect((await staffPost(`/staff/leads/${id}/assign/`, { assignee: "stranger@example.com" })).status).toBe(422);
    expect((await env.DB.prepare("SELECT assignee FROM leads WHERE id = ?").bind(id).first<{ assignee: string | null }>())?.assignee).toBeNull();
    await env.DB.exec("INSERT INTO staff_roles (email, role, updated_at, updated_by) VALUES ('new.agent@vitrine-vastgoed.be', 'agent', 'x', 'dev@localhost')");
    expect((await staffPost(`/staff/leads/${id}/assign/`, { assignee: "New.Agent@vitrine-vastgoed.be" })).status).toBe(303);
    expect((await env.DB.prepare("SELECT assignee FROM leads WHERE id = ?").bind(id).first<{ assignee: string }>())?.assignee).toBe(
      "new.agent@vitrine-vastgoed.be",
    );
  });

  it("notes who signs in at most once per few minutes, with the name their Access token carries", async () => {
    await staffFetch("/staff/");
    const first = await env.DB.prepare("SELECT first_seen_at, last_seen_at FROM staff_people WHERE email = 'dev@localhost'").first<{
      first_seen_at: number;
      last_seen_at: number;
    }>();
    expect(first?.first_seen_at).toBeGreaterThan(0);
    await env.DB.exec("UPDATE staff_people SET last_seen_at = 5 WHERE email = 'dev@localhost'");
    await staffFetch("/staff/leads/");
    expect((await env.DB.prepare("SELECT last_seen_at AS n FROM staff_people WHERE email = 'dev@localhost'").first<{ n: number }>())?.n).toBeGreaterThan(5);
    const seen = (await env.DB.prepare("SELECT last_seen_at AS n FROM staff_people WHERE email = 'dev@localhost'").first<{ n: number }>())?.n;
    await staffFetch("/staff/leads/");
    expect((await env.DB.prepare("SELECT last_seen_at AS n FROM staff_people WHERE email = 'dev@localhost'").first<{ n: number }>())?.n).toBe(seen);

    const agent = "Piet.Claes@vitrine-vastgoed.be";
    await env.DB.prepare("INSERT INTO staff_roles (email, role, updated_at, updated_by) VALUES (?, 'agent', 'x', 'boss')").bind(agent.toLowerCase()).run();
    const headers = { "Cf-Access-Jwt-Assertion": await accessToken(agent, { name: "Piet Claes" }) };
    expect((await staffFetch("/staff/leads/", { origin: SITE, vars: accessVars(), headers })).status).toBe(200);
    const page = (await staffFetch("/staff/leads/", { origin: SITE, vars: accessVars(), headers })).body;
    expect(page).toContain('<option value="piet.claes@vitrine-vastgoed.be">Piet Claes</option>');
  });
});

describe("internal notes", () => {
  it("adds a note by the staff identity, shown escaped with who and when", async () => {
    const id = await storeLead({ email: "notes@example.com" });
    const post = await staffPost(`/staff/leads/${id}/notes/`, { body: "  Called back <script>alert(1)</script>\r\nwill visit Monday  " });
    expect(post.status).toBe(303);
    expect(post.response.headers.get("Location")).toBe(`/staff/leads/${id}/?done=noted#notes`);
    const page = (await staffFetch(`/staff/leads/${id}/?done=noted`)).body;
    expect(page).toContain("Called back &lt;script&gt;alert(1)&lt;/script&gt;\nwill visit Monday</pre>");
    expect(page).not.toContain("<script>alert(1)");
    expect(text(page)).toContain(nl._("staff.notice.noted"));
    expect(text(page)).toMatch(/dev@localhost , (ma|di|wo|do|vr|za|zo) \d/);
    const stored = await env.DB.prepare("SELECT body, written_by FROM lead_notes WHERE lead_id = ?").bind(id).all();
    expect(stored.results).toEqual([{ body: "Called back <script>alert(1)</script>\nwill visit Monday", written_by: "dev@localhost" }]);
  });

  it("refuses an empty or too long note in words, keeping what was typed, and stores nothing", async () => {
    const id = await storeLead({ email: "badnote@example.com" });
    const empty = await staffPost(`/staff/leads/${id}/notes/`, { body: "   " });
    expect(empty.status).toBe(422);
    expect(text(empty.body)).toContain(nl._("staff.work.noteError.empty"));
    const long = `Too long & <b>bold</b> ${"x".repeat(MAX_NOTE_CHARS)}`;
    const tooLong = await staffPost(`/staff/leads/${id}/notes/`, { body: long });
    expect(tooLong.status).toBe(422);
    expect(text(tooLong.body)).toContain(nl._("staff.work.noteError.tooLong", { max: MAX_NOTE_CHARS }));
    expect(tooLong.body).toContain(`aria-invalid="true" aria-describedby="note-error">Too long &amp; &lt;b&gt;bold&lt;/b&gt; xxx`);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM lead_notes").first<{ n: number }>())?.n).toBe(0);
  });

  it("goes with its lead when the lead is erased", async () => {
    const id = await storeLead({ email: "gone@example.com" });
    await staffPost(`/staff/leads/${id}/notes/`, { body: "A note" });
    await staffPost(`/staff/leads/${id}/status/`, { status: "answered" });
    await env.DB.prepare("DELETE FROM lead_deliveries WHERE lead_id = ?").bind(id).run();
    await env.DB.prepare("DELETE FROM leads WHERE id = ?").bind(id).run();
    expect((await env.DB.prepare("SELECT (SELECT count(*) FROM lead_notes) + (SELECT count(*) FROM lead_status_changes) AS n").first<{ n: number }>())?.n).toBe(
      0,
    );
  });
});

describe("the inbox's search and filters", () => {
  it("finds a lead by name, email, phone in any spelling and the property's reference; filters combine", async () => {
    const about = { kind: "property", id: 4711, title: "Villa met tuin", reference: "VIT-0815", path: "/nl/te-koop/gent/villa/4711/" };
    await storeLead({
      email: "marie.dubois@example.be",
      propertyId: 4711,
      form: "contact-appointment",
      person: { firstName: "Marie", lastName: "Dubois", email: "marie.dubois@example.be", phone: "+32470123456" },
      payload: { fields: {}, about },
    });
    await storeLead({ email: "jan@example.com", person: { firstName: "Jan", lastName: "Janssens", email: "jan@example.com", phone: "+3292345678" } });
    const finds = async (q: string) => {
      const body = (await staffFetch(`/staff/leads/?q=${encodeURIComponent(q)}`)).body;
      return { marie: body.includes("Marie Dubois"), jan: body.includes("Jan Janssens") };
    };
    expect(await finds("dubois")).toEqual({ marie: true, jan: false });
    expect(await finds("Marie Dub")).toEqual({ marie: true, jan: false });
    expect(await finds("JAN@EXAMPLE")).toEqual({ marie: false, jan: true });
    expect(await finds("0470 12.34.56")).toEqual({ marie: true, jan: false });
    expect(await finds("+32 470 12 34 56")).toEqual({ marie: true, jan: false });
    expect(await finds("0032470123456")).toEqual({ marie: true, jan: false });
    expect(await finds("09/234.56.78")).toEqual({ marie: false, jan: true });
    expect(await finds("vit-0815")).toEqual({ marie: true, jan: false });
    // LIKE's own wildcards are taken literally.
    expect(await finds("%")).toEqual({ marie: false, jan: false });
    const combined = (await staffFetch("/staff/leads/?q=dubois&status=new&property=4711&form=contact-appointment")).body;
    expect(combined).toContain("Marie Dubois");
    // The property filter names the property by its title and reference, the About cell links to its page.
    expect(combined).toContain('<option value="4711" selected="">Villa met tuin (VIT-0815)</option>');
    expect(combined).toContain('<a href="/staff/properties/4711/">Villa met tuin (VIT-0815)</a>');
    expect(combined).toContain('href="/staff/leads.csv?q=dubois&amp;form=contact-appointment&amp;property=4711&amp;status=new"');
    expect((await staffFetch("/staff/leads/?q=dubois&status=closed")).body).not.toContain("Marie Dubois");
    const csv = (await staffFetch("/staff/leads.csv?q=janssens")).body;
    expect(csv).toContain("jan@example.com");
    expect(csv).not.toContain("marie.dubois@example.be");
  });
});
