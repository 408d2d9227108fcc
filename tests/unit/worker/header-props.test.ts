import { describe, expect, it } from "vitest";
import { CODE_LINKS } from "../../../client/i18n/routes";
import { createI18n } from "../../../client/i18n/catalog";
import { messages } from "../../../locales/fr/messages";
import { seedContent as content, menuEntries } from "../../../worker/content";
import type { Page, SiteConfig } from "../../../worker/content/schema";
import type { PageContextValue } from "../../../worker/pages/context";
import { headerProps } from "../../../worker/pages/frame/header-props";

const i18n = createI18n("fr", messages);

function pageContext(site: SiteConfig = content.site, overrides: Partial<PageContextValue> = {}): PageContextValue {
  return {
    lang: "fr",
    links: CODE_LINKS,
    site,
    origin: "https://example.be",
    path: "/fr/a-vendre/",
    listQuery: "",
    alternates: { nl: "/nl/te-koop/", fr: "/fr/a-vendre/", en: "/en/for-sale/", de: "/de/zu-verkaufen/" },
    enabledLanguages: ["nl", "fr", "en", "de"],
    isHome: false,
    isPreview: false,
    menu: menuEntries(content),
    searchVersion: null,
    assets: { script: "/assets/entry.js", stylesheet: "/assets/site.css" },
    imageRewrite: undefined,
    mapStyleUrl: null,
    ...overrides,
  };
}

describe("header island props", () => {
  it("lists the menu in sort order with localized paths and marks the current page", () => {
    const site = structuredClone(content.site);
    site.header.menu.showHomeMenu = true;
    const props = headerProps(pageContext(site), i18n);
    expect(props.menu.items.map((item) => item.href)).toEqual([
      "/fr/",
      "/fr/a-vendre/",
      "/fr/a-louer/",
      "/fr/projets/",
      "/fr/recherche/",
      "/fr/contact/",
      "/fr/qui-sommes-nous/",
    ]);
    expect(props.menu.items.filter((item) => item.current).map((item) => item.href)).toEqual(["/fr/a-vendre/"]);
  });

  it("hides the home entry when showHomeMenu is off (the demo: its logo leads home)", () => {
    expect(content.site.header.menu.showHomeMenu).toBe(false);
    expect(headerProps(pageContext(), i18n).menu.items.map((item) => item.href)).not.toContain("/fr/");
  });

  it("sends a redirect entry to its external address, flagged to open in a new tab", () => {
    const entries: Page[] = structuredClone(menuEntries(content));
    const contact = entries.find((entry) => entry.route === "contact")!;
    contact.params.redirect = true;
    contact.params.redirectUrl = "https://www.biv.be/";
    const item = headerProps(pageContext(content.site, { menu: entries }), i18n).menu.items.find((link) => link.href === "https://www.biv.be/");
    expect(item).toMatchObject({ external: true, current: false, label: "Contact" });
  });

  it("leaves out entries whose title is not public in the language", () => {
    const entries: Page[] = structuredClone(menuEntries(content));
    entries.find((entry) => entry.route === "projects")!.params.title.fr.public = false;
    expect(headerProps(pageContext(content.site, { menu: entries }), i18n).menu.items.map((item) => item.href)).not.toContain("/fr/projets/");
  });

  it("offers the free valuation button only when configured", () => {
    expect(headerProps(pageContext(), i18n).freeEvaluation).toEqual({ label: "Estimation gratuite", href: "/fr/estimation-gratuite/" });
    const site = structuredClone(content.site);
    site.header.menu.showFreeEvaluation = false;
    expect(headerProps(pageContext(site), i18n).freeEvaluation).toBeUndefined();
  });

  it("links every enabled language to the same page", () => {
    const links = headerProps(pageContext(), i18n).languages.links;
    expect(links.map((link) => [link.lang, link.href, link.current])).toEqual([
      ["nl", "/nl/te-koop/", false],
      ["fr", "/fr/a-vendre/", true],
      ["en", "/en/for-sale/", false],
      ["de", "/de/zu-verkaufen/", false],
    ]);
  });

  it("carries a list's filters, sort and page to the other languages, not to its own link", () => {
    const links = headerProps(pageContext(content.site, { listQuery: "type=2&sort=price-desc&page=2" }), i18n).languages.links;
    expect(links.map((link) => [link.lang, link.href])).toEqual([
      ["nl", "/nl/te-koop/?type=2&sort=price-desc&page=2"],
      ["fr", "/fr/a-vendre/"],
      ["en", "/en/for-sale/?type=2&sort=price-desc&page=2"],
      ["de", "/de/zu-verkaufen/?type=2&sort=price-desc&page=2"],
    ]);
  });
});
