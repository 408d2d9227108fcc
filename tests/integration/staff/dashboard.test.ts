import { env } from "cloudflare:workers";
import { ALL_DENIED, serializeConsent } from "../../../client/domain/consent";
import { beforeEach, describe, expect, it } from "vitest";
import { CODE_SLUGS, formPath, pathFor } from "../../../client/i18n/routes";
import { leadRepository } from "../../../worker/db/leads";
import { dayOf, startOfWeek, addDays } from "../../../worker/stats/day";
import { leadRows, PERSON, postForm, propertyPage } from "../leads/helpers";
import { clearTables, staffFetch } from "./helpers";

const EN = { headers: { "Accept-Language": "en" } };
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

/** The cells of the table row headed `name` (a row heading's text), as their html. */
function rowOf(html: string, caption: string, name: string): string[] {
  const table = html.slice(html.indexOf(`${caption}</caption>`));
  const end = table.indexOf("</table>");
  const row = [...table.slice(0, end).matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map((match) => match[1]!).find((cells) => text(cells).trim().startsWith(name));
  if (!row) throw new Error(`no row ${name} in ${caption}`);
  return [...row.matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((match) => match[1]!);
}

beforeEach(async () => {
  await clearTables();
  await env.DB.exec("DELETE FROM property_views;");
});

/** The consent cookie of a visitor who allowed statistics (the only case in which a lead keeps its channel). */
const STATISTICS = { Cookie: `vitrine_consent=${serializeConsent({ ...ALL_DENIED, analytics_storage: true })}` };

describe("the staff dashboard", () => {
  it("keeps the channel a lead came by only when it is one it knows and the visitor allowed statistics", async () => {
    const contact = (source: string | undefined, email: string, consent: Record<string, string> = STATISTICS) =>
      postForm(
        formPath("site-contact", "en"),
        {
          ...PERSON,
          email,
          remark: "Call me",
          page: pathFor(CODE_SLUGS, "contact", "en"),
          ...(source === undefined ? {} : { source }),
        },
        consent,
      );
    expect((await contact("search", "a@example.be")).status).toBe(303);
    expect((await contact(undefined, "b@example.be")).status).toBe(303);
    expect((await contact("<script>", "c@example.be")).status).toBe(303);
    expect((await contact("", "d@example.be")).status).toBe(303);
    // Without the statistics consent the posted channel is not kept, whatever the post says.
    expect((await contact("search", "e@example.be", {})).status).toBe(303);
    const rows = await env.DB.prepare("SELECT email, source FROM leads ORDER BY email").all<{ email: string; source: string | null }>();
    expect(rows.results).toEqual([
      { email: "a@example.be", source: "search" },
      { email: "b@example.be", source: null },
      { email: "c@example.be", source: null },
      { email: "d@example.be", source: null },
      { email: "e@example.be", source: null },
    ]);
  });

  it("counts this week's leads by form and source, each number linked to the inbox of that form and week", async () => {
    const { id, path } = await propertyPage("en", "for-sale");
    const post = (form: "site-contact" | "contact-me", email: string, source?: string) =>
      postForm(
        formPath(form, "en"),
        {
          ...PERSON,
          email,
          remark: "Hello",
          page: form === "contact-me" ? path : pathFor(CODE_SLUGS, "contact", "en"),
          ...(form === "contact-me" ? { property: id } : {}),
          ...(source ? { source } : {}),
        },
        STATISTICS,
      );
    await post("site-contact", "one@example.be", "social");
    await post("site-contact", "two@example.be");
    await post("contact-me", "three@example.be", "portal");
    expect(await leadRows()).toHaveLength(3);
    const [failed] = await leadRows();
    await leadRepository(env.DB).settle(failed!.id, "agency-mail", { state: "dead", error: "refused" });

    const monday = startOfWeek(dayOf(new Date()));
    const sunday = addDays(monday, 6);
    const { status, body } = await staffFetch("/staff/", EN);
    expect(status).toBe(200);
    const byForm = "Leads per week by form, last 8 weeks";
    expect(body).toContain(`${byForm}</caption>`);
    const contactRow = rowOf(body, byForm, "Contact form");
    // This week is the last of the eight weeks, then the total.
    expect(contactRow).toHaveLength(9);
    expect(contactRow[7]).toContain(`<a href="/staff/leads/?form=site-contact&amp;from=${monday}&amp;to=${sunday}&amp;spam=no">2</a>`);
    expect(contactRow[0]).toBe("0");
    expect(rowOf(body, byForm, "Question about a property")[7]).toContain(">1</a>");
    expect(rowOf(body, byForm, "All forms")[8]).toContain(">3</a>");

    const bySource = "Leads per week by how the visitor arrived, last 8 weeks";
    expect(rowOf(body, bySource, "Social media")[7]).toContain(`<a href="/staff/leads/?source=social&amp;from=${monday}&amp;to=${sunday}&amp;spam=no">1</a>`);
    // The number links to the list behind it: that one lead, and the unknown channel's to its own.
    const social = (await staffFetch(`/staff/leads/?from=${monday}&to=${sunday}&source=social&spam=no`, EN)).body;
    expect(social).toContain("one@example.be");
    expect(social).not.toContain("two@example.be");
    expect(social).toContain('<input type="hidden" name="spam" value="no"/>');
    const unknown = (await staffFetch(`/staff/leads/?source=unknown`, EN)).body;
    expect(unknown).toContain("two@example.be");
    expect(unknown).not.toContain("one@example.be");
    expect(rowOf(body, bySource, "A property portal")[7]).toContain(">1</a>");
    expect(rowOf(body, bySource, "Not known")[7]).toContain(">1</a>");
    expect(rowOf(body, bySource, "A search engine")[7]).toBe("0");
    expect(text(body)).toContain("otherwise the lead counts as “not known”");
    // Never a form's code on screen.
    expect(text(body)).not.toMatch(/site-contact|contact-me/);

    // The failed delivery: a figure at the top, and its line with the inbox of failed leads.
    expect(body).toContain('href="/staff/leads/?delivery=failed"');
    expect(text(body)).toMatch(/Leads with a failed delivery 1 Open to retry/);
    expect(body).toContain('href="/staff/leads/?status=open"');
    // Failing digests have their own tile, on the alerts page's list of them.
    expect(body).toContain('href="/staff/alerts/#dead"');
  });

  it("names the month's most viewed properties from the listings, with their views, linked to their staff page", async () => {
    const { id, html } = await propertyPage("en", "for-sale");
    const today = dayOf(new Date());
    await env.DB.prepare(
      "INSERT INTO property_views (property_id, day, source, views) VALUES (?1, ?2, 'search', 5), (?1, ?2, 'direct', 2), (999999, ?2, 'direct', 3)",
    )
      .bind(Number(id), today)
      .run();
    const { body } = await staffFetch("/staff/", EN);
    const rows = [
      ...body.matchAll(/<tr><th scope="row"><a href="\/staff\/properties\/(\d+)\/">([^<]+)<\/a><\/th><td>([^<]*)<\/td><td class="num">(\d+)<\/td><\/tr>/g),
    ].map((match) => ({
      id: match[1],
      title: match[2],
      reference: match[3],
      views: match[4],
    }));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ id, views: "7" });
    expect(html).toContain(rows[0]!.title!);
    expect(rows[0]!.reference).not.toBe("—");
    expect(rows[1]).toMatchObject({ id: "999999", title: "A property no longer on the site", reference: "—", views: "3" });
  });

  it("counts the search alerts created this week and active now, linked to the alerts page, in the staff's number format", async () => {
    const now = Date.now();
    const insert = env.DB.prepare(
      "INSERT INTO search_alerts (id, lang, email, person, criteria, frequency, state, created_at, updated_at) VALUES (?, 'nl', 'x@example.be', '{}', '{}', 'daily', ?, ?, ?)",
    );
    await env.DB.batch([
      insert.bind("a1", "active", now, now),
      insert.bind("a2", "unconfirmed", now, now),
      insert.bind("a3", "active", now - 70 * 86_400_000, now),
    ]);
    const { body } = await staffFetch("/staff/", EN);
    const row = rowOf(body, "Search alerts created per week, last 8 weeks", "Alerts created");
    expect(row[7]).toContain('<a href="/staff/alerts/">2</a>');
    expect(row[8]).toContain(">2</a>");
    expect(text(body)).toContain("Active now: 2");
    expect(body).toContain('href="/staff/alerts/#active"');
  });
});
