// Which listings each snapshot version holds, per language, as the search API
// (/api/search/{lang}.json) shows them: the soak asks property pages from the snapshot it last
// read, and judges a 404 against every snapshot that could have answered it.

/** @typedef {import("./pages.mjs").Lang} Lang */
/**
 * @typedef {{ lang: Lang, from: number | null, to: number, atMs: number }} Flip a language's search index showing another version
 * @typedef {{ id: number, path: string, version: number }} Listing
 */

/** Positions in a search index property row: [id, reference, title, type, city, zip, goal, path]. */
const ID = 0;
const PATH = 7;

export class SnapshotTracker {
  /** @type {Map<number, Map<Lang, Map<number, string>>>} version → language → id → detail path */
  #versions = new Map();
  /** @type {Map<Lang, number>} the version each language's index showed last */
  #current = new Map();
  /** @type {Map<Lang, number[]>} versions in the order each language showed them */
  #order = new Map();
  /** @type {Map<string, number>} `${lang}:${version}` → when it was first shown */
  #firstSeen = new Map();
  /** @type {Flip[]} */
  flips = [];
  /** @type {{ version: number, langs: string }[]} versions whose languages list different properties (one run's four must agree) */
  disagreements = [];
  /** @type {Flip[]} times an index showed an older version than the one before it (the pointer went back) */
  backwards = [];

  /**
   * Takes in one search index answer.
   * @param {Lang} lang @param {string} body @param {number} atMs
   */
  record(lang, body, atMs) {
    /** @type {{ version: number, properties: unknown[][] }} */
    const index = JSON.parse(body);
    const { version } = index;
    let byLang = this.#versions.get(version);
    if (!byLang) this.#versions.set(version, (byLang = new Map()));
    if (!byLang.has(lang)) {
      byLang.set(lang, new Map(index.properties.map((row) => [Number(row[ID]), String(row[PATH])])));
      this.#firstSeen.set(`${lang}:${version}`, atMs);
      this.#checkLanguagesAgree(version, byLang);
    }
    const before = this.#current.get(lang) ?? null;
    if (before === version) return;
    this.#current.set(lang, version);
    const order = this.#order.get(lang) ?? [];
    if (!order.includes(version)) order.push(version);
    this.#order.set(lang, order);
    const flip = { lang, from: before, to: version, atMs };
    this.flips.push(flip);
    if (before !== null && version < before) this.backwards.push(flip);
  }

  /** @param {Lang} lang */
  version(lang) {
    return this.#current.get(lang) ?? null;
  }

  /**
   * The n-th listing of the snapshot `lang` showed last (wrapping around).
   * @param {Lang} lang @param {number} n @returns {Listing | null}
   */
  listing(lang, n) {
    const version = this.#current.get(lang);
    const listings = version === undefined ? undefined : this.#versions.get(version)?.get(lang);
    if (version === undefined || !listings || listings.size === 0) return null;
    const entries = [...listings];
    const [id, path] = /** @type {[number, string]} */ (entries[n % entries.length]);
    return { id, path, version };
  }

  /**
   * The listings of a version in a language, or undefined when the soak never saw that version.
   * @param {number} version @param {Lang} lang
   */
  listings(version, lang) {
    return this.#versions.get(version)?.get(lang);
  }

  /**
   * The version `lang` showed before `version` (null for the first one seen).
   * @param {Lang} lang @param {number} version
   */
  previous(lang, version) {
    const order = this.#order.get(lang) ?? [];
    const at = order.indexOf(version);
    return at > 0 ? (order[at - 1] ?? null) : null;
  }

  /**
   * Versions `lang` first showed in the window (from, to].
   * @param {Lang} lang @param {number} fromMs @param {number} toMs
   */
  shownBetween(lang, fromMs, toMs) {
    const versions = [];
    for (const [key, atMs] of this.#firstSeen) {
      const [keyLang, version] = key.split(":");
      if (keyLang === lang && atMs > fromMs && atMs <= toMs) versions.push(Number(version));
    }
    return versions;
  }

  /**
   * The first version `lang` showed after `ms` (a version the soak read after an answer arrived).
   * @param {Lang} lang @param {number} ms
   */
  firstShownAfter(lang, ms) {
    let best = null;
    for (const [key, atMs] of this.#firstSeen) {
      const [keyLang, version] = key.split(":");
      if (keyLang === lang && atMs > ms && (best === null || atMs < best.atMs)) best = { version: Number(version), atMs };
    }
    return best?.version ?? null;
  }

  /** Every version seen, ascending. */
  seenVersions() {
    return [...this.#versions.keys()].sort((a, b) => a - b);
  }

  /** @param {number} version @param {Map<Lang, Map<number, string>>} byLang */
  #checkLanguagesAgree(version, byLang) {
    const sets = [...byLang.entries()].map(([lang, listings]) => [lang, [...listings.keys()].sort((a, b) => a - b).join(",")]);
    const first = sets[0]?.[1];
    if (sets.some(([, ids]) => ids !== first) && !this.disagreements.some((entry) => entry.version === version)) {
      this.disagreements.push({ version, langs: sets.map(([lang]) => lang).join(",") });
    }
  }
}
