import { INTL_LOCALE, type Lang } from "../../client/i18n/languages";
import type { PageRouteKey } from "../../client/i18n/routes";
import { articleById, publishedModules, teamByCategory } from "../content";
import type { Module, Page } from "../content/schema";
import { readListQuery, readListView } from "../feed/list-params";
import type { Goal } from "../feed/model";
import { orderedProjects } from "../feed/project-list";
import { listFacetsOf } from "../feed/facets";
import { listProperties, NO_FACETS } from "../feed/query";
import type { LanguageIndex } from "../feed/snapshot-store";
import type { LoadedModule, ModuleData } from "../pages/modules/data";
import type { Services } from "../services";
import type { LeadForm } from "../../client/forms/lead-forms";
import { alertPrefill } from "../alerts/prefill";
import { leadFormProps } from "./lead-form-props";
import { mapDataHref } from "./map-api";

/** What a module's loader may read: the request's services, language and address, and the page it sits on. */
export interface ModuleContext {
  services: Services;
  lang: Lang;
  /** The route the page serves; none for a page the agency made. */
  route: PageRouteKey | undefined;
  /** The page's own path: a list's filters and paging point at it. */
  path: string;
  search: URLSearchParams;
  /** The language's listing snapshot, loaded at most once for all modules of the page. */
  index: () => Promise<LanguageIndex | null>;
}

type Loader = (module: Module, context: ModuleContext) => Promise<ModuleData> | ModuleData;

/** The list pages own their goal: a property-list module there is the searchable list of it. */
const LIST_GOALS: Partial<Record<PageRouteKey, Goal>> = { forSale: 0, forRent: 1 };

async function propertyList(module: Module, context: ModuleContext): Promise<ModuleData> {
  const index = await context.index();
  const goal = context.route && LIST_GOALS[context.route];
  if (goal === undefined) {
    // Anywhere else, the newest available properties of both goals.
    return { kind: "newestProperties", items: index ? context.services.listings.queries(index).newest.slice(0, module.maxItems) : [] };
  }
  const query = readListQuery(context.search, goal, module.maxItems);
  const view = readListView(context.search);
  const empty = { items: [], total: 0, page: 1, pages: 1 };
  const result = index ? listProperties(context.services.listings.queries(index), query) : empty;
  const markersUrl = index && view === "map" ? mapDataHref(context.lang, query, index.version) : undefined;
  // A new area is drawn around what the filters find without the one drawn now.
  const drawMarkersUrl = index && view === "map" ? mapDataHref(context.lang, { ...query, area: undefined }, index.version) : undefined;
  return {
    kind: "propertyList",
    list: { goal, query, result, facets: index ? listFacetsOf(index) : NO_FACETS, path: context.path, view, markersUrl, drawMarkersUrl },
  };
}

async function projectList(module: Module, context: ModuleContext): Promise<ModuleData> {
  const index = await context.index();
  if (!index) return { kind: "projects", items: [] };
  const projects = orderedProjects(await context.services.listings.projects(index), INTL_LOCALE[context.lang]);
  return { kind: "projects", items: projects.slice(0, module.maxItems) };
}

/** The form a contact module is on the pages that ask for more than a message. */
const CONTACT_FORMS: Partial<Record<PageRouteKey, LeadForm>> = { freeValuation: "contact-demand", demandRegister: "demand-register" };

/** One loader per module type (SPEC 3 Module relations.type): a module shows the same data on whatever page it is placed. */
const LOADERS: Record<Module["relations"]["type"], Loader> = {
  article: (module, { services }) => ({ kind: "article", article: articleById(module.relations.id, services.content) ?? null }),
  category: (module, { services }) => ({ kind: "team", members: teamByCategory(module.relations.id, module.maxItems, services.content) }),
  // A contact module asks for a valuation on the free-valuation page, registers a search alert on the
  // demand-register page (prefilled from the link's query), and is the contact form elsewhere.
  contact: async (module, { services, lang, path, route, search }) => {
    const prefill = route === "demandRegister" ? alertPrefill(search) : undefined;
    return {
      kind: "contact",
      agency: services.content.site.agency,
      form: await leadFormProps(services, (route && CONTACT_FORMS[route]) ?? "site-contact", {
        lang,
        page: path,
        idPrefix: `contact-${module.id}`,
        values: prefill?.values,
      }),
      leftOut: prefill?.leftOut,
    };
  },
  // A text module's text is in the module itself: nothing to load.
  text: () => ({ kind: "text" }),
  "property-list": propertyList,
  "project-list": projectList,
};

/** Runs the loader of each Published module of `page`, in sort order, all at once. */
export function loadModules(page: Page, context: ModuleContext): Promise<LoadedModule[]> {
  return Promise.all(publishedModules(page).map(async (module) => ({ module, data: await LOADERS[module.relations.type](module, context) })));
}
