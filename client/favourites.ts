/**
 * The hearts of property cards and detail pages, and the links to the favourites list (issue 41):
 * one delegated click listener for every `[data-fav]` button, the saved ids in localStorage (never a
 * cookie, never sent to the server but as the `?ids=` of the list the visitor opens). Part of the
 * page's one script (client/entry.tsx) and written for size: the home page's JavaScript budget is
 * nearly spent (tests/e2e/budget-measure.ts).
 */
import { FAVOURITES_KEY, MAX_FAVOURITES } from "./domain/favourites-key";

const HEART = "[data-fav]";

/** The saved ids; none when nothing (or something else than a list) is stored. */
function read(): number[] {
  try {
    return (JSON.parse(localStorage[FAVOURITES_KEY] as string) as number[]).filter(Number.isSafeInteger);
  } catch {
    return [];
  }
}

/**
 * Each heart pressed or not (the stylesheet shows them once the page has script: `.no-js` hides
 * them); each `[data-fav-link]` (the floating link, the favourites page's "my list") shown while
 * something is saved, leading to the list of the saved ids, with their count (its last child).
 */
function paint(ids: number[]): void {
  for (const button of document.querySelectorAll<HTMLElement>(HEART)) button.ariaPressed = `${ids.includes(+button.dataset.fav!)}`;
  for (const link of document.querySelectorAll<HTMLAnchorElement>("[data-fav-link]")) {
    link.hidden = !ids[0];
    link.search = `ids=${ids}`;
    link.lastChild!.textContent = `${ids.length}`;
  }
}

export function favourites(): void {
  paint(read());
  document.addEventListener("click", (event) => {
    const button = (event.target as Element).closest<HTMLElement>(HEART);
    if (!button) return;
    const id = +button.dataset.fav!;
    let ids = read().filter((saved) => saved !== id);
    if (button.ariaPressed !== "true") ids.push(id);
    // The newest MAX_FAVOURITES: a longer list would make an address the favourites page refuses.
    localStorage[FAVOURITES_KEY] = JSON.stringify((ids = ids.slice(-MAX_FAVOURITES)));
    paint(ids);
  });
}
