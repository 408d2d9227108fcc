/** A raw property → our PropertyDetail in one language. */
import { descriptionText } from "../../../../client/domain/description";
import { parseMediaLink } from "../../../../client/domain/media";
import { regionOf } from "../../../../client/domain/region";
import { needsRenovationNotice } from "../../../../client/domain/renovation";
import type { Lang } from "../../../../client/i18n/languages";
import type { EpcLabel } from "../../../../client/domain/epc";
import type { ContactPerson, PropertyDetail } from "../../model";
import type { RawDocument, RawPicture } from "../schemas/media";
import { positiveOrNull } from "../schemas/primitives";
import type { RawProperty } from "../schemas/property";
import { shownCount } from "./room-counts";
import { detailGroups } from "./details";
import { epcCodeOf, epcOf, insulationClassOf, knownEnergy } from "./epc";
import { addressOf, documentsOf, geoOf, picturesOf } from "./media";
import { propertyPath } from "../../../../client/i18n/routes";
import { priceText, priceUnitOf, publishedPrice } from "./price";
import { DEFAULT_FEED_RULES, type FeedRules, listingState } from "./state";
import type { Words } from "./words";
import { withShownCity } from "./city-name";

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
  /** The agency's states and badges; DEFAULT_FEED_RULES when not given. */
  rules?: FeedRules | undefined;
}

/**
 * updatedAt of an item the provider sends without ModifiedDate: a fixed time rather than the fetch
 * time, so an unchanged feed normalises to the same snapshot on every run (and sorts such items last).
 */
export const UNKNOWN_UPDATED_AT = new Date(0).toISOString();

/**
 * The listing in one language, or null when its state is not published (listingState). Omnicasa's
 * LastChangedDate (else ModifiedDate, else CreatedDate) is the listing's updatedAt.
 */
export function normaliseProperty(fromFeed: RawProperty, context: PropertyContext): PropertyDetail | null {
  const { lang, words } = context;
  const raw = withShownCity(fromFeed, lang);
  const state = listingState(raw, context.rules ?? DEFAULT_FEED_RULES);
  if (state === null) return null;
  const { status, badge } = state;
  const goal = raw.Goal === 1 ? 1 : 0;
  const typeGroup = raw.WebID ?? raw.WebIDs?.[0] ?? 0; // the schema guarantees one of the two
  const typeName = raw.TypeDescription;
  const region = regionOf({ zip: raw.Zip, countryId: raw.CountryID ?? null });
  const price = publishedPrice(raw.Price, raw.PublishPrice, status);
  const epc = epcOf(region, knownEnergy(raw), raw.EPCLabelText);
  const pictures = picturesOf(context.pictures, raw, { typeName, city: raw.City });
  const media = parseMediaLink(raw.VideoLink);
  const tour = parseMediaLink(raw.VirtualTour);
  const summaryPriceText = priceText({ price, priceUnit: raw.PriceUnit, priceUnitText: raw.PriceUnitText, badge, status }, words, lang);
  return {
    id: raw.ID,
    lang,
    reference: raw.RecordFile ?? String(raw.ID),
    goal,
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
    priceUnit: priceUnitOf(raw.PriceUnit, raw.PriceUnitText),
    marquee: badge,
    bedrooms: shownCount(raw, typeGroup, "NumberOfBedRooms"),
    surface: positiveOrNull(raw.SurfaceLiving) ?? positiveOrNull(raw.SurfaceGround) ?? positiveOrNull(raw.SurfaceTotal),
    ...outdoorFacts(raw),
    epcLabel: epc?.label ?? null,
    // The provider's creation date; the sync keeps the date the site first showed it (worker/feed/listing-facts.ts).
    publishedAt: raw.CreatedDate ?? null,
    priceDrop: null,
    picture: pictures[0] ?? null,
    path: propertyPath(lang, { goal, city: raw.City, zip: raw.Zip, typeName, typeGroup, id: raw.ID }),
    geo: geoOf(raw.PublishAddress, raw.GoogleX, raw.GoogleY, raw.CountryID),
    updatedAt: raw.LastChangedDate ?? raw.ModifiedDate ?? raw.CreatedDate ?? UNKNOWN_UPDATED_AT,
    description: descriptionText([raw.DescriptionA, raw.DescriptionB], DETAIL_DESCRIPTION_LIMIT_CHARS),
    address: addressOf(raw, raw.PublishAddress, words),
    pictures,
    groups: detailGroups(raw, { lang, words, epc, priceText: summaryPriceText, pricePublished: price !== null, typeGroup, region }),
    epc,
    renovationNotice: needsRenovationNotice({
      webId: raw.WebIDs?.join(",") ?? raw.WebID,
      region,
      label: (epc?.label ?? null) as EpcLabel | null,
      goal,
    }),
    virtualTour: tour?.kind === "tour" ? tour.url : null,
    video: media && media.kind !== "tour" ? media.url : null,
    documents: documentsOf(context.documents),
    // Left out with an unpublished price, as the financial section leaves it out (PRICE_DERIVED_FIELDS).
    depositAmount: price !== null && raw.DepositAmount && raw.DepositAmount > 0 ? raw.DepositAmount : null,
    contact: contactOf(raw),
    epcCode: epcCodeOf(raw),
    insulationClass: insulationClassOf(raw),
  };
}

/**
 * Surfaces and outdoor spaces as the list filters read them: a garden or terrace is there when the
 * provider says so or gives its surface, absent when it says no, and unknown (null) otherwise.
 */
export function outdoorFacts(
  raw: Pick<RawProperty, "SurfaceLiving" | "SurfaceGround" | "HasGarden" | "SurfaceGarden" | "HasTerrace" | "SurfaceTerrace">,
): Pick<PropertyDetail, "livingSurface" | "plotSurface" | "garden" | "terrace"> {
  const present = (flag: boolean | null | undefined, surface: number | null | undefined) =>
    flag === true || positiveOrNull(surface) !== null ? true : flag === false ? false : null;
  return {
    livingSurface: positiveOrNull(raw.SurfaceLiving),
    plotSurface: positiveOrNull(raw.SurfaceGround),
    garden: present(raw.HasGarden, raw.SurfaceGarden),
    terrace: present(raw.HasTerrace, raw.SurfaceTerrace),
  };
}

/** Omnicasa's manager as the listing's contact person; an address that is not one is left out, so no mail goes astray. */
export function contactOf(
  raw: Pick<RawProperty, "ManagerName" | "ManagerEmail" | "ManagerDirectPhone" | "ManagerMobilePhone" | "ManagerPhone">,
): ContactPerson | null {
  if (!raw.ManagerName) return null;
  const email = raw.ManagerEmail && EMAIL_SHAPE.test(raw.ManagerEmail) ? raw.ManagerEmail : null;
  return { name: raw.ManagerName, email, phone: raw.ManagerDirectPhone ?? raw.ManagerMobilePhone ?? raw.ManagerPhone ?? null };
}

/** One address, no spaces or angle brackets: enough to refuse a name or a list typed into the e-mail field. */
const EMAIL_SHAPE = /^[^\s@<>,;]+@[^\s@<>,;]+\.[^\s@<>,;]+$/;
