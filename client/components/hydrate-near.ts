/** How far outside the viewport an island starts hydrating, so it is ready by the time it shows. */
export const HYDRATION_MARGIN = "200px";
/** The visitor reaching for an island before it came near: hydrate it now. */
const REACH_EVENTS = ["pointerdown", "focusin", "keydown"] as const;
/**
 * How long a held click waits for its island at most: an island that never hydrates (its code
 * failed to run) gets its clicks back for the browser, and its links work as without JavaScript.
 */
const HOLD_LIMIT_MS = 10_000;

interface Pending {
  start: () => void;
  /** Clicks that arrived before the island listened, to give again once it does. */
  held: { target: EventTarget; init: MouseEvent }[];
  /** Stops holding the island's clicks and gives the held ones again (once). */
  release: () => void;
}

/** Islands not hydrated yet, by marker: hydration may have started, but React does not listen yet. */
const pending = new Map<Element, Pending>();

/**
 * Hydrates `marker`'s island when it comes within HYDRATION_MARGIN of the viewport or the visitor
 * reaches for it, whichever is first; `hydrate` resolves once React has hydrated it. A click inside
 * the island before then is held and given again afterwards, so a first tap on a gallery's button
 * or a form's choice is not lost; should hydration fail, the click still goes to the browser, whose
 * default (following a link, ticking a box) works without the island.
 */
export function hydrateNear(marker: HTMLElement, hydrate: () => Promise<void>): void {
  let started = false;
  let released = false;
  const island: Pending = {
    start: () => start(),
    held: [],
    release: () => {
      if (released) return;
      released = true;
      pending.delete(marker);
      const clicks = island.held.splice(0);
      // A frame and a task later, so what the island's first effects set in motion (a gallery's
      // swiper starts in the render after hydration) is in place before its first click arrives.
      requestAnimationFrame(() =>
        setTimeout(() => {
          for (const { target, init } of clicks) target.dispatchEvent(new MouseEvent("click", init));
        }),
      );
    },
  };
  const wait: Wait = { targets: [], boxless: new Set(), then: island.start };
  const start = () => {
    if (started) return;
    started = true;
    unwatch(wait);
    hydrate()
      .catch((error: unknown) => console.error("island hydration failed", error))
      .finally(island.release);
  };
  listenOnce();
  pending.set(marker, island);
  // The marker itself has no box (`.island` is display: contents): what it holds is watched.
  watch(wait, [...marker.children]);
  if (wait.targets.length === 0) watch(wait, [around(marker)]);
}

let listening = false;

/** One listener per event on the document for every island, rather than a set on each. */
function listenOnce(): void {
  if (listening) return;
  listening = true;
  for (const type of REACH_EVENTS) document.addEventListener(type, (event) => pendingOf(event.target)?.start(), { capture: true, passive: true });
  document.addEventListener("click", hold, true);
}

function hold(event: MouseEvent): void {
  const island = pendingOf(event.target);
  // A click with a modifier opens a link elsewhere: the browser does that better than a replay could.
  if (!island || !event.target || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  island.held.push({ target: event.target, init: event });
  if (island.held.length === 1) setTimeout(island.release, HOLD_LIMIT_MS);
  island.start();
}

/** The island not hydrated yet that `target` is part of (an island inside another is the outer one's). */
function pendingOf(target: EventTarget | null): Pending | undefined {
  let marker = target instanceof Element ? target.closest("[data-island]") : null;
  while (marker && !pending.has(marker)) marker = marker.parentElement?.closest("[data-island]") ?? null;
  return marker ? pending.get(marker) : undefined;
}

let observer: IntersectionObserver | undefined;
/** Which island's wait each observed element belongs to. */
const waits = new Map<Element, Wait>();

interface Wait {
  targets: Element[];
  /** Targets the observer reported without a box (display: none, like a button shown only once hydrated). */
  boxless: Set<Element>;
  then: () => void;
}

function watch(wait: Wait, targets: Element[]): void {
  observer ??= new IntersectionObserver(onIntersection, { rootMargin: HYDRATION_MARGIN });
  for (const target of targets) {
    wait.targets.push(target);
    waits.set(target, wait);
    observer.observe(target);
  }
}

function unwatch(wait: Wait): void {
  for (const target of wait.targets.splice(0)) {
    waits.delete(target);
    observer?.unobserve(target);
  }
  wait.boxless.clear();
}

function onIntersection(entries: IntersectionObserverEntry[]): void {
  for (const entry of entries) {
    const wait = waits.get(entry.target);
    if (!wait) continue;
    if (entry.isIntersecting) {
      wait.then();
      continue;
    }
    const { x, y, width, height } = entry.boundingClientRect;
    if (x === 0 && y === 0 && width === 0 && height === 0) wait.boxless.add(entry.target);
    // Nothing the island shows has a box: its place on the page is that of what is around it.
    const first = wait.targets[0];
    if (!first || wait.boxless.size < wait.targets.length || first === document.body) continue;
    unwatch(wait);
    watch(wait, [around(first)]);
  }
}

/** The closest element around `element` that can have a box (island markers are display: contents). */
function around(element: Element): Element {
  let parent = element.parentElement;
  while (parent?.classList.contains("island")) parent = parent.parentElement;
  return parent ?? document.body;
}
