/**
 * The demo feed as a FeedSource, used when no provider is configured (`npm start` offline). It
 * validates the demo's raw items with the provider's schemas and normalises them with the
 * provider's normaliser, so the demo exercises exactly the code a real feed goes through.
 */
import type { Lang } from "../../../client/i18n/languages";
import type { FeedSource, LanguageFetch } from "../source";
import { languageFetch } from "../provider/normalise/snapshot";
import type { FeedRules } from "../provider/normalise/state";
import { WORD_IDS_AS_WORDS, type WordsFor } from "../provider/normalise/words";
import { citySchema, typeGroupSchema } from "../provider/schemas/lists";
import { documentSchema, pictureSchema } from "../provider/schemas/media";
import { parseItems, type ParsedItems } from "../provider/schemas/parse";
import { projectSchema, unitSchema } from "../provider/schemas/project";
import { propertySchema } from "../provider/schemas/property";
import { type DemoOptions, demoRawFeed } from "./feed";

export interface DemoFeedSourceOptions extends DemoOptions {
  words?: WordsFor | undefined;
  rules?: FeedRules | undefined;
}

export class DemoFeedSource implements FeedSource {
  readonly name = "demo";
  readonly #options: DemoFeedSourceOptions;

  constructor(options: DemoFeedSourceOptions = {}) {
    this.#options = options;
  }

  /** With changeSince, only properties and projects modified at or after it (as the provider's ChangeSince). */
  async fetchLanguage(lang: Lang, options: { changeSince?: Date | undefined; signal?: AbortSignal | undefined }): Promise<LanguageFetch> {
    options.signal?.throwIfAborted();
    const raw = demoRawFeed(lang, this.#options);
    const since = options.changeSince?.getTime();
    const changed = <T extends { ModifiedDate?: string | null | undefined }>(item: T) =>
      since === undefined || (item.ModifiedDate != null && Date.parse(item.ModifiedDate) >= since);

    const properties = keep(parseItems(propertySchema, raw.properties), changed);
    const projects = keep(parseItems(projectSchema, raw.projects), changed);
    const propertyIds = new Set(properties.items.map((item) => item.ID));
    const projectIds = new Set(projects.items.map((item) => item.ID));
    const owned = <T extends { PropertyID?: number | null | undefined; ProjectID?: number | null | undefined }>(item: T) =>
      (item.PropertyID != null && propertyIds.has(item.PropertyID)) || (item.ProjectID != null && projectIds.has(item.ProjectID));
    const units = keep(parseItems(unitSchema, raw.units), (unit) => projectIds.has(unit.ProjectID));
    const pictures = keep(parseItems(pictureSchema, raw.pictures), owned);
    const documents = keep(parseItems(documentSchema, raw.documents), owned);
    const typeGroups = parseItems(typeGroupSchema, raw.typeGroups);
    const cities = parseItems(citySchema, raw.cities);

    const words = (this.#options.words ?? (() => WORD_IDS_AS_WORDS))(lang);
    return languageFetch({ properties, typeGroups, cities, projects, units, pictures, documents }, lang, words, since === undefined, this.#options.rules);
  }
}

function keep<T>(parsed: ParsedItems<T>, predicate: (item: T) => boolean): ParsedItems<T> {
  return { items: parsed.items.filter(predicate), rejected: parsed.rejected };
}
