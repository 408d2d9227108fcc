/**
 * The provider client: one method per endpoint of Omnicasa's catalogue, list paging with 1-based
 * inclusive Limit1/Limit2 until RowsCount, ChangeSince for incremental runs, and per-item validation (a bad item becomes a
 * rejection, not a failure). Transport details (time-outs, retries, errors) live in http.ts.
 */
import * as v from "valibot";
import type { Lang } from "../../../client/i18n/languages";
import { FeedError } from "../source";
import { toAgencyWallTime } from "../../stats/agency-time";
import { DEFAULT_LANGUAGE_IDS } from "./config";
import { ENDPOINTS, type Endpoint, ID_BATCH_SIZE, PROVIDER_PAGE_SIZE } from "./endpoints";
import { type Call, type ClientTuning, createTransport, retryOptions } from "./http";
import { appendList, collectPages, type ListResult } from "./pages";
import { listValueSchema } from "./schemas/envelope";
import { citySchema, type RawCity, type RawTypeGroup, typeGroupSchema } from "./schemas/lists";
import { documentSchema, listedPictureSchema, type RawDocument, type RawPicture } from "./schemas/media";
import { reasonOf } from "./schemas/parse";
import { buildingSchema, projectSchema, type RawBuilding, type RawProject } from "./schemas/project";
import { propertySchema, type RawProperty } from "./schemas/property";

export type { ListResult } from "./pages";

export interface ProviderClientOptions extends ClientTuning {
  baseUrl: string;
  credentials: { user: string; password: string };
  languageIds?: Record<Lang, number> | undefined;
}

export interface CallOptions {
  signal?: AbortSignal | undefined;
}

export interface ListOptions extends CallOptions {
  /** Only items changed after this moment; sent in ChangeSince as the agency's wall time. */
  changeSince?: Date | undefined;
}

export interface ProviderClient {
  /** Every property, or with `projectId` the units of that project (Omnicasa lists units as properties). */
  listProperties(lang: Lang, options?: ListOptions & { projectId?: number | undefined }): Promise<ListResult<RawProperty>>;
  /** One property from the detail endpoint; an invalid item is a protocol FeedError. */
  getProperty(lang: Lang, id: number, options?: CallOptions): Promise<RawProperty>;
  /** One project from the detail endpoint (GetProject), e.g. the project of a unit that changed. */
  getProject(lang: Lang, id: number, options?: CallOptions): Promise<RawProject>;
  listTypeGroups(lang: Lang, options?: CallOptions): Promise<ListResult<RawTypeGroup>>;
  listCities(lang: Lang, options?: CallOptions): Promise<ListResult<RawCity>>;
  listProjects(lang: Lang, options?: ListOptions): Promise<ListResult<RawProject>>;
  /** One property's gallery, each picture tagged with the property's id. */
  listPropertyPictures(lang: Lang, propertyId: number, options?: CallOptions): Promise<ListResult<RawPicture>>;
  /** One project's gallery, each picture tagged with the project's id. */
  listProjectPictures(lang: Lang, projectId: number, options?: CallOptions): Promise<ListResult<RawPicture>>;
  listBuildings(lang: Lang, projectId: number, options?: CallOptions): Promise<ListResult<RawBuilding>>;
  /** Published documents of the given properties, asked in batches of ID_BATCH_SIZE. */
  listDocuments(lang: Lang, propertyIds: readonly number[], options?: CallOptions): Promise<ListResult<RawDocument>>;
}

export function createProviderClient(options: ProviderClientOptions): ProviderClient {
  const pageSize = Math.max(1, Math.floor(options.pageSize ?? PROVIDER_PAGE_SIZE));
  const languageIds = options.languageIds ?? DEFAULT_LANGUAGE_IDS;
  const perform = createTransport({ baseUrl: options.baseUrl.replace(/\/+$/, ""), credentials: options.credentials, ...retryOptions(options) });

  /** Pages through a list: rows offset+1..offset+pageSize (Limit1/Limit2, 1-based and inclusive) until RowsCount. */
  function list<T extends v.GenericSchema>(
    endpoint: Endpoint,
    lang: Lang,
    params: Record<string, unknown>,
    schema: T,
    signal?: AbortSignal,
  ): Promise<ListResult<v.InferOutput<T>>> {
    return collectPages(schema, pageSize, async (offset) => {
      const [first, last] = [offset + 1, offset + pageSize];
      const label = `${lang}, ${describe(params)}rows ${first}-${last}`;
      const call: Call = { endpoint, languageId: languageIds[lang], params: { ...params, Limit1: first, Limit2: last }, label, signal };
      const where = `${endpoint} (${label})`;
      const parsed = v.safeParse(listValueSchema, await perform(call));
      if (!parsed.success) throw new FeedError(`${where}: Value is not a list: ${reasonOf(parsed.issues)}`, "protocol");
      return { rows: parsed.output.Items, total: parsed.output.RowsCount, where };
    });
  }

  /** One item from a detail endpoint by ID; none is a provider error, an invalid one a protocol error. */
  async function one<T extends v.GenericSchema>(
    endpoint: Endpoint,
    lang: Lang,
    id: number,
    schema: T,
    kind: string,
    signal?: AbortSignal,
  ): Promise<v.InferOutput<T>> {
    const label = `${lang}, ID ${id}`;
    const value = await perform({ endpoint, languageId: languageIds[lang], params: { ID: id }, label, signal });
    if (value === null || value === undefined) throw new FeedError(`${endpoint} (${label}): no such ${kind}`, "provider");
    const parsed = v.safeParse(schema, value);
    if (!parsed.success) throw new FeedError(`${endpoint} (${label}): invalid item: ${reasonOf(parsed.issues)}`, "protocol");
    return parsed.output;
  }

  /** A gallery asked for one owner: the items name no owner, so the owner asked is written into each. */
  async function gallery(
    endpoint: Endpoint,
    lang: Lang,
    params: Record<string, unknown>,
    owner: { PropertyID: number | null; ProjectID: number | null },
    signal?: AbortSignal,
  ) {
    const listed = await list(endpoint, lang, params, listedPictureSchema, signal);
    const items: RawPicture[] = listed.items.map(({ ShowOrder, ...picture }) => ({ ...picture, ...owner, Order: picture.Order ?? ShowOrder ?? null }));
    return { ...listed, items };
  }

  return {
    listProperties: (lang, opts = {}) =>
      list(
        ENDPOINTS.propertyList,
        lang,
        { ...changeParams(opts.changeSince), ...(opts.projectId ? { ProjectID: opts.projectId } : {}) },
        propertySchema,
        opts.signal,
      ),
    getProperty: (lang, id, opts = {}) => one(ENDPOINTS.property, lang, id, propertySchema, "property", opts.signal),
    getProject: (lang, id, opts = {}) => one(ENDPOINTS.project, lang, id, projectSchema, "project", opts.signal),
    listTypeGroups: (lang, opts = {}) => list(ENDPOINTS.typeGroups, lang, {}, typeGroupSchema, opts.signal),
    listCities: (lang, opts = {}) => list(ENDPOINTS.cities, lang, {}, citySchema, opts.signal),
    listProjects: (lang, opts = {}) => list(ENDPOINTS.projectList, lang, changeParams(opts.changeSince), projectSchema, opts.signal),
    listPropertyPictures: (lang, propertyId, opts = {}) =>
      gallery(ENDPOINTS.propertyPictures, lang, { ObjectID: propertyId }, { PropertyID: propertyId, ProjectID: null }, opts.signal),
    listProjectPictures: (lang, projectId, opts = {}) =>
      gallery(ENDPOINTS.projectPictures, lang, { ProjectID: projectId }, { PropertyID: null, ProjectID: projectId }, opts.signal),
    listBuildings: (lang, projectId, opts = {}) => list(ENDPOINTS.buildings, lang, { ProjectID: projectId }, buildingSchema, opts.signal),
    async listDocuments(lang, propertyIds, opts = {}) {
      const result: ListResult<RawDocument> = { items: [], rejected: [], rowsCount: 0 };
      for (let start = 0; start < propertyIds.length; start += ID_BATCH_SIZE) {
        // Omnicasa takes a list of ids as one comma-joined string.
        const batch = propertyIds.slice(start, start + ID_BATCH_SIZE).join(",");
        const part = await list(ENDPOINTS.documents, lang, { ObjectIDs: batch, Publish: true }, documentSchema, opts.signal);
        appendList(result, part);
        result.rowsCount += part.rowsCount;
      }
      return result;
    },
  };
}

/** The owner a call is about, for messages: "ProjectID 801, ". */
function describe(params: Record<string, unknown>): string {
  const owner = ["ObjectID", "ProjectID"].find((name) => typeof params[name] === "number");
  return owner ? `${owner} ${String(params[owner])}, ` : "";
}

/** ChangeSince as Omnicasa reads it: the agency's wall time, "YYYY-MM-DD hh:mm:ss" (fw4-bvba/omnicasa-api RequestObject). */
function changeParams(changeSince: Date | undefined): Record<string, unknown> {
  if (changeSince === undefined) return {};
  if (Number.isNaN(changeSince.getTime())) throw new RangeError("changeSince is not a valid date");
  return { ChangeSince: toAgencyWallTime(changeSince) };
}
