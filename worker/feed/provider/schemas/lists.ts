/** Type groups (WebID) and cities, as the provider lists them per language. */
import * as v from "valibot";
import { idSchema, optionalCountOrFlag, optionalNumber, optionalText } from "./primitives";

const requiredName = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform((value) => String(value).trim()),
  v.nonEmpty("Name is required"),
);

/**
 * Sale and Rent are the provider's own counts in the spec's shape and flags in Omnicasa's real answers
 * (`"Sale": true`); we recount from the normalised properties (normalise/counts.ts), so both forms
 * are read and only kept for diagnostics, and neither ever rejects a type group.
 */
export const typeGroupSchema = v.object({
  ID: v.nullish(idSchema),
  WebID: idSchema,
  Name: requiredName,
  ShowOrder: optionalNumber,
  Sale: optionalCountOrFlag,
  Rent: optionalCountOrFlag,
});

export const citySchema = v.object({
  Name: requiredName,
  Zip: v.pipe(
    v.union([v.string(), v.number()]),
    v.transform((value) => String(value).trim()),
    v.nonEmpty("Zip is required"),
  ),
  CountryID: optionalNumber,
  CountryName: optionalText,
  PropertyCount: optionalNumber,
});

export type RawTypeGroup = v.InferOutput<typeof typeGroupSchema>;
export type RawCity = v.InferOutput<typeof citySchema>;
export type RawTypeGroupInput = v.InferInput<typeof typeGroupSchema>;
export type RawCityInput = v.InferInput<typeof citySchema>;
