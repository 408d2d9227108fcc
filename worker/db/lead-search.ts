/**
 * The inbox's one search box: words found in a lead's name, email, phone or the reference of the
 * property it is about (leads.payload `about.reference`). A phone is compared as digits only, a
 * Belgian "0…" or an international "00…" written as "+…" (both sides), so "0470 12.34.56" finds
 * "+32 470 12 34 56".
 */
import { sql, type SQL } from "drizzle-orm";
import { leads } from "./schema";

/** What the search box asked, read once (worker/staff/inbox-filter.ts). */
export interface LeadSearch {
  /** Lower-cased, trimmed. */
  text: string;
  /** The phone digits to look for, in the stored form; undefined when the text has too few digits to be a phone. */
  phoneDigits: string | undefined;
}

/** Fewer digits than this are not looked for in phone numbers (a house number would find half the inbox). */
const MIN_PHONE_DIGITS = 4;

/** A phone's digits as stored numbers are compared: "0032…" and "+32…" as "32…", a national "0…" as Belgian "32…". */
export function phoneDigitsOf(text: string): string {
  const digits = text.replace(/\D/g, "");
  if (digits.startsWith("00")) return digits.slice(2);
  if (digits.startsWith("0")) return `32${digits.slice(1)}`;
  return digits;
}

export function leadSearchOf(text: string): LeadSearch {
  const lowered = text.trim().toLowerCase();
  const digits = lowered.replace(/\D/g, "");
  const mostlyDigits = digits.length >= MIN_PHONE_DIGITS && /^[\d\s./()+-]+$/.test(lowered);
  return { text: lowered, phoneDigits: mostlyDigits ? phoneDigitsOf(lowered) : undefined };
}

/** `%text%` for LIKE with its own wildcards taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const storedDigits = sql`replace(replace(replace(replace(replace(replace(replace(coalesce(json_extract(${leads.person}, '$.phone'), ''), ' ', ''), '.', ''), '/', ''), '-', ''), '(', ''), ')', ''), '+', '')`;
const storedPhone = sql`(CASE WHEN ${storedDigits} LIKE '00%' THEN substr(${storedDigits}, 3) WHEN ${storedDigits} LIKE '0%' THEN '32' || substr(${storedDigits}, 2) ELSE ${storedDigits} END)`;

export function searchCondition(search: LeadSearch): SQL {
  const like = contains(search.text);
  const byText = sql`(lower(${leads.email}) LIKE ${like} ESCAPE '\\'
    OR lower(coalesce(json_extract(${leads.person}, '$.firstName'), '') || ' ' || coalesce(json_extract(${leads.person}, '$.lastName'), '')) LIKE ${like} ESCAPE '\\'
    OR lower(coalesce(json_extract(${leads.person}, '$.lastName'), '') || ' ' || coalesce(json_extract(${leads.person}, '$.firstName'), '')) LIKE ${like} ESCAPE '\\'
    OR lower(coalesce(json_extract(${leads.payload}, '$.about.reference'), '')) LIKE ${like} ESCAPE '\\')`;
  return search.phoneDigits ? sql`(${byText} OR ${storedPhone} LIKE ${contains(search.phoneDigits)} ESCAPE '\\')` : byText;
}
