import { municipalitiesAt, municipalitiesNamed, type Municipality } from "../../client/domain/municipalities";
import { postcodeZone, ZONE_ERRORS, zoneEntries } from "../../client/forms/alert-form";
import { errorWithEntry, type FieldError } from "../../client/forms/fields";
import type { Lang } from "../../client/i18n/languages";

/** The most zone keys one alert keeps: Luxembourg City alone has about 1 400 postcodes. */
export const MAX_ALERT_ZONES = 3_000;

/** A city with more postcodes than this is prefilled by its name. */
const PREFILL_MAX_POSTCODES = 12;
/** A municipality folds into its name from this many postcodes: one postcode reads as well as its name. */
const FOLD_MIN_POSTCODES = 2;

export type ZoneReading = { ok: true; zones: string[] } | { ok: false; error: FieldError };

/** The municipalities a zone key's postcode belongs to. */
export const municipalitiesOfKey = (key: string) => (key.startsWith("L-") ? municipalitiesAt("LU", key.slice(2)) : municipalitiesAt("BE", key));

export const keysOf = (municipality: Municipality) => municipality.postcodes.map((code) => (municipality.country === "LU" ? `L-${code}` : code));

/** The municipalities a name (or, failing that, each of its words) means; undefined names the word no table entry knows. */
function named(text: string): { found: Municipality[] } | { unknown: string } {
  const whole = municipalitiesNamed(text);
  if (whole.length > 0) return { found: whole };
  const found: Municipality[] = [];
  for (const word of text.split(/\s+/)) {
    const municipalities = municipalitiesNamed(word);
    if (municipalities.length === 0) return { unknown: text.includes(" ") && found.length > 0 ? word : text };
    found.push(...municipalities);
  }
  return { found };
}

/**
 * The zone keys of a typed zones text (the form's no-script field, or what the combobox put there),
 * entry by entry as the ZonePicker shows them (zoneEntries): postcodes ("9000"), Luxembourg keys
 * ("L-1611", "L1611"), and municipality names in any language (client/domain/municipalities: every
 * postcode of the municipality). A name beside a postcode ("9000 Gent") only labels it. An entry
 * that is none of these is refused by name.
 */
export function readZones(text: string): ZoneReading {
  const zones = new Set<string>();
  for (const entry of zoneEntries(text)) {
    const code = postcodeZone(entry);
    if (code) {
      zones.add(code);
      continue;
    }
    const reading = named(entry);
    if ("unknown" in reading) return { ok: false, error: errorWithEntry(ZONE_ERRORS.unknown, reading.unknown) };
    for (const municipality of reading.found) for (const key of keysOf(municipality)) zones.add(key);
  }
  if (zones.size > MAX_ALERT_ZONES) return { ok: false, error: ZONE_ERRORS.tooMany };
  return { ok: true, zones: [...zones] };
}

/** The zone a list's `city` parameter ("Gent", "9000", "Gent|9000") stands for, as zones text: its postcode(s), or "". */
export function zonesOfCity(city: string | undefined): string {
  if (!city) return "";
  const [name = "", zip = ""] = city.split("|").map((part) => part.trim());
  const code = postcodeZone(zip) ?? postcodeZone(name);
  if (code) return code;
  const keys = municipalitiesNamed(name).flatMap(keysOf);
  // A city of many postcodes (Luxembourg has about 1 400) stays its name: readZones reads it back the same.
  return keys.length > PREFILL_MAX_POSTCODES ? name : keys.join(", ");
}

/**
 * A zones text that reads back (readZones) to exactly these zone keys, as a visitor would type it:
 * a municipality all of whose postcodes are there is named, in the alert's language (Luxembourg City's
 * ~1 400 keys become "Luxembourg"), the other keys stay. For alerts stored before the typed text was
 * kept beside the keys (AlertCriteria.zonesText): their edit form starts from it.
 */
export function foldedZonesText(zones: readonly string[], lang: Lang): string {
  const wanted = new Set(zones);
  const covered = new Set<string>();
  const tried = new Set<Municipality>();
  const entries: string[] = [];
  const folds = (municipality: Municipality, name: string): string[] | undefined => {
    if (municipality.postcodes.length < FOLD_MIN_POSTCODES || !keysOf(municipality).every((key) => wanted.has(key))) return undefined;
    // The name may mean more than this municipality (homonyms): only when all it means is wanted.
    const reading = readZones(name);
    return reading.ok && zoneEntries(name).length === 1 && reading.zones.every((key) => wanted.has(key)) ? reading.zones : undefined;
  };
  for (const key of zones) {
    if (covered.has(key)) continue;
    for (const municipality of municipalitiesOfKey(key)) {
      if (tried.has(municipality)) continue;
      tried.add(municipality);
      const name = municipality.names[lang];
      const keys = folds(municipality, name);
      if (!keys) continue;
      entries.push(name);
      for (const folded of keys) covered.add(folded);
    }
    if (covered.has(key)) continue;
    entries.push(key);
    covered.add(key);
  }
  return entries.join(", ");
}

/** How many of a municipality's postcodes a zone name lists when not all of them are chosen. */
const NAMED_MAX_POSTCODES = 6;

/**
 * An alert's zone keys as a person reads them, in the alert's language: each municipality once, by
 * its name ("Gent" for its ten postcodes), with the postcodes chosen after it when they are not all
 * of its own ("Gent (9000, 9030)"); a key the table does not know stays as it is. A postcode two
 * municipalities share counts for one whose postcodes are all chosen, else for its own (the smaller).
 * For alert mails and the manage page, which once showed "9000, 9030, 9031, …".
 */
export function zoneNames(zones: readonly string[], lang: Lang): string[] {
  const wanted = new Set(zones);
  const groups = new Map<Municipality | string, string[]>();
  for (const key of zones) {
    const candidates = [...municipalitiesOfKey(key)].sort((a, b) => a.postcodes.length - b.postcodes.length);
    const municipality = candidates.find((candidate) => keysOf(candidate).every((other) => wanted.has(other))) ?? candidates[0];
    const group = groups.get(municipality ?? key);
    if (group) group.push(key);
    else groups.set(municipality ?? key, [key]);
  }
  return [...groups].map(([group, keys]) => {
    if (typeof group === "string") return group;
    const name = group.names[lang];
    if (keys.length === group.postcodes.length) return name;
    const listed = keys.slice(0, NAMED_MAX_POSTCODES).join(", ") + (keys.length > NAMED_MAX_POSTCODES ? ", …" : "");
    return `${name} (${listed})`;
  });
}
