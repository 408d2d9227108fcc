/**
 * The hidden parts of every lead form, shared by the form renderer and the route that reads the post.
 * None of them is per visitor in the page's HTML (pages with forms stay cacheable): the start time is
 * the render's, the island adds its own nonce and the captcha solution.
 */

/** A text field hidden from people (and assistive technology): a robot fills it in, a person never does. */
export const HONEYPOT_FIELD = "website_url";

/** The query parameter a thank-you address carries the listing's id in, so the page can link back to it. */
export const ABOUT_PARAM = "about";

/** The hidden fields a form posts besides its own. */
export const FORM_CONTEXT = {
  /** The page the form sat on (a site path). */
  page: "page",
  /** The property or project the form is about. */
  property: "property",
  project: "project",
  /** When the form was rendered, signed: a post much faster than a person types is a robot's. */
  stamp: "stamp",
  /** Set by the island once per page view: the same submission sent twice stays one lead. */
  nonce: "nonce",
  /** The ALTCHA widget's solution. */
  captcha: "altcha",
  /** The channel the visit came by, filled in on submit with the visitor's analytics consent (client/visit-source.ts); empty: not known. */
  source: "source",
} as const;

/** A post faster than this after the form was rendered is not a person's. */
export const MIN_FILL_MS = 3_000;
