import { Icon } from "../components/icons";
import { prefersReducedMotion, useScrollY } from "../components/useScrollY";
import { BACK_TO_TOP_THRESHOLD_PX, SCROLL_TO_TOP_DURATION_MS } from "../domain/limits";
import { useT } from "../i18n/catalog";

/** Scrolls to the top over SCROLL_TO_TOP_DURATION_MS with an ease-in-out curve, or at once for reduced motion. */
function scrollToTop(): void {
  const start = window.scrollY;
  if (prefersReducedMotion() || start === 0) {
    window.scrollTo(0, 0);
    return;
  }
  const began = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - began) / SCROLL_TO_TOP_DURATION_MS);
    const eased = progress < 0.5 ? 2 * progress * progress : 1 - (-2 * progress + 2) ** 2 / 2;
    window.scrollTo(0, Math.round(start * (1 - eased)));
    if (progress < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

export default function BackToTop() {
  const t = useT();
  const visible = useScrollY() >= BACK_TO_TOP_THRESHOLD_PX;
  return (
    <button
      type="button"
      className={`back-to-top${visible ? " is-visible" : ""}`}
      hidden={!visible}
      onClick={() => {
        scrollToTop();
        document.getElementById("top")?.focus({ preventScroll: true });
      }}
    >
      <Icon name="up" />
      <span className="sr-only">{t("common.backToTop")}</span>
    </button>
  );
}
