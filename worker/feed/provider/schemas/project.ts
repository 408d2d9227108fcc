/** New-build projects and their units (SPEC 3 "Project"). */
import * as v from "valibot";
import { embeddedPictures, pictureRefSchema } from "./media";
import { coordinate, idSchema, optionalBoolean, optionalDate, optionalNumber, optionalText, toNumberOrNull } from "./primitives";

export const projectSchema = v.object({
  ID: idSchema,
  Name: v.pipe(
    v.union([v.string(), v.number()]),
    v.transform((value) => String(value).trim()),
    v.nonEmpty("Name is required"),
  ),
  /** Project number (the "number" label). */
  Number: optionalText,
  /** Often written without a scheme ("www.example.be"); normalised to https by the normaliser. */
  ExternalWeb: optionalText,
  SmallPictureItem: v.nullish(pictureRefSchema),
  XLargePictureItem: v.nullish(pictureRefSchema),
  /** Spelled PublicAddress on projects (PublishAddress on properties). */
  PublicAddress: optionalBoolean,
  Street: optionalText,
  HouseNumber: optionalText,
  BoxNr: optionalText,
  Zip: v.pipe(
    v.union([v.string(), v.number()]),
    v.transform((value) => String(value).trim()),
    v.nonEmpty("Zip is required"),
  ),
  City: v.pipe(
    v.union([v.string(), v.number()]),
    v.transform((value) => String(value).trim()),
    v.nonEmpty("City is required"),
  ),
  CountryID: optionalNumber,
  CountryName: optionalText,
  GoogleX: coordinate(90, "GoogleX (latitude)"),
  GoogleY: coordinate(180, "GoogleY (longitude)"),
  /** Omnicasa writes a project's text in Description; the spec's shape in DescriptionA. */
  Description: optionalText,
  DescriptionA: optionalText,
  Delivery: optionalText,
  TechnicalData: optionalText,
  Situation: optionalText,
  ModifiedDate: optionalDate,
  CreatedDate: optionalDate,
  LastChangedDate: optionalDate,
  /** Omnicasa's publication flag of a project; false keeps it off the site. */
  PublishInternet: optionalBoolean,
  ...embeddedPictures,
});

/**
 * Unit status codes of the spec's shape: 0 available, 1 sold, 2 rented (an option or reservation is
 * still available). Omnicasa's units are properties with their own Status; the client maps them here.
 */
export const UNIT_STATUS = { available: 0, sold: 1, rented: 2 } as const;

export const unitSchema = v.object({
  ID: idSchema,
  ProjectID: idSchema,
  Name: v.pipe(
    v.union([v.string(), v.number()]),
    v.transform((value) => String(value).trim()),
    v.nonEmpty("Name is required"),
  ),
  Floor: optionalText,
  Status: v.nullish(
    v.pipe(
      v.union([v.number(), v.string()]),
      v.transform((value) => (typeof value === "string" && value.trim() === "" ? 0 : toNumberOrNull(value))),
      v.picklist([0, 1, 2], "Status must be 0 (available), 1 (sold) or 2 (rented)"),
    ),
  ),
  /** The requirement price (vraagprijs); unreadable text is null, shown as "price on request". */
  Price: v.nullish(v.pipe(v.union([v.number(), v.string()]), v.transform(toNumberOrNull))),
  Surface: optionalNumber,
  NumberOfBedRooms: optionalNumber,
});

export type RawProject = v.InferOutput<typeof projectSchema>;
export type RawUnit = v.InferOutput<typeof unitSchema>;
export type RawProjectInput = v.InferInput<typeof projectSchema>;
export type RawUnitInput = v.InferInput<typeof unitSchema>;

/** A building of a project (GetBuildingList); its units carry its ID as BuildingID. */
export const buildingSchema = v.object({
  ID: idSchema,
  Name: optionalText,
});

export type RawBuilding = v.InferOutput<typeof buildingSchema>;
