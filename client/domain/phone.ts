/**
 * Belgian phone display (SPEC 5): 10 digits are grouped 4-2-2-2 (mobile, "0475 12 34 56"),
 * 9 digits 3-2-2-2 (land line, "023 45 67 89"); anything else is shown as given, trimmed.
 */

/** Characters people type between digits; any other character (letters, "+") keeps the input as is. */
const SEPARATORS = /^[\d\s./\-()]+$/;

const GROUPS_BY_LENGTH: Readonly<Record<number, readonly number[]>> = {
  10: [4, 2, 2, 2],
  9: [3, 2, 2, 2],
};

export function formatPhone(raw: string | null | undefined): string {
  if (typeof raw !== "string") return "";
  const trimmed = raw.trim();
  if (!SEPARATORS.test(trimmed)) return trimmed;
  const digits = trimmed.replace(/\D/g, "");
  const groups = GROUPS_BY_LENGTH[digits.length];
  if (groups === undefined) return trimmed;
  const parts: string[] = [];
  let start = 0;
  for (const size of groups) {
    parts.push(digits.slice(start, start + size));
    start += size;
  }
  return parts.join(" ");
}

const BELGIUM = /^(?:\+|00)32(\d{8,9})$/;
const LUXEMBOURG = /^(?:\+|00)352(\d{6,11})$/;
const BELGIAN_NATIONAL = /^0\d{8,9}$/;

/**
 * A number a visitor typed, as the agency wants to read it: Belgian numbers (national, +32 or 0032)
 * grouped as SPEC 5 shows them ("0475 12 34 56"), Luxembourg numbers (+352, 00352) kept international
 * in groups of three ("+352 621 123 456"); null for anything else.
 */
export function normalisePhone(raw: string): string | null {
  const compact = raw.trim().replace(/[\s./\-()]/g, "");
  const belgian = BELGIUM.exec(compact);
  if (belgian) return formatPhone(`0${belgian[1]}`);
  const luxembourg = LUXEMBOURG.exec(compact);
  if (luxembourg) return `+352 ${luxembourg[1]!.match(/\d{1,3}/g)!.join(" ")}`;
  return BELGIAN_NATIONAL.test(compact) ? formatPhone(compact) : null;
}
