/**
 * A demo property in one language, in the provider's raw JSON shape — with the provider's habits:
 * prices sometimes as text, "" for missing values, WCF dates, coordinates as text, pictures listed
 * out of order. The demo goes through the same schemas and normaliser as the real feed.
 */
import type { Lang } from "../../../client/i18n/languages";
import type { RawDocumentInput, RawPictureInput } from "../provider/schemas/media";
import type { RawPropertyInput } from "../provider/schemas/property";
import { details } from "./render-details";
import { COUNTRY_NAMES, local } from "./places";
import { documentPath, galleryOf, PICTURE_HEIGHT_PX, PICTURE_WIDTH_PX, picturePath, THUMBNAIL_HEIGHT_PX, THUMBNAIL_WIDTH_PX } from "./pictures";
import { nth } from "./random";
import type { Shape } from "./shape";
import { descriptionOf, type TextInput, titleOf } from "./texts";
import { DOCUMENTS, EPC_PHRASES, MARQUEES, PRICE_UNITS, SUBTYPES } from "./vocabulary";

export interface DemoListing {
  property: RawPropertyInput;
  pictures: RawPictureInput[];
  documents: RawDocumentInput[];
}

const FALLBACK_SUBTYPE = { name: { nl: "Woning", fr: "Maison", en: "House", de: "Haus" }, picture: "house-terraced" } as const;

/** What the title and description of `shape` are written from; the drift (drift.ts) re-titles from it. */
export function textInputOf(shape: Shape, lang: Lang): TextInput {
  const subtype = SUBTYPES[shape.webId]?.[shape.subtype] ?? FALLBACK_SUBTYPE;
  const city = local(shape.place.name, lang);
  return {
    lang,
    category: shape.category,
    typeName: subtype.name[lang],
    city,
    bedrooms: shape.bedrooms,
    surface: shape.living || shape.ground,
    draw: shape.draw,
  };
}

export function renderListing(shape: Shape, lang: Lang): DemoListing {
  const subtype = SUBTYPES[shape.webId]?.[shape.subtype] ?? FALLBACK_SUBTYPE;
  const typeName = subtype.name[lang];
  const city = local(shape.place.name, lang);
  const gallery = galleryOf(subtype.picture, shape.category, shape.pictureCount, shape.pictureOffset);
  const exterior = picturePath(gallery[0] ?? "house-terraced");
  const text = textInputOf(shape, lang);
  const marquee = shape.marquee === null ? null : MARQUEES[shape.marquee];
  const unit = shape.goal === 1 ? PRICE_UNITS.rent : shape.fromPrice ? PRICE_UNITS.from : PRICE_UNITS.sale;
  const property: RawPropertyInput = {
    ID: shape.id,
    RecordFile: `VT-${shape.id}`,
    Title: titleOf(text),
    TypeDescription: typeName,
    MainTypeName: nth(["", typeName], shape.draw), // often empty, as in real feeds
    WebID: shape.webId,
    WebIDs: shape.webId === 5 && shape.draw % 3 === 0 ? `${shape.webId},1` : String(shape.webId),
    Goal: shape.goal,
    Price: shape.priceForm === "digits" ? String(shape.price) : shape.priceForm === "grouped" ? `€ ${groupDigits(shape.price)}` : shape.price,
    PublishPrice: shape.publishPrice,
    PriceUnit: unit.id,
    PriceUnitText: unit.text[lang],
    Marquee: marquee?.id ?? 0,
    MarqueeName: marquee?.name[lang] ?? "",
    IsSold: shape.status === "sold",
    IsRented: shape.status === "rented",
    PublishAddress: shape.publishAddress,
    Street: local(shape.place.streets[shape.street] ?? "", lang),
    HouseNumber: String(shape.houseNumber),
    BoxNr: shape.box,
    Zip: shape.place.zip,
    City: city,
    CountryID: shape.place.countryId,
    CountryName: COUNTRY_NAMES[shape.place.countryId][lang],
    // The trap, kept faithfully: GoogleX carries the latitude, GoogleY the longitude.
    GoogleX: shape.coordinatesAsText ? String(shape.lat) : shape.lat,
    GoogleY: shape.coordinatesAsText ? String(shape.lng) : shape.lng,
    EnergyPerformance: shape.epc?.kind === "value" ? shape.epc.value : "",
    EPCLabelText: epcText(shape, lang),
    SmallPictureItem: { Url: exterior, Width: THUMBNAIL_WIDTH_PX, Height: THUMBNAIL_HEIGHT_PX, ID: shape.id * 10, Name: typeName },
    XLargePictureItem: { Url: exterior },
    DescriptionA: descriptionOf(text),
    ModifiedDate: shape.wcfDate ? `/Date(${shape.modifiedMs}+0100)/` : new Date(shape.modifiedMs).toISOString(),
    // Created some weeks before its last change (up to half a year): a first snapshot without recorded history takes it as the published date.
    CreatedDate: new Date(shape.modifiedMs - ((shape.draw >> 4) % 180) * 86_400_000).toISOString(),
    ...details(shape, lang),
  };
  // Listed last-first: the normaliser must sort by Order.
  const pictures: RawPictureInput[] = gallery
    .map((name, order) => ({
      ID: shape.id * 10 + order,
      PropertyID: shape.id,
      Url: picturePath(name),
      Width: PICTURE_WIDTH_PX,
      Height: PICTURE_HEIGHT_PX,
      Order: order + 1,
    }))
    .reverse();
  const documents: RawDocumentInput[] = shape.documents
    ? [
        { ID: shape.id * 10 + 1, PropertyID: shape.id, Name: DOCUMENTS.floorPlan[lang], Url: documentPath("floor-plan") },
        ...(shape.epc?.kind === "value"
          ? [{ ID: shape.id * 10 + 2, PropertyID: shape.id, Name: DOCUMENTS.epcCertificate[lang], Url: documentPath("epc-certificate") }]
          : []),
      ]
    : [];
  return { property, pictures, documents };
}

function epcText(shape: Shape, lang: Lang): string {
  switch (shape.epc?.kind) {
    case "requested":
      return EPC_PHRASES.requested[lang];
    case "not-applicable":
      return EPC_PHRASES.notApplicable[lang];
    case "grade":
      return shape.epc.grade;
    default:
      return "";
  }
}

/** "350.000" (Belgian grouping), as some feeds send it. */
function groupDigits(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ".");
}
