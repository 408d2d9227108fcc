// The pages the bench measures. The detail page is the first property the list shows and the
// project page the first project the projects list shows, so both always exist in whatever
// snapshot the worker seeded.

/**
 * @typedef {{ type: "home" | "list" | "detail", path: string }} BenchPage
 * @typedef {{ type: "home" | "list" | "detail" | "project", path: string }} LighthousePage
 */

export const HOME_PATH = "/nl/";
export const LIST_PATH = "/nl/te-koop/";
/** The projects list of nl (`projects` in client/i18n/routes.ts). */
export const PROJECTS_PATH = "/nl/nieuwbouw/";
/** The project detail pages of nl (`project` in client/i18n/routes.ts): /nl/project/<name>/<id>/. */
const PROJECT_PATH_PREFIX = "/nl/project/";

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
 * The first project detail link in the projects list's HTML (`/nl/project/<name>/<id>/`).
 * @param {string} projectsHtml
 * @returns {string}
 */
export function firstProjectPath(projectsHtml) {
  const escaped = PROJECT_PATH_PREFIX.replaceAll("/", "\\/");
  const match = new RegExp(`href="(${escaped}[^"/?#]+\\/\\d+\\/)"`).exec(projectsHtml);
  if (!match?.[1]) throw new Error(`no project detail link found in ${PROJECTS_PATH}`);
  return match[1];
}

/**
 * The three pages the throughput part measures, once the detail path is known.
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

/**
 * The four pages Lighthouse measures: the throughput pages and a project page.
 * @param {string} detailPath @param {string} projectPath
 * @returns {LighthousePage[]}
 */
export function lighthousePages(detailPath, projectPath) {
  return [...benchPages(detailPath), { type: "project", path: projectPath }];
}
