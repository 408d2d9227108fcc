/**
 * The version of what the normaliser makes of a provider's answer: the texts it writes in each
 * language (prices, surfaces, dates, words) and the fields it fills. A snapshot's manifest records
 * the version its listings were normalised with (worker/feed/snapshot-store.ts). An incremental
 * sync rewrites only the listings that changed, so on a snapshot of another version (or of none) it
 * would leave the others with the texts of an older build: such a run is made a full one instead
 * (worker/feed/sync.ts), and no page mixes two ways of writing the same thing.
 *
 * BUMP IT whenever the normalised output changes for the same provider answer: a formatter in
 * client/domain/format.ts or currency.ts, a word the normaliser writes, a field added, removed or
 * computed differently here, in the demo feed or in an adapter (worker/feed/whise/adapt.ts).
 *
 * History: none — texts in SPEC 9's Belgian Dutch format in every language; 1 — prices, surfaces
 * and dates per language with Intl (issue 18), and each listing's priceUnit; 2 — living and plot
 * surface, garden, terrace, EPC label, published date and last price drop on every listing (issue
 * 41; absent in older snapshots, read as unknown); 3 — the Flemish EPC certificate's unique code
 * and Luxembourg's thermal insulation class on every listing and in its energy section, Luxembourg's
 * own names for its energy classes and its registration and transcription duties (issue 39).
 */
export const NORMALISED_FORMAT_VERSION = 3;
