/**
 * The drawn pictures under client/public/images/listings/ (SVG, 1200×800) and how the demo
 * assigns them: the subtype's exterior first, then the category's other pictures round-robin.
 */
import type { Category } from "./texts";

export const LISTING_PICTURE_DIR = "/images/listings";
export const PICTURE_WIDTH_PX = 1200;
export const PICTURE_HEIGHT_PX = 800;

/** Thumbnail size announced in SmallPictureItem (SPEC 9 thumbnails: 380 wide, 254 high). */
export const THUMBNAIL_WIDTH_PX = 380;
export const THUMBNAIL_HEIGHT_PX = 254;

export const LISTING_PICTURES = [
  "house-terraced",
  "house-villa",
  "house-farm",
  "apartment-block",
  "apartment-modern",
  "land-plot",
  "yield-building",
  "commercial-shop",
  "commercial-office",
  "commercial-warehouse",
  "garage-box",
  "parking-space",
  "interior-living",
  "interior-kitchen",
  "interior-bedroom",
  "interior-bathroom",
  "interior-office",
  "garden",
  "terrace",
  "project-site",
] as const;

export type ListingPicture = (typeof LISTING_PICTURES)[number];

export const DOCUMENT_FILES = ["brochure", "floor-plan", "price-list", "epc-certificate", "specifications"] as const;

export type DocumentFile = (typeof DOCUMENT_FILES)[number];

const EXTRAS: Readonly<Record<Category, readonly ListingPicture[]>> = {
  dwelling: ["interior-living", "interior-kitchen", "interior-bedroom", "interior-bathroom", "garden", "terrace"],
  land: ["garden"],
  business: ["interior-office", "interior-living", "interior-kitchen"],
  garage: ["parking-space", "garage-box"],
};

export function picturePath(name: ListingPicture): string {
  return `${LISTING_PICTURE_DIR}/${name}.svg`;
}

export function documentPath(name: DocumentFile): string {
  return `${LISTING_PICTURE_DIR}/documents/${name}.svg`;
}

/** `count` distinct pictures (fewer when the category has fewer), the exterior first. */
export function galleryOf(exterior: string, category: Category, count: number, offset: number): ListingPicture[] {
  const first = LISTING_PICTURES.find((name) => name === exterior) ?? "house-terraced";
  const extras = EXTRAS[category].filter((name) => name !== first);
  const rotated = extras.map((_, index) => extras[(index + offset) % extras.length]).filter((name): name is ListingPicture => name !== undefined);
  return [first, ...rotated].slice(0, Math.max(1, count));
}
