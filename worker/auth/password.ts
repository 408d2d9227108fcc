/**
 * Owner passwords: PBKDF2-SHA-256 through Web Crypto, stored as
 * `pbkdf2-sha256$<iterations>$<salt b64url>$<hash b64url>` so the parameters travel with the hash.
 *
 * Why PBKDF2 and not scrypt or argon2id: production workerd refuses PBKDF2 above 100 000 iterations,
 * and OWASP's scrypt cost measured ~680 ms CPU per hash here with 16–128 MiB in a 128 MB isolate;
 * PBKDF2 at the cap is ~13 ms, native, without WebAssembly. A stored hash with other (older, lower)
 * parameters still verifies and `needsRehash` asks the login to store a new one.
 */
import { base64url, fromBase64url } from "./tokens";

/** The parameters of every new hash. */
export const PASSWORD_HASH = { algorithm: "pbkdf2-sha256", iterations: 100_000, saltBytes: 16, hashBytes: 32 } as const;

/** Production Workers refuse PBKDF2 with more iterations than this (NotSupportedError). */
export const PRODUCTION_PBKDF2_MAX_ITERATIONS = 100_000;

/** A stored hash taken apart. */
export interface ParsedPasswordHash {
  iterations: number;
  salt: Uint8Array<ArrayBuffer>;
  hash: Uint8Array<ArrayBuffer>;
}

const encoder = new TextEncoder();
const STORED = /^pbkdf2-sha256\$([1-9][0-9]{0,8})\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/;
/** Shortest salt and hash a stored string may carry (8 and 16 bytes): below that it is not ours. */
const MIN_SALT_BYTES = 8;
const MIN_HASH_BYTES = 16;
/** Longest hash accepted from D1 (bits to derive are requested up front; bounded all the same). */
const MAX_HASH_BYTES = 64;

/** The parameters, salt and hash of a stored string; undefined for anything malformed or out of bounds. */
export function parsePasswordHash(stored: string): ParsedPasswordHash | undefined {
  const match = STORED.exec(stored);
  if (!match) return undefined;
  const iterations = Number(match[1]);
  const salt = fromBase64url(match[2] ?? "");
  const hash = fromBase64url(match[3] ?? "");
  // Above the cap the derivation would throw in production: such a string is refused, never run.
  if (iterations > PRODUCTION_PBKDF2_MAX_ITERATIONS || !salt || !hash) return undefined;
  if (salt.length < MIN_SALT_BYTES || hash.length < MIN_HASH_BYTES || hash.length > MAX_HASH_BYTES) return undefined;
  return { iterations, salt, hash };
}

/** Passwords are compared as NFKC, as the policy counts them: the same password typed on another keyboard matches. */
async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number, bytes: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(password.normalize("NFKC")), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, bytes * 8);
  return new Uint8Array(bits);
}

/** Equal bytes, in a time that depends on the length only. */
function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  let difference = a.length ^ b.length;
  for (let index = 0; index < a.length; index++) difference |= (a[index] ?? 0) ^ (b[index % b.length] ?? 0);
  return difference === 0;
}

/** A new hash of `password` with PASSWORD_HASH's parameters and a random salt. */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(PASSWORD_HASH.saltBytes));
  const hash = await derive(password, salt, PASSWORD_HASH.iterations, PASSWORD_HASH.hashBytes);
  return `${PASSWORD_HASH.algorithm}$${PASSWORD_HASH.iterations}$${base64url(salt)}$${base64url(hash)}`;
}

// Isolate-lifetime: what an unknown account (or one without a password) is checked against: the
// current parameters with a random salt and random "hash" bytes. Building it costs no derivation,
// so even the isolate's first unknown address does exactly the work of a wrong password.
let dummy: ParsedPasswordHash | undefined;

function dummyHash(): ParsedPasswordHash {
  dummy ??= {
    iterations: PASSWORD_HASH.iterations,
    salt: crypto.getRandomValues(new Uint8Array(PASSWORD_HASH.saltBytes)),
    hash: crypto.getRandomValues(new Uint8Array(PASSWORD_HASH.hashBytes)),
  };
  return dummy;
}

/**
 * Whether `password` matches `stored`, and whether the stored hash uses older parameters (then the
 * caller stores `hashPassword(password)` anew). Null (no account, no password yet) or a malformed
 * string is checked against a dummy hash with the same parameters, so every answer takes the same
 * time, and answers ok false; it never throws for what D1 holds.
 */
export async function verifyPassword(password: string, stored: string | null): Promise<{ ok: boolean; needsRehash: boolean }> {
  const parsed = stored === null ? undefined : parsePasswordHash(stored);
  const against = parsed ?? dummyHash();
  const derived = await derive(password, against.salt, against.iterations, against.hash.length);
  const ok = parsed !== undefined && sameBytes(derived, against.hash);
  const needsRehash =
    ok &&
    (against.iterations !== PASSWORD_HASH.iterations || against.salt.length !== PASSWORD_HASH.saltBytes || against.hash.length !== PASSWORD_HASH.hashBytes);
  return { ok, needsRehash };
}
