import { env } from "cloudflare:workers";
import * as v from "valibot";
import { beforeEach, describe, expect, it } from "vitest";
import { seedContent } from "../../../worker/content";
import { publishedContentNow } from "../../../worker/content/publish";
import { forgetKnownContent } from "../../../worker/content/published";
import { VisitorTestimonialSchema } from "../../../worker/content/schema";
import { saveDocument, unpublishedDocuments, workingDocument } from "../../../worker/content/working-copy";
import { contentDocumentRepository } from "../../../worker/content/content-documents";
import { contentVersionRepository } from "../../../worker/content/content-versions";
import { purgeExpired } from "../../../worker/jobs/retention";
import { dayOf } from "../../../worker/stats/day";
import { unavailableD1 } from "../../fixtures/faulty-kv";
import { clearTables, staffFetch, staffPost, storeLead } from "../staff/helpers";
import { resetContent } from "./reset";

const FRENCH_PAGE = "/fr/nos-services/";
const DUTCH_PAGE = "/nl/onze-diensten/";

/** A testimonial as the form stores it: a lead of the testimonial form. */
const sendTestimonial = (email: string, comment: string, website?: string) =>
  storeLead({
    email,
    form: "testimonial",
    lang: "fr",
    page: FRENCH_PAGE,
    person: { firstName: "Claire", email },
    payload: { fields: { name: " Claire D. ", comment, ...(website ? { website } : {}) } },
    deliveries: ["agency-mail"],
  });

const decide = (id: string, decision: "approved" | "rejected") => staffPost(`/staff/testimonials/${id}/`, { decision });

/** The testimonials the published version holds, by id. */
async function publishedTestimonialIds(): Promise<string[]> {
  const content = await publishedContentNow(contentVersionRepository(env.DB));
  return (content?.testimonials ?? []).map((testimonial) => testimonial.id);
}

const count = async (sql: string, ...params: string[]) =>
  (
    await env.DB.prepare(sql)
      .bind(...params)
      .first<{ n: number }>()
  )?.n ?? 0;

beforeEach(async () => {
  await clearTables();
  await resetContent();
  await forgetKnownContent({ copies: true });
});

describe("an approved testimonial is content", () => {
  it("is published alone as a document: the page shows it from the content version, even while D1 is down, and a draft elsewhere stays a draft", async () => {
    // Someone is editing the search block's title: a draft the approval must not publish.
    const draftTitle = { ...seedContent.site.propertySearch, title: { nl: "Concept nl", fr: "Brouillon fr", en: "Draft en", de: "Entwurf de" } };
    const draft = await saveDocument(env.DB, {
      kind: "site",
      id: "propertySearch",
      base: 0,
      body: draftTitle,
      author: "editor@agency.example",
      now: new Date(),
    });
    expect(draft.outcome).toBe("saved");
    const id = await sendTestimonial("claire@example.com", "Une vente rapide et sans souci", "https://claire.example");

    const answer = await decide(id, "approved");
    expect(answer.status).toBe(303);
    expect(answer.response.headers.get("Location")).toBe("/staff/testimonials/?done=approved");

    const stored = await workingDocument(env.DB, { kind: "testimonial", id });
    expect(stored?.revision).toBe(1);
    expect(v.parse(VisitorTestimonialSchema, stored?.body)).toEqual({
      id,
      status: "Published",
      lang: "fr",
      name: "Claire D.",
      comment: "Une vente rapide et sans souci",
      website: "https://claire.example",
      date: dayOf(new Date()),
    });
    expect(await publishedTestimonialIds()).toEqual([id]);
    const unpublished = (await unpublishedDocuments(env.DB)).map((document) => `${document.kind}:${document.id}`);
    expect(unpublished).toEqual(["site:propertySearch"]);

    const french = await staffFetch(FRENCH_PAGE);
    expect(french.body).toContain("Une vente rapide et sans souci");
    expect(french.body).toContain('href="https://claire.example"');
    expect((await staffFetch(DUTCH_PAGE)).body).not.toContain("Une vente rapide");
    expect((await staffFetch("/fr/")).body).not.toContain("Brouillon fr");
    // The testimonial comes with the content version the isolate holds: no D1 read of its own.
    const down = await staffFetch(FRENCH_PAGE, { vars: { DB: unavailableD1(), EDGE_CACHE: "off" } });
    expect(down.status).toBe(200);
    expect(down.body).toContain("Une vente rapide et sans souci");
  });

  it("keeps the staff's correction when approved again, and comes off the site when rejected later, restorable from its history", async () => {
    const id = await sendTestimonial("claire@example.com", "Une équipe formidabel");
    await decide(id, "approved");
    const approved = await workingDocument(env.DB, { kind: "testimonial", id });
    const corrected = { ...(approved?.body as object), comment: "Une équipe formidable" };
    const form = await staffFetch(`/staff/content/testimonial/${id}/`);
    expect(form.status).toBe(200);
    expect(form.body).toContain("Claire D. (FR)");
    expect((await saveDocument(env.DB, { kind: "testimonial", id, base: 1, body: corrected, author: "editor@agency.example", now: new Date() })).outcome).toBe(
      "saved",
    );
    await decide(id, "approved");
    expect((await staffFetch(FRENCH_PAGE)).body).toContain("Une équipe formidable<");

    expect((await decide(id, "rejected")).response.headers.get("Location")).toBe("/staff/testimonials/?done=rejected");
    expect((await staffFetch(FRENCH_PAGE)).body).not.toContain("Une équipe formidable");
    expect(await publishedTestimonialIds()).toEqual([]);
    expect((await workingDocument(env.DB, { kind: "testimonial", id }))?.body).toBeNull();
    // Withdrawn and published: nothing waits to be published.
    expect(await unpublishedDocuments(env.DB)).toEqual([]);
    const history = await contentDocumentRepository(env.DB).revisions({ kind: "testimonial", id });
    // Approved (1), corrected (2), approved again with nothing to change, rejected (3).
    expect(history.map((revision) => [revision.revision, revision.deleted])).toEqual([
      [3, true],
      [2, false],
      [1, false],
    ]);
  });

  it("is erased with the person: off the site, its document, revisions and every version that held it gone, the rest of the content kept", async () => {
    const erased = await sendTestimonial("erase.claire@example.com", "À effacer un jour");
    const kept = await sendTestimonial("keep.marc@example.com", "À garder toujours");
    await decide(erased, "approved");
    await decide(kept, "approved");
    const versions = contentVersionRepository(env.DB);
    const before = await versions.history(10);
    expect(before.length).toBe(2);

    // The question says plainly that the testimonial leaves the site; the result, that it left.
    const words = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/[ \t\r\n]+/g, " ");
    const erase = (fields: Record<string, string>) =>
      staffFetch("/staff/privacy/erase/", {
        method: "POST",
        body: new URLSearchParams(fields),
        headers: { "Content-Type": "application/x-www-form-urlencoded", "Accept-Language": "en" },
      });
    const asked = words((await erase({ email: "erase.claire@example.com" })).body);
    expect(asked).toContain("1 testimonial shown on the site: it will be taken off the site");
    expect(asked).toContain("1 message sent through the site’s forms");
    const done = await erase({ email: "erase.claire@example.com", confirm: "yes" });
    expect(done.status).toBe(200);
    expect(words(done.body)).toContain("1 testimonial taken off the site");

    const page = (await staffFetch(FRENCH_PAGE)).body;
    expect(page).not.toContain("À effacer un jour");
    expect(page).toContain("À garder toujours");
    expect(await publishedTestimonialIds()).toEqual([kept]);
    expect(await count("SELECT count(*) AS n FROM content_documents WHERE id = ?", erased)).toBe(0);
    expect(await count("SELECT count(*) AS n FROM content_revisions WHERE doc_id = ?", erased)).toBe(0);
    expect(await count("SELECT count(*) AS n FROM content_versions v, json_each(v.documents) d WHERE d.key = ?", `testimonial:${erased}`)).toBe(0);
    // Both versions that held it are gone; the one published without it is what visitors see.
    const after = await versions.history(10);
    expect(after.map((entry) => entry.version)).not.toContain(before[0]?.version);
    expect(after.map((entry) => entry.version)).not.toContain(before[1]?.version);
    expect(after.length).toBe(1);
    expect(await count("SELECT count(*) AS n FROM content_documents WHERE id = ?", kept)).toBe(1);
  });
});

describe("the retention purge", () => {
  it("takes a testimonial rejected after its approval out of the content history once its lead expires", async () => {
    const sentAt = Date.now() - 40 * 86_400_000;
    const withdrawn = await storeLead(
      { email: "once@example.com", form: "testimonial", lang: "fr", page: FRENCH_PAGE, payload: { fields: { name: "Once", comment: "Approuvé puis retiré" } } },
      sentAt,
    );
    const shown = await sendTestimonial("shown@example.com", "Toujours affiché");
    await decide(withdrawn, "approved");
    await decide(shown, "approved");
    await decide(withdrawn, "rejected");
    expect(await count("SELECT count(*) AS n FROM content_revisions WHERE doc_id = ?", withdrawn)).toBe(2);

    await purgeExpired({ ...env, LEAD_RETENTION_DAYS: "30" }, new Date());
    expect(await count("SELECT count(*) AS n FROM leads WHERE id = ?", withdrawn)).toBe(0);
    expect(await count("SELECT count(*) AS n FROM content_documents WHERE id = ?", withdrawn)).toBe(0);
    expect(await count("SELECT count(*) AS n FROM content_revisions WHERE doc_id = ?", withdrawn)).toBe(0);
    // Only the version visitors see still names it (as deleted): it does not hold the text.
    expect(await count("SELECT count(*) AS n FROM content_versions v, json_each(v.documents) d WHERE d.key = ?", `testimonial:${withdrawn}`)).toBe(1);
    expect(await publishedTestimonialIds()).toEqual([shown]);
    expect((await staffFetch(FRENCH_PAGE)).body).toContain("Toujours affiché");
  });
});

describe("an approval the content cannot take", () => {
  it("stays in the queue, undecided, with a warning: a website that is no web address never becomes a link", async () => {
    const id = await storeLead({
      email: "odd@example.com",
      form: "testimonial",
      lang: "fr",
      page: FRENCH_PAGE,
      payload: { fields: { name: "Odd", comment: "Bizarre", website: "javascript:alert(1)" } },
    });
    expect((await decide(id, "approved")).response.headers.get("Location")).toBe("/staff/testimonials/?done=notSaved");
    expect(await count("SELECT count(*) AS n FROM testimonial_reviews WHERE lead_id = ?", id)).toBe(0);
    const queue = (await staffFetch("/staff/testimonials/?done=notSaved")).body;
    expect(queue).toContain('role="alert"');
    expect(queue).toContain("Bizarre");
    expect(await workingDocument(env.DB, { kind: "testimonial", id })).toBeUndefined();
  });
});

describe("migration 0013", () => {
  it("makes each testimonial approved before it a document the schema accepts, which the staff then publish on their own", async () => {
    const approve = (id: string) =>
      env.DB.prepare("INSERT INTO testimonial_reviews (lead_id, state, decided_at, decided_by) VALUES (?1, 'approved', ?2, 'old@agency.example')")
        .bind(id, Date.UTC(2026, 5, 1, 9, 30))
        .run();
    const sentBefore = (email: string, comment: string, website: string) =>
      storeLead({ email, form: "testimonial", lang: "fr", page: FRENCH_PAGE, payload: { fields: { name: "Claire D.\n", comment, website } } });
    const bare = await sentBefore("old@example.com", "  Approuvé avant la migration  ", "");
    const linked = await sentBefore("linked@example.com", "Avec son site", " https://linked.example ");
    await approve(bare);
    await approve(linked);
    const migration = env.TEST_MIGRATIONS.find((entry) => entry.name.startsWith("0013_"));
    const inserts = (migration?.queries ?? []).filter((query) => /INSERT INTO content_(documents|revisions) \(kind/.test(query));
    expect(inserts.length).toBe(2);
    for (const query of inserts) await env.DB.prepare(query).run();

    const document = await workingDocument(env.DB, { kind: "testimonial", id: bare });
    expect(document).toMatchObject({ revision: 1, modifiedBy: "old@agency.example", modifiedAt: "2026-06-01T09:30:00.000Z" });
    const today = new Date().toISOString().slice(0, 10);
    expect(v.parse(VisitorTestimonialSchema, document?.body)).toEqual({
      id: bare,
      status: "Published",
      lang: "fr",
      name: "Claire D.",
      comment: "Approuvé avant la migration",
      date: today,
    });
    expect(v.parse(VisitorTestimonialSchema, (await workingDocument(env.DB, { kind: "testimonial", id: linked }))?.body)).toMatchObject({
      website: "https://linked.example",
    });
    expect((await contentDocumentRepository(env.DB).revisions({ kind: "testimonial", id: bare })).map((entry) => entry.revision)).toEqual([1]);

    // Not on the site until published; the staff's page says so and publishes them, and nothing else.
    expect((await staffFetch(FRENCH_PAGE)).body).not.toContain("Avec son site");
    const staffPage = await staffFetch("/staff/testimonials/", { headers: { "Accept-Language": "en-GB" } });
    expect(staffPage.body).toContain("2 approved testimonials are not on the site yet.");
    const published = await staffPost("/staff/testimonials/publish/", {});
    expect(published.response.headers.get("Location")).toBe("/staff/testimonials/?done=published");
    expect((await publishedTestimonialIds()).sort()).toEqual([bare, linked].sort());
    expect((await staffFetch(FRENCH_PAGE)).body).toContain("Avec son site");
    expect((await staffFetch("/staff/testimonials/")).body).not.toContain('action="/staff/testimonials/publish/"');
  });
});
