import { analyticsGranted } from "./domain/consent-cookie";
import { sourceOfReferrer } from "./domain/referrer-source";
import { VIEW_SOURCES, type ViewSource } from "./domain/source-hosts";

/**
 * The channel a visit came by (search, social, a portal, a mail...), for the leads it sends: the
 * agency's dashboard counts leads per source. Pages are cached at the edge, so the server cannot
 * write it into the form; this script remembers it for the tab's session and fills the form's hidden
 * `source` field on submit. Only with the visitor's analytics consent: without it nothing is kept,
 * nothing is sent, and the lead's source is "not known". No cookie: sessionStorage ends with the tab.
 */

/**
 * The forms' hidden field (FORM_CONTEXT.source in client/forms/guards.ts; a unit test holds the two
 * equal). Written out here: importing guards would make the bundler split it into a chunk of its own
 * that every page with a form then loads.
 */
export const SOURCE_FIELD = "source";

/** The sessionStorage key; its value is one of VIEW_SOURCES. */
export const VISIT_SOURCE_KEY = "vitrine_visit_source";

function consented(): boolean {
  return analyticsGranted(document.cookie);
}

function stored(): ViewSource | undefined {
  try {
    const value = sessionStorage.getItem(VISIT_SOURCE_KEY);
    return (VIEW_SOURCES as readonly (string | null)[]).includes(value) ? (value as ViewSource) : undefined;
  } catch {
    // Storage refused (a private mode, a policy): the source is not known.
    return undefined;
  }
}

/**
 * Remembers the session's channel once: by the referrer of a page reached from outside the site. A
 * page reached from the site itself says nothing (the visit began on a page seen before consent).
 */
function remember(): void {
  if (!consented() || stored()) return;
  const source = sourceOfReferrer(document.referrer, [location.hostname]);
  if (!source) return;
  try {
    sessionStorage.setItem(VISIT_SOURCE_KEY, source);
  } catch {
    // Not kept: the lead says "not known".
  }
}

/** Fills the hidden `source` field of a lead form being sent (every form the site renders with FormGuards has one). */
function fillSource(event: Event): void {
  const form = event.target;
  if (!(form instanceof HTMLFormElement)) return;
  const field = form.elements.namedItem(SOURCE_FIELD);
  if (!(field instanceof HTMLInputElement) || field.type !== "hidden") return;
  field.value = consented() ? (stored() ?? "") : "";
}

/** Started once per page by client/entry.tsx, when the visitor has granted analytics. */
export function trackVisitSource(): void {
  remember();
  // Capture: runs before the form's own handlers and the captcha widget, on every submit attempt.
  document.addEventListener("submit", fillSource, true);
}
