import { describe, expect, it } from "vitest";
import { hashPassword, parsePasswordHash, PASSWORD_HASH, PRODUCTION_PBKDF2_MAX_ITERATIONS, verifyPassword } from "../../../worker/auth/password";
import { base64url } from "../../../worker/auth/tokens";

/** A stored hash made with other parameters, as an older version of the site would have written it. */
async function legacyHash(password: string, iterations: number, saltBytes = 16, hashBytes = 32): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(saltBytes));
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(password), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, hashBytes * 8);
  return `pbkdf2-sha256$${iterations}$${base64url(salt)}$${base64url(new Uint8Array(bits))}`;
}

describe("password hashing", () => {
  it("stays within production Workers' PBKDF2 cap", () => {
    expect(PASSWORD_HASH.iterations).toBeLessThanOrEqual(PRODUCTION_PBKDF2_MAX_ITERATIONS);
    expect(PRODUCTION_PBKDF2_MAX_ITERATIONS).toBe(100_000);
  });

  it("stores the algorithm, the parameters, a random salt and the hash", async () => {
    const stored = await hashPassword("correct horse battery staple");
    expect(stored).toMatch(/^pbkdf2-sha256\$100000\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    const parsed = parsePasswordHash(stored);
    expect(parsed?.iterations).toBe(PASSWORD_HASH.iterations);
    expect(parsed?.salt).toHaveLength(PASSWORD_HASH.saltBytes);
    expect(parsed?.hash).toHaveLength(PASSWORD_HASH.hashBytes);
    // A new salt each time: two hashes of one password differ.
    expect(await hashPassword("correct horse battery staple")).not.toBe(stored);
  });

  it("verifies the right password and refuses another", async () => {
    const stored = await hashPassword("correct horse battery staple");
    expect(await verifyPassword("correct horse battery staple", stored)).toEqual({ ok: true, needsRehash: false });
    expect(await verifyPassword("correct horse battery stapler", stored)).toEqual({ ok: false, needsRehash: false });
    expect(await verifyPassword("", stored)).toEqual({ ok: false, needsRehash: false });
  });

  it("compares passwords as NFKC: the composed and decomposed é are one password", async () => {
    const stored = await hashPassword("café au lait du matin");
    expect((await verifyPassword("cafe\u0301 au lait du matin", stored)).ok).toBe(true);
  });

  it("verifies a hash with older parameters and asks for a new one", async () => {
    const stored = await legacyHash("an old password of mine", 10_000);
    expect(await verifyPassword("an old password of mine", stored)).toEqual({ ok: true, needsRehash: true });
    expect(await verifyPassword("not my old password", stored)).toEqual({ ok: false, needsRehash: false });
    const shortSalt = await legacyHash("an old password of mine", PASSWORD_HASH.iterations, 8);
    expect(await verifyPassword("an old password of mine", shortSalt)).toEqual({ ok: true, needsRehash: true });
  });

  it("answers false, never throws, for no hash, a tampered one or garbage", async () => {
    const stored = await hashPassword("correct horse battery staple");
    const [head, iterations, salt, hash] = stored.split("$") as [string, string, string, string];
    const flipped = `${hash.startsWith("A") ? "B" : "A"}${hash.slice(1)}`;
    const candidates = [
      null,
      "",
      "garbage",
      "$$$",
      `${head}$${iterations}$${salt}$${flipped}`,
      `${head}$${iterations}$${salt}$${hash.slice(0, -2)}`,
      `${head}$99999$${salt}$${hash}`,
      `${head}$100001$${salt}$${hash}`,
      `${head}$0$${salt}$${hash}`,
      `${head}$-5$${salt}$${hash}`,
      `${head}$${iterations}$${salt}!$${hash}`,
      `${head}$${iterations}$$${hash}`,
      `scrypt$${iterations}$${salt}$${hash}`,
      `${stored}$extra`,
    ];
    for (const candidate of candidates) expect(await verifyPassword("correct horse battery staple", candidate)).toEqual({ ok: false, needsRehash: false });
  });

  it("refuses to parse parameters production would refuse to run", () => {
    const salt = base64url(new Uint8Array(16));
    const hash = base64url(new Uint8Array(32));
    expect(parsePasswordHash(`pbkdf2-sha256$${PRODUCTION_PBKDF2_MAX_ITERATIONS}$${salt}$${hash}`)).toBeDefined();
    expect(parsePasswordHash(`pbkdf2-sha256$${PRODUCTION_PBKDF2_MAX_ITERATIONS + 1}$${salt}$${hash}`)).toBeUndefined();
    expect(parsePasswordHash(`pbkdf2-sha256$1000$${base64url(new Uint8Array(4))}$${hash}`)).toBeUndefined();
    expect(parsePasswordHash(`pbkdf2-sha256$1000$${salt}$${base64url(new Uint8Array(8))}`)).toBeUndefined();
  });
});
