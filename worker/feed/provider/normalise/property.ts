/** A raw property → our PropertyDetail in one language. */
import { cleanDescription } from "../../../../client/domain/description";
import { parseMediaLink } from "../../../../client/domain/media";
import { regionOf } from "../../../../client/domain/region";
import { needsRenovationNotice } from "../../../../client/domain/renovation";
import type { Lang } from "../../../../client/i18n/languages";
import type { EpcLabel } from "../../../../client/domain/epc";
import type { PropertyDetail } from "../../model";
import type { RawDocument, RawPicture } from "../schemas/media";
import type { RawProperty } from "../schemas/property";
import { detailGroups } from "./details";
import { epcOf, knownEnergy } from "./epc";
import { addressOf, documentsOf, geoOf, picturesOf } from "./media";
import { propertyPath } from "../../../../client/i18n/routes";
import { marqueeBadge, priceText, publishedPrice, statusOf } from "./price";
import type { Words } from "./words";

/**
 * The detail page shows the whole cleaned description: the limit is only a guard against a
 * runaway field, far above any real text (cards shorten it themselves with the 250 default).
 */
export const DETAIL_DESCRIPTION_LIMIT_CHARS = 20_000;

export interface PropertyContext {
  lang: Lang;
  words: Words;
  pictures: readonly RawPicture[];
  documents: readonly RawDocument[];
}

/**
 * updatedAt of an item the provider sends without ModifiedDate: a fixed time rather than the fetch
 * time, so an unchanged feed normalises to the same snapshot on every run (and sorts such items last).
 */
export const UNKNOWN_UPDATED_AT = new Date(0).toISOString();

/** Type groups with no rooms (land, commercial, garage): a 0 count there is Omnicasa's "unknown", not a fact. */
const WITHOUT_ROOMS = new Set([4, 6, 7]);

/** Omnicasa fills an unknown number with 0: a size or energy value of 0 is unknown. */
const known = (value: number | null | undefined): number | null => (value !== null && value !== undefined && value > 0 ? value : null);

export function normaliseProperty(raw: RawProperty, context: PropertyContext): PropertyDetail {
  const { lang, words } = context;
  const typeGroup = raw.WebID ?? raw.WebIDs?.[0] ?? 0; // the schema guarantees one of the two
  const typeName = raw.TypeDescription;
  const region = regionOf({ zip: raw.Zip, countryId: raw.CountryID ?? null });
  const status = statusOf(raw.IsSold, raw.IsRented, raw.Goal);
  const badge = marqueeBadge(raw.Marquee, raw.MarqueeName);
  const price = publishedPrice(raw.Price, raw.PublishPrice);
  const epc = epcOf(region, knownEnergy(raw), raw.EPCLabelText);
  const pictures = picturesOf(context.pictures, [raw.XLargePictureItem, raw.SmallPictureItem], { typeName, city: raw.City });
  const media = parseMediaLink(raw.VideoLink);
  const tour = parseMediaLink(raw.VirtualTour);
  const summaryPriceText = priceText({ price, priceUnit: raw.PriceUnit, priceUnitText: raw.PriceUnitText, badge, status }, words);
  return {
    id: raw.ID,
    lang,
    reference: raw.RecordFile ?? String(raw.ID),
    goal: raw.Goal,
    status,
    typeGroup,
    typeName,
    title: raw.Title ?? `${typeName}, ${raw.City}`,
    city: raw.City,
    zip: raw.Zip,
    countryId: raw.CountryID ?? 10,
    region: region ?? null,
    price,
    priceText: summaryPriceText,
    marquee: badge,
    bedrooms: raw.NumberOfBedRooms === 0 && WITHOUT_ROOMS.has(typeGroup) ? null : (raw.NumberOfBedRooms ?? null),
    surface: known(raw.SurfaceLiving) ?? known(raw.SurfaceGround) ?? known(raw.SurfaceTotal),
    picture: pictures[0] ?? null,
    path: propertyPath(lang, { goal: raw.Goal, city: raw.City, zip: raw.Zip, typeName, typeGroup, id: raw.ID }),
    geo: geoOf(raw.PublishAddress, raw.GoogleX, raw.GoogleY, raw.CountryID),
    updatedAt: raw.ModifiedDate ?? UNKNOWN_UPDATED_AT,
    description: cleanDescription(raw.DescriptionA, DETAIL_DESCRIPTION_LIMIT_CHARS),
    address: addressOf(raw, raw.PublishAddress, words),
    pictures,
    groups: detailGroups(raw, { lang, words, epc, priceText: summaryPriceText, pricePublished: price !== null, withoutRooms: WITHOUT_ROOMS.has(typeGroup) }),
    epc,
    renovationNotice: needsRenovationNotice({
      webId: raw.WebIDs?.join(",") ?? raw.WebID,
      region,
      label: (epc?.label ?? null) as EpcLabel | null,
      goal: raw.Goal,
    }),
    virtualTour: tour?.kind === "tour" ? tour.url : null,
    video: media && media.kind !== "tour" ? media.url : null,
    documents: documentsOf(context.documents),
  };
}
