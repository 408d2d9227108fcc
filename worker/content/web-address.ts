import * as v from "valibot";

/**
 * The addresses staff may type in the content (issue 37): a page's redirect, a link's address, an
 * image's or a video's, a testimonial's website. Each field names which kinds it takes; nothing else
 * is an address a visitor's browser should follow or load from the agency's own pages: `javascript:`
 * and `data:` would run or show what the page did not mean to, `//host` leaves the site while
 * looking like a path, and `http:` sends the visitor off unencrypted (refused with its own message,
 * WEB_ADDRESS_INSECURE, which tells staff to type https).
 */
export type AddressKind = "https" | "mailto" | "tel" | "path";

/**
 * Which kinds each use of an address takes; a refused address is an issue of type `{use}_address`,
 * which the editor says in words (worker/staff/content/messages.ts).
 */
export const ADDRESS_USES = {
  /** A page's redirect: anywhere a visitor may be sent, this site's pages included. */
  redirect: ["https", "mailto", "tel", "path"],
  /** A link block or menu link's own address (a page of the site is chosen by name instead). */
  link: ["https", "mailto", "tel"],
  /** An image or a video: this site's media or an https address. */
  media: ["path", "https"],
  /** Someone's website. */
  website: ["https"],
} as const satisfies Record<string, readonly AddressKind[]>;
export type AddressUse = keyof typeof ADDRESS_USES;

/** The issue type of an http address where https is wanted (said apart: the fix is one letter). */
export const WEB_ADDRESS_INSECURE = "insecure_address";
/** The issue type of an address that is not of its use's kinds. */
export const refusedAddress = (use: AddressUse) => `${use}_address` as const;

/** Spaces or control characters: never part of an address as typed, and what browsers strip to find a scheme anyway. */
const unprintable = (value: string): boolean => [...value].some((char) => /\s/.test(char) || char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
/** A telephone address: digits, an optional leading +, the separators people type (no spaces: see unprintable). */
const TEL = /^tel:\+?[0-9][0-9().-]{1,30}$/i;
/** A mail address after `mailto:`, with an optional query (subject=…). */
const MAILTO = /^mailto:[^@?\s]+@[^@?\s]+\.[^@?\s]+(\?.*)?$/i;
/** A path on this site: one slash, not two (`//host` is another site) nor a backslash (browsers read `/\host` as `//host`). */
const PATH = /^\/(?![/\\])/;

const isHttps = (value: string): boolean => {
  if (!/^https:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname !== "" && url.username === "" && url.password === "";
  } catch {
    return false;
  }
};

const ACCEPTS: Record<AddressKind, (value: string) => boolean> = {
  https: isHttps,
  mailto: (value) => MAILTO.test(value),
  tel: (value) => TEL.test(value),
  path: (value) => PATH.test(value),
};

/** Whether an address is one of the kinds given. */
export function isWebAddress(value: string, kinds: readonly AddressKind[]): boolean {
  return !unprintable(value) && kinds.some((kind) => ACCEPTS[kind](value));
}

type AddressAction = v.BaseValidation<string, string, v.BaseIssue<string>> & { requirement: (value: string) => boolean };

/** A valibot check whose issue type is `type` (so the editor can say why in words), not valibot's generic "check". */
function addressCheck(type: string, requirement: (value: string) => boolean, expects: string): AddressAction {
  return {
    kind: "validation",
    type,
    reference: addressCheck,
    async: false,
    expects,
    requirement,
    "~run"(dataset, config) {
      if (dataset.typed && !this.requirement(dataset.value)) v._addIssue(this, "address", dataset, config);
      return dataset;
    },
  };
}

/**
 * An address for a use, as one valibot schema for every staff-entered address: an `http:` address
 * is refused as insecure (where https is wanted), anything else not of the use's kinds as refused.
 */
export function webAddress(use: AddressUse) {
  const kinds: readonly AddressKind[] = ADDRESS_USES[use];
  const insecure = (value: string) => kinds.includes("https") && /^http:/i.test(value);
  return v.pipe(
    v.string(),
    addressCheck(WEB_ADDRESS_INSECURE, (value) => !insecure(value), "https"),
    addressCheck(refusedAddress(use), (value) => insecure(value) || isWebAddress(value, kinds), kinds.join(" | ")),
  );
}
