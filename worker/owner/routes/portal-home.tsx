/** The portal's home (issue 10): the owner's properties, grouped by project, each with its views. */
import type { Context } from "hono";
import { portalPath } from "../../../client/i18n/routes";
import { NO_VIEWS } from "../../db/owner-view-totals";
import type { AppEnv } from "../../env";
import type { PropertyDetail } from "../../feed/model";
import { portfolioIds, type PortalListing } from "../access";
import type { PortalGroup } from "../pages/portal/model";
import { PortalHomeBody } from "../pages/portal/PortalHomeBody";
import { dayOf } from "../../stats/day";
import type { SiteArea } from "../../routes/area";
import { renderOwnerPage } from "./owner-page";
import { portalCard } from "./portal-cards";
import { portalContext } from "./portal-owner";

export async function showPortalHome(c: Context<AppEnv>, area: SiteArea): Promise<Response> {
  const { lang, i18n, services } = c.var;
  const { session, index, portfolio } = await portalContext(c);
  const ids = portfolioIds(portfolio);
  const [totals, details] = await Promise.all([
    c.var.services.repos.owners.viewTotals.of(ids, dayOf(new Date())),
    // The street address is in the detail document only; the few an owner has are read at once.
    Promise.all(portfolio.properties.map((item) => (index && item.summary ? services.listings.property(index, item.id) : Promise.resolve(null)))),
  ]);
  const detailOf = new Map<number, PropertyDetail>();
  for (const detail of details) if (detail) detailOf.set(detail.id, detail);
  const card = (item: PortalListing) => portalCard(item, lang, i18n, totals.get(item.id) ?? NO_VIEWS, detailOf.get(item.id) ?? null);
  const groups: PortalGroup[] = [
    ...(portfolio.properties.length > 0 ? [{ projectId: null, name: null, picture: null, cards: portfolio.properties.map(card) }] : []),
    ...portfolio.projects.map((group) => ({
      projectId: group.id,
      name: group.project?.name ?? null,
      picture: group.project?.picture ?? null,
      cards: group.units.map(card),
    })),
  ];
  return renderOwnerPage(c, area, {
    pathOf: portalPath,
    title: i18n._("portal.home.title"),
    body: <PortalHomeBody owner={session.owner} groups={groups} />,
  });
}
