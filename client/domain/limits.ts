/** Scroll and timing constants of SPEC 4 and 9, in one place with their units. */
export const HEADER_SCROLL_THRESHOLD_PX = 30;
export const BACK_TO_TOP_THRESHOLD_PX = 10;
export const SCROLL_DEBOUNCE_MS = 100;
export const SCROLL_TO_TOP_DURATION_MS = 500;
export const CONSENT_WAIT_FOR_UPDATE_MS = 500;
export const MS_PER_SECOND = 1000;
/**
 * Device classes (SPEC 4, second reading: mobile under 767, tablet under 1280): the drawer menu is
 * used up to the tablet width, because the full header needs about 1 200 px in German.
 * client/styles/site.css spells the same width in its media query.
 */
export const MOBILE_MAX_WIDTH_PX = 766;
export const TABLET_MAX_WIDTH_PX = 1279;
export const SECONDS_PER_DAY = 86_400;
