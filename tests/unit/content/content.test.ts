import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../../client/i18n/languages";
import { ROUTES, type PageRouteKey } from "../../../client/i18n/routes";
import { ARTICLE_ID, TEAM_CATEGORY_ID } from "../../../worker/content/data/articles/ids";
import { articleById, seedContent as content, menuEntries, pageByRoute, publishedPages, teamByCategory } from "../../../worker/content";
import { ContentSchema } from "../../../worker/content/schema";
import { eachString, slugSegment } from "./walk";

describe("site content", () => {
  it("parses with ContentSchema", () => {
    expect(v.safeParse(ContentSchema, content).success).toBe(true);
  });

  it("has the seven menu entries of SPEC 2, with their ids, routes and sort order, sorted", () => {
    const menu = menuEntries(content).map((page) => ({ id: page.id, route: page.route, sort: page.sort }));
    expect(menu).toEqual([
      { id: 1, route: "home", sort: 0 },
      { id: 3, route: "forSale", sort: 1 },
      { id: 4, route: "forRent", sort: 3 },
      { id: 14, route: "projects", sort: 4 },
      { id: 8, route: "demandRegister", sort: 6 },
      { id: 5, route: "contact", sort: 8 },
      { id: 6, route: "aboutUs", sort: 14 },
    ]);
    expect(menuEntries(content).every((page) => page.parentId === null && !page.params.redirect)).toBe(true);
  });

  // SPEC 2's titles, written in sentence case and French typography (issue 18: one capitalisation rule per language).
  it("uses the page titles of SPEC 2", () => {
    const title = (route: PageRouteKey) => pageByRoute(route, content)?.params.title;
    expect(title("home")?.fr.text).toBe("Accueil");
    expect(title("forSale")?.nl.text).toBe("Te koop");
    expect(title("forSale")?.fr.text).toBe("À vendre");
    expect(title("forRent")?.en.text).toBe("For rent");
    expect(title("aboutUs")?.fr.text).toBe("Qui sommes-nous\u202f?");
    expect(title("demandRegister")?.fr.text).toBe("Recherche");
    expect(publishedPages(content).every((page) => LANGUAGES.every((lang) => page.params.title[lang].public))).toBe(true);
  });

  it("gives each page, module, article and team member a unique id", () => {
    const unique = (ids: number[]) => expect(new Set(ids).size).toBe(ids.length);
    unique(content.pages.map((page) => page.id));
    unique(content.pages.flatMap((page) => page.params.modules.map((module) => module.id)));
    unique(content.articles.map((article) => article.id));
    unique(content.team.map((member) => member.id));
    expect(new Set(content.pages.map((page) => page.route)).size).toBe(content.pages.length);
  });

  it("has the modules of SPEC 2 on each page", () => {
    const relations = (route: PageRouteKey) => pageByRoute(route, content)?.params.modules.map((m) => [m.view, m.relations.type, m.relations.id, m.maxItems]);
    expect(relations("home")).toEqual([
      ["card-view", "article", 26, 4],
      ["", "property-list", 23, 4],
    ]);
    expect(relations("forSale")?.map((r) => r.slice(1, 3))).toEqual([["property-list", 28]]);
    expect(relations("forRent")?.map((r) => r.slice(1, 3))).toEqual([["property-list", 3]]);
    expect(relations("projects")?.map((r) => r.slice(1, 3))).toEqual([["project-list", 13]]);
    expect(relations("aboutUs")).toEqual([
      ["single-view", "article", 25, 1],
      ["ons-team-view", "category", 4, 40],
    ]);
    expect(relations("demandRegister")?.map((r) => r.slice(1, 3))).toEqual([["contact", 8]]);
    expect(relations("contact")?.map((r) => r.slice(1, 3))).toEqual([["contact", 10]]);
    expect(relations("freeValuation")?.map((r) => r.slice(1, 3))).toEqual([
      ["contact", 11],
      ["article", 33],
    ]);
  });

  it("titles a page's first module h1 and the others h2", () => {
    for (const page of publishedPages(content)) {
      page.params.modules.forEach((module, index) => expect(module.titleSize, `${page.name} #${index}`).toBe(index === 0 ? "h1" : "h2"));
    }
  });

  it("points every module of a Published page to content that exists", () => {
    for (const page of publishedPages(content)) {
      for (const { relations } of page.params.modules) {
        if (relations.type === "article") expect(articleById(relations.id, content), `${page.name} → article ${relations.id}`).toBeDefined();
        if (relations.type === "category") expect(teamByCategory(relations.id, 40, content).length).toBeGreaterThanOrEqual(8);
      }
    }
    expect(teamByCategory(TEAM_CATEGORY_ID, 40, content).length).toBeGreaterThanOrEqual(8);
  });

  it("has a Published page for every route but the project detail", () => {
    const routes = Object.keys(ROUTES).filter((route) => route !== "project");
    for (const route of routes) expect(pageByRoute(route as PageRouteKey, content), route).toBeDefined();
  });

  it("binds the legal texts to their routes and shows four home cards", () => {
    for (const route of ["privacy", "cookiePolicy", "disclaimer", "freeValuation"] as const) {
      expect(content.articles.filter((article) => article.route === route)).toHaveLength(1);
    }
    expect(articleById(ARTICLE_ID.homeCards, content)?.cards).toHaveLength(4);
  });

  it("places the services article at /onze-diensten/ and /nos-services/ by the slug rule", () => {
    const services = content.articles.filter((article) => !article.route && article.status === "Published");
    expect(services.map((article) => article.id)).toEqual([ARTICLE_ID.ourServices]);
    const [article] = services;
    expect(article?.category).toBeUndefined();
    expect(slugSegment(article?.title.nl ?? "")).toBe("onze-diensten");
    expect(slugSegment(article?.title.fr ?? "")).toBe("nos-services");
    expect(slugSegment(article?.title.en ?? "")).toBe("our-services");
    expect(slugSegment(article?.title.de ?? "")).toBe("unsere-dienstleistungen");
    expect(article?.testimonials?.length).toBeGreaterThanOrEqual(4);
  });

  it("keeps every page's metadata description within 160 characters", () => {
    for (const page of content.pages) {
      for (const lang of LANGUAGES) {
        const meta = page.params.metadata[lang];
        for (const text of [meta.metadataDescription, meta.ogDescription, meta.twitterDescription]) {
          expect(text?.length ?? 0, `${page.name} ${lang}: ${text}`).toBeLessThanOrEqual(160);
        }
      }
    }
  });

  it("contains no placeholder text in any language", () => {
    eachString(content, (path, text) => {
      expect(text, path).not.toMatch(/lorem|ipsum|\bTODO\b|\bFIXME\b|\bTBD\b|xxx/i);
    });
  });

  it("puts the count placeholders in the search description of every language", () => {
    for (const lang of LANGUAGES) {
      expect(content.site.propertySearch.description[lang]).toContain("{FOR_SALE_TOTAL}");
      expect(content.site.propertySearch.description[lang]).toContain("{FOR_RENT_TOTAL}");
    }
  });

  it("tells visitors in the cookie policy how to reopen the settings and how long a choice lasts", () => {
    const policy = content.articles.find((article) => article.route === "cookiePolicy");
    for (const lang of LANGUAGES) {
      const text = JSON.stringify(policy?.body[lang]);
      expect(text).toContain("?setcookies");
      expect(text).toContain(String(content.site.consent.cookieLifetimeDays));
    }
  });

  it("uses only the agency's own e-mail domain and fictional Belgian or Luxembourg numbers", () => {
    eachString(content, (path, text) => {
      for (const email of text.match(/[\w.+-]+@[\w.-]+\.[a-z]{2,}/gi) ?? []) expect(email, path).toMatch(/@vitrine-vastgoed\.be$/);
    });
    for (const member of content.team) expect(member.phone).toMatch(/^\+(32 9 123 45 \d\d|352 27 12 34 \d\d)$/);
  });
});
