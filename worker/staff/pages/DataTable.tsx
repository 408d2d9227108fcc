import type { ReactNode } from "react";
import { useT } from "../../../client/i18n/catalog";

export interface DataTableProps<Item> {
  /** Left out where a heading right above the table already names it. */
  caption?: string;
  /** The message ids of the column heads: each is a `<th scope="col">`. */
  head: readonly string[];
  rows: readonly Item[];
  /** One item's `<tr>` (with its key); its first cell is usually the row's `<th scope="row">`. */
  row: (item: Item) => ReactNode;
  /** Said in one cell across every column when there are no rows; without it an empty table shows only its heads. */
  empty?: string;
  /** Rows after the items (a total, a fixed line). */
  children?: ReactNode;
  id?: string;
}

/** The staff area's list table: a caption, column heads, one row per item. */
export function DataTable<Item>({ caption, head, rows, row, empty, children, id }: DataTableProps<Item>) {
  const t = useT();
  return (
    <table id={id}>
      {caption !== undefined && <caption>{caption}</caption>}
      <thead>
        <tr>
          {head.map((label) => (
            <th key={label} scope="col">
              {t(label)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 && empty !== undefined && (
          <tr>
            <td colSpan={head.length}>{empty}</td>
          </tr>
        )}
        {rows.map(row)}
        {children}
      </tbody>
    </table>
  );
}
