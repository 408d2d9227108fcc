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
