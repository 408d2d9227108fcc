import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { LANGUAGES } from "../../../client/i18n/languages";
import { seedContent } from "../../../worker/content";
import { forgetContentPointer } from "../../../worker/content/published";
import { workingCopy, workingDocument } from "../../../worker/content/working-copy";
import { contentDocumentRepository } from "../../../worker/content/content-documents";
import { resetContent } from "../content/reset";
import { edited, formFields } from "./form-fields";
import { publishEverything, staffFetch, staffPost } from "./helpers";

const EN = { "Accept-Language": "en" };
const nextArticleId = Math.max(...seedContent.articles.map((article) => article.id)) + 1;
const nextMemberId = Math.max(...seedContent.team.map((member) => member.id)) + 1;

const post = (path: string, body: URLSearchParams) =>
  staffFetch(path, { method: "POST", body, headers: { "Content-Type": "application/x-www-form-urlencoded", ...EN } });

async function formAt(path: string) {
  const page = await staffFetch(path, { headers: EN });
  expect(page.status).toBe(200);
  return formFields(page.body);
}

const inEvery = (field: string, text: (lang: string) => string) => Object.fromEntries(LANGUAGES.map((lang) => [`${field}.${lang}`, text(lang)]));

async function publish(): Promise<{ status: number; body: string }> {
  const published = await publishEverything();
  forgetContentPointer();
  return published;
}

/** A new article, Published, with a path in every language: /{lang}/news-{lang}/market-{lang}/. */
const ARTICLE = {
  status: "Published",
  ...inEvery("category", (lang) => `News ${lang}`),
  ...inEvery("title", (lang) => `Market ${lang}`),
  ...inEvery("summary", (lang) => `What moved in ${lang}`),
  ...inEvery("body", (lang) => `## Prices\n\nThey rose (${lang}).`),
};

beforeEach(resetContent);

describe("creating and deleting articles and team members", () => {
  it("creates an article under a new id that visitors reach at its path once published", async () => {
    const fields = await formAt("/staff/content/article/new/");
    expect(fields).toContainEqual(["status", "Draft"]);
    const created = await post("/staff/content/article/new/", edited(fields, ARTICLE));
    expect(created.status).toBe(303);
    expect(created.response.headers.get("Location")).toBe(`/staff/content/article/${nextArticleId}/?saved=1`);
    const stored = await workingDocument(env.DB, { kind: "article", id: String(nextArticleId) });
    expect(stored).toMatchObject({ revision: 1, modifiedBy: "dev@localhost", body: { id: nextArticleId, title: { en: "Market en" } } });
    expect((stored?.body as { body: Record<string, unknown> }).body.en).toEqual([
      { type: "h2", text: "Prices" },
      { type: "p", text: "They rose (en)." },
    ]);

    expect((await staffFetch("/en/news-en/market-en/")).status).toBe(404);
    expect((await publish()).status).toBe(303);
    const page = await staffFetch("/en/news-en/market-en/");
    expect(page.status).toBe(200);
    expect(page.body).toContain("They rose (en).");
    expect((await staffFetch("/de/news-de/market-de/")).body).toContain("They rose (de).");
  });

  it("refuses a team member without a name, keeps what was typed, then creates it as a draft placed last", async () => {
    const fields = await formAt("/staff/content/team/new/");
    const typed = edited(fields, {
      lastName: "Janssens",
      email: "an.janssens@agency.example",
      phone: "+32 9 123 45 67",
      "image.url": seedContent.team[0]!.image.url,
    });
    const refused = await post("/staff/content/team/new/", typed);
    expect(refused.status).toBe(422);
    expect(refused.body).toContain('aria-invalid="true"');
    expect(await formFields(refused.body)).toContainEqual(["lastName", "Janssens"]);
    expect((await workingCopy(env.DB)).documents.some((document) => document.id === String(nextMemberId))).toBe(false);

    typed.set("firstName", "An");
    const created = await post("/staff/content/team/new/", typed);
    expect(created.status).toBe(303);
    const member = await workingDocument(env.DB, { kind: "team", id: String(nextMemberId) });
    expect(member?.body).toMatchObject({ id: nextMemberId, firstName: "An", status: "Draft", sort: Math.max(...seedContent.team.map((m) => m.sort)) + 1 });
  });

  it("deletes an article: gone at the next publish, listed as deleted, and brought back from its history", async () => {
    await post("/staff/content/article/new/", edited(await formAt("/staff/content/article/new/"), ARTICLE));
    await publish();
    const href = `/staff/content/article/${nextArticleId}/`;
    const question = await staffFetch(`${href}delete/`, { headers: EN });
    expect(question.status).toBe(200);
    expect(question.body).toContain("Market en");

    const deleted = await staffPost(`${href}delete/`, { _revision: "1" });
    expect(deleted.status).toBe(303);
    expect(deleted.response.headers.get("Location")).toBe(`/staff/content/?deleted=article:${nextArticleId}`);
    const copy = await workingCopy(env.DB);
    expect(copy.documents.some((document) => document.kind === "article" && document.id === String(nextArticleId))).toBe(false);
    expect(copy.deleted).toMatchObject([{ kind: "article", id: String(nextArticleId), revision: 2 }]);
    expect((await staffFetch(href)).response.headers.get("Location")).toBe(`${href}revisions/`);
    const overview = await staffFetch("/staff/content/", { headers: EN });
    expect(overview.body).toContain("1 document with changes not yet online");

    // Still public until the publish.
    expect((await staffFetch("/en/news-en/market-en/")).status).toBe(200);
    expect((await publish()).status).toBe(303);
    expect((await staffFetch("/en/news-en/market-en/")).status).toBe(404);

    const history = await staffFetch(`${href}revisions/`, { headers: EN });
    expect(history.body).toContain("This document is deleted");
    expect(history.body).not.toContain("Restore revision 0");
    expect((await staffPost(`${href}revisions/1/restore/`, { _revision: "2" })).status).toBe(303);
    expect(await workingDocument(env.DB, { kind: "article", id: String(nextArticleId) })).toMatchObject({ revision: 3, body: { title: { en: "Market en" } } });
  });

  it("refuses to publish the deletion of an article a page shows, naming the module", async () => {
    const aboutUs = seedContent.pages.find((page) => page.route === "aboutUs")!;
    const shown = aboutUs.params.modules.find((module) => module.relations.type === "article")!.relations.id;
    expect((await staffPost(`/staff/content/article/${shown}/delete/`, { _revision: "0" })).status).toBe(303);
    const refused = await publish();
    expect(refused.status).toBe(422);
    expect(refused.body).toContain(`/staff/content/page/${aboutUs.id}/`);
  });

  it("never saves an old form over a deletion: the edit is kept as a copy and the page points to the history", async () => {
    const id = String(seedContent.team[0]!.id);
    const href = `/staff/content/team/${id}/`;
    const form = await formAt(href);
    expect((await staffPost(`${href}delete/`, { _revision: "0" })).status).toBe(303);
    const late = await post(href, edited(form, { firstName: "Renamed" }));
    expect(late.status).toBe(409);
    expect(late.body).toContain("deleted this document meanwhile");
    expect(await formFields(late.body)).toContainEqual(["firstName", "Renamed"]);
    // Saving the same form again still cannot bring it back: only its history can.
    expect((await post(href, edited(await formFields(late.body), {}))).status).toBe(409);
    expect((await workingDocument(env.DB, { kind: "team", id }))?.body).toBeNull();
    const copies = await contentDocumentRepository(env.DB).conflictCopies({ kind: "team", id });
    expect(copies[0]?.body).toMatchObject({ firstName: "Renamed" });
  });

  it("asks again when the document changed since the question, and never deletes pages or site sections", async () => {
    const id = String(seedContent.team[0]!.id);
    expect((await staffPost(`/staff/content/team/${id}/delete/`, { _revision: "3" })).status).toBe(409);
    expect((await workingDocument(env.DB, { kind: "team", id }))?.body).not.toBeNull();
    expect((await staffFetch("/staff/content/page/1/delete/")).status).toBe(404);
    expect((await staffPost("/staff/content/page/1/delete/", { _revision: "0" })).status).toBe(404);
    expect((await staffPost("/staff/content/site/banner/delete/", { _revision: "0" })).status).toBe(404);
  });
});
