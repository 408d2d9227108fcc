/** Raw provider items → our models (worker/feed/model.ts), per language; see normalise/*.ts. */
export { buildLanguageSnapshot, type BuiltSnapshot, type RawLanguageFeed } from "./normalise/snapshot";
export { normaliseProperty, DETAIL_DESCRIPTION_LIMIT_CHARS, UNKNOWN_UPDATED_AT, type PropertyContext } from "./normalise/property";
export { normaliseProject, type ProjectContext } from "./normalise/project";
export { countCities, countTypeGroups, cityKey } from "./normalise/counts";
export { DETAIL_FIELDS, DETAIL_GROUP_IDS, DETAIL_LABEL_IDS, type DetailKind } from "./normalise/labels";
export { WORD_IDS, WORD_IDS_AS_WORDS, wordsFrom, type WordKey, type Words, type WordsFor } from "./normalise/words";
export { priceText, publishedPrice } from "./normalise/price";
export { DEFAULT_FEED_RULES, flagStatus, listingState, marqueeBadge, type FeedRules, type ListingState } from "./normalise/state";
export { addressOf, geoOf, httpsUrl, picturesOf, DEFAULT_PICTURE_HEIGHT_PX, DEFAULT_PICTURE_WIDTH_PX } from "./normalise/media";
export { epcOf } from "./normalise/epc";
