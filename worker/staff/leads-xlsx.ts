import writeXlsxFile, { type Cell } from "write-excel-file/universal";
import type { LeadsTable } from "./leads-csv";
import { showPhone } from "../leads/phones";
import { sheetTime } from "./format";

/**
 * Leads one workbook holds at most (newest first). The library builds the whole workbook in memory:
 * 10 000 leads took about 140-310 MB in a measurement, over a Worker's 128 MB; 2 000 stay well under.
 * The CSV, written as text, holds up to MAX_EXPORTED_LEADS.
 */
export const MAX_WORKBOOK_LEADS = 2_000;

/** The moment a spreadsheet shows: an .xlsx date has no time zone, so it carries the agency's wall clock. */
function wallClock(at: number): Date {
  const [day, time] = sheetTime(at).split(" ");
  return new Date(`${day}T${time}:00Z`);
}

/**
 * The inbox as an Excel workbook: every text is a text cell (never read as a formula, so no
 * apostrophe and "+49 170 …" stays as written), every moment a real date Excel sorts and filters,
 * the header bold and kept in view.
 */
export async function leadsXlsx(table: LeadsTable, sheet: string): Promise<ArrayBuffer> {
  const header: Cell[] = table.header.map((value) => ({ value, type: String, fontWeight: "bold" }));
  const rows: Cell[][] = table.rows.map((row) =>
    row.map((cell): Cell => {
      if (cell === null || cell === undefined || cell === "") return null;
      if (typeof cell === "object")
        return "at" in cell ? { value: wallClock(cell.at), type: Date, format: "yyyy-mm-dd hh:mm" } : { value: showPhone(cell.phone), type: String };
      return { value: cell, type: String, wrap: cell.includes("\n") };
    }),
  );
  const blob = await writeXlsxFile([header, ...rows], {
    sheet: sheet.slice(0, 31),
    stickyRowsCount: 1,
    columns: table.header.map((name) => ({ width: Math.min(40, Math.max(12, name.length + 2)) })),
  }).toBlob();
  return blob.arrayBuffer();
}
