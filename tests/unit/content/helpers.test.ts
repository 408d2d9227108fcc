import { describe, expect, it } from "vitest";
import type { Lang } from "../../../client/i18n/languages";
import {
  articleById,
  seedContent as content,
  defaultLanguage,
  enabledLanguages,
  headerLinks,
  localizedText,
  menuEntries,
  pageByRoute,
  parseContent,
  publishedModules,
  publishedPages,
  teamByCategory,
} from "../../../worker/content";
import type { Content, SiteConfig } from "../../../worker/content/schema";

/** The site configuration with another language setting. */
function siteWith(languageDefault: Lang, used: Lang[]): SiteConfig {
  const languageUse = (["nl", "fr", "en", "de"] as const).map((code) => ({ code, use: used.includes(code) }));
  return { ...content.site, language: { languageDefault, languageUse } };
}

describe("enabledLanguages", () => {
  it.each([
    { case: "all four configured, no override", used: ["nl", "fr", "en", "de"], override: undefined, expected: ["nl", "fr", "en", "de"] },
    { case: "configured subset, in LANGUAGES order", used: ["de", "nl"], override: undefined, expected: ["nl", "de"] },
    { case: "empty override keeps the configuration", used: ["nl", "fr"], override: "", expected: ["nl", "fr"] },
    { case: "blank override keeps the configuration", used: ["nl", "fr"], override: " , ", expected: ["nl", "fr"] },
    { case: "override replaces the configuration", used: ["nl", "fr", "en", "de"], override: "nl,fr", expected: ["nl", "fr"] },
    { case: "override is trimmed, case-insensitive and reordered", used: ["nl"], override: " EN , de,fr ", expected: ["fr", "en", "de"] },
    { case: "unknown codes in the override are dropped", used: ["nl"], override: "fr,xx,lb,es", expected: ["fr"] },
    { case: "an override of only unknown codes is ignored", used: ["nl", "en"], override: "xx,es", expected: ["nl", "en"] },
    { case: "duplicates count once", used: ["nl"], override: "de,de,DE", expected: ["de"] },
    { case: "nothing enabled falls back to the default", used: [], override: undefined, expected: ["nl"] },
  ] as const)("$case", ({ used, override, expected }) => {
    expect(enabledLanguages(siteWith("nl", [...used]), override)).toEqual(expected);
  });
});

describe("defaultLanguage", () => {
  it.each([
    { case: "the configured default when enabled", configured: "nl", enabled: ["nl", "fr"], expected: "nl" },
    { case: "the configured default anywhere in the list", configured: "en", enabled: ["nl", "fr", "en"], expected: "en" },
    { case: "the first enabled one when the default is not enabled", configured: "nl", enabled: ["fr", "de"], expected: "fr" },
    { case: "the configured default when the list is empty", configured: "de", enabled: [], expected: "de" },
  ] as const)("$case", ({ configured, enabled, expected }) => {
    expect(defaultLanguage(siteWith(configured, ["nl", "fr", "en", "de"]), enabled)).toBe(expected);
  });

  it("works with enabledLanguages when an override drops the default", () => {
    const site = siteWith("nl", ["nl", "fr", "en", "de"]);
    expect(defaultLanguage(site, enabledLanguages(site, "fr,en"))).toBe("fr");
  });
});

describe("localizedText", () => {
  it.each([
    { case: "the lower-case key", value: { nl: "Huis", fr: "Maison" }, lang: "fr", expected: "Maison" },
    { case: "the upper-case key when there is no lower-case one", value: { NL: "Huis", FR: "Maison" }, lang: "fr", expected: "Maison" },
    { case: "lower case wins over upper case", value: { fr: "maison", FR: "MAISON" }, lang: "fr", expected: "maison" },
    { case: "upper case when the lower-case entry is empty", value: { fr: "", FR: "Maison" }, lang: "fr", expected: "Maison" },
    { case: "the default language when the language is missing", value: { nl: "Huis" }, lang: "de", expected: "Huis" },
    { case: "the default language in upper case", value: { NL: "Huis", de: "" }, lang: "de", expected: "Huis" },
    { case: "empty when nothing matches", value: { es: "Casa" }, lang: "en", expected: "" },
    { case: "a plain string as is", value: "Vitrine", lang: "en", expected: "Vitrine" },
    { case: "empty for undefined", value: undefined, lang: "en", expected: "" },
    { case: "empty for null", value: null, lang: "en", expected: "" },
  ] as const)("$case", ({ value, lang, expected }) => {
    expect(localizedText(value, lang, "nl")).toBe(expected);
  });

  it("uses the fallback it is given", () => {
    expect(localizedText({ fr: "Maison", en: "House" }, "de", "en")).toBe("House");
  });

  it("reads the typed content too", () => {
    expect(localizedText(content.site.settings.title, "fr", "nl")).toContain("Vitrine Immobilier");
  });
});

describe("status filtering", () => {
  it("leaves the Draft header link out", () => {
    const all = [...content.site.header.headerLinks.left, ...content.site.header.headerLinks.right];
    expect(all.some((link) => link.status === "Draft")).toBe(true);
    const shown = [...headerLinks("left", content.site), ...headerLinks("right", content.site)];
    expect(shown.length).toBe(all.length - 1);
    expect(shown.every((link) => link.status === "Published")).toBe(true);
    expect(headerLinks("left", content.site).map((link) => link.icon)).toEqual(["phone", "mail"]);
    expect(headerLinks("right", content.site).map((link) => link.icon)).toEqual(["facebook", "clock"]);
  });

  it("leaves the Draft team member out and keeps the sort order", () => {
    const draft = content.team.find((member) => member.status === "Draft");
    expect(draft).toBeDefined();
    const members = teamByCategory(4, 40, content);
    expect(members.map((member) => member.id)).not.toContain(draft?.id);
    expect(members.map((member) => member.sort)).toEqual([...members.map((member) => member.sort)].sort((a, b) => a - b));
    expect(teamByCategory(4, 3, content)).toHaveLength(3);
    expect(teamByCategory(99, 40, content)).toEqual([]);
  });

  it("hides Draft pages, articles and modules", () => {
    const page = content.pages[0];
    if (!page) throw new Error("no pages");
    const draftModule = { ...page.params.modules[0]!, id: 999, status: "Draft" as const };
    const draftPage = { ...page, id: 998, status: "Draft" as const, params: { ...page.params, modules: [draftModule] } };
    const source: Content = {
      ...content,
      pages: [draftPage, ...content.pages.filter((p) => p.route !== page.route)],
      articles: content.articles.map((article) => (article.id === 26 ? { ...article, status: "Draft" as const } : article)),
    };
    expect(publishedPages(source).map((p) => p.id)).not.toContain(998);
    expect(menuEntries(source).map((p) => p.id)).not.toContain(998);
    expect(pageByRoute(page.route!, source)).toBeUndefined();
    expect(articleById(26, source)).toBeUndefined();
    expect(articleById(26, content)).toBeDefined();
    expect(publishedModules(draftPage)).toEqual([]);
  });

  it("sorts a page's modules", () => {
    const home = pageByRoute("home", content);
    expect(home && publishedModules(home).map((module) => module.sort)).toEqual([0, 1]);
  });
});

describe("parseContent", () => {
  it("names the path of every invalid field", () => {
    const broken = structuredClone(content) as unknown as { pages: { params: { title: { fr: { text: string } } } }[]; site: { popup: { delay: number } } };
    broken.pages[0]!.params.title.fr.text = "  ";
    broken.site.popup.delay = -1;
    expect(() => parseContent(broken)).toThrowError(/Invalid site content \(2 issue\(s\)\)/);
    expect(() => parseContent(broken)).toThrowError(/pages\.0\.params\.title\.fr\.text/);
    expect(() => parseContent(broken)).toThrowError(/site\.popup\.delay/);
  });
});
