/** Scroll and timing constants of SPEC 4 and 9, in one place with their units. */
export const HEADER_SCROLL_THRESHOLD_PX = 30;
export const BACK_TO_TOP_THRESHOLD_PX = 10;
export const SCROLL_DEBOUNCE_MS = 100;
export const SCROLL_TO_TOP_DURATION_MS = 500;
export const CONSENT_WAIT_FOR_UPDATE_MS = 500;
export const MS_PER_SECOND = 1000;
/** Device classes (SPEC 4, first reading): the drawer menu is used up to the tablet width. */
export const MOBILE_MAX_WIDTH_PX = 767;
export const TABLET_MAX_WIDTH_PX = 960;
export const SECONDS_PER_DAY = 86_400;
