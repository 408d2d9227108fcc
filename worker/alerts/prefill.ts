import { DEFAULT_FREQUENCY } from "../../client/forms/alert-form";
import { VALUATION_TYPES } from "../../client/forms/fields";
import { readListQuery } from "../feed/list-params";
import type { ListQuery } from "../feed/query";
import { zonesOfCity } from "./zone-entries";

/** What of a list's search an alert leaves out, as the alert page says it: a catalogue id and its values. */
export interface LeftOut {
  id: string;
  values?: Record<string, string>;
}

/** The alert's first values, and the list filters it could not take over. */
export interface AlertPrefill {
  values: Record<string, string>;
  leftOut: LeftOut[];
}

/** The list query's fields the alert form takes over (goal, places, types, price range, bedrooms, drawn area). */
type Carried = "goal" | "cities" | "types" | "priceMin" | "priceMax" | "bedroomsMin" | "area";
/** How a list is shown, not what it finds. */
type NotAFilter = "sort" | "page" | "pageSize";

/**
 * Every other filter a list has, and the words the alert page says when a list's link brings it: an
 * alert has no such criterion (worker/alerts/types.ts AlertCriteria), so the alert mails every new
 * listing that matches the rest. A new list filter (worker/feed/query.ts ListQuery) must be named here,
 * or be carried: the type checker holds the two together.
 */
const LEFT_OUT: Record<Exclude<keyof ListQuery, Carried | NotAFilter>, (query: ListQuery) => LeftOut | null> = {
  references: (query) => (query.references ? { id: "alert.prefill.leftOut.references" } : null),
  priceLowered: (query) => (query.priceLowered ? { id: "alert.prefill.leftOut.priceLowered" } : null),
  livingMin: (query) => (query.livingMin !== undefined ? { id: "alert.prefill.leftOut.livingMin", values: { surface: String(query.livingMin) } } : null),
  plotMin: (query) => (query.plotMin !== undefined ? { id: "alert.prefill.leftOut.plotMin", values: { surface: String(query.plotMin) } } : null),
  epc: (query) => (query.epc ? { id: "alert.prefill.leftOut.epc", values: { label: query.epc.toUpperCase() } } : null),
  garden: (query) => (query.garden ? { id: "alert.prefill.leftOut.garden" } : null),
  terrace: (query) => (query.terrace ? { id: "alert.prefill.leftOut.terrace" } : null),
};

const isAlertType = (type: number): boolean => (VALUATION_TYPES as readonly string[]).includes(String(type));

/**
 * The alert form's first values from a link's query (ALERT_PREFILL_PARAMETERS and the list's own
 * parameters): the list's filters, read as the list reads them (readListQuery: a bad value is
 * ignored there and here), become the alert's: its places the zones' postcodes, its drawn `area` the
 * alert's area, `goal` 0 for sale or 1 for rent. What an alert cannot ask for is left out and named.
 */
export function alertPrefill(search: URLSearchParams): AlertPrefill {
  const goal = search.get("goal")?.trim() === "1" ? 1 : 0;
  const query = readListQuery(search, goal);
  const leftOut: LeftOut[] = [];
  const types = query.types ?? [];
  if (types.some((type) => !isAlertType(type))) leftOut.push({ id: "alert.prefill.leftOut.types" });
  const zones: string[] = [];
  for (const city of query.cities ?? []) {
    const zone = zonesOfCity(city);
    if (zone) zones.push(zone);
    else leftOut.push({ id: "alert.prefill.leftOut.place", values: { place: city.split("|").join(" ").trim() } });
  }
  for (const named of Object.values(LEFT_OUT)) {
    const left = named(query);
    if (left) leftOut.push(left);
  }
  const whole = (value: number | undefined) => (value === undefined ? "" : String(value));
  return {
    values: {
      goal: String(goal),
      types: types.filter(isAlertType).join(","),
      zones: zones.join(", "),
      area: query.area ?? "",
      priceMin: whole(query.priceMin),
      priceMax: whole(query.priceMax),
      bedroomsMin: whole(query.bedroomsMin),
      frequency: DEFAULT_FREQUENCY,
    },
    leftOut,
  };
}
