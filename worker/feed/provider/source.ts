/**
 * Omnicasa as a FeedSource: lists every endpoint for one language through the client, then runs the
 * validated items through the same normaliser as the demo feed.
 *
 * The properties, projects and type groups are required: without them there is no site, so their
 * failure fails the language (and the run keeps the last snapshot). Everything else is optional:
 * cities (the normaliser adds every city a listing names), a project's units and buildings, galleries
 * the list does not embed, documents. An optional call that fails leaves that part out of this run
 * and is recorded as a gap; an endpoint that answers 404 (the account or API version lacks it) is
 * not asked again in the same language.
 */
import type { Lang } from "../../../client/i18n/languages";
import { type FeedGap, FeedError, type FeedSource, type LanguageFetch } from "../source";
import type { ProviderClient } from "./client";
import { appendList, type ListResult } from "./pages";
import { ENDPOINTS, type Endpoint, ID_BATCH_SIZE } from "./endpoints";
import { hasEmbeddedGallery } from "./normalise/media";
import { languageFetch } from "./normalise/snapshot";
import { DEFAULT_FEED_RULES, type FeedRules, listingState } from "./normalise/state";
import { WORD_IDS_AS_WORDS, type WordsFor } from "./normalise/words";
import type { RawDocument, RawPicture } from "./schemas/media";
import type { RawUnit } from "./schemas/project";
import { unitsOf } from "./units";

export interface ProviderFeedSourceOptions {
  client: ProviderClient;
  /** The translated words per language; without it the words are their catalogue ids. */
  words?: WordsFor | undefined;
  /** The agency's states and badges (which sub-statuses and marquees mean what). */
  rules?: FeedRules | undefined;
}

export class ProviderFeedSource implements FeedSource {
  readonly name = "provider";
  readonly #client: ProviderClient;
  readonly #words: WordsFor;
  readonly #rules: FeedRules;
  /** Galleries of this run by owner: pictures do not change with the language, so each is asked once. */
  readonly #galleries = new Map<string, ListResult<RawPicture>>();

  constructor(options: ProviderFeedSourceOptions) {
    this.#client = options.client;
    this.#words = options.words ?? (() => WORD_IDS_AS_WORDS);
    this.#rules = options.rules ?? DEFAULT_FEED_RULES;
  }

  /**
   * Calls run one after another: the provider is a small hosted API, and a Worker has a budget of
   * subrequests. Per project: its units, its buildings (only when a unit names one) and its gallery
   * (only when the list embeds none); per property: its gallery only when the list embeds none.
   * `complete` is true only for a full list (no changeSince).
   */
  async fetchLanguage(lang: Lang, options: { changeSince?: Date | undefined; signal?: AbortSignal | undefined }): Promise<LanguageFetch> {
    const client = this.#client;
    const { changeSince, signal } = options;
    const gaps = gapLog(signal);
    const listed = await client.listProperties(lang, { changeSince, signal });
    const typeGroups = await client.listTypeGroups(lang, { signal });
    const cities = await gaps.optional("cities", ENDPOINTS.cities, "", () => client.listCities(lang, { signal }));
    const projects = await client.listProjects(lang, { changeSince, signal });
    // In an incremental run a unit can change (sell) while its project does not: that project is
    // asked by ID, so its price list is refreshed with the change.
    const changedProjects = new Set(projects.items.map((project) => project.ID));
    const unitProjects = new Set(
      changeSince === undefined ? [] : listed.items.flatMap((item) => (item.ProjectID != null && !changedProjects.has(item.ProjectID) ? [item.ProjectID] : [])),
    );
    for (const id of unitProjects) {
      const project = await gaps.optional("projects", ENDPOINTS.project, `project ${id}`, async () => {
        const item = await client.getProject(lang, id, { signal });
        return { items: [item], rejected: [], rowsCount: 1 };
      });
      projects.items.push(...project.items);
    }

    const units = collected<RawUnit>();
    const pictures = collected<RawPicture>();
    // A project the agency keeps off the web costs no call for its units or gallery.
    for (const project of projects.items.filter((item) => item.PublishInternet !== false)) {
      const owner = `project ${project.ID}`;
      const members = await gaps.optional("units", ENDPOINTS.propertyList, owner, () => client.listProperties(lang, { projectId: project.ID, signal }));
      const named = members.items.some((unit) => unit.BuildingID != null);
      const buildings = named ? await gaps.optional("buildings", ENDPOINTS.buildings, owner, () => client.listBuildings(lang, project.ID, { signal })) : EMPTY;
      units.add({ items: unitsOf(project.ID, members.items, buildings.items, this.#rules), rejected: members.rejected });
      if (!hasEmbeddedGallery(project)) {
        pictures.add(
          await this.#gallery(owner, () =>
            gaps.optional("pictures", ENDPOINTS.projectPictures, owner, () => client.listProjectPictures(lang, project.ID, { signal })),
          ),
        );
      }
    }

    // A property that carries a ProjectID is a unit: it is shown in its project's price list, not on
    // its own. One that is not published (prospective, withdrawn) costs no gallery or document call.
    const properties = { items: listed.items.filter((item) => item.ProjectID == null), rejected: listed.rejected };
    const published = properties.items.filter((item) => listingState(item, this.#rules) !== null);
    for (const property of published) {
      if (hasEmbeddedGallery(property)) continue;
      const owner = `property ${property.ID}`;
      pictures.add(
        await this.#gallery(owner, () =>
          gaps.optional("pictures", ENDPOINTS.propertyPictures, owner, () => client.listPropertyPictures(lang, property.ID, { signal })),
        ),
      );
    }
    // Batch by batch, so one failed batch costs only its own listings' documents (the sync keeps their published ones).
    const ids = published.map((item) => item.ID);
    const documents = collected<RawDocument>();
    for (let start = 0; start < ids.length; start += ID_BATCH_SIZE) {
      const batch = ids.slice(start, start + ID_BATCH_SIZE);
      const owner = `properties ${batch[0]}-${batch[batch.length - 1]}`;
      documents.add(await gaps.optional("documents", ENDPOINTS.documents, owner, () => client.listDocuments(lang, batch, { signal })));
    }

    const feed = { properties, typeGroups, cities, projects, units: units.list, pictures: pictures.list, documents: documents.list };
    const fetched = languageFetch(feed, lang, this.#words(lang), changeSince === undefined, this.#rules, gaps.list());
    if (changeSince === undefined) return fetched;
    // A changed listing that is no longer published (withdrawn, cancelled) leaves the site now, not at the nightly full run.
    const withdrawn = {
      properties: properties.items.filter((item) => listingState(item, this.#rules) === null).map((item) => item.ID),
      projects: projects.items.filter((item) => item.PublishInternet === false).map((item) => item.ID),
    };
    return { ...fetched, withdrawn };
  }

  /** The owner's gallery from an earlier language of this run, else asked now (a failure is not kept, so the next language asks again). */
  async #gallery(owner: string, ask: () => Promise<ListResult<RawPicture>>): Promise<ListResult<RawPicture>> {
    const known = this.#galleries.get(owner);
    if (known) return known;
    const asked = await ask();
    if (asked !== EMPTY) this.#galleries.set(owner, asked);
    return asked;
  }
}

const EMPTY: ListResult<never> = { items: [], rejected: [], rowsCount: 0 };

function collected<T>() {
  const list = { items: [] as T[], rejected: [] as { id: string; reason: string }[] };
  return { list, add: (part: Pick<ListResult<T>, "items" | "rejected">) => appendList(list, part) };
}

/** The gaps of one language: each optional call that failed, counted per part and endpoint. */
function gapLog(signal: AbortSignal | undefined) {
  const gaps = new Map<string, FeedGap>();
  const missing = new Set<Endpoint>();
  return {
    async optional<T>(part: string, endpoint: Endpoint, owner: string, call: () => Promise<ListResult<T>>): Promise<ListResult<T>> {
      if (missing.has(endpoint)) return record(part, endpoint, null) ?? EMPTY;
      try {
        return await call();
      } catch (error) {
        // A run cancelled by its caller stops; anything else only costs this part.
        if (signal?.aborted || !(error instanceof FeedError)) throw error;
        if (error.status === 404) missing.add(endpoint);
        record(part, endpoint, owner ? `${owner}: ${error.message}` : error.message);
        return EMPTY;
      }
    },
    list: (): FeedGap[] => [...gaps.values()],
  };

  function record(part: string, endpoint: Endpoint, reason: string | null): undefined {
    const key = `${part}|${endpoint}`;
    const gap = gaps.get(key);
    if (gap) gap.count++;
    else gaps.set(key, { part, endpoint, reason: reason ?? "not asked: the endpoint answered 404", count: 1 });
    return undefined;
  }
}
