// The three page types the bench measures. The detail page is the first property the list shows,
// so it always exists in whatever snapshot the worker seeded.

/** @typedef {{ type: "home" | "list" | "detail", path: string }} BenchPage */

export const HOME_PATH = "/nl/";
export const LIST_PATH = "/nl/te-koop/";

/**
 * The first property detail link in the list's HTML (`/nl/te-koop/<city>/<type>/<id>/`).
 * @param {string} listHtml
 * @returns {string}
 */
export function firstDetailPath(listHtml) {
  const escaped = LIST_PATH.replaceAll("/", "\\/");
  const match = new RegExp(`href="(${escaped}[^"/?#]+\\/[^"/?#]+\\/\\d+\\/)"`).exec(listHtml);
  if (!match?.[1]) throw new Error(`no property detail link found in ${LIST_PATH}`);
  return match[1];
}

/**
 * The three pages, once the detail path is known.
 * @param {string} detailPath
 * @returns {BenchPage[]}
 */
export function benchPages(detailPath) {
  return [
    { type: "home", path: HOME_PATH },
    { type: "list", path: LIST_PATH },
    { type: "detail", path: detailPath },
  ];
}
