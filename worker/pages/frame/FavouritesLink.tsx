import { useT } from "../../../client/i18n/catalog";
import { fixedPath } from "../../../client/i18n/routes";
import { usePage } from "../context";
import { HEART_PATH } from "../listings/FavouriteButton";

/**
 * The way to the favourites page with the count of saved listings (issue 41): the same markup for
 * every visitor, hidden until the favourites script (client/favourites.ts) finds saved ones in this
 * browser; it then shows the count and links to the list with their ids. It sits in the top bar, first
 * of its right-hand links (TopBar.tsx), no taller than they are and its room kept while it is hidden,
 * so showing it moves nothing and covers nothing; below 1024 px it is the heart and the count, its
 * word kept as its accessible name. A site
 * without a top bar has it fixed at the side of the window instead (Frame.tsx).
 */
export function FavouritesLink() {
  const t = useT();
  const { lang } = usePage();
  return (
    <a className="favourites-link" href={fixedPath("favourites", lang)} data-fav-link="" hidden>
      <svg className="favourite-heart" width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={HEART_PATH} />
      </svg>
      <span className="favourites-link-label">{t("favourites.link")}</span> <span className="favourites-count" data-fav-count="" />
    </a>
  );
}
