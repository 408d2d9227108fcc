/** Validated raw lists of one language → our LanguageSnapshot. Shared by the provider and demo sources. */
import type { Lang } from "../../../../client/i18n/languages";
import type { LanguageSnapshot, ProjectDetail, PropertyDetail } from "../../model";
import type { FeedGap, LanguageFetch, RejectedItem } from "../../source";
import type { RawCity, RawTypeGroup } from "../schemas/lists";
import type { RawDocument, RawPicture } from "../schemas/media";
import type { RawProject, RawUnit } from "../schemas/project";
import type { RawProperty } from "../schemas/property";
import { countCities, countTypeGroups } from "./counts";
import { normaliseProject } from "./project";
import { normaliseProperty } from "./property";
import { DEFAULT_FEED_RULES, type FeedRules } from "./state";
import type { Words } from "./words";

export interface RawLanguageFeed {
  properties: readonly RawProperty[];
  typeGroups: readonly RawTypeGroup[];
  cities: readonly RawCity[];
  projects: readonly RawProject[];
  units: readonly RawUnit[];
  pictures: readonly RawPicture[];
  documents: readonly RawDocument[];
}

export interface BuiltSnapshot {
  snapshot: LanguageSnapshot;
  /** Items that validated but could not be normalised (should not happen; kept so one cannot stop a run). */
  rejected: RejectedItem[];
}

/**
 * Normalises one language. Duplicates (an item moving between pages while we page) keep the
 * first position and the last content. Counts cover the properties given: in an incremental run
 * that is only the changed ones, so the sync recounts after merging (worker/feed/merge.ts).
 */
export function buildLanguageSnapshot(feed: RawLanguageFeed, lang: Lang, words: Words, rules: FeedRules = DEFAULT_FEED_RULES): BuiltSnapshot {
  const rejected: RejectedItem[] = [];
  const pictures = groupBy(feed.pictures);
  const documents = groupBy(feed.documents);
  const units = new Map<number, RawUnit[]>();
  for (const unit of feed.units) units.set(unit.ProjectID, [...(units.get(unit.ProjectID) ?? []), unit]);

  const properties: PropertyDetail[] = [];
  for (const raw of unique(feed.properties)) {
    try {
      const context = { lang, words, rules, pictures: pictures.property.get(raw.ID) ?? [], documents: documents.property.get(raw.ID) ?? [] };
      const property = normaliseProperty(raw, context);
      if (property) properties.push(property);
    } catch (error) {
      rejected.push({ kind: "property", id: String(raw.ID), reason: `normalise: ${messageOf(error)}` });
    }
  }
  const projects: ProjectDetail[] = [];
  for (const raw of unique(feed.projects)) {
    try {
      const context = {
        lang,
        words,
        units: unique(units.get(raw.ID) ?? []),
        pictures: pictures.project.get(raw.ID) ?? [],
        documents: documents.project.get(raw.ID) ?? [],
      };
      const project = normaliseProject(raw, context);
      if (project) projects.push(project);
    } catch (error) {
      rejected.push({ kind: "project", id: String(raw.ID), reason: `normalise: ${messageOf(error)}` });
    }
  }
  const typeGroups = countTypeGroups(feed.typeGroups, properties);
  const cities = countCities(feed.cities, properties, lang);
  return { snapshot: { properties, projects, typeGroups, cities }, rejected };
}

function unique<T extends { ID: number }>(items: readonly T[]): T[] {
  const byId = new Map<number, T>();
  for (const item of items) byId.set(item.ID, item);
  return [...byId.values()];
}

function groupBy<T extends { ID: number; PropertyID?: number | null | undefined; ProjectID?: number | null | undefined }>(items: readonly T[]) {
  const property = new Map<number, T[]>();
  const project = new Map<number, T[]>();
  for (const item of unique(items)) {
    const [map, id] = item.PropertyID != null ? [property, item.PropertyID] : [project, item.ProjectID];
    if (id != null) map.set(id, [...(map.get(id) ?? []), item]);
  }
  return { property, project };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** One list as a source read it: the items that passed validation and the ones that did not. */
export interface ValidatedList<T> {
  items: readonly T[];
  rejected: readonly { id: string; reason: string }[];
}

export type ValidatedLanguageFeed = { [K in keyof RawLanguageFeed]: ValidatedList<RawLanguageFeed[K][number]> };

/**
 * A source's answer for one language: the snapshot of what validated, and every item left out on
 * the way (by validation or by the normaliser), named by kind. Both the provider and the demo end here.
 */
export function languageFetch(
  feed: ValidatedLanguageFeed,
  lang: Lang,
  words: Words,
  complete: boolean,
  rules: FeedRules = DEFAULT_FEED_RULES,
  gaps: readonly FeedGap[] = [],
): LanguageFetch {
  const { properties, typeGroups, cities, projects, units, pictures, documents } = feed;
  const built = buildLanguageSnapshot(
    {
      properties: properties.items,
      typeGroups: typeGroups.items,
      cities: cities.items,
      projects: projects.items,
      units: units.items,
      pictures: pictures.items,
      documents: documents.items,
    },
    lang,
    words,
    rules,
  );
  const rejected: RejectedItem[] = [
    ...rejections("property", feed.properties),
    ...rejections("typeGroup", feed.typeGroups),
    ...rejections("city", feed.cities),
    ...rejections("project", feed.projects),
    ...rejections("project", feed.units, "unit"),
    ...rejections("property", feed.pictures, "picture"),
    ...rejections("property", feed.documents, "document"),
    ...built.rejected,
  ];
  return { snapshot: built.snapshot, rejected, complete, gaps: [...gaps] };
}

function rejections(kind: RejectedItem["kind"], list: ValidatedList<unknown>, part?: string): RejectedItem[] {
  return list.rejected.map((item) => ({ kind, id: item.id, reason: part ? `${part}: ${item.reason}` : item.reason }));
}
