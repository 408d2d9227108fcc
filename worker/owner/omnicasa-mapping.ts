/**
 * Omnicasa's owner answers (worker/owner/omnicasa-schemas.ts) as the portal's types: owner
 * contacts, the properties a person owns, calendar entries and online media.
 */
import { LANGUAGES, type Lang } from "../../client/i18n/languages";
import { wallClockMs } from "../stats/agency-time";
import { parseProviderDate, safeUrl } from "../feed/provider/schemas/primitives";
import { dayOf } from "../stats/day";
import { calendarStatusOf, newestFirst } from "./calendar-words";
import type { OmnicasaCalendarItem, OmnicasaMediumItem, OmnicasaPerson, OmnicasaRelatedProperty } from "./omnicasa-schemas";
import type { CalendarEntry, CalendarType, OnlineMedium, OwnerContact } from "./types";

/** Omnicasa's HistoryType (src/Models/HistoryType.php) as the portal's types; every other type is "other". */
const HISTORY_TYPES: Readonly<Record<number, CalendarType>> = {
  1: "visit", // Visit
  2: "call", // PhoneIn
  3: "call", // PhoneOut
  4: "email", // EmailOut
  6: "letter", // LetterOut
  7: "email", // EmailIn
  9: "letter", // LetterIn
};

/** Omnicasa's PersonType "Owner" (src/Models/PersonType.php): the only relation that makes a property the person's. */
export const PERSON_TYPE_OWNER = 1;

/** The site's language of an Omnicasa language (a LanguageId number, or a code such as "NL"), else undefined. */
export function langOf(language: number | string | null | undefined, languageIds: Readonly<Record<Lang, number>>): Lang | undefined {
  if (language === null || language === undefined) return undefined;
  const text = String(language).trim().toLowerCase();
  if (/^\d+$/.test(text)) return LANGUAGES.find((lang) => languageIds[lang] === Number(text));
  return LANGUAGES.find((lang) => text === lang || text.startsWith(`${lang}-`));
}

/** A GetPersonList person with their owned properties as an owner contact (no e-mail: "", which the sync skips). */
export function contactOf(person: OmnicasaPerson, propertyIds: readonly number[], languageIds: Readonly<Record<Lang, number>>): OwnerContact {
  return {
    providerId: `omnicasa:${person.ID}`,
    email: (person.email ?? "").trim().toLowerCase(),
    firstName: person.firstName ?? "",
    lastName: person.lastName ?? "",
    // An owner without a language the site knows reads the portal in the agency's first language.
    lang: langOf(person.language, languageIds) ?? "nl",
    propertyIds: [...propertyIds],
    // Project owners (developers) are listed per project by GetOwnerList; the staff invite them instead.
    projectIds: [],
  };
}

/** The properties a person owns among GetRelatedProperties' answer, and the entries that name no relation at all. */
export interface OwnedProperties {
  ids: number[];
  /** Properties the answer relates to the person without a PersonType: not counted (never granted on a guess). */
  unnamed: number[];
}

/**
 * Only an entry whose relation is Owner counts. One naming another relation (buyer, tenant, notary...)
 * is left out, and so is one naming none: a portal account shows its holder the property's leads,
 * calendar and prices, so a relation that cannot be read grants nothing.
 */
export function ownedProperties(items: readonly OmnicasaRelatedProperty[]): OwnedProperties {
  const ids = new Set<number>();
  const unnamed = new Set<number>();
  for (const item of items) {
    if (item.personType === PERSON_TYPE_OWNER) ids.add(item.ID);
    else if (item.personType === null || item.personType === undefined) unnamed.add(item.ID);
  }
  return { ids: [...ids], unnamed: [...unnamed].filter((id) => !ids.has(id)) };
}

/** "2026-11-20T14:30:00": an instant (ISO) as the agency's wall time. */
function agencyIso(iso: string): string {
  return new Date(wallClockMs(Date.parse(iso))).toISOString().slice(0, 19);
}

/** GetCalendarHistories' entries as the portal's, newest first. */
export function calendarEntriesOf(items: readonly OmnicasaCalendarItem[]): CalendarEntry[] {
  return newestFirst(
    items.map((item) => ({
      date: agencyIso(item.date),
      type: (item.type !== null && item.type !== undefined ? HISTORY_TYPES[item.type] : undefined) ?? "other",
      contact: item.contact ?? "",
      subject: item.subject ?? "",
      comment: item.comment ?? "",
      status: calendarStatusOf(item.status, item.done),
    })),
  );
}

/** GetMediaOnlineHistories' entries as the portal's media: one per medium, since its first date, https links only. */
export function mediaOf(items: readonly OmnicasaMediumItem[]): OnlineMedium[] {
  const media = new Map<string, OnlineMedium>();
  for (const item of items) {
    const url = item.url ? safeUrl(item.url) : null;
    const iso = item.date ? parseProviderDate(item.date) : null;
    const since = iso ? dayOf(new Date(iso)) : null;
    const known = media.get(item.name.toLowerCase());
    if (!known) {
      media.set(item.name.toLowerCase(), { name: item.name, url: url?.startsWith("https://") ? url : null, since });
      continue;
    }
    if (since !== null && (known.since === null || since < known.since)) known.since = since;
    if (known.url === null && url?.startsWith("https://")) known.url = url;
  }
  return [...media.values()];
}
