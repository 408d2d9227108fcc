/**
 * The owner portal's data from the listing provider (SPEC 3 "Owner statistics"): the owner
 * contacts that become accounts at each sync, and per property the agency's calendar history and
 * the portals it is published on. The demo answers from worker/feed/demo/owners.ts; a real
 * provider through its owner endpoints (worker/owner/omnicasa.ts, worker/owner/whise.ts).
 */
import type { Lang } from "../../client/i18n/languages";

/** An owner as the provider knows them; `providerId` is "{source}:{person id}" ("omnicasa:1234", "demo:1"). */
export interface OwnerContact {
  providerId: string;
  /** Lower-cased and trimmed. */
  email: string;
  firstName: string;
  lastName: string;
  lang: Lang;
  propertyIds: number[];
  projectIds: number[];
}

/** The kinds of calendar entries the portal names (the provider's types map onto these). */
export const CALENDAR_TYPES = ["visit", "call", "email", "letter", "offer", "publication", "other"] as const;
export type CalendarType = (typeof CALENDAR_TYPES)[number];

export const CALENDAR_STATUSES = ["planned", "confirmed", "done", "cancelled", "other"] as const;
export type CalendarStatus = (typeof CALENDAR_STATUSES)[number];

/** One entry of a property's calendar history (SPEC 3: date, type, contact, subject, comment, status). */
export interface CalendarEntry {
  /** ISO 8601 date and time in the agency's zone, as the provider gives it ("2026-11-20T14:30:00"). */
  date: string;
  type: CalendarType;
  /** The agency's person who handled it (never a visitor's name: the provider's user). */
  contact: string;
  subject: string;
  comment: string;
  status: CalendarStatus;
}

/** A portal or medium a property is published on (Immoweb, Zimmo, athome.lu...). */
export interface OnlineMedium {
  name: string;
  /** The property's page there, when the provider knows it (https only). */
  url: string | null;
  /** When it went online there (ISO day), when known. */
  since: string | null;
}

/** What the portal and the owner sync ask the provider; each call may reject (the portal then shows SPEC 8's "API error"). */
export interface OwnerDataSource {
  readonly name: string;
  /** Every owner contact with the listings they own; called by the sync. */
  owners(signal?: AbortSignal): Promise<OwnerContact[]>;
  /** The property's calendar history, newest first, in `lang` where the provider translates. */
  calendar(propertyId: number, lang: Lang, signal?: AbortSignal): Promise<CalendarEntry[]>;
  /** Where the property is published besides this site. */
  onlineMedia(propertyId: number, lang: Lang, signal?: AbortSignal): Promise<OnlineMedium[]>;
}
