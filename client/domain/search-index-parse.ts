import * as v from "valibot";
import { SearchIndexSchema, type SearchIndex } from "./search-index";

/**
 * The downloaded index, checked against its schema. A module of its own, imported when the index
 * is: valibot is then fetched with the index on the box's first focus, not with every page.
 */
export function parseSearchIndex(json: unknown): SearchIndex {
  return v.parse(SearchIndexSchema, json);
}
