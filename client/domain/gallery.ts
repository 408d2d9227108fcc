/**
 * Pure rules of the picture gallery and its lightbox, shared by the server (which prepares the
 * pictures) and the Gallery island (which only receives plain data as JSON).
 */

/** Widths the CDN is asked for (SPEC 7: 400, 600, 1360 or 1920 by device). */
export const IMAGE_WIDTHS = [400, 600, 1360, 1920] as const;
/** The lightbox shows a picture large, so it only offers the two widest CDN widths. */
export const LIGHTBOX_WIDTHS = [1360, 1920] as const;
/** Width of the `src` of a gallery slide when the CDN serves the picture. */
export const SLIDE_FALLBACK_WIDTH = 600;
/**
 * Width asked of the CDN for a thumbnail (shown about 100 px wide, so 400 covers screens up to 4x):
 * the smallest SPEC 7 width, the same address as the slides' 400w candidate, so the CDN caches one copy.
 */
export const THUMBNAIL_WIDTH = 400;
/** Duration of the cross-fade between two pictures (SPEC 9: fade, 500 ms; none under reduced motion). */
export const SLIDE_TRANSITION_MS = 500;
/** Horizontal travel of a finger that counts as a swipe in the lightbox (shorter moves are taps). */
export const SWIPE_MIN_PX = 40;

/** One picture as the gallery needs it; every address is ready to use (already rewritten to the CDN). */
export interface GalleryPicture {
  src: string;
  /** CDN srcset over IMAGE_WIDTHS; absent for pictures the CDN does not serve. */
  srcSet?: string | undefined;
  /** The large picture of the lightbox (and the no-JS link target). */
  large: string;
  largeSrcSet?: string | undefined;
  /** The small picture of the desktop thumbnail strip (THUMBNAIL_WIDTH from the CDN, the address as is otherwise). */
  thumb: string;
  width: number;
  height: number;
  alt: string;
}

/** Rewrites a storage address to the CDN at a width; null when the CDN does not serve that address. */
export type ImageRewrite = (url: string, width: number) => string | null;

function srcSetOf(url: string, widths: readonly number[], rewrite: ImageRewrite): string | undefined {
  const entries = widths.map((width) => {
    const address = rewrite(url, width);
    return address === null ? null : `${address} ${width}w`;
  });
  return entries.every((entry) => entry !== null) ? entries.join(", ") : undefined;
}

/**
 * The src and srcset of any listing picture (cards, gallery): the CDN at SLIDE_FALLBACK_WIDTH with a
 * srcset over IMAGE_WIDTHS when the CDN serves the address, the address as is otherwise.
 */
export function pictureSources(url: string, rewrite?: ImageRewrite): { src: string; srcSet: string | undefined } {
  const cdn = rewrite?.(url, SLIDE_FALLBACK_WIDTH) ?? null;
  return { src: cdn ?? url, srcSet: cdn && rewrite ? srcSetOf(url, IMAGE_WIDTHS, rewrite) : undefined };
}

/** Prepares a feed picture for the gallery: CDN srcsets when the CDN serves it, the address as is otherwise. */
export function galleryPicture(picture: { url: string; width: number; height: number; alt: string }, rewrite?: ImageRewrite): GalleryPicture {
  const { src, srcSet } = pictureSources(picture.url, rewrite);
  const largest = LIGHTBOX_WIDTHS[LIGHTBOX_WIDTHS.length - 1] ?? SLIDE_FALLBACK_WIDTH;
  const cdn = srcSet !== undefined;
  return {
    src,
    srcSet,
    large: (cdn && rewrite?.(picture.url, largest)) || picture.url,
    largeSrcSet: cdn && rewrite ? srcSetOf(picture.url, LIGHTBOX_WIDTHS, rewrite) : undefined,
    thumb: (cdn && rewrite?.(picture.url, THUMBNAIL_WIDTH)) || picture.url,
    width: picture.width,
    height: picture.height,
    alt: picture.alt,
  };
}

/** Index after a step of `delta` pictures, wrapping around both ends; 0 for an empty gallery. */
export function wrapIndex(index: number, delta: number, total: number): number {
  if (total <= 0) return 0;
  return (((index + delta) % total) + total) % total;
}

/** Step for a key of the gallery or lightbox: -1 / +1 for the arrows, to the ends for Home / End; undefined otherwise. */
export function keyStep(key: string, index: number, total: number): number | undefined {
  switch (key) {
    case "ArrowLeft":
      return -1;
    case "ArrowRight":
      return 1;
    case "Home":
      return -index;
    case "End":
      return total - 1 - index;
    default:
      return undefined;
  }
}

/** The visible counter, "3 / 12" (1-based). */
export function counterText(index: number, total: number): string {
  return `${Math.min(index + 1, total)} / ${total}`;
}

/** Step for a horizontal swipe of `dx` pixels: a swipe to the left shows the next picture; short moves are no swipe. */
export function swipeStep(dx: number): -1 | 1 | undefined {
  if (Math.abs(dx) < SWIPE_MIN_PX) return undefined;
  return dx < 0 ? 1 : -1;
}
