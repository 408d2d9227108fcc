/** A raw project with its units → our ProjectDetail in one language. */
import { descriptionText } from "../../../../client/domain/description";
import { regionOf } from "../../../../client/domain/region";
import { formatPriceWithUnit, FROM_PRICE_UNIT } from "../../../../client/domain/currency";
import type { Lang } from "../../../../client/i18n/languages";
import type { ProjectDetail, ProjectUnit, PropertyStatus } from "../../model";
import type { RawDocument, RawPicture } from "../schemas/media";
import { positiveOrNull } from "../schemas/primitives";
import { type RawProject, type RawUnit, UNIT_STATUS } from "../schemas/project";
import { addressOf, documentsOf, geoOf, httpsUrl, picturesOf } from "./media";
import { projectPath } from "../../../../client/i18n/routes";
import { DETAIL_DESCRIPTION_LIMIT_CHARS, UNKNOWN_UPDATED_AT } from "./property";
import { priceText } from "./price";
import type { Words } from "./words";
import { withShownCity } from "./city-name";

export interface ProjectContext {
  lang: Lang;
  words: Words;
  units: readonly RawUnit[];
  pictures: readonly RawPicture[];
  documents: readonly RawDocument[];
}

const UNIT_STATUSES: Record<number, PropertyStatus> = {
  [UNIT_STATUS.available]: "available",
  [UNIT_STATUS.sold]: "sold",
  [UNIT_STATUS.rented]: "rented",
};

/** Technical data and situation keep their paragraphs like the description. A project Omnicasa marks unpublished is null. */
export function normaliseProject(fromFeed: RawProject, context: ProjectContext): ProjectDetail | null {
  if (fromFeed.PublishInternet === false) return null;
  const { lang, words } = context;
  const raw = withShownCity(fromFeed, lang);
  const units = [...context.units].sort(compareUnits).map((unit) => normaliseUnit(unit, words, lang));
  const available = units.filter((unit) => unit.status === "available");
  const prices = available.flatMap((unit) => (unit.price === null ? [] : [unit.price]));
  const pictures = picturesOf(context.pictures, raw, { typeName: raw.Name, city: raw.City });
  return {
    id: raw.ID,
    lang,
    name: raw.Name,
    city: raw.City,
    zip: raw.Zip,
    region: regionOf({ zip: raw.Zip, countryId: raw.CountryID ?? null }) ?? null,
    picture: pictures[0] ?? null,
    path: projectPath(lang, { name: raw.Name, id: raw.ID }),
    priceFromText: prices.length === 0 ? null : formatPriceWithUnit({ price: Math.min(...prices), priceUnit: FROM_PRICE_UNIT, fromLabel: words.from }, lang),
    unitCount: units.length,
    availableCount: available.length,
    updatedAt: raw.LastChangedDate ?? raw.ModifiedDate ?? raw.CreatedDate ?? UNKNOWN_UPDATED_AT,
    description: descriptionText([raw.DescriptionA ?? raw.Description], DETAIL_DESCRIPTION_LIMIT_CHARS),
    address: addressOf(raw, raw.PublicAddress, words),
    pictures,
    units,
    documents: documentsOf(context.documents),
    externalWebsite: httpsUrl(raw.ExternalWeb),
    number: raw.Number ?? null,
    delivery: raw.Delivery ?? null,
    technicalData: descriptionText([raw.TechnicalData], DETAIL_DESCRIPTION_LIMIT_CHARS) || null,
    situation: descriptionText([raw.Situation], DETAIL_DESCRIPTION_LIMIT_CHARS) || null,
    geo: geoOf(raw.PublicAddress, raw.GoogleX, raw.GoogleY, raw.CountryID),
  };
}

function normaliseUnit(unit: RawUnit, words: Words, lang: Lang): ProjectUnit {
  const status = UNIT_STATUSES[unit.Status ?? UNIT_STATUS.available] ?? "available";
  // A sold or rented unit is a reference in the price list: its price is never kept.
  const price = status === "available" ? positiveOrNull(unit.Price) : null;
  return {
    id: unit.ID,
    name: unit.Name,
    floor: unit.Floor ?? null,
    status,
    price,
    priceText: priceText({ price, badge: null, status }, words, lang),
    surface: positiveOrNull(unit.Surface),
  };
}

/** Price-list order: floor (numerically when it is a number), then name. */
function compareUnits(a: RawUnit, b: RawUnit): number {
  const floor = (unit: RawUnit) => (unit.Floor !== null && unit.Floor !== undefined && /^-?\d+$/.test(unit.Floor) ? Number(unit.Floor) : Infinity);
  return floor(a) - floor(b) || a.Name.localeCompare(b.Name, undefined, { numeric: true }) || a.ID - b.ID;
}
