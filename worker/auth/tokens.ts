/** Random session tokens, their stored hash, and the base64url text both cookies and hashes use. */
import { sha256Hex } from "../../client/domain/digest";

/** Random bytes in a session token: 256 bits, far beyond guessing (the issue asks at least 128). */
export const SESSION_TOKEN_BYTES = 32;

/** Bytes as base64url without padding (RFC 4648 §5). */
export function base64url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

const BASE64URL = /^[A-Za-z0-9_-]*$/;

/** The bytes of unpadded base64url text; undefined for anything else (never throws). */
export function fromBase64url(text: string): Uint8Array<ArrayBuffer> | undefined {
  // A length of 1 mod 4 encodes no whole byte: not something base64url() wrote.
  if (!BASE64URL.test(text) || text.length % 4 === 1) return undefined;
  const binary = atob(text.replaceAll("-", "+").replaceAll("_", "/") + "=".repeat((4 - (text.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** A new session token (the cookie's value): SESSION_TOKEN_BYTES random bytes as base64url. */
export function newSessionToken(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(SESSION_TOKEN_BYTES)));
}

/** The key a session is stored under: the SHA-256 (hex) of its token, so a read of D1 logs nobody in. */
export function tokenHash(token: string): Promise<string> {
  return sha256Hex(token);
}
