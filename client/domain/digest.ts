/** SHA-256 and hex text over Web Crypto, the same in the Worker and the browser. */

/** Bytes as lower-case hex. */
export function hex(bytes: ArrayBuffer | Uint8Array): string {
  return [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The SHA-256 digest of `text` (UTF-8). */
export async function sha256(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
}

/** The SHA-256 digest of `text` as hex. */
export async function sha256Hex(text: string): Promise<string> {
  return hex(await sha256(text));
}
