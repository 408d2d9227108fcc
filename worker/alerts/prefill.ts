import { normaliseArea } from "../../client/domain/area";
import { DEFAULT_FREQUENCY } from "../../client/forms/alert-form";
import { VALUATION_TYPES } from "../../client/forms/fields";
import { MAX_LIST_CHOICES } from "../feed/list-params";
import { zonesOfCity } from "./zone-entries";

const WHOLE = /^\d{1,9}$/;
const isType = (value: string): boolean => (VALUATION_TYPES as readonly string[]).includes(value);

/**
 * The alert form's first values from a link's query (ALERT_PREFILL_PARAMETERS): a list's filters
 * become the alert's, its `city` the zones' postcodes (several towns and types too), its drawn `area` the alert's area. Anything
 * unusable is left out, as the list itself ignores it.
 */
export function alertPrefill(search: URLSearchParams): Record<string, string> {
  const read = (name: string) => search.get(name)?.trim() ?? "";
  const whole = (name: string) => (WHOLE.test(read(name)) ? read(name) : "");
  // A list's `type` and `city` may name several (worker/feed/list-params.ts), comma-separated.
  const several = (name: string) =>
    read(name)
      .split(",")
      .map((part) => part.trim())
      .slice(0, MAX_LIST_CHOICES);
  return {
    goal: read("goal") === "1" ? "1" : "0",
    types: several("type").filter(isType).join(","),
    zones: several("city")
      .map((city) => zonesOfCity(city.slice(0, 100)))
      .filter(Boolean)
      .join(", "),
    area: normaliseArea(read("area")) ?? "",
    priceMin: whole("priceMin"),
    priceMax: whole("priceMax"),
    bedroomsMin: whole("bedrooms"),
    frequency: DEFAULT_FREQUENCY,
  };
}
