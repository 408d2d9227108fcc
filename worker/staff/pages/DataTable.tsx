import { useId, type ReactNode } from "react";
import { useT } from "../../../client/i18n/catalog";
import { ScrollRegion } from "../../pages/ScrollRegion";

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
  /** A table that may be wider than a phone: it scrolls sideways in its own box, named by its caption. */
  scroll?: boolean;
}

/** The staff area's list table: a caption, column heads, one row per item. */
export function DataTable<Item>({ caption, head, rows, row, empty, children, id, scroll = false }: DataTableProps<Item>) {
  const t = useT();
  const captionId = useId();
  const table = (
    <table id={id}>
      {caption !== undefined && <caption id={captionId}>{caption}</caption>}
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
  return scroll && caption !== undefined ? <ScrollRegion labelledBy={captionId}>{table}</ScrollRegion> : table;
}
