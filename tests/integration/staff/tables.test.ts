import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { clearTables, staffFetch, storeLead } from "./helpers";

beforeEach(clearTables);

const ENGLISH = { headers: { "Accept-Language": "en" } };

/** The cells of the table whose caption is `caption`, as HTML. */
function table(body: string, caption: string): string {
  const match = new RegExp(`<table[^>]*><caption[^>]*>${caption}</caption>([\\s\\S]*?)</table>`).exec(body);
  if (!match) throw new Error(`no table "${caption}"`);
  return match[1]!;
}

describe("the staff tables", () => {
  it("give every column head a scope, say 'none' across all columns, and retry a dead digest by its address", async () => {
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO search_alerts (id, lang, email, person, criteria, frequency, state, created_at, updated_at) VALUES ('a1', 'nl', 'alert@example.com', '{}', '{\"goal\":0,\"types\":[1],\"zones\":[\"9000\"],\"area\":null}', 'daily', 'active', 1, 1)",
      ),
      env.DB.prepare("INSERT INTO alert_digests (id, alert_id, created_at, state, attempts, last_error) VALUES ('d1', 'a1', 1, 'dead', 5, 'boom')"),
    ]);
    const { body } = await staffFetch("/staff/alerts/", ENGLISH);
    const active = table(body, "Active alerts");
    expect(active.match(/<th scope="col">/g)).toHaveLength(6);
    expect(active).toContain('<th scope="row">alert@example.com</th>');
    expect(table(body, "Unconfirmed alerts")).toMatch(/<td colspan="6">[^<]+<\/td>/i);
    expect(body).toContain('action="/staff/alerts/digests/d1/retry/"');
    expect(body).not.toMatch(/action="\/staff\/alerts\/digests\/d1\/retry\/"><input/);
    expect(body).toMatch(/<button type="submit" aria-label="[^"]*alert@example\.com[^"]*">/);
  });

  it("list the favourites watches beside the alerts, in words: how many properties, confirmed or not", async () => {
    await env.DB.prepare(
      "INSERT INTO favourite_watches (id, lang, email, property_ids, state, created_at) VALUES ('w1', 'fr', 'watch@example.com', '[5001,5002,5003]', 'unconfirmed', 1)",
    ).run();
    const { body } = await staffFetch("/staff/alerts/", ENGLISH);
    const section = body.slice(body.indexOf('id="favourite-watches-title"'));
    expect(section).toContain("Favourites watches");
    expect(section).toMatch(/<th scope="row">watch@example\.com<\/th><td>3 properties<\/td><td>Waiting for confirmation<\/td><td>Français<\/td>/);
    expect(section).not.toContain("unconfirmed");
    await env.DB.exec("DELETE FROM favourite_watches");
  });

  it("list a lead's deliveries with a retry that posts the dead one's kind", async () => {
    const id = await storeLead({ email: "dead@example.com" });
    await env.DB.prepare("UPDATE lead_deliveries SET state = 'dead', attempts = 5 WHERE lead_id = ? AND kind = 'agency-mail'").bind(id).run();
    const { body } = await staffFetch(`/staff/leads/${id}/`, ENGLISH);
    expect(body).toContain('<th scope="row">Mail to the agency</th>');
    expect(body).toMatch(/aria-label="[^"]*Mail to the agency[^"]*"/);
    expect(body).toContain('<input type="hidden" name="kind" value="agency-mail"/>');
    expect(body.match(/name="kind"/g)).toHaveLength(1);
  });

  it("say so when no testimonial waits", async () => {
    const { body } = await staffFetch("/staff/testimonials/", ENGLISH);
    expect(body).toMatch(/<td colspan="6">[^<]+<\/td>/i);
  });
});
