/**
 * Whise as a FeedSource: one estate list per language, split into properties, projects and their
 * units, read into the spec's shape (adapt.ts) and validated and normalised like every feed. Whise
 * has no document or city list for a website: documents are none, cities come from the listings.
 */
import type { Lang } from "../../../client/i18n/languages";
import { languageFetch } from "../provider/normalise/snapshot";
import type { FeedRules } from "../provider/normalise/state";
import { WORD_IDS_AS_WORDS, type WordsFor } from "../provider/normalise/words";
import { citySchema, documentSchema, parseItems, pictureSchema, projectSchema, propertySchema, typeGroupSchema, unitSchema } from "../provider/schemas";
import type { FeedSource, LanguageFetch } from "../source";
import { projectOf, propertyOf, typeGroupsOf, unitOf } from "./adapt";
import type { WhiseClient } from "./client";
import { DEFAULT_WHISE_LANGUAGES, WHISE_RULES } from "./ids";

export interface WhiseFeedSourceOptions {
  client: WhiseClient;
  words?: WordsFor | undefined;
  rules?: FeedRules | undefined;
  languages?: Record<Lang, string> | undefined;
}

export class WhiseFeedSource implements FeedSource {
  readonly name = "whise";
  readonly #options: WhiseFeedSourceOptions;

  constructor(options: WhiseFeedSourceOptions) {
    this.#options = options;
  }

  async fetchLanguage(lang: Lang, options: { changeSince?: Date | undefined; signal?: AbortSignal | undefined }): Promise<LanguageFetch> {
    const { client, rules = WHISE_RULES } = this.#options;
    const culture = (this.#options.languages ?? DEFAULT_WHISE_LANGUAGES)[lang];
    const words = (this.#options.words ?? (() => WORD_IDS_AS_WORDS))(lang);
    const listed = await client.listEstates(lang, options);
    const changed = listed.items;
    // A project is listed with its units. In an incremental run a project or one of its units may
    // change alone: its whole family is then read from the full list, so its price list stays whole.
    const families = new Set(changed.flatMap((estate) => (estate.parentId != null ? [estate.parentId] : estate.canHaveChildren ? [estate.id] : [])));
    const whole = options.changeSince !== undefined && families.size > 0 ? (await client.listEstates(lang, { signal: options.signal })).items : changed;
    const family = (estate: (typeof changed)[number]) => families.has(estate.id) || (estate.parentId != null && families.has(estate.parentId));
    const estates = options.changeSince === undefined ? changed : [...changed.filter((estate) => !family(estate)), ...whole.filter(family)];
    const projects = estates.filter((estate) => estate.canHaveChildren === true && estate.parentId == null);
    const projectIds = new Set(projects.map((project) => project.id));
    const units = estates.filter((estate): estate is typeof estate & { parentId: number } => estate.parentId != null);
    // A unit (parentId) is shown in its project's price list, never on its own, as Omnicasa's units are.
    const properties = estates.filter((estate) => !projectIds.has(estate.id) && estate.parentId == null);
    const adapted = parseItems(
      propertySchema,
      properties.map((estate) => propertyOf(estate, culture, words, rules)),
    );

    const feed = {
      properties: { items: adapted.items, rejected: [...listed.rejected, ...adapted.rejected] },
      typeGroups: parseItems(typeGroupSchema, typeGroupsOf(properties, words)),
      cities: parseItems(citySchema, []),
      projects: parseItems(
        projectSchema,
        projects.map((estate) => projectOf(estate, culture)),
      ),
      units: parseItems(
        unitSchema,
        units.filter((unit) => projectIds.has(unit.parentId)).flatMap((unit) => unitOf(unit, rules) ?? []),
      ),
      pictures: parseItems(pictureSchema, []),
      documents: parseItems(documentSchema, []),
    };
    return languageFetch(feed, lang, words, options.changeSince === undefined, rules);
  }
}
