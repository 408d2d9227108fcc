import { useEffect, useState } from "react";
import { Icon } from "../components/icons";
import { useModalDialog } from "../components/useModalDialog";
import { parseConsent } from "../domain/consent";
import { MS_PER_SECOND } from "../domain/limits";
import { isFormField, POPUP_SEEN_KEY, popupVerdict } from "../domain/popup";
import { useT } from "../i18n/catalog";

export interface PopupProps {
  title: string;
  description: string;
  delaySeconds: number;
  link?: { href: string; label: string } | undefined;
  media?: { src: string; width: number; height: number } | undefined;
}

/** What counts as the visitor doing something: the pop-up waits until none of these has fired for POPUP_IDLE_MS. */
const ACTIVITY_EVENTS = ["keydown", "input", "pointerdown", "pointermove", "wheel"] as const;

/** Storage can be switched off; the pop-up then simply may show again on the next page. */
function seen(): boolean {
  try {
    return sessionStorage.getItem(POPUP_SEEN_KEY) !== null;
  } catch {
    return false;
  }
}

function rememberSeen(): void {
  try {
    sessionStorage.setItem(POPUP_SEEN_KEY, "1");
  } catch {
    // Nothing to remember it in: the visit goes on without the once-per-visit guarantee.
  }
}

/**
 * SPEC 4: a visitor on the pop-up's own destination (or a 'modal-clicked' address) is not asked again.
 * SPEC says "the first form's action": the pop-up's action is its link. The page's first form cannot
 * be meant: the header's search form and a list's filter form post to the list itself, so the pop-up
 * would never show on the pages visitors land on.
 */
function alreadyAnswered(link: PopupProps["link"]): boolean {
  if (seen()) return true;
  if (location.href.includes("modal-clicked")) return true;
  return !!link && location.pathname === new URL(link.href, location.href).pathname;
}

/** Input types whose value the visitor does not type or choose. */
const NOT_TYPED = new Set(["hidden", "submit", "button", "reset", "image"]);

function changed(element: Element): boolean {
  if (element instanceof HTMLTextAreaElement) return element.value !== element.defaultValue;
  if (element instanceof HTMLSelectElement) {
    if (element.multiple) return [...element.options].some((option) => option.selected !== option.defaultSelected);
    // A select with no option marked selected starts on its first one.
    return (
      element.selectedIndex !==
      Math.max(
        0,
        [...element.options].findIndex((option) => option.defaultSelected),
      )
    );
  }
  if (!(element instanceof HTMLInputElement) || NOT_TYPED.has(element.type)) return false;
  return element.type === "checkbox" || element.type === "radio" ? element.checked !== element.defaultChecked : element.value !== element.defaultValue;
}

/**
 * A form of the page the visitor has started (anything typed, ticked or chosen since the page came)
 * or is correcting (its errors shown). Read from the fields themselves, so what was typed before this
 * island hydrated counts too; forms in dialogs (the cookie choices) are not the visitor's message.
 */
function formStarted(): boolean {
  const forms = [...document.forms].filter((form) => !form.closest("dialog"));
  return forms.some((form) => form.querySelector(".error-summary, [aria-invalid='true']") !== null || [...form.elements].some(changed));
}

/**
 * Opens `open()` once the delay is over and popupVerdict allows it. It listens rather than polls:
 * a dialog closing (the cookie answer among them) and focus leaving a field ask again; only the
 * rest of an idle period is waited out with a timer. Returns the cleanup.
 */
function whenWelcome(delayMs: number, open: () => void): () => void {
  let lastActivityAt: number | null = null;
  let delayOver = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const onActivity = () => void (lastActivityAt = Date.now());

  const attempt = () => {
    clearTimeout(retry);
    if (!delayOver) return;
    const verdict = popupVerdict({
      now: Date.now(),
      lastActivityAt,
      consentAnswered: parseConsent(document.cookie) !== undefined,
      otherDialogOpen: document.querySelector("dialog[open]") !== null,
      focusInFormField: isFormField(document.activeElement as HTMLElement | null),
      formStarted: formStarted(),
    });
    if (verdict.open) {
      stop();
      open();
    } else if (verdict.waitFor === "next page") stop();
    else if (verdict.waitFor === "idle") retry = setTimeout(attempt, verdict.ms);
  };
  // "close" does not bubble: listening in the capture phase hears every dialog of the page close.
  // Focus has moved on only after focusout, so the check runs a task later.
  const askAgain = () => {
    clearTimeout(retry);
    retry = setTimeout(attempt, 0);
  };

  const delay = setTimeout(() => {
    delayOver = true;
    attempt();
  }, delayMs);
  for (const type of ACTIVITY_EVENTS) document.addEventListener(type, onActivity, { capture: true, passive: true });
  document.addEventListener("close", askAgain, true);
  document.addEventListener("focusout", askAgain, true);

  function stop() {
    clearTimeout(delay);
    clearTimeout(retry);
    for (const type of ACTIVITY_EVENTS) document.removeEventListener(type, onActivity, { capture: true });
    document.removeEventListener("close", askAgain, true);
    document.removeEventListener("focusout", askAgain, true);
  }
  return stop;
}

/**
 * The timed pop-up: after `delaySeconds`, once the cookie question is answered and the visitor is
 * idle and not in a form field, never over a form they started, at most once per visit (remembered
 * as soon as it shows). Form and thank-you pages do not carry it at all (worker/pages/frame/Frame.tsx).
 */
export default function Popup(props: PopupProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const close = () => {
    rememberSeen();
    setOpen(false);
  };
  const dialog = useModalDialog(open, close);

  useEffect(() => {
    if (alreadyAnswered(props.link)) {
      rememberSeen();
      return;
    }
    return whenWelcome(props.delaySeconds * MS_PER_SECOND, () => {
      rememberSeen();
      setOpen(true);
    });
  }, [props.delaySeconds, props.link]);

  return (
    <dialog ref={dialog} className="popup" aria-labelledby="popup-title">
      <button type="button" className="icon-button dialog-close" onClick={close}>
        <Icon name="close" size={24} />
        <span className="sr-only">{t("common.close")}</span>
      </button>
      {props.media && <img src={props.media.src} width={props.media.width} height={props.media.height} alt="" loading="lazy" />}
      <h2 id="popup-title">{props.title}</h2>
      <p>{props.description}</p>
      {props.link && (
        <a className="button button-primary" href={props.link.href}>
          {props.link.label}
        </a>
      )}
    </dialog>
  );
}
