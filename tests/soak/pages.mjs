// What the soak asks for: every page type in every language, with addresses from the site's own
// route table (client/i18n/routes.ts, the one place that spells localized paths) and listing
// addresses from the snapshot the soak last read (snapshots.mjs).
import "../typescript-hooks.mjs";

/** @typedef {import("../../client/i18n/languages.ts").Lang} Lang */
/**
 * @typedef {"home" | "sale list" | "rent list" | "filtered list" | "map view" | "property" | "projects" | "project" | "content" | "search api" | "map api" | "sitemap"} PageType
 * @typedef {{ type: PageType, lang: Lang, path: string, listing?: { id: number, version: number } }} Target
 */

const { LANGUAGES } = await import("../../client/i18n/languages.ts");
const { CODE_SLUGS, fixedPath, pathFor } = await import("../../client/i18n/routes.ts");

/** @type {readonly Lang[]} */
export const LANGS = LANGUAGES;

/**
 * The order page types are asked in: property pages most (they are what a flip can lose).
 * @type {readonly PageType[]}
 */
const CYCLE = [
  "property",
  "sale list",
  "property",
  "home",
  "rent list",
  "property",
  "filtered list",
  "search api",
  "property",
  "map view",
  "project",
  "map api",
  "property",
  "projects",
  "content",
  "sitemap",
];
/** @type {readonly PageType[]} */
export const PAGE_TYPES = [...new Set(CYCLE)];

/** Filters as visitors set them with the search form (worker/feed/list-params.ts). */
const SALE_FILTERS = ["?type=1", "?priceMin=200000&priceMax=600000", "?bedrooms=2&sort=price-desc", "?page=2", "?type=2&sort=price-asc"];
const RENT_FILTERS = ["?type=2", "?priceMax=1500&sort=price-asc", "?bedrooms=1", "?page=2"];
const MAP_VIEWS = ["?view=map", "?type=1&view=map", "?priceMin=200000&view=map"];
/** @type {readonly import("../../client/i18n/routes.ts").RouteKey[]} */
const CONTENT_ROUTES = ["aboutUs", "contact", "privacy", "freeValuation"];

/**
 * The project pages linked from each language's projects list (projects do not drift).
 * @param {(path: string) => Promise<string>} html fetches a page's HTML
 * @returns {Promise<Record<Lang, string[]>>}
 */
export async function discoverProjects(html) {
  /** @type {Partial<Record<Lang, string[]>>} */
  const found = {};
  for (const lang of LANGS) found[lang] = linkedProjects(lang, await html(fixedPath("projects", lang)));
  return /** @type {Record<Lang, string[]>} */ (found);
}

/** @param {Lang} lang @param {string} html */
function linkedProjects(lang, html) {
  const prefix = fixedPath("project", lang);
  const links = [...html.matchAll(/href="([^"?#]+)"/g)].map((match) => match[1] ?? "");
  return [...new Set(links.filter((link) => link.startsWith(prefix) && /\/\d+\/$/.test(link)))];
}

/**
 * Every list in every language, once: what the soak asks after the last sync, when the pointer has
 * settled and every list must show its listings again.
 * @param {Record<Lang, string[]>} projects @returns {Target[]}
 */
export function settledTargets(projects) {
  return LANGS.flatMap((lang) => [
    { type: /** @type {const} */ ("projects"), lang, path: fixedPath("projects", lang) },
    { type: /** @type {const} */ ("sale list"), lang, path: fixedPath("forSale", lang) },
    { type: /** @type {const} */ ("rent list"), lang, path: fixedPath("forRent", lang) },
    ...projects[lang].map((path) => ({ type: /** @type {const} */ ("project"), lang, path })),
  ]);
}

/** Page types whose body is read: the search index (followed), and lists that must show listings. */
export const READ_BODY = new Set(["search api", "projects", "sale list", "rent list"]);

/**
 * What a 200 page lacks that it must show: the demo always has projects, and properties for sale
 * and for rent, so an unfiltered list without a single one lost its listings (a status code alone
 * would not tell).
 * @param {Target} target @param {string} body @returns {string | null}
 */
export function missingContent(target, body) {
  if (target.type === "projects" && linkedProjects(target.lang, body).length === 0) return "the projects list links no project";
  if (target.type === "sale list" || target.type === "rent list") {
    const list = pathFor(CODE_SLUGS, target.type === "sale list" ? "forSale" : "forRent", target.lang);
    if (!new RegExp(`href="${list}[^"/?#]+/[^"/?#]+/\\d+/"`).test(body)) return "the list links no property";
  }
  return null;
}

/**
 * The n-th request's target. Languages turn fastest, so every page type is asked in all four.
 * @param {number} n
 * @param {{ projects: Record<Lang, string[]>, listing: (lang: Lang, n: number) => { id: number, path: string, version: number } | null, version: (lang: Lang) => number | null }} sources
 * @returns {Target}
 */
export function targetOf(n, sources) {
  const lang = /** @type {Lang} */ (LANGS[n % LANGS.length]);
  const round = Math.floor(n / LANGS.length);
  const type = /** @type {PageType} */ (CYCLE[round % CYCLE.length]);
  const variant = Math.floor(round / CYCLE.length);
  const version = sources.version(lang);
  const pick = (/** @type {readonly string[]} */ items) => /** @type {string} */ (items[variant % items.length]);
  switch (type) {
    case "home":
      return { type, lang, path: fixedPath("home", lang) };
    case "sale list":
      return { type, lang, path: fixedPath("forSale", lang) };
    case "rent list":
      return { type, lang, path: fixedPath("forRent", lang) };
    case "filtered list":
      return variant % 2 === 0
        ? { type, lang, path: fixedPath("forSale", lang) + pick(SALE_FILTERS) }
        : { type, lang, path: fixedPath("forRent", lang) + pick(RENT_FILTERS) };
    case "map view":
      return { type, lang, path: pathFor(CODE_SLUGS, variant % 2 === 0 ? "forSale" : "forRent", lang) + pick(MAP_VIEWS) };
    case "property": {
      const listing = sources.listing(lang, variant * 7 + round);
      if (listing) return { type, lang, path: listing.path, listing: { id: listing.id, version: listing.version } };
      return { type: "home", lang, path: fixedPath("home", lang) };
    }
    case "projects":
      return { type, lang, path: fixedPath("projects", lang) };
    case "project":
      return { type, lang, path: pick(sources.projects[lang]) };
    case "content":
      return { type, lang, path: pathFor(CODE_SLUGS, CONTENT_ROUTES[variant % CONTENT_ROUTES.length] ?? "aboutUs", lang) };
    case "search api":
      // As the search box asks it (with the page's version) and without a version.
      return { type, lang, path: `/api/search/${lang}.json${variant % 2 === 0 && version !== null ? `?v=${version}` : ""}` };
    case "map api": {
      const file = variant % 2 === 0 ? "sale.json?" : "rent.json?type=2&";
      return { type, lang, path: `/api/map/${lang}/${file}v=${version ?? 0}` };
    }
    case "sitemap":
      return { type, lang, path: variant % 2 === 0 ? "/sitemap.xml" : `/sitemap-${lang}.xml` };
  }
}
