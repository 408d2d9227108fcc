/**
 * The answer envelope: `{ "<Endpoint>JsonResult": { Success, Message, Value } }`. Lists carry
 * `Value: { Items, RowsCount }`; the detail endpoint carries the item itself as Value.
 */
import * as v from "valibot";
import { countSchema } from "./primitives";

export const resultSchema = v.object({
  Success: v.boolean(),
  Message: v.nullish(v.string()),
  Code: v.nullish(v.number()),
  Value: v.unknown(),
});

export const listValueSchema = v.object({
  /** Items stay unknown here: each is validated on its own so one bad item is skipped, not fatal. */
  Items: v.array(v.unknown()),
  RowsCount: countSchema,
});

export type ProviderResult = v.InferOutput<typeof resultSchema>;
export type ListValue = v.InferOutput<typeof listValueSchema>;

/** The key of an endpoint's result: "GetPropertyList" → "GetPropertyListJsonResult". */
export function resultKey(endpoint: string): string {
  return `${endpoint}JsonResult`;
}
