import { createContext, useContext } from "react";
import type { PropertySummary } from "../../feed/model";
import type { ProjectCardItem } from "../projects/ProjectCard";
import type { PropertyListProps } from "./PropertyList";

/** The slides of a properties or projects home banner. */
export interface BannerListings {
  properties?: PropertySummary[] | undefined;
  projects?: ProjectCardItem[] | undefined;
}

/** Listing data a page's modules show, loaded by the route before rendering (React renders synchronously). */
export interface PageListings {
  /** For the "newest properties" module on home. */
  newest: PropertySummary[];
  /** For the list module of the for-sale and for-rent pages. */
  list?: PropertyListProps | undefined;
  /** For the project-list module of the new-builds page. */
  projects?: ProjectCardItem[] | undefined;
  /** For a home banner of type properties or projects. */
  banner?: BannerListings | undefined;
}

const PageListingsContext = createContext<PageListings>({ newest: [] });
export const PageListingsProvider = PageListingsContext.Provider;

export function usePageListings(): PageListings {
  return useContext(PageListingsContext);
}
