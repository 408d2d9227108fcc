/**
 * A provider's list, read page by page and validated item by item: shared by the Omnicasa and Whise
 * clients, so both end a list the same way (at its total, never short, never endless).
 */
import type * as v from "valibot";
import { FeedError } from "../source";
import { MAX_PAGES } from "./endpoints";
import { type ItemRejection, parseItems } from "./schemas/parse";

export interface ListResult<T> {
  items: T[];
  rejected: ItemRejection[];
  /** The provider's total (RowsCount, totalCount) of the (last) list asked. */
  rowsCount: number;
}

/** One page as the provider answered it: its raw rows, the list's total, and the call's name for messages. */
export interface Page {
  rows: readonly unknown[];
  total: number;
  where: string;
}

/**
 * Asks page after page (`ask` gets the 0-based offset of the page's first row) until as many rows as
 * the first page's total have come. A page without rows before that is a protocol error (a short list
 * would read as removals in a full run), and so is a list longer than MAX_PAGES pages.
 */
export async function collectPages<S extends v.GenericSchema>(
  schema: S,
  pageSize: number,
  ask: (offset: number) => Promise<Page>,
): Promise<ListResult<v.InferOutput<S>>> {
  const result: ListResult<v.InferOutput<S>> = { items: [], rejected: [], rowsCount: 0 };
  let fetched = 0;
  for (let page = 0, offset = 0; ; page++, offset += pageSize) {
    const { rows, total, where } = await ask(offset);
    if (page === 0) result.rowsCount = total;
    appendList(result, parseItems(schema, rows, offset));
    fetched += rows.length;
    if (fetched >= result.rowsCount) return result;
    if (rows.length === 0) throw new FeedError(`${where}: no rows, but the list counts ${result.rowsCount}`, "protocol");
    if (page + 1 >= MAX_PAGES) throw new FeedError(`${where}: more than ${MAX_PAGES} pages`, "protocol");
  }
}

/** Adds a part's items and rejections to `target` (a list asked in batches or per owner). */
export function appendList<T>(target: Pick<ListResult<T>, "items" | "rejected">, part: Pick<ListResult<T>, "items" | "rejected">): void {
  target.items.push(...part.items);
  target.rejected.push(...part.rejected);
}
