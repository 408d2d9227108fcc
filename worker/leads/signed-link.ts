/**
 * The token of a link in a mail that acts without an account: confirm, edit or stop a search alert,
 * confirm or leave the newsletter, stop an owner's monthly report, stop all mail to an address (its key, worker/mail/recipient-stop.ts); and an owner's remembered browser (a cookie). "{id}.{mac}", the MAC an HMAC-SHA-256 of the purpose and the id
 * under FORM_SECRET (a fixed key on localhost), truncated to 128 bits: a changed id or a token of
 * another purpose is refused, and nothing needs storing. Rotating FORM_SECRET ends every link sent.
 */
import { hex } from "../../client/domain/digest";

export type LinkPurpose = "alert" | "favourites" | "newsletter" | "owner-password" | "owner-report" | "owner-device" | "mail-stop";

const encoder = new TextEncoder();
/** Hex characters of the MAC kept in a link: 128 bits. */
const MAC_HEX = 32;
const UUID = "[0-9a-f-]{36}";
/** What a purpose signs: a uuid, or for a remembered browser (worker/owner/auth/device-cookie.ts) "{owner id}.{device id}". */
const ID_OF: Record<LinkPurpose, RegExp> = {
  alert: new RegExp(`^${UUID}$`),
  // A favourites watch (worker/favourites/watches.ts): confirm and stop its change mails.
  favourites: new RegExp(`^${UUID}$`),
  newsletter: new RegExp(`^${UUID}$`),
  "owner-password": new RegExp(`^${UUID}$`),
  "owner-report": new RegExp(`^${UUID}$`),
  // The owner, the browser, and when the owner's password last changed (worker/owner/auth/device-cookie.ts).
  "owner-device": new RegExp(`^${UUID}\\.${UUID}\\.\\d{1,16}$`),
  // An address's stop key (worker/mail/recipient-stop.ts addressKey), written as a uuid.
  "mail-stop": new RegExp(`^${UUID}$`),
};

// Isolate-lifetime: one imported key per secret (FORM_SECRET changes only with a new deployment).
const keys = new Map<string, Promise<CryptoKey>>();

function keyOf(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"])));
  return key;
}

async function macOf(secret: string, purpose: LinkPurpose, id: string): Promise<string> {
  const mac = await crypto.subtle.sign("HMAC", await keyOf(secret), encoder.encode(`signed-link:${purpose}:${id}`));
  return hex(mac).slice(0, MAC_HEX);
}

/** The token of `id` (a uuid, or what ID_OF says for `purpose`) for `purpose`. */
export async function signLink(secret: string, purpose: LinkPurpose, id: string): Promise<string> {
  return `${id}.${await macOf(secret, purpose, id)}`;
}

/** The id a genuine token names, or undefined for a missing, altered or foreign one. */
export async function readLink(secret: string | undefined, purpose: LinkPurpose, token: string): Promise<string | undefined> {
  if (!secret) return undefined;
  const dot = token.lastIndexOf(".");
  const id = token.slice(0, dot);
  const mac = token.slice(dot + 1);
  if (dot < 0 || !ID_OF[purpose].test(id) || mac.length !== MAC_HEX) return undefined;
  const expected = await macOf(secret, purpose, id);
  // Constant-time comparison: the MAC is not guessable a character at a time.
  let difference = 0;
  for (let index = 0; index < MAC_HEX; index++) difference |= expected.charCodeAt(index) ^ mac.charCodeAt(index);
  return difference === 0 ? id : undefined;
}
