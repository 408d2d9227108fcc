import { afterEach, describe, expect, it, vi } from "vitest";
import { commonPasswords, isCommonPassword } from "../../../worker/owner/auth/common-passwords";
import { hashPassword, PASSWORD_HASH, PRODUCTION_PBKDF2_MAX_ITERATIONS, verifyPassword } from "../../../worker/auth/password";
import { passwordProblem } from "../../../worker/owner/auth/password-policy";

/**
 * Production workerd refuses PBKDF2 above PRODUCTION_PBKDF2_MAX_ITERATIONS ("NotSupportedError: Pbkdf2
 * failed: iteration counts above 100000 are not supported"); the local workerd does not, so a hash
 * above the cap would pass here and fail every login once deployed. This makes the local one refuse
 * the same way, and counts the derivations.
 */
function withProductionCap() {
  const original = crypto.subtle.deriveBits.bind(crypto.subtle);
  const requested: number[] = [];
  const spy = vi.spyOn(crypto.subtle, "deriveBits").mockImplementation((algorithm, key, length) => {
    const iterations = typeof algorithm === "object" && "iterations" in algorithm ? Number(algorithm.iterations) : 0;
    requested.push(iterations);
    if (iterations > PRODUCTION_PBKDF2_MAX_ITERATIONS)
      return Promise.reject(new DOMException(`Pbkdf2 failed: iteration counts above 100000 are not supported (requested ${iterations}).`, "NotSupportedError"));
    return original(algorithm, key, length);
  });
  return { requested, restore: () => spy.mockRestore() };
}

afterEach(() => vi.restoreAllMocks());

describe("password hashing inside workerd", () => {
  it("hashes and verifies within production's PBKDF2 cap, the dummy hash too", async () => {
    expect(PASSWORD_HASH.iterations).toBeLessThanOrEqual(PRODUCTION_PBKDF2_MAX_ITERATIONS);
    const cap = withProductionCap();
    const stored = await hashPassword("a long and private sentence");
    expect(await verifyPassword("a long and private sentence", stored)).toEqual({ ok: true, needsRehash: false });
    expect(await verifyPassword("a long and private sentencE", stored)).toEqual({ ok: false, needsRehash: false });
    expect(await verifyPassword("no account behind this one", null)).toEqual({ ok: false, needsRehash: false });
    expect(cap.requested.length).toBeGreaterThanOrEqual(4);
    expect(cap.requested.every((iterations) => iterations === PASSWORD_HASH.iterations)).toBe(true);
    // The guard does refuse what production refuses: it would catch parameters above the cap.
    const key = await crypto.subtle.importKey("raw", new TextEncoder().encode("pw"), "PBKDF2", false, ["deriveBits"]);
    await expect(
      crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt: new Uint8Array(16), iterations: PRODUCTION_PBKDF2_MAX_ITERATIONS + 1 }, key, 256),
    ).rejects.toThrow(/not supported/);
  });

  it("never runs a stored hash above the cap: it is refused as malformed, against the dummy hash", async () => {
    const cap = withProductionCap();
    const above = "pbkdf2-sha256$100001$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";
    expect(await verifyPassword("whatever is typed here", above)).toEqual({ ok: false, needsRehash: false });
    expect(cap.requested).toContain(PASSWORD_HASH.iterations);
    expect(cap.requested).not.toContain(100_001);
  });
});

describe("the bundled common-password list", () => {
  it("loads as text with some ten thousand entries, each long enough to pass the length rule alone", () => {
    const list = commonPasswords();
    expect(list.size).toBe(10_000);
    for (const entry of list) expect([...entry].length).toBeGreaterThanOrEqual(12);
  });

  it("refuses listed passwords in any case, through the policy", () => {
    expect(isCommonPassword("1qaz2wsx3edc")).toBe(true);
    expect(isCommonPassword("QWERTY123456")).toBe(true);
    expect(passwordProblem("Qwerty123456", "an.peeters@example.com")).toBe("common");
    expect(passwordProblem("Qwerty123456 but longer and mine", "an.peeters@example.com")).toBeUndefined();
    expect(passwordProblem("short", "an.peeters@example.com")).toBe("tooShort");
  });
});
