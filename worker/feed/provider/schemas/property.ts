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
  optionalNumber,
  optionalText,
  optionalUrl,
  toNumberOrNull,
} from "./primitives";
import { pictureRefSchema } from "./media";

/** Goal 0 is for sale, any other integer for rent (SPEC 9); we keep 0 | 1. */
export const goalSchema = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(/^-?\d+$/, "Goal must be an integer"))]),
  v.transform(Number),
  v.integer("Goal must be an integer"),
  v.transform((goal): 0 | 1 => (goal === 0 ? 0 : 1)),
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

/** Marquee id; 0 and blank mean none. */
const marqueeSchema = v.nullish(
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
    VirtualTour: optionalUrl,
    VideoLink: optionalUrl,
    ModifiedDate: optionalDate,
    ...detailEntries,
  }),
  v.check((item) => item.WebID != null || (item.WebIDs?.length ?? 0) > 0, "WebID or WebIDs is required"),
);

export type RawProperty = v.InferOutput<typeof propertySchema>;
export type RawPropertyInput = v.InferInput<typeof propertySchema>;
