/**
 * One Whise estate as `v1/estates/list` answers it (jonathancaron/whise-integration's recorded
 * response_api_estates_list.json): nested ids as `{ id }`, texts per language, pictures in three
 * sizes, sub-details as text. Whise leaves out false, 0 and empty values, so every field is optional.
 */
import * as v from "valibot";
import { idSchema, lenientList, optionalBoolean, optionalNumber, optionalText, optionalUrl } from "../provider/schemas/primitives";

const ref = v.object({ id: idSchema });
const optionalRef = v.nullish(v.object({ id: v.nullish(v.number()) }));

const textSchema = v.object({ languageId: v.string(), content: v.string() });

const pictureSchema = v.object({
  id: idSchema,
  order: optionalNumber,
  orientation: optionalText,
  urlXXL: optionalUrl,
  urlLarge: optionalUrl,
  urlSmall: optionalUrl,
});

const detailSchema = v.object({
  id: idSchema,
  value: optionalText,
  type: optionalText,
  /** The office's own name of the sub-detail, in its language ("Label PEB"); read where the id is not known. */
  label: optionalText,
});

export const estateSchema = v.object({
  id: idSchema,
  name: optionalText,
  referenceNumber: optionalText,
  address: optionalText,
  number: optionalText,
  box: optionalText,
  zip: v.pipe(
    v.union([v.string(), v.number()]),
    v.transform((value) => String(value).trim()),
    v.nonEmpty("zip is required"),
  ),
  city: v.pipe(v.string(), v.trim(), v.nonEmpty("city is required")),
  country: optionalRef,
  price: optionalNumber,
  displayPrice: optionalBoolean,
  displayAddress: optionalBoolean,
  displayStatusId: optionalNumber,
  purpose: ref,
  purposeStatus: ref,
  category: ref,
  subCategory: optionalRef,
  status: optionalRef,
  investmentEstate: optionalBoolean,
  area: optionalNumber,
  groundArea: optionalNumber,
  gardenArea: optionalNumber,
  rooms: optionalNumber,
  bathRooms: optionalNumber,
  fronts: optionalNumber,
  garage: optionalNumber,
  parking: optionalNumber,
  garden: optionalNumber,
  terrace: optionalNumber,
  furnished: optionalNumber,
  floor: optionalText,
  energyClass: optionalText,
  /** Text, sometimes a range ("179-179"). */
  energyValue: optionalText,
  shortDescription: lenientList(textSchema),
  longDescription: lenientList(textSchema),
  sms: lenientList(textSchema),
  pictures: lenientList(pictureSchema),
  details: lenientList(detailSchema),
  parentId: v.nullish(idSchema),
  canHaveChildren: optionalBoolean,
  estateOrder: optionalNumber,
  link3DModel: optionalText,
  linkVirtualVisit: optionalText,
  /** "2025-04-28T09:14:34.64": the office's wall time, without a zone. */
  createDateTime: optionalText,
  updateDateTime: optionalText,
  availabilityDateTime: optionalText,
});

export type Estate = v.InferOutput<typeof estateSchema>;
export type EstateInput = v.InferInput<typeof estateSchema>;

/** What every Whise answer may say about the request it got. */
export const validitySchema = v.object({
  isValidRequest: v.optional(v.boolean(), true),
  validationErrors: v.optional(v.array(v.object({ message: v.nullish(v.string()), code: v.nullish(v.string()) })), []),
});

/** The answer of `v1/estates/list`: Whise leaves `estates` and `totalCount` out when there are none. */
export const estateListSchema = v.object({
  ...validitySchema.entries,
  estates: v.optional(v.array(v.unknown()), []),
  totalCount: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
});

/** The answer of `token` and `v1/admin/clients/token`. */
export const tokenSchema = v.object({ token: v.pipe(v.string(), v.nonEmpty()) });
