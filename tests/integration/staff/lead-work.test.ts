import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MAX_NOTE_CHARS } from "../../../worker/db/lead-work";
import { i18nFor } from "../../../worker/i18n";
import { accessToken, accessVars, mockAccessTeam, SITE } from "./access-tokens";
import { clearTables, staffFetch, staffPost, storeLead, pageText } from "./helpers";
import { readCsv } from "../../support/csv";
import migration0019 from "../../../migrations/0019_lead_work_history.sql?raw";

const nl = i18nFor("nl");
const COLLEAGUE = "an.peeters@vitrine-vastgoed.be";

const text = pageText;

beforeAll(mockAccessTeam);
beforeEach(async () => {
  await clearTables();
  await env.DB.exec("DELETE FROM staff_people; DELETE FROM staff_roles;");
  await env.DB.prepare("INSERT INTO staff_people (email, name, first_seen_at, last_seen_at) VALUES (?, 'An Peeters', 1, 1)").bind(COLLEAGUE).run();
  await env.DB.prepare("INSERT INTO staff_roles (email, role, updated_at, updated_by) VALUES (?, 'agent', 'x', 'boss')").bind(COLLEAGUE).run();
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
    expect(page).toMatch(/In behandeling, door dev@localhost, \d{1,2} \w+ \d{4} om \d{2}:\d{2}/);
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
    expect(text(page)).toMatch(/dev@localhost , \d{1,2} \w+ \d{4} om \d{2}:\d{2}/);
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

describe("the review of leads as work", () => {
  const EDITOR = "els.editor@vitrine-vastgoed.be";
  const GROUP_AGENT = "gert.groep@vitrine-vastgoed.be";
  const NOBODY = "zonder.rol@vitrine-vastgoed.be";
  const vars = accessVars({ STAFF_ROLE_GROUPS: "Vitrine agents=agent" });
  const visit = async (email: string, path: string, claims: Record<string, unknown> = {}) =>
    staffFetch(path, { origin: SITE, vars, headers: { "Cf-Access-Jwt-Assertion": await accessToken(email, claims) } });

  it("lists as assignees only people whose role reaches the leads, the role Access groups gave them included", async () => {
    const id = await storeLead({ email: "roles@example.com" });
    await env.DB.prepare("INSERT INTO staff_roles (email, role, updated_at, updated_by) VALUES (?, 'editor', 'x', 'boss')").bind(EDITOR).run();
    // Someone Access lets in without a role, and an editor: refused the leads, never a colleague to assign to.
    expect((await visit(NOBODY, "/staff/")).status).toBe(403);
    expect((await visit(EDITOR, "/staff/content/")).status).toBe(200);
    // An agent by their Access group (not in the roles table).
    expect((await visit(GROUP_AGENT, "/staff/leads/", { groups: ["Vitrine agents"] })).status).toBe(200);
    const page = (await staffFetch(`/staff/leads/${id}/`)).body;
    expect(page).toContain(`<option value="${GROUP_AGENT}">`);
    expect(page).toContain(`<option value="${COLLEAGUE}">An Peeters</option>`);
    expect(page).not.toContain(NOBODY);
    expect(page).not.toContain(EDITOR);
    // The assign post refuses them too, in words, on the lead's page.
    const refused = await staffPost(`/staff/leads/${id}/assign/`, { assignee: EDITOR });
    expect(refused.status).toBe(422);
    expect(text(refused.body)).toContain(nl._("staff.work.assignError"));
    expect(refused.body).not.toContain("unknown colleague");
    expect(await env.DB.prepare("SELECT assignee FROM leads WHERE id = ?").bind(id).first("assignee")).toBeNull();
    expect((await staffPost(`/staff/leads/${id}/assign/`, { assignee: GROUP_AGENT })).status).toBe(303);
    // A role taken away takes the person off the list.
    await env.DB.prepare("DELETE FROM staff_roles WHERE email = ?").bind(COLLEAGUE).run();
    expect((await staffFetch(`/staff/leads/${id}/`)).body).not.toContain(`<option value="${COLLEAGUE}">`);
  });

  it("keeps the current assignee when the form is posted unchanged after they left, and refuses an unknown status in words", async () => {
    const id = await storeLead({ email: "left@example.com" });
    await staffPost(`/staff/leads/${id}/assign/`, { assignee: COLLEAGUE });
    await env.DB.prepare("DELETE FROM staff_roles WHERE email = ?").bind(COLLEAGUE).run();
    const page = (await staffFetch(`/staff/leads/${id}/`)).body;
    // Still offered as the current choice, and named as before: on the page and in the inbox.
    expect(page).toContain(`<option value="${COLLEAGUE}" selected="">An Peeters</option>`);
    expect(text(page)).toContain("toegewezen aan An Peeters");
    expect((await staffFetch("/staff/leads/")).body).toContain("<td>An Peeters</td>");
    expect((await staffPost(`/staff/leads/${id}/assign/`, { assignee: COLLEAGUE })).status).toBe(303);
    expect(await env.DB.prepare("SELECT assignee FROM leads WHERE id = ?").bind(id).first("assignee")).toBe(COLLEAGUE);
    const lost = await staffPost(`/staff/leads/${id}/status/`, { status: "lost" });
    expect(lost.status).toBe(400);
    expect(lost.body).toContain("<!DOCTYPE html>");
    expect(lost.body).not.toContain("unknown status");
    expect(await env.DB.prepare("SELECT status FROM leads WHERE id = ?").bind(id).first("status")).toBe("new");
  });

  it("stores spam closed by the spam filter, said in words, so it never waits among the open leads", async () => {
    const spam = await storeLead({ email: "spam@example.com", firstName: "Spammy", captcha: "spam", deliveries: [] });
    await storeLead({ email: "real@example.com", firstName: "Reala" });
    expect(await statusOf(spam)).toMatchObject({ status: "closed", handled_by: "spam-filter" });
    const open = (await staffFetch("/staff/leads/?status=open")).body;
    expect(open).toContain("Reala");
    expect(open).not.toContain("Spammy");
    const page = text((await staffFetch(`/staff/leads/${spam}/`)).body);
    expect(page).toContain(`Afgesloten, door ${nl._("staff.work.spamFilter")}`);
    expect(page).not.toContain("spam-filter");
    // The overview's open count is the open list's.
    expect((await staffFetch("/staff/")).body).toContain(
      `<a href="/staff/leads/?status=open"><span class="tile-count">1</span> <span class="tile-what">${nl._("staff.overview.unhandled")}</span></a>`,
    );
  });

  it("gives old closed leads their history and closes old spam (migration 0019)", async () => {
    const handled = await storeLead({ email: "old@example.com", firstName: "Oldie" });
    const spam = await storeLead({ email: "oldspam@example.com", captcha: "spam", deliveries: [] });
    // As migration 0016 left them: handled and closed without a history; spam new.
    await env.DB.prepare("UPDATE leads SET status = 'closed', handled_at = 1700000000000, handled_by = ? WHERE id = ?").bind(COLLEAGUE, handled).run();
    await env.DB.prepare("UPDATE leads SET status = 'new', handled_at = NULL, handled_by = NULL WHERE id = ?").bind(spam).run();
    await env.DB.exec("DELETE FROM lead_status_changes");
    for (const statement of migration0019.split(";").map((part) => part.replace(/^\s*--.*$/gm, "").trim())) {
      if (statement && !statement.startsWith("ALTER")) await env.DB.prepare(statement).run();
    }
    const history = await env.DB.prepare("SELECT lead_id, from_status, to_status, changed_by, changed_at FROM lead_status_changes ORDER BY lead_id").all();
    expect(history.results).toHaveLength(2);
    expect(history.results).toContainEqual({ lead_id: handled, from_status: "new", to_status: "closed", changed_by: COLLEAGUE, changed_at: 1700000000000 });
    expect(history.results).toContainEqual(expect.objectContaining({ lead_id: spam, to_status: "closed", changed_by: "spam-filter" }));
    expect((await statusOf(spam))?.status).toBe("closed");
    expect(text((await staffFetch(`/staff/leads/${handled}/`)).body)).toContain("Afgesloten, door An Peeters");
  });

  it("says a delivery's error as what went wrong, never its raw text, and shows the channel the lead came through", async () => {
    const id = await storeLead({ email: "trouble@example.com", source: "social", deliveries: ["agency-mail", "crm"] });
    await env.DB.prepare(
      "UPDATE lead_deliveries SET state = 'dead', last_error = 'SMTP 550 mailbox unavailable: relay denied' WHERE lead_id = ? AND kind = 'agency-mail'",
    )
      .bind(id)
      .run();
    await env.DB.prepare(
      "UPDATE lead_deliveries SET state = 'dead', last_error = 'Omnicasa: request timed out after 10000 ms' WHERE lead_id = ? AND kind = 'crm'",
    )
      .bind(id)
      .run();
    const page = text((await staffFetch(`/staff/leads/${id}/`)).body);
    expect(page).toContain(nl._("staff.lead.trouble.mailRefused"));
    expect(page).toContain(nl._("staff.lead.trouble.crmNoAnswer"));
    expect(page).not.toContain("relay denied");
    expect(page).not.toContain("Omnicasa");
    expect(page).toContain(`${nl._("staff.lead.source")} ${nl._("staff.dashboard.source.social")}`);
    const csv = readCsv((await staffFetch("/staff/leads.csv")).body);
    expect(csv[0]![nl._("staff.lead.source")]).toBe(nl._("staff.dashboard.source.social"));
  });
});
