import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { publishHeads } from "./publish-heads";
import { resetContent } from "./reset";
import { createApp } from "../../../worker/app";
import { seedContent } from "../../../worker/content";
import { forgetContentPointer } from "../../../worker/content/published";
import { restoreRevision, saveDocument, unpublishedDocuments, workingDocument } from "../../../worker/content/working-copy";
import { contentDocumentRepository } from "../../../worker/content/content-documents";
import { contentVersionRepository } from "../../../worker/content/content-versions";
import { ORIGIN } from "../worker";

const app = createApp();
const SEARCH = { kind: "site", id: "propertySearch" } as const;
const now = new Date("2026-11-24T10:00:00Z");

async function home(lang = "nl"): Promise<string> {
  const ctx = createExecutionContext();
  const response = await app.fetch(new Request(`${ORIGIN}/${lang}/`), env, ctx);
  const html = await response.text();
  await waitOnExecutionContext(ctx);
  return html;
}

/** The search block (the title over the home banner) with its title replaced. */
function searchWithTitle(title: Partial<Record<"nl" | "fr" | "en" | "de", string>>) {
  const body = structuredClone(seedContent.site.propertySearch);
  Object.assign(body.title, title);
  return body;
}

const pointerVersion = async () => (await contentVersionRepository(env.DB).pointer())?.version ?? 0;

beforeEach(resetContent);

describe("editing the agency's content", () => {
  it("starts from the build's content, saves a revision with its author and changed fields, and publishes it to the site", async () => {
    expect(await workingDocument(env.DB, SEARCH)).toMatchObject({ revision: 0, body: seedContent.site.propertySearch });
    const body = searchWithTitle({ nl: "Uw thuis in Gent", fr: "Chez vous à Gand", en: "At home in Ghent", de: "Zuhause in Gent" });
    expect(await saveDocument(env.DB, { ...SEARCH, base: 0, body, author: "an@agency.example", now })).toEqual({ outcome: "saved", revision: 1 });
    expect(await contentDocumentRepository(env.DB).revisions(SEARCH)).toEqual([
      {
        revision: 1,
        author: "an@agency.example",
        savedAt: now.toISOString(),
        changed: ["title.nl", "title.fr", "title.en", "title.de"],
        restoredFrom: null,
        deleted: false,
      },
    ]);
    expect((await unpublishedDocuments(env.DB)).map((document) => `${document.kind}:${document.id}`)).toEqual(["site:propertySearch"]);
    // Saved is not published: visitors still see the published content.
    expect(await home()).toContain(seedContent.site.propertySearch.title.nl);

    expect(await publishHeads(env.DB, { base: await pointerVersion(), by: "an@agency.example", now })).toMatchObject({ outcome: "published" });
    expect(await unpublishedDocuments(env.DB)).toEqual([]);
    forgetContentPointer();
    expect(await home("nl")).toContain("Uw thuis in Gent");
    expect(await home("de")).toContain("Zuhause in Gent");
  });

  it("of two saves on one revision, keeps the first, tells the second who saved, and loses neither edit", async () => {
    const [first, second] = await Promise.all([
      saveDocument(env.DB, { ...SEARCH, base: 0, body: searchWithTitle({ nl: "Eerste" }), author: "an@agency.example", now }),
      saveDocument(env.DB, { ...SEARCH, base: 0, body: searchWithTitle({ nl: "Tweede" }), author: "bo@agency.example", now }),
    ]);
    expect([first.outcome, second.outcome].sort()).toEqual(["conflict", "saved"]);
    const loser = first.outcome === "conflict" ? first : second;
    const winnerTitle = first.outcome === "saved" ? "Eerste" : "Tweede";
    const loserTitle = winnerTitle === "Eerste" ? "Tweede" : "Eerste";
    expect(loser).toMatchObject({ outcome: "conflict", head: { revision: 1, body: { title: { nl: winnerTitle } } } });
    const copies = await contentDocumentRepository(env.DB).conflictCopies(SEARCH);
    expect(copies).toHaveLength(1);
    expect(copies[0]?.body).toMatchObject({ title: { nl: loserTitle } });
    // A stale base never overwrites, whatever it claims.
    expect((await saveDocument(env.DB, { ...SEARCH, base: 7, body: searchWithTitle({ nl: "Later" }), author: "an@agency.example", now })).outcome).toBe(
      "conflict",
    );
    expect(await workingDocument(env.DB, SEARCH)).toMatchObject({ revision: 1, body: { title: { nl: winnerTitle } } });
  });

  it("refuses a document the schema refuses, and saves one that still waits for a translation", async () => {
    const invalid = { ...searchWithTitle({}), show: "yes" };
    expect(await saveDocument(env.DB, { ...SEARCH, base: 0, body: invalid, author: "an@agency.example", now })).toMatchObject({
      outcome: "invalid",
      issues: [{ at: "show" }],
    });
    expect(await saveDocument(env.DB, { ...SEARCH, base: 0, body: searchWithTitle({ fr: "" }), author: "an@agency.example", now })).toMatchObject({
      outcome: "saved",
    });
    // Publishing refuses it, naming the field, and the site stays as it was.
    const refused = await publishHeads(env.DB, { base: await pointerVersion(), by: "an@agency.example", now });
    expect(refused.outcome === "refused" && refused.problems).toContainEqual({ code: "missingTranslation", at: "site.propertySearch.title.fr", lang: "fr" });
    forgetContentPointer();
    expect(await home("fr")).toContain(seedContent.site.propertySearch.title.fr);

    // A deployment that shows only Dutch publishes it: the hidden French text takes the Dutch one.
    expect(await publishHeads(env.DB, { base: await pointerVersion(), by: "an@agency.example", now, languagesOverride: "nl" })).toMatchObject({
      outcome: "published",
    });
  });

  it("restores an earlier revision as a new one, the build's content included", async () => {
    await saveDocument(env.DB, { ...SEARCH, base: 0, body: searchWithTitle({ nl: "Een" }), author: "an@agency.example", now });
    await saveDocument(env.DB, { ...SEARCH, base: 1, body: searchWithTitle({ nl: "Twee" }), author: "an@agency.example", now });
    expect(await restoreRevision(env.DB, { ...SEARCH, revision: 1, base: 2, author: "bo@agency.example", now })).toEqual({ outcome: "saved", revision: 3 });
    expect(await workingDocument(env.DB, SEARCH)).toMatchObject({ revision: 3, modifiedBy: "bo@agency.example", body: { title: { nl: "Een" } } });
    expect((await contentDocumentRepository(env.DB).revisions(SEARCH))[0]).toMatchObject({ revision: 3, restoredFrom: 1, changed: ["title.nl"] });
    await restoreRevision(env.DB, { ...SEARCH, revision: 0, base: 3, author: "bo@agency.example", now });
    expect(await workingDocument(env.DB, SEARCH)).toMatchObject({ revision: 4, body: seedContent.site.propertySearch });
    expect(await restoreRevision(env.DB, { ...SEARCH, revision: 9, base: 4, author: "bo@agency.example", now })).toEqual({ outcome: "unknown" });
  });
});
