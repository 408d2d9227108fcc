import { describe, expect, it } from "vitest";
import type { Lang } from "../../../client/i18n/languages";
import type { PageRouteKey } from "../../../client/i18n/routes";
import { pageByRoute, seedContent } from "../../../worker/content";
import type { Content, Module, Page } from "../../../worker/content/schema";
import type { ProjectDetail, PropertyDetail } from "../../../worker/feed/model";
import { buildQueryIndex, type QueryIndex } from "../../../worker/feed/query";
import { toProjectSummary, toPropertySummary, type LanguageIndex } from "../../../worker/feed/snapshot-store";
import type { LoadedModule, ModuleData } from "../../../worker/pages/modules/data";
import { loadModules, type ModuleContext } from "../../../worker/routes/modules";
import { linksOf } from "../../../worker/content/page-paths";
import type { Services } from "../../../worker/services";
import type { Listings } from "../../../worker/services/listings";
import { property } from "../../fixtures/listings";
import { project, unit } from "../../fixtures/projects";

const VERSION = 42;

/** 36 properties of both goals (id % 3 === 0 is for rent), a few no longer available, each a day newer than the last. */
function properties(lang: Lang): PropertyDetail[] {
  return Array.from({ length: 36 }, (_, position) => {
    const id = position + 1;
    return property(id, lang, {
      status: id % 7 === 0 ? "sold" : "available",
      updatedAt: new Date(Date.UTC(2026, 0, 1 + id)).toISOString(),
    });
  });
}

/** Three projects: one sold out (named first alphabetically), two with units left. */
function projects(lang: Lang): ProjectDetail[] {
  return [
    project(3, lang, { name: "Zonnehof" }),
    project(1, lang, { name: "Abdijhof", units: [unit(11, { status: "sold" }), unit(12, { status: "sold" })] }),
    project(2, lang, { name: "Molenhof" }),
  ];
}

function languageIndex(lang: Lang = "nl"): { index: LanguageIndex; details: PropertyDetail[]; projectDetails: ProjectDetail[] } {
  const details = properties(lang);
  const projectDetails = projects(lang);
  const snapshot = {
    properties: details,
    projects: projectDetails,
    typeGroups: [1, 2, 4, 5, 6, 7].map((webId, order) => ({ webId, name: `Groep ${webId}`, showOrder: order, saleCount: 0, rentCount: 0 })),
    cities: [{ name: "Gent", zip: "9000", countryId: 10, saleCount: 1, rentCount: 0 }],
  };
  const index: LanguageIndex = {
    version: VERSION,
    lang,
    properties: details.map(toPropertySummary),
    projects: projectDetails.map(toProjectSummary),
    typeGroups: snapshot.typeGroups,
    cities: snapshot.cities,
    chunkOf: Object.fromEntries(details.map((item) => [item.id, 0])),
    chunks: 1,
  };
  return { index, details, projectDetails };
}

/** The Listings of one request over an in-memory index (no KV). */
function memoryListings(lang: Lang, present: boolean): Listings {
  const { index, details, projectDetails } = languageIndex(lang);
  const queryIndexes = new WeakMap<LanguageIndex, QueryIndex>();
  return {
    degraded: () => false,
    pointer: async () => (present ? { version: VERSION, previous: null, publishedAt: "2026-11-01T10:00:00.000Z" } : null),
    version: async () => (present ? VERSION : 0),
    index: async (code) => (present && code === lang ? index : null),
    queries(of) {
      let built = queryIndexes.get(of);
      if (!built) queryIndexes.set(of, (built = buildQueryIndex(of.properties)));
      return built;
    },
    property: async (_of, id) => details.find((item) => item.id === id) ?? null,
    projects: async () => projectDetails,
    project: async (_of, id) => projectDetails.find((item) => item.id === id) ?? null,
  };
}

function context(route: PageRouteKey, options: { search?: string; lang?: Lang; content?: Content; present?: boolean; path?: string } = {}): ModuleContext {
  const lang = options.lang ?? "nl";
  const listings = memoryListings(lang, options.present ?? true);
  const services = {
    content: options.content ?? seedContent,
    links: linksOf(options.content ?? seedContent),
    listings,
    config: { formSecret: "a-unit-test-secret-long-enough-to-sign" },
  } as unknown as Services;
  return {
    services,
    lang,
    route,
    path: options.path ?? `/${lang}/somewhere/`,
    search: new URLSearchParams(options.search ?? ""),
    index: () => listings.index(lang),
  };
}

const aboutUsPage = pageByRoute("aboutUs", seedContent)!;
const forSalePage = pageByRoute("forSale", seedContent)!;
const forRentPage = pageByRoute("forRent", seedContent)!;
const projectsPage = pageByRoute("projects", seedContent)!;
const seedArticleModule = aboutUsPage.params.modules.find((item) => item.relations.type === "article")!;
const saleListModule = forSalePage.params.modules.find((item) => item.relations.type === "property-list")!;
const projectListModule = projectsPage.params.modules.find((item) => item.relations.type === "project-list")!;

/** A module like the seed's, with the fields a test cares about. */
function moduleOf(fields: Partial<Module> & Pick<Module, "id" | "sort" | "relations">): Module {
  return { ...seedArticleModule, status: "Published", maxItems: 4, ...fields };
}

/** A page (the seed's about-us page) carrying `modules`, on `route`. */
function pageWith(modules: Module[], route: PageRouteKey = "aboutUs"): Page {
  return { ...aboutUsPage, route, params: { ...aboutUsPage.params, modules } };
}

function dataOf<K extends ModuleData["kind"]>(loaded: LoadedModule | undefined, kind: K): Extract<ModuleData, { kind: K }> {
  expect(loaded?.data.kind).toBe(kind);
  return loaded!.data as Extract<ModuleData, { kind: K }>;
}

const agencyModule = (id: number, sort: number, status: Module["status"] = "Published") =>
  moduleOf({ id, sort, status, relations: { type: "contact", id: 1 } });

describe("loadModules: which modules and in what order", () => {
  it("leaves Draft modules out and loads the rest in sort order", async () => {
    const page = pageWith([
      agencyModule(1, 5),
      agencyModule(2, 1, "Draft"),
      moduleOf({ id: 3, sort: 0, relations: { type: "article", id: seedArticleModule.relations.id } }),
      agencyModule(4, 3),
      moduleOf({ id: 5, sort: -1, status: "Draft", relations: { type: "article", id: seedArticleModule.relations.id } }),
    ]);
    const loaded = await loadModules(page, context("aboutUs"));
    expect(loaded.map((entry) => entry.module.id)).toEqual([3, 4, 1]);
    expect(loaded.map((entry) => entry.data.kind)).toEqual(["article", "contact", "contact"]);
  });

  it("loads nothing for a page without Published modules", async () => {
    expect(await loadModules(pageWith([agencyModule(1, 0, "Draft")]), context("aboutUs"))).toEqual([]);
  });

  it("loads the seed's about-us page: its story, then its team", async () => {
    const loaded = await loadModules(aboutUsPage, context("aboutUs"));
    expect(loaded.map((entry) => entry.data.kind)).toEqual(["article", "team"]);
  });
});

describe("loadModules: content modules", () => {
  it("gives an article module its Published article", async () => {
    const id = seedArticleModule.relations.id;
    const [loaded] = await loadModules(pageWith([moduleOf({ id: 1, sort: 0, relations: { type: "article", id } })]), context("aboutUs"));
    const data = dataOf(loaded, "article");
    expect(data.article?.id).toBe(id);
    expect(data.article).toEqual(seedContent.articles.find((article) => article.id === id));
  });

  it("gives an article module null for a Draft or an unknown article", async () => {
    const id = seedArticleModule.relations.id;
    const drafted: Content = {
      ...seedContent,
      articles: seedContent.articles.map((article) => (article.id === id ? { ...article, status: "Draft" as const } : article)),
    };
    const page = pageWith([
      moduleOf({ id: 1, sort: 0, relations: { type: "article", id } }),
      moduleOf({ id: 2, sort: 1, relations: { type: "article", id: 987_654 } }),
    ]);
    const loaded = await loadModules(page, context("aboutUs", { content: drafted }));
    expect(dataOf(loaded[0], "article").article).toBeNull();
    expect(dataOf(loaded[1], "article").article).toBeNull();
  });

  it("gives a team module at most maxItems Published members of its category, in sort order", async () => {
    const category = aboutUsPage.params.modules.find((item) => item.relations.type === "category")!.relations.id;
    const members = seedContent.team.filter((member) => member.categoryId === category);
    const published = members.filter((member) => member.status === "Published").sort((a, b) => a.sort - b.sort);
    // The seed holds a Draft member of the category, so leaving it out is tested.
    expect(members.length).toBeGreaterThan(published.length);

    const page = pageWith([
      moduleOf({ id: 1, sort: 0, relations: { type: "category", id: category }, maxItems: 3 }),
      moduleOf({ id: 2, sort: 1, relations: { type: "category", id: category }, maxItems: 100 }),
      moduleOf({ id: 3, sort: 2, relations: { type: "category", id: 999 }, maxItems: 100 }),
    ]);
    const loaded = await loadModules(page, context("aboutUs"));
    expect(dataOf(loaded[0], "team").members.map((member) => member.id)).toEqual(published.slice(0, 3).map((member) => member.id));
    const all = dataOf(loaded[1], "team").members;
    expect(all.map((member) => member.id)).toEqual(published.map((member) => member.id));
    expect(all.every((member) => member.status === "Published")).toBe(true);
    expect(dataOf(loaded[2], "team").members).toEqual([]);
  });

  it("gives a contact module the agency", async () => {
    const [loaded] = await loadModules(pageWith([agencyModule(1, 0)]), context("contact"));
    expect(dataOf(loaded, "contact").agency).toEqual(seedContent.site.agency);
    // With the contact form, posting in the page's language and signed with its start time.
    expect(dataOf(loaded, "contact").form).toMatchObject({
      form: "site-contact",
      action: "/nl/formulier/persoonlijke-service-op-maat-van-uw-vastgoedproject/",
    });
    expect(dataOf(loaded, "contact").form.hidden.stamp).toMatch(/^\d{13}\./);
  });
});

describe("loadModules: a property-list module", () => {
  it("on the for-sale page is the searchable list of goal 0, filtered from the query string", async () => {
    const { details } = languageIndex("nl");
    const [loaded] = await loadModules(forSalePage, context("forSale", { search: "type=2", path: "/nl/te-koop/" }));
    const { list } = dataOf(loaded, "propertyList");
    // Listings on offer only (worker/feed/offer.ts): sold references come with references=1.
    const expected = details.filter((item) => item.goal === 0 && item.typeGroup === 2 && item.status === "available");
    expect(expected.length).toBeGreaterThan(0);
    expect(list.goal).toBe(0);
    expect(list.query.types).toEqual([2]);
    expect(list.query.pageSize).toBe(saleListModule.maxItems);
    expect(list.path).toBe("/nl/te-koop/");
    expect(list.view).toBe("list");
    expect(list.markersUrl).toBeUndefined();
    expect(list.result.total).toBe(expected.length);
    expect(list.result.items.map((item) => item.id).sort((a, b) => a - b)).toEqual(expected.map((item) => item.id));
    expect(list.facets.types.map((group) => group.webId)).toEqual([1, 2, 4, 5, 6, 7]);
    // The places of the listings, named in Dutch from the municipality table ("Namur" is Namen), whatever the provider's city list says.
    expect(list.facets.cities.map((city) => city.name)).toEqual(["Brussel", "Gent", "Luxemburg", "Namen"]);
  });

  it("pages the for-sale list by the module's maxItems", async () => {
    const { details } = languageIndex("nl");
    const forSale = details.filter((item) => item.goal === 0 && item.status === "available");
    const small = { ...saleListModule, maxItems: 5 };
    const [first] = await loadModules(pageWith([small], "forSale"), context("forSale"));
    const firstList = dataOf(first, "propertyList").list;
    expect(firstList.query.pageSize).toBe(5);
    expect(firstList.result.items).toHaveLength(5);
    expect(firstList.result.total).toBe(forSale.length);
    expect(firstList.result.pages).toBe(Math.ceil(forSale.length / 5));
    expect(firstList.result.items.every((item) => item.goal === 0)).toBe(true);

    const [second] = await loadModules(pageWith([small], "forSale"), context("forSale", { search: "page=2" }));
    const secondList = dataOf(second, "propertyList").list;
    expect(secondList.result.page).toBe(2);
    const firstIds = new Set(firstList.result.items.map((item) => item.id));
    expect(secondList.result.items.some((item) => firstIds.has(item.id))).toBe(false);
  });

  it("on the for-rent page is the list of goal 1", async () => {
    const { details } = languageIndex("nl");
    const [loaded] = await loadModules(forRentPage, context("forRent"));
    const { list } = dataOf(loaded, "propertyList");
    expect(list.goal).toBe(1);
    expect(list.query.goal).toBe(1);
    expect(list.result.total).toBe(details.filter((item) => item.goal === 1 && item.status === "available").length);
    expect(list.result.items.length).toBeGreaterThan(0);
    expect(list.result.items.every((item) => item.goal === 1)).toBe(true);
  });

  it("asks the map view for the markers of this snapshot version", async () => {
    const [loaded] = await loadModules(forSalePage, context("forSale", { search: "view=map&type=2" }));
    const { list } = dataOf(loaded, "propertyList");
    expect(list.view).toBe("map");
    expect(list.markersUrl).toMatch(/^\/api\/map\/nl\/sale\.json\?/);
    expect(list.markersUrl).toContain("type=2");
    expect(list.markersUrl).toContain(`v=${VERSION}`);

    const [rent] = await loadModules(forRentPage, context("forRent", { lang: "fr", search: "view=map" }));
    expect(dataOf(rent, "propertyList").list.markersUrl).toMatch(/^\/api\/map\/fr\/rent\.json\?v=42$/);
  });

  it("placed on another page shows the newest available properties, at most maxItems", async () => {
    const { details } = languageIndex("nl");
    const newest = details
      .filter((item) => item.status === "available")
      .sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : -1))
      .slice(0, saleListModule.maxItems);
    const [loaded] = await loadModules(pageWith([saleListModule], "aboutUs"), context("aboutUs", { search: "type=2" }));
    const { items } = dataOf(loaded, "newestProperties");
    expect(items).toHaveLength(saleListModule.maxItems);
    expect(items.map((item) => item.id)).toEqual(newest.map((item) => item.id));
    expect(items.every((item) => item.status === "available")).toBe(true);
    // Both goals: the query string of another page does not filter it.
    expect(new Set(items.map((item) => item.goal))).toEqual(new Set([0, 1]));
    expect(new Set(items.map((item) => item.typeGroup)).size).toBeGreaterThan(1);
  });

  it("placed on another page shows fewer when maxItems is small", async () => {
    const [loaded] = await loadModules(pageWith([{ ...saleListModule, maxItems: 2 }], "contact"), context("contact"));
    expect(dataOf(loaded, "newestProperties").items).toHaveLength(2);
  });

  it("gets empty data, not an error, when there is no listing snapshot", async () => {
    const page = pageWith([saleListModule], "forSale");
    const [onList] = await loadModules(page, context("forSale", { present: false, search: "view=map" }));
    const { list } = dataOf(onList, "propertyList");
    expect(list.goal).toBe(0);
    expect(list.result).toEqual({ items: [], total: 0, page: 1, pages: 1 });
    expect(list.facets.types).toEqual([]);
    expect(list.facets.cities).toEqual([]);
    expect(list.markersUrl).toBeUndefined();

    const [elsewhere] = await loadModules(pageWith([saleListModule], "aboutUs"), context("aboutUs", { present: false }));
    expect(dataOf(elsewhere, "newestProperties").items).toEqual([]);
  });
});

describe("loadModules: a project-list module", () => {
  it("gets the projects, those with units available first, at most maxItems", async () => {
    const [loaded] = await loadModules(projectsPage, context("projects"));
    const { items } = dataOf(loaded, "projects");
    expect(items.map((item) => item.name)).toEqual(["Molenhof", "Zonnehof", "Abdijhof"]);
    expect(items.at(-1)?.availableCount).toBe(0);

    const [limited] = await loadModules(pageWith([{ ...projectListModule, maxItems: 1 }], "home"), context("home"));
    expect(dataOf(limited, "projects").items.map((item) => item.name)).toEqual(["Molenhof"]);
  });

  it("gets no projects, not an error, when there is no listing snapshot", async () => {
    const [loaded] = await loadModules(projectsPage, context("projects", { present: false }));
    expect(dataOf(loaded, "projects").items).toEqual([]);
  });
});
