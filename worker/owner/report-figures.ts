/**
 * What the owner's monthly report tells of each property (issue 36): the month's visits and their
 * sources, its requests and the search alerts that match it now. The numbers come from the portal's
 * own sources (the view counters, the leads per kind, the alert matcher), so the mail and the
 * portal never disagree.
 */
import type { Lang } from "../../client/i18n/languages";
import { ownerLeadRepository, type LeadKind } from "../db/owner-leads";
import { NO_VIEWS } from "../db/owner-view-totals";
import type { Owner } from "../db/owners";
import { ownerRepository } from "../db/owners";
import { noPeriodViews, propertyViewRepository, type PeriodViews } from "../db/property-views";
import type { ProjectDetail } from "../feed/model";
import type { LanguageIndex } from "../feed/snapshot-store";
import { i18nFor } from "../i18n";
import { portalCard } from "./routes/portal-cards";
import { addDays, startOfMonth, type Day } from "../stats/day";
import { ownerPortfolio, portfolioIds, type PortalListing } from "./access";
import { activeAlertCount } from "./alert-count";

/** The month a report covers: its key ("2026-10") and its first and last days. */
export interface ReportMonth {
  key: string;
  from: Day;
  to: Day;
}

/** The month before the one of `today` (the agency's day): what the report of the first covers. */
export function previousMonth(today: Day): ReportMonth {
  const to = addDays(startOfMonth(today), -1);
  const from = startOfMonth(to);
  return { key: from.slice(0, 7), from, to };
}

/** The month of a report's key ("2026-10"), as a queue message names it. */
export function monthOfKey(key: string): ReportMonth {
  const from = `${key}-01`;
  return { key, from, to: addDays(startOfMonth(addDays(from, 31)), -1) };
}

/** One property of the report. */
export interface ReportProperty {
  id: number;
  title: string;
  views: PeriodViews;
  leads: Record<LeadKind, number>;
  /**
   * Active alerts matching it when the report is made (not of the month: a match is kept once per
   * alert and listing, so no month's history exists); undefined when it is not on offer (sold, rented, gone).
   */
  alerts: number | undefined;
}

/** The snapshot the report reads listings from: an owner's language's index and its projects. */
export interface ReportListings {
  index: (lang: Lang) => Promise<LanguageIndex | null>;
  project: (index: LanguageIndex, id: number) => Promise<ProjectDetail | null>;
}

/** The report's figures of every property `owner` may see in the portal, in the portal's order. */
export async function reportFigures(db: D1Database, owner: Owner, month: ReportMonth, listings: ReportListings): Promise<ReportProperty[]> {
  const index = await listings.index(owner.lang);
  const portfolio = await ownerPortfolio(await ownerRepository(db).listings(owner.id), {
    properties: index?.properties ?? [],
    project: (id) => (index ? listings.project(index, id) : Promise.resolve(null)),
  });
  const ids = portfolioIds(portfolio);
  const items = new Map<number, PortalListing>([...portfolio.properties, ...portfolio.projects.flatMap((group) => group.units)].map((item) => [item.id, item]));
  const views = await propertyViewRepository(db).period(ids, month.from, month.to);
  const leads = ownerLeadRepository(db);
  const i18n = i18nFor(owner.lang);
  return Promise.all(
    ids.map(async (id): Promise<ReportProperty> => {
      const item = items.get(id)!;
      return {
        id,
        title: portalCard(item, owner.lang, i18n, NO_VIEWS).title,
        views: views.get(id) ?? noPeriodViews(),
        leads: await leads.between(id, month.from, month.to),
        alerts: item.summary && index ? await activeAlertCount(db, item.summary, index.properties) : undefined,
      };
    }),
  );
}
