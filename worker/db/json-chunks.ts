/*
 * One JSON parameter per statement (json_each): how many rows go into D1 at once, under its limits.
 */

/** The JSON text of one statement's rows stays under this (D1 refuses a statement over 100 KB). */
export const ROWS_JSON_MAX_CHARS = 90_000;
/**
 * Rows as JSON arrays, each array's text at most ROWS_JSON_MAX_CHARS long (a row longer than that
 * alone is still one array: D1 then refuses it, which the caller logs).
 */
export function jsonChunks(rows: readonly unknown[], maxChars: number = ROWS_JSON_MAX_CHARS): string[] {
  const out: string[] = [];
  let parts: string[] = [];
  let length = 2;
  for (const row of rows) {
    const text = JSON.stringify(row);
    if (parts.length > 0 && length + text.length + 1 > maxChars) {
      out.push(`[${parts.join(",")}]`);
      parts = [];
      length = 2;
    }
    parts.push(text);
    length += text.length + 1;
  }
  if (parts.length > 0) out.push(`[${parts.join(",")}]`);
  return out;
}
