import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { LANGUAGES, type Lang } from "../../../client/i18n/languages";
import { seedContent } from "../../../worker/content";
import { forgetContentPointer } from "../../../worker/content/published";
import type { Page, SiteConfig } from "../../../worker/content/schema";
import { createDocument, saveDocument, workingDocument } from "../../../worker/content/working-copy";
import { resetContent } from "../content/reset";
import { edited, formFields } from "./form-fields";
import { LOCAL, publishEverything, staffFetch, staffPost } from "./helpers";

const EN = { "Accept-Language": "en" };
const AUTHOR = "an@agency.example";
const nextPageId = Math.max(...seedContent.pages.map((page) => page.id)) + 1;
const aboutUs = seedContent.pages.find((page) => page.route === "aboutUs")!;
const forSale = seedContent.pages.find((page) => page.route === "forSale")!;

const post = (path: string, body: URLSearchParams) =>
  staffFetch(path, { method: "POST", body, headers: { "Content-Type": "application/x-www-form-urlencoded", ...EN } });

const inEvery = (field: string, text: (lang: Lang) => string) => Object.fromEntries(LANGUAGES.map((lang) => [`${field}.${lang}`, text(lang)]));

async function publish(): Promise<{ status: number; body: string }> {
  const published = await publishEverything(EN);
  forgetContentPointer();
  return published;
}

const OFFICES: Record<Lang, string> = { nl: "onze-kantoren", fr: "nos-bureaux", en: "our-offices", de: "unsere-bueros" };

/** What staff type into the new-page form (worker/staff/routes/content-new-page.tsx): a title and an address in every language. */
const TYPED = {
  ...Object.fromEntries(LANGUAGES.map((lang) => [`title.${lang}`, `Offices ${lang}`])),
  ...inEvery("path", (lang) => OFFICES[lang]),
  "text.en": "Where to find us.",
};

/** A page of the agency's own, saved straight into the working copy (the form is tested above). */
async function makePage(fields: { parentId?: number | null; path?: Record<Lang, string>; modules?: Page["params"]["modules"] } = {}): Promise<string> {
  const template = structuredClone(aboutUs);
  const { route: _route, ...rest } = template;
  const body = {
    ...rest,
    name: "Offices",
    parentId: fields.parentId ?? null,
    inMenu: false,
    sort: 99,
    params: {
      ...template.params,
      title: Object.fromEntries(LANGUAGES.map((lang) => [lang, { text: `Offices ${lang}`, public: true }])),
      modules: fields.modules ?? [],
      path: fields.path ?? OFFICES,
    },
  };
  const created = await createDocument(env.DB, { kind: "page", body, author: AUTHOR, now: new Date() });
  if (created.outcome !== "created") throw new Error(JSON.stringify(created.issues));
  return created.id;
}

async function saveOver(kind: "page" | "site", id: string, change: (body: never) => unknown): Promise<void> {
  const head = (await workingDocument(env.DB, { kind, id }))!;
  const saved = await saveDocument(env.DB, {
    kind,
    id,
    base: head.revision,
    body: change(structuredClone(head.body) as never),
    author: AUTHOR,
    now: new Date(),
  });
  expect(saved.outcome).toBe("saved");
}

beforeEach(async () => {
  await resetContent();
  await env.DB.exec("DELETE FROM content_redirects");
});

describe("pages the agency makes itself", () => {
  it("are made in the editor and, once published, answer at their own address in every language, in the menu, sitemap and hreflang", async () => {
    const page = await staffFetch("/staff/content/", { headers: EN });
    expect(page.body).toContain('href="/staff/content/page/new/"');
    const fields = await formFields((await staffFetch("/staff/content/page/new/", { headers: EN })).body);
    expect(fields).toContainEqual(["path.nl", ""]);
    expect(fields).toContainEqual(["parentId", ""]);
    // In the menu unless unticked.
    expect(fields).toContainEqual(["inMenu", "on"]);
    const typed = edited(fields, { ...TYPED, ...inEvery("text", (lang) => `Where to find us (${lang}).`) });
    const created = await post("/staff/content/page/new/", typed);
    expect(created.status).toBe(303);
    expect(created.response.headers.get("Location")).toBe(`/staff/content/page/${nextPageId}/?saved=1`);
    const stored = await workingDocument(env.DB, { kind: "page", id: String(nextPageId) });
    expect(stored?.body).toMatchObject({ id: nextPageId, parentId: null, params: { path: OFFICES } });
    expect(stored?.body).not.toHaveProperty("route");

    // A draft address until the publish; the staff's preview already shows it.
    expect((await staffFetch("/en/our-offices/")).status).toBe(404);
    expect((await staffFetch("/en/preview/our-offices/")).body).toContain("Offices en");
    expect((await publish()).status).toBe(303);

    for (const lang of LANGUAGES) {
      const shown = await staffFetch(`/${lang}/${OFFICES[lang]}/`);
      expect(shown.status).toBe(200);
      // Its title and description default from the page's title and text.
      expect(shown.body).toContain(`<title>Offices ${lang} | ${seedContent.site.agency.name[lang]}</title>`);
      expect(shown.body).toContain(`<meta name="description" content="Where to find us (${lang})."/>`);
    }
    const en = await staffFetch("/en/our-offices/");
    expect(en.body).toContain(`<link rel="canonical" href="${LOCAL}/en/our-offices/"`);
    expect(en.body).toContain(`hrefLang="fr" href="${LOCAL}/fr/nos-bureaux/"`);
    // x-default: the page in the site's default language (nl).
    expect(en.body).toContain(`hrefLang="x-default" href="${LOCAL}/nl/onze-kantoren/"`);
    // In every page's menu, and in the sitemap.
    expect((await staffFetch("/de/")).body).toContain('href="/de/unsere-bueros/"');
    expect((await staffFetch("/sitemap-fr.xml")).body).toContain(`${LOCAL}/fr/nos-bureaux/`);
  });

  it("sit under a top-level page at /{parent}/{child}/, with the parent in the trail, and follow it when it is renamed (301)", async () => {
    const article = seedContent.articles.find((candidate) => candidate.status === "Published" && !candidate.route)!;
    const module = { ...aboutUs.params.modules.find((candidate) => candidate.relations.type === "article")!, id: 9001 };
    const id = await makePage({ parentId: aboutUs.id, modules: [{ ...module, relations: { type: "article", id: article.id } }] });
    expect((await publish()).status).toBe(303);

    const child = await staffFetch("/en/services/our-offices/");
    expect(child.status).toBe(200);
    expect(child.body).toContain(`<link rel="canonical" href="${LOCAL}/en/services/our-offices/"`);
    const paragraph = article.body.en.find((block) => block.type === "p")!;
    expect(child.body).toContain('data-module-id="9001"');
    expect(child.body.includes(paragraph.text), "the article the module shows").toBe(true);
    // Home › About us › Offices, on the page and in its JSON-LD.
    expect(child.body).toContain(`<a href="/en/services/">${aboutUs.params.title.en.text}</a>`);
    expect(child.body).toContain(`"item":"${LOCAL}/en/services/"`);
    expect((await staffFetch("/en/our-offices/")).status).toBe(404);

    // The parent's address renamed: the child moves with it, and its old address sends visitors on.
    await saveOver("page", String(aboutUs.id), (body: Page) => ({
      ...body,
      params: { ...body.params, path: { ...body.params.path!, en: "about-the-agency" } },
    }));
    expect((await publish()).status).toBe(303);
    expect((await staffFetch("/en/about-the-agency/our-offices/")).status).toBe(200);
    const moved = await staffFetch("/en/services/our-offices/?utm_source=mail");
    expect(moved.status).toBe(301);
    expect(moved.response.headers.get("Location")).toBe("/en/about-the-agency/our-offices/?utm_source=mail");

    // Moved to the top level: the old address follows it too.
    await saveOver("page", id, (body: Page) => ({ ...body, parentId: null }));
    expect((await publish()).status).toBe(303);
    expect((await staffFetch("/en/about-the-agency/our-offices/")).response.headers.get("Location")).toBe("/en/our-offices/");
  });

  it("can be linked from the content, and cannot be deleted while a link leads to them", async () => {
    const id = await makePage();
    await saveOver("site", "header", (header: SiteConfig["header"]) => ({
      ...header,
      headerLinks: {
        ...header.headerLinks,
        left: [{ status: "Published", label: Object.fromEntries(LANGUAGES.map((lang) => [lang, "Kantoren"])), link: { route: `page-${id}` } }],
      },
    }));
    // The link chooser offers the page by its title in the staff member's language.
    expect((await staffFetch("/staff/content/site/header/", { headers: EN })).body).toContain(`<option value="page-${id}" selected="">Offices en</option>`);
    expect((await publish()).status).toBe(303);
    expect((await staffFetch("/fr/")).body).toContain('href="/fr/nos-bureaux/"');

    expect((await staffPost(`/staff/content/page/${id}/delete/`, { _revision: "1" })).status).toBe(303);
    const refused = await publish();
    expect(refused.status).toBe(422);
    expect(refused.body).toContain(`page-${id}`);
    // The header's form keeps the link where it led, for staff to see and change, never dropped unseen.
    expect((await staffFetch("/staff/content/site/header/", { headers: EN })).body).toContain(
      `<option value="page-${id}" selected="">Offices en (deleted)</option>`,
    );
    expect((await staffFetch("/fr/nos-bureaux/")).status).toBe(200);
  });

  it("once deleted and published answer 404, while a page of a route cannot be deleted", async () => {
    const id = await makePage();
    expect((await publish()).status).toBe(303);
    expect((await staffFetch(`/staff/content/page/${id}/`, { headers: EN })).body).toContain(`href="/staff/content/page/${id}/delete/"`);
    expect((await staffPost(`/staff/content/page/${id}/delete/`, { _revision: "1" })).status).toBe(303);
    expect((await staffFetch("/en/our-offices/")).status).toBe(200);
    expect((await publish()).status).toBe(303);
    expect((await staffFetch("/en/our-offices/")).status).toBe(404);

    expect((await staffFetch(`/staff/content/page/${aboutUs.id}/`, { headers: EN })).body).not.toContain("/delete/");
    expect((await staffFetch(`/staff/content/page/${aboutUs.id}/delete/`)).status).toBe(404);
    expect((await staffPost(`/staff/content/page/${aboutUs.id}/delete/`, { _revision: "0" })).status).toBe(404);
  });

  it("never serve a route, whatever a forged form posts, and a page of a route keeps its own", async () => {
    const fields = await formFields((await staffFetch("/staff/content/page/new/", { headers: EN })).body);
    const forged = edited(fields, { ...TYPED, "text.fr": "x", "text.nl": "x", "text.de": "x" });
    forged.set("route", JSON.stringify("aboutUs"));
    expect((await post("/staff/content/page/new/", forged)).status).toBe(303);
    const made = await workingDocument(env.DB, { kind: "page", id: String(nextPageId) });
    expect(made?.body).not.toHaveProperty("route");
    expect((await staffFetch(`/staff/content/page/${nextPageId}/delete/`)).status).toBe(200);

    const form = await formFields((await staffFetch(`/staff/content/page/${aboutUs.id}/`, { headers: EN })).body);
    const unbound = edited(form, {});
    unbound.set("route", "");
    expect((await post(`/staff/content/page/${aboutUs.id}/`, unbound)).status).toBe(303);
    expect((await workingDocument(env.DB, { kind: "page", id: String(aboutUs.id) }))?.body).toMatchObject({ route: "aboutUs" });
    expect((await staffFetch(`/staff/content/page/${aboutUs.id}/delete/`)).status).toBe(404);
  });

  it("are refused, named, without an address, at another family's address, at a taken one or under a page that cannot hold them; the site is unchanged", async () => {
    const fields = await formFields((await staffFetch("/staff/content/page/new/", { headers: EN })).body);
    // A title of signs only gives no address to propose.
    const noPath = await post("/staff/content/page/new/", edited(fields, { ...TYPED, ...inEvery("title", () => "???"), ...inEvery("path", () => "") }));
    expect(noPath.status).toBe(422);
    expect(noPath.body).toContain("A page of your own needs an address, in every language.");
    expect(await formFields(noPath.body)).toContainEqual(["text.en", "Where to find us."]);

    const thankYou = await makePage({ path: { ...OFFICES, en: "thank-you" } });
    let refused = await publish();
    expect(refused.status).toBe(422);
    expect(refused.body).toContain("/en/thank-you/");
    await saveOver("page", thankYou, (body: Page) => ({ ...body, params: { ...body.params, path: { ...OFFICES, de: "kontakt" } } }));
    refused = await publish();
    expect(refused.status).toBe(422);
    expect(refused.body).toContain("/de/kontakt/");
    await saveOver("page", thankYou, (body: Page) => ({ ...body, parentId: forSale.id, params: { ...body.params, path: OFFICES } }));
    refused = await publish();
    expect(refused.status).toBe(422);
    expect(refused.body).toContain("No page can sit under this one");
    expect(await env.DB.prepare("SELECT count(*) AS n FROM content_versions WHERE state = 'published'").first("n")).toBe(0);
  });
});
