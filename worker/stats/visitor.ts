/**
 * Who viewed a property, as far as the view counter needs to know: a keyed hash (HMAC-SHA-256) of
 * the client address and the User-Agent, with the agency day in the message. The same person gets
 * the same id all day, so a reload is not a second view; the next day's id is unrelated, so nobody
 * can follow a visitor across days; and without the key, the id cannot be turned back into an
 * address by trying all of them. The address and User-Agent themselves are never stored.
 */
import { hex } from "../../client/domain/digest";
import type { Day } from "./day";

const encoder = new TextEncoder();

/**
 * The HKDF label of the visitor key. The key comes from FORM_SECRET (no other secret to set), but
 * through its own label, so the key that signs forms and the one that hashes visitors are never the
 * same key: a stamp or captcha signature says nothing about a visitor id, and the reverse.
 */
const VISITOR_KEY_INFO = "vitrine/property-view-visitor/v1";

/** 128 bits: collisions among one property's visitors of one day are out of reach, and rows stay short. */
const VISITOR_ID_BYTES = 16;

/** The visitor key derived from `secret` (FORM_SECRET). */
export async function visitorKeyFrom(secret: string): Promise<CryptoKey> {
  const base = await crypto.subtle.importKey("raw", encoder.encode(secret), "HKDF", false, ["deriveKey"]);
  return crypto.subtle.deriveKey(
    { name: "HKDF", hash: "SHA-256", salt: new Uint8Array(0), info: encoder.encode(VISITOR_KEY_INFO) },
    base,
    { name: "HMAC", hash: "SHA-256", length: 256 },
    false,
    ["sign"],
  );
}

/**
 * A key known to this isolate only, for a deployed site without FORM_SECRET: visitors are still
 * never stored in a form anyone could reverse, at the price of counting a visitor again when another
 * isolate serves them.
 */
export function ephemeralVisitorKey(): Promise<CryptoKey> {
  return crypto.subtle.importKey("raw", crypto.getRandomValues(new Uint8Array(32)), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
}

export interface VisitorTraits {
  /** The client address (CF-Connecting-IP); empty when there is none (off Cloudflare only). */
  address: string;
  userAgent: string;
}

/** The visitor's id on `day`, as hex. */
export async function visitorId(key: CryptoKey, day: Day, { address, userAgent }: VisitorTraits): Promise<string> {
  // Header values cannot hold a line break, so the three parts cannot run into one another.
  const mac = await crypto.subtle.sign("HMAC", key, encoder.encode(`${day}\n${address}\n${userAgent}`));
  return hex(new Uint8Array(mac, 0, VISITOR_ID_BYTES));
}
