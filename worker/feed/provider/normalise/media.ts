/** Pictures, documents, coordinates, addresses and links of a listing. */
import { COUNTRY_ID } from "../../../../client/domain/region";
import type { Picture } from "../../model";
import { positiveOrNull } from "../schemas/primitives";
import type { EmbeddedPictures, RawDocument, RawPicture, RawPictureRef } from "../schemas/media";
import type { Words } from "./words";

/** Size assumed for a picture the provider sends without one (the provider's XLarge is 3:2). */
export const DEFAULT_PICTURE_WIDTH_PX = 1200;
export const DEFAULT_PICTURE_HEIGHT_PX = 800;

/** Belgium and Luxembourg with a margin: a Belgian pin outside it is a swapped or broken pair. */
const BENELUX_BOX = { minLat: 49.4, maxLat: 51.6, minLng: 2.5, maxLng: 6.6 } as const;

/** What a listing may carry of its own pictures: Omnicasa's embedded galleries and the spec's single items. */
export interface OwnPictures extends EmbeddedPictures {
  XLargePictureItem?: RawPictureRef | null | undefined;
  SmallPictureItem?: RawPictureRef | null | undefined;
}

/**
 * Gallery of a listing: the picture list endpoint's items sorted by Order (or ShowOrder) then ID;
 * without them the largest gallery the listing embeds, whole; without one, its single largest
 * picture. The same address twice is shown once. Alt text is the type and city, numbered after the first.
 */
export function picturesOf(listed: readonly RawPicture[], own: OwnPictures, alt: { typeName: string; city: string }): Picture[] {
  const order = (item: RawPicture) => item.Order ?? Infinity;
  const sorted = [...listed].sort((a, b) => order(a) - order(b) || a.ID - b.ID);
  const sources = sorted.length > 0 ? sorted : embeddedGallery(own);
  const seen = new Set<string>();
  const unique = sources.filter((source): source is PictureSource & { Url: string } => {
    if (!source.Url || seen.has(source.Url)) return false;
    seen.add(source.Url);
    return true;
  });
  const base = `${alt.typeName}, ${alt.city}`;
  return unique.map((source, index) => ({
    url: source.Url,
    width: Math.round(positiveOrNull(source.Width) ?? DEFAULT_PICTURE_WIDTH_PX),
    height: Math.round(positiveOrNull(source.Height) ?? DEFAULT_PICTURE_HEIGHT_PX),
    alt: index === 0 ? base : `${base} – ${index + 1}`,
  }));
}

interface PictureSource {
  Url?: string | null | undefined;
  Width?: number | null | undefined;
  Height?: number | null | undefined;
}

/** The first gallery that has pictures, largest size first; bare addresses become sources without a size. */
function embeddedGallery(own: OwnPictures): PictureSource[] {
  const addresses = (list: readonly (string | null)[] | null | undefined) => (list ?? []).map((Url) => ({ Url }));
  const galleries: PictureSource[][] = [
    own.XLargePictureItems ?? [],
    own.LargePictureItems ?? [],
    addresses(own.LargePictures),
    own.MediumPictureItems ?? [],
    addresses(own.MediumPictures),
    own.XLargePictureItem ? [own.XLargePictureItem] : [],
    addresses(own.LargePicture ? [own.LargePicture] : []),
    own.SmallPictureItems ?? [],
    addresses(own.SmallPictures),
    own.SmallPictureItem ? [own.SmallPictureItem] : [],
  ];
  return galleries.find((gallery) => gallery.some((source) => source.Url)) ?? [];
}

/** True when the listing embeds a gallery of more than one picture, so the picture list endpoint need not be asked. */
export function hasEmbeddedGallery(own: OwnPictures): boolean {
  return embeddedGallery(own).filter((source) => source.Url).length > 1;
}

export function documentsOf(listed: readonly RawDocument[]): { name: string; url: string }[] {
  return [...listed].sort((a, b) => a.ID - b.ID).map((document) => ({ name: document.Name ?? fileName(document.Url), url: document.Url }));
}

/**
 * Coordinates when the address is published. GoogleX is the latitude and GoogleY the longitude
 * (the provider's names suggest the opposite). A Belgian or Luxembourg item placed outside the
 * Benelux gets no pin: a swapped pair would otherwise land in the Indian Ocean.
 */
export function geoOf(
  publish: boolean | null | undefined,
  googleX: number | null | undefined,
  googleY: number | null | undefined,
  countryId: number | null | undefined,
): { lat: number; lng: number } | null {
  if (publish !== true || typeof googleX !== "number" || typeof googleY !== "number") return null;
  const local = countryId === null || countryId === undefined || countryId === COUNTRY_ID.belgium || countryId === COUNTRY_ID.luxembourg;
  const inside = googleX >= BENELUX_BOX.minLat && googleX <= BENELUX_BOX.maxLat && googleY >= BENELUX_BOX.minLng && googleY <= BENELUX_BOX.maxLng;
  return local && !inside ? null : { lat: googleX, lng: googleY };
}

/** "Kerkstraat 12 bus 3, 9000 Gent" when published and a street is known, else null. */
export function addressOf(
  item: { Street?: string | null | undefined; HouseNumber?: string | null | undefined; BoxNr?: string | null | undefined; Zip: string; City: string },
  publish: boolean | null | undefined,
  words: Words,
): string | null {
  if (publish !== true || !item.Street) return null;
  const number = [item.HouseNumber, item.BoxNr ? `${words.box} ${item.BoxNr}` : null].filter(Boolean).join(" ");
  return `${[item.Street, number].filter(Boolean).join(" ")}, ${item.Zip} ${item.City}`;
}

/**
 * A project's website as an https address (SPEC 2): "www.x.be" and "http://x.be" become
 * "https://www.x.be/" and "https://x.be/"; anything that is not a web address is dropped.
 */
export function httpsUrl(text: string | null | undefined): string | null {
  const trimmed = text?.trim() ?? "";
  if (trimmed === "") return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(trimmed)?.[1]?.toLowerCase();
  if (scheme !== undefined && scheme !== "http" && scheme !== "https" && !/^[^/]+:\d+/.test(trimmed)) return null;
  try {
    const url = new URL(scheme === "http" || scheme === "https" ? trimmed : `https://${trimmed.replace(/^\/\//, "")}`);
    if (!url.hostname.includes(".") || url.username || url.password) return null;
    url.protocol = "https:";
    return url.href;
  } catch {
    return null;
  }
}

function fileName(url: string): string {
  const last = url.split(/[?#]/, 1)[0]?.split("/").pop() ?? "";
  try {
    return decodeURIComponent(last) || url;
  } catch {
    return last || url;
  }
}
