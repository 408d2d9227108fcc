import { useT } from "../../../client/i18n/catalog";

/** A heart's outline (24 × 24), filled by the stylesheet when the listing is saved. */
export const HEART_PATH =
  "M12 21s-7.5-4.6-9.3-9.4C1.4 8.1 3.6 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3.6 0 5.8 3.6 4.5 7.1C19.5 16.4 12 21 12 21z";

/**
 * The heart that saves a listing in this browser (issue 41): a plain toggle button, the same markup
 * for every visitor (cards are memoized server markup), given its behaviour and its pressed state by
 * one delegated script (client/favourites.ts). Hidden until that script runs: without JavaScript it
 * could not work. Its name is in words, "Save to favourites" or "Saved" (the stylesheet shows one).
 * On a card the words are for screen readers only; on a detail page they are shown.
 */
export function FavouriteButton({ id, compact = false }: { id: number; compact?: boolean }) {
  const t = useT();
  return (
    <button type="button" className={compact ? "favourite-button favourite-button-compact" : "favourite-button"} data-fav={id} aria-pressed="false">
      <svg className="favourite-heart" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={HEART_PATH} />
      </svg>
      <span className={compact ? "favourite-off sr-only" : "favourite-off"}>{t("favourites.save")}</span>
      <span className={compact ? "favourite-on sr-only" : "favourite-on"}>{t("favourites.saved")}</span>
    </button>
  );
}
