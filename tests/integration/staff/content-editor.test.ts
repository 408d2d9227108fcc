import { dayOf } from "../../../worker/stats/day";
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { resetContent } from "../content/reset";
import { seedContent } from "../../../worker/content";
import { documentsOf } from "../../../worker/content/documents";
import { forgetContentPointer } from "../../../worker/content/published";
import { workingDocument } from "../../../worker/content/working-copy";
import { contentDocumentRepository } from "../../../worker/content/content-documents";
import { edited, formFields } from "./form-fields";
import { publishEverything, staffFetch, staffPost } from "./helpers";

const SEARCH = "/staff/content/site/propertySearch/";
const TITLES = { nl: "Uw thuis in Gent", fr: "Chez vous à Gand", en: "At home in Ghent", de: "Zuhause in Gent" };
const titleFields = (titles: Partial<typeof TITLES>) => Object.fromEntries(Object.entries(titles).map(([lang, title]) => [`title.${lang}`, title]));

/** The edit form of a document as its page offers it. */
async function formAt(path: string) {
  const page = await staffFetch(path, { headers: { "Accept-Language": "en" } });
  expect(page.status).toBe(200);
  return formFields(page.body);
}

const save = (path: string, body: URLSearchParams) =>
  staffFetch(path, { method: "POST", body, headers: { "Content-Type": "application/x-www-form-urlencoded", "Accept-Language": "en" } });

async function publicHome(lang: string): Promise<string> {
  forgetContentPointer();
  return (await staffFetch(`/${lang}/`)).body;
}

beforeEach(resetContent);

describe("the content editor, /staff/content/", () => {
  it("edits the home page's title in four languages, saves it as a revision, publishes it, and restores the build's", async () => {
    const fields = await formAt(SEARCH);
    expect(fields).toContainEqual(["title.fr", seedContent.site.propertySearch.title.fr]);
    expect(fields).toContainEqual(["_revision", "0"]);

    const saved = await save(SEARCH, edited(fields, titleFields(TITLES)));
    expect(saved.status).toBe(303);
    expect(saved.response.headers.get("Location")).toBe(`${SEARCH}?saved=1`);
    expect((await workingDocument(env.DB, { kind: "site", id: "propertySearch" }))?.body).toEqual({ ...seedContent.site.propertySearch, title: TITLES });
    // Saved, not yet published: visitors still get the published title.
    expect(await publicHome("nl")).toContain(seedContent.site.propertySearch.title.nl);

    const overview = await staffFetch("/staff/content/", { headers: { "Accept-Language": "en" } });
    expect(overview.body).toContain("1 document with changes not yet online");
    const published = await publishEverything();
    expect(published.status).toBe(303);
    const version = Number(new URL(published.response.headers.get("Location")!, "http://x").searchParams.get("published"));
    expect(version).toBeGreaterThan(0);
    for (const [lang, title] of Object.entries(TITLES)) expect(await publicHome(lang)).toContain(title);

    const history = await staffFetch(`${SEARCH}revisions/`, { headers: { "Accept-Language": "en" } });
    expect(history.body).toContain("dev@localhost");
    expect(history.body).toContain("Title › French");
    const restored = await staffPost(`${SEARCH}revisions/0/restore/`, { _revision: "1" });
    expect(restored.status).toBe(303);
    expect(await workingDocument(env.DB, { kind: "site", id: "propertySearch" })).toMatchObject({ revision: 2, body: seedContent.site.propertySearch });
    expect((await publishEverything()).status).toBe(303);
    expect(await publicHome("fr")).toContain(seedContent.site.propertySearch.title.fr);
  });

  it("tells the second of two people saving one revision, shows both versions and loses neither", async () => {
    const fields = await formAt(SEARCH);
    expect((await save(SEARCH, edited(fields, { "title.en": "Anna's title" }))).status).toBe(303);
    const second = await save(SEARCH, edited(fields, { "title.en": "Ben's title" }));
    expect(second.status).toBe(409);
    expect(second.body).toContain("Someone else saved this document meanwhile");
    expect(second.body).toContain("Anna&#x27;s title");
    expect(second.body).toContain("Ben&#x27;s title");
    // The head is Anna's; Ben's is kept, and his form now starts from her revision.
    expect((await workingDocument(env.DB, { kind: "site", id: "propertySearch" }))?.body).toMatchObject({ title: { en: "Anna's title" } });
    expect(await contentDocumentRepository(env.DB).conflictCopies({ kind: "site", id: "propertySearch" })).toEqual([
      expect.objectContaining({ author: "dev@localhost", body: expect.objectContaining({ title: expect.objectContaining({ en: "Ben's title" }) }) }),
    ]);
    const again = await formFields(second.body);
    expect(again).toContainEqual(["_revision", "1"]);
    expect(again).toContainEqual(["title.en", "Ben's title"]);
    expect((await save(SEARCH, new URLSearchParams(again))).status).toBe(303);
  });

  it("refuses a field the schema refuses with a translated message, keeping what was typed", async () => {
    const header = "/staff/content/site/header/";
    const fields = await formAt(header);
    const refused = await save(header, edited(fields, { "appBar.bgColor": "blue-ish", "menu.menuFontSize": "12a" }));
    expect(refused.status).toBe(422);
    expect(refused.body).toContain("2 fields need your attention");
    expect(refused.body).toContain("Enter a colour as #rrggbb.");
    expect(refused.body).toContain("Enter a number.");
    expect(await formFields(refused.body)).toEqual(
      expect.arrayContaining([
        ["appBar.bgColor", "blue-ish"],
        ["menu.menuFontSize", "12a"],
      ]),
    );
    expect(await contentDocumentRepository(env.DB).head({ kind: "site", id: "header" })).toBeNull();
  });

  it("adds, moves and removes list items without a script, saving only when asked", async () => {
    const banner = "/staff/content/site/banner/";
    const fields = await formAt(banner);
    const added = await save(banner, new URLSearchParams([...fields, ["_op", "add:gallery.images"]]));
    expect(added.status).toBe(200);
    expect(added.body).toContain("Not saved yet");
    const withFour = await formFields(added.body);
    expect(withFour).toContainEqual(["#gallery.images", "4"]);
    const moved = await save(banner, new URLSearchParams([...withFour, ["_op", "up:gallery.images[1]"]]));
    const swapped = await formFields(moved.body);
    const urls = swapped.filter(([name]) => /^gallery\.images\[\d\]\.url$/.test(name)).map(([, value]) => value);
    expect(urls.slice(0, 2)).toEqual([seedContent.site.banner.gallery.images[1]!.url, seedContent.site.banner.gallery.images[0]!.url]);
    expect(await contentDocumentRepository(env.DB).head({ kind: "site", id: "banner" })).toBeNull();
    // The empty fourth image is not a valid image: removed again, the rest saves.
    const removed = await formFields((await save(banner, new URLSearchParams([...swapped, ["_op", "remove:gallery.images[3]"]]))).body);
    expect((await save(banner, new URLSearchParams(removed))).status).toBe(303);
    expect((await workingDocument(env.DB, { kind: "site", id: "banner" }))?.body).toMatchObject({
      gallery: { images: [{ url: seedContent.site.banner.gallery.images[1]!.url }, {}, {}] },
    });
  });

  it("saves a text waiting for its translation, but refuses to publish it and names the field", async () => {
    const fields = await formAt(SEARCH);
    expect((await save(SEARCH, edited(fields, { "title.fr": "" }))).status).toBe(303);
    const page = await staffFetch(SEARCH, { headers: { "Accept-Language": "en" } });
    expect(page.body).toContain("1 text still needs a translation");
    // Not marked ready: the overview checks only what is ready; the publish that ticks it names the field.
    const refused = await publishEverything({ "Accept-Language": "en" });
    expect(refused.status).toBe(422);
    expect(refused.body).toContain(`href="${SEARCH}#f-title.fr"`);
    expect(refused.body).toContain("Missing translation (French)");
    expect(await publicHome("fr")).toContain(seedContent.site.propertySearch.title.fr);
  });

  it("keeps a page's id, route and creation date, dates the change, and gives a new module an id of its own", async () => {
    const home = seedContent.pages.find((page) => page.route === "home")!;
    const path = `/staff/content/page/${home.id}/`;
    const fields = await formAt(path);
    const added = await formFields((await save(path, new URLSearchParams([...fields, ["_op", "add:params.modules"]]))).body);
    const index = home.params.modules.length;
    const typed = edited(added, {
      id: "999",
      route: '"contact"',
      ...Object.fromEntries(["nl", "fr", "en", "de"].map((lang) => [`params.modules[${index}].title.${lang}`, `Module ${lang}`])),
    });
    const saved = await save(path, typed);
    expect(saved.status, saved.body.match(/id="errors".*?<\/div>/s)?.[0]).toBe(303);
    const stored = (await workingDocument(env.DB, { kind: "page", id: String(home.id) }))!.body as typeof home;
    expect(stored).toMatchObject({ id: home.id, route: "home", createDate: home.createDate });
    expect(stored.modifyDate).toBe(dayOf(new Date()));
    const ids = seedContent.pages.flatMap((page) => page.params.modules.map((module) => module.id));
    expect(stored.params.modules[index]!.id).toBe(Math.max(...ids) + 1);
  });

  it("posts every document of the site back unchanged: no form loses or bends a field", async () => {
    for (const document of documentsOf(seedContent)) {
      const path = `/staff/content/${document.kind}/${document.id}/`;
      const saved = await save(path, new URLSearchParams(await formAt(path)));
      expect(saved.status, `${path} ${saved.body.match(/id="errors".*?<\/div>/s)?.[0] ?? ""}`).toBe(303);
      const stored = (await contentDocumentRepository(env.DB).head(document))?.body;
      const expected = document.kind === "page" ? { ...(document.body as object), modifyDate: (stored as { modifyDate: string }).modifyDate } : document.body;
      expect(stored, path).toEqual(expected);
    }
    // Every document of the site read and saved: more than the default 5 s on a busy machine.
  }, 30_000);

  it("keeps an optional box when it is ticked, and asks which is meant when a link names a page and an address", async () => {
    const contact = seedContent.pages.find((page) => page.route === "contact")!;
    const path = `/staff/content/page/${contact.id}/`;
    const fields = await formAt(path);
    expect(fields.some(([name]) => name === "params.redirect")).toBe(false);
    expect((await save(path, new URLSearchParams([...fields, ["params.redirect", "on"]]))).status).toBe(303);
    expect((await workingDocument(env.DB, { kind: "page", id: String(contact.id) }))?.body).toMatchObject({ params: { redirect: true } });

    const popup = "/staff/content/site/popup/";
    const both = await save(popup, edited(await formAt(popup), { "link.route": "contact", "link.href": "https://example.com/" }));
    expect(both.status).toBe(422);
    expect(both.body).toContain("Choose a page or enter an address");
    expect(await contentDocumentRepository(env.DB).head({ kind: "site", id: "popup" })).toBeNull();
  });

  it("answers 400, not 500, to a post that is not a form", async () => {
    const garbled = await staffFetch(SEARCH, { method: "POST", body: "--x\r\nnot multipart", headers: { "Content-Type": "multipart/form-data; boundary=y" } });
    expect(garbled.status).toBe(400);
  });

  it("answers 404 for a document the site does not have", async () => {
    expect((await staffFetch("/staff/content/page/424242/")).status).toBe(404);
    expect((await staffFetch("/staff/content/site/nothing/")).status).toBe(404);
  });
});
