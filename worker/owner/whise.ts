/**
 * The owner portal's data from Whise (fw4-bvba/whise-api src/Endpoints/), as far as Whise's
 * documented API gives it, and nothing made up where it does not:
 * - owners: Whise documents no list of estates' owners. `v1/estates/owned/list` answers one owner's
 *   estates only when called with that owner's own Whise login (ContactUsername/ContactPassword),
 *   which the site never has; `v1/contacts/list` is internal to that library, undocumented, and names
 *   no owned estates. A guessed link would show a stranger someone's property, so owners() answers
 *   none (logged once) and a Whise site's owners are invited by the staff (`npm run owner:invite`).
 * - calendar: `v1/calendars/list` (Calendars_GetCalendars) filtered on the estate; the answer's key
 *   "calendars", totalCount and the sort field "startDateTime" are the library's, the item fields
 *   below are unverified (read leniently; tests/fixtures/whise/calendar-answers.ts is modelled, not captured).
 * - online media: Whise's media exports are for the portals themselves (a portal asks what to
 *   publish); no call says where an estate went online, so none are listed (logged once).
 */
import * as v from "valibot";
import type { Lang } from "../../client/i18n/languages";
import { wallClockMs } from "../stats/agency-time";
import type { WhiseConfig } from "../feed/provider/config";
import type { ClientTuning } from "../feed/provider/http";
import { optionalText, parseProviderDate } from "../feed/provider/schemas/primitives";
import { createWhiseClient, type WhiseClient } from "../feed/whise/client";
import { calendarStatusOf, calendarTypeOfName, newestFirst } from "./calendar-words";
import type { CalendarEntry, OwnerDataSource } from "./types";

export type WhiseOwnerOptions = Omit<WhiseConfig, "kind"> & ClientTuning;

const CALENDARS_PATH = "v1/calendars/list";

// Isolate-lifetime: what Whise cannot give is said once per isolate, not at every sync or page.
const noted = new Set<string>();
function noteOnce(key: string, message: string): void {
  if (noted.has(key)) return;
  noted.add(key);
  console.info(message);
}

const text = v.nullish(v.union([v.string(), v.number()]));

/** A person of an entry (unverified: firstName and name, as Whise's contacts and representatives have them). */
const personSchema = v.looseObject({ firstName: optionalText, name: optionalText, lastName: optionalText });

/**
 * An entry of `v1/calendars/list`. Unverified names: startDateTime (the library sorts on it), subject,
 * action {id, name} (Whise calls an entry's kind its calendar action; the upsert sends CalendarActionId),
 * users/user (the agency's people), comments/description, status/statusName.
 */
export const whiseCalendarSchema = v.looseObject({
  startDateTime: v.pipe(v.string(), v.transform(parseProviderDate), v.string("the entry has no readable startDateTime")),
  subject: optionalText,
  action: v.nullish(v.looseObject({ id: v.nullish(v.number()), name: optionalText })),
  users: v.nullish(v.array(personSchema)),
  user: v.nullish(personSchema),
  comments: text,
  description: text,
  status: text,
  statusName: text,
});
export type WhiseCalendarItem = v.InferOutput<typeof whiseCalendarSchema>;

function nameOf(person: v.InferOutput<typeof personSchema> | null | undefined): string {
  if (!person) return "";
  return [person.firstName, person.name ?? person.lastName].filter(Boolean).join(" ");
}

/** Whise's calendar entries as the portal's, newest first. The status is "other" unless the entry names one. */
export function whiseCalendarEntries(items: readonly WhiseCalendarItem[]): CalendarEntry[] {
  return newestFirst(
    items.map((item): CalendarEntry => ({
      date: new Date(wallClockMs(Date.parse(item.startDateTime))).toISOString().slice(0, 19),
      type: calendarTypeOfName(item.action?.name),
      contact: (item.users ?? []).map(nameOf).filter(Boolean).join(", ") || nameOf(item.user),
      subject: item.subject ?? item.action?.name ?? "",
      comment: String(item.comments ?? item.description ?? "").trim(),
      status: calendarStatusOf(String(item.statusName ?? item.status ?? "")),
    })),
  );
}

/** Whise's owner data source; `client` for tests (else one is made from `options`). */
export function whiseOwnerSource(options: WhiseOwnerOptions, client: WhiseClient = createWhiseClient(options)): OwnerDataSource {
  return {
    name: "whise",

    owners() {
      noteOnce("owners", "Whise: its API lists no estate owners for a site (only to each owner's own Whise login); owner accounts come from invitations");
      return Promise.resolve([]);
    },

    async calendar(propertyId: number, _lang: Lang, signal?: AbortSignal) {
      const body = { Filter: { EstateIds: [propertyId] }, Sort: [{ Field: "startDateTime", Ascending: false }] };
      const listed = await client.listOf(CALENDARS_PATH, "calendars", body, whiseCalendarSchema, { signal });
      return whiseCalendarEntries(listed.items);
    },

    onlineMedia() {
      noteOnce("media", "Whise: its API does not say where an estate is published online; the portal lists no portals for Whise sites");
      return Promise.resolve([]);
    },
  };
}
