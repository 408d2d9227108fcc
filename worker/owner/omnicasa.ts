/**
 * The owner portal's data from Omnicasa, through the feed's transport (worker/feed/provider/http.ts:
 * the same credentials, time-outs, retries and redaction) and its list paging (Limit1/Limit2 until
 * RowsCount). Endpoints and request fields come from fw4-bvba/omnicasa-api src/Request/Owner/; the
 * answers are read by worker/owner/omnicasa-schemas.ts and mapped by worker/owner/omnicasa-mapping.ts.
 */
import * as v from "valibot";
import type { Lang } from "../../client/i18n/languages";
import type { OmnicasaConfig } from "../feed/provider/config";
import { ENDPOINTS, type Endpoint, PROVIDER_PAGE_SIZE } from "../feed/provider/endpoints";
import { type ClientTuning, createTransport, retryOptions } from "../feed/provider/http";
import { collectPages, type ListResult } from "../feed/provider/pages";
import { listValueSchema } from "../feed/provider/schemas/envelope";
import { reasonOf } from "../feed/provider/schemas/parse";
import { FeedError } from "../feed/source";
import { calendarEntriesOf, contactOf, mediaOf, ownedProperties } from "./omnicasa-mapping";
import { calendarItemSchema, mediumItemSchema, type OmnicasaPerson, personSchema, relatedPropertySchema } from "./omnicasa-schemas";
import type { OwnerContact, OwnerDataSource } from "./types";

export type OmnicasaOwnerOptions = Omit<OmnicasaConfig, "kind"> & ClientTuning;

/**
 * GetRelatedProperties is one call per owner. A sync asks at most this many (the Worker's
 * subrequests are shared with the feed); with more owners, each day starts further down the list,
 * so every owner is refreshed within a few days and none is skipped for good.
 */
export const MAX_RELATED_PROPERTY_CALLS = 300;
/** Owners asked at once. */
const RELATED_PROPERTY_CONCURRENCY = 4;
/** Property ids a run's log names as examples of relations it could not read. */
const LOGGED_EXAMPLES = 3;
const DAY_MS = 86_400_000;

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

  /**
   * The owned properties of each person, a few at a time; a person whose call fails is left out
   * (their account stays as it was). What could not be read is logged once for the run, by counts
   * and property ids: never an address.
   */
  async function withProperties(persons: readonly OmnicasaPerson[], signal?: AbortSignal): Promise<OwnerContact[]> {
    const contacts: OwnerContact[] = [];
    const unnamed = { owners: 0, properties: [] as number[] };
    let failed = 0;
    let firstError: unknown;
    let next = 0;
    const worker = async () => {
      while (next < persons.length) {
        const person = persons[next++]!;
        try {
          // The e-mail travels inside the redacted query; messages name the person by id only.
          const related = await list(ENDPOINTS.relatedProperties, "nl", { Email: person.email }, `person ${person.ID}, `, relatedPropertySchema, signal);
          const owned = ownedProperties(related.items);
          if (owned.unnamed.length > 0) {
            unnamed.owners += 1;
            unnamed.properties.push(...owned.unnamed);
          }
          contacts.push(contactOf(person, owned.ids, languageIds));
        } catch (error) {
          failed += 1;
          firstError ??= error;
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(RELATED_PROPERTY_CONCURRENCY, persons.length) }, worker));
    if (unnamed.properties.length > 0)
      console.warn(
        `Omnicasa owners: ${unnamed.properties.length} related properties of ${unnamed.owners} owners name no relation (PersonTypeID); ` +
          `only an Owner relation counts, so they were not linked (e.g. properties ${unnamed.properties.slice(0, LOGGED_EXAMPLES).join(", ")})`,
      );
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
