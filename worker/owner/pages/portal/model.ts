/**
 * What the owner portal's pages are given (worker/owner/routes/portal.tsx builds it): plain data, so the
 * pages render without reaching into repositories or the snapshot.
 */
import type { Lang } from "../../../../client/i18n/languages";
import type { Goal, Picture, PriceUnit, PropertyStatus } from "../../../feed/model";
import type { CalendarEntry, OnlineMedium } from "../../types";
import type { OwnerName } from "../account/OwnerBar";

/** Page views of one property (worker/db/property-views.ts, in the agency's days). */
export interface ViewFigures {
  today: number;
  week: number;
  month: number;
  total: number;
}

/** A property as a portal list shows it. */
export interface PortalCard {
  id: number;
  /** A listing of the site, a unit known from its project's price list, or a property no longer on the site. */
  kind: "listing" | "unit" | "gone";
  /** Its portal page. */
  href: string;
  title: string;
  address: string | null;
  /** Null when the snapshot no longer has the property. */
  status: PropertyStatus | null;
  goal: Goal | null;
  reference: string | null;
  priceText: string | null;
  picture: Picture | null;
  views: ViewFigures;
}

/** A group of the portal home: the owner's own properties (no project), or one project's units. */
export interface PortalGroup {
  /** The project's id, null for the properties of their own. */
  projectId: number | null;
  /** The project's name; null for the owner's own properties, or a project no longer on the site. */
  name: string | null;
  /** The project's picture, shown once for all its units. */
  picture: Picture | null;
  cards: PortalCard[];
}

export interface PortalHomeProps {
  owner: OwnerName;
  groups: PortalGroup[];
}

/** One day of the views chart. */
export interface DailyViews {
  /** "YYYY-MM-DD", the agency's day. */
  day: string;
  views: number;
}

/** The views of a property page: the figures, the last 30 days, and the views per source (in display order). */
export interface PortalViews extends ViewFigures {
  daily: DailyViews[];
  bySource: { source: string; views: number }[];
}

/** Leads of one ISO week, per kind (worker/db/owner-leads.ts). */
export interface PortalLeadWeek {
  monday: string;
  sunday: string;
  isoWeek: number;
  counts: { visit: number; question: number; documents: number };
}

/** One point of the state and price history (worker/feed/listing-history-store.ts). */
export interface PortalHistoryPoint {
  /** The agency's day of the change, "YYYY-MM-DD". */
  day: string;
  status: PropertyStatus;
  price: number | null;
  priceUnit: PriceUnit | null;
  goal: Goal;
}

/** A block fed by the provider: its answer, or SPEC 8's "API error" when the call failed. */
export type ProviderBlock<T> = { ok: true; value: T } | { ok: false };

/** A property's print view: the day its figures are of, the days of the chart and weeks of the leads table, the way back to the page. */
export interface PrintView {
  day: string;
  days: number;
  weeks: number;
  backHref: string;
}

export interface PortalPropertyProps {
  owner: OwnerName;
  card: PortalCard;
  /** The property is no longer on the site (SPEC 8 "property not found or sold"). */
  gone: boolean;
  views: PortalViews;
  leads: PortalLeadWeek[];
  /** Active search alerts matching it now; undefined when not on offer (no count means anything then). */
  alerts: number | undefined;
  history: PortalHistoryPoint[];
  calendar: ProviderBlock<CalendarEntry[]>;
  /** Its public page in each enabled language that has it (absolute addresses). */
  publicPages: { lang: Lang; url: string }[];
  portals: ProviderBlock<OnlineMedium[]>;
  /** The page's print view (`?print=1`). */
  print?: PrintView | undefined;
  /** The page's print view's address (on the page itself). */
  printHref?: string | undefined;
}
