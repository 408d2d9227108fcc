/** The localStorage key of the saved favourites (a JSON array of property ids, newest last): apart, so the page script imports nothing else. */
export const FAVOURITES_KEY = "vitrine-favourites";
/** Listings one favourites list (and one watch) holds, at most: a shortlist, and an address short enough to share. */
export const MAX_FAVOURITES = 24;
