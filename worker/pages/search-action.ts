import type { Lang } from "../../client/i18n/languages";
import { fixedPath } from "../../client/i18n/routes";

/**
 * The list the plain search form submits to from a page at `path`: a visitor in the rentals (the list
 * or a rental's page) or in the new builds keeps searching there; everywhere else the for-sale list.
 * A project list's search finds projects by name and sends the rest on to the for-sale list.
 */
export function searchActionOf(path: string, lang: Lang): string {
  for (const route of ["forRent", "projects"] as const) {
    const list = fixedPath(route, lang);
    if (path.startsWith(list)) return list;
  }
  return fixedPath("forSale", lang);
}
