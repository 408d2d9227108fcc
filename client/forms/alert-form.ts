import * as v from "valibot";
import { normaliseArea } from "../domain/area";
import { keepTyped, type PhoneReader } from "../domain/phone";
import { checkbox, choice, optionalText, personEntries, remark, VALUATION_TYPES, VISIT_SLOT_KEYS, wholeNumber } from "./fields";

/**
 * The search alert form (SPEC 1 "register a search alert", SPEC 3 "Contact / demand person", SPEC 5's
 * messages), shared by the demand-register route, the alert's manage page and the LeadForm island.
 * Repeated names (types, slots) reach the schema joined with commas: one text per field, as every form.
 * What only the worker knows (a typed municipality name) is checked there (worker/alerts/zones.ts).
 */

/** The form's key: its thank-you and post addresses in the route table. */
export const ALERT_FORM = "demand-register";

export const ALERT_GOALS = ["0", "1"] as const;
/** How often a visitor is mailed (worker/alerts/types.ts AlertFrequency); daily unless they choose. */
export const ALERT_FREQUENCY_CHOICES = ["instant", "daily", "weekly"] as const;
export const DEFAULT_FREQUENCY = "daily";

/** A price or budget above this (euros) is a typo. */
export const MAX_PRICE_EUR = 100_000_000;
/** Rooms, garages and parkings: no real wish goes beyond this. */
const MAX_COUNT = 50;
/** The zones text: enough for every postcode of Belgium and Luxembourg typed out, never a page of junk. */
export const MAX_ZONES_TEXT = 6_000;

/** Joined repeated names: the distinct non-empty values, each one of `options`. */
const several = (options: readonly string[]) =>
  v.pipe(
    v.optional(v.string(), ""),
    v.transform((text) => [...new Set(text.split(",").map((item) => item.trim()))].filter(Boolean)),
    v.check((items) => items.every((item) => options.includes(item)), "form.choice.invalid"),
  );

const count = () => wholeNumber(0, MAX_COUNT);
const price = () => wholeNumber(0, MAX_PRICE_EUR);

/** The pairs whose minimum may not exceed their maximum: the error goes with the maximum. */
export const ALERT_RANGES = [
  ["priceMin", "priceMax"],
  ["bedroomsMin", "bedroomsMax"],
  ["garagesMin", "garagesMax"],
  ["parkingsMin", "parkingsMax"],
] as const;

const alertEntries = (readPhone: PhoneReader) => ({
  goal: choice(ALERT_GOALS, "form.goal.required"),
  types: v.pipe(several(VALUATION_TYPES), v.minLength(1, "alert.types.required")),
  zones: optionalText(MAX_ZONES_TEXT),
  // Drawn by the map island, never typed: an unusable one is left out (then a zone must be typed).
  area: v.pipe(
    optionalText(MAX_ZONES_TEXT),
    v.transform((text) => normaliseArea(text) ?? ""),
  ),
  priceMin: price(),
  priceMax: price(),
  budget: price(),
  bedroomsMin: count(),
  bedroomsMax: count(),
  garagesMin: count(),
  garagesMax: count(),
  parkingsMin: count(),
  parkingsMax: count(),
  frequency: choice(ALERT_FREQUENCY_CHOICES, "form.choice.invalid"),
  ...personEntries(readPhone),
  slots: several(VISIT_SLOT_KEYS),
  remark: remark(),
  newsletter: checkbox(),
});

/** The fields' shapes, whoever reads the phone. */
const entries = alertEntries(keepTyped);

/** The fields of the alert form, in its order (the schema's: `area` included, drawn by the map island). */
export const ALERT_FIELD_NAMES = Object.keys(entries);

type AlertFieldName = keyof typeof entries;

/** The search's own fields, in the form's order: the manage page's edit form shows these only. */
export const ALERT_SEARCH_FIELDS = [
  "goal",
  "types",
  "zones",
  "priceMin",
  "priceMax",
  "budget",
  "bedroomsMin",
  "bedroomsMax",
  "garagesMin",
  "garagesMax",
  "parkingsMin",
  "parkingsMax",
  "frequency",
] as const satisfies readonly AlertFieldName[];

/** The person's fields, after the search's on the register form (the manage page keeps the confirmed ones). */
export const ALERT_PERSON_FIELDS = [
  "title",
  "firstName",
  "lastName",
  "email",
  "phone",
  "slots",
  "remark",
  "newsletter",
] as const satisfies readonly AlertFieldName[];

const ordered = (min: string, max: string) => min === "" || max === "" || Number(min) <= Number(max);

/**
 * The form's schema: each field, then SPEC 5's rule that a zone (postcodes, a municipality or a drawn
 * area) is chosen, and every minimum at most its maximum. The cross-field rules run whatever else
 * is wrong, so one post shows every error.
 */
export const alertFormSchema = (readPhone: PhoneReader) =>
  v.pipe(
    v.object(alertEntries(readPhone)),
    v.forward(
      v.partialCheck([["zones"], ["area"]], (input) => input.zones !== "" || input.area !== "", "alert.zones.required"),
      ["zones"],
    ),
    v.forward(
      v.partialCheck([["priceMin"], ["priceMax"]], (input) => ordered(input.priceMin, input.priceMax), "alert.range.order"),
      ["priceMax"],
    ),
    v.forward(
      v.partialCheck([["bedroomsMin"], ["bedroomsMax"]], (input) => ordered(input.bedroomsMin, input.bedroomsMax), "alert.range.order"),
      ["bedroomsMax"],
    ),
    v.forward(
      v.partialCheck([["garagesMin"], ["garagesMax"]], (input) => ordered(input.garagesMin, input.garagesMax), "alert.range.order"),
      ["garagesMax"],
    ),
    v.forward(
      v.partialCheck([["parkingsMin"], ["parkingsMax"]], (input) => ordered(input.parkingsMin, input.parkingsMax), "alert.range.order"),
      ["parkingsMax"],
    ),
  );

export type AlertFields = v.InferOutput<ReturnType<typeof alertFormSchema>>;

/** The entries of a zones text: postcodes, Luxembourg keys and names, split on commas, semicolons and line breaks. */
export function zoneParts(text: string): string[] {
  return text
    .split(/[,;\n\r]+/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * The query a link to the form fills it from: a list's "Save this search" link carries the list's own
 * parameters (`goal` besides, since the form serves both lists). The alert page reads them as the list
 * does (worker/alerts/prefill.ts) and names the filters it cannot take over, so the edge cache keys the
 * page on every list parameter too (worker/render/page-query.ts).
 */
export const ALERT_PREFILL_PARAMETERS = ["goal", "type", "city", "priceMin", "priceMax", "bedrooms", "area"] as const;

/** Why the worker refuses a zones text (worker/alerts/zone-entries.ts); the island shows them again. */
export const ZONE_ERRORS = { unknown: "alert.zones.unknown", tooMany: "alert.zones.tooMany" } as const;

const POSTCODE = /^\d{4}$/;
const LUXEMBOURG = /^L-?(\d{4})$/i;

/** The zone key a typed postcode stands for ("9000", "L-1611" from "L1611" or "l-1611"), or undefined. */
export function postcodeZone(word: string): string | undefined {
  const text = word.trim();
  if (POSTCODE.test(text)) return text;
  const luxembourg = LUXEMBOURG.exec(text);
  return luxembourg ? `L-${luxembourg[1]}` : undefined;
}

/**
 * The entries of a zones text, as the ZonePicker shows them as chips and the worker reads them
 * (worker/alerts/zone-entries.ts readZones), so both agree: parts split on commas, semicolons and
 * line breaks only (a name has spaces: "La Louvière"). A part with postcodes stands for those
 * ("9000 9050", and "9000 Gent": the name only labels it), each in one spelling ("l1611" → "L-1611");
 * any other part is a municipality name, kept as typed (its spaces tidied). Without repeats.
 */
export function zoneEntries(text: string): string[] {
  const entries = zoneParts(text).flatMap((part) => {
    const words = part.split(/\s+/);
    const codes = words.map(postcodeZone).filter((code) => code !== undefined);
    return codes.length > 0 ? codes : [words.join(" ")];
  });
  return [...new Set(entries)];
}
