/** Pictures and documents: the embedded picture items and the pictures / documents endpoints. */
import * as v from "valibot";
import { idSchema, optionalId, optionalNumber, optionalText, optionalUrl, requiredUrl } from "./primitives";

/** SmallPictureItem / XLargePictureItem inside a property or project; a blank Url means no picture. */
export const pictureRefSchema = v.object({
  Url: optionalUrl,
  Width: optionalNumber,
  Height: optionalNumber,
  ID: optionalNumber,
  Name: optionalText,
});

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

export const documentSchema = v.pipe(
  v.object({
    ID: idSchema,
    PropertyID: optionalId,
    ProjectID: optionalId,
    Name: optionalText,
    Url: requiredUrl,
  }),
  v.check(ownerCheck, "a document needs exactly one of PropertyID and ProjectID"),
);

export type RawPictureRef = v.InferOutput<typeof pictureRefSchema>;
export type RawPicture = v.InferOutput<typeof pictureSchema>;
export type RawDocument = v.InferOutput<typeof documentSchema>;
export type RawPictureInput = v.InferInput<typeof pictureSchema>;
export type RawDocumentInput = v.InferInput<typeof documentSchema>;
