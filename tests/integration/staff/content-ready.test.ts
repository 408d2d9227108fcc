import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { resetContent } from "../content/reset";
import { seedContent } from "../../../worker/content";
import { forgetContentPointer } from "../../../worker/content/published";
import { publishDocuments } from "../../../worker/content/publish";
import { notPublishedYet, selectedChanges } from "../../../worker/content/publish-ready";
import { saveDocument, unpublishedDocuments, workingDocument } from "../../../worker/content/working-copy";
import { contentReadyRepository } from "../../../worker/content/content-ready";
import { contentVersionRepository, type ContentVersions } from "../../../worker/content/content-versions";
import { edited, formFields } from "./form-fields";
import { publishList, publishTicked, staffFetch, staffPost, storeLead } from "./helpers";

const EN = { "Accept-Language": "en" };
const SEARCH = { kind: "site", id: "propertySearch" } as const;
const SEARCH_PATH = "/staff/content/site/propertySearch/";
const FOOTER = { kind: "site", id: "footer" } as const;
const COLLEAGUE = "bo@agency.example";
const now = new Date("2026-11-28T09:00:00Z");

/** The edit form's fields as the page offers them (the ready mark's own small form left out). */
async function formAt(path: string): Promise<[string, string][]> {
  const page = await staffFetch(path, { headers: EN });
  expect(page.status).toBe(200);
  return formFields(page.body.replace(/<form[^>]*class="ready-mark"[\s\S]*?<\/form>/, ""));
}

const post = (path: string, body: URLSearchParams | [string, string][]) =>
  staffFetch(path, {
    method: "POST",
    body: body instanceof URLSearchParams ? body : new URLSearchParams(body),
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...EN },
  });

async function publicHome(lang = "en"): Promise<string> {
  forgetContentPointer();
  return (await staffFetch(`/${lang}/`)).body;
}

/** A colleague's save of the search block with these titles, on its head. */
async function colleagueSaves(ref: { kind: "site"; id: string }, change: (body: Record<string, unknown>) => void) {
  const head = await workingDocument(env.DB, ref);
  const body = structuredClone(head!.body) as Record<string, unknown>;
  change(body);
  expect(await saveDocument(env.DB, { ...ref, base: head!.revision, body, author: COLLEAGUE, now })).toMatchObject({ outcome: "saved" });
}

const setTitle = (lang: string, text: string) => (body: Record<string, unknown>) => void ((body.title as Record<string, string>)[lang] = text);

beforeEach(resetContent);

describe("publishing what is ready", () => {
  it("publishes my document marked ready, not a colleague's draft saved after it, and clears my mark", async () => {
    const saved = await post(SEARCH_PATH, [...edited(await formAt(SEARCH_PATH), { "title.en": "Ready heading" }), ["_ready", "1"]]);
    expect(saved.status).toBe(303);
    expect(saved.response.headers.get("Location")).toBe(`${SEARCH_PATH}?saved=1&ready=1`);
    expect((await staffFetch(saved.response.headers.get("Location")!, { headers: EN })).body).toContain("Saved and marked ready to publish");
    // A minute later a colleague saves an unfinished footer, never marked.
    await colleagueSaves(FOOTER, (body) => void (body.textColor = "#123456"));

    const listed = await publishList(EN);
    expect(listed).toEqual([
      { value: "site:propertySearch@1", ticked: true },
      { value: "site:footer@1", ticked: false },
    ]);
    const overview = await staffFetch("/staff/content/", { headers: EN });
    expect(overview.body).toContain("Ready to publish");
    expect(overview.body).toContain(COLLEAGUE);

    const published = await publishTicked(listed.filter((entry) => entry.ticked).map((entry) => entry.value));
    expect(published.status).toBe(303);
    const home = await publicHome();
    expect(home).toContain("Ready heading");
    expect(home).not.toContain("#123456");
    // The colleague's draft waits, untouched and unticked; my mark is gone with the publish.
    expect((await unpublishedDocuments(env.DB)).map((document) => `${document.kind}:${document.id}`)).toEqual(["site:footer"]);
    expect(await contentReadyRepository(env.DB).all()).toEqual([]);
    expect(await publishList(EN)).toEqual([{ value: "site:footer@1", ticked: false }]);
  });

  it("publishes a marked document as it was when marked, though someone saved it again since", async () => {
    await post(SEARCH_PATH, [...edited(await formAt(SEARCH_PATH), { "title.en": "As marked" }), ["_ready", "1"]]);
    await colleagueSaves(SEARCH, setTitle("en", "Half-typed by a colleague"));
    const overview = await staffFetch("/staff/content/", { headers: EN });
    expect(overview.body).toContain(`changed since by ${COLLEAGUE}`);
    expect((await staffFetch(SEARCH_PATH, { headers: EN })).body).toContain("The mark is on an earlier version");
    const listed = await publishList(EN);
    expect(listed).toEqual([{ value: "site:propertySearch@1", ticked: true }]);

    expect((await publishTicked(["site:propertySearch@1"])).status).toBe(303);
    const home = await publicHome();
    expect(home).toContain("As marked");
    expect(home).not.toContain("Half-typed by a colleague");
    // The later save is still waiting, now as an ordinary unpublished change.
    expect(await publishList(EN)).toEqual([{ value: "site:propertySearch@2", ticked: false }]);
  });

  it("publishes nothing when nothing is ticked, says so, and refuses a revision that does not exist", async () => {
    await colleagueSaves(SEARCH, setTitle("en", "Not ticked"));
    const nothing = await publishTicked([], EN);
    expect(nothing.status).toBe(422);
    expect(nothing.body).toContain("Nothing was ticked, so nothing was published");
    expect(await publicHome()).not.toContain("Not ticked");
    expect((await publishTicked(["site:propertySearch@9"], EN)).status).toBe(409);
    expect((await publishTicked(["site:propertySearch"], EN)).status).toBe(400);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM content_versions WHERE state = 'published'").first("n")).toBe(0);
  });

  it("marks a deletion ready, so the publish ticks it and takes the member off the site", async () => {
    const deleted = await post("/staff/content/team/410/delete/", [
      ["_revision", "0"],
      ["_ready", "1"],
    ]);
    expect(deleted.status).toBe(303);
    expect(await publishList(EN)).toEqual([{ value: "team:410@1", ticked: true }]);
    expect((await staffFetch("/staff/content/", { headers: EN })).body).toContain("Deleted (not yet published)");
    expect((await publishTicked(["team:410@1"])).status).toBe(303);
    expect(await publishList(EN)).toEqual([]);
  });

  it("withdraws a mark: the document is then listed unticked", async () => {
    await post(SEARCH_PATH, [...edited(await formAt(SEARCH_PATH), { "title.en": "Marked" }), ["_ready", "1"]]);
    const withdrawn = await post(`${SEARCH_PATH}ready/withdraw/`, [["_revision", "1"]]);
    expect(withdrawn.response.headers.get("Location")).toBe(`${SEARCH_PATH}?withdrawn=1`);
    expect(await publishList(EN)).toEqual([{ value: "site:propertySearch@1", ticked: false }]);
    // A draft save never marks.
    expect((await post(SEARCH_PATH, edited(await formAt(SEARCH_PATH), { "title.en": "Draft" }))).status).toBe(303);
    expect(await publishList(EN)).toEqual([{ value: "site:propertySearch@2", ticked: false }]);
  });

  it("states each document in words, and why a page would answer 404", async () => {
    const about = seedContent.pages.find((page) => page.route === "aboutUs")!;
    const path = `/staff/content/page/${about.id}/`;
    const fields = (await formAt(path)).filter(([name]) => name !== "inMenu");
    expect((await post(path, edited(fields, { status: "Draft" }))).status).toBe(303);
    const overview = (await staffFetch("/staff/content/", { headers: EN })).body;
    expect(overview).toContain("Published, with changes not yet online");
    expect(overview).toContain("Hidden from the menu");
    expect(overview).toContain("Visitors get “page not found”: its Status is not Published");
    expect(overview).toContain('<input type="checkbox" id="publish-page-6"');
    const nl = (await staffFetch("/staff/content/", { headers: { "Accept-Language": "nl" } })).body;
    expect(nl).toContain("Bezoekers krijgen ‘pagina niet gevonden’: de Status is niet Gepubliceerd");
  });
});

describe("marks that outlive what they marked", () => {
  it("withdraws the mark when a marked document is deleted without marking the deletion", async () => {
    const head = await workingDocument(env.DB, { kind: "team", id: "410" });
    expect(await saveDocument(env.DB, { kind: "team", id: "410", base: 0, body: head!.body, author: COLLEAGUE, now })).toMatchObject({ revision: 1 });
    await contentReadyRepository(env.DB).mark({ kind: "team", id: "410", revision: 1, by: COLLEAGUE, now });
    expect((await post("/staff/content/team/410/delete/", [["_revision", "1"]])).status).toBe(303);
    // The deletion is listed unticked: nothing would put the body before it back online.
    expect(await publishList(EN)).toEqual([{ value: "team:410@2", ticked: false }]);
    expect(await contentReadyRepository(env.DB).all()).toEqual([]);
  });

  it("saves but does not mark a save merged with a colleague's changes, and says to check and mark again", async () => {
    const mine = edited(await formAt(SEARCH_PATH), { "title.en": "Mine in English" });
    await colleagueSaves(SEARCH, setTitle("fr", "Le leur en français"));
    const saved = await post(SEARCH_PATH, [...mine, ["_ready", "1"]]);
    expect(saved.response.headers.get("Location")).toBe(`${SEARCH_PATH}?saved=2&merged=1&unmarked=1`);
    expect(await contentReadyRepository(env.DB).all()).toEqual([]);
    const page = (await staffFetch(saved.response.headers.get("Location")!, { headers: EN })).body;
    expect(page).toContain("Not marked ready to publish: check the merged result, then mark it again.");
    expect(page).not.toContain("Saved and marked ready to publish");
    expect(await publishList(EN)).toEqual([{ value: "site:propertySearch@2", ticked: false }]);
  });

  it("clears a testimonial's mark when its approval publishes it, and never ticks a mark visitors already see past", async () => {
    const id = await storeLead({
      email: "claire@example.com",
      form: "testimonial",
      lang: "fr",
      page: "/fr/nos-services/",
      person: { firstName: "Claire", email: "claire@example.com" },
      payload: { fields: { name: "Claire D.", comment: "Une équipe formidabel" } },
      deliveries: ["agency-mail"],
    });
    const ref = { kind: "testimonial", id } as const;
    await staffPost(`/staff/testimonials/${id}/`, { decision: "approved" });
    // Corrected in the editor and marked ready; then approved again, which publishes the correction.
    const approved = await workingDocument(env.DB, ref);
    const corrected = { ...(approved!.body as object), comment: "Une équipe formidable" };
    expect(await saveDocument(env.DB, { ...ref, base: 1, body: corrected, author: COLLEAGUE, now })).toMatchObject({ revision: 2 });
    await contentReadyRepository(env.DB).mark({ ...ref, revision: 2, by: COLLEAGUE, now });
    await staffPost(`/staff/testimonials/${id}/`, { decision: "approved" });
    expect(await contentVersionRepository(env.DB).publishedDocuments()).toMatchObject({ [`testimonial:${id}`]: 2 });
    expect(await contentReadyRepository(env.DB).all()).toEqual([]);

    // A mark left at what visitors see (as before this was cleared) is not ticked for a later save.
    await contentReadyRepository(env.DB).mark({ ...ref, revision: 2, by: COLLEAGUE, now });
    expect(await saveDocument(env.DB, { ...ref, base: 2, body: { ...corrected, comment: "Plus tard" }, author: COLLEAGUE, now })).toMatchObject({
      revision: 3,
    });
    expect(await publishList(EN)).toEqual([{ value: `testimonial:${id}@3`, ticked: false }]);
    // Ticked from an older overview, with a real change: the revision visitors see past is left out (not refusing the batch), the other goes.
    await colleagueSaves(FOOTER, (body) => void (body.textColor = "#123456"));
    expect((await publishTicked([`testimonial:${id}@1`, "site:footer@1"])).status).toBe(303);
    expect(await contentVersionRepository(env.DB).publishedDocuments()).toMatchObject({ [`testimonial:${id}`]: 2, "site:footer": 1 });
  });

  it("never rolls back a colleague's publish that came in between: an older ticked revision is left out at every attempt", async () => {
    await colleagueSaves(SEARCH, setTitle("en", "Older, ticked"));
    await colleagueSaves(SEARCH, setTitle("en", "Newer, published by a colleague"));
    const real = contentVersionRepository(env.DB);
    let colleaguePublished = false;
    // The colleague's publish lands after this one read what visitors see, before it claims the pointer.
    const racing: ContentVersions = {
      ...real,
      allocate: async (...args) => {
        if (!colleaguePublished) {
          colleaguePublished = true;
          const theirs = await selectedChanges(env.DB, [{ ...SEARCH, revision: 2 }]);
          expect(await publishDocuments(real, { changes: theirs!, by: COLLEAGUE, now })).toMatchObject({ outcome: "published" });
        }
        return real.allocate(...args);
      },
    };
    const mine = await selectedChanges(env.DB, [{ ...SEARCH, revision: 1 }]);
    expect(await publishDocuments(racing, { changes: mine!, keep: notPublishedYet, by: "me@agency.example", now })).toEqual({ outcome: "conflict" });
    expect(await publicHome()).toContain("Newer, published by a colleague");
    expect(await real.publishedDocuments()).toMatchObject({ "site:propertySearch": 2 });
  });

  it("withdraws only the mark the page showed: one a colleague set since stays, and the page says the mark changed", async () => {
    await post(SEARCH_PATH, [...edited(await formAt(SEARCH_PATH), { "title.en": "Marked" }), ["_ready", "1"]]);
    const page = (await staffFetch(SEARCH_PATH, { headers: EN })).body;
    expect(page).toMatch(/class="ready-mark"[^>]*>\s*<input[^>]*name="_revision"[^>]*value="1"/);
    await colleagueSaves(SEARCH, setTitle("fr", "Marqué par un collègue"));
    await contentReadyRepository(env.DB).mark({ ...SEARCH, revision: 2, by: COLLEAGUE, now });
    const stale = await post(`${SEARCH_PATH}ready/withdraw/`, [["_revision", "1"]]);
    expect(stale.response.headers.get("Location")).toBe(`${SEARCH_PATH}?markMoved=1`);
    expect(await contentReadyRepository(env.DB).get(SEARCH)).toMatchObject({ revision: 2, markedBy: COLLEAGUE });
    expect((await staffFetch(stale.response.headers.get("Location")!, { headers: EN })).body).toContain(
      "The mark changed meanwhile (someone marked another version) and stays: look again.",
    );
    expect((await post(`${SEARCH_PATH}ready/withdraw/`, [])).status).toBe(400);
  });
});

describe("a conflict, field by field", () => {
  it("keeps the fields only the colleague changed, with mine, and saves at once when nothing else conflicts", async () => {
    const mine = edited(await formAt(SEARCH_PATH), { "title.en": "Mine in English" });
    await colleagueSaves(SEARCH, setTitle("fr", "Le leur en français"));
    const saved = await post(SEARCH_PATH, mine);
    expect(saved.status).toBe(303);
    expect(saved.response.headers.get("Location")).toBe(`${SEARCH_PATH}?saved=2&merged=1`);
    expect((await staffFetch(saved.response.headers.get("Location")!, { headers: EN })).body).toContain(
      `${COLLEAGUE} had saved this document meanwhile: their changes to other fields are kept`,
    );
    expect(await workingDocument(env.DB, SEARCH)).toMatchObject({
      revision: 2,
      body: { title: { en: "Mine in English", fr: "Le leur en français", nl: seedContent.site.propertySearch.title.nl } },
    });
  });

  it("shows a field both changed with both values and a choice, and applies the choice on top of their save", async () => {
    const mine = edited(await formAt(SEARCH_PATH), { "title.en": "Mine", "title.de": "Meins" });
    await colleagueSaves(SEARCH, (body) => {
      setTitle("en", "Theirs")(body);
      setTitle("nl", "Het hunne")(body);
    });
    const conflict = await post(SEARCH_PATH, mine);
    expect(conflict.status).toBe(409);
    expect(conflict.body).toContain("You both changed these fields");
    // Only the field both changed is asked about, in words, mine chosen first.
    expect(conflict.body).toMatch(/<input type="radio"[^>]*name="_keep:title.en" value="theirs"/);
    expect(conflict.body).not.toContain("_keep:title.nl");
    expect(conflict.body).not.toContain("_keep:title.de");
    expect(conflict.body).toMatch(/<th scope="row">[^<]*English<\/th>/);
    expect(conflict.body).toContain("<pre>Theirs</pre>");
    expect(conflict.body).toContain("<pre>Mine</pre>");
    expect(conflict.body).toMatch(/<input type="radio"[^>]*name="_keep:title.en" checked="" value="mine"/);

    // The page's form holds the merge (their Dutch, my German) on their revision; I keep their English.
    const form = formFields(conflict.body);
    const chosen = await post(SEARCH_PATH, [...(await form), ["_keep:title.en", "theirs"]]);
    expect(chosen.status).toBe(303);
    expect(await workingDocument(env.DB, SEARCH)).toMatchObject({
      revision: 2,
      modifiedBy: "dev@localhost",
      body: { title: { en: "Theirs", nl: "Het hunne", de: "Meins" } },
    });
  });
});
