import type { PriceUnit, PropertyDetail, PropertyStatus, PropertySummary } from "../../feed/model";

/** A listing of a favourites list: in the snapshot (on offer, sold or let), or gone from it with its last recorded state. */
export type FavouriteEntry =
  | { kind: "listed"; item: PropertySummary }
  | { kind: "gone"; id: number; last: { status: PropertyStatus; price: number | null; priceUnit: PriceUnit | null; changedAt: number } | null };

/** A compared listing: its detail (groups, EPC) and its number on the small map. */
export interface ComparedListing {
  number: number;
  item: PropertyDetail;
}

/** What the favourites page shows; `ids` undefined is the page opened without a list. */
export interface FavouritesView {
  ids: number[] | undefined;
  /** The `?ids=` value could not be read (not ids, or too many). */
  invalid: boolean;
  entries: FavouriteEntry[];
  compared: ComparedListing[];
  /** The list's own address (absolute), to share. */
  shareUrl: string | null;
  path: string;
}
