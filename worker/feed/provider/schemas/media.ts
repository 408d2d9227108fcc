/** Pictures and documents: the embedded picture items and the pictures / documents endpoints. */
import * as v from "valibot";
import { idSchema, lenientList, optionalId, optionalNumber, optionalText, optionalUrl, requiredUrl, safeUrl } from "./primitives";

/** SmallPictureItem / XLargePictureItem inside a property or project; a blank Url means no picture. */
export const pictureRefSchema = v.object({
  Url: optionalUrl,
  Width: optionalNumber,
  Height: optionalNumber,
  ID: optionalNumber,
  Name: optionalText,
});

/**
 * The galleries Omnicasa embeds in a property or project: `XLargePictureItems` (and the Large, Medium
 * and Small ones) as picture items, `LargePictures` (…) as bare addresses, `LargePicture` as one.
 */
export const embeddedPictures = {
  XLargePictureItems: lenientList(pictureRefSchema),
  LargePictureItems: lenientList(pictureRefSchema),
  MediumPictureItems: lenientList(pictureRefSchema),
  SmallPictureItems: lenientList(pictureRefSchema),
  LargePictures: lenientList(v.pipe(v.string(), v.transform(safeUrl))),
  MediumPictures: lenientList(v.pipe(v.string(), v.transform(safeUrl))),
  SmallPictures: lenientList(v.pipe(v.string(), v.transform(safeUrl))),
  LargePicture: optionalUrl,
} as const;

export type EmbeddedPictures = { [K in keyof typeof embeddedPictures]?: v.InferOutput<(typeof embeddedPictures)[K]> };

/** Belongs to a property or to a project: exactly one of the two ids. */
const ownerCheck = <T extends { PropertyID?: number | null | undefined; ProjectID?: number | null | undefined }>(item: T) =>
  (item.PropertyID != null) !== (item.ProjectID != null);

/** One picture of the pictures endpoint; Order sorts the gallery. */
export const pictureSchema = v.pipe(
  v.object({
    ID: idSchema,
    PropertyID: optionalId,
    ProjectID: optionalId,
    Url: requiredUrl,
    Width: optionalNumber,
    Height: optionalNumber,
    Order: optionalNumber,
    Name: optionalText,
  }),
  v.check(ownerCheck, "a picture needs exactly one of PropertyID and ProjectID"),
);

/**
 * An item of GetPropertyPictureList / GetProjectPictureList: asked for one owner (ObjectID or
 * ProjectID), so the client adds the owner's id itself; ShowOrder or Order sorts the gallery.
 */
export const listedPictureSchema = v.object({
  ID: idSchema,
  Url: requiredUrl,
  Width: optionalNumber,
  Height: optionalNumber,
  Order: optionalNumber,
  ShowOrder: optionalNumber,
  Name: optionalText,
});

/** Omnicasa's GetDocumentList names the property as ObjectID; the spec's shape as PropertyID. */
export const documentSchema = v.pipe(
  v.object({
    ID: idSchema,
    PropertyID: optionalId,
    ObjectID: optionalId,
    ProjectID: optionalId,
    Name: optionalText,
    Url: requiredUrl,
  }),
  v.transform(({ ObjectID, ...document }) => ({ ...document, PropertyID: document.PropertyID ?? ObjectID ?? null })),
  v.check(ownerCheck, "a document needs exactly one of PropertyID (ObjectID) and ProjectID"),
);

export type RawPictureRef = v.InferOutput<typeof pictureRefSchema>;
export type RawPicture = v.InferOutput<typeof pictureSchema>;
export type RawDocument = v.InferOutput<typeof documentSchema>;
export type RawListedPicture = v.InferOutput<typeof listedPictureSchema>;
export type RawPictureInput = v.InferInput<typeof pictureSchema>;
export type RawDocumentInput = v.InferInput<typeof documentSchema>;
