import { useEffect, useState } from "react";
import { SCROLL_DEBOUNCE_MS } from "../domain/limits";

/** The page's vertical scroll, read at most once per pause of SCROLL_DEBOUNCE_MS (SPEC 9). */
export function useScrollY(): number {
  const [y, setY] = useState(0);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setY(window.scrollY), SCROLL_DEBOUNCE_MS);
    };
    setY(window.scrollY);
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener("scroll", onScroll);
    };
  }, []);
  return y;
}

export function prefersReducedMotion(): boolean {
  return typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;
}
