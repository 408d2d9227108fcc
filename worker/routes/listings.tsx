import { Hono, type Context } from "hono";
import { slugify } from "../../client/domain/slug";
import type { Lang } from "../../client/i18n/languages";
import { CODE_SLUGS, fixedPath, slugFor } from "../../client/i18n/routes";
import type { AppEnv } from "../env";
import type { Goal } from "../feed/model";
import { approximateArea, placesOf } from "../feed/map-places";
import { similarProperties } from "../feed/similar";
import type { LanguageIndex } from "../feed/snapshot-store";
import { PropertyDetailBody, SimilarProperties, type PropertyForms } from "../pages/listings/PropertyDetailBody";
import type { PropertyDetail } from "../feed/model";
import { isCalendarFull } from "../leads/visit-slots";
import { leadFormProps, visitCalendarOf } from "./lead-form-props";
import { renderPage } from "../render/page";
import { propertyCrumbs } from "../seo/breadcrumbs";
import { propertyMeta } from "../seo/listing-meta";
import { shownAt, type SiteArea } from "./area";
import { listingMetaInput } from "./listing-meta-input";
import { renderContentPage } from "./content-page";
import { searchTarget } from "../feed/search-target";
import { listingAlternates } from "../services/listings";
import { renderNotFound } from "../render/not-found";
import { countPropertyView } from "./property-views";
import { depositTerms } from "./rental-deposit";
import { historyEntries, type HistoryEntry } from "../../client/domain/price-history";

const LISTS = [
  ["forSale", 0],
  ["forRent", 1],
] as const;

/** 404 "property not found or sold" with similar properties of the goal and type the address asked for (SPEC 8). */
function notFound(c: Context<AppEnv>, index: LanguageIndex | null, hint: { goal: Goal; type: string; lang: Lang }) {
  // Spelled as the address spells it: German writes its umlauts out ("buero").
  const typeGroup = index?.properties.find((p) => slugify(p.typeName, hint.lang) === hint.type)?.typeGroup ?? 0;
  const similar = index ? similarProperties({ id: 0, goal: hint.goal, typeGroup, region: null, price: null }, index.properties) : [];
  return renderNotFound(c, { title: c.var.i18n._("detail.notFound"), after: <SimilarProperties items={similar} /> });
}

/**
 * A property's detail page. A wrong city or type slug (or a list of the other goal) answers 301 to
 * the canonical path; a property that is gone answers 404 with similar properties. Views are counted.
 */
async function renderProperty(c: Context<AppEnv>, area: SiteArea): Promise<Response> {
  const { services, i18n } = c.var;
  const { lang } = area;
  const { list, type, id: idParam } = c.req.param() as { list: string; type: string; id: string };
  const id = Number(idParam);
  const goal: Goal = list === slugFor(CODE_SLUGS, "forSale", lang) ? 0 : 1;
  const index = await services.listings.index(lang);
  const item = index ? await services.listings.property(index, id) : null;
  if (!index || !item) return notFound(c, index, { goal, type, lang });
  if (!area.preview && new URL(c.req.url).pathname !== item.path) return c.redirect(item.path, 301);

  const alternates = await listingAlternates(services.listings, c.var.enabledLanguages, index, id, (other) => other.properties);
  const crumbs = propertyCrumbs(item, lang, i18n);
  const meta = propertyMeta(item, listingMetaInput(c, area, alternates, crumbs));
  const response = await renderPage(c, {
    ...shownAt(area, item.path, alternates),
    meta,
    body: (
      <PropertyDetailBody
        item={item}
        similar={similarProperties(item, index.properties)}
        crumbs={crumbs}
        forms={await propertyForms(c, area, item)}
        area={approximateArea(item, placesOf(index))}
        history={await priceHistoryOf(services, item)}
      />
    ),
  });
  // Previews are the agency checking a page, not a visitor; a failed render answers 500 and is not counted.
  if (!area.preview) countPropertyView(c, id, response);
  return response;
}

/**
 * The property page's history section: read from listing_history at render, which changes only with a
 * published snapshot, as the page's cache key does; a failed read shows what the snapshot knows.
 */
async function priceHistoryOf(services: AppEnv["Variables"]["services"], item: PropertyDetail): Promise<HistoryEntry[]> {
  const points = await services.repos.listingHistory.of(item.id).catch((error: unknown) => {
    console.error("listing history not read (the page shows the snapshot's facts)", error);
    return [];
  });
  return historyEntries(points, item);
}

/** The property page's forms, about this property and posted back to its language's form addresses. */
async function propertyForms(c: Context<AppEnv>, area: SiteArea, item: PropertyDetail): Promise<PropertyForms> {
  const { services } = c.var;
  const setup = {
    lang: area.lang,
    page: item.path,
    about: { kind: "property" as const, id: item.id },
    goal: item.goal === 0 ? (0 as const) : (1 as const),
    deposit: depositTerms(item, services.content.site.leads.rental.depositMonths, area.lang),
  };
  const available = item.status === "available";
  const calendar = available ? await visitCalendarOf(services, item.id) : undefined;
  return {
    contact: await leadFormProps(services, "contact-me", setup),
    visit: calendar ? await leadFormProps(services, "contact-appointment", { ...setup, calendar }) : null,
    appointmentsFull: calendar ? isCalendarFull(calendar) : false,
    friend: await leadFormProps(services, "send-to-friend", setup),
    documents: item.documents.length > 0 ? await leadFormProps(services, "document-request", setup) : null,
    offer: available && item.goal === 0 ? await leadFormProps(services, "offer-to-buy", setup) : null,
  };
}

/** The plain search form's `q` on a list page leads where the search box would have (without JavaScript). */
async function plainSearch(c: Context<AppEnv>, lang: Lang, goal: Goal): Promise<string | undefined> {
  const q = c.req.query("q")?.trim();
  if (!q) return undefined;
  const index = await c.var.services.listings.index(lang);
  return index ? searchTarget(index, fixedPath(goal === 0 ? "forSale" : "forRent", lang), goal, q) : undefined;
}

/** The for-sale and for-rent lists (content pages whose property-list module is the searchable list) and every property page. */
export function listings(area: SiteArea) {
  const app = new Hono<AppEnv>();
  for (const [route, goal] of LISTS) {
    app.get(area.paths.page(route), async (c) => {
      const target = await plainSearch(c, area.lang, goal);
      return target ? c.redirect(target, 302) : renderContentPage(c, area, route);
    });
  }
  return app.get(area.paths.property, (c) => renderProperty(c, area));
}
