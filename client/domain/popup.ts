/**
 * When the timed pop-up may open (SPEC 4, issue 18): after its delay, once the cookie question is
 * answered, with no other dialog open, never while the visitor is in a form field, and only after
 * the visitor has been idle for POPUP_IDLE_MS. Never on a page whose form the visitor has started or
 * is correcting: someone reaching the agency is not to be interrupted with marketing.
 */

/** How long the visitor must have pressed no key, typed nothing and moved no pointer before the pop-up may open. */
export const POPUP_IDLE_MS = 4000;

/**
 * sessionStorage key set as soon as the pop-up is shown (and when it is closed or followed), so it
 * opens at most once per visit. The name predates the rule that showing is enough; tests rely on it.
 */
export const POPUP_SEEN_KEY = "vitrine.popup.closed";

/** Input types that are buttons, not fields: focus on them is not typing. */
const BUTTON_INPUT_TYPES = new Set(["button", "submit", "reset", "image"]);

/** What the rule needs to know of the focused element (document.activeElement in the browser). */
export interface FocusedElement {
  tagName: string;
  isContentEditable?: boolean;
  type?: string;
}

/** True when focus is in something the visitor fills in: a text field, a select, a checkbox, an editable region. */
export function isFormField(element: FocusedElement | null | undefined): boolean {
  if (!element) return false;
  if (element.isContentEditable) return true;
  const tag = element.tagName.toUpperCase();
  if (tag === "TEXTAREA" || tag === "SELECT") return true;
  return tag === "INPUT" && !BUTTON_INPUT_TYPES.has((element.type ?? "text").toLowerCase());
}

/** The page at the moment the pop-up's delay is over (or an event that may unblock it fires). */
export interface PopupMoment {
  now: number;
  /** Time of the visitor's last key, input or pointer activity; null when there was none. */
  lastActivityAt: number | null;
  consentAnswered: boolean;
  otherDialogOpen: boolean;
  focusInFormField: boolean;
  /** A form of the page has something typed, ticked or chosen, or shows errors (a refused post, a check on submit). */
  formStarted: boolean;
}

/**
 * Whether the pop-up opens now. When it must wait, says for what: an event (the consent answer, the
 * other dialog closing, focus leaving the field), a time, the rest of the idle period, or the next
 * page (a started form stays started: the pop-up gives this page up).
 */
export type PopupVerdict =
  { open: true } | { open: false; waitFor: "consent" | "dialog" | "field" | "next page" } | { open: false; waitFor: "idle"; ms: number };

export function popupVerdict(moment: PopupMoment): PopupVerdict {
  if (moment.formStarted) return { open: false, waitFor: "next page" };
  if (!moment.consentAnswered) return { open: false, waitFor: "consent" };
  if (moment.otherDialogOpen) return { open: false, waitFor: "dialog" };
  if (moment.focusInFormField) return { open: false, waitFor: "field" };
  const idleFor = moment.lastActivityAt === null ? Infinity : moment.now - moment.lastActivityAt;
  if (idleFor < POPUP_IDLE_MS) return { open: false, waitFor: "idle", ms: POPUP_IDLE_MS - idleFor };
  return { open: true };
}
