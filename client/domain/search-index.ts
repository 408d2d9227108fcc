import * as v from "valibot";

/**
 * The compact search index one language's snapshot is served as (GET /api/search/{lang}.json):
 * positional arrays instead of objects, so 180 properties stay a few kilobytes. The worker builds
 * it (worker/feed/search-index.ts); the search box validates it with this schema before use.
 * Types and cities carry every other name they are known by (synonyms in four languages; a
 * municipality's names in every language, its exonyms and its listings' spellings), so the box
 * finds "Liège" on the Dutch site without knowing the municipality table itself.
 */

/** SPEC 5: "Result property title is truncated to 100 characters". */
export const SEARCH_TITLE_MAX_CHARS = 100;

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const text = v.pipe(v.string(), v.maxLength(500));
/** Other names: at most a hundred per entry (Brussels has a dozen). */
const names = v.pipe(v.array(text), v.maxLength(100));

/** [webId, name, sale count, rent count, synonyms] */
const TypeEntry = v.tuple([v.pipe(v.number(), v.integer()), text, count, count, names]);
/** [type webId, sale count, rent count] of one city: what a type and town typed together ("huis gent") would find. */
const TypeCount = v.tuple([v.pipe(v.number(), v.integer()), count, count]);
/** [name, zip (the lowest of its listings), sale count, rent count, every postcode of its listings, other names, counts per type] */
const CityEntry = v.tuple([text, text, count, count, names, names, v.pipe(v.array(TypeCount), v.maxLength(100))]);
/** [id, name, city, zip, detail path]: a new-build project, found by its name. */
const ProjectEntry = v.tuple([v.pipe(v.number(), v.integer()), text, text, text, v.pipe(v.string(), v.startsWith("/"))]);
/** [id, reference, title (≤ 100 chars), type name, city, zip, goal (0 sale, 1 rent), detail path] */
const PropertyEntry = v.tuple([
  v.pipe(v.number(), v.integer()),
  text,
  v.pipe(v.string(), v.maxLength(SEARCH_TITLE_MAX_CHARS)),
  text,
  text,
  text,
  v.picklist([0, 1]),
  v.pipe(v.string(), v.startsWith("/")),
]);

export const SearchIndexSchema = v.object({
  version: v.pipe(v.number(), v.integer()),
  lang: v.string(),
  types: v.array(TypeEntry),
  cities: v.array(CityEntry),
  properties: v.array(PropertyEntry),
  projects: v.array(ProjectEntry),
});

export type SearchIndex = v.InferOutput<typeof SearchIndexSchema>;
export type SearchTypeEntry = v.InferOutput<typeof TypeEntry>;
export type SearchCityEntry = v.InferOutput<typeof CityEntry>;
export type SearchPropertyEntry = v.InferOutput<typeof PropertyEntry>;
export type SearchProjectEntry = v.InferOutput<typeof ProjectEntry>;

/**
 * Cuts a title to at most SEARCH_TITLE_MAX_CHARS characters (UTF-16 units, as `length` counts them),
 * ending on an ellipsis when something was cut; a surrogate pair (an emoji) is never split in two.
 */
export function truncateTitle(title: string, max = SEARCH_TITLE_MAX_CHARS): string {
  const trimmed = title.trim();
  if (trimmed.length <= max) return trimmed;
  let cut = trimmed.slice(0, max - 1);
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}
