import { describe, expect, it } from "vitest";
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
});
