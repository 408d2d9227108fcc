import * as v from "valibot";
import type { PhoneProblem, PhoneReader } from "../domain/phone";

/**
 * The building blocks of every form's valibot schema. Messages are catalogue ids (locales/), so the
 * route and the island show the same translated text; SPEC 5 gives the English and Dutch wording.
 */

/**
 * Longest accepted value per kind of field, in characters: enough for any real answer, never a page of
 * junk. `friendNote`: the note a visitor adds to a page sent to a friend, a line or two, not a letter
 * (issue 37: the site must not carry a stranger's text to a third party).
 */
export const MAX_LENGTH = { name: 80, email: 254, phone: 32, line: 120, zip: 10, remark: 2000, url: 300, friendNote: 300 } as const;

/** Why a field failed: its catalogue id, shown next to the field and in the summary. */
export type FieldError = string;

const bounded = (max: number) => v.maxLength<string, number, FieldError>(max, "form.tooLong");

// A browser posts a text area's line breaks as CRLF, while the field (and the island's check) counts one character each.
const oneCharacterBreaks = v.transform((text: string) => text.replace(/\r\n?/g, "\n"));

/** Text that must be there: trimmed, at least one character, at most `max`; unicode kept as typed. */
export const requiredText = (required: FieldError, max: number) => v.pipe(v.string(), oneCharacterBreaks, v.trim(), v.nonEmpty(required), bounded(max));

// Line breaks and other control or format characters: a browser's one-line field never sends them.
const CONTROL = /[\p{Cc}\p{Cf}\u2028\u2029]+/gu;

/** A one-line answer (a name, a street): what a crafted post hides in control characters becomes a space. */
export const requiredLine = (required: FieldError, max: number) =>
  v.pipe(
    v.string(),
    v.transform((text) => text.replace(CONTROL, " ")),
    v.trim(),
    v.nonEmpty(required),
    bounded(max),
  );

/** Text that may be left empty (then ""), at most `max` characters. */
export const optionalText = (max: number) => v.pipe(v.string(), oneCharacterBreaks, v.trim(), bounded(max));

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/u;

/** An email address (SPEC 5: "is a required field", "is not valid"), lower-cased. */
export const email = (required: FieldError = "form.email.required", invalid: FieldError = "form.email.invalid") =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(required), v.maxLength(MAX_LENGTH.email, invalid), v.regex(EMAIL, invalid), v.toLowerCase());

/** What is wrong with a typed number, in words: the catalogue id of each of PhoneProblem. */
const PHONE_PROBLEMS: Readonly<Record<PhoneProblem, FieldError>> = {
  "not-a-number": "form.phone.notANumber",
  "unknown-country": "form.phone.unknownCountry",
  "too-short": "form.phone.tooShort",
  "too-long": "form.phone.tooLong",
  invalid: "form.phone.invalid",
};

/**
 * A phone number of any country, read by `readPhone` (the worker's full rules, or the island's until
 * they load) and kept in E.164 ("+32475123456"); shown grouped by displayPhone. The error says what
 * is wrong and, where the number has one, with which country code ("too short for +49").
 */
export const phone = (readPhone: PhoneReader, required: FieldError = "form.phone.required") =>
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(required),
    bounded(MAX_LENGTH.phone),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const reading = readPhone(dataset.value);
      if (reading.ok) return reading.e164;
      const id = PHONE_PROBLEMS[reading.problem];
      addIssue({ message: reading.callingCode ? errorWithEntry(id, reading.callingCode) : id });
      return NEVER;
    }),
  );

/** A checkbox: "on" when ticked, absent otherwise. */
export const checkbox = () =>
  v.pipe(
    v.optional(v.string(), ""),
    v.transform((value) => value === "on"),
  );

/** One of a fixed set of values; anything else (or nothing) is `required`. */
export const choice = <const T extends readonly string[]>(options: T, required: FieldError) =>
  v.pipe(v.string(required), v.trim(), v.picklist(options, required));

/**
 * The titles a form offers: Mr, Ms, and none for whoever wants no title (mails then greet by full
 * name). "miss" is no longer offered (German has no natural word for it); leads stored with it still
 * show it (TITLE_LABELS).
 */
export const TITLES = ["mr", "ms", "none"] as const;

/** The person of SPEC 3 ("Contact / demand person") every lead carries; its phone read by `readPhone`. */
export const personEntries = (readPhone: PhoneReader) => ({
  title: choice(TITLES, "form.title.required"),
  firstName: requiredLine("form.firstName.required", MAX_LENGTH.name),
  lastName: requiredLine("form.lastName.required", MAX_LENGTH.name),
  email: email(),
  phone: phone(readPhone),
});

/**
 * Anything that reads as a link or a web address: a scheme ("https:", "mailto:"), "www.", or a host
 * name ending in a common top-level domain and then the text's end, "/", ":", "?" or "#" ("bad.be",
 * "bit.ly/x"). A page sent to a friend carries none in its sender's name or note (issue 37): the
 * site's mail is not a way to send someone a stranger's link. Names and sentences with a dot and no
 * space ("J.Peeters", "Dr.Dupont", "Mevr.De Smet", "huis.Bel me") are no host names.
 */
const LINK_LIKE =
  /(?:[a-z][a-z0-9+.-]*:\/\/|\b(?:https?|mailto|ftp|data|javascript):|\bwww\.|\b[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.(?:be|lu|nl|fr|de|eu|uk|ch|at|es|it|com|net|org|info|biz|io|ly|co|me|app|xyz|ru|cn|top|site|online|shop|link|click|to|gl|cc)(?=[/:?#]|\W*$))/iu;

/** Whether `text` holds a link or a web address (LINK_LIKE). */
export const holdsLink = (text: string): boolean => LINK_LIKE.test(text);

/** No link in the text: else the field's error "form.link.refused", the text kept as typed. */
export const withoutLinks = v.check<string, FieldError>((text) => !holdsLink(text), "form.link.refused");

/** A free message; some forms require one. */
export const remark = (required?: FieldError) => (required ? requiredText(required, MAX_LENGTH.remark) : optionalText(MAX_LENGTH.remark));

/** A whole number typed in a form, kept as typed ("" when left empty), within [min, max]. */
export const wholeNumber = (min: number, max: number, invalid: FieldError = "form.number.invalid") =>
  v.pipe(
    optionalText(12),
    v.transform((text) => text.replace(/[\s.]/g, "")),
    v.regex(/^\d*$/, invalid),
    v.check((text) => text === "" || (Number(text) >= min && Number(text) <= max), invalid),
  );

/** The visit slots of SPEC 9, by their start hour; one set in every language (the Dutch 13:00 is a spec slip). */
export const VISIT_SLOTS = { "10": "10:00-13:00", "14": "14:00-16:00", "16": "16:00-19:00" } as const;
export type VisitSlot = keyof typeof VISIT_SLOTS;
export const VISIT_SLOT_KEYS = Object.keys(VISIT_SLOTS) as VisitSlot[];

/** The property types a valuation or a search alert can be about: the type groups of SPEC 3 (WebID). */
export const VALUATION_TYPES = ["1", "2", "4", "5", "6", "7"] as const;

/**
 * An error that names what was wrong ("9999x is not a postcode"): the catalogue id and the value for
 * its `{entry}`, joined by a separator no typed text keeps (control characters are removed from it).
 */
const ERROR_VALUE_SEPARATOR = "\u001f";

export function errorWithEntry(id: FieldError, entry: string): FieldError {
  return `${id}${ERROR_VALUE_SEPARATOR}${entry.replace(CONTROL, " ").trim()}`;
}

/** A field error's catalogue id and the values it is translated with. */
export function readFieldError(error: FieldError): { id: string; values: Record<string, string> } {
  const [id = "", entry] = error.split(ERROR_VALUE_SEPARATOR);
  return { id, values: entry === undefined ? {} : { entry } };
}
