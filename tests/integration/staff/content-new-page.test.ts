import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { LANGUAGES, type Lang } from "../../../client/i18n/languages";
import { seedContent } from "../../../worker/content";
import { forgetContentPointer } from "../../../worker/content/published";
import type { Page } from "../../../worker/content/schema";
import { workingDocument } from "../../../worker/content/working-copy";
import { resetContent } from "../content/reset";
import { edited, formFields } from "./form-fields";
import { publishEverything, staffFetch } from "./helpers";

const NL = { "Accept-Language": "nl" };
const nextPageId = Math.max(...seedContent.pages.map((page) => page.id)) + 1;
const aboutUs = seedContent.pages.find((page) => page.route === "aboutUs")!;

const post = (path: string, body: URLSearchParams) =>
  staffFetch(path, { method: "POST", body, headers: { "Content-Type": "application/x-www-form-urlencoded", ...NL } });

/** One publish as staff make it: every document with unpublished changes ticked on the overview. */
async function publish(): Promise<{ status: number; body: string }> {
  const published = await publishEverything();
  forgetContentPointer();
  return published;
}

const TITLES: Record<Lang, string> = { nl: "Onze kantoren", fr: "Nos bureaux", en: "Our offices", de: "Unsere Büros" };
const ADDRESSES: Record<Lang, string> = { nl: "onze-kantoren", fr: "nos-bureaux", en: "our-offices", de: "unsere-bueros" };
const FIRST: Record<Lang, string> = {
  nl: "We hebben twee kantoren, in Gent en in Brussel.",
  fr: "Nous avons deux bureaux, à Gand et à Bruxelles.",
  en: "We have two offices, in Ghent and in Brussels.",
  de: "Wir haben zwei Büros, in Gent und in Brüssel.",
};
const text = (lang: Lang) => `${FIRST[lang]}\n\n## Gent\n\nKouter 1.`;

beforeEach(async () => {
  await resetContent();
  await env.DB.exec("DELETE FROM content_redirects");
});

describe("a new page in one go", () => {
  it("asks a title, where it sits, the menu and the text, in the staff member's language first, and no number, path rule or meta field", async () => {
    const page = await staffFetch("/staff/content/page/new/", { headers: NL });
    expect(page.status).toBe(200);
    const names = (await formFields(page.body)).map(([name]) => name);
    expect(names.slice(0, 4)).toEqual(["title.nl", "title.fr", "title.en", "title.de"]);
    expect(names).toEqual(expect.arrayContaining(["path.nl", "parentId", "inMenu", "text.nl", "text.de"]));
    expect(names.some((name) => /metadata|relations|sort|status|\bid\b/.test(name))).toBe(false);
    // Only pages that can hold others are offered as the parent, by name.
    expect(page.body).toContain(`<option value="${aboutUs.id}">${aboutUs.params.title.nl.text}</option>`);
    expect(page.body).not.toContain(`<option value="${seedContent.pages.find((candidate) => candidate.route === "forSale")!.id}">`);
  });

  it("saves a draft with only a Dutch title, shown on the site once published, with its text in a text module and an address proposed", async () => {
    const form = edited(await formFields((await staffFetch("/staff/content/page/new/", { headers: NL })).body), {
      "title.nl": "Onze kantoren",
      "text.nl": text("nl"),
    });
    const created = await post("/staff/content/page/new/", form);
    expect(created.status).toBe(303);
    expect(created.response.headers.get("Location")).toBe(`/staff/content/page/${nextPageId}/?saved=1`);
    const stored = (await workingDocument(env.DB, { kind: "page", id: String(nextPageId) }))?.body as Page;
    expect(stored).toMatchObject({ status: "Published", inMenu: true, parentId: null, name: "Onze kantoren" });
    expect(stored.params.path?.nl).toBe("onze-kantoren");
    expect(stored.params.modules).toHaveLength(1);
    expect(stored.params.modules[0]).toMatchObject({ relations: { type: "text" }, status: "Published" });
    expect(stored.params.modules[0]?.text?.nl).toEqual([
      { type: "p", text: FIRST.nl },
      { type: "h2", text: "Gent" },
      { type: "p", text: "Kouter 1." },
    ]);

    // Its own form opens, with the search-result preview computed from the title and text.
    const edit = await staffFetch(`/staff/content/page/${nextPageId}/`, { headers: NL });
    expect(edit.body).toContain('class="snippet-title">Onze kantoren | Vitrine Vastgoed</p>');
    expect(edit.body).toContain(`class="snippet-description">${FIRST.nl}</p>`);
    expect(edit.body).toContain("/nl/onze-kantoren/</p>");
    expect(edit.body).toContain(`placeholder="Onze kantoren | Vitrine Vastgoed"`);
    expect(edit.body).toContain("<summary>Zoekmachines</summary>");

    // Publishing waits for the other languages' title and text, and says so.
    const refused = await publish();
    expect(refused.status).toBe(422);
  });

  it("refuses a page without any title, and a parent that cannot hold it, keeping what was typed", async () => {
    const fields = await formFields((await staffFetch("/staff/content/page/new/", { headers: NL })).body);
    const untitled = await post("/staff/content/page/new/", edited(fields, { "text.nl": "Alleen tekst." }));
    expect(untitled.status).toBe(422);
    expect(untitled.body).toContain("Geef de pagina een titel, in minstens één taal.");
    expect(untitled.body).toContain("Alleen tekst.");
    const forSale = seedContent.pages.find((page) => page.route === "forSale")!;
    const nested = await post("/staff/content/page/new/", edited(fields, { "title.nl": "Kantoren", parentId: String(forSale.id) }));
    expect(nested.status).toBe(422);
    expect(await workingDocument(env.DB, { kind: "page", id: String(nextPageId) })).toBeUndefined();
  });

  it("once titled and written in every language and published, answers at its address in nl, fr, en and de with its title and description defaulted", async () => {
    const fields = await formFields((await staffFetch("/staff/content/page/new/", { headers: NL })).body);
    const typed = edited(fields, {
      ...Object.fromEntries(LANGUAGES.map((lang) => [`title.${lang}`, TITLES[lang]])),
      ...Object.fromEntries(LANGUAGES.map((lang) => [`text.${lang}`, text(lang)])),
      parentId: String(aboutUs.id),
    });
    typed.delete("inMenu");
    expect((await post("/staff/content/page/new/", typed)).status).toBe(303);
    const stored = (await workingDocument(env.DB, { kind: "page", id: String(nextPageId) }))?.body as Page;
    expect(stored.params.path).toEqual(ADDRESSES);
    expect(stored).toMatchObject({ inMenu: false, parentId: aboutUs.id });

    const published = await publish();
    expect(published.status, published.body.slice(0, 2000)).toBe(303);
    for (const lang of LANGUAGES) {
      const parent = aboutUs.params.path?.[lang] ?? "";
      const shown = await staffFetch(`/${lang}/${parent}/${ADDRESSES[lang]}/`);
      expect(shown.status, `${lang}`).toBe(200);
      const brand = seedContent.site.agency.name[lang];
      expect(shown.body).toContain(`<title>${TITLES[lang]} | ${brand}</title>`);
      expect(shown.body).toContain(`<meta name="description" content="${FIRST[lang]}"/>`);
      expect(shown.body).toContain(`<meta property="og:title" content="${TITLES[lang]} | ${brand}"/>`);
      // The page's title is its one h1; its text's heading sits below it.
      expect(shown.body).toContain(`<h1 class="container page-title">${TITLES[lang]}</h1>`);
      expect(shown.body).toContain("<h2>Gent</h2>");
      expect(shown.body).toContain(`<p>${FIRST[lang]}</p>`);
    }
  });

  it("is edited afterwards on the page's whole form, where a text module's text is typed in place", async () => {
    const created = await post(
      "/staff/content/page/new/",
      edited(await formFields((await staffFetch("/staff/content/page/new/", { headers: NL })).body), { "title.nl": "Kantoren", "text.nl": "Eerst." }),
    );
    expect(created.status).toBe(303);
    const edit = await staffFetch(`/staff/content/page/${nextPageId}/`, { headers: NL });
    // What the module shows is chosen by name ("Its own text"): its unused relation id is never a field.
    expect(edit.body).not.toContain("relations.id");
    const form = await formFields(edit.body);
    expect(form).toContainEqual(["params.modules[0].relations", "text:0"]);
    expect(form).toContainEqual(["params.modules[0].text.nl", "Eerst."]);
    expect(form).toContainEqual(["status", "Published"]);
    const saved = await post(`/staff/content/page/${nextPageId}/`, edited(form, { "params.modules[0].text.nl": "Daarna." }));
    expect(saved.status).toBe(303);
    const stored = (await workingDocument(env.DB, { kind: "page", id: String(nextPageId) }))?.body as Page;
    expect(stored.params.modules[0]?.text?.nl).toEqual([{ type: "p", text: "Daarna." }]);
  });
});
