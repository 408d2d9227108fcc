/**
 * The page's one script, kept tiny: the islands' code (React among it) is fetched only once the
 * page's main pictures have arrived and the next frame is painted, so on a slow connection it never
 * shares the bandwidth the HTML, the stylesheet and those pictures need, and the largest paint is
 * never held up by it. A page in a background tab paints, and so hydrates, when it is shown. Each
 * step is a task of its own, so the browser can answer the visitor between them.
 */
import { analyticsGranted } from "./domain/consent-cookie";
import { favourites } from "./favourites";

const nextTask = () => new Promise((resolve) => setTimeout(resolve));
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** How long the islands wait for the main pictures at most: a picture that is slow to come must not keep the page inert. */
const PICTURES_WAIT_MS = 2_500;

/**
 * The pictures the server marked as the page's first view (fetchpriority="high": the home banner,
 * the first property cards, a gallery's first slide) have loaded or failed.
 */
function mainPictures(): Promise<unknown> {
  const pending = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].filter((picture) => !picture.complete);
  if (pending.length === 0) return Promise.resolve();
  const settled = pending.map(
    (picture) =>
      new Promise((resolve) => {
        picture.addEventListener("load", resolve, { once: true });
        picture.addEventListener("error", resolve, { once: true });
      }),
  );
  return Promise.race([Promise.all(settled), new Promise((resolve) => setTimeout(resolve, PICTURES_WAIT_MS))]);
}

mainPictures()
  .then(nextFrame)
  .then(nextTask)
  .then(() => import("./hydrate-islands"))
  .then(async ({ hydrateIslands }) => {
    await nextTask();
    hydrateIslands();
  })
  .catch((error: unknown) => console.error("island hydration failed", error));

// A print view's "Print" button (the owner portal's): shown, and printing, once a script runs. Not an
// island: an island of its own made the bundler split React into a chunk every page then loads.
for (const button of document.querySelectorAll<HTMLButtonElement>("button[data-print]")) {
  button.hidden = false;
  button.addEventListener("click", () => window.print());
}

// The hearts of cards and detail pages and the links to the saved list (issue 41): a few hundred bytes,
// bundled here rather than fetched (a chunk of its own costs more than its code), run after the pictures.
void mainPictures().then(favourites);

// The visit's channel for the leads it sends: only with analytics consent, so only then is its chunk fetched (after the pictures too).
if (analyticsGranted(document.cookie))
  mainPictures()
    .then(() => import("./visit-source"))
    .then(({ trackVisitSource }) => trackVisitSource())
    .catch((error: unknown) => console.error("visit source failed", error));
