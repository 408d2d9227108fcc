/**
 * A property's own page in the staff area (issue 36): what the site shows of it now (title, reference,
 * address from the current listings), every lead about it, its page views per month and per source
 * (as the owner portal counts them) and the active search alerts that match it.
 */
import type { Context } from "hono";
import { Hono } from "hono";
import { changeOf } from "../../owner/alert-count";
import { matchAlerts } from "../../alerts/match";
import type { PropertySummary } from "../../feed/model";
import { isOnOffer } from "../../feed/offer";
import type { LanguageIndex } from "../../feed/snapshot-store";
import type { LeadPayload } from "../../leads/lead-view";
import type { Repositories } from "../../services/repositories";
import type { StaffEnv } from "../env";
import { renderStaff } from "../layout";
import { propertyWords } from "../pages/LeadWork";
import { StaffPropertyBody, type StaffPropertyProps } from "../pages/StaffProperty";
import { dayOf } from "../../stats/day";
import { VIEW_SOURCES } from "../../stats/source-hosts";

/** Leads one property's page lists at most (newest first). */
const MAX_PROPERTY_LEADS = 200;

/** The id of the address when spelt without leading zeros (one address per page). */
function idOf(param: string): number | undefined {
  const id = Number(param);
  return Number.isSafeInteger(id) && String(id) === param ? id : undefined;
}

/** This request's listings in the staff's language; none while they cannot be read (the page still shows the leads). */
async function currentIndex(c: Context<StaffEnv>): Promise<LanguageIndex | null> {
  try {
    return await c.var.services.listings.index(c.var.lang);
  } catch (error) {
    console.warn("staff property page: listings unreadable", error instanceof Error ? error.message : error);
    return null;
  }
}

/** The active alerts that would be told of `summary` if it came on the site now; none for a listing not on offer. */
async function matchingAlerts(repos: Repositories, summary: PropertySummary, others: readonly PropertySummary[]): Promise<StaffPropertyProps["alerts"]> {
  if (!isOnOffer(summary)) return undefined;
  const candidates = await repos.staff.matchingAlerts.candidates(summary.goal, summary.typeGroup);
  const ids = [...new Set(matchAlerts(candidates, [changeOf(summary, others)]).map((match) => match.alertId))];
  const criteria = new Map(candidates.map((alert) => [alert.id, alert.criteria]));
  return (await repos.staff.properties.alerts(ids)).flatMap((alert) => {
    const asked = criteria.get(alert.id);
    return asked ? [{ ...alert, criteria: asked }] : [];
  });
}

export const staffProperties = new Hono<StaffEnv>().get("/staff/properties/:id{[0-9]{1,12}}/", async (c) => {
  const id = idOf(c.req.param("id"));
  if (id === undefined) return c.notFound();
  const repos = c.var.services.repos;
  const today = dayOf(new Date());
  const index = await currentIndex(c);
  const summary = index?.properties.find((property) => property.id === id);
  const [detail, { rows: leads }, stats, months, people, alerts] = await Promise.all([
    summary && index ? c.var.services.listings.property(index, id).catch(() => null) : Promise.resolve(null),
    repos.staff.leads.inbox({ propertyId: id }, { offset: 0, limit: MAX_PROPERTY_LEADS }),
    c.var.services.repos.propertyViews.stats(id, today),
    repos.staff.properties.viewsPerMonth(id, today),
    repos.staff.people.known(),
    summary && index ? matchingAlerts(repos, summary, index.properties) : Promise.resolve(undefined),
  ]);
  // An id the site never listed, nobody asked about and nobody viewed is no property: the staff's 404.
  if (!summary && leads.length === 0 && stats.total === 0) return c.notFound();
  const named = leads.map((lead) => (lead.payload as LeadPayload | null)?.about).find((about) => about?.kind === "property");
  const title = summary
    ? propertyWords((key) => c.var.i18n._(key), { title: summary.title, reference: summary.reference })
    : propertyWords((key) => c.var.i18n._(key), { title: named?.title ?? null, reference: named?.reference ?? null });
  const props: StaffPropertyProps = {
    listing: summary
      ? { title: summary.title, reference: summary.reference, address: detail?.address ?? `${summary.zip} ${summary.city}`.trim(), path: summary.path }
      : undefined,
    leads,
    people,
    months,
    sources: VIEW_SOURCES.map((source) => ({ source, views: stats.bySource[source] })),
    total: stats.total,
    alerts,
  };
  return renderStaff(c, { title, section: "leads", body: <StaffPropertyBody {...props} /> });
});
