/**
 * The hearts of property cards and detail pages, and the favourites link (issue 41): one delegated
 * click listener for every `[data-fav]` button, the saved ids in localStorage (never a cookie, never
 * sent to the server), the hearts and the link shown once this runs. On the favourites page opened
 * without a list, the visitor is sent to the same page with their saved ids. Kept tiny: the home
 * page loads it, and its JavaScript budget is nearly spent.
 */
import { FAVOURITES_KEY, MAX_FAVOURITES } from "./domain/favourites-key";

function read(): number[] {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(FAVOURITES_KEY) ?? "[]");
    return Array.isArray(saved) ? saved.filter((id): id is number => Number.isSafeInteger(id) && id > 0) : [];
  } catch {
    return [];
  }
}

function paint(ids: number[]): void {
  for (const button of document.querySelectorAll<HTMLElement>("[data-fav]")) {
    button.hidden = false;
    button.setAttribute("aria-pressed", String(ids.includes(Number(button.dataset.fav))));
  }
  for (const link of document.querySelectorAll<HTMLAnchorElement>("[data-fav-link]")) {
    link.hidden = ids.length === 0;
    link.search = ids.length > 0 ? `?ids=${ids.join(",")}` : "";
    link.querySelector("[data-fav-count]")!.textContent = String(ids.length);
  }
}

export function favourites(): void {
  if (document.querySelector("[data-fav-page]") && !location.search && read().length > 0) {
    location.replace(`?ids=${read().join(",")}`);
    return;
  }
  paint(read());
  document.addEventListener("click", (event) => {
    const button = (event.target as Element).closest<HTMLElement>("[data-fav]");
    if (!button) return;
    const id = Number(button.dataset.fav);
    const ids = read().filter((saved) => saved !== id);
    if (button.getAttribute("aria-pressed") !== "true") ids.push(id);
    try {
      localStorage.setItem(FAVOURITES_KEY, JSON.stringify(ids.slice(-MAX_FAVOURITES)));
    } catch {
      // Storage full or refused (a private window): the heart still shows the visitor's choice on this page.
    }
    paint(ids.slice(-MAX_FAVOURITES));
  });
  // Another tab saved or removed one.
  addEventListener("storage", () => paint(read()));
}
