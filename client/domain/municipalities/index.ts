/**
 * The municipality table (data.ts: every Belgian municipality and Luxembourg commune with its names and
 * postcodes; exonyms.ts: the names the sources lack), and the two questions the site asks it:
 * which municipality a listing lies in (by its postcode, its city name telling apart the municipalities
 * that share one), and which municipalities a typed name means, under any of their names.
 */
import type { Lang } from "../../i18n/languages";
import { nameKey } from "../text";
import { MUNICIPALITY_ROWS } from "./data";
import { EXONYMS } from "./exonyms";

export type Country = "BE" | "LU";

export interface Municipality {
  /** NIS code in Belgium, `LU-{slug}` in Luxembourg: stable across languages. */
  key: string;
  country: Country;
  /** The name shown in each language. */
  names: Readonly<Record<Lang, string>>;
  /** Every name it is known by (official, exonyms, the municipalities merged into it), as written. */
  aliases: readonly string[];
  /** Its postcodes, lowest first (of two municipalities sharing one, the one with fewer is the one the postcode is named after). */
  postcodes: readonly string[];
}

/** Provider country ids (SPEC 3): 10 Belgium, 50 Luxembourg. */
const COUNTRY_IDS: Readonly<Record<number, Country>> = { 10: "BE", 50: "LU" };

const UMLAUTS: Readonly<Record<string, string>> = { ä: "ae", ö: "oe", ü: "ue", Ä: "Ae", Ö: "Oe", Ü: "Ue" };

/**
 * How else a name is typed: German umlauts written out ("Luettich"), Sint/Saint/Sankt shortened to
 * St ("St-Niklaas", "St. Vith"). Without the name itself; none when it has neither.
 */
export function alsoTyped(name: string): string[] {
  const spelled = name.replace(/[äöüÄÖÜ]/g, (letter) => UMLAUTS[letter] ?? letter);
  const short = name.replace(/\b(Sint|Saint|Sankt|sint|saint|sankt)(?=[- ])/g, "St").replace(/\b(Sainte|sainte)(?=[- ])/g, "Ste");
  return [...new Set([spelled, short])].filter((variant) => variant !== name);
}

/** The keys a name is looked up under: itself and how else it is typed. */
function variants(name: string): string[] {
  return [...new Set([name, ...alsoTyped(name)].map(nameKey))];
}

interface Table {
  byKey: Map<string, Municipality>;
  byPostcode: Map<string, Municipality[]>;
  byName: Map<string, Municipality[]>;
}

function expand(postcodes: string): string[] {
  return postcodes.split(",").flatMap((part) => {
    const [from = "", to = from] = part.split("-");
    const codes: string[] = [];
    for (let code = Number(from); code <= Number(to); code++) codes.push(String(code).padStart(4, "0"));
    return codes;
  });
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (!list) map.set(key, [value]);
  else if (!list.includes(value)) list.push(value);
}

// Isolate- (and page-) lifetime: the table is code, so it is parsed once, on first use.
let table: Table | null = null;

function load(): Table {
  if (table) return table;
  const loaded: Table = { byKey: new Map(), byPostcode: new Map(), byName: new Map() };
  for (const line of MUNICIPALITY_ROWS.split("\n")) {
    if (!line) continue;
    const [key = "", country = "", nl = "", fr = "", de = "", en = "", former = "", postcodes = ""] = line.split("|");
    const extra = EXONYMS[key];
    const names = { nl, fr, de, en, ...extra?.names };
    const codes = expand(postcodes);
    const aliases = [...new Set([...Object.values(names), nl, fr, de, en, ...(former ? former.split(";") : []), ...(extra?.also ?? [])])];
    const municipality: Municipality = { key, country: country as Country, names, aliases, postcodes: [...codes].sort() };
    loaded.byKey.set(key, municipality);
    for (const code of codes) push(loaded.byPostcode, `${country}${code}`, municipality);
    for (const alias of aliases) for (const variant of variants(alias)) push(loaded.byName, variant, municipality);
  }
  table = loaded;
  return loaded;
}

export function municipalityByKey(key: string): Municipality | undefined {
  return load().byKey.get(key);
}

/** Every municipality of the table (665: 565 Belgian, 100 Luxembourg). */
export function allMunicipalities(): Municipality[] {
  return [...load().byKey.values()];
}

/** The municipalities a postcode belongs to in a country (a few Brussels and Luxembourg codes cross a border: two). */
export function municipalitiesAt(country: Country, postcode: string): Municipality[] {
  return load().byPostcode.get(`${country}${postcode.trim()}`) ?? [];
}

/** The municipalities known by `name` in any language or spelling ("Liège", "LUIK", "Luettich"). */
export function municipalitiesNamed(name: string): Municipality[] {
  return load().byName.get(nameKey(name)) ?? [];
}

/** Whether `name` is one of the municipality's names (any spelling). */
export function isNamed(municipality: Municipality, name: string): boolean {
  return municipalitiesNamed(name).includes(municipality);
}

/**
 * The municipality a listing lies in: its postcode decides; where a postcode belongs to several, the
 * one the city name names (a Brussels listing in "Elsene 1050" is in Elsene, not in the City of
 * Brussels), else the smallest (the postcode is its own). A postcode the table lacks (a PO box code)
 * falls back on the name, when it names one municipality of the country. Null outside Belgium and
 * Luxembourg, or when neither tells.
 */
export function municipalityOf(place: { countryId: number; zip: string; city: string }): Municipality | null {
  const country = COUNTRY_IDS[place.countryId];
  if (!country) return null;
  const candidates = municipalitiesAt(country, place.zip);
  if (candidates.length === 0) {
    const named = municipalitiesNamed(place.city).filter((municipality) => municipality.country === country);
    return named.length === 1 ? named[0]! : null;
  }
  if (candidates.length === 1) return candidates[0]!;
  const named = candidates.find((candidate) => isNamed(candidate, place.city));
  return named ?? [...candidates].sort((a, b) => a.postcodes.length - b.postcodes.length)[0] ?? null;
}
