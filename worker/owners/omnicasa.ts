/**
 * The owner portal's data from Omnicasa, through the feed's transport (worker/feed/provider/http.ts:
 * the same credentials, time-outs, retries and redaction) and its list paging (Limit1/Limit2 until
 * RowsCount). Endpoints and request fields come from fw4-bvba/omnicasa-api src/Request/Owner/ and
 * src/Models/HistoryType.php. The ANSWERS' field names are documented nowhere we could read: every
 * item field below is read leniently (several spellings, absent allowed) and marked "unverified";
 * tests/fixtures/omnicasa/owner-answers.ts holds answers modelled on the feed's known shapes, not captured.
 */
import * as v from "valibot";
import { LANGUAGES, type Lang } from "../../client/i18n/languages";
import { wallClockMs } from "../feed/provider/agency-time";
import type { OmnicasaConfig } from "../feed/provider/config";
import { ENDPOINTS, type Endpoint, PROVIDER_PAGE_SIZE } from "../feed/provider/endpoints";
import { type ClientTuning, createTransport, retryOptions } from "../feed/provider/http";
import { collectPages, type ListResult } from "../feed/provider/pages";
import { listValueSchema } from "../feed/provider/schemas/envelope";
import { reasonOf } from "../feed/provider/schemas/parse";
import { idSchema, optionalBoolean, optionalNumber, optionalText, parseProviderDate, safeUrl } from "../feed/provider/schemas/primitives";
import { FeedError } from "../feed/source";
import { dayOf } from "../stats/day";
import { calendarStatusOf, newestFirst } from "./calendar-words";
import type { CalendarEntry, CalendarType, OnlineMedium, OwnerContact, OwnerDataSource } from "./types";

export type OmnicasaOwnerOptions = Omit<OmnicasaConfig, "kind"> & ClientTuning;

/**
 * GetRelatedProperties is one call per owner. A sync asks at most this many (the Worker's
 * subrequests are shared with the feed); with more owners, each day starts further down the list,
 * so every owner is refreshed within a few days and none is skipped for good.
 */
export const MAX_RELATED_PROPERTY_CALLS = 300;
/** Owners asked at once. */
const RELATED_PROPERTY_CONCURRENCY = 4;
const DAY_MS = 86_400_000;

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

/** Omnicasa's PersonType "Owner" (src/Models/PersonType.php). */
const PERSON_TYPE_OWNER = 1;

/** The first of `names` the item has (an answer field spelt several ways by Omnicasa's versions). */
function firstOf(item: Record<string, unknown>, names: readonly string[]): unknown {
  for (const name of names) if (item[name] !== undefined && item[name] !== null && item[name] !== "") return item[name];
  return undefined;
}

const record = v.record(v.string(), v.unknown());

/** A person of GetPersonList. Unverified names: Email, FirstName, Name (the last name, as RegisterPerson sends it), LanguageId/LanguageID/Language. */
export const personSchema = v.pipe(
  record,
  v.transform((item) => ({
    ID: item.ID,
    email: firstOf(item, ["Email", "EMail", "EmailAddress"]),
    firstName: firstOf(item, ["FirstName", "Firstname"]),
    lastName: firstOf(item, ["Name", "LastName", "Lastname"]),
    language: firstOf(item, ["LanguageId", "LanguageID", "Language"]),
  })),
  v.object({
    ID: idSchema,
    email: optionalText,
    firstName: optionalText,
    lastName: optionalText,
    language: v.nullish(v.union([v.number(), v.string()])),
  }),
);
export type OmnicasaPerson = v.InferOutput<typeof personSchema>;

/**
 * A property of GetRelatedProperties: its ID (the feed's property id) and, unverified, the person's
 * relation to it (PersonTypeID/TypeID, src/Models/PersonType.php) when the answer names one.
 */
export const relatedPropertySchema = v.pipe(
  record,
  v.transform((item) => ({ ID: firstOf(item, ["ID", "ObjectID", "PropertyID"]), personType: firstOf(item, ["PersonTypeID", "PersonTypeId", "TypeID"]) })),
  v.object({ ID: idSchema, personType: optionalNumber }),
);

/**
 * An entry of GetCalendarHistories. Unverified names: Date/StartDate/StartDateTime, TypeID/TypeId/HistoryTypeID
 * (the HistoryType number; CreateHistory sends TypeId), UserName/User/UserFullName (the agency's person),
 * Subject, Content/Comment/Description (CreateHistory sends Subject and Content), Status/StatusName and IsDone.
 */
export const calendarItemSchema = v.pipe(
  record,
  v.transform((item) => ({
    date: firstOf(item, ["Date", "StartDate", "StartDateTime", "HistoryDate"]),
    type: firstOf(item, ["TypeID", "TypeId", "HistoryTypeID", "HistoryType", "Type"]),
    contact: firstOf(item, ["UserName", "User", "UserFullName", "ManagerName"]),
    subject: firstOf(item, ["Subject", "Title"]),
    comment: firstOf(item, ["Content", "Comment", "Description", "Remark"]),
    status: firstOf(item, ["Status", "StatusName"]),
    done: firstOf(item, ["IsDone", "Done"]),
  })),
  v.object({
    date: v.pipe(v.string(), v.transform(parseProviderDate), v.string("the entry has no readable date")),
    type: optionalNumber,
    contact: optionalText,
    subject: optionalText,
    comment: optionalText,
    status: optionalText,
    done: optionalBoolean,
  }),
);

/** An entry of GetMediaOnlineHistories. Unverified names: MediaName/Media/Name, Url/URL/Link, Date/StartDate/OnlineDate. */
export const mediumItemSchema = v.pipe(
  record,
  v.transform((item) => ({
    name: firstOf(item, ["MediaName", "Media", "MediumName", "Name"]),
    url: firstOf(item, ["Url", "URL", "Link", "MediaUrl"]),
    date: firstOf(item, ["Date", "StartDate", "OnlineDate", "PublishDate"]),
  })),
  v.object({
    name: v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.trim(), v.nonEmpty("the medium has no name")),
    url: optionalText,
    date: optionalText,
  }),
);

/** The site's language of an Omnicasa language (a LanguageId number, or a code such as "NL"), else undefined. */
export function langOf(language: number | string | null | undefined, languageIds: Readonly<Record<Lang, number>>): Lang | undefined {
  if (language === null || language === undefined) return undefined;
  const text = String(language).trim().toLowerCase();
  if (/^\d+$/.test(text)) return LANGUAGES.find((lang) => languageIds[lang] === Number(text));
  return LANGUAGES.find((lang) => text === lang || text.startsWith(`${lang}-`));
}

/** A GetPersonList person with their related properties as an owner contact (no e-mail: "", which the sync skips). */
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

/** The properties a person owns among GetRelatedProperties' answer: an entry naming another relation (buyer, tenant...) is left out. */
export function ownedPropertyIds(items: readonly v.InferOutput<typeof relatedPropertySchema>[]): number[] {
  return [
    ...new Set(
      items.filter((item) => item.personType === null || item.personType === undefined || item.personType === PERSON_TYPE_OWNER).map((item) => item.ID),
    ),
  ];
}

/** "2026-11-20T14:30:00": an instant (ISO) as the agency's wall time. */
function agencyIso(iso: string): string {
  return new Date(wallClockMs(Date.parse(iso))).toISOString().slice(0, 19);
}

/** GetCalendarHistories' entries as the portal's, newest first. */
export function calendarEntriesOf(items: readonly v.InferOutput<typeof calendarItemSchema>[]): CalendarEntry[] {
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
export function mediaOf(items: readonly v.InferOutput<typeof mediumItemSchema>[]): OnlineMedium[] {
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

/** Which `limit` of `count` items a sync on `day` (days since the epoch) asks: a window that moves each day. */
export function rotatingWindow<T>(items: readonly T[], limit: number, day: number): T[] {
  if (items.length <= limit) return [...items];
  const start = (day * limit) % items.length;
  return [...items.slice(start), ...items.slice(0, start)].slice(0, limit);
}

export function omnicasaOwnerSource(options: OmnicasaOwnerOptions): OwnerDataSource {
  const pageSize = Math.max(1, Math.floor(options.pageSize ?? PROVIDER_PAGE_SIZE));
  const perform = createTransport({ baseUrl: options.baseUrl.replace(/\/+$/, ""), credentials: options.credentials, ...retryOptions(options) });
  const languageIds = options.languageIds;

  function list<T extends v.GenericSchema>(
    endpoint: Endpoint,
    lang: Lang,
    params: Record<string, unknown>,
    label: string,
    schema: T,
    signal?: AbortSignal,
  ): Promise<ListResult<v.InferOutput<T>>> {
    return collectPages(schema, pageSize, async (offset) => {
      const [first, last] = [offset + 1, offset + pageSize];
      const call = {
        endpoint,
        languageId: languageIds[lang],
        params: { ...params, Limit1: first, Limit2: last },
        label: `${lang}, ${label}rows ${first}-${last}`,
        signal,
      };
      const where = `${endpoint} (${call.label})`;
      const parsed = v.safeParse(listValueSchema, await perform(call));
      if (!parsed.success) throw new FeedError(`${where}: Value is not a list: ${reasonOf(parsed.issues)}`, "protocol");
      return { rows: parsed.output.Items, total: parsed.output.RowsCount, where };
    });
  }

  /** The owned properties of each person, a few at a time; a person whose call fails is left out (their account stays as it was). */
  async function withProperties(persons: readonly OmnicasaPerson[], signal?: AbortSignal): Promise<OwnerContact[]> {
    const contacts: OwnerContact[] = [];
    let failed = 0;
    let firstError: unknown;
    let next = 0;
    const worker = async () => {
      while (next < persons.length) {
        const person = persons[next++]!;
        try {
          // The e-mail travels inside the redacted query; messages name the person by id only.
          const related = await list(ENDPOINTS.relatedProperties, "nl", { Email: person.email }, `person ${person.ID}, `, relatedPropertySchema, signal);
          contacts.push(contactOf(person, ownedPropertyIds(related.items), languageIds));
        } catch (error) {
          failed += 1;
          firstError ??= error;
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(RELATED_PROPERTY_CONCURRENCY, persons.length) }, worker));
    if (failed > 0)
      console.error(
        `Omnicasa owners: the properties of ${failed} of ${persons.length} owners could not be read (their accounts stay as they were)`,
        firstError,
      );
    return contacts;
  }

  return {
    name: "omnicasa",

    async owners(signal) {
      const listed = await list(ENDPOINTS.personList, "nl", { IsProprietorsOfActiveProperties: true }, "", personSchema, signal);
      if (listed.rejected.length > 0) console.warn(`Omnicasa owners: ${listed.rejected.length} persons could not be read`, listed.rejected.slice(0, 3));
      const withEmail = listed.items.filter((person) => person.email);
      const asked = rotatingWindow(
        [...withEmail].sort((a, b) => a.ID - b.ID),
        MAX_RELATED_PROPERTY_CALLS,
        Math.floor(Date.now() / DAY_MS),
      );
      if (asked.length < withEmail.length)
        console.info(`Omnicasa owners: ${asked.length} of ${withEmail.length} owners refreshed this run (MAX_RELATED_PROPERTY_CALLS)`);
      // Persons without an address (nothing to ask GetRelatedProperties with) reach the sync too, which counts them as skipped.
      const withoutEmail = listed.items.filter((person) => !person.email).map((person) => contactOf(person, [], languageIds));
      return [...(await withProperties(asked, signal)), ...withoutEmail];
    },

    async calendar(propertyId, lang, signal) {
      const listed = await list(ENDPOINTS.calendarHistories, lang, { ObjectID: propertyId }, `ObjectID ${propertyId}, `, calendarItemSchema, signal);
      return calendarEntriesOf(listed.items);
    },

    async onlineMedia(propertyId, lang, signal) {
      const listed = await list(ENDPOINTS.mediaOnlineHistories, lang, { ObjectID: propertyId }, `ObjectID ${propertyId}, `, mediumItemSchema, signal);
      return mediaOf(listed.items);
    },
  };
}
