import { createContext, useContext } from "react";

export interface ListingImagesValue {
  /** Rewrites a provider storage address to the CDN at a width; null for other addresses. */
  rewrite?: ((url: string, width: number) => string | null) | undefined;
}

const ListingImagesContext = createContext<ListingImagesValue>({});
export const ListingImagesProvider = ListingImagesContext.Provider;

export function useListingImages(): ListingImagesValue {
  return useContext(ListingImagesContext);
}
