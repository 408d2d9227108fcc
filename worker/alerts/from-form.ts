import { decodeArea, encodeArea } from "../../client/domain/area";
import { zoneEntries, type AlertFields } from "../../client/forms/alert-form";
import type { Lang } from "../../client/i18n/languages";
import type { AlertPerson } from "./search-alerts";
import { showPhone } from "../leads/phones";
import type { AlertCriteria, AlertFrequency } from "./types";
import { foldedZonesText } from "./zone-entries";

const numberOf = (text: string): number | null => (text === "" ? null : Number(text));
const textOf = (value: number | null): string => (value === null ? "" : String(value));

/** What an alert asks for, from its validated form and the zone keys its zones text stands for (zone-entries.ts). */
export function criteriaOf(fields: AlertFields, zones: string[]): AlertCriteria {
  return {
    goal: fields.goal === "1" ? 1 : 0,
    types: fields.types.map(Number),
    zones,
    zonesText: zoneEntries(fields.zones).join(", "),
    area: decodeArea(fields.area) ?? null,
    priceMin: numberOf(fields.priceMin),
    priceMax: numberOf(fields.priceMax),
    budget: numberOf(fields.budget),
    bedroomsMin: numberOf(fields.bedroomsMin),
    bedroomsMax: numberOf(fields.bedroomsMax),
    garagesMin: numberOf(fields.garagesMin),
    garagesMax: numberOf(fields.garagesMax),
    parkingsMin: numberOf(fields.parkingsMin),
    parkingsMax: numberOf(fields.parkingsMax),
  };
}

export function frequencyOf(fields: AlertFields): AlertFrequency {
  return fields.frequency;
}

/** The person of the alert as stored (the lead keeps the same, without the slots). */
export function alertPersonOf(fields: AlertFields): AlertPerson {
  return {
    title: fields.title,
    firstName: fields.firstName,
    lastName: fields.lastName,
    email: fields.email,
    phone: fields.phone,
    slots: fields.slots,
    ...(fields.remark ? { remark: fields.remark } : {}),
  };
}

/**
 * The zones text of a stored alert, as the visitor gave it, or for an alert stored without it, its keys
 * with each municipality whose postcodes are all there named: a city of hundreds of postcodes is one
 * entry, which the zones field's length allows, not hundreds of chips.
 */
export function zonesTextOf(criteria: AlertCriteria, lang: Lang): string {
  return criteria.zonesText ?? foldedZonesText(criteria.zones, lang);
}

/** The form's values of a stored alert: the manage page's edit form starts from them. */
export function formValuesOf(alert: { criteria: AlertCriteria; frequency: AlertFrequency; person: AlertPerson; lang: Lang }): Record<string, string> {
  const { criteria, frequency, person } = alert;
  return {
    goal: String(criteria.goal),
    types: criteria.types.join(","),
    zones: zonesTextOf(criteria, alert.lang),
    area: criteria.area ? encodeArea(criteria.area) : "",
    priceMin: textOf(criteria.priceMin),
    priceMax: textOf(criteria.priceMax),
    budget: textOf(criteria.budget),
    bedroomsMin: textOf(criteria.bedroomsMin),
    bedroomsMax: textOf(criteria.bedroomsMax),
    garagesMin: textOf(criteria.garagesMin),
    garagesMax: textOf(criteria.garagesMax),
    parkingsMin: textOf(criteria.parkingsMin),
    parkingsMax: textOf(criteria.parkingsMax),
    frequency,
    // "miss" is no longer offered (a stored one reads as Ms): the edit form keeps a choice ticked.
    title: person.title === "miss" ? "ms" : (person.title ?? ""),
    firstName: person.firstName,
    lastName: person.lastName ?? "",
    email: person.email,
    // As people read it in the form; read back to E.164 when the form is posted.
    phone: showPhone(person.phone),
    slots: person.slots.join(","),
    remark: person.remark ?? "",
  };
}
