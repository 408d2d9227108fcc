/**
 * Whise estates read into the spec's item shape (SPEC 3, Omnicasa's field names), so they go
 * through the same schemas, normaliser, snapshot and guard as every other feed: a property, or a
 * project (canHaveChildren) with its units (parentId). Whise sends ids where Omnicasa sends names,
 * so type and group names come from the catalogue's words; absent flags mean false (Whise leaves
 * false and 0 out), so a price or address is shown only when Whise says to show it.
 */
import type { RawPropertyInput } from "../provider/schemas/property";
import type { RawProjectInput, RawTypeGroupInput, RawUnitInput } from "../provider/schemas";
import type { Words } from "../provider/normalise/words";
import { type FeedRules, listingState } from "../provider/normalise/state";
import { UNIT_STATUS as SPEC_UNIT_STATUS } from "../provider/schemas/project";
import { CATEGORY_GROUP, COUNTRY, DETAIL, DETAIL_LABELS, PURPOSE, WHISE_RULES, YIELD_GROUP } from "./ids";
import { foldText } from "../../../client/domain/text";

const UNIT_STATUS = { available: SPEC_UNIT_STATUS.available, sold: SPEC_UNIT_STATUS.sold, rented: SPEC_UNIT_STATUS.rented } as const;
import type { Estate } from "./schemas";

const TYPE_WORD: Readonly<Record<number, keyof Words>> = {
  1: "typeHouse",
  2: "typeApartment",
  3: "typeLand",
  4: "typeOffice",
  5: "typeCommercial",
  6: "typeIndustrial",
  7: "typeGarage",
};

const GROUP_WORD: Readonly<Record<number, keyof Words>> = { 1: "group1", 2: "group2", 4: "group4", 5: "group5", 6: "group6", 7: "group7" };

/** The spec's type group of an estate: investment estates are yield property, the rest by category. */
export function groupOf(estate: Estate): number {
  return estate.investmentEstate ? YIELD_GROUP : (CATEGORY_GROUP[estate.category.id] ?? 1);
}

/** The type groups the estates use, named from the catalogue, in the spec's order. */
export function typeGroupsOf(estates: readonly Estate[], words: Words): RawTypeGroupInput[] {
  const groups = [...new Set(estates.map(groupOf))].sort((a, b) => a - b);
  return groups.map((webId) => ({ WebID: webId, Name: words[GROUP_WORD[webId] ?? "group1"], ShowOrder: webId }));
}

export function propertyOf(estate: Estate, culture: string, words: Words, rules: FeedRules = WHISE_RULES): RawPropertyInput {
  const detail = detailsOf(estate);
  const [street, number] = [estate.address, estate.number];
  return {
    ID: estate.id,
    RecordFile: estate.referenceNumber ?? undefined,
    Title: detail.text(DETAIL.adTitle) ?? firstLine(textIn(estate.sms, culture)),
    TypeDescription: words[TYPE_WORD[estate.category.id] ?? "typeHouse"],
    WebID: groupOf(estate),
    Goal: estate.purpose.id === PURPOSE.rent ? 1 : 0,
    SubStatus: estate.purposeStatus.id,
    SubStatusName: stateWord(estate.purposeStatus.id, words, rules),
    Price: estate.price ?? undefined,
    PublishPrice: estate.displayPrice === true,
    PublishAddress: estate.displayAddress === true,
    Street: street ?? undefined,
    HouseNumber: number ?? undefined,
    BoxNr: estate.box ?? undefined,
    Zip: estate.zip,
    City: estate.city,
    CountryID: COUNTRY[estate.country?.id ?? 1],
    GoogleX: detail.text(DETAIL.latitude) ?? undefined,
    GoogleY: detail.text(DETAIL.longitude) ?? undefined,
    EnergyPerformance: firstNumber(estate.energyValue),
    EPCLabelText: estate.energyClass ?? detail.text(DETAIL.energyLabel) ?? undefined,
    XLargePictureItems: picturesOf(estate),
    DescriptionA: textIn(estate.longDescription, culture) ?? textIn(estate.shortDescription, culture),
    VirtualTour: estate.linkVirtualVisit ?? undefined,
    VideoLink: estate.link3DModel ?? undefined,
    CreatedDate: estate.createDateTime ?? undefined,
    LastChangedDate: estate.updateDateTime ?? undefined,
    DateFree: estate.availabilityDateTime ?? undefined,
    SurfaceLiving: estate.area ?? undefined,
    SurfaceGround: estate.groundArea ?? undefined,
    SurfaceGarden: estate.gardenArea ?? undefined,
    NumberOfBedRooms: estate.rooms ?? undefined,
    NumberOfBathRooms: estate.bathRooms ?? undefined,
    NumberOfFacades: estate.fronts ?? undefined,
    NumberOfGarages: estate.garage ?? undefined,
    NumberOfParkings: estate.parking ?? undefined,
    NumberOfToilets: detail.text(DETAIL.toilets) ?? undefined,
    NumberOfFloors: detail.text(DETAIL.floors) ?? undefined,
    ConstructionYear: detail.text(DETAIL.constructionYear) ?? undefined,
    RenovationYear: detail.text(DETAIL.renovationYear) ?? undefined,
    HasGarden: flag(estate.garden),
    HasTerrace: flag(estate.terrace),
    IsFurnished: flag(estate.furnished),
    CadastralIncome: detail.text(DETAIL.cadastralIncome) ?? undefined,
    ChargesRenter: detail.text(DETAIL.chargesRenter) ?? undefined,
    CO2Emission: detail.text(DETAIL.co2) ?? undefined,
    EnergyTotal: detail.text(DETAIL.energyTotal) ?? undefined,
    EPCExpiryDate: detail.date(DETAIL.epcValidUntil),
    EPCCertificateNumber: detail.labelled(DETAIL_LABELS.epcCode),
    ThermalInsulationClass: detail.labelled(DETAIL_LABELS.insulationClass),
  };
}

export function projectOf(estate: Estate, culture: string): RawProjectInput {
  const detail = detailsOf(estate);
  return {
    ID: estate.id,
    Name: detail.text(DETAIL.adTitle) ?? estate.name ?? estate.referenceNumber ?? String(estate.id),
    Number: estate.referenceNumber ?? undefined,
    PublicAddress: estate.displayAddress === true,
    Street: estate.address ?? undefined,
    HouseNumber: estate.number ?? undefined,
    BoxNr: estate.box ?? undefined,
    Zip: estate.zip,
    City: estate.city,
    CountryID: COUNTRY[estate.country?.id ?? 1],
    GoogleX: detail.text(DETAIL.latitude) ?? undefined,
    GoogleY: detail.text(DETAIL.longitude) ?? undefined,
    Description: textIn(estate.longDescription, culture) ?? textIn(estate.shortDescription, culture),
    XLargePictureItems: picturesOf(estate),
    CreatedDate: estate.createDateTime ?? undefined,
    LastChangedDate: estate.updateDateTime ?? undefined,
  };
}

/** A unit of its project (parentId) in its state under `rules`, or null when its purpose status is not public. */
export function unitOf(estate: Estate & { parentId: number }, rules: FeedRules = WHISE_RULES): RawUnitInput | null {
  const state = listingState({ Goal: estate.purpose.id === PURPOSE.rent ? 1 : 0, SubStatus: estate.purposeStatus.id }, rules);
  if (state === null) return null;
  return {
    ID: estate.id,
    ProjectID: estate.parentId,
    Name: estate.name ?? estate.referenceNumber ?? String(estate.id),
    Floor: estate.floor ?? undefined,
    Status: UNIT_STATUS[state.status],
    Price: estate.displayPrice === true ? (estate.price ?? undefined) : undefined,
    Surface: estate.area ?? undefined,
    NumberOfBedRooms: estate.rooms ?? undefined,
  };
}

/** The badge word of a purpose status that is not simply for sale or for rent (Whise names none). */
function stateWord(status: number, words: Words, rules: FeedRules): string | undefined {
  if (rules.subStatus.option.includes(status)) return words.underOption;
  if (rules.subStatus.sold.includes(status)) return words.sold;
  if (rules.subStatus.rented.includes(status)) return words.rented;
  return undefined;
}

/**
 * The gallery: sorted by order (a missing order is the first picture), each address once (Whise
 * repeats a picture under another id), the largest size. A portrait picture keeps its orientation.
 */
function picturesOf(estate: Estate): NonNullable<RawPropertyInput["XLargePictureItems"]> {
  const sorted = [...(estate.pictures ?? [])].sort((a, b) => (a.order ?? 0) - (b.order ?? 0) || a.id - b.id);
  const seen = new Set<string>();
  return sorted.flatMap((picture) => {
    const url = picture.urlXXL ?? picture.urlLarge ?? picture.urlSmall;
    if (!url || seen.has(url)) return [];
    seen.add(url);
    const portrait = picture.orientation?.toLowerCase() === "portrait";
    return [{ ID: picture.id, Url: url, ...(portrait ? { Width: 1067, Height: 1600 } : {}) }];
  });
}

/** The text in the page's language, else in the same language of another country, else the first one. */
function textIn(texts: Estate["sms"], culture: string): string | undefined {
  const list = texts ?? [];
  const language = culture.slice(0, 2).toLowerCase();
  const found =
    list.find((text) => text.languageId.toLowerCase() === culture.toLowerCase()) ??
    list.find((text) => text.languageId.slice(0, 2).toLowerCase() === language) ??
    list[0];
  return found?.content.trim() || undefined;
}

function firstLine(text: string | undefined): string | undefined {
  return text?.split(/\r?\n/)[0]?.trim() || undefined;
}

/** "179-179" → 179; "123" → 123; blank → undefined. */
function firstNumber(text: string | null | undefined): number | undefined {
  const match = /-?\d+(?:[.,]\d+)?/.exec(text ?? "");
  return match ? Number(match[0].replace(",", ".")) : undefined;
}

function flag(value: number | null | undefined): boolean | undefined {
  return value === null || value === undefined ? undefined : value > 0;
}

/** Sub-details by id: their value as text, and Whise's "MM/dd/yyyy HH:mm" dates as the wall time "YYYY-MM-DD hh:mm:00". */
function detailsOf(estate: Estate) {
  const values = new Map((estate.details ?? []).flatMap((detail) => (detail.value ? [[detail.id, detail.value] as const] : [])));
  const known = new Set<number>(Object.values(DETAIL));
  return {
    text: (id: number) => values.get(id),
    /** The value of the first sub-detail of an unknown id whose label matches (ids.ts DETAIL_LABELS). */
    labelled(pattern: RegExp): string | undefined {
      const found = (estate.details ?? []).find((detail) => !known.has(detail.id) && detail.value && detail.label && pattern.test(foldText(detail.label)));
      return found?.value ?? undefined;
    },
    date(id: number): string | undefined {
      const match = /^(\d{2})\/(\d{2})\/(\d{4})(?: (\d{2}):(\d{2}))?$/.exec(values.get(id) ?? "");
      return match ? `${match[3]}-${match[1]}-${match[2]} ${match[4] ?? "00"}:${match[5] ?? "00"}:00` : undefined;
    },
  };
}
