import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { LANGUAGES } from "../../../client/i18n/languages";
import { seedContent } from "../../../worker/content";
import { ARTICLE_ID } from "../../../worker/content/data/articles/ids";
import { saveDocument, workingDocument } from "../../../worker/content/working-copy";
import { resetContent } from "../content/reset";
import { edited, formFields } from "./form-fields";
import { pngVariant } from "./png-variant";
import { staffFetch, staffPost } from "./helpers";

const EN = { "Accept-Language": "en" };
/** tests/fixtures/images/photo.png: 37 × 23 pixels. */
const PNG = Uint8Array.from(
  atob(
    "iVBORw0KGgoAAAANSUhEUgAAACUAAAAXAQMAAAC24hTmAAAABGdBTUEAALGPC/xhBQAAACBjSFJNAAB6JgAAgIQAAPoAAACA6AAAdTAAAOpgAAA6mAAAF3CculE8AAAABlBMVEUzZsz///8N3jmNAAAAAWJLR0QB/wIt3gAAAAd0SU1FB+oLGBUFK1JQsLsAAAAMSURBVAjXY2AYLAAAAIoAATCBhKgAAAAldEVYdGRhdGU6Y3JlYXRlADIwMjYtMTEtMjRUMjE6MDU6NDMrMDA6MDCjlpknAAAAJXRFWHRkYXRlOm1vZGlmeQAyMDI2LTExLTI0VDIxOjA1OjQzKzAwOjAw0sshmwAAAABJRU5ErkJggg==",
  ),
  (char) => char.charCodeAt(0),
);
const ALT = { nl: "Ons kantoor in Gent", fr: "Notre bureau à Gand", en: "Our office in Ghent", de: "Unser Büro in Gent" };

/** What a staff member reads on a page: its text, without tags, scripts or attribute values. */
const visibleText = (html: string) =>
  html
    .replace(/<(script|style)[^>]*>.*?<\/\1>/gs, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&(#x27|#39);/g, "'")
    .replace(/&[a-z#0-9]+;/g, " ");

/** The words a form must never show staff: schema keys, the module position literal, a relation by number, a typed image path. */
function internals(html: string): string[] {
  const text = visibleText(html);
  return [
    ...(text.match(/\b[a-z]+[A-Z][a-zA-Z]+\b/g) ?? []),
    ...["contentRow", "nr. 0", "/media/content/"].filter((word) => text.includes(word)),
    // An image address typed in a text field (a video's address is typed: the library holds images only).
    ...(html.match(/<input[^>]*type="text"[^>]*name="(?!video)[^"]*\.url"[^>]*>/g) ?? []),
  ];
}

async function uploadToLibrary(alt: Record<string, string>): Promise<string> {
  const body = new FormData();
  body.append("file", new File([PNG], "office.png", { type: "image/png" }));
  for (const [lang, text] of Object.entries(alt)) body.append(`alt.${lang}`, text);
  const uploaded = await staffFetch("/staff/content/media/", { method: "POST", body, headers: EN });
  expect(uploaded.status).toBe(303);
  return new URL(uploaded.response.headers.get("Location")!, "http://x").searchParams.get("uploaded")!;
}

const aboutUs = seedContent.pages.find((page) => page.route === "aboutUs")!;

beforeEach(resetContent);

describe("content forms say what they edit in words, with pickers (issue 42)", () => {
  it("shows no internal key, literal, relation number or typed image path on a page, the banner or a module's form, in every staff language", async () => {
    for (const lang of LANGUAGES)
      for (const href of [
        `/staff/content/page/${aboutUs.id}/`,
        "/staff/content/site/banner/",
        "/staff/content/site/header/",
        "/staff/content/site/popup/",
        "/staff/content/page/new/",
      ]) {
        const page = await staffFetch(href, { headers: { "Accept-Language": lang } });
        expect(page.status, href).toBe(200);
        expect(internals(page.body).join(" | "), `${href} ${lang}`).toBe("");
        // Links choose pages by their titles: never a route key or an old CMS name.
        expect(page.body, `${href} ${lang}`).not.toMatch(/<option value="(home|aboutUs|freeValuation)"[^>]*>(home|aboutus|contact-demand)</);
      }
    const form = (await staffFetch(`/staff/content/page/${aboutUs.id}/`, { headers: EN })).body;
    // The route is the page's name; layout and sharing are in the one Advanced disclosure at the end.
    expect(visibleText(form)).toContain("Page of the site: About us");
    expect(form.match(/<details class="advanced"[^>]*>.*<\/details>/s)?.[0]).toMatch(/CSS class.*Sharing on social media.*Open Graph title/s);
    expect(form.slice(0, form.indexOf('<details class="advanced"'))).not.toContain("Open Graph");
  });

  it("chooses what a module shows by name: the article by its title, the team by who is in it", async () => {
    const href = `/staff/content/page/${aboutUs.id}/`;
    const html = (await staffFetch(href, { headers: EN })).body;
    const title = seedContent.articles.find((article) => article.id === ARTICLE_ID.aboutUs)!.title.en;
    expect(html).toContain(`<option value="article:${ARTICLE_ID.aboutUs}" selected="">${title}</option>`);
    expect(html).toMatch(/<option value="category:4"[^>]*>Team: [A-Z][^<]+ and \d+ more<\/option>/);
    const other = seedContent.articles.find((article) => article.id !== ARTICLE_ID.aboutUs && !article.route)!;
    const form = await formFields(html);
    const index = aboutUs.params.modules.findIndex((module) => module.relations.type === "article");
    const saved = await staffFetch(href, {
      method: "POST",
      body: edited(form, { [`params.modules[${index}].relations`]: `article:${other.id}` }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...EN },
    });
    expect(saved.status).toBe(303);
    const page = (await workingDocument(env.DB, { kind: "page", id: String(aboutUs.id) }))?.body as typeof aboutUs;
    expect(page.params.modules[index]!.relations).toEqual({ type: "article", id: other.id });
  });

  it("picks an image in the library with its alt texts, and uploads one in place with the alt texts typed next to it", async () => {
    const path = await uploadToLibrary(ALT);
    const library = (await staffFetch("/staff/content/media/", { headers: EN })).body;
    expect(library).toContain(`alt="${ALT.en}"`);
    expect(visibleText(library)).not.toContain("/media/content/");

    const banner = (await staffFetch("/staff/content/site/banner/", { headers: EN })).body;
    const radio = banner.match(new RegExp(`<input type="radio"[^>]*name="image\\.url" value="${path}"[^>]*>`))?.[0];
    // With the staff script, picking it fills the alt texts at once (client/staff/islands/ImageAlt.tsx).
    expect(radio).toContain(`data-alt="${JSON.stringify(ALT).replaceAll('"', "&quot;")}"`);
    const picked = await staffFetch("/staff/content/site/banner/", {
      method: "POST",
      body: edited(await formFields(banner), { "image.url": path }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...EN },
    });
    expect(picked.status).toBe(303);
    expect((await workingDocument(env.DB, { kind: "site", id: "banner" }))?.body).toMatchObject({ image: { url: path, width: 37, height: 23, alt: ALT } });

    // A new image uploaded in the team member's own form: stored in the library with the alt texts typed there.
    const member = seedContent.team[0]!;
    const href = `/staff/content/team/${member.id}/`;
    const body = new FormData();
    const typed = { nl: "Portret", fr: "Portrait", en: "Portrait", de: "Porträt" };
    for (const [name, value] of await formFields((await staffFetch(href, { headers: EN })).body)) {
      const lang = /^image\.alt\.(\w\w)$/.exec(name)?.[1] as keyof typeof typed | undefined;
      body.append(name, lang ? typed[lang] : value);
    }
    // Another image than the one uploaded above, so the library stores it anew.
    const other = pngVariant(PNG, 1);
    body.append("image._upload", new File([other], "portrait.png", { type: "image/png" }));
    const saved = await staffFetch(href, { method: "POST", body, headers: EN });
    expect(saved.status).toBe(303);
    const stored = (await workingDocument(env.DB, { kind: "team", id: String(member.id) }))?.body as typeof member;
    expect(stored.image).toMatchObject({ width: 37, height: 23, alt: typed });
    expect(stored.image.url).toMatch(/^\/media\/content\/[0-9a-f]{64}\.png$/);
    expect((await staffFetch("/staff/content/media/", { headers: EN })).body).toContain(`alt="${typed.en}"`);
  });

  it("lets staff change an image's alt texts in the library", async () => {
    const path = await uploadToLibrary({});
    const described = await staffPost("/staff/content/media/describe/", { path, "alt.nl": "Tuin", "alt.fr": "Jardin", "alt.en": "Garden", "alt.de": "Garten" });
    expect(described.status).toBe(303);
    const library = (await staffFetch("/staff/content/media/", { headers: EN })).body;
    expect(library).toContain(`alt="Garden"`);
    expect(library).toContain(`value="Jardin"`);
  });

  it("says on the banner's title that visitors see the search block's title, and links to it", async () => {
    const banner = (await staffFetch("/staff/content/site/banner/", { headers: EN })).body;
    expect(visibleText(banner)).toContain("Visitors see the search block's title while the search block is shown");
    expect(banner).toContain('href="/staff/content/site/propertySearch/#f-title"');
    const search = (await staffFetch("/staff/content/site/propertySearch/", { headers: EN })).body;
    expect(visibleText(search)).toContain("This title is the home page's heading");
    expect((await staffFetch("/en/preview/")).body).toContain(`<h1 class="search-title">${seedContent.site.propertySearch.title.en}</h1>`);

    // The search block hidden: the home's heading is the banner's title, and both forms say so.
    const hidden = { ...seedContent.site.propertySearch, show: false };
    const now = new Date();
    expect(await saveDocument(env.DB, { kind: "site", id: "propertySearch", base: 0, body: hidden, author: "an@agency.example", now })).toMatchObject({
      outcome: "saved",
    });
    expect((await staffFetch("/en/preview/")).body).toContain(`<h1 class="search-title">${seedContent.site.banner.title.en}</h1>`);
    expect(visibleText((await staffFetch("/staff/content/site/banner/", { headers: EN })).body)).toContain("this title is the home page's heading");
    expect((await staffFetch("/staff/content/site/propertySearch/", { headers: EN })).body).toContain('href="/staff/content/site/banner/#f-title"');
  });

  it("names a deleted document by its last name, not its number", async () => {
    const article = seedContent.articles.find((candidate) => !candidate.route && candidate.id !== ARTICLE_ID.aboutUs)!;
    expect((await staffPost(`/staff/content/article/${article.id}/delete/`, { _revision: "0" })).status).toBe(303);
    const overview = visibleText((await staffFetch("/staff/content/", { headers: EN })).body);
    expect(overview).toContain(article.title.en);
    expect(overview).not.toMatch(new RegExp(`Articles ${article.id}\\b`));
  });
});
