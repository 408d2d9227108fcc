/**
 * One property as the provider lists it (Omnicasa naming). The list and detail endpoints return
 * the same shape; the detail labels (SPEC 3) are optional because list answers often omit them.
 */
import * as v from "valibot";
import {
  coordinate,
  idSchema,
  optionalBoolean,
  optionalDate,
  optionalFlagOrText,
  optionalId,
  optionalNumber,
  optionalText,
  optionalUrl,
  toNumberOrNull,
} from "./primitives";
import { embeddedPictures, pictureRefSchema } from "./media";

/** Omnicasa's Goal 2: the take-over of a business (overname), sold as a going concern. */
export const TAKE_OVER_GOAL = 2;

/**
 * Goal 0 is for sale and 2 a business take-over; any other integer is for rent (SPEC 9). Omnicasa
 * leaves Goal out on some sales, so a missing or blank Goal reads as 0.
 */
export const goalSchema = v.optional(
  v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(/^(-?\d+)?$/, "Goal must be an integer"))]),
    v.transform((value) => (value === "" ? 0 : Number(value))),
    v.integer("Goal must be an integer"),
    v.transform((goal): 0 | 1 | typeof TAKE_OVER_GOAL => (goal === 0 || goal === TAKE_OVER_GOAL ? goal : 1)),
  ),
  0,
);

/** Omnicasa's Status: 0 prospective, 1 active, 2 sold, 3 cancelled, 4 rented, 5 inactive, 6 reference. */
export const OMNICASA_STATUS = { prospective: 0, active: 1, sold: 2, cancelled: 3, rented: 4, inactive: 5, reference: 6 } as const;

/**
 * Status as a number; blank or unreadable reads as null (no Status: the spec's IsSold / IsRented
 * decide). A number the site does not know stays as it is, so state.ts keeps it off the site: a
 * state Omnicasa adds one day must not be published by default.
 */
export const statusSchema = v.nullish(
  v.pipe(
    v.union([v.number(), v.string()]),
    v.transform(toNumberOrNull),
    v.transform((value) => (value !== null && Number.isFinite(value) ? value : null)),
  ),
);

/** "1,5" → [1, 5]; every part must be a positive integer. */
export const webIdsSchema = v.nullish(
  v.pipe(
    v.union([v.string(), v.number()]),
    v.transform((value) =>
      String(value)
        .split(",")
        .map((part) => part.trim())
        .filter((part) => part !== ""),
    ),
    v.check((parts) => parts.every((part) => /^\d+$/.test(part) && Number(part) > 0), "WebIDs must be a comma list of ids"),
    v.transform((parts) => parts.map(Number)),
  ),
);

/** Price may be a number or text ("350000", "350.000", "€ 350.000,00"); unreadable text is null. */
const priceSchema = v.nullish(v.pipe(v.union([v.number(), v.string()]), v.transform(toNumberOrNull)));

/** Marquee or sub-status id; 0 and blank mean none. */
export const marqueeSchema = v.nullish(
  v.pipe(
    v.union([v.number(), v.string()]),
    v.transform(toNumberOrNull),
    v.transform((value) => (value !== null && Number.isInteger(value) && value > 0 ? value : null)),
  ),
);

const requiredText = (name: string) =>
  v.pipe(
    v.union([v.string(), v.number()]),
    v.transform((value) => String(value).trim()),
    v.nonEmpty(`${name} is required`),
  );

/** Detail labels of SPEC 3 ("Property detail labels"); see normalise/labels.ts for their groups. */
const detailEntries = {
  ConstructionYear: optionalNumber,
  RenovationYear: optionalNumber,
  NumberOfFacades: optionalNumber,
  NumberOfFloors: optionalNumber,
  Availability: optionalText,
  ContractType: optionalText,
  Comment: optionalText,
  SurfaceTotal: optionalNumber,
  SurfaceLiving: optionalNumber,
  SurfaceGround: optionalNumber,
  SurfaceTerrace: optionalNumber,
  SurfaceGarden: optionalNumber,
  FrontWidth: optionalNumber,
  PlotWidth: optionalNumber,
  NumberOfBedRooms: optionalNumber,
  NumberOfBathRooms: optionalNumber,
  NumberOfShowerRooms: optionalNumber,
  NumberOfToilets: optionalNumber,
  NumberOfGarages: optionalNumber,
  NumberOfParkings: optionalNumber,
  NumberOfExternalParkings: optionalNumber,
  HeatingName: optionalText,
  WindowGlazing: optionalText,
  WindowFrame: optionalText,
  KitchenName: optionalText,
  RoofMaterial: optionalText,
  RoofCondition: optionalText,
  OrientationTerrace: optionalText,
  OrientationGarden: optionalText,
  OrientationRear: optionalText,
  HasGas: optionalBoolean,
  HasWater: optionalBoolean,
  HasLift: optionalBoolean,
  HasCellar: optionalBoolean,
  HasTerrace: optionalBoolean,
  HasGarden: optionalBoolean,
  HasAttic: optionalBoolean,
  IsFurnished: optionalBoolean,
  InteriorComfort: optionalText,
  ExteriorComfort: optionalText,
  EnergyTotal: optionalNumber,
  CO2Emission: optionalNumber,
  EPCExpiryDate: optionalDate,
  UrbanismPermit: optionalFlagOrText,
  Summons: optionalFlagOrText,
  AllotmentPermit: optionalFlagOrText,
  PreemptionRight: optionalFlagOrText,
  JudicialDecision: optionalNumber,
  AreaApplication: optionalText,
  FloodZone: optionalText,
  RiparianZone: optionalFlagOrText,
  GScore: optionalText,
  PScore: optionalText,
  AsbestosType: optionalText,
  AsbestosDate: optionalDate,
  CadastralIncome: optionalNumber,
  RealEstateTax: optionalNumber,
  NotaryFeeInclVat: optionalNumber,
  NotaryFeeExclVat: optionalNumber,
  RegistrationRights: optionalNumber,
  TotalCost: optionalNumber,
  ChargesOwner: optionalNumber,
  ChargesRenter: optionalNumber,
  DepositAmount: optionalNumber,
  AgencyCost: optionalNumber,
  Inventory: optionalText,
  LifeAnnuity: optionalText,
  ConditionName: optionalText,
  ConstructionName: optionalText,
  DateFree: optionalDate,
  SurfaceConstructed: optionalNumber,
  SurfaceOffice: optionalNumber,
  SurfaceStore: optionalNumber,
} as const;

/**
 * The legal energy facts of issue 39 (format version 3). Neither name could be confirmed in a
 * published Omnicasa answer (no recorded item or public client in reach carries them), so these are
 * the most likely names in Omnicasa's style beside EPCLabelText / EPCExpiryDate, each with the
 * other spelling seen in Belgian EPC tooling as an alias (see `aliases`): change them here once an
 * agency's real answer shows otherwise. Text, trimmed; blank reads as absent.
 */
const legalEnergyEntries = {
  /** The Flemish EPC certificate's unique code ("20240115-0002912345-RES-1"). */
  EPCCertificateNumber: optionalText,
  /** Luxembourg's thermal insulation class of the energy passport ("B"), beside EPCLabelText's efficiency class. */
  ThermalInsulationClass: optionalText,
} as const;

/** Omnicasa's names for fields the spec names otherwise; read into the spec's field when that one is empty. */
const aliases = {
  /** Another likely spelling of EPCCertificateNumber ("unieke code" of the Flemish EPC). */
  EPCUniqueCode: optionalText,
  /** Another likely spelling of ThermalInsulationClass, in EPCLabelText's style. */
  InsulationLabelText: optionalText,
  /** Omnicasa: HasFurnished; the spec: IsFurnished. */
  HasFurnished: optionalBoolean,
  /** Omnicasa: OrientationT (the terrace's orientation). */
  OrientationT: optionalText,
} as const;

/** The agency's person in charge of the listing (Omnicasa's manager). */
const managerEntries = {
  ManagerName: optionalText,
  ManagerEmail: optionalText,
  ManagerDirectPhone: optionalText,
  ManagerMobilePhone: optionalText,
  ManagerPhone: optionalText,
} as const;

export const propertySchema = v.pipe(
  v.object({
    ID: idSchema,
    RecordFile: optionalText,
    Title: optionalText,
    TypeDescription: requiredText("TypeDescription"),
    MainTypeName: optionalText,
    WebID: v.nullish(idSchema),
    WebIDs: webIdsSchema,
    Goal: goalSchema,
    Status: statusSchema,
    SubStatus: marqueeSchema,
    SubStatusName: optionalText,
    /** A new-build unit carries its project (and building); 0 means none. */
    ProjectID: optionalId,
    BuildingID: optionalId,
    Ident: optionalText,
    Floor: optionalText,
    Price: priceSchema,
    PublishPrice: optionalBoolean,
    PriceUnit: optionalNumber,
    PriceUnitText: optionalText,
    Marquee: marqueeSchema,
    MarqueeName: optionalText,
    IsSold: optionalBoolean,
    IsRented: optionalBoolean,
    PublishAddress: optionalBoolean,
    Street: optionalText,
    HouseNumber: optionalText,
    BoxNr: optionalText,
    Zip: requiredText("Zip"),
    City: requiredText("City"),
    CountryID: optionalNumber,
    CountryName: optionalText,
    /** The trap: GoogleX is the latitude. */
    GoogleX: coordinate(90, "GoogleX (latitude)"),
    /** …and GoogleY the longitude. */
    GoogleY: coordinate(180, "GoogleY (longitude)"),
    EnergyPerformance: optionalNumber,
    EPCLabelText: optionalText,
    SmallPictureItem: v.nullish(pictureRefSchema),
    XLargePictureItem: v.nullish(pictureRefSchema),
    DescriptionA: optionalText,
    DescriptionB: optionalText,
    VirtualTour: optionalUrl,
    VideoLink: optionalUrl,
    ModifiedDate: optionalDate,
    CreatedDate: optionalDate,
    LastChangedDate: optionalDate,
    ...embeddedPictures,
    ...detailEntries,
    ...managerEntries,
    ...legalEnergyEntries,
    ...aliases,
  }),
  v.transform(({ HasFurnished, OrientationT, EPCUniqueCode, InsulationLabelText, ...item }) => ({
    ...item,
    EPCCertificateNumber: item.EPCCertificateNumber ?? EPCUniqueCode,
    ThermalInsulationClass: item.ThermalInsulationClass ?? InsulationLabelText,
    IsFurnished: item.IsFurnished ?? HasFurnished,
    OrientationTerrace: item.OrientationTerrace ?? OrientationT,
  })),
  v.check((item) => item.WebID != null || (item.WebIDs?.length ?? 0) > 0, "WebID or WebIDs is required"),
);

export type RawProperty = v.InferOutput<typeof propertySchema>;
export type RawPropertyInput = v.InferInput<typeof propertySchema>;
