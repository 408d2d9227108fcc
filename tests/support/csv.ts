/**
 * Reads a CSV as Excel in nl-BE and fr-BE reads the agency's: ";" between cells, RFC 4180 quoting
 * (quoted cells may hold ";", quotes and line breaks), CRLF between rows, a byte-order mark first.
 * Returns each row as header → cell.
 */
export function readCsv(text: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  const body = text.replace(/^\uFEFF/, "");
  for (let index = 0; index < body.length; index += 1) {
    const char = body[index]!;
    if (quoted && char === '"' && body[index + 1] === '"') {
      cell += '"';
      index += 1;
    } else if (quoted && char === '"') quoted = false;
    else if (quoted) cell += char;
    else if (char === '"') quoted = true;
    else if (char === ";") {
      row.push(cell);
      cell = "";
    } else if (char === "\r" && body[index + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      index += 1;
    } else cell += char;
  }
  const [header = [], ...records] = rows;
  return records.map((record) => {
    if (record.length !== header.length) throw new Error(`a row of ${record.length} cells under a header of ${header.length}`);
    return Object.fromEntries(header.map((name, index) => [name, record[index]!]));
  });
}
