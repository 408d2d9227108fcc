/**
 * The page's one script, kept tiny: the islands' code (React among it) is fetched only once the
 * first frame is painted, so on a slow connection it never shares the bandwidth the HTML, the
 * stylesheet and the first pictures need. A page in a background tab paints, and so hydrates,
 * when it is shown. Each step is a task of its own, so the browser can answer the visitor between them.
 */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

requestAnimationFrame(() => {
  nextTask()
    .then(() => import("./hydrate-islands"))
    .then(async ({ hydrateIslands }) => {
      await nextTask();
      hydrateIslands();
    })
    .catch((error: unknown) => console.error("island hydration failed", error));
});
