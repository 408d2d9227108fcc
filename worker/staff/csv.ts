/**
 * The separator: Excel in the agency's locales (nl-BE, fr-BE) splits a CSV on the list separator of
 * the system, ";", and would show a comma-separated file as one column. (No "sep=" line: with it,
 * Excel ignores the byte-order mark and misreads accents.)
 */
export const CSV_SEPARATOR = ";";

/** A byte-order mark: Excel reads a CSV as UTF-8 only when it starts with one. */
export const UTF8_BOM = "\uFEFF";

/**
 * Characters that make a spreadsheet read a cell as a formula (CSV injection, OWASP): = + - @, and
 * tab and carriage return, which some spreadsheets strip before looking.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell: a value a visitor typed that a spreadsheet would run as a formula gets a leading
 * apostrophe (shown as text, never evaluated); then RFC 4180 quoting when it holds a quote, the
 * separator, a comma (for a reader set to commas) or a line break.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  const text = typeof value === "number" ? String(value) : FORMULA_START.test(value) ? `'${value}` : value;
  return /[",;\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole CSV file: BOM, a header row, one row per record, cells split by CSV_SEPARATOR, CRLF after every row (RFC 4180). */
export function csvDocument(header: readonly string[], rows: Iterable<readonly (string | number | null | undefined)[]>): string {
  const lines = [header.map(csvCell).join(CSV_SEPARATOR)];
  for (const row of rows) lines.push(row.map(csvCell).join(CSV_SEPARATOR));
  return `${UTF8_BOM}${lines.join("\r\n")}\r\n`;
}
