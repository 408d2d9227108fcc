import { describe, expect, it } from "vitest";
import { formPath } from "../../client/i18n/routes";
import { PERSON, postForm, propertyPage } from "./leads/helpers";
import { get } from "./worker";

/** The language switch's links as the server renders them (what a visitor without JavaScript follows). */
function languageLinks(html: string): Map<string, string> {
  const links = new Map<string, string>();
  const nav = /<nav class="language-switcher pos-[a-z]+"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? "";
  for (const match of nav.matchAll(/<a href="([^"]+)" hrefLang="([a-z]{2})"/g)) links.set(match[2]!, match[1]!.replaceAll("&amp;", "&"));
  return links;
}

describe("the language switch", () => {
  it("keeps a list's filters, sort, page and view in the server's HTML, and drops marketing tags", async () => {
    const html = await (await get("/nl/te-koop/?type=2&sort=price-desc&page=2&view=map&utm_source=mail")).text();
    const links = languageLinks(html);
    for (const [lang, path] of [
      ["fr", "/fr/a-vendre/"],
      ["en", "/en/for-sale/"],
      ["de", "/de/zu-verkaufen/"],
    ] as const) {
      const href = new URL(links.get(lang)!, "http://x");
      expect(href.pathname).toBe(path);
      expect(Object.fromEntries(href.searchParams)).toEqual({ type: "2", sort: "price-desc", page: "2", view: "map" });
    }
    expect(links.get("nl")).toBe("/nl/te-koop/");
  });

  it("links a page without list parameters to the bare address", async () => {
    const links = languageLinks(await (await get("/nl/contact/?utm_campaign=x")).text());
    expect(links.get("de")).toBe("/de/kontakt/");
  });

  it("keeps a visitor whose post was refused on the form in the other language", async () => {
    const refused = await postForm(formPath("site-contact", "fr"), { firstName: "Zoë", page: "/fr/contact/" });
    expect(refused.status).toBe(422);
    const links = languageLinks(await refused.text());
    expect(Object.fromEntries(links)).toEqual({
      nl: formPath("site-contact", "nl"),
      fr: formPath("site-contact", "fr"),
      en: formPath("site-contact", "en"),
      de: formPath("site-contact", "de"),
    });
    expect((await get(links.get("de")!)).status).toBe(200);
  });

  it("carries the property of a refused visit request, with its page in the other language", async () => {
    const { id, path } = await propertyPage("fr", "a-vendre");
    const refused = await postForm(formPath("contact-appointment", "fr"), { ...PERSON, page: path, property: id });
    expect(refused.status).toBe(422);
    const nl = new URL(languageLinks(await refused.text()).get("nl")!, "http://x");
    expect(nl.pathname).toBe(formPath("contact-appointment", "nl"));
    expect(nl.searchParams.get("property")).toBe(id);
    const page = nl.searchParams.get("page")!;
    expect(page).toMatch(new RegExp(`^/nl/te-koop/.+/${id}/$`));
    expect((await get(page)).status).toBe(200);
    const form = await get(`${nl.pathname}${nl.search}`);
    expect(form.status).toBe(200);
    const html = await form.text();
    expect(html).toContain('name="moment"');
    expect(html).toContain(`<input type="hidden" name="page" value="${page}"/>`);
  });
});
