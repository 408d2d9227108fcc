import { describe, expect, it } from "vitest";
import { newNonce } from "../../../worker/middleware/security";

describe("CSP nonces", () => {
  it("are 18 random bytes in base64, a new one for every request, also across refills of the drawn bytes", () => {
    const nonces = Array.from({ length: 1_000 }, () => newNonce());
    expect(new Set(nonces).size).toBe(nonces.length);
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{24}$/);
      expect(Uint8Array.from(atob(nonce), (char) => char.charCodeAt(0))).toHaveLength(18);
    }
    // Every base64 digit turns up: the bytes are spread over all 64 (1000 × 24 digits).
    expect(new Set(nonces.join(""))).toHaveProperty("size", 64);
  });
});
