import { getCountryCallingCode, parsePhoneNumberFromString, validatePhoneNumberLength, type CountryCode, type MetadataJson } from "libphonenumber-js/core";
import { formatPhone, TYPED_PHONE, type PhoneProblem, type PhoneReader } from "./phone";

/**
 * Every country's phone rules, through libphonenumber-js: apart from client/domain/phone.ts, so the
 * islands that only need the shapes of a phone reading never bundle the library.
 */

/**
 * Without a "+" or "00" a number is read as the agency's visitors write it at home: Belgian first
 * (national numbers start with 0), then Luxembourg's (which have no trunk 0: "621 123 456").
 */
const HOME_COUNTRIES: readonly CountryCode[] = ["BE", "LU"];

const LENGTH_PROBLEMS: Readonly<Record<string, PhoneProblem>> = {
  TOO_SHORT: "too-short",
  TOO_LONG: "too-long",
  INVALID_LENGTH: "invalid",
  INVALID_COUNTRY: "unknown-country",
  NOT_A_NUMBER: "not-a-number",
};

/**
 * Reads any country's number with libphonenumber's rules for that country (`metadata`: its min set, or
 * that set without formats, which validates the same): "+49 170 1234567", "0049 170 1234567",
 * "+32 (0)475 12 34 56" (the "(0)" people add after a country code), "0475 12 34 56", "621 123 456".
 */
export function phoneReader(metadata: MetadataJson): PhoneReader {
  return (typed) => {
    const text = typed.trim().replace(/\(0\)/g, "").replace(/^00/, "+");
    if (!TYPED_PHONE.test(text) || !/\d/.test(text)) return { ok: false, problem: "not-a-number" };
    const countries = text.startsWith("+") ? [undefined] : HOME_COUNTRIES;
    for (const country of countries) {
      const number = parsePhoneNumberFromString(text, country ?? {}, metadata);
      if (number?.isValid()) return { ok: true, e164: number.number };
    }
    const first = countries[0];
    const length = validatePhoneNumberLength(text, first ?? {}, metadata);
    const problem = (length && LENGTH_PROBLEMS[length]) ?? "invalid";
    if (problem === "unknown-country" || problem === "not-a-number") return { ok: false, problem };
    const callingCode = first ? getCountryCallingCode(first, metadata) : parsePhoneNumberFromString(text, {}, metadata)?.countryCallingCode;
    // A "+" with too few digits to hold a country code: nothing tells which country it is meant for.
    return callingCode ? { ok: false, problem, callingCode: `+${callingCode}` } : { ok: false, problem: "unknown-country" };
  };
}

/**
 * The rules of `metadata` without the formats, which only formatting uses: the browser validates with
 * half the bytes (vite.config.ts), the worker formats with the whole set.
 */
export function withoutFormats(metadata: MetadataJson): MetadataJson {
  const countries: Record<string, unknown> = {};
  // Position 4 of a country's compressed entry holds its formats (libphonenumber-js's min layout).
  for (const [code, entry] of Object.entries(metadata.countries)) countries[code] = (entry as unknown[]).map((part, index) => (index === 4 ? undefined : part));
  return { ...metadata, countries } as MetadataJson;
}

/**
 * A stored number as people read it: Belgian ones grouped as SPEC 5 shows them ("0475 12 34 56"),
 * others in their country's international form ("+49 170 1234567", "+352 621 123 456"). A number
 * stored before numbers were kept in E.164 ("0475 12 34 56") is shown as SPEC 5 formats it.
 */
export function displayPhone(stored: string | null | undefined, metadata: MetadataJson): string {
  if (typeof stored !== "string" || !stored.startsWith("+")) return formatPhone(stored);
  if (stored.startsWith("+32")) return formatPhone(`0${stored.slice(3)}`);
  return parsePhoneNumberFromString(stored, metadata)?.formatInternational() ?? stored;
}
