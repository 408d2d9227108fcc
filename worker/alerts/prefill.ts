import { normaliseArea } from "../../client/domain/area";
import { DEFAULT_FREQUENCY } from "../../client/forms/alert-form";
import { VALUATION_TYPES } from "../../client/forms/fields";
import { zonesOfCity } from "./zone-entries";

const WHOLE = /^\d{1,9}$/;
const isType = (value: string): boolean => (VALUATION_TYPES as readonly string[]).includes(value);

/**
 * The alert form's first values from a link's query (ALERT_PREFILL_PARAMETERS): a list's filters
 * become the alert's, its `city` the zone's postcodes, its drawn `area` the alert's area. Anything
 * unusable is left out, as the list itself ignores it.
 */
export function alertPrefill(search: URLSearchParams): Record<string, string> {
  const read = (name: string) => search.get(name)?.trim() ?? "";
  const whole = (name: string) => (WHOLE.test(read(name)) ? read(name) : "");
  const type = read("type");
  return {
    goal: read("goal") === "1" ? "1" : "0",
    types: isType(type) ? type : "",
    zones: zonesOfCity(read("city").slice(0, 100)),
    area: normaliseArea(read("area")) ?? "",
    priceMin: whole("priceMin"),
    priceMax: whole("priceMax"),
    bedroomsMin: whole("bedrooms"),
    frequency: DEFAULT_FREQUENCY,
  };
}
