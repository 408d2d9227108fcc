import { describe, expect, it } from "vitest";
import { base64url, fromBase64url, newSessionToken, SESSION_TOKEN_BYTES, tokenHash } from "../../../worker/auth/tokens";

describe("session tokens", () => {
  it("are 256 random bits as unpadded base64url, new every time", () => {
    const tokens = new Set(Array.from({ length: 100 }, newSessionToken));
    expect(tokens.size).toBe(100);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(fromBase64url(token)).toHaveLength(SESSION_TOKEN_BYTES);
    }
    expect(SESSION_TOKEN_BYTES * 8).toBeGreaterThanOrEqual(128);
  });

  it("are stored as their SHA-256 in hex", async () => {
    // SHA-256("abc"), FIPS 180-2 appendix B.1.
    expect(await tokenHash("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });
});

describe("base64url", () => {
  it("round-trips every length and byte value", () => {
    for (let length = 0; length < 40; length++) {
      const bytes = Uint8Array.from({ length }, (_, index) => (index * 97 + length * 31) % 256);
      const text = base64url(bytes);
      expect(text).toMatch(/^[A-Za-z0-9_-]*$/);
      expect(fromBase64url(text)).toEqual(bytes);
    }
    expect(base64url(new Uint8Array([0xfb, 0xff, 0xbf]))).toBe("-_-_");
  });

  it("refuses what it never writes", () => {
    for (const text of ["a", "ab=c", "a+b/", "abc!", "abcde"]) expect(fromBase64url(text)).toBeUndefined();
  });
});
