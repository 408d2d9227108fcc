/**
 * The real provider as a FeedSource: lists every endpoint for one language through the client,
 * then runs the validated items through the same normaliser as the demo feed.
 */
import type { Lang } from "../../../client/i18n/languages";
import type { FeedSource, LanguageFetch } from "../source";
import type { ProviderClient } from "./client";
import { languageFetch } from "./normalise/snapshot";
import { WORD_IDS_AS_WORDS, type WordsFor } from "./normalise/words";

export interface ProviderFeedSourceOptions {
  client: ProviderClient;
  /** The translated words per language; without it the words are their catalogue ids. */
  words?: WordsFor | undefined;
}

export class ProviderFeedSource implements FeedSource {
  readonly name = "provider";
  readonly #client: ProviderClient;
  readonly #words: WordsFor;

  constructor(options: ProviderFeedSourceOptions) {
    this.#client = options.client;
    this.#words = options.words ?? (() => WORD_IDS_AS_WORDS);
  }

  /**
   * Calls run one after another: the provider is a small hosted API, and a Worker has a budget of
   * subrequests. Pictures, documents and units are asked only for the properties and projects in
   * this answer, in batches. `complete` is true only for a full list (no changeSince).
   */
  async fetchLanguage(lang: Lang, options: { changeSince?: Date | undefined; signal?: AbortSignal | undefined }): Promise<LanguageFetch> {
    const client = this.#client;
    const { changeSince, signal } = options;
    const properties = await client.listProperties(lang, { changeSince, signal });
    const typeGroups = await client.listTypeGroups(lang, { signal });
    const cities = await client.listCities(lang, { signal });
    const projects = await client.listProjects(lang, { changeSince, signal });
    const projectIds = projects.items.map((project) => project.ID);
    const units = await client.listProjectUnits(lang, projectIds, { signal });
    const owners = { propertyIds: properties.items.map((property) => property.ID), projectIds };
    const pictures = await client.listPictures(lang, owners, { signal });
    const documents = await client.listDocuments(lang, owners, { signal });

    return languageFetch({ properties, typeGroups, cities, projects, units, pictures, documents }, lang, this.#words(lang), changeSince === undefined);
  }
}

/**
 * Rejections of one list as RejectedItems. Units, pictures and documents have no kind of their own
 * in the run record, so they are filed under their owner's kind with the part named in the reason.
 */
