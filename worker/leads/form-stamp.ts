/**
 * The signed render time a form carries (`stamp`): "{ms}.{hmac}". It tells how long a visitor took to
 * fill the form in, and cannot be forged to look older without FORM_SECRET.
 */
import { hex } from "../../client/domain/digest";

const encoder = new TextEncoder();

/**
 * Signs form timestamps and captcha challenges on a developer's machine only (a deployed site must
 * set FORM_SECRET; worker/services/config.ts). The browser tests sign a person's stamp with it.
 */
export const LOCAL_FORM_SECRET = "vitrine-local-development-only-form-secret";

/**
 * A stamp as it appears in a page. It changes with every render while the page does not, so the
 * edge cache leaves it out of the page's ETag (like the CSP nonce): a revalidation still gets a 304.
 */
export const STAMP_IN_PAGE = /\b\d{13}\.[0-9a-f]{64}\b/g;

// Isolate-lifetime: one imported key per secret (FORM_SECRET changes only with a new deployment,
// which starts new isolates).
const keys = new Map<string, Promise<CryptoKey>>();

function keyOf(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"])));
  return key;
}

async function sign(secret: string, text: string): Promise<string> {
  const mac = await crypto.subtle.sign("HMAC", await keyOf(secret), encoder.encode(`form-stamp:${text}`));
  return hex(mac);
}

export async function formStamp(secret: string, at: number): Promise<string> {
  return `${at}.${await sign(secret, String(at))}`;
}

/**
 * How long a form may stay open before it is sent. A person fills a form in minutes, or leaves the
 * tab open overnight and sends it the next morning; a day covers both. Past it, the stamp is no
 * longer taken as proof of a person (a robot would otherwise fetch one genuine stamp and reuse it
 * forever): the form comes back with a fresh stamp and everything typed, to be sent again.
 */
export const MAX_STAMP_AGE_MS = 24 * 60 * 60 * 1_000;

/** The render time of a genuine stamp, or undefined for a missing, altered or foreign one. */
export async function readStamp(secret: string, stamp: string): Promise<number | undefined> {
  const match = /^(\d{13})\.([0-9a-f]{64})$/.exec(stamp);
  if (!match) return undefined;
  const expected = await sign(secret, match[1]!);
  // Constant-time comparison: the signature is not guessable a character at a time.
  let difference = 0;
  for (let index = 0; index < expected.length; index++) difference |= expected.charCodeAt(index) ^ match[2]!.charCodeAt(index);
  return difference === 0 ? Number(match[1]) : undefined;
}
