/** Without requestIdleCallback (Safari before 18), "idle" waits this long after the load event instead. */
const IDLE_FALLBACK_MS = 200;
/** On a page that never goes idle, an idle callback still runs this long after the load event. */
const IDLE_TIMEOUT_MS = 2_000;

/** Calls `then` once the page has loaded and the main thread is free. */
export function whenIdle(then: () => void): void {
  const schedule = () =>
    typeof requestIdleCallback === "function" ? requestIdleCallback(then, { timeout: IDLE_TIMEOUT_MS }) : setTimeout(then, IDLE_FALLBACK_MS);
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
}
