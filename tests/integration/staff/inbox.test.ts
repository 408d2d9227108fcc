import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { leadRepository } from "../../../worker/db/leads";
import { clearTables, recordingQueue, staffFetch, staffPost, storeLead } from "./helpers";

beforeEach(clearTables);

const DAY = 86_400_000;

describe("the staff inbox", () => {
  it("lists leads newest first and filters by form, property, project, date and delivery state", async () => {
    const now = Date.UTC(2026, 10, 20, 12);
    await storeLead({ email: "old@example.com", firstName: "Oldest", form: "site-contact" }, now - 10 * DAY);
    await storeLead({ email: "house@example.com", firstName: "Houseasker", form: "contact-me", propertyId: 4242 }, now - 2 * DAY);
    const failed = await storeLead({ email: "proj@example.com", firstName: "Projectfan", form: "contact-construction", projectId: 77 }, now - DAY);
    await leadRepository(env.DB).settle(failed, "agency-mail", { state: "dead", error: "mail server said no" });

    const all = (await staffFetch("/staff/leads/")).body;
    expect(all.indexOf("Projectfan")).toBeLessThan(all.indexOf("Houseasker"));
    expect(all.indexOf("Houseasker")).toBeLessThan(all.indexOf("Oldest"));

    const byForm = (await staffFetch("/staff/leads/?form=contact-me")).body;
    expect(byForm).toContain("Houseasker");
    expect(byForm).not.toContain("Oldest");
    expect((await staffFetch("/staff/leads/?property=4242")).body).not.toContain("Projectfan");
    const byProject = (await staffFetch("/staff/leads/?project=77")).body;
    expect(byProject).toContain("Projectfan");
    expect(byProject).not.toContain("Houseasker");
    const byDate = (await staffFetch("/staff/leads/?from=2026-11-17&to=2026-11-18")).body;
    expect(byDate).toContain("Houseasker");
    expect(byDate).not.toContain("Oldest");
    expect(byDate).not.toContain("Projectfan");
    const byState = (await staffFetch("/staff/leads/?delivery=failed")).body;
    expect(byState).toContain("Projectfan");
    expect(byState).not.toContain("Houseasker");
    // A bad value drops that filter only.
    expect((await staffFetch("/staff/leads/?property=abc&form=contact-me")).body).toContain("Houseasker");
  });

  it("shows everything a lead carries, marks it handled by the staff identity, once", async () => {
    const id = await storeLead({ email: "ask@example.com", firstName: "Asker", payload: { fields: { remark: "Is the garden south-facing?" } } });
    const page = (await staffFetch(`/staff/leads/${id}/`)).body;
    expect(page).toContain("Is the garden south-facing?");
    expect(page).toContain("ask@example.com");
    expect(page).toContain("Mail aan het kantoor");
    expect(page).not.toContain("agency-mail</th>");
    const post = await staffPost(`/staff/leads/${id}/handled/`, {});
    expect(post.status).toBe(303);
    expect(post.response.headers.get("Location")).toBe(`/staff/leads/${id}/?done=handled`);
    const row = await leadRepository(env.DB).byId(id);
    expect(row?.handledBy).toBe("dev@localhost");
    expect(row?.handledAt).toBeGreaterThan(0);
    expect((await staffFetch("/staff/leads/?handled=no")).body).not.toContain("Asker");
  });

  it("shows the person's title and phone in words, as the agency reads them, never as codes", async () => {
    const id = await storeLead({
      email: "lena@example.de",
      person: { title: "none", firstName: "Lena", lastName: "Schmidt", email: "lena@example.de", phone: "+491701234567" },
    });
    const page = (await staffFetch(`/staff/leads/${id}/`)).body;
    expect(page).toContain("Geen aanspreking");
    expect(page).not.toMatch(/<td>none<\/td>/);
    expect(page).toContain('<a href="tel:+491701234567">+49 170 1234567</a>');
  });

  it("refuses a staff post from another site (CSRF)", async () => {
    const id = await storeLead({ email: "csrf@example.com" });
    const { status } = await staffPost(`/staff/leads/${id}/handled/`, {}, {});
    expect(status).toBe(303);
    const forged = await staffFetch(`/staff/leads/${id}/handled/`, {
      method: "POST",
      headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
      body: "",
    });
    expect(forged.status).toBe(403);
  });

  it("puts a dead delivery back to pending and on the queue; a live one is left alone", async () => {
    const id = await storeLead({ email: "dead@example.com" });
    const leads = leadRepository(env.DB);
    await leads.settle(id, "agency-mail", { state: "dead", error: "boom" });
    expect((await leads.byId(id))?.deliveryState).toBe("failed");
    const { sent, queue } = recordingQueue();
    const post = await staffPost(`/staff/leads/${id}/retry/`, { kind: "agency-mail" }, { vars: { LEAD_DELIVERIES: queue } });
    expect(post.status).toBe(303);
    expect(sent).toEqual([{ leadId: id, kind: "agency-mail" }]);
    expect((await leads.delivery(id, "agency-mail"))?.state).toBe("pending");
    expect((await leads.byId(id))?.deliveryState).toBe("pending");
    await staffPost(`/staff/leads/${id}/retry/`, { kind: "visitor-mail" }, { vars: { LEAD_DELIVERIES: queue } });
    expect(sent).toHaveLength(1);
  });

  it("exports leads as CSV for Excel: BOM, CRLF, quoting, and formulas neutralised", async () => {
    await storeLead({ email: "csv@example.com", firstName: '=HYPERLINK("http://evil";"x")', payload: { fields: { remark: "+1 line\nsecond, line" } } });
    const { body, response } = await staffFetch("/staff/leads.csv");
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(body.charCodeAt(0)).toBe(0xfeff);
    expect(body).toContain("\r\n");
    expect(body).toContain(`"'=HYPERLINK(""http://evil"";""x"")"`);
    expect(body).toContain(`"'+1 line\nsecond, line"`);
    expect(body).not.toMatch(/[,;]=HYPERLINK/);
  });

  it("exports the confirmed newsletter subscribers", async () => {
    await env.DB.exec(
      "INSERT INTO newsletter_subscribers (id, email, lang, state, source, created_at) VALUES ('n1', '@sum(a1)@example.com', 'fr', 'active', 'sign-newsletter', 1), ('n2', 'pending@example.com', 'nl', 'unconfirmed', 'sign-newsletter', 2)",
    );
    const { body } = await staffFetch("/staff/subscribers.csv", { headers: { Cookie: "vitrine_staff_lang=en" } });
    expect(body.startsWith("\uFEFFEmail address;Language;State;Signed up through;Signed up;Confirmed;Unsubscribed\r\n")).toBe(true);
    expect(body).toContain("'@sum(a1)@example.com;Français;Confirmed;Newsletter sign-up;1970-01-01 01:00;;\r\n");
    expect(body).not.toContain("pending@example.com");
  });
});
