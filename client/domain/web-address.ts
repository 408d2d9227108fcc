/** Hosts on which plain http is accepted: a tile server or fake provider on this machine. */
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** The URL of `text`, or undefined when it is not an absolute address (valibot runs every check of a pipe, so checks parse defensively). */
export function urlOf(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

/** True for https, or plain http on this machine only (configuration addresses: provider, map style, site origin). */
export function isSecureOrLocal(url: URL): boolean {
  return url.protocol === "https:" || (url.protocol === "http:" && LOCAL_HOSTS.has(url.hostname));
}

/**
 * The addresses people type in the content (issue 37): a page's redirect, a link's address, an image's
 * or a video's, a website. One rule for the staff editor (client/staff), the content's schema
 * (worker/content/web-address.ts) and the feed (worker/feed/provider/schemas/primitives.ts). Nothing
 * else is an address a visitor's browser should follow or load from the agency's own pages:
 * `javascript:` and `data:` would run or show what the page did not mean to, `//host` and `/\host` leave
 * the site while looking like a path, and `http:` sends the visitor off unencrypted where https is wanted.
 */
export type AddressKind = "https" | "http" | "mailto" | "tel" | "path";

/** Which kinds each use of an address takes. */
export const ADDRESS_USES = {
  /** A page's redirect: anywhere a visitor may be sent, this site's pages included. */
  redirect: ["https", "mailto", "tel", "path"],
  /** A link block or menu link's own address (a page of the site is chosen by name instead). */
  link: ["https", "mailto", "tel"],
  /** An image or a video: this site's media or an https address. */
  media: ["path", "https"],
  /** Someone's website, as staff type it. */
  website: ["https"],
  /** The website a visitor gave with a testimonial (the testimonial form takes http too). */
  visitorWebsite: ["https", "http"],
} as const satisfies Record<string, readonly AddressKind[]>;
export type AddressUse = keyof typeof ADDRESS_USES;

/** Spaces or control characters: never part of a (normalised) address, and what browsers strip to find a scheme anyway. */
const unprintable = (value: string): boolean => [...value].some((char) => /\s/.test(char) || char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
/** A telephone address: digits, an optional leading +, the separators people type (spaces are taken out first: normalAddress). */
const TEL = /^tel:\+?[0-9][0-9().-]{1,30}$/i;
/** A mail address after `mailto:`, with an optional query (subject=…, its spaces encoded: normalAddress). */
const MAILTO = /^mailto:[^@?\s]+@[^@?\s]+\.[^@?\s]+(\?.*)?$/i;
/** A path on this site: one slash, not two (`//host` is another site) nor a backslash (browsers read `/\host` as `//host`). */
const PATH = /^\/(?![/\\])/;

/** Whether `value` is a path on this site (not `//host` nor `/\host`, which browsers send to another site). */
export const isSitePath = (value: string): boolean => PATH.test(value);

const isWeb = (value: string, scheme: "https" | "http"): boolean => {
  if (!new RegExp(`^${scheme}://`, "i").test(value)) return false;
  const url = urlOf(value);
  return url !== undefined && url.protocol === `${scheme}:` && url.hostname !== "" && url.username === "" && url.password === "";
};

const ACCEPTS: Record<AddressKind, (value: string) => boolean> = {
  https: (value) => isWeb(value, "https"),
  http: (value) => isWeb(value, "http"),
  mailto: (value) => MAILTO.test(value),
  tel: (value) => TEL.test(value),
  path: isSitePath,
};

/**
 * An address as it is kept: without the spaces around it, a telephone number without the spaces
 * people group its digits with ("tel:+32 9 123 45 67"), a mail's subject with its spaces encoded
 * ("mailto:a@b.be?subject=Bezoek%20pand"). Anything else is left as typed, for the rule to judge.
 */
export function normalAddress(value: string): string {
  const trimmed = value.trim();
  if (/^tel:/i.test(trimmed)) return trimmed.replace(/[ \u00a0]+/g, "");
  const query = trimmed.indexOf("?");
  if (/^mailto:/i.test(trimmed) && query > 0) return trimmed.slice(0, query) + trimmed.slice(query).replace(/[ \u00a0]/g, "%20");
  return trimmed;
}

/** Whether an address (normalised: normalAddress) is one of the kinds given. */
export function isWebAddress(value: string, kinds: readonly AddressKind[]): boolean {
  return !unprintable(value) && kinds.some((kind) => ACCEPTS[kind](value));
}

/** The address as kept when, once normalised, it is one of `use`'s kinds; otherwise null. */
export function addressFor(use: AddressUse, typed: string): string | null {
  const address = normalAddress(typed);
  return isWebAddress(address, ADDRESS_USES[use]) ? address : null;
}

/**
 * Whether an address would run or show something when followed (`javascript:`, `data:`, `vbscript:`),
 * read as browsers do: without the spaces and control characters they strip, in any case.
 */
export function isScriptAddress(value: string): boolean {
  const stripped = [...value].filter((char) => !(/\s/.test(char) || char.charCodeAt(0) <= 0x20 || char.charCodeAt(0) === 0x7f)).join("");
  return /^(javascript|data|vbscript):/i.test(stripped);
}
