/** One owned property's page in the portal (issue 10): its statistics, leads, history, calendar and where it is online. */
import type { Context } from "hono";
import { portalPropertyPath } from "../../../client/i18n/routes";
import { LEAD_WEEKS } from "../../db/owner-leads";
import { VIEW_CHART_DAYS } from "../../db/property-views";
import type { AppEnv } from "../../env";
import { ownerServices } from "../services";
import { ownedListing, type PortalListing } from "../access";
import type { PortalPropertyProps } from "../pages/portal/model";
import { PortalPropertyBody } from "../pages/portal/PortalPropertyBody";
import { renderNotFound } from "../../render/not-found";
import { listingAlternates } from "../../services/listings";
import { dayOf } from "../../stats/day";
import { VIEW_SOURCES } from "../../stats/source-hosts";
import type { SiteArea } from "../../routes/area";
import { renderOwnerPage } from "./owner-page";
import { portalCard } from "./portal-cards";
import { portalContext } from "./portal-owner";
import { providerBlock } from "./portal-provider";

/** The id of the address, when it is spelt as the portal writes it (no leading zeros: one address per page). */
function idOf(param: string | undefined): number | undefined {
  const id = Number(param);
  return param !== undefined && Number.isSafeInteger(id) && String(id) === param ? id : undefined;
}

/** The property's public page in each enabled language that lists it (a unit known only from its project: the project's page). */
async function publicPages(
  c: Context<AppEnv>,
  item: PortalListing,
  index: Parameters<typeof listingAlternates>[2] | null,
): Promise<PortalPropertyProps["publicPages"]> {
  const { services, enabledLanguages } = c.var;
  if (!index) return [];
  const alternates = item.summary
    ? await listingAlternates(services.listings, enabledLanguages, index, item.id, (other) => other.properties)
    : item.project
      ? await listingAlternates(services.listings, enabledLanguages, index, item.project.id, (other) => other.projects)
      : {};
  return enabledLanguages.flatMap((lang) => {
    const path = alternates[lang];
    return path ? [{ lang, url: new URL(path, services.origin).toString() }] : [];
  });
}

/**
 * The page of property `:id` when the signed-in owner may see it; any other id (someone else's,
 * nobody's, spelt otherwise) is the site's 404 page, the same as an address that does not exist.
 */
export async function showPortalProperty(c: Context<AppEnv>, area: SiteArea): Promise<Response> {
  const id = idOf(c.req.param("id"));
  if (id === undefined) return renderNotFound(c);
  const { session, index, portfolio } = await portalContext(c);
  const item = ownedListing(portfolio, id);
  if (!item) return renderNotFound(c);

  const { lang, i18n, services } = c.var;
  const repos = c.var.services.repos;
  const today = dayOf(new Date());
  const printView = c.req.query("print") === "1";
  const source = c.var.services.wing(ownerServices).dataSource();
  const [detail, stats, leads, history, alerts, calendar, portals, pages] = await Promise.all([
    index && item.summary ? services.listings.property(index, id) : Promise.resolve(null),
    services.repos.propertyViews.stats(id, today),
    repos.owners.leads.perWeek(id, today),
    repos.listingHistory.of(id),
    item.summary && index ? c.var.services.wing(ownerServices).activeAlertCount(item.summary, index.properties) : Promise.resolve(undefined),
    providerBlock("calendar", (signal) => source.calendar(id, lang, signal)),
    providerBlock("online media", (signal) => source.onlineMedia(id, lang, signal)),
    publicPages(c, item, index),
  ]);
  const card = portalCard(item, lang, i18n, stats, detail);
  const props: PortalPropertyProps = {
    owner: session.owner,
    card,
    gone: !item.summary && !item.unit,
    views: { ...stats, bySource: VIEW_SOURCES.map((key) => ({ source: key, views: stats.bySource[key] })) },
    leads,
    alerts,
    history: history.map((point) => ({
      day: dayOf(new Date(point.changedAt)),
      status: point.status,
      price: point.price,
      priceUnit: point.priceUnit,
      goal: point.goal,
    })),
    calendar,
    publicPages: pages,
    portals,
    // The print view (`?print=1`): the same figures, the agency and the day instead of the owner's bar.
    print: printView ? { day: today, days: VIEW_CHART_DAYS, weeks: LEAD_WEEKS, backHref: portalPropertyPath(lang, id) } : undefined,
    printHref: `${portalPropertyPath(lang, id)}?print=1`,
  };
  return renderOwnerPage(c, area, {
    pathOf: (code) => portalPropertyPath(code, id),
    title: card.title,
    body: <PortalPropertyBody {...props} />,
    bare: printView,
  });
}
