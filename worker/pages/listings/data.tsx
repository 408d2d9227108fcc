import { createContext, useContext } from "react";
import type { PropertySummary } from "../../feed/model";
import type { PropertyListProps } from "./PropertyList";

/** Listing data a page's modules show, loaded by the route before rendering (React renders synchronously). */
export interface PageListings {
  /** For the "newest properties" module on home. */
  newest: PropertySummary[];
  /** For the list module of the for-sale and for-rent pages. */
  list?: PropertyListProps | undefined;
}

const PageListingsContext = createContext<PageListings>({ newest: [] });
export const PageListingsProvider = PageListingsContext.Provider;

export function usePageListings(): PageListings {
  return useContext(PageListingsContext);
}
