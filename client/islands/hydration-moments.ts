import type { IslandName } from "./names";

/**
 * When the browser hydrates an island (client/entry.tsx):
 * - "load": at once, because it may be the first thing the visitor uses: the header's menu, the
 *   cookie question, the home page's search box;
 * - "idle": once the page has loaded and the main thread is free: it acts on its own soon after
 *   (the pop-up's timer, the back-to-top button that appears on scrolling), never before the first paint;
 * - "near" (every other island): when it comes close to the viewport, or earlier when the visitor
 *   points at, focuses or types in it (client/components/hydrate-near.ts). Until then its server
 *   HTML stands: links and forms work as they do without JavaScript.
 * Hydrating every island at load kept a phone's main thread busy exactly while it painted the page.
 */
export type HydrationMoment = "load" | "idle" | "near";

const AT_LOAD: ReadonlySet<string> = new Set<IslandName>(["SiteHeader", "ConsentDialog", "SearchBox"]);
const WHEN_IDLE: ReadonlySet<string> = new Set<IslandName>(["Popup", "BackToTop"]);

/** The moment of an island named in the page's HTML. */
export function hydrationMoment(name: string): HydrationMoment {
  return AT_LOAD.has(name) ? "load" : WHEN_IDLE.has(name) ? "idle" : "near";
}
