import type { AlertFields } from "../../client/forms/alert-form";
import type { FieldErrors } from "../../client/forms/lead-forms";
import type { Lang } from "../../client/i18n/languages";
import { alertPersonOf, criteriaOf } from "../alerts/from-form";
import { readZones } from "../alerts/zone-entries";
import type { Person } from "../db/leads";
import type { SearchAlertRepository } from "../alerts/search-alerts";

/**
 * The zone keys of a posted alert form's zones text, or undefined with the error set on `errors.zones`
 * (a name no municipality has). Empty text is the schema's to refuse (unless an area was drawn).
 */
export function postedZones(values: Record<string, string>, errors: FieldErrors): string[] | undefined {
  if (errors.zones) return undefined;
  const reading = readZones(values.zones ?? "");
  if (reading.ok) return reading.zones;
  errors.zones = reading.error;
  return undefined;
}

/** The alert's own answers as the lead keeps them ("what was sent"): every non-empty field, lists joined. */
function leadFieldsOf(fields: AlertFields): Record<string, string> {
  const { title: _title, firstName: _firstName, lastName: _lastName, email: _email, phone: _phone, newsletter: _newsletter, ...own } = fields;
  return Object.fromEntries(
    Object.entries(own).flatMap(([name, value]) => {
      const text = Array.isArray(value) ? value.join(",") : String(value);
      return text === "" ? [] : [[name, text]];
    }),
  );
}

/**
 * What a valid alert form stores: the lead's person and fields, and the search alert (unconfirmed)
 * written in the lead's own transaction (worker/db/leads.ts store `alongside`).
 */
export function alertSubmission(searchAlerts: Pick<SearchAlertRepository, "insertWithLead">, lang: Lang, fields: AlertFields, zones: string[]) {
  const person = alertPersonOf(fields);
  const leadPerson: Person = { title: person.title, firstName: person.firstName, lastName: person.lastName, email: person.email, phone: person.phone };
  const alert = { lang, person, criteria: criteriaOf(fields, zones), frequency: fields.frequency };
  return {
    person: leadPerson,
    fields: leadFieldsOf(fields),
    alongside: (leadId: string) => [searchAlerts.insertWithLead(alert, leadId)],
  };
}
